/**
 * The internal fast path for search code (Monte Carlo playouts, ISMCTS): a mutable copy of a game
 * that plays moves in place without checking them and without recording them. It shares every
 * rule with `applyMove` (the same functions do the work), but it is not a referee: only play the
 * moves it lists. Public code should use `applyMove`.
 * @module
 */
import { describe } from './cards.js';
import { StateError } from './errors.js';
import { advance, type Draft, draftOf, legalVerdicts } from './play.js';
import type { Random } from './random.js';
import { asState } from './state.js';
import type { GameState } from './types.js';

/**
 * A mutable game for fast random playouts (internal API, for search code such as bots).
 * Moves are numbers from {@link Playout.moves}; nothing is checked or logged.
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
  private readonly buffer: number[] = [];

  /** Copies a game state (which is left untouched). */
  constructor(state: GameState) {
    this.draft = draftOf(asState(state));
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
    return legalVerdicts(this.draft, out);
  }

  /** Plays a move number from {@link Playout.moves} (unchecked). */
  play(move: number): void {
    if (!Number.isInteger(move) || move < 0) throw new StateError(`not a move number: ${describe(move)}`);
    advance(this.draft, move, false);
  }

  /** Plays uniformly random legal moves until the game is over (or `maxMoves` were played). */
  finish(rng: Random, maxMoves = 100_000): void {
    const d = this.draft;
    const buffer = this.buffer;
    for (let i = 0; i < maxMoves && d.current >= 0; i++) {
      const n = legalVerdicts(d, buffer);
      advance(d, buffer[rng.int(n)] as number, false);
    }
  }

  /** An immutable snapshot (its move log is that of the state the playout started from). */
  toState(): GameState {
    return draftOf(this.draft) as unknown as GameState;
  }
}
