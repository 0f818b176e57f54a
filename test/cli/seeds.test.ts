/**
 * The in-process referee's seeds: a secret default drawn from the OS, and bot generators derived
 * one way (SHA-256) from the seed, so a bot cannot work back from its generator to the deal.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/index.js';
import { type Bot, playGame, randomBot, tournament } from '../../src/bots/index.js';

/** The derivation as documented: SHA-256 over each part's length (4 bytes) and UTF-16 code units. */
function derive(...parts: string[]): string {
  const bytes: number[] = [];
  for (const part of parts) {
    bytes.push(
      (part.length >>> 24) & 0xff,
      (part.length >>> 16) & 0xff,
      (part.length >>> 8) & 0xff,
      part.length & 0xff,
    );
    for (let i = 0; i < part.length; i++) bytes.push(part.charCodeAt(i) >>> 8, part.charCodeAt(i) & 0xff);
  }
  return createHash('sha256').update(Buffer.from(bytes)).digest('hex');
}

describe('in-process seeds', () => {
  it('playGame and tournament draw a secret 128-bit seed when none is given', () => {
    const a = playGame({ options: { players: 2 }, bots: [randomBot, randomBot] }).seed;
    const b = playGame({ options: { players: 2 }, bots: [randomBot, randomBot] }).seed;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    const lineup = [
      { name: 'a', bot: randomBot },
      { name: 'b', bot: randomBot },
    ];
    const t = tournament({ options: { players: 2 }, bots: lineup, games: 2 }).seed;
    expect(String(t)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("seeds a bot's generator with SHA-256 of the seed, not with anything the deal uses", () => {
    const firsts: number[] = [];
    const spy: Bot = (v, rng) => {
      if (firsts.length < 1) firsts.push(rng.clone().next());
      return randomBot(v, rng);
    };
    const r = playGame({ options: { players: 2, firstPlayer: 0 }, bots: [spy, randomBot], seed: 'five' });
    expect(firsts[0]).toBe(new Random(derive('five', 'seat', '0')).next());
    expect(firsts[0]).not.toBe(new Random('five').next());
    expect(firsts[0]).not.toBe(new Random('five/seat/0').next());
    expect(r.seed).toBe('five');
  });

  it("tournament deals come from SHA-256 of the seed and the deal's number", () => {
    const firstHand = (): { bot: Bot; seen: string[][] } => {
      const seen: string[][] = [];
      return {
        seen,
        bot: (v, rng) => {
          if (seen.length === 0) seen.push([...(v.hands[v.player as number] ?? [])]);
          return randomBot(v, rng);
        },
      };
    };
    const inTournament = firstHand();
    tournament({
      options: { players: 2 },
      bots: [
        { name: 'a', bot: inTournament.bot },
        { name: 'b', bot: randomBot },
      ],
      games: 1,
      seed: 9,
    });
    const alone = firstHand();
    playGame({ options: { players: 2, seed: derive('9', 'deal', '0') }, bots: [alone.bot, randomBot], seed: 1 });
    expect(inTournament.seen[0]?.length).toBeGreaterThan(18); // 26 dealt, less the sevens laid out
    expect(alone.seen[0]).toEqual(inTournament.seen[0]);
  });
});
