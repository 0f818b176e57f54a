/**
 * Worked examples for every rule and option of SPEC §4 (Kill, 殺しの7並べ).
 *
 * Every position is an explicit deal (`hands` + `table`, built with `killPosition`), so each
 * test shows exactly which cards are where. Citations: `001` = seeds/001_6d074fe57e3403ca.txt
 * (Wikipedia, 殺しの7並べ), `004` = seeds/004_118e1c8587ab350e.txt (the 2009 program's manual),
 * with line numbers; "SPEC decision" / "decisions.md" where the seeds are silent.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  type GameState,
  IllegalMoveError,
  isLegalMove,
  OptionsError,
  type KillOptions,
  legalMoves,
  type Move,
  score,
  serialize,
  view,
} from '../src/index.js';
import { ALL_CARDS, grid, killPosition, render, sortCards } from './helpers/grid.js';

// --- helpers ---------------------------------------------------------------------------------

const play = (card: Card): Move => ({ type: 'play', card });
const PASS: Move = { type: 'pass' };

/** Applies moves written briefly: a card to play, or 'pass'. */
function go(state: GameState, ...steps: (Card | 'pass')[]): GameState {
  return steps.reduce((s, step) => applyMove(s, step === 'pass' ? PASS : play(step)), state);
}

/** Every dead card, in table order. */
const allDead = (state: GameState): Card[] => sortCards(view(state).dead.flat());

/** The players in rank order. */
const order = (state: GameState): number[] => score(state).standings.map((s) => s.player);

/** The IllegalMoveError code `applyMove` throws, or 'legal'. */
function verdict(state: GameState, move: Move): string {
  try {
    applyMove(state, move);
    return 'legal';
  } catch (error) {
    if (error instanceof IllegalMoveError) return error.code;
    throw error;
  }
}

/** Whether the player to move may play `card`, asked three ways that must agree. */
function playable(state: GameState, card: Card): boolean {
  const listed = legalMoves(state).some((m) => m.type === 'play' && m.card === card);
  const legal = isLegalMove(state, play(card));
  expect(legal).toBe(listed);
  expect(verdict(state, play(card)) === 'legal').toBe(listed);
  return listed;
}

/** The whole table of a state as a diagram (for failure messages). */
const show = (state: GameState): string => render(view(state).table, allDead(state));

const S001 = '001_6d074fe57e3403ca.txt';
const S004 = '004_118e1c8587ab350e.txt';

// --- the helper itself -----------------------------------------------------------------------

describe('test helper: diagrams and complete deals', () => {
  test('a diagram parses to table, dead and empty cells and renders back', () => {
    const d = grid(`
      S  .  .  .  .  .  . 7S xx 9S  .  .  .  .
      H  .  .  .  .  .  .  . 8H  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  . KC
    `);
    expect(d.table).toEqual(['7S', '9S', '8H', '7D', 'KC']);
    expect(d.dead).toEqual(['8S']);
    expect(d.empty).toHaveLength(46);
    expect(render(d.table, d.dead).split('\n')[0]).toBe('S  .  .  .  .  .  . 7S xx 9S  .  .  .  .');
  });

  test('a card in the wrong cell or a short row throws', () => {
    expect(() => grid('S 7H . . . . . . . . . . . .\n'.repeat(4))).toThrow(/7H/);
    expect(() => grid('. . .\n. . .\n. . .\n. . .')).toThrow(/3 cells/);
  });

  test('killPosition deals every card exactly once; the rest goes to the chosen player', () => {
    const options = killPosition({ table: ['7D'], hands: [['AS'], ['KC'], []], rest: 1 });
    const all = [...options.table, ...options.hands.flat()];
    expect(sortCards(all)).toEqual(ALL_CARDS);
    expect(options.hands[0]).toEqual(['AS']);
    expect(options.hands[1]).toHaveLength(50);
    expect(options.hands[2]).toEqual([]);
    expect(() => killPosition({ table: ['7D'], hands: [['7D'], []] })).toThrow(/twice/);
  });
});

// --- placement -------------------------------------------------------------------------------

describe('placement: any of the 8 neighbours on the table (§4 Placement)', () => {
  // 001:26 「そのカードに上下左右もしくは斜めに接するカードがすでに場に出ている。」
  // 001:28 「例えば10を出すことができるのは、9、J、10、10、9、J、9、Jのいずれかの札がすでに場に出ている時に限る。」
  // Reconstructed with T♥: its 8 neighbours are 9♠ T♠ J♠ / 9♥ J♥ / 9♦ T♦ J♦.
  test.each([
    ['9S', 'corner, up-left'],
    ['TS', 'above'],
    ['JS', 'corner, up-right'],
    ['9H', 'left'],
    ['JH', 'right'],
    ['9D', 'corner, down-left'],
    ['TD', 'below'],
    ['JD', 'corner, down-right'],
  ] as [Card, string][])(
    `TH may be played when %s (%s) is on the table — ${S001}:26 「上下左右もしくは斜めに接する」`,
    (neighbour) => {
      const state = createGame(killPosition({ table: ['7D', neighbour], hands: [['TH', '4S'], []] }));
      expect(view(state).current).toBe(0);
      expect(playable(state, 'TH')).toBe(true);
      expect(playable(state, '4S')).toBe(false);
      expect(legalMoves(state)).toEqual([play('TH')]);
    },
  );

  test.each([
    ['TH', ['7D'], 'no neighbour on the table'],
    ['TH', ['7D', 'QH'], 'two cells away in the row'],
    ['TH', ['7D', 'TC'], 'two rows away'],
    ['AS', ['7D'], 'only the wall around (a corner)'],
    ['KC', ['7D', 'QS'], 'far corner'],
  ] as [Card, Card[], string][])(
    `%s may not be played with table %j (%s) — ${S001}:28 「…のいずれかの札がすでに場に出ている時に限る」`,
    (card, table) => {
      const state = createGame(killPosition({ table, hands: [[card], []] }));
      expect(view(state).current).toBe(0);
      expect(playable(state, card)).toBe(false);
      expect(verdict(state, play(card))).toBe('not-playable');
      expect(legalMoves(state)).toEqual([PASS]);
    },
  );
});

describe("start: 'fan-tan' (Kill default) and 'sevens'", () => {
  // 004:48 「最初は場札にカードが1枚も並べられていない状態で、まず最初のプレイヤーがダイヤの7を場に出して、ゲームがスタートします。」
  // 004:50 「デフォルトは「並べない」です。」
  const hands: Card[][] = [['7D', '8D', '7C'], ['7S', '2S'], []];

  test(`the Kill default is 'fan-tan': the table starts empty, the 7♦ holder starts, only 7♦ may be played — ${S004}:48 「まず最初のプレイヤーがダイヤの7を場に出して」`, () => {
    const state = createGame(killPosition({ hands }));
    expect(view(state).table).toEqual([]);
    expect(view(state).current).toBe(0);
    expect(legalMoves(state)).toEqual([play('7D')]);
    expect(verdict(state, play('7C'))).toBe('not-playable');
  });

  test(`before 7♦, another first player holding a 7 must pass (SPEC §2 Start) — ${S004}:48`, () => {
    const state = createGame(killPosition({ hands, firstPlayer: 1 }));
    expect(view(state).current).toBe(1);
    expect(legalMoves(state)).toEqual([PASS]);
    expect(verdict(state, play('7S'))).toBe('not-playable');
    const after = go(state, 'pass');
    expect(view(after).current).toBe(2);
  });

  test(`after 7♦, a 7 may be played with no neighbour on the table — ${S004}:49 「前後左右斜めでない場合でも、7の札を出すことができます」`, () => {
    const state = go(createGame(killPosition({ hands })), '7D');
    expect(view(state).current).toBe(1);
    expect(legalMoves(state)).toEqual([play('7S')]); // 2S has no neighbour on the table
    // 7S (player 1), 7H (player 2), 8D (player 0), player 1 cannot play, 6H (player 2)
    const later = go(state, '7S', '7H', '8D', 'pass', '6H');
    expect(view(later).table).toEqual(['7S', '6H', '7H', '7D', '8D']);
    expect(view(later).current).toBe(0);
    expect(playable(later, '7C')).toBe(true);
  });

  test(`'sevens': every 7 is laid out before the first turn; the 7♦ holder starts — ${S004}:47 「手札の中の7札を最初に場に並べてから、ゲームがスタートします」`, () => {
    const state = createGame(killPosition({ hands: [['8D'], ['AS'], ['7D', '9D'], []], start: 'sevens' }));
    const v = view(state);
    expect(v.table).toEqual(['7S', '7H', '7D', '7C']);
    expect(v.hands.flat().filter((c) => c?.[0] === '7')).toEqual([]);
    expect(v.current).toBe(2);
    expect(v.hands[2]).toEqual(['9D']);
  });
});

// --- death -----------------------------------------------------------------------------------

/**
 * One death by enclosure: `diagram` is the table before the move, with the cell that should
 * die marked `xx`; player 0 plays `move`, player 1 holds the dying card.
 */
function enclosure(diagram: string, move: Card, kill: KillOptions = {}) {
  const d = grid(diagram);
  const before = createGame(killPosition({ table: diagram, hands: [[move, '5C'], d.dead, []], kill }));
  expect(allDead(before), show(before)).toEqual([]);
  const after = go(before, move);
  return { d, before, after };
}

describe("death 'enclosed' (default): all 4 sides wall or on the table", () => {
  test.each([
    [
      `middle — ${S001}:30 「カードXと上下左右に接する札が全て場に出ている時、カードXは死んでいるカードと呼ばれる」`,
      `
      S  .  .  .  .  .  .  . 8S  .  .  .  .  .
      H  .  .  .  .  .  . 7H xx 9H  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      '8D',
    ],
    [
      `top edge — ${S001}:46 「8は、7、9、8が場に出そろった段階で死に」`,
      `
      S  .  .  .  .  .  . 7S xx 9S  .  .  .  .
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      '8H',
    ],
    [
      `bottom edge — ${S001}:44 「隅や角にあるカードはそれぞれ3方向、2方向を囲まれたら死んだものとみなす」`,
      `
      S  .  .  .  .  .  .  .  .  .  .  .  .  .
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  . 7C xx 9C  .  .  .  .`,
      '8D',
    ],
    [
      `left edge — ${S001}:44 「隅や角にあるカードはそれぞれ3方向…を囲まれたら死んだ」`,
      `
      S AS  .  .  .  .  .  .  .  .  .  .  .  .
      H xx  .  .  .  .  .  .  .  .  .  .  .  .
      D AD  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      '2H',
    ],
    [
      `right edge — ${S001}:44 「隅や角にあるカードはそれぞれ3方向…を囲まれたら死んだ」`,
      `
      S  .  .  .  .  .  .  .  .  .  .  .  . KS
      H  .  .  .  .  .  .  .  .  .  .  .  . xx
      D  .  .  .  .  .  . 7D  .  .  .  .  . KD
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      'QH',
    ],
    [
      `corner A♠ — ${S001}:46 「Aは、2、Aが出そろった段階で死ぬ」`,
      `
      S xx 2S  .  .  .  .  .  .  .  .  .  .  .
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      'AH',
    ],
    [
      `corner A♣ — ${S001}:46 「Aは、2、Aが出そろった段階で死ぬ」`,
      `
      S  .  .  .  .  .  .  .  .  .  .  .  .  .
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C xx 2C  .  .  .  .  .  .  .  .  .  .  .`,
      'AD',
    ],
    [
      `corner K♠ — ${S001}:44 「隅や角にあるカードはそれぞれ…2方向を囲まれたら死んだものとみなす」`,
      `
      S  .  .  .  .  .  .  .  .  .  .  . QS xx
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      'KH',
    ],
    [
      `corner K♣ — ${S001}:44 「隅や角にあるカードはそれぞれ…2方向を囲まれたら死んだものとみなす」`,
      `
      S  .  .  .  .  .  .  .  .  .  .  .  .  .
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  . QC xx`,
      'KD',
    ],
  ] as [string, string, Card][])('%s', (_name, diagram, move) => {
    const { d, before, after } = enclosure(diagram, move);
    const [dying] = d.dead as [Card];
    // before the move the cell is closed on all sides but one: alive, still in player 1's hand
    expect(view(before).hands[1]).toContain(dying);
    expect(allDead(after), show(after)).toEqual([dying]);
    const v = view(after);
    expect(v.dead[1]).toEqual([dying]);
    expect(v.hands[1]).not.toContain(dying);
    expect(v.handSizes[1]).toBe((view(before).handSizes[1] as number) - 1);
    expect(v.table).not.toContain(dying);
    expect(v.kills).toEqual([1, 0, 0]);
    expect(v.selfKills).toEqual([0, 0, 0]);
  });

  test(`a cell closed on only 3 of 4 sides in the middle, or 2 of 3 at an edge, does not die — ${S001}:30`, () => {
    const state = createGame(
      killPosition({
        table: `
        S  .  .  .  .  .  . 7S  .  .  .  .  .  .
        H  .  .  .  .  .  . 7H  . 9H  .  .  .  .
        D  .  .  .  .  .  . 7D 8D  .  .  .  .  .
        C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
        hands: [['2C'], []],
      }),
    );
    expect(allDead(state)).toEqual([]); // 8H: 8S open; 8S: 9S open
  });
});

describe("death 'left-right': left and right closed, whatever is above and below", () => {
  // 001:52 「上下左右全てが囲まれなくとも、左右のみ出そろった段階で死んだとみなす。」
  test.each([
    ['left-right', ['8H']],
    ['enclosed', []],
  ] as const)(
    `8H between 7H and 9H, 8S and 8D open, death %s — ${S001}:52 「左右のみ出そろった段階で死んだとみなす」`,
    (death, expected) => {
      const state = createGame(
        killPosition({
          table: `
        S  .  .  .  .  .  .  . 8S  .  .  .  .  .
        H  .  .  .  .  .  . 7H  .  .  .  .  .  .
        D  .  .  .  .  .  . 7D  .  .  .  .  .  .
        C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
          hands: [['9H', '2C'], ['8H'], []],
          kill: { death },
        }),
      );
      expect(allDead(state)).toEqual([]);
      const after = go(state, '9H');
      expect(allDead(after), show(after)).toEqual([...expected]);
      expect(view(after).kills[0]).toBe(expected.length);
    },
  );

  test.each([
    ['left-right', ['AD']],
    ['enclosed', []],
  ] as const)(
    `the wall closes a side: A♦ dies when 2♦ is played, death %s (SPEC decision, docs §4.4)`,
    (death, expected) => {
      const state = createGame(
        killPosition({ table: ['7D', '3C'], hands: [['2D', '2C'], ['AD'], []], kill: { death } }),
      );
      const after = go(state, '2D');
      expect(allDead(after), show(after)).toEqual([...expected]);
    },
  );

  test('a dead cell is not on the table: it closes no side and stays part of components (SPEC §4, docs §4.7)', () => {
    // 8H dies by left-right at creation. Once 8D is down, the off-table 8S 9S and the dead 8H
    // form a closed L: 8S 9S do not die as a group (they would if 8H counted as on the table).
    const state = createGame(
      killPosition({
        table: `
        S  .  .  .  .  .  . 7S  .  . TS  .  .  .
        H  .  .  .  .  .  . 7H  . 9H  .  .  .  .
        D  .  .  .  .  .  . 7D  .  .  .  .  .  .
        C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
        hands: [['8D', '2C'], ['8H', '8S', '9S'], []],
        kill: { death: 'left-right', maxGroup: 12 },
      }),
    );
    expect(allDead(state)).toEqual(['8H']); // at creation, credited to nobody
    expect(view(state).kills).toEqual([0, 0, 0]);
    const after = go(state, '8D');
    expect(allDead(after), show(after)).toEqual(['8H']);
    expect(view(after).kills).toEqual([0, 0, 0]);
  });
});

describe('group deaths: an enclosed rectangle of 2..maxGroup off-table cells (§4 Death, group)', () => {
  // 001:55 「例えばA、4、2、3、2、3が出そろった段階で2、3は両方とも死ぬ。」 Reconstructed in rows S/H/D
  // (suits ours): 2♥ 3♥ die once A♥ 4♥ 2♠ 3♠ 2♦ 3♦ are down. (A♠ is closed by 2♠ and A♥ and
  // dies at creation, credited to nobody.)
  const seedExample = `
    S xx 2S 3S  .  .  .  .  .  .  .  .  .  .
    H AH  .  . 4H  .  .  .  .  .  .  .  .  .
    D  . 2D  .  .  .  . 7D  .  .  .  .  .  .
    C  .  .  .  .  .  .  .  .  .  .  .  .  .`;

  test.each([
    [9, ['2H', '3H']],
    [3, ['2H', '3H']],
    [2, ['2H', '3H']],
    [1, []],
  ] as [number, Card[]][])(
    `A 4 2 3 2 3 down → 2 3 die; maxGroup %i — ${S001}:55 「A、4、2、3、2、3が出そろった段階で2、3は両方とも死ぬ」`,
    (maxGroup, expected) => {
      const state = createGame(
        killPosition({ table: seedExample, hands: [['3D', '2C'], ['AS', '2H'], ['3H']], kill: { maxGroup } }),
      );
      expect(allDead(state)).toEqual(['AS']);
      expect(view(state).kills).toEqual([0, 0, 0]);
      const after = go(state, '3D');
      expect(allDead(after), show(after)).toEqual(sortCards(['AS', ...expected]));
      expect(view(after).kills[0]).toBe(expected.length);
      expect(view(after).dead[1]).toEqual(expected.length ? ['AS', '2H'] : ['AS']);
      expect(view(after).dead[2]).toEqual(expected.length ? ['3H'] : []);
    },
  );

  // A 2×2 block 8H 9H 8D 9D closed by 8 cards; 9C goes down last.
  test.each([
    [1, false],
    [2, false],
    [3, false],
    [4, true],
    [6, true],
    [9, true],
    [12, true],
  ])(
    `a 2×2 block dies iff maxGroup ≥ 4: maxGroup %i → %s — ${S004}:38–39 「長方形内の枚数が最大枚数より多いならば、殺しは成立しません」`,
    (maxGroup, dies) => {
      const state = createGame(
        killPosition({
          table: `
        S  .  .  .  .  .  .  . 8S 9S  .  .  .  .
        H  .  .  .  .  .  . 7H  .  . TH  .  .  .
        D  .  .  .  .  .  . 7D  .  . TD  .  .  .
        C  .  .  .  .  .  .  . 8C  .  .  .  .  .`,
          hands: [['9C', '2S'], ['8H', '9H', '8D', '9D'], []],
          kill: { maxGroup },
        }),
      );
      const after = go(state, '9C');
      expect(allDead(after), show(after)).toEqual(dies ? ['8H', '9H', '8D', '9D'] : []);
      expect(view(after).kills[0]).toBe(dies ? 4 : 0);
      expect(view(after).handSizes[1]).toBe(dies ? 0 : 4);
    },
  );

  test.each([
    [1, false],
    [2, false],
    [3, true],
  ])(
    `a line of 3 (3♥ 4♥ 5♥) dies iff maxGroup ≥ 3: maxGroup %i → %s — ${S001}:53 「3枚以下のカードが一辺に囲まれた場合、囲まれたカードは全て死んだ」`,
    (maxGroup, dies) => {
      const state = createGame(
        killPosition({
          table: `
        S  .  . 3S 4S 5S  .  .  .  .  .  .  .  .
        H  . 2H  .  .  . 6H  .  .  .  .  .  .  .
        D  .  . 3D 4D  .  . 7D  .  .  .  .  .  .
        C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
          hands: [['5D', '2S'], ['3H', '4H', '5H'], []],
          kill: { maxGroup },
        }),
      );
      const after = go(state, '5D');
      expect(allDead(after), show(after)).toEqual(dies ? ['3H', '4H', '5H'] : []);
    },
  );

  test(`maxGroup 1 = single cards only: a single enclosed cell still dies — ${S004}:37 「1以外を選択すると…まとめて「殺し」」`, () => {
    const { after } = enclosure(
      `
      S xx 2S  .  .  .  .  .  .  .  .  .  .  .
      H  .  .  .  .  .  .  .  .  .  .  .  .  .
      D  .  .  .  .  .  . 7D  .  .  .  .  .  .
      C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
      'AH',
      { maxGroup: 1 },
    );
    expect(allDead(after)).toEqual(['AS']);
  });

  // docs §4.5: the off-table 2♠ 3♠ 2♥ form an L: never a group, whatever maxGroup.
  const lShape = `
    S AS  .  . 4S  .  .  .  .  .  .  .  .  .
    H AH  . 3H  .  .  .  .  .  .  .  .  .  .
    D  . 2D  .  .  .  . 7D  .  .  .  .  .  .
    C  .  .  .  .  .  .  .  .  .  .  .  .  .`;

  test.each([2, 3, 4, 9, 12])(
    'an L-shaped component never dies: maxGroup %i, threeWallGroups (SPEC §4: "a rectangle")',
    (maxGroup) => {
      const state = createGame(
        killPosition({
          table: lShape,
          hands: [['8D', '2C'], ['2S', '3S', '2H'], []],
          kill: { maxGroup, threeWallGroups: true },
        }),
      );
      expect(allDead(state), show(state)).toEqual([]);
      const after = go(state, '8D'); // an unrelated move
      expect(allDead(after)).toEqual([]);
    },
  );

  test.each([
    ['2H', ['2S', '3S']],
    ['3S', ['2S', '2H']],
  ] as [Card, Card[]][])(
    `when the L loses %s, the rest is a rectangle and dies, credited to the mover — ${S004}:37 「長方形の形で壁または他の札に囲まれてしまうと、まとめて「殺し」」`,
    (move, expected) => {
      const rest: Card[] = (['2S', '3S', '2H'] as Card[]).filter((c) => c !== move);
      const state = createGame(killPosition({ table: lShape, hands: [[move, '2C'], rest, []], kill: { maxGroup: 2 } }));
      const after = go(state, move);
      expect(allDead(after), show(after)).toEqual(sortCards(expected));
      expect(view(after).kills).toEqual([2, 0, 0]);
    },
  );
});

describe('the three-wall case: a full-height block at the A or K edge (kill.threeWallGroups)', () => {
  // 004:43 「複数枚で構成する長方形の3辺が壁の場合に、このオプションがチェックされていない場合には、「殺し」が成立しません。」
  // 004:44 「壁が2辺以下の場合や、このオプションがチェックされていて、3辺が壁の場合には、「殺し」が成立します。」
  test.each([
    // [block, cards placed before, last card, maxGroup, threeWallGroups, dies]
    ['A', ['2S', '2H', '2D'], '2C', 4, true, true],
    ['A', ['2S', '2H', '2D'], '2C', 12, true, true],
    ['A', ['2S', '2H', '2D'], '2C', 4, false, false],
    ['A', ['2S', '2H', '2D'], '2C', 9, false, false],
    ['A', ['2S', '2H', '2D'], '2C', 3, true, false],
    ['Q–K', ['JS', 'JH', 'JD'], 'JC', 8, true, true],
    ['Q–K', ['JS', 'JH', 'JD'], 'JC', 9, false, false],
    ['Q–K', ['JS', 'JH', 'JD'], 'JC', 6, true, false],
    ['J–K', ['TS', 'TH', 'TD'], 'TC', 12, true, true],
    ['J–K', ['TS', 'TH', 'TD'], 'TC', 12, false, false],
    ['J–K', ['TS', 'TH', 'TD'], 'TC', 11, true, false],
  ] as [string, Card[], Card, number, boolean, boolean][])(
    `the %s columns closed by %j + %s, maxGroup %i, threeWallGroups %s → dies %s — ${S004}:43–44 「3辺が壁の場合には」`,
    (_block, placed, last, maxGroup, threeWallGroups, dies) => {
      const columns = last[0] === '2' ? ['A'] : last[0] === 'J' ? ['Q', 'K'] : ['J', 'Q', 'K'];
      const block = sortCards(columns.flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => `${r}${s}` as Card)));
      const state = createGame(
        killPosition({
          table: ['7D', ...placed],
          hands: [[last, '5D'], block, []],
          kill: { maxGroup, threeWallGroups },
        }),
      );
      expect(allDead(state)).toEqual([]);
      const after = go(state, last);
      expect(allDead(after), show(after)).toEqual(dies ? block : []);
      expect(view(after).kills[0]).toBe(dies ? block.length : 0);
    },
  );

  test(`a full-height block in the middle touches only 2 walls and dies without threeWallGroups — ${S004}:44 「壁が2辺以下の場合…「殺し」が成立します」`, () => {
    const state = createGame(
      killPosition({
        table: `
        S  .  .  .  .  .  . 7S  . 9S  .  .  .  .
        H  .  .  .  .  .  . 7H  . 9H  .  .  .  .
        D  .  .  .  .  .  . 7D  . 9D  .  .  .  .
        C  .  .  .  .  .  . 7C  .  .  .  .  .  .`,
        hands: [['9C', '2S'], ['8S', '8H', '8D', '8C'], []],
        kill: { maxGroup: 4, threeWallGroups: false },
      }),
    );
    const after = go(state, '9C');
    expect(allDead(after), show(after)).toEqual(['8S', '8H', '8D', '8C']);
  });

  test('4 walls never: the empty grid does not die, whatever the options (SPEC §4: "on 4 sides … never")', () => {
    for (const start of ['fan-tan', 'sevens'] as const) {
      const state = createGame(
        killPosition({ hands: [['7D'], []], start, kill: { maxGroup: 12, threeWallGroups: true } }),
      );
      expect(allDead(state)).toEqual([]);
    }
    const state = go(
      createGame(killPosition({ hands: [['7D'], []], kill: { maxGroup: 12, threeWallGroups: true } })),
      '7D',
    );
    expect(allDead(state)).toEqual([]);
  });
});

// --- dead cards ------------------------------------------------------------------------------

describe('dead cards leave hands into the dead pile and can never be played', () => {
  // 004:13 「殺されたカードを手札に持っているプレイヤーは、直ちに殺されたカードを公開しなければなりません。」
  // 001:30 「死んでしまったカードは場に出すことはできない。」
  const position = killPosition({
    table: `
    S  .  .  .  .  .  . 7S  . 9S  .  .  .  .
    H  .  .  .  .  .  .  .  .  .  .  .  .  .
    D  .  .  .  .  .  . 7D  .  .  .  .  .  .
    C  .  .  .  .  .  .  .  .  .  .  .  .  .`,
    hands: [['8H', '2C'], ['8S', '6D', '8C'], []],
  });

  test(`the dead card is revealed in view.dead and leaves hands and handSizes — ${S004}:13 「直ちに殺されたカードを公開しなければなりません」`, () => {
    const state = createGame(position);
    const after = go(state, '8H');
    for (const who of [null, 0, 1, 2]) {
      const v = who === null ? view(after) : view(after, who);
      expect(v.dead).toEqual([[], ['8S'], []]);
      expect(v.handSizes).toEqual([1, 2, 44]);
      expect(v.table).not.toContain('8S');
    }
    expect(view(after, 1).hands[1]).toEqual(['6D', '8C']);
    expect(view(after).hands[1]).toEqual(['6D', '8C']);
    const standing = score(after).standings.find((s) => s.player === 1);
    expect(standing?.dead).toBe(1);
    expect(standing?.cardsLeft).toBe(2);
  });

  test(`a dead card can never be played: IllegalMoveError 'not-in-hand' — ${S001}:30 「死んでしまったカードは場に出すことはできない」`, () => {
    const after = go(createGame(position), '8H');
    expect(view(after).current).toBe(1);
    expect(verdict(after, play('8S'))).toBe('not-in-hand');
    expect(isLegalMove(after, play('8S'))).toBe(false);
    expect(legalMoves(after).some((m) => m.type === 'play' && m.card === '8S')).toBe(false);
    // nor later, whatever happens around it
    const later = go(after, '6D', '9H', 'pass', '8C'); // player 0 (holding 2C) cannot play
    expect(verdict(later, play('8S'))).toBe('not-in-hand');
    expect(allDead(later)).toEqual(['8S']);
  });
});

describe('kills and selfKills (§4 Kills)', () => {
  // 004:78 「殺されたカードの枚数が同じ場合には…最も「殺し」を実施した(殺した)枚数が一番多いプレイヤーが勝利者」
  // 8H closes both 8S (top edge) and 8D (middle).
  const table = `
    S  .  .  .  .  .  . 7S  . 9S  .  .  .  .
    H  .  .  .  .  .  .  .  .  .  .  .  .  .
    D  .  .  .  .  .  . 7D  . 9D  .  .  .  .
    C  .  .  .  .  .  .  . 8C  .  .  .  .  .`;

  test.each([
    ['own 8S + p1 8D', [['8H', '8S', '2C'], ['8D'], []], [1, 0, 0], [1, 0, 0]],
    ['p1 8S + p2 8D', [['8H', '2C'], ['8S'], ['8D']], [2, 0, 0], [0, 0, 0]],
    ['own 8S + own 8D', [['8H', '8S', '8D', '2C'], [], []], [0, 0, 0], [2, 0, 0]],
  ] as [string, Card[][], number[], number[]][])(
    `one move kills two cards (%s): kills counts others' cards, selfKills one's own (SPEC decision, docs §4.8)`,
    (_name, hands, kills, selfKills) => {
      const state = createGame(killPosition({ table, hands, rest: 2 }));
      const after = go(state, '8H');
      expect(allDead(after), show(after)).toEqual(['8S', '8D']);
      expect(view(after).kills).toEqual(kills);
      expect(view(after).selfKills).toEqual(selfKills);
      const st = score(after).standings.find((s) => s.player === 0);
      expect(st?.kills).toBe(kills[0]);
      expect(st?.selfKills).toBe(selfKills[0]);
    },
  );

  test('deaths on the initial table are credited to nobody (SPEC §4 Kills; decisions.md Creation 2)', () => {
    const state = createGame(killPosition({ table: ['2S', 'AH', '7D'], hands: [['8D'], ['AS', '2C'], []] }));
    const v = view(state);
    expect(v.dead).toEqual([[], ['AS'], []]);
    expect(v.kills).toEqual([0, 0, 0]);
    expect(v.selfKills).toEqual([0, 0, 0]);
    expect(v.handSizes[1]).toBe(1);
  });

  test("deaths at creation empty the first player's hand: they go out when the turn comes to them (decisions.md Creation 4)", () => {
    const state = createGame(killPosition({ table: ['2S', 'AH', '7D'], hands: [['AS'], ['8D'], []] }));
    const v = view(state);
    expect(v.dead[0]).toEqual(['AS']);
    expect(v.finished).toEqual([0]);
    expect(v.current).toBe(1);
    expect(v.kills).toEqual([0, 0, 0]);
  });

  test(`a whole game that dies at creation is over at once (decisions.md Creation 4–5) — ${S001}:32 「全員がゲームから抜けるか脱落するかした段階でゲームは終了」`, () => {
    // J♣ Q♣ K♣ are the only cells off the table: a 1×3 rectangle on 2 walls, dies (maxGroup 9).
    const table = ALL_CARDS.filter((c) => !['JC', 'QC', 'KC'].includes(c));
    const state = createGame(killPosition({ table, hands: [['JC', 'KC'], ['QC']] }));
    const v = view(state);
    expect(v.dead).toEqual([['JC', 'KC'], ['QC']]);
    expect(v.over).toBe(true);
    expect(v.current).toBeNull();
    expect(v.finished).toEqual([0, 1]);
    expect(v.kills).toEqual([0, 0]);
  });
});

// --- extra turn ------------------------------------------------------------------------------

describe('kill.extraTurn: a killing move gives its player another turn', () => {
  // 004:52 「殺しを成立させたら、もう一度連続して手番を行なうことができます。」
  // 004:53 「さらに殺しを成立させた場合も、さらにもう一度連続して手番を行なうことができます。」
  const table = ['2S', 'QS', '7D'] as Card[];
  const hands: Card[][] = [['AH', 'KH', '6D'], ['AS', 'KS', '2C'], []];

  test.each([
    [true, 0],
    [false, 1],
  ])(
    `extraTurn %s: after killing A♠ the player to move is %i — ${S004}:52 「殺しを成立させたら、もう一度連続して手番を行なう」`,
    (extraTurn, next) => {
      const state = go(createGame(killPosition({ table, hands, kill: { extraTurn } })), 'AH');
      expect(allDead(state)).toEqual(['AS']);
      expect(view(state).current).toBe(next);
    },
  );

  test(`kills chain extra turns; a move that kills nothing ends the chain — ${S004}:53 「さらに殺しを成立させた場合も、さらにもう一度」`, () => {
    let state = createGame(killPosition({ table, hands, kill: { extraTurn: true } }));
    state = go(state, 'AH');
    expect(view(state).current).toBe(0);
    state = go(state, 'KH');
    expect(allDead(state)).toEqual(['AS', 'KS']);
    expect(view(state).current).toBe(0);
    state = go(state, '6D');
    expect(allDead(state)).toEqual(['AS', 'KS']);
    expect(view(state).current).toBe(1);
    expect(view(state).kills).toEqual([2, 0, 0]);
  });

  test('a self-kill also gives another turn (SPEC: "killed at least one card (anyone\'s)"; docs §4.9)', () => {
    const state = go(
      createGame(killPosition({ table, hands: [['AH', 'AS', '6D'], ['2C'], []], kill: { extraTurn: true } })),
      'AH',
    );
    expect(view(state).selfKills[0]).toBe(1);
    expect(view(state).current).toBe(0);
  });

  test('no extra turn for a mover who went out with the killing move (SPEC §4 Kills)', () => {
    const state = go(
      createGame(killPosition({ table, hands: [['AH'], ['AS', '2C'], []], kill: { extraTurn: true } })),
      'AH',
    );
    expect(allDead(state)).toEqual(['AS']);
    expect(view(state).finished).toEqual([0]);
    expect(view(state).current).toBe(1);
  });
});

// --- kill-only diagonals ---------------------------------------------------------------------

describe("kill.diagonal 'kill-only': a diagonal-only placement is legal only if it kills", () => {
  // 004:84 「一部のローカルルールでは上下左右で場札と隣接している手札は、いつでも場に出す事ができますが、斜めに置けるのは「殺し」が発生する時だけとなっています。」
  // 004:85 「本ゲームのルールではいつでも斜めに置ける事にしています。」
  // docs §4.2: 9♠ touches only 8♥ (a corner); playing it closes 8♠'s last side.
  const table = `
    S  .  .  .  .  .  . 7S  .  .  .  .  .  .
    H  .  .  .  .  .  . 7H 8H  .  .  .  .  .
    D  .  .  .  .  .  . 7D  .  .  .  .  .  .
    C  .  .  .  .  .  .  .  .  .  .  .  .  .`;

  test.each([
    ['kill-only', [play('9S'), play('9H')]],
    ['always', [play('9S'), play('9H'), play('9D')]],
  ] as const)(
    `diagonal %s: legal moves of a player holding 9♠ (kills 8♠), 9♥ (side), 9♦ (diagonal, kills nothing) — ${S004}:84 「斜めに置けるのは「殺し」が発生する時だけ」`,
    (diagonal, expected) => {
      const state = createGame(
        killPosition({ table, hands: [['9S', '9H', '9D'], ['8S', '2C'], []], kill: { diagonal } }),
      );
      expect(legalMoves(state)).toEqual(expected);
      if (diagonal === 'kill-only') expect(verdict(state, play('9D'))).toBe('not-playable');
      const after = go(state, '9S');
      expect(allDead(after)).toEqual(['8S']);
    },
  );

  test('a diagonal move that kills only the mover\'s own card is legal (SPEC: "at least one card (anyone\'s)")', () => {
    const state = createGame(
      killPosition({ table, hands: [['9S', '8S'], ['2C'], []], kill: { diagonal: 'kill-only' } }),
    );
    expect(playable(state, '9S')).toBe(true);
    expect(view(go(state, '9S')).selfKills[0]).toBe(1);
  });

  test(`a side neighbour is always enough, with no kill — ${S004}:84 「上下左右で場札と隣接している手札は、いつでも場に出す事ができます」`, () => {
    const state = createGame(killPosition({ table, hands: [['9H'], ['2C'], []], kill: { diagonal: 'kill-only' } }));
    expect(playable(state, '9H')).toBe(true);
    expect(allDead(go(state, '9H'))).toEqual([]);
  });

  test("under 'fan-tan' a 7 may still be played any time, with a diagonal-only or no neighbour (SPEC §4 Placement)", () => {
    // 7♠ touches only 8♥ (a corner) and kills nothing; 7♣ would touch 7♦ — use 7♠ only.
    const state = createGame(
      killPosition({ table: ['7D', '8H'], hands: [['7S', '2C'], ['5S'], []], kill: { diagonal: 'kill-only' } }),
    );
    expect(playable(state, '7S')).toBe(true);
    expect(allDead(go(state, '7S'))).toEqual([]);
    const bare = createGame(
      killPosition({ table: ['7D'], hands: [['7S', '2C'], [], []], kill: { diagonal: 'kill-only' } }),
    );
    expect(playable(bare, '7S')).toBe(true);
  });
});

// --- passes and disqualification -------------------------------------------------------------

describe('passes (§4 Pass)', () => {
  // 004:69 「自分の手番に、カードを置くところがなくなったプレイヤーは、その手番をパスします。」
  // 004:70 「パスは何回でも行なう事ができます。」
  test(`passes are unlimited by default — ${S004}:70 「パスは何回でも行なう事ができます」`, () => {
    // player 1 holds the spades but 7♠: nothing of theirs touches the diamonds player 0 lays.
    const spades = ALL_CARDS.filter((c) => c[1] === 'S' && c !== '7S');
    let state = createGame(killPosition({ table: ['7D'], hands: [[], spades], rest: 0 }));
    const diamonds: Card[] = ['8D', '9D', 'TD', 'JD', 'QD', 'KD', '6D', '5D', '4D', '3D', '2D', 'AD'];
    for (const card of diamonds) {
      expect(view(state).current).toBe(0);
      state = go(state, card);
      expect(legalMoves(state)).toEqual([PASS]);
      state = go(state, 'pass');
    }
    expect(view(state).passes).toEqual([0, 12]);
    expect(view(state).disqualified).toEqual([]);
  });

  test(`a player who can play may not pass (forced passes only) — ${S004}:89 「パスは置けるところがない時だけ行なう事ができ」`, () => {
    const state = createGame(killPosition({ table: ['7D'], hands: [['8D'], []] }));
    expect(verdict(state, PASS)).toBe('pass-not-allowed');
    expect(isLegalMove(state, PASS)).toBe(false);
  });

  test(`freePass with passLimit 2: two free passes, then no more — ${S004}:87 「置けるところがある場合でもパスができる」`, () => {
    let state = createGame(
      killPosition({
        table: ['7D'],
        hands: [
          ['8D', '9D'],
          ['6D', '5D'],
        ],
        freePass: true,
        passLimit: 2,
      }),
    );
    state = go(state, 'pass', 'pass', 'pass', 'pass');
    expect(view(state).passes).toEqual([2, 2]);
    expect(legalMoves(state)).toEqual([play('8D')]);
    expect(verdict(state, PASS)).toBe('pass-not-allowed');
  });

  test(`passLimit 0: the first forced pass disqualifies; the cards go to the table and deaths follow, credited to nobody — ${S001}:32 「定められた回数以上にパスをしたプレイヤーはゲームから脱落する」`, () => {
    // player 1 holds 2♠ and A♥, nothing near 7♦; when they go down, A♠ (player 2's) is closed.
    const state = createGame(
      killPosition({
        table: ['7D'],
        hands: [['8D'], ['2S', 'AH'], ['AS', '3S']],
        rest: 0,
        firstPlayer: 1,
        passLimit: 0,
      }),
    );
    expect(legalMoves(state)).toEqual([PASS]);
    const after = go(state, 'pass');
    const v = view(after);
    expect(v.disqualified).toEqual([1]);
    expect(v.passes).toEqual([0, 1, 0]);
    expect(v.table).toEqual(['2S', 'AH', '7D']);
    expect(v.handSizes[1]).toBe(0);
    expect(v.dead).toEqual([[], [], ['AS']]);
    expect(v.kills).toEqual([0, 0, 0]);
    expect(v.selfKills).toEqual([0, 0, 0]);
    expect(v.current).toBe(2);
    // the disqualified player's cards are table cells: 3♠ now touches 2♠
    expect(playable(after, '3S')).toBe(true);
    expect(score(after).standings.at(-1)).toMatchObject({ player: 1, status: 'disqualified', chips: 0 });
  });

  test(`a 7♦ killed on the initial table under 'fan-tan': the game opens without it (SPEC rev 4 §2 Start: "unless 7♦ is already on the table or dead")`, () => {
    // Revision 3 had "until then play 7D is the only legal move", so nobody could ever open and
    // passes ran into disqualification (or, with passLimit null, forever). Revision 4 lets the
    // opening lapse. Player 1 was dealt 7♦ (and the rest of the deck); player 0 holds A♠ and K♣.
    let state = createGame(
      killPosition({ table: ['7H', '6D', '8D', '7C'], hands: [['AS', 'KC'], ['7D']], passLimit: 0 }),
    );
    expect(view(state).dead).toEqual([[], ['7D']]);
    expect(view(state).kills).toEqual([0, 0]);
    expect(view(state).current).toBe(1); // the player dealt 7♦
    const moves = legalMoves(state);
    expect(moves).not.toContainEqual(PASS);
    expect(moves).toContainEqual({ type: 'play', card: '6H' }); // beside 7♥
    expect(moves).toContainEqual({ type: 'play', card: '7S' }); // a 7, any time under 'fan-tan'
    expect(moves).toContainEqual({ type: 'play', card: '5C' }); // diagonal to 6♦
    state = go(state, '6H');
    expect(view(state).current).toBe(0);
    expect(legalMoves(state)).toEqual([PASS]); // A♠ and K♣ are far from the table
  });

  test('passLimit 1: one pass is allowed, the next (forced) pass disqualifies (SPEC §3 Pass)', () => {
    let state = createGame(
      killPosition({
        table: ['7D'],
        hands: [
          ['8D', '9D', 'TD'],
          ['KS', 'QS'],
        ],
        rest: 0,
        passLimit: 1,
      }),
    );
    state = go(state, '8D', 'pass', '9D');
    expect(view(state).disqualified).toEqual([]);
    state = go(state, 'pass');
    expect(view(state).disqualified).toEqual([1]);
    expect(view(state).passes).toEqual([0, 2]);
    expect(view(state).table).toContain('KS');
  });
});

// --- going out and the end -------------------------------------------------------------------

describe('going out (§4 Going out)', () => {
  // 004:71 「自分の手番中に、手札がなくなったプレイヤーは、その時点で「あがり」となります。」
  // 004:72 「…手札を場に出してあがる場合と、自分の手札を自分で殺してしまう事によりあがる場合があります。」
  // 004:73 「他人の手番にカードを殺されて、手札がなくなってしまった場合は、自分の手番が回ってきた時点であがりとなります。」
  test(`a player whose own play empties their hand goes out at once — ${S004}:71 「手札がなくなったプレイヤーは、その時点で「あがり」」`, () => {
    const state = go(createGame(killPosition({ table: ['7D'], hands: [['8D'], ['9D'], []] })), '8D');
    expect(view(state).finished).toEqual([0]);
    expect(view(state).current).toBe(1);
    expect(score(state).standings.find((s) => s.player === 0)?.status).toBe('out');
  });

  test(`a player whose own move kills their last card goes out at once — ${S004}:72 「自分の手札を自分で殺してしまう事によりあがる」`, () => {
    const state = go(createGame(killPosition({ table: ['2S', '7D'], hands: [['AH', 'AS'], ['9D'], []] })), 'AH');
    expect(view(state).dead[0]).toEqual(['AS']);
    expect(view(state).selfKills[0]).toBe(1);
    expect(view(state).finished).toEqual([0]);
    expect(view(state).current).toBe(1);
  });

  test(`a player whose last card another kills goes out when their turn comes; until then 'playing' with no cards — ${S004}:73–74 「自分の手番が回ってきた時点であがり」「相手の手番中にあがることはできません」`, () => {
    // player 0 kills player 2's only card; player 1 moves first, then the turn reaches player 2.
    let state = createGame(killPosition({ table: ['2S', '7D'], hands: [['AH', '6D'], [], ['AS']], rest: 1 }));
    state = go(state, 'AH');
    let v = view(state);
    expect(v.dead[2]).toEqual(['AS']);
    expect(v.handSizes[2]).toBe(0);
    expect(v.finished).toEqual([]);
    expect(v.current).toBe(1);
    expect(score(state).standings.find((s) => s.player === 2)?.status).toBe('playing');
    state = go(state, '8D');
    v = view(state);
    expect(v.finished).toEqual([2]);
    expect(v.current).toBe(0);
    expect(score(state).standings.find((s) => s.player === 2)?.status).toBe('out');
  });

  test("with extraTurn the victim waits through the killer's extra turns (docs §4.11)", () => {
    let state = createGame(
      killPosition({ table: ['2S', '7D'], hands: [['AH', '6D', '9D'], ['AS'], []], kill: { extraTurn: true } }),
    );
    state = go(state, 'AH');
    expect(view(state).current).toBe(0);
    expect(view(state).finished).toEqual([]);
    expect(view(state).handSizes[1]).toBe(0);
    state = go(state, '6D'); // kills nothing: the turn goes on, reaches player 1, who goes out
    expect(view(state).finished).toEqual([1]);
    expect(view(state).current).toBe(2);
  });
});

describe('the end of the game: everyone out or disqualified (§4 Going out)', () => {
  // 001:32 「全員がゲームから抜けるか脱落するかした段階でゲームは終了である。」
  // 004:75 「全員があがりとなった時点で、ゲームは終了します。」
  test(`a two-player ending: the last player is out when their turn comes — ${S004}:75 「全員があがりとなった時点で、ゲームは終了」`, () => {
    // Only J♣ Q♣ K♣ are off the table; maxGroup 1 so they do not die at creation.
    const table = ALL_CARDS.filter((c) => !['JC', 'QC', 'KC'].includes(c));
    let state = createGame(killPosition({ table, hands: [['JC', 'KC'], ['QC']], kill: { maxGroup: 1 } }));
    expect(allDead(state)).toEqual([]);
    state = go(state, 'KC');
    expect(view(state).over).toBe(false);
    state = go(state, 'QC'); // J♣ dies (player 0's last card); player 1 is out at once
    const v = view(state);
    expect(v.dead).toEqual([['JC'], []]);
    expect(v.kills).toEqual([0, 1]);
    expect(v.finished).toEqual([1, 0]);
    expect(v.over).toBe(true);
    expect(v.current).toBeNull();
    expect(legalMoves(state)).toEqual([]);
    expect(verdict(state, PASS)).toBe('game-over');
    expect(score(state)).toEqual({
      over: true,
      standings: [
        { player: 1, rank: 1, status: 'out', cardsLeft: 0, dead: 0, kills: 1, selfKills: 0, chips: 0 },
        { player: 0, rank: 2, status: 'out', cardsLeft: 0, dead: 1, kills: 0, selfKills: 0, chips: 0 },
      ],
    });
  });

  test(`unlike classic, the last player plays on alone until out; the game ends with everyone out or disqualified — ${S001}:32`, () => {
    let state = createGame(killPosition({ table: ['7D'], hands: [[], ['KS']], rest: 0, firstPlayer: 1, passLimit: 0 }));
    state = go(state, 'pass');
    expect(view(state).disqualified).toEqual([1]);
    let moves = 0;
    while (!view(state).over) {
      expect(view(state).current).toBe(0);
      const [first] = legalMoves(state);
      expect(first?.type).toBe('play');
      state = applyMove(state, first as Move);
      expect(++moves).toBeLessThan(60);
    }
    const v = view(state);
    expect(v.finished).toEqual([0]);
    expect(v.disqualified).toEqual([1]);
    expect(v.handSizes).toEqual([0, 0]);
    expect(order(state)).toEqual([0, 1]);
  });
});

// --- standings -------------------------------------------------------------------------------

describe("standings: fewest dead, then tiebreak 'kills' or 'finish'; disqualified last", () => {
  // 001:36 「脱落していないプレイヤーの中で、手札として持っている死んでしまったカードの枚数が最も少ないプレイヤーが優勝である。
  //          二人のプレイヤーが持っている死んでしまったカードの枚数が同じ時は、先にゲームから抜けたプレイヤーの方が順位が高い。」
  // 004:78–79 kills first, then earlier out (this program's own rule, 004:99).
  // Position (maxGroup 1; free passes): off the table only 2♠ 3♠ 8♣ T♣ (player 0), K♣ (player 1),
  // 9♣ J♣ Q♣ (player 2).
  const position = (tiebreak: 'kills' | 'finish') =>
    killPosition({
      table: ALL_CARDS.filter((c) => !['2S', '3S', '8C', 'TC', 'KC', '9C', 'JC', 'QC'].includes(c)),
      hands: [['2S', '3S', '8C', 'TC'], ['KC'], ['9C', 'JC', 'QC']],
      kill: { maxGroup: 1, tiebreak },
      freePass: true,
      passLimit: 10,
    });

  test.each([
    ['kills', [1, 0, 2], [0, 1, 2], [1, 0, 2]],
    ['finish', [1, 0, 2], [1, 0, 2], [1, 0, 2]],
  ] as const)(
    `tiebreak %s — ${S004}:78 「殺した枚数が一番多いプレイヤーが勝利者」 / ${S001}:36 「先にゲームから抜けたプレイヤーの方が順位が高い」`,
    (tiebreak, afterOut, afterKill, final) => {
      let state = createGame(position(tiebreak));
      expect(allDead(state)).toEqual([]);
      expect(order(state)).toEqual([0, 1, 2]); // nobody out, all equal: by index
      state = go(state, '8C', 'KC');
      // player 1 went out; everyone has 0 dead and 0 kills: the player out ranks first, the others by index
      expect(view(state).finished).toEqual([1]);
      expect(order(state)).toEqual([...afterOut]);
      state = go(state, 'pass', 'TC'); // player 0 kills 9♣ (player 2's) but is not out
      expect(view(state).kills).toEqual([1, 0, 0]);
      expect(view(state).dead).toEqual([[], [], ['9C']]);
      expect(order(state)).toEqual([...afterKill]);
      state = go(state, 'QC'); // J♣ dies (own): player 2 out
      state = go(state, '2S'); // 3♠ dies (own): player 0 out
      expect(view(state).over).toBe(true);
      expect(view(state).finished).toEqual([1, 2, 0]);
      const s = score(state);
      expect(s.standings.map((x) => x.player)).toEqual([...final]);
      expect(s.standings.map((x) => x.dead)).toEqual([0, 1, 2]);
      expect(s.standings.map((x) => x.rank)).toEqual([1, 2, 3]);
      expect(s.standings.every((x) => x.chips === 0 && x.status === 'out')).toBe(true);
    },
  );

  test.each([
    ['kills', [0, 1, 2]],
    ['finish', [1, 0, 2]],
  ] as const)(
    `a final tie on dead cards, tiebreak %s: more kills first, or earlier out first — ${S004}:97–98 「先にあがった方が勝利」「殺した枚数が多い方が勝利者」`,
    (tiebreak, final) => {
      // player 0 (8♣ T♣) kills 9♣ and goes out second; player 1 (K♣) goes out first; both end with 0 dead.
      let state = createGame(
        killPosition({
          table: ALL_CARDS.filter((c) => !['8C', 'TC', 'KC', '9C', 'JC', 'QC'].includes(c)),
          hands: [['8C', 'TC'], ['KC'], ['9C', 'JC', 'QC']],
          kill: { maxGroup: 1, tiebreak },
          freePass: true,
          passLimit: 10,
        }),
      );
      state = go(state, '8C', 'KC', 'pass', 'TC', 'QC');
      const v = view(state);
      expect(v.over).toBe(true);
      expect(v.finished).toEqual([1, 0, 2]);
      expect(v.dead).toEqual([[], [], ['9C', 'JC']]);
      expect(v.kills).toEqual([1, 0, 0]);
      expect(v.selfKills).toEqual([0, 0, 1]);
      expect(score(state).standings.map((x) => [x.player, x.rank])).toEqual(final.map((p, i) => [p, i + 1]));
    },
  );

  test(`fewest dead ranks first regardless of when one went out — ${S001}:38 「いつゲームから抜けたのかにかかわらず順位が決まる」`, () => {
    // player 0 has 1 dead from creation and goes out first; player 1 has none and is not out.
    let state = createGame(killPosition({ table: ['2S', 'AH', '7D'], hands: [['AS', '8D'], ['9D', 'TD'], []] }));
    state = go(state, '8D');
    expect(view(state).finished).toEqual([0]);
    expect(order(state)).toEqual([1, 2, 0]);
  });

  test(`disqualified players rank last, the later disqualified higher — ${S001}:40 「脱落してしまったプレイヤーの順位の決め方は、通常の7並べと同じ」`, () => {
    // players 1 then 2 are disqualified; player 1's cards kill player 0's A♠ (credited to nobody).
    let state = createGame(
      killPosition({
        table: ['7D'],
        hands: [['AS', '8D'], ['2S', 'AH'], ['KS'], []],
        firstPlayer: 1,
        passLimit: 0,
      }),
    );
    state = go(state, 'pass', 'pass');
    const v = view(state);
    expect(v.disqualified).toEqual([1, 2]);
    expect(v.dead[0]).toEqual(['AS']);
    expect(v.current).toBe(3);
    const s = score(state);
    expect(s.standings.map((x) => x.player)).toEqual([3, 0, 2, 1]);
    expect(s.standings.map((x) => x.status)).toEqual(['playing', 'playing', 'disqualified', 'disqualified']);
    expect(s.standings.every((x) => x.chips === 0)).toBe(true);
  });

  test('chips are 0 in Kill (SPEC §3 Standings: "In the Kill variant chips is 0")', () => {
    let state = createGame(
      killPosition({ table: ['2S', '7D'], hands: [['AH', '6D'], ['AS', '9D'], []], passLimit: 3 }),
    );
    state = go(state, 'AH');
    expect(score(state).standings.map((x) => x.chips)).toEqual([0, 0, 0]);
  });
});

describe('Kill options (SPEC §2)', () => {
  test.each([
    [{ maxGroup: 0 }, 'kill.maxGroup'],
    [{ maxGroup: 13 }, 'kill.maxGroup'],
    [{ maxGroup: 2.5 }, 'kill.maxGroup'],
    [{ death: 'left-right', diagonal: 'kill-only' }, 'kill.diagonal'],
  ] as [KillOptions, string][])('%j is an OptionsError', (kill) => {
    expect(() => createGame({ variant: 'kill', kill })).toThrow(OptionsError);
  });

  test('the defaults: maxGroup 9, no three-wall groups, no extra turn, enclosed, always, kills; fan-tan, unlimited passes', () => {
    const state = createGame({ variant: 'kill', seed: 1 });
    const record = JSON.parse(serialize(state));
    expect(record.options).toMatchObject({
      variant: 'kill',
      start: 'fan-tan',
      passLimit: null,
      freePass: false,
      kill: {
        maxGroup: 9,
        threeWallGroups: false,
        extraTurn: false,
        death: 'enclosed',
        diagonal: 'always',
        tiebreak: 'kills',
      },
    });
  });
});
