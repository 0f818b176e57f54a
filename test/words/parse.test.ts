/**
 * SPEC §8 parseMove: what it reads (both languages, case and spacing free, full-width text, cards
 * as parseCard reads them), what a card alone means in each game's phases, what it fills in from
 * the state when the text leaves it unsaid, and its errors — `IllegalMoveError` `'malformed'` with
 * a message saying what it expected, in English or Japanese.
 */
import { describe, expect, test } from 'vitest';
import * as sevens from '../../src/index.js';
import * as sevenBridge from '../../src/seven-bridge/index.js';
import * as sevenUp from '../../src/seven-up/index.js';
import { GAMES, type Game, playRandom } from './games.js';

const sevensGame = sevens.createGame({ seed: 1 });
const bridgeGame = sevenBridge.createGame({ seed: 1 });
const upGame = sevenUp.createGame({ seed: 1 });

describe('parseMove reads what people type', () => {
  test.each([
    ['10h', { type: 'play', card: 'TH' }],
    ['♥10', { type: 'play', card: 'TH' }],
    ['  TH  ', { type: 'play', card: 'TH' }],
    ['１０♥', { type: 'play', card: 'TH' }],
    ['ハートの10', { type: 'play', card: 'TH' }],
    ['スペードのエース', { type: 'play', card: 'AS' }],
    ['play 6d', { type: 'play', card: '6D' }],
    ['出す　６♦', { type: 'play', card: '6D' }],
    ['PASS', { type: 'pass' }],
    ['p', { type: 'pass' }],
    ['パス', { type: 'pass' }],
    ['ぱす', { type: 'pass' }],
    ['joker 5h 6h', { type: 'joker', card: '5H', next: '6H' }],
    ['J 5h,6h', { type: 'joker', card: '5H', next: '6H' }],
    ['ジョーカー 5♥ 6♥', { type: 'joker', card: '5H', next: '6H' }],
    ['JK 5h', { type: 'joker', card: '5H' }],
  ])('Sevens %j', (text, move) => {
    expect(sevens.parseMove(text, sevensGame)).toEqual(move);
  });

  test.each([
    ['draw', { type: 'draw' }],
    ['D', { type: 'draw' }],
    ['ドロー', { type: 'draw' }],
    ['引く', { type: 'draw' }],
    ['meld 7h 8h 9h', { type: 'meld', cards: ['7H', '8H', '9H'] }],
    ['メルド７♥８♥９♥', { type: 'meld', cards: ['7H', '8H', '9H'] }],
    ['7h 8h 9h', { type: 'meld', cards: ['7H', '8H', '9H'] }],
    ['meld 7s', { type: 'meld', cards: ['7S'] }],
    ['meld 4h joker 6h', { type: 'meld', cards: ['4H', 'JK', '6H'] }],
    ['layoff 2 6s low', { type: 'layoff', meld: 2, card: '6S', end: 'low' }],
    ['lay off #2 6♠ high', { type: 'layoff', meld: 2, card: '6S', end: 'high' }],
    ['layoff 6s on meld 2', { type: 'layoff', meld: 2, card: '6S' }],
    ['付け札 2 6♠ 下', { type: 'layoff', meld: 2, card: '6S', end: 'low' }],
    ['付け札 2番 ジョーカー 上', { type: 'layoff', meld: 2, card: 'JK', end: 'high' }],
    ['discard ks', { type: 'discard', card: 'KS' }],
    ['捨てる K♠', { type: 'discard', card: 'KS' }],
    ['切る ♠K', { type: 'discard', card: 'KS' }],
    ['ks', { type: 'discard', card: 'KS' }],
    ['joker', { type: 'discard', card: 'JK' }],
    ['pass', { type: 'pass' }],
    ['pon 5s 5h 5d', { type: 'pon', cards: ['5S', '5H', '5D'] }],
    ['ポン 5♠ 5♥ 5♦', { type: 'pon', cards: ['5S', '5H', '5D'] }],
    ['セイム 5♠ 5♥ 5♦', { type: 'pon', cards: ['5S', '5H', '5D'] }],
    ['chi 4h 5h 6h', { type: 'chi', cards: ['4H', '5H', '6H'] }],
    ['カット 4♥ 5♥ 6♥', { type: 'chi', cards: ['4H', '5H', '6H'] }],
  ])('Seven Bridge %j', (text, move) => {
    expect(sevenBridge.parseMove(text, bridgeGame)).toEqual(move);
  });

  test.each([
    ['stand', { type: 'stand' }],
    ['I stand', { type: 'stand' }],
    ['スタンド', { type: 'stand' }],
    ['beg', { type: 'beg' }],
    ['ベッグ', { type: 'beg' }],
    ['ベグ', { type: 'beg' }],
    ['gift', { type: 'gift' }],
    ['ギフト', { type: 'gift' }],
    ['run the pack', { type: 'run' }],
    ['ラン', { type: 'run' }],
    ['discard 4c', { type: 'discard', card: '4C' }],
    ['捨てる 4♣', { type: 'discard', card: '4C' }],
    ['play as', { type: 'play', card: 'AS' }],
    ['出す A♠', { type: 'play', card: 'AS' }],
  ])('Seven Up %j', (text, move) => {
    expect(sevenUp.parseMove(text, upGame)).toEqual(move);
  });
});

/** The first state of random games of `game` that `wanted` accepts, with the value it gives. */
function find<T>(game: Game, wanted: (state: unknown) => T | null): [unknown, T] {
  for (let seed = 1; seed < 400; seed++) {
    let found: [unknown, T] | null = null;
    playRandom(game, seed, (state) => {
      if (found !== null) return;
      const value = wanted(state);
      if (value !== null) found = [state, value];
    });
    if (found !== null) return found;
  }
  throw new Error('no such state in 400 random games');
}

const [SEVENS, BRIDGE, UP] = GAMES;

describe('a card alone, in each phase', () => {
  test('Seven Up: a discard while discarding down to six, a play otherwise (from the state or a view)', () => {
    const [discarding, mover] = find(UP, (s) => {
      const v = sevenUp.view(s as sevenUp.GameState);
      return v.phase === 'discard' ? (v.current as number) : null;
    });
    const card = (
      sevenUp.view(discarding as sevenUp.GameState, mover).hands[mover] as sevenUp.Card[]
    )[0] as sevenUp.Card;
    expect(sevenUp.parseMove(sevenUp.formatCard(card), discarding as sevenUp.GameState)).toEqual({
      type: 'discard',
      card,
    });
    expect(sevenUp.parseMove(card, sevenUp.view(discarding as sevenUp.GameState, mover))).toEqual({
      type: 'discard',
      card,
    });
    expect(sevenUp.parseMove(card, upGame)).toEqual({ type: 'play', card });
    expect(sevenUp.parseMove(`play ${card}`, discarding as sevenUp.GameState)).toEqual({ type: 'play', card });
  });

  test('Seven Bridge: one card a discard and several a meld, whatever the phase', () => {
    expect(sevenBridge.parseMove('9c', bridgeGame)).toEqual({ type: 'discard', card: '9C' });
    expect(sevenBridge.parseMove('9c 9d 9h', bridgeGame)).toEqual({ type: 'meld', cards: ['9C', '9D', '9H'] });
  });
});

describe('what parseMove fills in from the state, when the text leaves it unsaid', () => {
  test('Sevens: "joker CELL" gets the card beside it when exactly one legal joker move stands there', () => {
    const [state, move] = find(SEVENS, (s) => {
      const jokers = sevens.legalMoves(s as sevens.GameState).filter((m) => m.type === 'joker');
      const one = jokers.find((m) => m.next !== undefined && jokers.filter((x) => x.card === m.card).length === 1);
      return one ?? null;
    });
    expect(sevens.parseMove(`joker ${move.card}`, state as sevens.GameState)).toEqual(move);
  });

  test('Seven Bridge: a run typed backwards is put in meld order', () => {
    const [state, move] = find(BRIDGE, (s) => {
      const runs = sevenBridge
        .legalMoves(s as sevenBridge.GameState)
        .filter((m) => m.type === 'meld' && m.cards.length >= 3 && !m.cards.includes('JK'));
      return runs.find((m) => m.type === 'meld' && m.cards[0]?.[1] === m.cards[1]?.[1]) ?? null;
    });
    if (move.type !== 'meld') throw new Error('not a meld');
    expect(
      sevenBridge.parseMove(`meld ${[...move.cards].reverse().join(' ')}`, state as sevenBridge.GameState),
    ).toEqual(move);
  });

  test('Seven Bridge: a claim typed without the discard, or alone when it is the only one', () => {
    const [state, move] = find(BRIDGE, (s) => {
      const v = sevenBridge.view(s as sevenBridge.GameState);
      const pons = v.legalMoves.filter((m) => m.type === 'pon');
      return v.claim !== null && pons.length === 1 ? pons[0] : null;
    });
    if (move?.type !== 'pon') throw new Error('not a pon');
    const claimed = sevenBridge.view(state as sevenBridge.GameState).claim?.card;
    const hand = move.cards.filter((c, i) => c !== claimed || move.cards.indexOf(c) !== i);
    const mine = hand.filter((c) => c !== claimed);
    expect(sevenBridge.parseMove(`pon ${mine.join(' ')}`, state as sevenBridge.GameState)).toEqual(move);
    expect(sevenBridge.parseMove('ポン', state as sevenBridge.GameState)).toEqual(move);
  });

  test('Seven Bridge: a lay-off without its end gets it when one end fits, and asks when both do', () => {
    const [state, [one, both]] = find(BRIDGE, (s) => {
      const layoffs = sevenBridge.legalMoves(s as sevenBridge.GameState).filter((m) => m.type === 'layoff');
      const ends = (m: (typeof layoffs)[number]) =>
        layoffs.filter((x) => x.type === 'layoff' && m.type === 'layoff' && x.meld === m.meld && x.card === m.card)
          .length;
      const single = layoffs.find((m) => m.type === 'layoff' && m.end !== undefined && ends(m) === 1);
      const double = layoffs.find((m) => m.type === 'layoff' && m.end !== undefined && ends(m) === 2);
      return single !== undefined && double !== undefined ? [single, double] : null;
    });
    if (one.type !== 'layoff' || both.type !== 'layoff') throw new Error('not lay-offs');
    expect(sevenBridge.parseMove(`layoff ${one.meld} ${one.card}`, state as sevenBridge.GameState)).toEqual(one);
    expect(() => sevenBridge.parseMove(`layoff ${both.meld} ${both.card}`, state as sevenBridge.GameState)).toThrow(
      /fits both ends of meld #\d+: add "low" or "high"/,
    );
    expect(() =>
      sevenBridge.parseMove(`付け札 ${both.meld} ${both.card}`, state as sevenBridge.GameState, { lang: 'ja' }),
    ).toThrow(/両端に付けられます/);
  });
});

/** The error parseMove throws for `text`, or `null`. */
function errorOf(parse: () => unknown): sevens.IllegalMoveError | null {
  try {
    parse();
    return null;
  } catch (e) {
    if (!(e instanceof sevens.IllegalMoveError)) throw e;
    return e;
  }
}

const HOW_SEVENS = /type a card \(6♥\), "pass", or "joker 5♥ 6♥"/;

describe("parseMove's errors: 'malformed', saying what it expected", () => {
  test.each([
    ['', /^No move typed: /],
    ['   ', /^No move typed: /],
    ['xyz', /^"xyz" is not a card or a move: /],
    ['11h', /^"11h" is not a card or a move: /],
    ['7', /^"7" is not a card or a move: /],
    ['7h 8h', /^Play one card at a time: /],
    ['pass 7h', /^"pass" takes nothing after it: /],
    ['joker', /^A joker move names the cell it stands in/],
    ['joker 5h 6h 7h', /^A joker move names the cell it stands in/],
    ['play joker', /^The joker is played as "joker 5♥ 6♥"/],
  ])('Sevens %j', (text, message) => {
    const e = errorOf(() => sevens.parseMove(text, sevensGame));
    expect(e?.code).toBe('malformed');
    expect(e?.message).toMatch(message);
    expect(e?.message).toMatch(HOW_SEVENS);
  });

  test.each([
    ['meld', /^Meld which cards\? "meld 7♥ 8♥ 9♥"/],
    ['discard', /^Discard one card: "discard K♣"/],
    ['discard 7h 8h', /^Discard one card/],
    ['layoff 6s', /^A lay-off names the meld \(its #\), one card, and for a run its end/],
    ['layoff 2', /^A lay-off names the meld/],
    ['layoff 2 6s low high', /^A lay-off names the meld/],
    ['layoff 2 6s pass', /^"pass" has no place in a lay-off/],
    ['draw 7h', /^"draw" takes nothing after it/],
    ['pass now', /^"now" is not a card or a move/],
    ['low', /^"low" does not start a move/],
    ['2', /^"2" is not a card here/],
    ['meld 7h 8h x', /^"x" is not a card or a move/],
    ['pon', /^Pon with which cards\?/],
    ['chi', /^Chi with which cards\?/],
  ])('Seven Bridge %j', (text, message) => {
    const e = errorOf(() => sevenBridge.parseMove(text, bridgeGame));
    expect(e?.code).toBe('malformed');
    expect(e?.message).toMatch(message);
    expect(e?.message).toMatch(/type "draw", "meld 7♥ 8♥ 9♥", "layoff 2 6♠ low"/);
  });

  test.each([
    ['stand 7h', /^"stand" takes nothing after it/],
    ['play', /^One card at a time/],
    ['discard 4c 5c', /^One card at a time/],
    ['play joker', /^One card at a time/],
    ['draw', /^"draw" is not a card or a move/],
  ])('Seven Up %j', (text, message) => {
    const e = errorOf(() => sevenUp.parseMove(text, upGame));
    expect(e?.code).toBe('malformed');
    expect(e?.message).toMatch(message);
    expect(e?.message).toMatch(/type "stand", "beg", "gift", "run", or a card/);
  });

  test.each([
    [() => sevens.parseMove('xyz', sevensGame, { lang: 'ja' }), '「xyz」はカードでも手でもありません。'],
    [() => sevens.parseMove('', sevensGame, { lang: 'ja' }), '手が入力されていません。'],
    [() => sevenBridge.parseMove('meld', bridgeGame, { lang: 'ja' }), 'メルドするカードを指定してください'],
    [() => sevenBridge.parseMove('layoff 6s', bridgeGame, { lang: 'ja' }), '付け札はメルドの番号（#）'],
    [() => sevenUp.parseMove('play', upGame, { lang: 'ja' }), 'カードは1枚ずつです'],
  ])('in Japanese with lang: ja (%#)', (parse, message) => {
    const e = errorOf(parse);
    expect(e?.code).toBe('malformed');
    expect(e?.message).toContain(message);
    expect(e?.message).toMatch(/入力してください。$/);
  });

  test.each(GAMES)('$title: text that is not a string, or too long, is malformed too', (game) => {
    const state = game.api.createGame({ seed: 1 });
    for (const text of [42, null, undefined, {}, 'x'.repeat(2000)]) {
      expect(errorOf(() => game.api.parseMove(text, state))?.code).toBe('malformed');
    }
  });

  test.each(GAMES)('$title: a state that is not one is a StateError, whatever the text', (game) => {
    for (const state of [null, 42, {}, []]) {
      expect(() => game.api.parseMove('pass', state)).toThrow(game.api.StateError);
    }
  });
});
