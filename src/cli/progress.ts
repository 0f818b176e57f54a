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

/** Fault reports on stderr, at most 20, each with the bot's last stderr lines. */
export class FaultPrinter {
  private printed = 0;
  private skipped = 0;
  constructor(private readonly quiet: boolean) {}
  fault(f: FaultReport): void {
    if (this.quiet) return;
    if (f.message.startsWith('the bot is down')) return; // why it went down was reported already
    if (this.printed >= 20) {
      this.skipped++;
      return;
    }
    this.printed++;
    const tail = f.fault === 'crash' || f.fault === 'malformed' ? f.stderr.slice(-5) : [];
    process.stderr.write(
      `fault: game ${f.game}, seat ${f.seat} (${f.name}), move ${f.move}: ${f.fault}: ${f.message}\n${tail.map((l) => `  | ${l}\n`).join('')}`,
    );
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
    if (this.skipped > 0) process.stderr.write(`(${this.skipped} more faults not shown: see the match log)\n`);
  }
}
