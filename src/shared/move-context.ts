/**
 * What `parseMove` reads a typed move against, for every game: a state (checked as every function
 * checks one, another game's named) or a view of the game (a player's, or the whole truth), and
 * from it the legal moves of the player to move (a view's own `legalMoves`) and what the table
 * shows (the view, made only when asked for). Reading a move never trusts a view for more than
 * filling in what the text leaves unsaid: the move read is checked by `applyMove`.
 * @module
 */
import type { GameName } from './engine.js';
import { recognize } from './which-game.js';

/** What a typed move is read against. */
export interface MoveContext<M, V> {
  /** The legal moves of the player to move (of a view: its `legalMoves`), cleaned. */
  legal(): readonly M[];
  /** Whether a move is one of them. */
  isLegal(move: M): boolean;
  /** What the table shows: the view given, or the whole truth of the state. */
  seen(): V;
}

/** A game's functions the context needs. */
export interface ContextRules<S, M, V> {
  /** The game's state for a value passed as one (its `trusted`: throws `StateError`, naming another game). */
  trusted(value: unknown): S;
  legalMoves(state: S): M[];
  isLegalMove(state: S, move: M): boolean;
  view(state: S): V;
  /** One of the game's moves read from a view's `legalMoves`, as a plain move, or `null`. */
  clean(move: unknown): M | null;
}

/** The context of `value`, a state or a view of `game`. */
export function contextOf<S, M, V>(value: unknown, game: GameName, rules: ContextRules<S, M, V>): MoveContext<M, V> {
  const known = recognize(value);
  if (known !== null && known.game === game && known.kind === 'view') {
    const v = value as V & { legalMoves?: unknown };
    let moves: M[] | null = null;
    const legal = (): readonly M[] => {
      if (moves === null) {
        moves = [];
        const listed = Array.isArray(v.legalMoves) ? (v.legalMoves as unknown[]) : [];
        for (const m of listed) {
          const move = rules.clean(m);
          if (move !== null) moves.push(move);
        }
      }
      return moves;
    };
    return {
      legal,
      isLegal: (move) => legal().some((m) => sameMove(m, move)),
      seen: () => v,
    };
  }
  const state = rules.trusted(value);
  let moves: M[] | null = null;
  let whole: V | null = null;
  return {
    legal: () => {
      moves ??= rules.legalMoves(state).map((m) => rules.clean(m) as M);
      return moves;
    },
    isLegal: (move) => rules.isLegalMove(state, move),
    seen: () => {
      whole ??= rules.view(state);
      return whole;
    },
  };
}

/** Whether two plain moves are the same (same fields, same values, in the same order). */
export function sameMove(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
