/**
 * The internal fast path for search code (Monte Carlo playouts, ISMCTS): a mutable copy of a game
 * that plays moves in place, as numbers, without building move lists of objects or a new state per
 * move. It shares every rule with `applyMove` (the same functions do the work). A move must be one
 * it has just listed; that is checked, and the moves are logged, so `toState()` is a true state.
 * @module
 */
import { describe } from './cards.js';
import { StateError } from './errors.js';
import { movesOf } from './log.js';
import { advance, type Draft, draftOf, legalVerdicts, moveOf } from './play.js';
import type { Random } from './random.js';
import { asState, type State } from './state.js';
import type { GameState, Move } from './types.js';

/**
 * A mutable game for fast random playouts (internal API, for search code such as bots).
 * Moves are numbers from {@link Playout.moves}; `play` accepts only a move just listed.
 *
 * @example
 * ```ts
 * import { createGame, score } from 'shichinarabe';
 * import { Playout, Random } from 'shichinarabe/bots';
 * const playout = new Playout(createGame({ seed: 1 }));
 * playout.finish(new Random(2)); // random moves until the game is over
 * score(playout.toState()).standings[0]?.player; // the winner of this playout
 * ```
 */
export class Playout {
  private readonly draft: Draft;
  /** The last state made (or the one given): the moves before `played`. */
  private start: State;
  private readonly buffer: number[] = [];
  /** The moves played so far (move numbers), logged when a state is made. */
  private readonly played: number[] = [];
  /** The moves listed by the last call of `moves` (or `finish`), and how many. */
  private listed: number[] = [];
  private listedCount = 0;

  /** Copies a game state (which is left untouched). */
  constructor(state: GameState) {
    this.start = asState(state);
    this.draft = draftOf(this.start);
  }

  /** The player to move, or -1 when the game is over. */
  get current(): number {
    return this.draft.current;
  }

  /** Whether the game is over. */
  get over(): boolean {
    return this.draft.current < 0;
  }

  /** Fills `out` with the legal moves of the player to move, as move numbers, and returns their count. */
  moves(out: number[]): number {
    this.listed = out;
    this.listedCount = legalVerdicts(this.draft, out);
    return this.listedCount;
  }

  /** Plays a move number that the last call of {@link Playout.moves} listed. */
  play(move: number): void {
    if (this.listed.indexOf(move) < 0 || this.listed.indexOf(move) >= this.listedCount) {
      throw new StateError(`${describe(move)} is not one of the moves the last call of moves() listed`);
    }
    this.listedCount = 0;
    this.played.push(move);
    advance(this.draft, move);
  }

  /** Plays uniformly random legal moves until the game is over (or `maxMoves` were played). */
  finish(rng: Random, maxMoves = 100_000): void {
    const d = this.draft;
    const buffer = this.buffer;
    for (let i = 0; i < maxMoves && d.current >= 0; i++) {
      const n = legalVerdicts(d, buffer);
      const move = buffer[rng.int(n)] as number;
      this.played.push(move);
      advance(d, move);
    }
  }

  /** An immutable snapshot of the game so far (a state like any other: its log holds every move). */
  toState(): GameState {
    const d = this.draft;
    if (this.played.length > 0) {
      const moves = movesOf(this.start);
      for (const move of this.played) moves.push(moveOf(move));
      d.lastMove = moves.pop() as Move;
      d.before = moves;
      d.moveCount = this.start.moveCount + this.played.length;
      this.played.length = 0;
    }
    const state = draftOf(d);
    this.start = state;
    return state as unknown as GameState;
  }
}
