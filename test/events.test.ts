/**
 * What a move did (SPEC rev 4 §5): `events`, `lastPlayer`, `moveNumber` and `jokerHolder`, one
 * worked scenario per event type, each an explicit position so that the expected events can be
 * read off the rules; plus `formatCard` and the Fan Tan opening when 7♦ is dead (§2 Start).
 *
 * Rule sources, cited by title: the 七並べ rules page of 「七並べforモバイル」 (passes, 失格,
 * the joker), Wikipedia's 7並べ article (ファンタン, 殺しの7並べ), and the manual of the 2009
 * program 殺しの7並べ (殺し, あがり, 殺したらもう一度手番を行なう).
 */
import { describe, expect, test } from 'vitest';
import {
  type Card,
  type CardStyle,
  createGame,
  formatCard,
  type GameEvent,
  type GameState,
  legalMoves,
  parseCard,
  score,
  ShichinarabeError,
  view,
} from '../src/index.js';
import { ALL_CARDS as DECK, grid, killPosition } from './helpers/grid.js';
import { deal, moveNames, play } from './helpers/setup.js';

/**
 * Checks that the last move's events are `expected`, and that every event is public: the same
 * events, lastMove, lastPlayer and moveNumber in the whole truth and in every player's view.
 */
function expectEvents(state: GameState, expected: GameEvent[]): void {
  const truth = view(state);
  expect(truth.events).toEqual(expected);
  for (let p = 0; p < truth.hands.length; p++) {
    const mine = view(state, p);
    expect(mine.events, `player ${p}'s view`).toEqual(truth.events);
    expect(mine.lastMove).toEqual(truth.lastMove);
    expect(mine.lastPlayer).toBe(truth.lastPlayer);
    expect(mine.moveNumber).toBe(truth.moveNumber);
  }
}

/** Each player's view of the joker's holder, then the whole truth's. */
const jokerHolders = (state: GameState): (number | null)[] => {
  const players = view(state).hands.length;
  return [...Array.from({ length: players }, (_, p) => view(state, p).jokerHolder), view(state).jokerHolder];
};

const status = (state: GameState, player: number) => score(state).standings.find((s) => s.player === player)?.status;

// --- The start ------------------------------------------------------------------------------

describe('SPEC §5: the first view of a game', () => {
  test('events [], lastMove and lastPlayer null, moveNumber 0; jokerHolder only for its holder', () => {
    const state = createGame({ seed: 0, jokers: 1 });
    expectEvents(state, []);
    const truth = view(state);
    expect(truth.lastMove).toBeNull();
    expect(truth.lastPlayer).toBeNull();
    expect(truth.moveNumber).toBe(0);
    // seed 0 deals the joker to player 3; nobody else can know it yet
    expect(truth.hands[3]).toContain('JK');
    expect(jokerHolders(state)).toEqual([null, null, null, 3, 3]);
    expect(jokerHolders(createGame({ seed: 0 }))).toEqual([null, null, null, null, null]);
  });
});

// --- play -----------------------------------------------------------------------------------

describe('event `play` (SPEC §3: a card adjacent to the run of its suit; 「七並べforモバイル」: 隣り合う数字のカードを出していきます)', () => {
  test('a play is one event with its player and card; lastPlayer and moveNumber follow', () => {
    const start = createGame({ seed: 0 });
    expect(moveNames(start)).toEqual(['6S', '8H']);
    const state = play(start, '6S');
    expectEvents(state, [{ type: 'play', player: 0, card: '6S' }]);
    expect(view(state).lastPlayer).toBe(0);
    expect(view(state).moveNumber).toBe(1);
    const next = play(state, '6C');
    expectEvents(next, [{ type: 'play', player: 1, card: '6C' }]);
    expect(view(next).moveNumber).toBe(2);
  });
});

// --- joker, swap ----------------------------------------------------------------------------

describe('events `joker`, `play` of its next, `swap` (SPEC §3 Joker; 「七並べforモバイル」: ジョーカーを引き取らなくてはなりません)', () => {
  test('the issue example: seed 0, jokers 1 — player 3 stands the joker in 5♥, player 1 lays 5♥ and takes it', () => {
    const before = play(createGame({ seed: 0, jokers: 1 }), '6S', '6C', '6H');
    expect(view(before).current).toBe(3);
    expect(jokerHolders(before)).toEqual([null, null, null, 3, 3]);
    const sizes = view(before).handSizes;
    const state = play(before, 'JK@5H+4H');
    expectEvents(state, [
      { type: 'joker', player: 3, card: '5H' },
      { type: 'play', player: 3, card: '4H' },
      { type: 'swap', player: 1, card: '5H' },
    ]);
    // Player 0's view shows who took the joker: the swap was public.
    const zero = view(state, 0);
    expect(zero.jokerHolder).toBe(1);
    expect(zero.lastPlayer).toBe(3);
    expect(zero.lastMove).toEqual({ type: 'joker', card: '5H', next: '4H' });
    expect(zero.moveNumber).toBe(4);
    expect(jokerHolders(state)).toEqual([1, 1, 1, 1, 1]);
    // Hand sizes: player 1 laid 5♥ and took the joker (unchanged); player 3 lost the joker and 4♥.
    expect(zero.handSizes).toEqual([sizes[0], sizes[1], sizes[2], (sizes[3] as number) - 2]);
    expect(view(state).hands[1]).toContain('JK');
    expect(view(state).hands[1]).not.toContain('5H');
    expect(zero.table).toEqual(expect.arrayContaining(['4H', '5H']));
    // It stays public after later moves.
    const later = play(state, legalMoves(state)[0] as never);
    expect(view(later, 2).jokerHolder).toBe(1);
  });

  test("jokerPlay 'alone': `joker` then `swap`, no `play`", () => {
    // Player 0 holds the joker, 9♠ and K♣; player 1 holds 8♠ and Q♣; every other card is on the table.
    const state0 = createGame({ ...deal(['JK 9S KC', '8S QC', '2D']), jokers: 1, jokerPlay: 'alone', firstPlayer: 0 });
    // 'alone': any playable cell whose card the mover does not hold (8♠, Q♣ of player 1; 2♦ of player 2)
    expect(moveNames(state0)).toEqual(['JK@8S', 'JK@2D', 'JK@QC']);
    const state = play(state0, 'JK@8S');
    expectEvents(state, [
      { type: 'joker', player: 0, card: '8S' },
      { type: 'swap', player: 1, card: '8S' },
    ]);
    expect(jokerHolders(state)).toEqual([1, 1, 1, 1]);
    expect(view(state).handSizes).toEqual([2, 2, 1]);
  });
});

// --- pass -----------------------------------------------------------------------------------

describe("event `pass` with the player's count after it (SPEC §3 Pass; 「七並べforモバイル」: 出せるカードがなければ…パス)", () => {
  test('each pass carries that player’s pass count; the last play ends the game', () => {
    // Player 0 holds 2♠: 3♠–5♠ are on the table but 6♠ (player 1) is not, so 2♠ cannot be played.
    const start = createGame({ ...deal(['2S', '6S KH', 'QC']), firstPlayer: 0 });
    expect(moveNames(start)).toEqual(['pass']);
    let state = play(start, 'pass');
    expectEvents(state, [{ type: 'pass', player: 0, passes: 1 }]);
    state = play(state, 'KH', 'QC');
    expectEvents(state, [
      { type: 'play', player: 2, card: 'QC' },
      { type: 'out', player: 2 },
    ]);
    state = play(state, 'pass');
    expectEvents(state, [{ type: 'pass', player: 0, passes: 2 }]);
    expect(view(state).passes).toEqual([2, 0, 0]);
    state = play(state, '6S');
    // Player 1 goes out and only player 0 is still playing: the game is over (SPEC §3 Going out).
    expectEvents(state, [{ type: 'play', player: 1, card: '6S' }, { type: 'out', player: 1 }, { type: 'over' }]);
    expect(view(state).moveNumber).toBe(5);
  });
});

// --- disqualified ---------------------------------------------------------------------------

describe('event `disqualified` (SPEC §3 Pass; 「七並べforモバイル」 パスと「失格」: 手持ちのカードを全て場の所定の位置に表にして出して)', () => {
  test('classic: the pass, then the cards laid face up in table order; the joker is removed, not laid', () => {
    // Player 0 holds 2♠, T♥ and the joker and has no move: 6♠ and 8♥ are player 1's, and the
    // joker's bridges (6♠ with 5♠, 8♥ with 9♥, 5♦ with 4♦, 9♦ with T♦) need cards on the table.
    const start = createGame({
      ...deal(['TH 2S JK', '6S 8H 5D', '9D']),
      jokers: 1,
      passLimit: 0,
      firstPlayer: 0,
    });
    expect(moveNames(start)).toEqual(['pass']);
    expect(jokerHolders(start)).toEqual([0, null, null, 0]);
    const state = play(start, 'pass');
    expectEvents(state, [
      { type: 'pass', player: 0, passes: 1 },
      { type: 'disqualified', player: 0, cards: ['2S', 'TH'] },
    ]);
    const truth = view(state);
    expect(truth.disqualified).toEqual([0]);
    expect(truth.handSizes).toEqual([0, 3, 1]);
    expect(truth.table).toEqual(expect.arrayContaining(['2S', 'TH']));
    expect(truth.current).toBe(1);
    // "removed with a disqualified player": nobody holds the joker, in any view.
    expect(jokerHolders(state)).toEqual([null, null, null, null]);
  });

  test('classic with two players: the disqualification ends the game (`over` last)', () => {
    const start = createGame({ ...deal(['2S', '6S 8H']), passLimit: 0, firstPlayer: 0 });
    const state = play(start, 'pass');
    expectEvents(state, [
      { type: 'pass', player: 0, passes: 1 },
      { type: 'disqualified', player: 0, cards: ['2S'] },
      { type: 'over' },
    ]);
  });

  test('Kill: the cards laid face up kill cards of two owners, credited to nobody (`by: null`); the emptied next player goes out', () => {
    // Player 0 cannot play (nothing of theirs touches 7♦) and passLimit is 0. Laid face up,
    // A♠ 3♠ 5♠ 2♥ 4♥ enclose 2♠ (player 1's only card) and 4♠ (player 2's) against the wall.
    const state0 = createGame(
      killPosition({
        table: ['7D'],
        hands: [['AS', '3S', '5S', '2H', '4H'], ['2S'], ['4S']],
        passLimit: 0,
        firstPlayer: 0,
      }),
    );
    expect(moveNames(state0)).toEqual(['pass']);
    const state = play(state0, 'pass');
    expectEvents(state, [
      { type: 'pass', player: 0, passes: 1 },
      { type: 'disqualified', player: 0, cards: ['AS', '3S', '5S', '2H', '4H'] },
      { type: 'died', player: 1, cards: ['2S'], by: null },
      { type: 'died', player: 2, cards: ['4S'], by: null },
      // SPEC §4: player 1's last card died in another's move; the turn passes to them now.
      { type: 'out', player: 1 },
    ]);
    const truth = view(state);
    expect(truth.kills).toEqual([0, 0, 0]);
    expect(truth.selfKills).toEqual([0, 0, 0]);
    expect(truth.finished).toEqual([1]);
    expect(truth.current).toBe(2);
  });
});

// --- died -----------------------------------------------------------------------------------

describe('event `died`, one per owner in player order (SPEC §4 Death, Kills; 殺しの7並べ manual: 殺されたカードを手札に持っているプレイヤーは、直ちに…公開しなければなりません)', () => {
  test('one play kills cards of three owners, the mover included: owners in player order, cards in table order', () => {
    // 5♥ completes the enclosure of 5♠, 4♥, 6♥ and 5♦ at once.
    const position = `
      S  .  .  . 4S  . 6S  .  .  .  .  .  .  .
      H  .  . 3H  .  .  . 7H  .  .  .  .  .  .
      D  .  .  . 4D  . 6D 7D  .  .  .  .  .  .
      C  .  .  .  . 5C  .  .  .  .  .  .  .  .
    `;
    const state0 = createGame(
      killPosition({
        table: position,
        hands: [
          ['5S', 'KC'],
          ['4H', '5D'],
          ['5H', '6H'],
        ],
        firstPlayer: 2,
      }),
    );
    expect(view(state0).dead.flat()).toEqual([]);
    const state = play(state0, '5H');
    expectEvents(state, [
      { type: 'play', player: 2, card: '5H' },
      { type: 'died', player: 0, cards: ['5S'], by: 2 },
      { type: 'died', player: 1, cards: ['4H', '5D'], by: 2 },
      { type: 'died', player: 2, cards: ['6H'], by: 2 },
    ]);
    const truth = view(state);
    expect(truth.dead).toEqual([['5S'], ['4H', '5D'], ['6H']]);
    expect(truth.kills).toEqual([0, 0, 3]);
    expect(truth.selfKills).toEqual([0, 0, 1]);
    expect(truth.current).toBe(0);
    expect(grid(position).table).toHaveLength(8);
  });
});

// --- out ------------------------------------------------------------------------------------

describe('event `out` (SPEC §3/§4 Going out; 殺しの7並べ manual: 自分の手番中に、手札がなくなったプレイヤーは、その時点で「あがり」)', () => {
  test('classic: the mover plays their last card', () => {
    const state = play(createGame({ ...deal(['8S', '6S KH', 'QC']), firstPlayer: 0 }), '8S');
    expectEvents(state, [
      { type: 'play', player: 0, card: '8S' },
      { type: 'out', player: 0 },
    ]);
    expect(view(state).finished).toEqual([0]);
  });

  test('Kill: the mover kills their own last card and goes out at once', () => {
    // A♥ encloses A♠ against the wall and 2♠; both are player 0's last cards.
    const state0 = createGame(killPosition({ table: ['2S', '7D'], hands: [['AS', 'AH'], ['KC']], firstPlayer: 0 }));
    const state = play(state0, 'AH');
    expectEvents(state, [
      { type: 'play', player: 0, card: 'AH' },
      { type: 'died', player: 0, cards: ['AS'], by: 0 },
      { type: 'out', player: 0 },
    ]);
    expect(view(state).selfKills).toEqual([1, 0]);
    expect(view(state).current).toBe(1);
  });

  test('Kill: a player whose last card another killed goes out when the turn would reach them, among the events of that later move', () => {
    // 殺しの7並べ manual: 他人の手番にカードを殺されて、手札がなくなってしまった場合は、自分の手番が
    // 回ってきた時点であがりとなります。相手の手番中にあがることはできません。
    const state0 = createGame(
      killPosition({ table: ['2S', '7D'], hands: [['AH', 'KC'], ['3S'], ['AS']], rest: 1, firstPlayer: 0 }),
    );
    const killed = play(state0, 'AH');
    expectEvents(killed, [
      { type: 'play', player: 0, card: 'AH' },
      { type: 'died', player: 2, cards: ['AS'], by: 0 },
    ]);
    // Until then player 2 is still playing, with no cards, and not among the finished.
    expect(view(killed).handSizes[2]).toBe(0);
    expect(view(killed).finished).toEqual([]);
    expect(status(killed, 2)).toBe('playing');
    expect(view(killed).current).toBe(1);
    const after = play(killed, '3S');
    expectEvents(after, [
      { type: 'play', player: 1, card: '3S' },
      { type: 'out', player: 2 },
    ]);
    expect(view(after).finished).toEqual([2]);
    expect(view(after).current).toBe(0);
  });
});

describe('Kill: a hand that dies at creation (SPEC §4 Death "for the initial table", Going out)', () => {
  // 2♠ and A♥ on the initial table enclose A♠, player 2's only card: it dies before the first turn.
  const position = (firstPlayer: number) =>
    createGame(killPosition({ table: ['2S', 'AH', '7D'], hands: [['KC'], ['3S'], ['AS']], rest: 1, firstPlayer }));

  test('the emptied player goes out when the turn would first reach them: in the events of the move before', () => {
    const start = position(0);
    expect(view(start).dead).toEqual([[], [], ['AS']]);
    expectEvents(start, []);
    expect(view(start).finished).toEqual([]);
    const first = play(start, legalMoves(start)[0] as never);
    expect(view(first).events.some((e) => e.type === 'out')).toBe(false);
    expect(view(first).current).toBe(1);
    const second = play(first, legalMoves(first)[0] as never);
    expect(view(second).events.at(-1)).toEqual({ type: 'out', player: 2 });
    expect(view(second).finished).toEqual([2]);
    expect(view(second).current).toBe(0);
  });

  test('when the first turn is theirs, they are out at creation, and the first view has no events', () => {
    const start = position(2);
    expectEvents(start, []);
    expect(view(start).finished).toEqual([2]);
    expect(view(start).current).toBe(0);
    expect(view(start).moveNumber).toBe(0);
  });
});

// --- stuck ----------------------------------------------------------------------------------

describe('event `stuck` (SPEC §3 Joker; 「七並べforモバイル」: ジョーカーが1枚だけ残っていた場合…上がることができず)', () => {
  test('the mover plays their last card but the joker: stuck, and the joker holder becomes public', () => {
    // Player 0 holds 8♠ and the joker (no bridge: 9♠ is player 1's).
    const start = createGame({ ...deal(['8S JK', '9S', 'QC KC']), jokers: 1, firstPlayer: 0 });
    expect(moveNames(start)).toEqual(['8S']);
    expect(jokerHolders(start)).toEqual([0, null, null, 0]);
    const state = play(start, '8S');
    expectEvents(state, [
      { type: 'play', player: 0, card: '8S' },
      { type: 'stuck', player: 0 },
    ]);
    expect(jokerHolders(state)).toEqual([0, 0, 0, 0]);
    expect(status(state, 0)).toBe('stuck');
    expect(view(state).finished).toEqual([]);
    expect(view(state).current).toBe(1);
  });

  test('a bridge that empties the mover and leaves the swapped player with only the joker: `out` then `stuck` (the order they leave)', () => {
    // Player 0 holds the joker and 9♠ and stands the joker in 8♠, player 1's only card. Player 0's
    // hand empties with the `play` of 9♠, before the `swap` leaves player 1 holding only the joker.
    const start = createGame({ ...deal(['JK 9S', '8S', 'QC', 'KC']), jokers: 1, firstPlayer: 0 });
    expect(moveNames(start)).toEqual(['JK@8S+9S']);
    const state = play(start, 'JK@8S+9S');
    expectEvents(state, [
      { type: 'joker', player: 0, card: '8S' },
      { type: 'play', player: 0, card: '9S' },
      { type: 'swap', player: 1, card: '8S' },
      { type: 'out', player: 0 },
      { type: 'stuck', player: 1 },
    ]);
    expect(view(state).current).toBe(2);
  });
});

// --- extra-turn -----------------------------------------------------------------------------

describe('event `extra-turn` (SPEC §4 Kills; 殺しの7並べ manual option: 殺したらもう一度手番を行なう)', () => {
  const position = (hands: Card[][]) =>
    createGame(killPosition({ table: ['2S', '7D'], hands, rest: 1, firstPlayer: 0, kill: { extraTurn: true } }));

  test('a move that kills is followed by another turn of its player; the victim goes out later', () => {
    const state = play(position([['AH', '3S'], ['KC'], ['AS']]), 'AH');
    expectEvents(state, [
      { type: 'play', player: 0, card: 'AH' },
      { type: 'died', player: 2, cards: ['AS'], by: 0 },
      { type: 'extra-turn', player: 0 },
    ]);
    expect(view(state).current).toBe(0);
    expect(view(state).finished).toEqual([]);
  });

  test('no extra turn for a mover who went out', () => {
    const state = play(position([['AH'], ['KC'], ['AS']]), 'AH');
    expectEvents(state, [
      { type: 'play', player: 0, card: 'AH' },
      { type: 'died', player: 2, cards: ['AS'], by: 0 },
      { type: 'out', player: 0 },
    ]);
    expect(view(state).current).toBe(1);
  });
});

// --- over -----------------------------------------------------------------------------------

describe('event `over`, last (SPEC §4 Going out; 殺しの7並べ manual: 全員があがりとなった時点で、ゲームは終了します)', () => {
  test('Kill: the last play kills the last cards; both players go out, then `over`', () => {
    // Off the table only A♠ 2♥ (player 1) and A♥ (player 0): an L, not a rectangle, so nothing
    // dies at creation; A♥ encloses both of player 1's cards.
    const table = DECK.filter((c) => c !== 'AS' && c !== 'AH' && c !== '2H');
    const state0 = createGame(killPosition({ table, hands: [['AH'], ['AS', '2H']] }));
    expect(view(state0).dead.flat()).toEqual([]);
    expect(view(state0).current).toBe(0);
    const state = play(state0, 'AH');
    expectEvents(state, [
      { type: 'play', player: 0, card: 'AH' },
      { type: 'died', player: 1, cards: ['AS', '2H'], by: 0 },
      { type: 'out', player: 0 },
      { type: 'out', player: 1 },
      { type: 'over' },
    ]);
    expect(view(state).over).toBe(true);
    expect(view(state).current).toBeNull();
    expect(view(state).moveNumber).toBe(1);
  });
});

// --- formatCard -----------------------------------------------------------------------------

describe('formatCard (SPEC §5)', () => {
  const STYLES: (CardStyle | undefined)[] = [undefined, {}];
  for (const ten of [undefined, '10', 'T'] as const) {
    for (const suits of [undefined, 'symbols', 'letters'] as const) {
      const style: CardStyle = {};
      if (ten !== undefined) style.ten = ten;
      if (suits !== undefined) style.suits = suits;
      STYLES.push(style);
    }
  }

  test('the examples: TH → 10♥, T♥, 10H; JK → Joker', () => {
    expect(formatCard('TH')).toBe('10♥');
    expect(formatCard('TH', { ten: 'T' })).toBe('T♥');
    expect(formatCard('TH', { suits: 'letters' })).toBe('10H');
    expect(formatCard('TH', { ten: 'T', suits: 'letters' })).toBe('TH');
    expect(formatCard('AS')).toBe('A♠');
    expect(formatCard('7D', { suits: 'letters' })).toBe('7D');
    expect(formatCard('QC', { suits: 'symbols' })).toBe('Q♣');
    expect(formatCard('JK')).toBe('Joker');
    expect(formatCard('JK', { ten: 'T', suits: 'letters' })).toBe('Joker');
  });

  test('every card × every style round-trips through parseCard', () => {
    const cards: Card[] = [...DECK, 'JK'];
    let checked = 0;
    for (const card of cards) {
      for (const style of STYLES) {
        const text = style === undefined ? formatCard(card) : formatCard(card, style);
        expect(parseCard(text), `${card} ${JSON.stringify(style)} → ${text}`).toBe(card);
        checked++;
      }
    }
    expect(checked).toBe(53 * 11);
  });

  const throwsOurs = (f: () => unknown): void => {
    let caught: unknown = null;
    try {
      f();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShichinarabeError);
  };

  test.each([
    ['10H'],
    ['th'],
    ['1H'],
    ['XX'],
    [''],
    ['JK '],
    ['Joker'],
    [7],
    [null],
    [undefined],
    [{}],
    [['TH']],
    [Symbol('TH')],
    [{ toString: () => 'TH' }],
  ])('a card that is not canonical (%s) throws ShichinarabeError', (card) => {
    throwsOurs(() => formatCard(card as Card));
  });

  const throwingStyle = Object.defineProperty({}, 'ten', {
    get() {
      throw new Error('boom');
    },
  });
  test.each([
    ["{ ten: 'ten' }", { ten: 'ten' }],
    ['{ ten: 10 }', { ten: 10 }],
    ["{ ten: 't' }", { ten: 't' }],
    ["{ suits: 'emoji' }", { suits: 'emoji' }],
    ['{ suits: true }', { suits: true }],
    ["'letters'", 'letters'],
    ['42', 42],
    ['a getter that throws', throwingStyle],
    ['a Proxy answering "x"', new Proxy({}, { get: () => 'x' })],
    [
      'a Proxy that throws',
      new Proxy(
        {},
        {
          get() {
            throw new Error('boom');
          },
        },
      ),
    ],
  ])('a bad style (%s) throws ShichinarabeError', (_, style) => {
    throwsOurs(() => formatCard('TH', style as CardStyle));
    throwsOurs(() => formatCard('JK', style as CardStyle));
  });
});

// --- Fan Tan opening when 7♦ is dead --------------------------------------------------------

describe("§2 Start: the Fan Tan opening lapses when 7♦ is dead (Wikipedia's 7並べ article: ファンタンでは場に一枚もカードがない状態から)", () => {
  // 6♦ 8♦ 7♥ 7♣ enclose 7♦ on the initial table: it dies at creation (SPEC §4 Death).
  const TABLE: Card[] = ['6D', '8D', '7H', '7C'];

  /** The 8 cells around a card (on the grid). */
  function neighbours(card: Card): Card[] {
    const column = DECK.indexOf(card) % 13;
    const row = Math.floor(DECK.indexOf(card) / 13);
    const out: Card[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const r = row + dr;
        const c = column + dc;
        if ((dr !== 0 || dc !== 0) && r >= 0 && r < 4 && c >= 0 && c < 13) out.push(DECK[r * 13 + c] as Card);
      }
    }
    return out;
  }

  test.each([1, 2, 'x'])(
    "Kill 'fan-tan' (seed %s): 7♦ dies at creation and the first player plays near the table",
    (seed) => {
      const state = createGame({ variant: 'kill', table: TABLE, seed });
      const truth = view(state);
      expect(truth.dead.flat()).toEqual(['7D']);
      const current = truth.current as number;
      // The default first player is still the player dealt 7♦.
      expect(truth.dead[current]).toEqual(['7D']);
      const hand = truth.hands[current] as Card[];
      // §4 Placement: a card with a neighbour on the table, and ('fan-tan') any 7, may be played.
      const expected = hand.filter((c) => c[0] === '7' || neighbours(c).some((n) => truth.table.includes(n)));
      expect(expected.length).toBeGreaterThan(0);
      const plays = legalMoves(state).filter((m) => m.type === 'play');
      expect(plays.map((m) => (m as { card: Card }).card)).toEqual(expected);
      expect(legalMoves(state).some((m) => m.type === 'pass')).toBe(false);
      expect(moveNames(state)).not.toContain('7D');
    },
  );

  test("Kill 'sevens' with the same table: the 7s are laid out before any death, so 7♦ lives", () => {
    const truth = view(createGame({ variant: 'kill', start: 'sevens', table: TABLE, seed: 1 }));
    expect(truth.dead.flat()).not.toContain('7D');
    expect(truth.table).toEqual(expect.arrayContaining(['7S', '7H', '7D', '7C']));
  });

  test("classic 'fan-tan' with the same table: nothing dies, `play 7D` is still the only opening", () => {
    const state = createGame({ start: 'fan-tan', table: TABLE, seed: 1 });
    const current = view(state).current as number;
    expect(view(state).hands[current]).toContain('7D');
    expect(moveNames(state)).toEqual(['7D']);
  });
});
