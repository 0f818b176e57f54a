/**
 * Small shared helpers for scenario tests: building explicit positions and playing moves by name.
 *
 * - {@link cards}: `'6S 8S JK'` → `['6S', '8S', 'JK']` (a string of cards separated by spaces).
 * - {@link deal}: completes a hands + table position so that every card of the deck is used
 *   exactly once (the cards nobody was given go to the table, or to one player).
 * - {@link play}: applies moves written as strings: `'6S'` (play), `'pass'`, `'JK@TH'` (joker alone),
 *   `'JK@TH+JH'` (joker on TH with JH beyond it); Move objects are accepted too.
 * - {@link moveName} / {@link moveNames}: the same notation back, e.g. for `legalMoves`.
 * - {@link deepFreeze}: freezes an object graph (to check that nothing is modified).
 *
 * Nothing here knows the rules: it only spells positions and moves; the library does the rest.
 * @module
 */
import { applyMove, type Card, type GameState, legalMoves, type Move, RANKS, SUITS } from '../../src/index.js';

/** The 52 cards in table order (♠A … ♠K, ♥A …, ♣K). */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

/** A list of cards: an array, or one string of cards separated by spaces/commas (`'6S 8S JK'`). */
export type CardList = readonly Card[] | string;

/** Reads a {@link CardList} into an array of cards (no validation: the library validates). */
export function cards(list: CardList): Card[] {
  if (typeof list !== 'string') return [...list];
  return list.split(/[\s,]+/).filter((c) => c !== '') as Card[];
}

/** Options of {@link deal}. */
export interface DealOptions {
  /** Cards already on the table (besides those of `rest: 'table'`). */
  table?: CardList;
  /**
   * Where the cards not named in `hands` or `table` go: `'table'` (default) or a player index.
   * The joker (with `jokers: 1`) never goes to the table: if nobody was given it, it goes to
   * player `rest`, or to the last player when `rest` is `'table'`.
   */
  rest?: 'table' | number;
  /** Whether the deck has the joker. Default: true when some hand names `'JK'`. */
  jokers?: boolean;
}

/** A complete position, ready to spread into `createGame({ ...deal(...), ...otherOptions })`. */
export interface Position {
  hands: Card[][];
  table: Card[];
}

/**
 * Completes a position: `hands[p]` are player p's cards; every card of the deck not named in
 * `hands` or `opts.table` goes to `opts.rest` (the table by default). Throws (a plain Error, to
 * point at the test) when a card is named twice, so a position always uses each card once.
 * @example
 * ```ts
 * // Player 0 holds 6S and 2H, player 1 holds 8S; everything else is on the table.
 * createGame({ ...deal(['6S 2H', '8S']), firstPlayer: 0 });
 * // The same but the rest is player 2's hand (and no card starts on the table).
 * createGame({ ...deal(['6S 2H', '8S', ''], { rest: 2 }), firstPlayer: 0 });
 * ```
 */
export function deal(hands: readonly CardList[], opts: DealOptions = {}): Position {
  const out = hands.map(cards);
  const table = cards(opts.table ?? []);
  const named = [...out.flat(), ...table];
  const seen = new Set<Card>();
  for (const card of named) {
    if (seen.has(card)) throw new Error(`deal: ${card} is named twice`);
    seen.add(card);
  }
  const jokers = opts.jokers ?? seen.has('JK');
  const rest = opts.rest ?? 'table';
  for (const card of ALL_CARDS) {
    if (seen.has(card)) continue;
    if (rest === 'table') table.push(card);
    else out[rest]?.push(card);
  }
  if (jokers && !seen.has('JK')) out[rest === 'table' ? out.length - 1 : rest]?.push('JK');
  return { hands: out, table };
}

/** A move from its short name: `'6S'`, `'pass'`, `'JK@TH'`, `'JK@TH+JH'`; Move objects pass through. */
export function move(m: string | Move): Move {
  if (typeof m !== 'string') return m;
  if (m === 'pass') return { type: 'pass' };
  const joker = /^JK@(\w\w)(?:\+(\w\w))?$/.exec(m);
  if (joker) {
    const [, card, next] = joker as unknown as [string, Card, Card | undefined];
    return next === undefined ? { type: 'joker', card } : { type: 'joker', card, next };
  }
  return { type: 'play', card: m as Card };
}

/** The short name of a move (the inverse of {@link move}). */
export function moveName(m: Move): string {
  switch (m.type) {
    case 'pass':
      return 'pass';
    case 'play':
      return m.card;
    case 'joker':
      return m.next === undefined ? `JK@${m.card}` : `JK@${m.card}+${m.next}`;
  }
}

/** The legal moves of a state by short name, in the library's order. */
export const moveNames = (state: GameState): string[] => legalMoves(state).map(moveName);

/** Applies moves in turn (each by short name or as a Move) and returns the final state. */
export function play(state: GameState, ...moves: (string | Move)[]): GameState {
  for (const m of moves) state = applyMove(state, move(m));
  return state;
}

/** Freezes an object and everything reachable from it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
