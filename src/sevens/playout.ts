/**
 * The fast path for search code (Monte Carlo playouts, ISMCTS): a mutable copy of a game that
 * plays moves in place, as move codes, without building move lists of objects or a new state per
 * move. It asks the same legal-move generator and plays through the same rule code as
 * `applyMove`. A move must be one it has just listed; that is checked, and the moves are kept, so
 * `toState()` is a true state.
 * @module
 */
import { describe, StateError } from '../shared/errors.js';
import { legalCodes } from './generate.js';
import { size } from '../shared/cardset.js';
import { isPlay } from './moves.js';
import type { Random } from '../shared/random.js';
import { scoreOf } from './score.js';
import { copyOf, handHi, handLo, type State } from './state.js';
import { next, step } from './step.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import type { Score } from './reports.js';

/**
 * Internal (not exported from the package): the state a playout changes in place, for the bots'
 * playout policies, which read its card-set words. Callers must not write to it.
 */
export let draftOf: (p: Playout) => State;

/**
 * A mutable game for fast random playouts (for search code such as bots). Moves are numbers from
 * {@link Playout.moves}; `play` accepts only a move just listed.
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
  static {
    draftOf = (p) => p.#draft;
  }
  /** The game now, changed in place by every move. */
  readonly #draft: State;
  /** The last state made (or the one given): the moves before `#played`. */
  #start: State;
  readonly #buffer: number[] = [];
  /** The moves played since `#start` (move codes), logged when a state is made. */
  readonly #played: number[] = [];
  /** The moves listed by the last call of `moves`, and how many are still playable (0 once one is played). */
  #listed: number[] = [];
  #listedCount = 0;

  /**
   * Copies a game state (which is left untouched).
   * @throws `StateError` when `state` is not a game state.
   */
  constructor(state: GameState) {
    this.#start = trusted(state);
    this.#draft = copyOf(this.#start);
  }

  /** The player to move, or -1 when the game is over. */
  get current(): number {
    return this.#draft.current;
  }

  /** Whether the game is over. */
  get over(): boolean {
    return this.#draft.current < 0;
  }

  /** Fills `out` with the legal moves of the player to move, as move numbers, and returns their count. */
  moves(out: number[]): number {
    this.#listed = out;
    this.#listedCount = legalCodes(this.#draft, out);
    return this.#listedCount;
  }

  /**
   * Plays a move number that the last call of {@link Playout.moves} listed.
   * @throws `StateError` for any other value.
   */
  play(move: number): void {
    const at = this.#listed.indexOf(move);
    if (at < 0 || at >= this.#listedCount) {
      throw new StateError(`${describe(move)} is not one of the moves the last call of moves() listed`);
    }
    this.#listedCount = 0;
    this.#played.push(move);
    step(this.#draft, move, null);
  }

  /** Plays uniformly random legal moves until the game is over (or `maxMoves` were played). */
  finish(rng: Random, maxMoves = 100_000): void {
    const d = this.#draft;
    const buffer = this.#buffer;
    this.#listedCount = 0;
    for (let i = 0; i < maxMoves && d.current >= 0; i++) {
      const move = buffer[rng.int(legalCodes(d, buffer))] as number;
      this.#played.push(move);
      step(d, move, null);
    }
  }

  /**
   * How many cards a play would kill (Kill; 0 in classic), without playing it: writes the other
   * players' cards to `out[0]` and the mover's own to `out[1]`. `move` must be a play the last
   * call of {@link Playout.moves} listed (else both are 0).
   */
  deaths(move: number, out: number[]): void {
    out[0] = 0;
    out[1] = 0;
    const at = this.#listed.indexOf(move);
    if (!isPlay(move) || at < 0 || at >= this.#listedCount) return;
    const d = this.#draft;
    const [lo, hi] = d.game.rules.variant.deathsAfter(d, move);
    const own = size(lo & handLo(d, d.current), hi & handHi(d, d.current));
    out[0] = size(lo, hi) - own;
    out[1] = own;
  }

  /** The standings of the game as it stands (final once it is over), as {@link score} gives them. */
  score(): Score {
    return scoreOf(this.#draft);
  }

  /**
   * An immutable snapshot of the game so far: a state like any other, made by playing the moves
   * since the last snapshot again, one state per move (so its history and its events are those of
   * `applyMove`).
   */
  toState(): GameState {
    let state = this.#start;
    for (const move of this.#played) state = next(state, move);
    this.#played.length = 0;
    this.#start = state;
    return copyOf(state) as unknown as GameState; // a new snapshot each call
  }
}
