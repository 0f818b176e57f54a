/**
 * What a bot process writes to its stderr, kept for fault reports: its last lines, each cut to
 * 500 characters, and whether the stream has ended.
 * @module
 */
import type { Readable } from 'node:stream';

/** Stderr lines kept for fault reports. */
const LINES = 20;
/** The longest stderr line kept, in characters. */
const WIDTH = 500;

/** The last lines of one process's stderr (a new one for each start of the bot). */
export class StderrTail {
  private lines: string[] = [];
  private partial = '';
  private readonly ended: Promise<void>;

  /** Reads `stream` (the process's stderr) until it closes. */
  constructor(stream: Readable | null) {
    stream?.on('data', (chunk: Buffer) => this.take(chunk.toString('utf8')));
    this.ended = new Promise((resolve) => {
      if (stream === null) resolve();
      else {
        stream.once('close', () => resolve());
        stream.once('error', () => resolve());
      }
    });
  }

  /** The last lines, the unfinished one included. */
  tail(): string[] {
    return this.partial === '' ? [...this.lines] : [...this.lines, this.partial];
  }

  /** The last lines once the stream has closed, or after `ms` at most. */
  async settled(ms: number): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.ended,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
    return this.tail();
  }

  private take(text: string): void {
    const parts = (this.partial + text).split('\n');
    this.partial = (parts.pop() ?? '').slice(-WIDTH);
    for (const part of parts) this.lines.push(part.slice(0, WIDTH));
    if (this.lines.length > LINES) this.lines.splice(0, this.lines.length - LINES);
  }
}
