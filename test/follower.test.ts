/**
 * The follower property (SPEC rev 4 §5 "Events": "so that ... a bot can follow the game from views
 * alone"). A follower starts from one view of a new game — player p's `view(createGame(o), p)`, or
 * the whole truth `view(createGame(o))` — and from then on reads ONLY the `events` of that
 * viewer's later views. After every move it must reconstruct exactly what the view says of the
 * table, the dead piles, hand sizes, passes, kills, selfKills, finished, disqualified, the joker's
 * holder (as that view shows it), whose turn it is, whether the game is over, lastMove,
 * lastPlayer and moveNumber — and the viewer's own hand (every hand for the whole truth).
 *
 * Whose turn it is comes from the rules of turn order (SPEC §2 Turns: to the left, skipping players
 * who are out, stuck or disqualified) plus the events: an `extra-turn` keeps the mover, `over` ends
 * the game, and a Kill player emptied by another's move is skipped only once their `out` is told.
 *
 * Random options (test/helpers/random-options.ts) × seeds × random play with the library's seeded
 * `Random`, both variants, jokers and every option family; some games prefer passes (to reach
 * disqualification) and some prefer joker moves (swaps, stuck players).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  type GameEvent,
  type GameOptions,
  type GameState,
  type GameView,
  legalMoves,
  type Move,
  Random,
  view,
} from '../src/index.js';
import { ALL_CARDS } from './helpers/grid.js';
import { gameOptionsArb } from './helpers/random-options.js';

const ORDER = new Map<Card, number>([...ALL_CARDS.map((c, i) => [c, i] as [Card, number]), ['JK', 52]]);
const sorted = (cards: Iterable<Card>): Card[] => [...cards].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));

/** What a follower knows. */
interface Knowledge {
  viewer: number | null;
  players: number;
  table: Set<Card>;
  dead: Card[][];
  handSizes: number[];
  /** The viewer's own hand (every hand for the whole truth); null where unknown. */
  hands: (Card[] | null)[];
  passes: number[];
  kills: number[];
  selfKills: number[];
  finished: number[];
  disqualified: number[];
  stuck: Set<number>;
  jokerHolder: number | null;
  current: number | null;
  over: boolean;
  lastMove: Move | null;
  lastPlayer: number | null;
  moveNumber: number;
}

/** The follower's starting point: the first view of the game (the only full view it reads). */
function start(first: GameView): Knowledge {
  const players = first.handSizes.length;
  const stuck = new Set<number>();
  // A player dealt only the joker is stuck from the start; the first view shows who (its holder).
  if (first.jokerHolder !== null && first.handSizes[first.jokerHolder] === 1) {
    const holder = first.jokerHolder;
    if (!first.finished.includes(holder) && !first.disqualified.includes(holder) && first.current !== holder) {
      stuck.add(holder);
    }
  }
  return {
    viewer: first.player,
    players,
    table: new Set(first.table),
    dead: first.dead.map((pile) => [...pile]),
    handSizes: [...first.handSizes],
    hands: first.hands.map((hand) => (hand === null ? null : [...hand])),
    passes: [...first.passes],
    kills: [...first.kills],
    selfKills: [...first.selfKills],
    finished: [...first.finished],
    disqualified: [...first.disqualified],
    stuck,
    jokerHolder: first.jokerHolder,
    current: first.current,
    over: first.over,
    lastMove: first.lastMove,
    lastPlayer: first.lastPlayer,
    moveNumber: first.moveNumber,
  };
}

const remove = (k: Knowledge, player: number, cards: readonly Card[]): void => {
  const hand = k.hands[player];
  if (hand === null || hand === undefined) return;
  for (const card of cards) {
    const at = hand.indexOf(card);
    if (at < 0) throw new Error(`follower: player ${player} was not known to hold ${card}`);
    hand.splice(at, 1);
  }
};
const add = (n: number[], player: number, by: number): void => {
  n[player] = (n[player] ?? 0) + by;
};

/** Updates what the follower knows with the events of the viewer's next view (and nothing else). */
function follow(k: Knowledge, events: readonly GameEvent[]): void {
  if (events.length === 0) throw new Error('follower: a move with no events');
  k.moveNumber++;
  let mover: number | null = null;
  let move: Move | null = null;
  let extraTurn = false;
  for (const e of events) {
    switch (e.type) {
      case 'play':
        if (mover === null) {
          mover = e.player;
          move = { type: 'play', card: e.card };
        } else if (move?.type === 'joker' && e.player === mover) {
          move = { type: 'joker', card: move.card, next: e.card };
        }
        k.table.add(e.card);
        add(k.handSizes, e.player, -1);
        remove(k, e.player, [e.card]);
        break;
      case 'joker':
        mover = e.player;
        move = { type: 'joker', card: e.card };
        add(k.handSizes, e.player, -1);
        remove(k, e.player, ['JK']);
        if (k.jokerHolder === e.player) k.jokerHolder = null;
        break;
      case 'swap':
        // The card's holder lays it in the joker's cell and takes the joker: hand size unchanged.
        k.table.add(e.card);
        remove(k, e.player, [e.card]);
        k.hands[e.player]?.push('JK');
        k.jokerHolder = e.player;
        break;
      case 'pass':
        mover = e.player;
        move = { type: 'pass' };
        k.passes[e.player] = e.passes;
        break;
      case 'disqualified':
        for (const card of e.cards) k.table.add(card);
        k.handSizes[e.player] = 0;
        if (k.hands[e.player] !== null) k.hands[e.player] = [];
        k.disqualified.push(e.player);
        if (k.jokerHolder === e.player) k.jokerHolder = null; // the joker is removed
        break;
      case 'died':
        k.dead[e.player] = sorted([...(k.dead[e.player] ?? []), ...e.cards]);
        add(k.handSizes, e.player, -e.cards.length);
        remove(k, e.player, e.cards);
        if (e.by !== null) add(e.by === e.player ? k.selfKills : k.kills, e.by, e.cards.length);
        break;
      case 'out':
        k.finished.push(e.player);
        break;
      case 'stuck':
        k.stuck.add(e.player);
        k.jokerHolder = e.player; // only the joker is left: its holder is public
        break;
      case 'extra-turn':
        extraTurn = true;
        break;
      case 'over':
        k.over = true;
        break;
    }
  }
  if (mover === null || move === null) throw new Error(`follower: no move event in ${JSON.stringify(events)}`);
  k.lastPlayer = mover;
  k.lastMove = move;
  for (const hand of k.hands) if (hand !== null) hand.splice(0, hand.length, ...sorted(hand));
  // Turns go to the left, skipping players who are out, stuck or disqualified.
  if (k.over) k.current = null;
  else if (extraTurn) k.current = mover;
  else {
    k.current = null;
    for (let i = 1; i <= k.players; i++) {
      const p = (mover + i) % k.players;
      if (!k.finished.includes(p) && !k.stuck.has(p) && !k.disqualified.includes(p)) {
        k.current = p;
        break;
      }
    }
  }
}

/** The part of a view a follower must reconstruct. */
function known(v: GameView) {
  return {
    table: v.table,
    dead: v.dead,
    handSizes: v.handSizes,
    hands: v.hands,
    passes: v.passes,
    kills: v.kills,
    selfKills: v.selfKills,
    finished: v.finished,
    disqualified: v.disqualified,
    jokerHolder: v.jokerHolder,
    current: v.current,
    over: v.over,
    lastMove: v.lastMove,
    lastPlayer: v.lastPlayer,
    moveNumber: v.moveNumber,
  };
}
function reconstructed(k: Knowledge) {
  return {
    table: sorted(k.table),
    dead: k.dead,
    handSizes: k.handSizes,
    hands: k.hands,
    passes: k.passes,
    kills: k.kills,
    selfKills: k.selfKills,
    finished: k.finished,
    disqualified: k.disqualified,
    jokerHolder: k.jokerHolder,
    current: k.current,
    over: k.over,
    lastMove: k.lastMove,
    lastPlayer: k.lastPlayer,
    moveNumber: k.moveNumber,
  };
}

const pick = <T>(rng: Random, items: readonly T[]): T => items[rng.int(items.length)] as T;

/** Event kinds (and a few notable cases) the runs reached, to show the property is not vacuous. */
const reached = new Map<string, number>();
const note = (what: string): void => {
  reached.set(what, (reached.get(what) ?? 0) + 1);
};

/** Plays one random game, following it from every viewer; throws on the first difference. */
function followGame(options: GameOptions, playSeed: number, passes: number, jokers: number): void {
  const rng = new Random(playSeed);
  let state: GameState = createGame(options);
  const first = view(state);
  const players = first.handSizes.length;
  const viewers: (number | null)[] = [null, ...Array.from({ length: players }, (_, p) => p)];
  if (first.dead.flat().includes('7D')) note('7D dead at the start');
  const followers = viewers.map((p) => start(p === null ? first : view(state, p)));
  for (let moves = 0; moves < 3000; moves++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const pass = legal.find((m) => m.type === 'pass');
    const jokerMoves = legal.filter((m) => m.type === 'joker');
    let move: Move;
    if (pass !== undefined && rng.float() < passes) move = pass;
    else if (jokerMoves.length > 0 && rng.float() < jokers) move = pick(rng, jokerMoves);
    else move = pick(rng, legal);
    state = applyMove(state, move);
    viewers.forEach((p, i) => {
      const v = p === null ? view(state) : view(state, p);
      const k = followers[i] as Knowledge;
      follow(k, v.events);
      const expected = known(v);
      const got = reconstructed(k);
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        expect(
          got,
          `viewer ${p} after move ${moves + 1} (${JSON.stringify(move)}), events ${JSON.stringify(v.events)}`,
        ).toEqual(expected);
      }
    });
    for (const e of view(state).events) {
      note(e.type);
      if (e.type === 'out' && e.player !== view(state).lastPlayer) note('out of another player');
    }
  }
  expect(view(state).over, 'the game ended').toBe(true);
}

/**
 * Options from the shared generator, one game in four with a set-up `table` (SPEC §2): a few
 * random cards, and in Kill sometimes the four cells around 7♦, which then dies at creation (the
 * Fan Tan opening lapses).
 */
const optionsArb: fc.Arbitrary<GameOptions> = fc
  .tuple(
    gameOptionsArb,
    fc.option(fc.subarray([...ALL_CARDS], { maxLength: 10 }), { freq: 3, nil: undefined }),
    fc.boolean(),
  )
  .map(([options, table, encloseSevenOfDiamonds]) => {
    if (table === undefined) return options;
    const cards = new Set(table);
    if (options.variant === 'kill' && encloseSevenOfDiamonds) {
      cards.delete('7D');
      for (const c of ['7H', '6D', '8D', '7C'] as Card[]) cards.add(c);
    }
    return { ...options, table: sorted(cards) };
  });

describe('a follower reading only events reconstructs every view (SPEC §5 Events)', () => {
  test('random options × seeds × random play, both variants, from every viewer', () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom(0, 0, 0.3, 0.9),
        fc.constantFrom(0, 0.5, 1),
        (options, playSeed, passes, jokers) => followGame(options, playSeed, passes, jokers),
      ),
      { numRuns: 400, seed: 20261123 },
    );
    const kinds = ['play', 'joker', 'swap', 'pass', 'disqualified', 'died', 'out', 'stuck', 'extra-turn', 'over'];
    for (const kind of [...kinds, 'out of another player', '7D dead at the start'])
      expect(reached.get(kind) ?? 0, kind).toBeGreaterThan(0);
    console.log(`follower: events reached ${[...reached].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  });
});
