/**
 * The family's one engine shape (every game of the package has it): the types generic code — a
 * referee, a tournament, a playground, a user's own loop — is written against, whatever the game.
 * Types only: nothing here knows a game.
 * @module
 */
import type { Card, CardStyle } from './cards.js';
import type { EventWordsOptions, FormatMoveOptions, ParseMoveOptions, RenderTextOptions } from './words.js';

/**
 * The names of the family's games, as engine objects, records and the referee's `--game` give them.
 * @example
 * ```ts
 * import type { GameName } from 'shichinarabe';
 * const game: GameName = 'seven-bridge';
 * ```
 */
export type GameName = 'sevens' | 'seven-bridge' | 'seven-up';

/**
 * A move of any game: an object with a `type` (each game's `Move` union narrows it).
 * @example
 * ```ts
 * import type { AnyMove } from 'shichinarabe';
 * const pass: AnyMove = { type: 'pass' };
 * ```
 */
export interface AnyMove {
  /** What kind of move it is (`'play'`, `'draw'`, `'stand'`, …). */
  readonly type: string;
}

/**
 * What every game's view has (each game's view adds its own table): whose view it is, who moves,
 * the hands (others' `null` in a player's view), the viewer's legal moves and what the last move did.
 * @example
 * ```ts
 * import { createGame, view, type CommonView } from 'shichinarabe';
 * const v: CommonView = view(createGame({ seed: 1 }), 0);
 * v.handSizes; // cards in each hand
 * ```
 */
export interface CommonView<M extends AnyMove = AnyMove> {
  /** Whose view this is; `null` for the whole truth. */
  readonly player: number | null;
  /** The player to move, `null` when the game is over. */
  readonly current: number | null;
  /** Whether the game is over. */
  readonly over: boolean;
  /** Each player's hand, sorted; another player's is `null` in a player's view. */
  readonly hands: readonly (readonly Card[] | null)[];
  /** How many cards each player holds. */
  readonly handSizes: readonly number[];
  /** The viewer's legal moves when the viewer is to move (all of the mover's in the whole truth), else `[]`. */
  readonly legalMoves: readonly M[];
  /**
   * The last move, as far as the viewer may know it (a game may show another player's move with
   * its hidden part left out, e.g. a Seven Up discard without its card).
   */
  readonly lastMove: AnyMove | null;
  /** Who made the last move; `null` at the start. */
  readonly lastPlayer: number | null;
  /** What the last move did, in order (each game's events). */
  readonly events: readonly {
    /** What kind of event it is (`'play'`, `'discard'`, `'trick'`, …). */
    readonly type: string;
  }[];
  /** Moves made so far. */
  readonly moveNumber: number;
}

/**
 * What every game's score has: whether the game is over, and one standing per player with a rank
 * (1 = best; ranks may tie in Seven Bridge and Seven Up), sorted by rank.
 * @example
 * ```ts
 * import { createGame, score, type CommonScore } from 'shichinarabe';
 * const s: CommonScore = score(createGame({ seed: 1 }));
 * s.standings[0]?.rank; // 1
 * ```
 */
export interface CommonScore {
  /** Whether the game is over (otherwise the standings are provisional). */
  readonly over: boolean;
  /** One per player, by rank. */
  readonly standings: readonly {
    /** The player's index. */
    readonly player: number;
    /** 1 = best. */
    readonly rank: number;
  }[];
}

/**
 * One game's functions and name, bundled: the object each entry exports (`sevens`, `sevenBridge`,
 * `sevenUp`) so that generic code takes any game. Every function is that entry's own, with the
 * same checks and errors.
 *
 * @typeParam State - the game's state type
 * @typeParam Move - the game's move union
 * @typeParam Options - the game's options
 * @typeParam View - the game's view
 * @typeParam Score - the game's score
 * @typeParam DescribeOptions - the options of the game's `describeEvent` (Sevens adds `passLimit`,
 * Seven Up `sides`)
 * @example
 * ```ts
 * import { type Engine, Random, sevens } from 'shichinarabe';
 * function randomGame<S, M extends { type: string }>(engine: Engine<S, M>, seed: number): S {
 *   const rng = new Random(seed);
 *   let state = engine.createGame({ seed });
 *   for (let moves = engine.legalMoves(state); moves.length > 0; moves = engine.legalMoves(state)) {
 *     state = engine.applyMove(state, moves[rng.int(moves.length)]!);
 *   }
 *   return state;
 * }
 * sevens.score(randomGame(sevens, 1));
 * ```
 */
export interface Engine<
  State = unknown,
  Move extends AnyMove = AnyMove,
  // biome-ignore lint/suspicious/noExplicitAny: any game's options object
  Options = any,
  View extends CommonView<Move> = CommonView<Move>,
  Score extends CommonScore = CommonScore,
  DescribeOptions extends EventWordsOptions = EventWordsOptions,
> {
  /** The game's name. */
  readonly name: GameName;
  /** A new game (validated options, seeded deal). */
  createGame(options?: Options): State;
  /** The moves of the player to move; `[]` when the game is over. */
  legalMoves(state: State): Move[];
  /** Whether a move is legal now; never throws. */
  isLegalMove(state: State, move: Move): boolean;
  /** The next state; throws `IllegalMoveError` for a move that is not legal. */
  applyMove(state: State, move: Move): State;
  /** What a player may know (`player` omitted: the whole truth). */
  view(state: State, player?: number): View;
  /** Final or provisional standings. */
  score(state: State): Score;
  /** The game as a JSON game record. */
  serialize(state: State): string;
  /** A game from its record, validated and replayed; throws `StateError`. */
  deserialize(text: string): State;
  /** Plays a list of moves from the start. */
  replay(options: Options, moves: readonly Move[]): State;
  /** Reads a card as people write it. */
  parseCard(text: string): Card;
  /** Writes a card for people. */
  formatCard(card: Card, style?: CardStyle): string;
  /** A move as a person types it, in English or Japanese (`'7♥'`, `'pass'`, `'メルド 7♥ 8♥ 9♥'`). */
  formatMove(move: Move, options?: FormatMoveOptions): string;
  /** A move typed by a person (either language), read in the context of a state or a view; throws `IllegalMoveError` `'malformed'`. */
  parseMove(text: string, state: State | View, options?: ParseMoveOptions): Move;
  /** One sentence for one of the game's events (from a view's `events`), in English or Japanese. */
  describeEvent(event: View['events'][number], options?: DescribeOptions): string;
  /** The table as plain text for a terminal, from a state or any view, in English or Japanese. */
  render(stateOrView: State | View, options?: RenderTextOptions): string;
}
