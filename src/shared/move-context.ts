/**
 * What `parseMove` reads a typed move against, for every game: a state (checked as every function
 * checks one, another game's named) or a view of the game (a player's, or the whole truth), and
 * from it the legal moves of the player to move (a view's own `legalMoves`) and what the table
 * shows (the view, made only when asked for). Reading a move never trusts a view for more than
 * filling in what the text leaves unsaid: the move read is checked by `applyMove`. And the start of
 * every game's `parseMove`: the options, the context, the typed text cut into pieces.
 * @module
 */
import type { GameName } from './engine.js';
import { complaints, type Piece, readPieces, type Vocabulary } from './reading.js';
import { recognize } from './which-game.js';
import { PARSE_KEYS, readWords } from './words.js';

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

/** What every game's `parseMove` starts from. */
export interface Typed<M, V> {
  /** The pieces of the text: at least one, each a card or a word of the game (or a number, where it has them). */
  readonly pieces: readonly [Piece, ...Piece[]];
  readonly context: MoveContext<M, V>;
  /** The `'malformed'` error of this reading, in the caller's language. */
  readonly say: ReturnType<typeof complaints>;
}

/**
 * Reads `parseMove`'s arguments for `game`: its options, its state or view (refused when it is
 * neither, naming another game's), and the text cut into pieces of the game's `vocabulary` (refused
 * when there are none, or one that is no card or word; `how` tells what to type).
 */
export function typedMove<S, M, V>(
  text: unknown,
  state: unknown,
  options: unknown,
  game: GameName,
  rules: ContextRules<S, M, V>,
  vocabulary: Vocabulary,
  how: { readonly en: string; readonly ja: string },
  numbers = false,
): Typed<M, V> {
  const { words } = readWords(options, PARSE_KEYS);
  const context = contextOf(state, game, rules);
  const say = complaints(words.lang, how);
  const pieces = readPieces(text, words.lang, vocabulary, say, numbers) as [Piece, ...Piece[]];
  return { pieces, context, say };
}
