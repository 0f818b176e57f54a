/**
 * What `shichinarabe match` tells a person on stderr while it works: its progress (redrawn in
 * place on a terminal, a line every 10 s otherwise) and the bots' faults, each with the bot's
 * last stderr lines. `--quiet` silences both.
 * @module
 */
import type { FaultReport } from './referee.js';

/** Progress on stderr: redrawn in place on a terminal, a line every 10 s otherwise. */
export class Progress {
  private readonly started = Date.now();
  private last = 0;
  private drawn = false;
  constructor(
    private readonly total: number,
    private readonly quiet: boolean,
  ) {}
  tick(done: number): void {
    if (this.quiet || done >= this.total) return;
    const now = Date.now();
    const tty = process.stderr.isTTY === true;
    if (now - this.started < (tty ? 1000 : 10_000) || now - this.last < (tty ? 250 : 10_000)) return;
    this.last = now;
    const secs = (now - this.started) / 1000;
    const rate = done / secs;
    const left = rate > 0 ? (this.total - done) / rate : 0;
    const line = `progress: ${done}/${this.total} games, ${rate.toFixed(1)} games/s, ${formatSecs(left)} left`;
    if (tty) {
      process.stderr.write(`\r${line}\u001b[K`);
      this.drawn = true;
    } else process.stderr.write(`${line}\n`);
  }
  end(): void {
    if (this.drawn) process.stderr.write('\r\u001b[K');
  }
}

function formatSecs(s: number): string {
  if (s < 60) return `${Math.ceil(s)} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
}

/**
 * Fault reports on stderr, at most 20 lines, each with the bot's last stderr lines. Players are
 * named P1…Pn (seat 0 is P1) and moves numbered from 1, as `replay` prints them. Every fault the
 * summary counts is told: one line each, except the turns played for a bot that was down (it
 * crashed, or could not be started again): those are told once per game, with their number, when
 * the game ends.
 */
export class FaultPrinter {
  private printed = 0;
  private skipped = 0;
  /** Turns played for a bot that was down, by game and seat, told when the game ends. */
  private readonly down = new Map<number, Map<number, { name: string; fault: string; moves: number[]; why: string }>>();
  constructor(private readonly quiet: boolean) {}
  fault(f: FaultReport): void {
    if (this.quiet) return;
    if (f.message.startsWith('the bot is down')) {
      const seats = this.down.get(f.game) ?? new Map();
      this.down.set(f.game, seats);
      const entry = seats.get(f.seat) ?? {
        name: f.name,
        fault: f.fault,
        moves: [],
        why: f.message.replace(/^the bot is down \((.*)\)$/, '$1'),
      };
      entry.moves.push(f.move);
      seats.set(f.seat, entry);
      return;
    }
    const tail = f.fault === 'crash' || f.fault === 'malformed' ? f.stderr.slice(-5) : [];
    this.line(
      `fault: game ${f.game}, move ${f.move + 1}, P${f.seat + 1} (${f.name}): ${f.fault}: ${f.message}\n${tail.map((l) => `  | ${l}\n`).join('')}`,
      1,
    );
  }
  /** Game `game` is over: tells the turns played for its bots that were down. */
  gameDone(game: number): void {
    const seats = this.down.get(game);
    if (seats === undefined) return;
    this.down.delete(game);
    for (const [seat, e] of [...seats].sort((a, b) => a[0] - b[0])) {
      const n = e.moves.length;
      const first = (e.moves[0] as number) + 1;
      const last = (e.moves[n - 1] as number) + 1;
      const where = n === 1 ? `move ${first}` : `moves ${first}–${last}`;
      this.line(
        `fault: game ${game}, ${where}, P${seat + 1} (${e.name}): ${e.fault} ×${n}: the bot was down (${e.why}); the referee played ${n === 1 ? 'this turn' : `these ${n} turns`} for it\n`,
        n,
      );
    }
  }
  private line(text: string, faults: number): void {
    if (this.printed >= 20) {
      this.skipped += faults;
      return;
    }
    this.printed++;
    process.stderr.write(text);
  }
  note(text: string, stderr: string[] = []): void {
    if (this.quiet) return;
    process.stderr.write(
      `${text}\n${stderr
        .slice(-5)
        .map((l) => `  | ${l}\n`)
        .join('')}`,
    );
  }
  end(): void {
    for (const game of [...this.down.keys()]) this.gameDone(game);
    if (this.skipped > 0) process.stderr.write(`(${this.skipped} more faults not shown: see the match log)\n`);
  }
}
