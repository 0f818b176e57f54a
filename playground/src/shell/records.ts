/** Game records: the one shown, downloaded (`serialize`); a record file opened (`deserialize`, then replayed for review). */
import { withCards } from './cards.js';
import { h, messageOf } from './dom.js';
import type { Game, State } from './game.js';
import { gameOfFormat, loadGame } from './games.js';
import { begin, current, notice, showError } from './play.js';
import { HUMAN, latest } from './session.js';

/** Downloads the record of the game shown (at its latest move). */
export function downloadRecord(): void {
  const s = current();
  if (s === null) return;
  const text = s.game.engine.serialize(latest(s));
  const link = h('a', {
    href: URL.createObjectURL(new Blob([text], { type: 'application/json' })),
    download: s.game.recordName(s.config, s.seed),
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Every state of a record's game, checked against the library's own reading of it. */
function statesOf(game: Game, text: string, record: { moves?: unknown } & Record<string, unknown>): State[] {
  const final = game.engine.deserialize(text); // validates the record and replays it
  let state = game.startOf(record as Parameters<Game['startOf']>[0]);
  const states = [state];
  for (const move of (record.moves ?? []) as { type: string }[]) {
    state = game.engine.applyMove(state, move);
    states.push(state);
  }
  if (game.engine.serialize(state) !== game.engine.serialize(final)) throw new Error('the record replays differently');
  return states;
}

/** Opens a record: a finished game for review, an unfinished one goes on with the seats chosen. */
export async function openRecord(text: string, name: string): Promise<void> {
  let game: Game;
  let states: State[];
  let record: { options: Record<string, unknown>; moves?: unknown };
  try {
    record = JSON.parse(text);
    const which = gameOfFormat((record as { format?: unknown })?.format);
    if (which === null) throw new Error('its format is none of the playground’s games');
    game = await loadGame(which);
    states = statesOf(game, text, record as Record<string, unknown> & typeof record);
  } catch (error) {
    showError(`${name} is not a game record: ${withCards(messageOf(error))}`);
    return;
  }
  const players = game.engine.view(states[0]).handSizes.length;
  const now = current();
  const seats =
    now !== null && now.game === game && now.config.seats.length === players
      ? now.config.seats
      : Array.from({ length: players }, (_, p) => (p === 0 ? HUMAN : game.defaultBot(record.options)));
  const config = game.recordConfig(record, seats);
  begin(game, { ...config, speed: now?.config.speed ?? config.speed }, null, states);
  const permalink = document.querySelector<HTMLAnchorElement>('[data-testid="permalink"]');
  if (permalink !== null) permalink.hidden = true;
  notice(`Opened ${name}: ${states.length - 1} moves.`);
}
