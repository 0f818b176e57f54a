/**
 * Scenario tests of classic 七並べ: SPEC §1–§3 (cards, options' effects, deal, turns, start, runs,
 * tunnel, passes, disqualification, joker, going out, standings, chips) and the view/score fields.
 *
 * Every position is explicit (`hands` + `table`, built with `deal` from ./helpers/setup.ts: the cards
 * not named go to the table unless said otherwise). Each test names the SPEC sentence, decision
 * (/work/notes/decisions.md) or seed sentence (/work/shared/seeds/) it checks.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  type GameOptions,
  type GameState,
  IllegalMoveError,
  isLegalMove,
  legalMoves,
  type Move,
  score,
  serialize,
  view,
} from '../src/index.js';
import { ALL_CARDS, type CardList, cards, type DealOptions, deal, move, moveNames, play } from './helpers/setup.js';

// --- local helpers -------------------------------------------------------------------------------

/** Options of {@link game}: GameOptions, with `table`/`rest` of `deal` and `firstPlayer: 'default'` to leave it out. */
type Spec = Omit<GameOptions, 'hands' | 'table' | 'firstPlayer'> & {
  table?: CardList;
  rest?: 'table' | number;
  firstPlayer?: number | 'default';
};

/**
 * A classic game from an explicit position (cards not named go to the table unless `rest` says
 * otherwise). Player 0 moves first unless `firstPlayer` says otherwise (`'default'`: the 7♦ holder).
 * `jokers` is 1 when a hand names 'JK'.
 */
function game(hands: readonly CardList[], spec: Spec = {}): GameState {
  const { table, rest, firstPlayer, ...options } = spec;
  const dealOpts: DealOptions = {};
  if (table !== undefined) dealOpts.table = table;
  if (rest !== undefined) dealOpts.rest = rest;
  const position = deal(hands, dealOpts);
  const jokers = position.hands.some((h) => h.includes('JK')) ? 1 : 0;
  const first = firstPlayer === 'default' ? {} : { firstPlayer: firstPlayer ?? 0 };
  return createGame({ jokers, ...first, ...options, ...position });
}

/** The IllegalMoveError code of any value given as a move, or 'legal'. Also checks that isLegalMove agrees. */
function rawCode(state: GameState, value: unknown): string {
  let code = 'legal';
  try {
    applyMove(state, value as Move);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect((e as Error).name).toBe('IllegalMoveError');
    expect((e as Error).message.length).toBeGreaterThan(0);
    code = (e as IllegalMoveError).code;
  }
  expect(isLegalMove(state, value as Move)).toBe(code === 'legal');
  return code;
}

/** {@link rawCode} of a move by short name (see helpers/setup.ts `move`) or a Move. */
const codeOf = (state: GameState, m: string | Move): string => rawCode(state, move(m));

const standingsOf = (s: GameState) =>
  score(s).standings.map(({ player, rank, status, cardsLeft, chips }) => ({ player, rank, status, cardsLeft, chips }));
const chipSum = (s: GameState) => score(s).standings.reduce((sum, r) => sum + r.chips, 0);
const dealOf = (s: GameState): { hands: Card[][]; table: Card[] } => JSON.parse(serialize(s)).deal;

// --- §2 Start, first player, turns -----------------------------------------------------------------

describe("§2 start 'sevens' and the first player", () => {
  // seed 000:4 「配られた札に「7」の数字のカードを持っているプレイヤーは開始時に場にそのカードを出します。」
  test("'sevens': every 7 is moved from its holder's hand to the table before the first turn", () => {
    const g = game(['7S 7H 2S 3S', '7D 5H', '7C 9C'], { rest: 2, firstPlayer: 'default' });
    const v = view(g);
    expect(v.table).toEqual(['7S', '7H', '7D', '7C']);
    expect(v.hands[0]).toEqual(['2S', '3S']);
    expect(v.hands[1]).toEqual(['5H']);
    expect(v.hands[2]).not.toContain('7C');
    // the record keeps the deal as made, before any 7 is laid out
    expect(dealOf(g).hands[0]).toEqual(['2S', '3S', '7S', '7H']);
  });

  // SPEC §2 firstPlayer default "holder of 7♦"; seed 004:60 「ダイヤの7を場に出したプレイヤーから順番に…」
  test.each([
    [['7S 2S', '7H 3S', '7D 4S', '7C 5S'], 2],
    [['7D 2S', '7H 3S', '7S 4S'], 0],
    [['2S', '3S', '4S', '5S', '7D 6S'], 4],
  ])('default first player is the 7♦ holder (%j → %i)', (hs, expected) => {
    const g = createGame(deal(hs));
    expect(view(g).current).toBe(expected);
    expect(JSON.parse(serialize(g)).options.firstPlayer).toBe(expected);
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 'x', ''])(
    'seeded deal (seed %j): table = the four 7s, first = 7♦ holder',
    (seed) => {
      const g = createGame({ seed });
      const d = dealOf(g);
      const holder = d.hands.findIndex((h) => h.includes('7D'));
      expect(view(g).table).toEqual(['7S', '7H', '7D', '7C']);
      expect(view(g).current).toBe(holder);
      for (const h of view(g).hands) expect(h?.some((c) => c[0] === '7')).toBe(false);
    },
  );

  test('option firstPlayer overrides the 7♦ holder (seed 000:5 「親の左隣のプレイヤーからプレイ開始です。」)', () => {
    const g = createGame({ ...deal(['2S', '7D 3S', '4S']), firstPlayer: 2 });
    expect(view(g).current).toBe(2);
  });

  test('SPEC §2: if 7♦ is on the initial table, the default first player is player 0', () => {
    const g = createGame(deal(['2S', '3S', '4S'], { table: '7D', rest: 2 }));
    expect(view(g).current).toBe(0);
    expect(JSON.parse(serialize(g)).options.firstPlayer).toBe(0);
  });

  // seed 000:6 「…その左隣のプレイヤーが…これを時計回りに行っていきます。」: from p to (p+1) mod n
  test('turns go to the left: p → (p + 1) mod n', () => {
    let g = game(['6S 5S', '8S 9S', '6H 5H', '8H 9H'], { firstPlayer: 2 });
    const seen: number[] = [];
    for (const m of ['6H', '8H', '6S', '8S', '5H']) {
      seen.push(view(g).current as number);
      g = play(g, m);
    }
    expect(seen).toEqual([2, 3, 0, 1, 2]);
  });

  // decisions.md creation step 4: players whose hand is empty after laying out the 7s go out at once,
  // in turn order from the first player
  test('a player dealt only 7s goes out at creation, in turn order from the first player', () => {
    const g = createGame(deal(['7S', '7D 6S', '7H', '7C 8C 9C'], { rest: 3 }));
    const v = view(g);
    expect(v.finished).toEqual([2, 0]);
    expect(v.current).toBe(1);
    expect(
      score(g)
        .standings.slice(0, 2)
        .map((r) => [r.player, r.status]),
    ).toEqual([
      [2, 'out'],
      [0, 'out'],
    ]);
  });
});

// --- §3 runs ----------------------------------------------------------------------------------------

describe('§3 runs: a card is playable when adjacent to the run of its suit', () => {
  // seed 000:5 「4枚の「7」の数字のカードに隣り合う数字(6または8)のカードを持っていたら、その札を場に出すことができます。」
  // seed 000:14 「本来、7から2までのカードが出されている場合のみAを出すことが出来、7からQまでのカードが揃っている場合のみKを出す」
  // seed 000:11 「表にされたカードは7のカードとの間が埋まっていない限り、他のプレイヤーはそのカードの隣にカードを出すことができません。」
  // Player 0 holds only the spades in `hand`; `table` are the spades on the table (besides 7S); player 1 holds the rest.
  test.each([
    ['only the 7: 6 and 8', '', '5S 6S 8S 9S', '6S 8S'],
    ['both ends of a longer run', '5S 6S 8S', '3S 4S 9S TS', '4S 9S'],
    ['A only once the run reaches 2', '2S 3S 4S 5S 6S', 'AS 8S KS', 'AS 8S'],
    ['K only once the run reaches Q', '8S 9S TS JS QS', 'AS 6S KS', '6S KS'],
    ['no tunnel: K does not lead to A', '8S 9S TS JS QS KS', 'AS 6S', '6S'],
    ['no tunnel: A does not lead to K', '2S 3S 4S 5S 6S AS', '8S KS', '8S'],
    ['a table card not connected to the 7 extends nothing', '4S', '3S 5S 6S', '6S'],
    ['a card beside the run and a disconnected card', '4S 6S', '3S 5S', '5S'],
    ['run with a disconnected card above', 'TS', '8S 9S JS', '8S'],
    ['nothing adjacent: pass', '', '4S TS KS', 'pass'],
  ])('%s (table 7S %s, hand %s → %s)', (_name, table, hand, expected) => {
    const g = game([hand, ''], { table, rest: 1 });
    expect(moveNames(g)).toEqual(cards(expected));
  });

  // seed 000:14 「トンネルとは、AとKがつながっているとみなすルールです。」
  // 「7-Aがつながっていれば7-QはつながっていなくてもKを出すことができ、7-KがつながっていればAを出すことができる」
  test.each([
    ['7–A connected: K playable', 'AS 2S 3S 4S 5S 6S', 'KS 8S', '8S KS'],
    ['7–K connected: A playable', '8S 9S TS JS QS KS', 'AS 6S', 'AS 6S'],
    ['A and K are not next to the 7', '', 'AS KS', 'pass'],
    ['the ring: past K to A, then 2', '8S 9S TS JS QS KS AS', '2S 6S', '2S 6S'],
    ['the ring: past A to K, then Q', '6S 5S 4S 3S 2S AS KS', 'QS 8S', '8S QS'],
    ['a last single gap (both sides in the run)', 'AS 2S 3S 4S 5S 6S 8S 9S TS JS KS', 'QS', 'QS'],
    ['a disconnected A does not join through the seam', 'AS', 'KS 2S 8S', '8S'],
  ])('tunnel: %s (table 7S %s, hand %s → %s)', (_name, table, hand, expected) => {
    const g = game([hand, ''], { table, rest: 1, tunnel: true });
    expect(moveNames(g)).toEqual(cards(expected));
  });

  test('without tunnel the wrapped examples do not wrap', () => {
    expect(moveNames(game(['2S 6S', ''], { table: '8S 9S TS JS QS KS AS', rest: 1 }))).toEqual(['6S']);
    expect(moveNames(game(['QS 8S', ''], { table: '6S 5S 4S 3S 2S AS KS', rest: 1 }))).toEqual(['8S']);
  });

  test("a card not adjacent to the run: 'not-playable'; a card on the table or in another hand: 'not-in-hand'", () => {
    const g = game(['5S 8S', '4S'], { table: '', rest: 1 });
    expect(codeOf(g, '5S')).toBe('not-playable');
    expect(codeOf(g, '7S')).toBe('not-in-hand');
    expect(codeOf(g, '4S')).toBe('not-in-hand');
    expect(codeOf(g, '8S')).toBe('legal');
    expect(codeOf(g, 'JK')).toBe('not-in-hand');
  });

  test('SPEC §5 move faults: malformed / unknown-card', () => {
    const g = game(['5S 8S', '4S'], { rest: 1 });
    for (const bad of [
      null,
      undefined,
      5,
      'play',
      [],
      {},
      { type: 'foo' },
      { type: 'play' },
      { type: 'joker' },
      { card: '8S' },
    ]) {
      expect(rawCode(g, bad)).toBe('malformed');
    }
    for (const bad of ['10S', '8s', 'XX', '', ' 8S'])
      expect(rawCode(g, { type: 'play', card: bad })).toBe('unknown-card');
  });
});

// --- §2 / §3 fan-tan start ---------------------------------------------------------------------------

describe("§2 'fan-tan' start", () => {
  // seed 001:9 「ファンタンでは場に一枚もカードがない状態からゲームを始める。」
  // seed 004:48 「まず最初のプレイヤーがダイヤの7を場に出して、ゲームがスタートします。」
  test('the table starts empty and `play 7D` is the only legal move', () => {
    const g = game(['7S 7D 6D 2C', '7H 8D', '7C 9C'], { rest: 2, start: 'fan-tan', firstPlayer: 'default' });
    expect(view(g).table).toEqual([]);
    expect(view(g).current).toBe(0);
    expect(view(g).hands[0]).toEqual(['7S', '6D', '7D', '2C']);
    expect(moveNames(g)).toEqual(['7D']);
    expect(codeOf(g, '7S')).toBe('not-playable');
    expect(codeOf(g, '6D')).toBe('not-playable');
    expect(codeOf(g, 'pass')).toBe('pass-not-allowed');
  });

  test('a firstPlayer without 7♦ must pass, and that pass counts', () => {
    let g = game(['7D 2C', '7S 6S', '7H 3C'], { rest: 2, start: 'fan-tan', firstPlayer: 1 });
    expect(moveNames(g)).toEqual(['pass']);
    expect(codeOf(g, '7S')).toBe('not-playable');
    g = play(g, 'pass');
    expect(view(g).passes).toEqual([0, 1, 0]);
    expect(view(g).current).toBe(2);
    expect(moveNames(g)).toEqual(['pass']);
    g = play(g, 'pass', '7D');
    expect(view(g).table).toEqual(['7D']);
    expect(view(g).passes).toEqual([0, 1, 1]);
    // seed 001:9 「7の札を持ったプレイヤーは、自分の番が来たときに7を場に出す権利を持っている。」
    expect(moveNames(g)).toEqual(['7S']); // player 1: 7S yes, 6S not (7S not on the table)
  });

  test('with passLimit 0, the forced pass of a firstPlayer without 7♦ disqualifies them', () => {
    const g = play(
      game(['7D 2C', '6S 5S', '7S 3C'], { rest: 2, start: 'fan-tan', firstPlayer: 1, passLimit: 0 }),
      'pass',
    );
    const v = view(g);
    expect(v.disqualified).toEqual([1]);
    expect(v.passes[1]).toBe(1);
    expect(v.table).toEqual(['5S', '6S']);
    expect(v.current).toBe(2);
  });

  test('after 7♦ any 7 in hand is playable; a 7 not on the table blocks its suit', () => {
    // player 1 holds 6S 8S 7H 6H: 7H playable, 6H not yet; spades blocked (7S with player 2)
    let g = game(['7D 2C', '6S 8S 7H 6H', '7S 7C 8D'], { start: 'fan-tan' });
    g = play(g, '7D');
    expect(moveNames(g)).toEqual(['7H']);
    expect(codeOf(g, '6S')).toBe('not-playable');
    g = play(g, '7H');
    expect(moveNames(g)).toEqual(['7S', '8D', '7C']); // player 2: any 7 or a diamond next to 7D
    g = play(g, '7S', 'pass');
    expect(moveNames(g)).toEqual(['6S', '8S', '6H']);
  });

  test('a 7 already on the initial table counts as laid out (7♦ on table ⇒ any 7 playable at once)', () => {
    const g = game(['7S 6D 2C', '7H'], { table: '7D', rest: 1, start: 'fan-tan', firstPlayer: 'default' });
    expect(view(g).current).toBe(0);
    expect(moveNames(g)).toEqual(['7S', '6D']);
  });
});

// --- §3 passes -------------------------------------------------------------------------------------

describe('§3 passes, freePass, passLimit and disqualification', () => {
  // seed 000:7 「出せるカードがなければそのプレイヤーは番をパスすることができます。」
  test('a player with no legal move must pass: legalMoves = [pass]', () => {
    const g = game(['2S', '6S 5S 4S 3S'], { rest: 1 });
    expect(moveNames(g)).toEqual(['pass']);
    const after = play(g, 'pass');
    expect(view(after).passes).toEqual([1, 0]);
    expect(view(after).current).toBe(1);
    expect(view(after).lastMove).toEqual({ type: 'pass' });
  });

  // seed 000:12 「なお、本来はパスは出せるカードがない場合だけですが…」
  test("a pass is not allowed while a play exists: 'pass-not-allowed'", () => {
    const g = game(['6S 2S', '8H'], { rest: 1 });
    expect(moveNames(g)).toEqual(['6S']);
    expect(codeOf(g, 'pass')).toBe('pass-not-allowed');
  });

  test("a joker move counts as a move: no forced pass while one exists ('pass-not-allowed')", () => {
    const g = game(['JK 5S', '6S 8H'], { rest: 1 });
    expect(moveNames(g)).toEqual(['JK@6S+5S']);
    expect(codeOf(g, 'pass')).toBe('pass-not-allowed');
  });

  /**
   * Player 0 holds 5S (playable once player 1 plays 6S); player 1 (first to move) holds 6S and six
   * hearts it plays one by one. Player 0 passes `k` times (forced: 5S is not playable yet), then
   * player 1 plays 6S (`canPlay`) or a heart (not), and it is player 0's turn.
   */
  function passTurn(options: Spec, k: number, canPlay: boolean): GameState {
    let g = game(['5S', '6S 8H 9H TH JH QH KH'], { rest: 1, ...options, firstPlayer: 1 });
    const hearts = ['8H', '9H', 'TH', 'JH', 'QH', 'KH'];
    for (let i = 0; i < k; i++) g = play(g, hearts.shift() as string, 'pass');
    return play(g, canPlay ? '6S' : (hearts.shift() as string));
  }
  /** Player 0 can play 6S: it free-passes `k` times, plays 6S, and is left with 2C, which it cannot play. */
  function passTurnAfterFreePasses(options: Spec, k: number): GameState {
    let g = game(['6S 2C', '8H 9H TH JH QH KH 4S'], { rest: 1, ...options });
    const hearts = ['8H', '9H', 'TH', 'JH', 'QH', 'KH'];
    for (let i = 0; i < k; i++) g = play(g, 'pass', hearts.shift() as string);
    return play(g, '6S', hearts.shift() as string);
  }

  // The table of docs/rules.md §3.2 (decisions.md "Passes").
  // seed 000:10 「上限として決められた回数を超えてパスしたプレイヤーは失格になります。」
  test.each([
    // options, prior passes, canPlay, expected outcome of the next pass
    [{ passLimit: 3 }, 0, true, 'illegal'],
    [{ passLimit: 3 }, 3, true, 'illegal'],
    [{ passLimit: null }, 4, true, 'illegal'],
    [{ passLimit: 3, freePass: true }, 2, true, 'counts'],
    [{ passLimit: 0, freePass: true }, 0, true, 'illegal'],
    [{ passLimit: 3 }, 0, false, 'counts'],
    [{ passLimit: 3 }, 2, false, 'counts'],
    [{ passLimit: 3 }, 3, false, 'disqualifies'],
    [{ passLimit: 1 }, 1, false, 'disqualifies'],
    [{ passLimit: 0 }, 0, false, 'disqualifies'],
    [{ passLimit: null }, 5, false, 'counts'],
    [{ passLimit: 3, freePass: true }, 3, false, 'disqualifies'],
  ] as [Spec, number, boolean, string][])('%j, %i passes so far, can play: %s → %s', (options, k, canPlay, outcome) => {
    const g = passTurn(options, k, canPlay);
    expect(view(g).current).toBe(0);
    expect(view(g).passes[0]).toBe(k);
    expect(legalMoves(g).some((m) => m.type === 'pass')).toBe(outcome !== 'illegal');
    if (outcome === 'illegal') {
      expect(codeOf(g, 'pass')).toBe('pass-not-allowed');
      return;
    }
    const after = play(g, 'pass');
    expect(view(after).passes[0]).toBe(k + 1); // every pass counts, including the one that disqualifies
    expect(view(after).disqualified).toEqual(outcome === 'disqualifies' ? [0] : []);
  });

  // seed 000:12 「ルールによっては出せるカードがある場合でも戦略上のパスを許可する場合もあります。」
  test('freePass: free passes up to passLimit, then not while able to play', () => {
    let g = game(['6S 2S', '8H 9H TH JH'], { rest: 1, freePass: true, passLimit: 2 });
    expect(moveNames(g)).toEqual(['6S', 'pass']);
    g = play(g, 'pass', '8H');
    expect(moveNames(g)).toEqual(['6S', 'pass']);
    g = play(g, 'pass', '9H');
    expect(view(g).passes[0]).toBe(2);
    expect(moveNames(g)).toEqual(['6S']);
    expect(codeOf(g, 'pass')).toBe('pass-not-allowed');
  });

  test('free passes count: after using them, a player who cannot play is disqualified by the next pass', () => {
    const g = passTurnAfterFreePasses({ freePass: true, passLimit: 1 }, 1);
    // player 0 free-passed once, played 6S; now holds 2C only, which is not playable
    expect(view(g).current).toBe(0);
    expect(moveNames(g)).toEqual(['pass']);
    const after = play(g, 'pass');
    expect(view(after).disqualified).toEqual([0]);
    expect(view(after).passes[0]).toBe(2);
  });

  test('freePass with passes left while unable to play: the pass is a plain counted pass', () => {
    const g = passTurnAfterFreePasses({ freePass: true, passLimit: 3 }, 1);
    const after = play(g, 'pass');
    expect(view(after).disqualified).toEqual([]);
    expect(view(after).passes[0]).toBe(2);
  });

  test.each([0, 1, 3])('passLimit %i: n passes are fine, the pass after n passes disqualifies', (n) => {
    let g = game(['2S', '6S 8H 9H TH JH QH KH'], { rest: 1, passLimit: n });
    const hearts = ['8H', '9H', 'TH', 'JH', 'QH', 'KH'];
    for (let i = 0; i < n; i++) {
      g = play(g, 'pass');
      expect(view(g).disqualified).toEqual([]);
      g = play(g, hearts.shift() as string);
    }
    g = play(g, 'pass');
    expect(view(g).disqualified).toEqual([0]);
    expect(view(g).passes[0]).toBe(n + 1);
    // two players, one disqualified: at most one still playing, the game is over
    expect(view(g).over).toBe(true);
    expect(view(g).current).toBe(null);
  });

  test('passLimit null: unlimited passes, nobody is disqualified', () => {
    let g = game(['2S', '6S 8H 9H TH JH QH KH'], { rest: 1, passLimit: null });
    for (const h of ['8H', '9H', 'TH', 'JH', 'QH', 'KH']) g = play(g, 'pass', h);
    expect(view(g).passes).toEqual([6, 0]);
    expect(view(g).disqualified).toEqual([]);
    expect(moveNames(g)).toEqual(['pass']);
  });

  // seed 000:10 「失格すると、そのプレイヤーは手持ちのカードを全て場の所定の位置に表にして出して、最下位となります。」
  // seed 000:11 「表にされたカードは7のカードとの間が埋まっていない限り、他のプレイヤーはそのカードの隣にカードを出すことができません。」
  test("a disqualified player's cards go face up and extend no run until the run reaches them, then it continues", () => {
    // spades on the table: 5S 6S 7S and up; 4S and AS with player 2, 2S 3S with player 0
    let g = game(['2S 3S', '8H 9H TH', 'AS 4S 8D'], { passLimit: 0 });
    g = play(g, 'pass');
    let v = view(g);
    expect(v.disqualified).toEqual([0]);
    expect(v.table).toEqual(expect.arrayContaining(['2S', '3S']));
    expect(v.hands[0]).toEqual([]);
    expect(v.handSizes[0]).toBe(0);
    expect(v.current).toBe(1);
    g = play(g, '8H');
    expect(moveNames(g)).toEqual(['4S', '8D']); // AS is next to 2S, but 2S is not in the run
    expect(codeOf(g, 'AS')).toBe('not-playable');
    g = play(g, '4S', '9H');
    expect(moveNames(g)).toEqual(['AS', '8D']); // the run 2S–7S now reaches past the dumped cards
    g = play(g, 'AS');
    v = view(g);
    expect(v.table.filter((c) => c[1] === 'S')).toHaveLength(13);
    expect(v.current).toBe(1); // player 0 is skipped
  });

  test('tunnel: dumped cards across the seam join the run once it reaches them through K–A', () => {
    // spades 8S–QS down; player 0 holds AS 2S (no move: KS is not down), player 2 holds KS 3S
    let g = game(['AS 2S', '8H 9H', 'KS 3S 8D'], { table: '8S 9S TS JS QS', rest: 1, tunnel: true, passLimit: 0 });
    expect(moveNames(g)).toEqual(['pass']);
    g = play(g, 'pass', '8H');
    expect(view(g).disqualified).toEqual([0]);
    expect(moveNames(g)).toEqual(['KS', '8D']); // 3S is next to the dumped 2S only
    g = play(g, 'KS', '9H');
    expect(moveNames(g)).toEqual(['3S', '8D']); // 7S–KS, AS, 2S: the run continues past them
  });

  test('fan-tan: a 7 dumped by a disqualified player is on the table, but 7♦ still opens the game', () => {
    // player 1 (first, without 7D) holds 7S 2C and must pass; passLimit 0 disqualifies: 7S goes face up
    let g = game(['7D 6S 8S', '7S 2C', '7H 3C'], { rest: 2, start: 'fan-tan', firstPlayer: 1, passLimit: 0 });
    g = play(g, 'pass');
    expect(view(g).table).toEqual(['7S', '2C']);
    expect(view(g).current).toBe(2);
    expect(moveNames(g)).toEqual(['pass']); // 7D is not down: no other 7, no spade
    g = play(g, 'pass');
    expect(view(g).disqualified).toEqual([1, 2]);
  });

  test('fan-tan: after 7♦, the dumped 7 is the 7 of its run', () => {
    let g = game(['6S 8S 7H', '7S 2C', '7D 3C'], { rest: 2, start: 'fan-tan', firstPlayer: 1, passLimit: 0 });
    g = play(g, 'pass', '7D');
    expect(view(g).disqualified).toEqual([1]);
    expect(view(g).table).toEqual(['7S', '7D', '2C']);
    expect(moveNames(g)).toEqual(['6S', '8S', '7H']);
  });

  test("SPEC §3: a disqualified player's joker is removed from the game", () => {
    // player 0: JK 2S and no move (open cells 6S, 8H; the cards beyond them are not player 0's)
    let g = game(['JK 2S', '8H 9H TH', '6S 3S 4S 5S'], { passLimit: 0 });
    expect(moveNames(g)).toEqual(['pass']);
    g = play(g, 'pass');
    const v = view(g);
    expect(v.disqualified).toEqual([0]);
    expect(v.table).toContain('2S');
    expect(v.table).not.toContain('JK');
    for (const h of v.hands) expect(h).not.toContain('JK');
    expect(v.handSizes).toEqual([0, 3, 4]);
    // nobody has joker moves afterwards; a joker move is refused
    expect(legalMoves(g).some((m) => m.type === 'joker')).toBe(false);
    expect(codeOf(g, 'JK@6S+5S')).toBe('joker-not-allowed');
    const st = score(g).standings.find((r) => r.player === 0);
    expect(st?.status).toBe('disqualified');
    expect(st?.cardsLeft).toBe(0);
  });
});

// --- §3 going out and the end ------------------------------------------------------------------------

describe('§3 going out and the end of the game', () => {
  // seed 000:8 「すべての手札を出し終えた順番に1位、2位…となり、最後まで札が残っていたプレイヤーが最下位となります。」
  // seed 004:75 「あがりとなったプレイヤーの手番は飛ばされます。」
  test('players go out in order, are skipped, and the game ends when at most one is still playing', () => {
    let g = game(['6S', '8S 9S', '6H 5H']);
    g = play(g, '6S');
    expect(view(g).finished).toEqual([0]);
    expect(view(g).current).toBe(1);
    g = play(g, '8S', '6H');
    expect(view(g).current).toBe(1); // player 0 skipped
    g = play(g, '9S');
    const v = view(g);
    expect(v.finished).toEqual([0, 1]);
    expect(v.over).toBe(true);
    expect(v.current).toBe(null);
    expect(v.legalMoves).toEqual([]);
    expect(legalMoves(g)).toEqual([]);
    expect(isLegalMove(g, { type: 'pass' })).toBe(false);
    // 'game-over' is checked first, even before a malformed move
    expect(codeOf(g, 'pass')).toBe('game-over');
    expect(rawCode(g, null)).toBe('game-over');
    expect(score(g).over).toBe(true);
    expect(standingsOf(g).map((r) => [r.player, r.rank, r.status, r.cardsLeft])).toEqual([
      [0, 1, 'out', 0],
      [1, 2, 'out', 0],
      [2, 3, 'playing', 1],
    ]);
  });

  test('decisions.md creation step 5: the game is over at once if at most one player is still playing', () => {
    const g = game(['7S 7H', '7D 2S'], { firstPlayer: 'default' });
    const v = view(g);
    expect(v.finished).toEqual([0]);
    expect(v.over).toBe(true);
    expect(v.current).toBe(null);
    expect(legalMoves(g)).toEqual([]);
    expect(score(g).over).toBe(true);
    expect(standingsOf(g).map((r) => [r.player, r.status, r.cardsLeft])).toEqual([
      [0, 'out', 0],
      [1, 'playing', 1],
    ]);
  });

  test('with 4 players the game goes on after the first player goes out', () => {
    let g = game(['6S', '8S 9S', '6H 5H', '8H 9H']);
    g = play(g, '6S', '8S', '6H', '8H');
    expect(view(g).over).toBe(false);
    expect(view(g).current).toBe(1);
  });
});

// --- §3 the joker -------------------------------------------------------------------------------------

describe('§3 the joker', () => {
  // SPEC §5 Order: plays in table order, then joker moves by card then next, then the pass
  test('legalMoves order: plays in table order, then joker moves, then pass (bridge)', () => {
    const g = game(['8C 9H JK 5S 6H 8D', ''], { rest: 1 });
    expect(moveNames(g)).toEqual(['6H', '8D', '8C', 'JK@6S+5S', 'JK@8H+9H']);
    const free = game(['8C 9H JK 5S 6H 8D', ''], { rest: 1, freePass: true, passLimit: 1 });
    expect(moveNames(free)).toEqual(['6H', '8D', '8C', 'JK@6S+5S', 'JK@8H+9H', 'pass']);
  });

  test("legalMoves order with jokerPlay 'alone': every open cell the mover does not hold, by card", () => {
    const g = game(['8C 9H JK 5S 6H 8D', ''], { rest: 1, jokerPlay: 'alone' });
    expect(moveNames(g)).toEqual(['6H', '8D', '8C', 'JK@6S', 'JK@8S', 'JK@8H', 'JK@6D', 'JK@6C']);
  });

  // seed 000:16 「ジョーカーをどのカードの代わりとしても出すことが出来ます。ただし、そのジョーカーのさらに一つ隣の札も同時に出さなくてはなりません。」
  // seed 000:17 「代わりとして出されたジョーカーの位置に本来出すべき札を持っているプレイヤーは…ジョーカーを引き取らなくてはなりません。」
  test.each([1, 2, 3])(
    'bridge swap (docs example): X=TH held by player %i lays TH and takes the joker; turn to the left of the mover',
    (holder) => {
      const hs = ['JK JH 2S', '6D', '5D', '4D'];
      hs[holder] = `${hs[holder]} TH`;
      let g = game(hs);
      expect(moveNames(g)).toEqual(['2S', 'JK@TH+JH']);
      g = play(g, 'JK@TH+JH');
      const v = view(g);
      expect(v.table).toEqual(expect.arrayContaining(['TH', 'JH']));
      expect(v.table).not.toContain('JK');
      expect(v.hands[0]).toEqual(['2S']);
      expect(v.hands[holder]).not.toContain('TH');
      expect(v.hands[holder]?.at(-1)).toBe('JK');
      expect(v.current).toBe(1);
      expect(v.lastMove).toEqual({ type: 'joker', card: 'TH', next: 'JH' });
      expect(JSON.parse(serialize(g)).moves).toEqual([{ type: 'joker', card: 'TH', next: 'JH' }]);
    },
  );

  test('bridge: the next card is the far-side card (downwards too)', () => {
    let g = game(['JK 4S 9D', '5S', '8D'], { rest: 2, table: '6S' });
    // open: 5S (far side 4S: mover's), 8S, 6H/8H/6D/8D/6C/8C with player 2 holding everything else
    expect(moveNames(g).filter((m) => m.startsWith('JK'))).toEqual(['JK@5S+4S', 'JK@8D+9D']);
    g = play(g, 'JK@5S+4S');
    expect(view(g).table).toEqual(expect.arrayContaining(['4S', '5S', '6S']));
    expect(view(g).hands[1]).toEqual(['JK']); // player 1's only card was 5S: now stuck
    expect(score(g).standings.find((r) => r.player === 1)?.status).toBe('stuck');
    expect(view(g).finished).toEqual([]);
    expect(view(g).current).toBe(2); // player 1 is skipped
  });

  test('bridge: never in an A or K cell without the tunnel; with the tunnel, across the seam', () => {
    // spades 2S–JS on the table: AS (player 1) and QS (player 2) open; the mover holds KS
    const plain = game(['JK KS', 'AS', 'QS'], { rest: 2, table: '2S 3S 4S 5S 6S 8S 9S TS JS' });
    expect(moveNames(plain)).toEqual(['JK@QS+KS']);
    expect(codeOf(plain, 'JK@AS')).toBe('joker-not-allowed');
    expect(codeOf(plain, 'JK@AS+KS')).toBe('joker-not-allowed');
    const tunnel = game(['JK KS', 'AS', 'QS'], { rest: 2, table: '2S 3S 4S 5S 6S 8S 9S TS JS', tunnel: true });
    expect(moveNames(tunnel)).toEqual(['JK@AS+KS', 'JK@QS+KS']);
    // K cell: the far side of KS from a run ending at QS is the wall (A across the seam with the tunnel)
    const k = game(['JK AS', 'KS'], { rest: 1, table: '2S 3S 4S 5S 6S 8S 9S TS JS QS' });
    expect(moveNames(k)).toEqual(['AS']);
    expect(codeOf(k, 'JK@KS+AS')).toBe('joker-not-allowed');
    const kt = game(['JK AS', 'KS'], { rest: 1, table: '2S 3S 4S 5S 6S 8S 9S TS JS QS', tunnel: true });
    expect(moveNames(kt)).toEqual(['AS', 'JK@KS+AS']);
  });

  test('bridge: never in a gap with the run on both sides; alone: yes', () => {
    // tunnel ring: every spade down but QS (player 1); player 0 holds JK 2H, hearts run 4H–KH
    const table = 'AS 2S 3S 4S 5S 6S 8S 9S TS JS KS';
    // (hearts: all down but 2H 3H; with the tunnel the run 4H–KH reaches AH, so 2H is playable too)
    const g = game(['JK 2H', 'QS 3H'], { table, tunnel: true });
    expect(moveNames(g)).toEqual(['2H', 'JK@3H+2H']);
    expect(codeOf(g, 'JK@QS+KS')).toBe('joker-not-allowed');
    expect(codeOf(g, 'JK@QS+JS')).toBe('joker-not-allowed');
    expect(codeOf(g, 'JK@QS')).toBe('joker-not-allowed');
    const alone = game(['JK 2H', 'QS 3H'], { table, tunnel: true, jokerPlay: 'alone' });
    expect(moveNames(alone)).toEqual(['2H', 'JK@QS', 'JK@3H']);
  });

  test("'alone': any open cell, also an A or K cell without the tunnel; no next", () => {
    let g = game(['JK KS 2C', 'AS', 'QS'], { rest: 2, table: '2S 3S 4S 5S 6S 8S 9S TS JS', jokerPlay: 'alone' });
    const jokerMoves = moveNames(g).filter((m) => m.startsWith('JK'));
    expect(jokerMoves.slice(0, 2)).toEqual(['JK@AS', 'JK@QS']);
    expect(codeOf(g, 'JK@QS+KS')).toBe('joker-not-allowed');
    g = play(g, 'JK@AS');
    const v = view(g);
    expect(v.table).toContain('AS');
    expect(v.hands[0]).toEqual(['KS', '2C']);
    expect(v.hands[1]).toEqual(['JK']);
    expect(v.current).toBe(2); // player 1 is stuck with the joker and skipped
    expect(score(g).standings.find((r) => r.player === 1)?.status).toBe('stuck');
  });

  // SPEC §3 "for a 7 in 'fan-tan', either neighbour"
  test("fan-tan: a joker in a 7's cell takes either neighbour as next (by card then next)", () => {
    let g = game(['JK 8S 6S 8H', '7S 7H 2C'], { rest: 1, table: '7D', start: 'fan-tan' });
    expect(moveNames(g)).toEqual(['JK@7S+6S', 'JK@7S+8S', 'JK@7H+8H']);
    g = play(g, 'JK@7S+8S');
    const v = view(g);
    expect(v.table).toEqual(['7S', '8S', '7D']);
    expect(v.hands[0]).toEqual(['6S', '8H']);
    expect(v.hands[1]).not.toContain('7S');
    expect(v.hands[1]?.at(-1)).toBe('JK');
    expect(v.current).toBe(1);
  });

  test('fan-tan: no joker move before 7♦ is down', () => {
    const g = game(['JK 6D 8D', '7D 5D'], { rest: 1, start: 'fan-tan', firstPlayer: 0 });
    expect(moveNames(g)).toEqual(['pass']);
    expect(codeOf(g, 'JK@7D+6D')).toBe('joker-not-allowed');
  });

  // SPEC §3 "A player whose only card is the joker cannot go out: they are out at once ('stuck', not in finished)"
  // seed 000:18 「ジョーカーを単体で出すことはできないのでそのプレイヤーは上がることができず、最下位になります。」
  test('a player left with only the joker is stuck at once, not in finished, and skipped', () => {
    let g = game(['JK 6S', '8H 9H', '6H 5H', '8C 9C']);
    expect(moveNames(g)).toEqual(['6S']);
    g = play(g, '6S');
    expect(view(g).finished).toEqual([]);
    expect(view(g).current).toBe(1);
    expect(view(g).hands[0]).toEqual(['JK']);
    g = play(g, '8H', '6H', '8C');
    expect(view(g).current).toBe(1); // player 0 skipped
    expect(view(g).passes[0]).toBe(0);
    expect(score(g).standings.at(-1)).toMatchObject({ player: 0, status: 'stuck', cardsLeft: 1 });
  });

  test('a player dealt only the joker and 7s is stuck at creation', () => {
    const g = game(['JK 7S', '7D 6S', '7H 8H'], { rest: 2, firstPlayer: 'default' });
    expect(view(g).current).toBe(1);
    expect(view(g).finished).toEqual([]);
    expect(score(g).standings.find((r) => r.player === 0)?.status).toBe('stuck');
  });

  test('the mover goes out with a joker move; the swapped player may be stuck; the game can end', () => {
    let g = game(['JK 5S', '6S', '8H 9H'], { rest: 2 });
    g = play(g, 'JK@6S+5S');
    const v = view(g);
    expect(v.finished).toEqual([0]);
    expect(v.hands[1]).toEqual(['JK']);
    expect(v.over).toBe(true);
    expect(standingsOf(g).map((r) => [r.player, r.status])).toEqual([
      [0, 'out'],
      [2, 'playing'],
      [1, 'stuck'],
    ]);
  });

  // SPEC §5: every faulty joker move is 'joker-not-allowed'
  const jokerBase = () => game(['JK 5S 9H 6H', ''], { rest: 1 });
  test.each([
    ['bridge without next', jokerBase, 'JK@6S'],
    ['next is not the card beyond X', jokerBase, 'JK@6S+4S'],
    ['next is beyond X but not held', jokerBase, 'JK@8S+9S'],
    ['next on the near (run) side', jokerBase, 'JK@8H+7H'],
    ['X in the mover’s own hand', jokerBase, 'JK@6H+5H'],
    ['X not a playable cell', jokerBase, 'JK@5S+4S'],
    ['X already on the table', jokerBase, 'JK@7S+6S'],
    ['X is the joker', jokerBase, { type: 'joker', card: 'JK', next: '5S' }],
    ['next is the joker', jokerBase, { type: 'joker', card: '6S', next: 'JK' }],
    ['the joker as a plain play', jokerBase, 'JK'],
    ['alone form in bridge mode (X open)', jokerBase, 'JK@8D'],
    ['bridge form in alone mode', () => game(['JK 5S 9H 6H', ''], { rest: 1, jokerPlay: 'alone' }), 'JK@6S+5S'],
    ['mover does not hold the joker', () => game(['5S 6H', 'JK'], { rest: 1 }), 'JK@6S+5S'],
    ['no joker in the game', () => game(['5S 6H', ''], { rest: 1 }), 'JK@6S+5S'],
    ['a joker move in a Kill game', () => createGame({ variant: 'kill', seed: 1 }), 'JK@7D+6D'],
  ] as [string, () => GameState, string | Move][])("%s → 'joker-not-allowed'", (_name, make, m) => {
    expect(codeOf(make(), m)).toBe('joker-not-allowed');
  });

  test('a joker move without a card is malformed (SPEC §5: a missing field)', () => {
    expect(rawCode(jokerBase(), { type: 'joker' })).toBe('malformed');
    expect(rawCode(jokerBase(), { type: 'joker', card: '6S', next: '5s' })).toBe('unknown-card');
  });
});

// --- §2 deal, 2 and 8 players -------------------------------------------------------------------------

describe('§2 the deal; 2 and 8 players', () => {
  // seed 000:3 「カードを冒頭でそれぞれのプレイヤーに配り、13枚(14枚)ずつの手札とします。」
  test.each([
    [2, 0, [26, 26]],
    [2, 1, [27, 26]],
    [3, 0, [18, 17, 17]],
    [3, 1, [18, 18, 17]],
    [4, 0, [13, 13, 13, 13]],
    [4, 1, [14, 13, 13, 13]],
    [5, 0, [11, 11, 10, 10, 10]],
    [8, 0, [7, 7, 7, 7, 6, 6, 6, 6]],
    [8, 1, [7, 7, 7, 7, 7, 6, 6, 6]],
  ] as [number, 0 | 1, number[]][])(
    '%i players, %i jokers: the first players get one more: %j',
    (players, jokers, sizes) => {
      const g = createGame({ players, jokers, seed: 2024 });
      const d = dealOf(g);
      expect(d.hands.map((h) => h.length)).toEqual(sizes);
      expect(d.table).toEqual([]);
      const all = d.hands.flat();
      expect(new Set(all).size).toBe(52 + jokers);
      expect(all.filter((c) => c !== 'JK').sort()).toEqual([...ALL_CARDS].sort());
    },
  );

  test('a table set-up without hands: the rest of the deck is dealt (first players get one more)', () => {
    const g = createGame({ players: 3, table: ['AS', '2S', 'KC'], seed: 9 });
    const d = dealOf(g);
    expect(d.hands.map((h) => h.length)).toEqual([17, 16, 16]);
    expect(d.table).toEqual(['AS', '2S', 'KC']);
  });

  test('seeded deal is reproducible; another seed deals differently', () => {
    expect(dealOf(createGame({ seed: 'abc', players: 8 }))).toEqual(dealOf(createGame({ seed: 'abc', players: 8 })));
    expect(dealOf(createGame({ seed: 'abc', players: 8 }))).not.toEqual(
      dealOf(createGame({ seed: 'abd', players: 8 })),
    );
  });

  // seed 000:30 「2人だけでの七並べのプレイは可能ですが」
  test('2 players: turns alternate; the game ends as soon as one goes out', () => {
    let g = game(['6S 5S', '8S 9S 2C'], { players: 2 });
    const turns: number[] = [];
    for (const m of ['6S', '8S', '5S']) {
      turns.push(view(g).current as number);
      g = play(g, m);
    }
    expect(turns).toEqual([0, 1, 0]);
    expect(view(g).over).toBe(true);
    expect(standingsOf(g).map((r) => [r.player, r.status, r.cardsLeft])).toEqual([
      [0, 'out', 0],
      [1, 'playing', 2],
    ]);
  });

  test('8 players: turns go round the table, skipping players who went out', () => {
    let g = game(['6S', '8S', '6H', '8H', '6D', '8D', '6C 5C', '8C 9C'], {});
    g = play(g, '6S', '8S', '6H', '8H', '6D', '8D');
    expect(view(g).finished).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view(g).current).toBe(6);
    g = play(g, '6C', '8C');
    expect(view(g).current).toBe(6);
    g = play(g, '5C');
    expect(view(g).over).toBe(true);
    expect(view(g).finished).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(standingsOf(g).at(-1)).toMatchObject({ player: 7, rank: 8, status: 'playing', cardsLeft: 1 });
  });

  test('8 players seeded: players dealt fewer cards ante one more (provisional chips sum to 0)', () => {
    const g = createGame({ players: 8, seed: 5 });
    const sizes = dealOf(g).hands.map((h) => h.length);
    expect(sizes).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    const st = score(g).standings;
    const winner = st[0] as (typeof st)[number];
    const others = st.slice(1);
    for (const r of others) expect(r.chips).toBe(-(sizes[r.player] === 7 ? 1 : 2) - r.cardsLeft);
    expect(winner.chips).toBe(
      4 * 1 + 4 * 2 - (sizes[winner.player] === 7 ? 1 : 2) + others.reduce((s, r) => s + r.cardsLeft, 0),
    );
    expect(chipSum(g)).toBe(0);
  });
});

// --- §3 standings and chips -------------------------------------------------------------------------

describe('§3 standings and the Fan Tan chip settlement', () => {
  test('C1: game over with a disqualified player (passLimit 0)', () => {
    // dealt 2, 3, 3 cards: player 0 antes 2
    let g = game(['2S 3S', '8H 9H TH', 'AS 4S 8D'], { passLimit: 0 });
    g = play(g, 'pass', '8H', '4S', '9H', 'AS', 'TH');
    expect(view(g).over).toBe(true);
    expect(view(g).finished).toEqual([1]);
    // pot = (2 + 1 pass) + 1 + 1 = 5; player 1 takes it, +1 from player 2's 8D, +2 from player 0's cards at dq
    expect(standingsOf(g)).toEqual([
      { player: 1, rank: 1, status: 'out', cardsLeft: 0, chips: 7 },
      { player: 2, rank: 2, status: 'playing', cardsLeft: 1, chips: -2 },
      { player: 0, rank: 3, status: 'disqualified', cardsLeft: 0, chips: -5 },
    ]);
  });

  test('C2: a pass-heavy game (passLimit null)', () => {
    let g = game(['2S', '6S 8H 9H TH'], { passLimit: null });
    g = play(g, 'pass', '8H', 'pass', '9H', 'pass', 'TH', 'pass', '6S');
    expect(view(g).over).toBe(true);
    expect(view(g).passes).toEqual([4, 0]);
    // player 0: ante 1 + 1 (dealt 1 < 4) + 4 passes = 6, then 1 for the card left → -7; player 1: -1 + 7 + 1 = 7
    expect(standingsOf(g)).toEqual([
      { player: 1, rank: 1, status: 'out', cardsLeft: 0, chips: 7 },
      { player: 0, rank: 2, status: 'playing', cardsLeft: 1, chips: -7 },
    ]);
  });

  test('C3: provisional standings with a stuck player (the joker counts in the cards dealt and left)', () => {
    let g = game(['JK 6S', '8H 9H', '6H 5H', '8C 9C']);
    g = play(g, '6S');
    expect(score(g).over).toBe(false);
    // pot 4 (all dealt 2 cards, the joker included); player 1 takes 4 + 2 + 2 + 1
    expect(standingsOf(g)).toEqual([
      { player: 1, rank: 1, status: 'playing', cardsLeft: 2, chips: 8 },
      { player: 2, rank: 2, status: 'playing', cardsLeft: 2, chips: -3 },
      { player: 3, rank: 3, status: 'playing', cardsLeft: 2, chips: -3 },
      { player: 0, rank: 4, status: 'stuck', cardsLeft: 1, chips: -2 },
    ]);
    g = play(g, '8H', '6H');
    // fewest cards first, then lower index: players 1 and 2 hold 1, player 3 holds 2
    expect(standingsOf(g).map((r) => r.player)).toEqual([1, 2, 3, 0]);
    g = play(g, '8C', '9H');
    expect(standingsOf(g)).toEqual([
      { player: 1, rank: 1, status: 'out', cardsLeft: 0, chips: 6 },
      { player: 2, rank: 2, status: 'playing', cardsLeft: 1, chips: -2 },
      { player: 3, rank: 3, status: 'playing', cardsLeft: 1, chips: -2 },
      { player: 0, rank: 4, status: 'stuck', cardsLeft: 1, chips: -2 },
    ]);
  });

  test('C4: two disqualified players, the later disqualified ranking higher; provisional then final', () => {
    // dealt 1, 1, 3, 3: players 0 and 1 ante 2
    let g = game(['2S', '2H', '6S 8D 9D', '6H 8C 9C'], { passLimit: 0 });
    g = play(g, 'pass', 'pass', '8D', '8C');
    expect(view(g).disqualified).toEqual([0, 1]);
    // pot = 3 + 3 + 1 + 1 = 8; player 2 (2 cards, lower index than player 3) takes 8 + 2 + 1 + 1
    expect(standingsOf(g)).toEqual([
      { player: 2, rank: 1, status: 'playing', cardsLeft: 2, chips: 11 },
      { player: 3, rank: 2, status: 'playing', cardsLeft: 2, chips: -3 },
      { player: 1, rank: 3, status: 'disqualified', cardsLeft: 0, chips: -4 },
      { player: 0, rank: 4, status: 'disqualified', cardsLeft: 0, chips: -4 },
    ]);
    g = play(g, '9D', '9C', '6S');
    expect(view(g).over).toBe(true);
    expect(standingsOf(g)).toEqual([
      { player: 2, rank: 1, status: 'out', cardsLeft: 0, chips: 10 },
      { player: 3, rank: 2, status: 'playing', cardsLeft: 1, chips: -2 },
      { player: 1, rank: 3, status: 'disqualified', cardsLeft: 0, chips: -4 },
      { player: 0, rank: 4, status: 'disqualified', cardsLeft: 0, chips: -4 },
    ]);
  });

  test('C5: a disqualified player with the joker pays for it too (cards held at disqualification)', () => {
    let g = game(['JK 2S', '8H 9H TH', '6S 3S 4S 5S'], { passLimit: 0 });
    g = play(g, 'pass');
    // dealt 2, 3, 4: players 0 and 1 ante 2; pot = (2 + 1) + 2 + 1 = 6; player 1 (3 cards) leads player 2 (4)
    expect(standingsOf(g)).toEqual([
      { player: 1, rank: 1, status: 'playing', cardsLeft: 3, chips: -2 + 6 + 4 + 2 },
      { player: 2, rank: 2, status: 'playing', cardsLeft: 4, chips: -1 - 4 },
      { player: 0, rank: 3, status: 'disqualified', cardsLeft: 0, chips: -3 - 2 },
    ]);
  });

  test('C6: the extra ante compares the hands as dealt (7s included), not after the 7s are laid out', () => {
    // dealt 1, 4, 4 cards; player 1 holds one card after laying out three 7s but antes only 1
    const g = game(['3C', '7S 7H 7C 2H', '8S 9S 4C 5C']);
    expect(view(g).handSizes).toEqual([1, 1, 4]);
    // pot = 2 + 1 + 1 = 4; player 0 (1 card, lower index) takes 4 + 1 + 4
    expect(standingsOf(g)).toEqual([
      { player: 0, rank: 1, status: 'playing', cardsLeft: 1, chips: 7 },
      { player: 1, rank: 2, status: 'playing', cardsLeft: 1, chips: -2 },
      { player: 2, rank: 3, status: 'playing', cardsLeft: 4, chips: -5 },
    ]);
  });

  test('ranks are 1..n and chips sum to 0 along random seeded games', () => {
    for (let seed = 0; seed < 30; seed++) {
      let g = createGame({ seed, players: 2 + (seed % 7), jokers: (seed % 2) as 0 | 1, passLimit: seed % 4 });
      for (let i = 0; !view(g).over; i++) {
        const ms = legalMoves(g);
        g = applyMove(g, ms[(seed * 7 + i * 13) % ms.length] as Move);
        const st = score(g).standings;
        expect(st.map((r) => r.rank)).toEqual(st.map((_, k) => k + 1));
        expect(chipSum(g)).toBe(0);
      }
    }
  });
});

// --- view and score fields ------------------------------------------------------------------------

describe('§5 view and score fields', () => {
  test('view(state, p) hides other hands; legalMoves [] off turn; lastMove; hands sorted, joker last', () => {
    let g = game(['8C JK 2S 9H 6S', '8S 2C', '6H'], { rest: 2 });
    const v0 = view(g, 0);
    expect(v0.player).toBe(0);
    expect(v0.hands).toEqual([['2S', '6S', '9H', '8C', 'JK'], null, null]);
    expect(v0.legalMoves).toEqual(legalMoves(g));
    expect(v0.lastMove).toBe(null);
    const v1 = view(g, 1);
    expect(v1.hands[0]).toBe(null);
    expect(v1.hands[1]).toEqual(['8S', '2C']);
    expect(v1.legalMoves).toEqual([]);
    expect(v1.handSizes).toEqual(v0.handSizes);
    expect(view(g).player).toBe(null);
    expect(view(g).hands.every((h) => h !== null)).toBe(true);
    g = play(g, '6S');
    expect(view(g, 2).lastMove).toEqual({ type: 'play', card: '6S' });
    expect(view(g, 1).legalMoves.map((m) => (m.type === 'play' ? m.card : m.type))).toEqual(['8S']);
    expect(view(g, 0).legalMoves).toEqual([]);
    // classic: no kills, no dead cards
    expect(view(g).dead).toEqual([[], [], []]);
    expect(view(g).kills).toEqual([0, 0, 0]);
    expect(view(g).selfKills).toEqual([0, 0, 0]);
    for (const r of score(g).standings) expect([r.dead, r.kills, r.selfKills]).toEqual([0, 0, 0]);
  });

  test('view.table is in table order; handSizes count the joker', () => {
    const g = game(['JK 2S', '8H'], { rest: 1, table: 'KC AS 5H' });
    expect(view(g).table).toEqual(['AS', '7S', '5H', '7H', '7D', '7C', 'KC']);
    expect(view(g).handSizes[0]).toBe(2);
  });

  test('cardsLeft is 0 for a disqualified player while their cards show on the table', () => {
    const g = play(game(['2S 3S', '8H 9H TH', '4S'], { rest: 1, table: '5S 6S', passLimit: 0 }), 'pass');
    expect(score(g).standings.find((r) => r.player === 0)).toMatchObject({ status: 'disqualified', cardsLeft: 0 });
    expect(view(g).handSizes[0]).toBe(0);
  });

  test('applyMove never mutates the state it is given', () => {
    const g = game(['6S 5S', '8S 9S'], { rest: 1 });
    const before = JSON.stringify(g);
    play(g, '6S', '8S');
    expect(JSON.stringify(g)).toBe(before);
  });
});
