/**
 * Games played side by side for a learner: each game's player to move acts, every step. With
 * `restart`, a game that ends is dealt again at once — game i's k-th deal (k = 0, 1, …) from the
 * seed `"<seed>/<i>/<k>"` — so every game is always live; without it (one game, the PettingZoo
 * environment), the game's seed is the seed itself and a finished game stays finished.
 *
 * After a reset or a step the batch writes one reply frame: the player to move in each game (-1
 * when over), which games ended, their rewards, and, for each game, the legal actions and the
 * observation of the player to move, sparse (the numbers that are not 0, by index) — a few
 * hundred bytes a game where the dense vectors would be kilobytes.
 * @module
 */
import { IllegalMoveError } from '../shared/errors.js';
import { Observation } from '../shared/observation.js';
import type { FrameWriter } from './frames.js';
import type { LearningGame } from './games.js';

export class Batch {
  readonly players: number;
  readonly actionCount: number;
  readonly observationSize: number;
  readonly #states: unknown[];
  readonly #legal: number[][];
  readonly #dealt: number[];
  #seed: number | string = 0;
  readonly #current: Int32Array;
  readonly #done: Uint8Array;
  readonly #rewards: Float32Array;
  readonly #legalCounts: Uint32Array;
  /** One observation's numbers (all 0 between uses) and the indices written. */
  readonly #scratch: Observation;
  #obsIndex = new Uint32Array(1 << 12);
  #obsValue = new Float32Array(1 << 12);
  #legalFlat = new Uint32Array(1 << 10);

  constructor(
    readonly game: LearningGame,
    readonly options: Record<string, unknown>,
    readonly envs: number,
    readonly restart: boolean,
  ) {
    const probe = game.create(options, 0);
    this.players = game.players(probe);
    this.actionCount = game.actionCount(probe);
    this.observationSize = game.observationSize(probe);
    this.#states = new Array(envs).fill(probe);
    this.#legal = new Array(envs).fill([]);
    this.#dealt = new Array(envs).fill(0);
    this.#current = new Int32Array(envs);
    this.#done = new Uint8Array(envs);
    this.#rewards = new Float32Array(envs * this.players);
    this.#legalCounts = new Uint32Array(envs);
    this.#scratch = new Observation(new Float32Array(this.observationSize), new Uint32Array(this.observationSize));
  }

  /** The seed of game i's next deal. */
  #seedOf(i: number): number | string {
    if (!this.restart) return this.#seed;
    return `${this.#seed}/${i}/${this.#dealt[i]}`;
  }

  #deal(i: number): void {
    this.#states[i] = this.game.create(this.options, this.#seedOf(i));
    this.#dealt[i] = (this.#dealt[i] as number) + 1;
  }

  /** Deals every game again from a new seed. */
  reset(seed: number | string): void {
    this.#seed = seed;
    this.#dealt.fill(0);
    this.#done.fill(0);
    this.#rewards.fill(0);
    for (let i = 0; i < this.envs; i++) this.#deal(i);
  }

  /** Each game's player to move plays their action. Nothing is played unless every action is legal. */
  step(actions: Int32Array): void {
    for (let i = 0; i < this.envs; i++) {
      const action = actions[i] as number;
      if (!(this.#legal[i] as number[]).includes(action)) throw this.#refusal(i, action);
    }
    this.#done.fill(0);
    this.#rewards.fill(0);
    const n = this.players;
    for (let i = 0; i < this.envs; i++) {
      const state = this.game.after(this.#states[i], actions[i] as number);
      this.#states[i] = state;
      if (this.game.current(state) >= 0) continue;
      this.#done[i] = 1;
      const rewards = this.game.rewards(state);
      for (let p = 0; p < n; p++) this.#rewards[i * n + p] = rewards[p] as number;
      if (this.restart) this.#deal(i);
    }
  }

  /** Why game i's player to move may not play `action` (moveOf's error), naming the game in a batch. */
  #refusal(i: number, action: number): IllegalMoveError {
    let error: IllegalMoveError = new IllegalMoveError('malformed', `action ${action} is not legal now`);
    const state = this.#states[i];
    if (this.game.current(state) < 0) error = new IllegalMoveError('game-over', 'the game is over: reset it');
    else {
      try {
        this.game.moveOf(state, action);
      } catch (e) {
        if (e instanceof IllegalMoveError) error = e;
      }
    }
    return this.envs === 1 ? error : new IllegalMoveError(error.code, `game ${i}: ${error.message}`);
  }

  /** A game's state. */
  state(i: number): unknown {
    if (!Number.isInteger(i) || i < 0 || i >= this.envs) throw new RangeError(`no game ${i}`);
    return this.#states[i];
  }

  /**
   * Writes a player's observation of game i, sparse: its count of numbers that are not 0, their
   * indices plus `base`, then their values, into the index and value lists from `at`. Returns the new count.
   */
  #sparse(i: number, player: number, base: number, at: number): number {
    const out = this.#scratch;
    const written = out.written as Uint32Array;
    const values = out.values;
    out.count = 0;
    this.game.observe(this.#states[i], player, out);
    let k = at;
    for (let w = 0; w < out.count; w++) {
      const j = written[w] as number;
      const value = values[j] as number;
      if (k === this.#obsIndex.length) this.#grow();
      this.#obsIndex[k] = base + j;
      this.#obsValue[k++] = value;
      values[j] = 0;
    }
    return k;
  }

  #grow(): void {
    const index = new Uint32Array(2 * this.#obsIndex.length);
    index.set(this.#obsIndex);
    this.#obsIndex = index;
    const value = new Float32Array(2 * this.#obsValue.length);
    value.set(this.#obsValue);
    this.#obsValue = value;
  }

  /** Writes the reply of a reset or a step (see the module's comment) into `w`. */
  write(w: FrameWriter): void {
    let observed = 0;
    let listed = 0;
    for (let i = 0; i < this.envs; i++) {
      const state = this.#states[i];
      const p = this.game.current(state);
      this.#current[i] = p;
      const legal = p < 0 ? [] : this.game.legal(state);
      this.#legal[i] = legal;
      this.#legalCounts[i] = legal.length;
      if (listed + legal.length > this.#legalFlat.length) {
        const bigger = new Uint32Array(2 * (listed + legal.length));
        bigger.set(this.#legalFlat.subarray(0, listed));
        this.#legalFlat = bigger;
      }
      const base = i * this.actionCount;
      for (const a of legal) this.#legalFlat[listed++] = base + a;
      if (p >= 0) observed = this.#sparse(i, p, i * this.observationSize, observed);
    }
    w.begin(0).u32(this.envs).u32(this.players).u32(observed).u32(listed);
    w.array(this.#current, this.envs).array(this.#done, this.envs).align();
    w.array(this.#rewards, this.envs * this.players).array(this.#legalCounts, this.envs);
    w.array(this.#obsIndex, observed).array(this.#obsValue, observed).array(this.#legalFlat, listed);
  }

  /** Writes one player's observation of game i (count, indices, values) into `w`. */
  writeObservation(i: number, player: number, w: FrameWriter): void {
    this.state(i);
    if (!Number.isInteger(player) || player < 0 || player >= this.players) throw new RangeError(`no player ${player}`);
    const k = this.#sparse(i, player, 0, 0);
    w.begin(0).u32(k).array(this.#obsIndex, k).array(this.#obsValue, k);
  }
}
