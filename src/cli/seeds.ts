/**
 * The match's seeds: a secret seed drawn from the operating system, and the seeds of each game's
 * deal and of each builtin bot's generator, derived one way (SHA-256) from the match seed and the
 * game number only. The match seed itself is never written to the log: a game's record holds its
 * own deal seed, from which neither the match seed nor another game's deal can be worked out.
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';

/** A secret 128-bit seed (32 hex digits) from the operating system's random source. */
export function secretSeed(): string {
  return randomBytes(16).toString('hex');
}

function derive(...parts: (string | number)[]): string {
  const hash = createHash('sha256');
  hash.update('shichinarabe-match/1');
  for (const part of parts) {
    const text = String(part);
    hash.update(`\u0000${text.length}:${text}`);
  }
  return hash.digest('hex');
}

/** The seed of game `game`'s deal: depends on the match seed and the game number only. */
export function dealSeed(seed: string, game: number): string {
  return derive(seed, 'deal', game);
}

/** The seed of the generator of the builtin bot in `seat` in game `game`. */
export function botSeed(seed: string, game: number, seat: number): string {
  return derive(seed, 'bot', game, seat);
}

/**
 * A mark of the match, for `merge` to tell shards of one match from another's: derived one way from
 * the match seed (it tells nothing of the seed, nor of any deal), 32 hex digits.
 */
export function matchMark(seed: string): string {
  return derive(seed, 'match').slice(0, 32);
}
