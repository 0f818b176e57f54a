/**
 * Seven Bridge's bots and a stock rebuilt from the discard pile (`stockOut: 'reshuffle'`): the cards
 * that left the visible pile into the stock are unknown again — the heuristic counts them live, the
 * search's deals give them out with the other unseen cards (to the other hands and to the stock, at
 * their sizes), and its playouts rebuild their own stock as the game does — and every bot stays
 * legal and deterministic in rounds whose stock has been rebuilt.
 */
import { describe, expect, test } from 'vitest';
import { botViewOf, Random, sevenBridgeBots, sevenBridgeIsmcts } from '../../src/bots/index.js';
import { sightOf } from '../../src/bots/seven-bridge/heuristic.js';
import { codeOf, nameOf } from '../../src/bots/seven-bridge/cards.js';
import { dealRound, roundOf } from '../../src/bots/seven-bridge/simulation.js';
import {
  applyMove,
  createGame,
  type GameOptions,
  type GameState,
  isLegalMove,
  legalMoves,
  sevenBridge,
  view,
} from '../../src/seven-bridge/index.js';
import { ALL } from '../seven-bridge/helpers-engine.js';

/** The old pile but its top card: the stock of the table-order deck with 6 players, as it was drawn. */
const REBUILT = ['4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC'];

/** Draws and discards the card drawn, passing every window, until the stock has been rebuilt. */
function untilRebuilt(options: GameOptions = {}): GameState {
  let s = createGame({ seed: 11, players: 6, ...options, decks: [ALL] });
  while (!view(s).events.some((e) => e.type === 'restock')) {
    const v = view(s);
    const drawn = v.events.find((e) => e.type === 'draw');
    s = applyMove(
      s,
      v.phase === 'draw'
        ? { type: 'draw' }
        : v.phase === 'claim'
          ? { type: 'pass' }
          : { type: 'discard', card: drawn?.type === 'draw' ? (drawn.card as never) : (v.hands[0]?.[0] as never) },
    );
  }
  return s;
}

describe('Seven Bridge bots after the stock is rebuilt from the discard pile', () => {
  const rebuilt = untilRebuilt();
  const mover = view(rebuilt).current as number;
  const seen = botViewOf(sevenBridge, rebuilt, mover);

  test('the view shows the pile’s top card only, and the stock’s size', () => {
    expect(seen.discards).toEqual(['KC']);
    expect(seen.stockSize).toBe(9);
  });

  test('the heuristic counts the rebuilt stock’s cards live again (they may be drawn)', () => {
    const live = sightOf(seen).live;
    for (const card of REBUILT) expect(live[codeOf(card)], card).toBe(1);
    expect(live[codeOf('KC')]).toBe(0); // still face up on the pile
  });

  test('the search’s deals give the rebuilt stock’s cards out with every unseen card, at the hands’ and the stock’s sizes', () => {
    const table = roundOf(seen);
    const unseen = table.unseen.map(nameOf);
    for (const card of REBUILT) expect(unseen).toContain(card);
    expect(unseen).not.toContain('KC');
    const others = seen.handSizes.reduce((sum, n, p) => sum + (p === mover ? 0 : n), 0);
    expect(unseen.length).toBe(others + seen.stockSize);
    for (let i = 0; i < 20; i++) {
      const sim = dealRound(table, new Random(`deal/${i}`)) as unknown as { hands: number[][]; stock: number[] };
      expect(sim.hands.map((h) => h.length)).toEqual(seen.handSizes);
      expect(sim.stock.length).toBe(seen.stockSize);
      const dealt = [...sim.hands.filter((_, p) => p !== mover).flat(), ...sim.stock].map(nameOf).sort();
      expect(dealt).toEqual([...unseen].sort());
    }
  });

  test('the search’s playouts rebuild their own stock (the pile but its top), up to `restocks` times', () => {
    const table = roundOf(botViewOf(sevenBridge, applyMove(rebuilt, { type: 'draw' }), mover));
    const discard = table.moves.findIndex((m) => m.type === 'discard');
    let rebuilds = 0;
    for (let i = 0; i < 30; i++) {
      const sim = dealRound(table, new Random(`playout/${i}`)) as unknown as {
        play(code: number): void;
        playout(rng: Random): void;
        restocked: number;
        rewards(): ArrayLike<number>;
      };
      sim.play(discard);
      sim.playout(new Random(`playout/${i}`));
      expect(sim.restocked).toBeLessThanOrEqual(3);
      rebuilds += sim.restocked;
      for (const r of Array.from(sim.rewards())) expect(Number.isFinite(r)).toBe(true);
    }
    expect(rebuilds).toBeGreaterThan(0);
  });

  test.each(['random', 'heuristic', 'ismcts'] as const)(
    '%s plays a legal move, the same for the same view and seed, in rounds whose stock was rebuilt',
    (name) => {
      const bot = name === 'ismcts' ? sevenBridgeIsmcts({ iterations: 40 }) : sevenBridgeBots[name];
      let s = rebuilt;
      for (let i = 0; i < 120 && legalMoves(s).length > 0; i++) {
        const v = botViewOf(sevenBridge, s, view(s).current as number);
        const move = bot(v, new Random(`bot/${i}`));
        expect(isLegalMove(s, move)).toBe(true);
        if (i % 10 === 0) expect(bot(v, new Random(`bot/${i}`))).toEqual(move);
        s = applyMove(s, move);
      }
    },
  );
});
