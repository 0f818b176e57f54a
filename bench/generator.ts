/**
 * The bench's own random generator: sfc32, the algorithm of the library's `Random`, written out
 * here once and for all. The yardstick shuffles and plays with it, and the API loops choose their
 * moves with it, so a change to the library's `Random` (a check added to `int`, say) moves neither
 * the yardstick nor the loop's own share of a measured game: only the library's own work differs
 * from one build to the next. (`Playout.finish` takes the library's `Random`: drawing its moves
 * is part of what it does.)
 */
export class BenchRandom {
  // Declared, not defined: a field defined as \`undefined\` first would not be stored as an integer.
  declare private a: number;
  declare private b: number;
  declare private c: number;
  declare private d: number;

  /** Seeds the generator from an integer. */
  constructor(seed: number) {
    this.a = 0x9e3779b9 | 0;
    this.b = seed | 0;
    this.c = 0x243f6a88 | 0;
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** An integer in [0, n), for an integer n ≥ 1 (not checked). */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** Shuffles an array in place (Fisher–Yates), each index drawn as `int(i + 1)` would. */
  shuffle<T>(items: T[]): void {
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    for (let i = items.length - 1; i > 0; i--) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
      const item = items[i] as T;
      items[i] = items[j] as T;
      items[j] = item;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }
}
