/**
 * Which game of the family a stranger belongs to: a state, a view or a record of Sevens, Seven
 * Bridge or Seven Up, told apart by what only that game's have (a state's `game.format`, a
 * record's `format`, a view's own fields). Every entry asks it before calling a value it cannot
 * use corrupt, so that handing one game's state to another game's function says which game it is
 * ("a Seven Bridge state: use shichinarabe/seven-bridge"). It is only asked on the way to an
 * error or for a value the library did not make, never for a state the library made: trusted
 * states pay nothing for it.
 * @module
 */
import type { GameName } from './engine.js';
import { StateError } from './errors.js';

/** What a value of the family is. */
export type Kind = 'state' | 'view' | 'record';

/** Each game as people name it, the entry that plays it, and its records' (and states') `format`. */
export const GAMES: Readonly<Record<GameName, { title: string; entry: string; format: string }>> = {
  sevens: { title: 'Sevens', entry: 'shichinarabe', format: 'shichinarabe/1' },
  'seven-bridge': { title: 'Seven Bridge', entry: 'shichinarabe/seven-bridge', format: 'shichinarabe/seven-bridge/1' },
  'seven-up': { title: 'Seven Up', entry: 'shichinarabe/seven-up', format: 'shichinarabe/seven-up/1' },
};

/** The game whose record format is `format`, or `null`. */
function gameOfFormat(format: unknown): GameName | null {
  for (const game of Object.keys(GAMES) as GameName[]) if (GAMES[game].format === format) return game;
  return null;
}

/** The game whose view `o` looks like (each game's view has fields no other game's has), or `null`. */
function gameOfView(o: Record<string, unknown>): GameName | null {
  if (!Array.isArray(o.hands) || !Array.isArray(o.handSizes)) return null;
  if (Array.isArray(o.table) && Array.isArray(o.dead)) return 'sevens';
  if (typeof o.stockSize === 'number' && Array.isArray(o.melds)) return 'seven-bridge';
  if (Array.isArray(o.turnUps) && Array.isArray(o.sides)) return 'seven-up';
  return null;
}

/**
 * Which game of the family `value` is a state, a view or a record of (a record as JSON text or as
 * the object it parses to), or `null` for anything else. Never throws.
 */
export function recognize(value: unknown): { game: GameName; kind: Kind } | null {
  try {
    if (typeof value === 'string') {
      if (!value.trimStart().startsWith('{')) return null;
      const game = gameOfFormat((JSON.parse(value) as Record<string, unknown> | null)?.format);
      return game === null ? null : { game, kind: 'record' };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const o = value as Record<string, unknown>;
    const inner = o.game;
    if (typeof inner === 'object' && inner !== null) {
      const game = gameOfFormat((inner as Record<string, unknown>).format);
      if (game !== null) return { game, kind: 'state' };
    }
    const game = gameOfFormat(o.format);
    if (game !== null) return { game, kind: 'record' };
    const viewed = gameOfView(o);
    return viewed === null ? null : { game: viewed, kind: 'view' };
  } catch {
    return null; // a Proxy or a getter that throws, text that is not JSON: not one of ours
  }
}

/** The {@link StateError} naming another game's value (`known`) for a function of `mine`. */
function wrongGame(known: { game: GameName; kind: Kind }, mine: GameName): StateError {
  const { title, entry } = GAMES[known.game];
  return known.game === mine
    ? new StateError(`a ${title} view, not a game state: pass the state the view was made from`)
    : new StateError(`a ${title} ${known.kind}: use ${entry}`);
}

/**
 * Throws a {@link StateError} when `value` belongs to another game of the family than `mine`:
 * `"a Seven Bridge state: use shichinarabe/seven-bridge"`.
 */
export function refuseOtherGame(value: unknown, mine: GameName): void {
  const known = recognize(value);
  if (known !== null && known.game !== mine) throw wrongGame(known, mine);
}

/**
 * Throws a {@link StateError} naming the game when `value`, passed where a state of `mine` is
 * needed, is another game's state, view or record, or a view of `mine` instead of its state.
 */
export function refuseAsState(value: unknown, mine: GameName): void {
  const known = recognize(value);
  if (known !== null && (known.game !== mine || known.kind === 'view')) throw wrongGame(known, mine);
}
