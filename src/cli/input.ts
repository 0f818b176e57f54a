/**
 * What a person types in `play`: the lines of stdin, one at a time (so a game can be piped in).
 * @module
 */
import { createInterface } from 'node:readline';

/** Lines of stdin, one at a time; `null` once the input has ended. */
export class Lines {
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  constructor() {
    const rl = createInterface({ input: process.stdin, terminal: false });
    rl.on('line', (line) => {
      if (this.waiting !== null) {
        const done = this.waiting;
        this.waiting = null;
        done(line);
      } else this.queue.push(line);
    });
    rl.on('close', () => {
      this.ended = true;
      if (this.waiting !== null) {
        const done = this.waiting;
        this.waiting = null;
        done(null);
      }
    });
  }
  /** The next line, or `null` when the input has ended. */
  next(): Promise<string | null> {
    const line = this.queue.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}
