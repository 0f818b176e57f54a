/**
 * The search bot's contract and strength: every bot receives only a view (no other player's hand
 * anywhere in its argument), the same seed and iteration budget give the same game, and a small
 * seeded tournament that a much weaker `ismctsBot` would lose.
 */
import { describe, expect, it } from 'vitest';
import { playableFromStart } from '../src/bots/sevens/deals.js';
import { BOTS, type Bot, type BotView, botView, ismctsBot, playGame, tournament } from '../src/bots/index.js';
import { cardNumber } from '../src/sevens/cards.js';
import { wordsOf } from '../src/shared/cardset.js';
import { handWord } from '../src/sevens/state.js';
import { trusted } from '../src/sevens/trust.js';
import { applyMove, createGame, type GameOptions, type GameState, legalMoves, Random, view } from '../src/index.js';
import { randomGameOptions } from './helpers/random-options.js';

/** Every string found anywhere in a value (own enumerable properties, recursively). */
function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value !== null && typeof value === 'object') for (const x of Object.values(value)) strings(x, out);
  return out;
}

describe('bots receive a view only', () => {
  for (const variant of ['kill', 'classic'] as const) {
    it(`${variant}: a bot that inspects its argument finds its own hand and no other`, () => {
      const seen: BotView[] = [];
      const spy =
        (bot: Bot): Bot =>
        (v, rng) => {
          seen.push(v);
          return bot(v, rng);
        };
      const options: GameOptions = { variant, seed: `spy-${variant}` };
      const bots = [
        spy(ismctsBot({ iterations: 20 })),
        spy(BOTS.calm as Bot),
        spy(BOTS.classic as Bot),
        spy(BOTS.random as Bot),
      ];
      const r = playGame({ options, bots, seed: 'spy' });
      // Replay the game: the state before move i is the one the bot to move saw.
      const states: GameState[] = [createGame(options)];
      for (const m of r.moves) states.push(applyMove(states.at(-1) as GameState, m));
      expect(seen.length).toBe(r.moves.length);
      for (const v of seen) {
        const truth = view(states[v.moveNumber] as GameState);
        const me = v.player as number;
        expect(me).toBe(truth.current);
        expect(Object.keys(v).sort()).toEqual([...Object.keys(truth), 'options'].sort());
        expect(v.hands[me]).toEqual(truth.hands[me]);
        const found = strings(v);
        truth.hands.forEach((hand, q) => {
          if (q === me) return;
          expect(v.hands[q]).toBeNull();
          for (const card of hand ?? []) expect(found.has(card), `player ${q}'s ${card}`).toBe(false);
        });
      }
    });
  }
});

describe('determinize: the cards playable since the start', () => {
  it('are held by no player who has passed often enough (over random games of both variants)', () => {
    const rng = new Random('since-start');
    let checked = 0;
    for (let g = 0; g < 300; g++) {
      const options = randomGameOptions(rng);
      let s = createGame(options);
      for (;;) {
        const truth = view(s);
        const o = botView(s, 0).options;
        const [tLo, tHi] = wordsOf(truth.table.map(cardNumber));
        const [dLo, dHi] = wordsOf(truth.dead.flat().map(cardNumber));
        const early = playableFromStart(o, tLo, tHi, dLo, dHi);
        if (early !== null) {
          truth.hands.forEach((hand, q) => {
            if ((truth.passes[q] as number) < early.passes) return;
            const [hLo, hHi] = wordsOf((hand ?? []).filter((c) => c !== 'JK').map(cardNumber));
            expect((hLo & early.lo) | (hHi & early.hi), `game ${g}, player ${q}`).toBe(0);
            checked++;
          });
        }
        const moves = legalMoves(s);
        if (moves.length === 0) break;
        s = applyMove(s, moves[rng.int(moves.length)] as never);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("the variant's open cells (what search code asks of the rules)", () => {
  it('are, of the hand of the player to move, exactly the cards they may play (over random games of both variants)', () => {
    const rng = new Random('open-cells');
    let checked = 0;
    for (let g = 0; g < 200; g++) {
      let s = trusted(createGame(randomGameOptions(rng)));
      while (s.current >= 0) {
        const rules = s.game.rules;
        for (const word of [0, 1]) {
          const open = rules.variant.openCells(rules, s.tableLo, s.tableHi, s.deadLo, s.deadHi, word);
          const gone = word === 0 ? s.tableLo | s.deadLo : s.tableHi | s.deadHi;
          expect(open & gone, 'open cells are neither on the table nor dead').toBe(0);
          expect(open & handWord(s, s.current, word), `game ${g}, word ${word}`).toBe(
            word === 0 ? s.playableLo : s.playableHi,
          );
          checked++;
        }
        const moves = legalMoves(s as unknown as GameState);
        s = trusted(applyMove(s as unknown as GameState, moves[rng.int(moves.length)] as never));
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('ismctsBot', () => {
  it('plays the same game for the same seed and iteration budget', () => {
    for (const variant of ['kill', 'classic'] as const) {
      const play = (seed: string) =>
        playGame({
          options: { variant },
          bots: [ismctsBot({ iterations: 40 }), BOTS.calm as Bot, ismctsBot({ iterations: 40 }), BOTS.classic as Bot],
          seed,
        }).moves;
      const a = play('same');
      expect(play('same')).toEqual(a);
      expect(play('other')).not.toEqual(a);
    }
  });

  /**
   * Seeded and deterministic, so never flaky. With these budgets the bot scores about 2.34 (Kill,
   * 40 iterations) and 2.36 (classic, 150 iterations); the same search with random playouts and no
   * prior scores 2.73 and 2.63, and a random player 3.09 and 2.79: the threshold catches a bot that
   * got much weaker, not small changes.
   */
  it('beats the calm personality in Kill and the classic heuristic in classic (small seeded tournaments)', () => {
    for (const [variant, rival, iterations] of [
      ['kill', 'calm', 40],
      ['classic', 'classic', 150],
    ] as const) {
      const r = tournament({
        options: { variant },
        bots: [
          { name: 'ismcts', bot: ismctsBot({ iterations }) },
          ...[1, 2, 3].map(() => ({ name: rival, bot: BOTS[rival] as Bot })),
        ],
        games: 80,
        seed: 'strength',
      });
      const me = r.bots.find((b) => b.name === 'ismcts');
      expect(me?.meanRank, variant).toBeLessThan(2.55);
    }
  });
});
