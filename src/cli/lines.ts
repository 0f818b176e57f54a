/**
 * Reading what a bot writes to its stdout: the bytes cut into lines, bounded in length, and the
 * short quotes of a bot's words that fault messages give.
 * @module
 */

/** The longest line a bot may write, in characters (longer ones are malformed, and skipped to their end). */
export const MAX_LINE = 1 << 20;

/**
 * A bot's stdout cut into lines. Bad bytes become U+FFFD, and a byte order mark at its start is
 * dropped. A line longer than {@link MAX_LINE} is given once as `null`, and the rest of it skipped.
 */
export class LineReader {
  readonly #decoder = new TextDecoder('utf-8');
  #buffer = '';
  #skipping = false;

  /** `onLine` is called with each line, without its newline (`null`: a line too long to read). */
  constructor(private readonly onLine: (line: string | null) => void) {}

  /** Reads a chunk of the stream. */
  write(chunk: Uint8Array): void {
    this.#take(this.#decoder.decode(chunk, { stream: true }));
  }

  /** The stream has ended: its last line, if it has no newline, is given too. */
  end(): void {
    this.#take(this.#decoder.decode());
    const last = this.#buffer;
    this.#buffer = '';
    if (last !== '') this.onLine(last);
  }

  #take(text: string): void {
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const piece = text.slice(start, nl);
      start = nl + 1;
      if (this.#skipping) {
        this.#skipping = false;
        this.#buffer = '';
        continue;
      }
      const line = this.#buffer + piece;
      this.#buffer = '';
      this.onLine(line);
    }
    if (this.#skipping) return;
    this.#buffer += text.slice(start);
    if (this.#buffer.length > MAX_LINE) {
      this.#buffer = '';
      this.#skipping = true;
      this.onLine(null);
    }
  }
}

/** A short, printable quote of what a bot wrote (`null`: a line too long to read). */
export function describeLine(line: string | null): string {
  if (line === null) return `a line longer than ${MAX_LINE} characters`;
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}

/**
 * What a bot gave as a move's `id`, for a fault message. Never serializes the value: it may be
 * missing, or nested deeper than `JSON.stringify` can go.
 */
export function describeId(id: unknown): string {
  if (id === undefined) return 'no id';
  if (typeof id === 'string') return `wrong id ${describeLine(id)}`;
  if (typeof id === 'number' || typeof id === 'boolean' || id === null) return `wrong id ${String(id)}`;
  return `wrong id (${Array.isArray(id) ? 'an array' : 'an object'})`;
}
