/** The game being shown: its game module, settings and every state so far. */
import type { CommonView } from 'shichinarabe';
import type { Config, Game, State } from './game.js';
import { ui } from './lang.js';

import { HUMAN } from './params.js';

export { HUMAN };

export interface Session {
  game: Game;
  config: Config;
  /** The seed of the deal, or `null` for a game read from a record (its deal is in the record). */
  seed: string | null;
  /** Every state of the game so far: `states[k]` is the state after k moves. */
  states: State[];
  /** The move shown while reviewing a finished game (`null` = the latest). */
  cursor: number | null;
  /** Log entries by move number (made once each). */
  logItems: HTMLLIElement[];
}

export const latest = (s: Session): State => s.states[s.states.length - 1];
export const shownAt = (s: Session): number => s.cursor ?? s.states.length - 1;
export const shown = (s: Session): State => s.states[shownAt(s)];
export const isHuman = (s: Session, p: number | null): boolean => p !== null && s.config.seats[p] === HUMAN;

/**
 * A player as the page names them: `P1 (you)`, `P2 (human)` with several people, `P3 (calm)`;
 * in Japanese `P1（あなた）`, `P2（人）`, `P3（calm）`.
 */
export function playerName(s: Session, p: number): string {
  const seat = s.config.seats[p] ?? '?';
  const humans = s.config.seats.filter((x) => x === HUMAN).length;
  const who = seat !== HUMAN ? seat : humans === 1 ? ui('you', 'あなた') : ui('human', '人');
  return ui(`P${p + 1} (${who})`, `P${p + 1}（${who}）`);
}

/** Every player's name as the page writes it, by index (the `names` of the library's words functions). */
export function playerNames(s: Session): string[] {
  return s.config.seats.map((_, p) => playerName(s, p));
}

/** Whose hand the page shows: the human to move, else the next human in turn order holding cards. */
export function handSeat(s: Session, v: CommonView): number | null {
  if (isHuman(s, v.current)) return v.current;
  const humans = s.config.seats.flatMap((seat, p) => (seat === HUMAN ? [p] : []));
  if (humans.length === 0) return null;
  const n = s.config.seats.length;
  const next = (p: number): number => s.game.nextPlayer?.(s.states[0], p) ?? (p + 1) % n;
  let p = v.current ?? 0;
  for (let i = 1; i <= n; i++) {
    p = next(p);
    if (humans.includes(p) && (v.handSizes[p] ?? 0) > 0) return p;
  }
  return humans[0] ?? null;
}
