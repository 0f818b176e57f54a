/**
 * The driver's frames on its standard input and output: each a 32-bit little-endian length, then
 * that many bytes. Requests start with an operation byte; replies with a status byte (0 ok, 1 an
 * error, whose payload is JSON `{ name, message, code?, option? }`) and 3 zero bytes, so that a
 * reply's payload starts 8 bytes into the frame and its arrays can be read in place, aligned. Blocking reads and writes:
 * the driver does one thing at a time, and a learner waits for each answer anyway.
 * @module
 */
import { readSync, writeSync } from 'node:fs';

/** Where a reply's payload starts: after the length and the status word. */
const PAYLOAD = 8;

/** Reads exactly `n` bytes into `into` from `fd`; `false` at the end of input. */
function readFully(fd: number, into: Buffer, n: number): boolean {
  let got = 0;
  while (got < n) {
    let k: number;
    try {
      k = readSync(fd, into, got, n - got, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      throw e;
    }
    if (k === 0) return false;
    got += k;
  }
  return true;
}

/** Reads request frames from a file descriptor, reusing one buffer. */
export class FrameReader {
  #buffer = Buffer.alloc(1 << 16);
  readonly #header = Buffer.alloc(4);
  constructor(readonly fd: number) {}

  /** The next frame's bytes (valid until the next call), or `null` at the end of input. */
  next(): Buffer | null {
    if (!readFully(this.fd, this.#header, 4)) return null;
    const n = this.#header.readUInt32LE(0);
    if (n > this.#buffer.length) this.#buffer = Buffer.alloc(Math.max(n, 2 * this.#buffer.length));
    if (!readFully(this.fd, this.#buffer, n)) return null;
    return this.#buffer.subarray(0, n);
  }
}

/** Builds a reply frame in one growing buffer and writes it in one go. */
export class FrameWriter {
  #buffer = Buffer.alloc(1 << 16);
  #at = PAYLOAD;
  constructor(readonly fd: number) {}

  /** Makes room for `n` more bytes. */
  #room(n: number): void {
    if (this.#at + n <= this.#buffer.length) return;
    const bigger = Buffer.alloc(Math.max(this.#at + n, 2 * this.#buffer.length));
    this.#buffer.copy(bigger, 0, 0, this.#at);
    this.#buffer = bigger;
  }

  /** Starts a reply with its status byte. */
  begin(status: number): this {
    this.#buffer.writeUInt32LE(status, 4);
    this.#at = PAYLOAD;
    return this;
  }

  /** Pads to a multiple of 4 bytes from the payload's start (so arrays that follow are aligned). */
  align(): this {
    while ((this.#at - PAYLOAD) % 4 !== 0) {
      this.#room(1);
      this.#buffer[this.#at++] = 0;
    }
    return this;
  }

  u32(value: number): this {
    this.#room(4);
    this.#buffer.writeUInt32LE(value >>> 0, this.#at);
    this.#at += 4;
    return this;
  }

  /** The bytes of a typed array's first `count` elements. */
  array(values: Int32Array | Uint32Array | Float32Array | Uint8Array, count: number): this {
    const bytes = count * values.BYTES_PER_ELEMENT;
    this.#room(bytes);
    this.#buffer.set(new Uint8Array(values.buffer, values.byteOffset, bytes), this.#at);
    this.#at += bytes;
    return this;
  }

  text(value: string): this {
    const bytes = Buffer.byteLength(value);
    this.#room(bytes);
    this.#buffer.write(value, this.#at);
    this.#at += bytes;
    return this;
  }

  /** Writes the frame: its length, then the bytes. */
  send(): void {
    const n = this.#at - 4;
    this.#buffer.writeUInt32LE(n, 0);
    let sent = 0;
    while (sent < this.#at) {
      try {
        sent += writeSync(this.fd, this.#buffer, sent, this.#at - sent);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      }
    }
  }
}
