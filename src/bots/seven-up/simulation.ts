/**
 * Seven Up's tricks as a mutable simulation for the search: a deal of the hidden cards consistent
 * with a player's view (other hands of the right sizes, no card of a suit a player showed void in),
 * the rest of the deal's tricks played in the game's direction, and the four awards (High, Low,
 * Jack — 3 when it hangs, with `hangJack` — and Game) as rewards.
 * @module
 */
import type { Random } from '../../shared/random.js';
import type { BotViewOf } from '../generic.js';
import type { Simulation } from '../search-tree.js';
import { codeOf, countOf, JACK, powerOf, suitCode, suitOf } from './cards.js';
import { chooseCard, legalCards, winnerIndex } from './policy.js';

/** What a view tells of a deal in play, computed once per decision. */
export interface TrickTable {
  players: number;
  /** What a seat adds (mod `players`) to reach the next player: 1 clockwise, `players` − 1 anticlockwise. */
  turn: number;
  /** Whether a jack of trumps won by the other side of its player scores 3. */
  hangJack: boolean;
  me: number;
  trump: number;
  sideOf: number[];
  sides: number;
  points: number[];
  target: number;
  holderLow: boolean;
  hands: number[][];
  handSizes: number[];
  /** Cards nobody is seen to hold (other hands, the pack, others' discards). */
  unseen: number[];
  /** voids[p] bit s: player p showed void in suit s. */
  voids: number[];
  trickCards: number[];
  trickPlayers: number[];
  /** Per side: count won so far. */
  count: number[];
  high: number;
  highPlayer: number;
  low: number;
  lowPlayer: number;
  lowTaker: number;
  jackTaker: number;
  /** The side of the player who played the jack of trumps, or -1. */
  jackSide: number;
  played: Uint8Array;
}

function note(t: TrickTable, player: number, card: number): void {
  t.played[card] = 1;
  if (suitOf(card) !== t.trump) return;
  if (card % 13 === JACK) t.jackSide = t.sideOf[player] as number;
  if (t.high < 0 || powerOf(card) > powerOf(t.high)) {
    t.high = card;
    t.highPlayer = player;
  }
  if (t.low < 0 || powerOf(card) < powerOf(t.low)) {
    t.low = card;
    t.lowPlayer = player;
  }
}

function closeTrick(t: TrickTable, cards: readonly number[], players: readonly number[]): number {
  const w = players[winnerIndex(cards, t.trump)] as number;
  const side = t.sideOf[w] as number;
  for (const c of cards) {
    t.count[side] = (t.count[side] as number) + countOf(c);
    if (c === t.low) t.lowTaker = side;
    if (c === t.trump * 13 + JACK) t.jackTaker = side;
  }
  return w;
}

/** Reads a view in phase `'play'` into a {@link TrickTable}. */
export function tableOf(v: BotViewOf<'seven-up'>): TrickTable {
  const n = v.handSizes.length;
  const me = v.current ?? 0;
  const sideOf = Array.from({ length: n }, (_, p) =>
    Math.max(
      0,
      v.sides.findIndex((s) => s.includes(p)),
    ),
  );
  const t: TrickTable = {
    players: n,
    turn: v.options.direction === 'anticlockwise' ? n - 1 : 1,
    hangJack: v.options.hangJack === true,
    me,
    trump: suitCode(v.trump ?? 'S'),
    sideOf,
    sides: v.sides.length,
    points: [...v.points],
    target: v.options.target,
    holderLow: v.options.low === 'holder',
    hands: Array.from({ length: n }, () => []),
    handSizes: [...v.handSizes],
    unseen: [],
    voids: new Array<number>(n).fill(0),
    trickCards: v.trick.map((p) => codeOf(p.card)),
    trickPlayers: v.trick.map((p) => p.player),
    count: new Array<number>(v.sides.length).fill(0),
    high: -1,
    highPlayer: -1,
    low: -1,
    lowPlayer: -1,
    lowTaker: -1,
    jackTaker: -1,
    jackSide: -1,
    played: new Uint8Array(52),
  };
  t.hands[me] = (v.hands[me] ?? []).map(codeOf);
  const tricks = [...v.tricks.map((k) => k.plays), v.trick];
  tricks.forEach((plays, i) => {
    const cards = plays.map((p) => codeOf(p.card));
    const led = suitOf(cards[0] ?? 0);
    plays.forEach((p, j) => {
      const c = cards[j] as number;
      note(t, p.player, c);
      if (suitOf(c) !== led && suitOf(c) !== t.trump) t.voids[p.player] = (t.voids[p.player] as number) | (1 << led);
    });
    if (i < tricks.length - 1 && cards.length === n)
      closeTrick(
        t,
        cards,
        plays.map((p) => p.player),
      );
  });
  const seen = new Uint8Array(52);
  for (const c of t.hands[me] as number[]) seen[c] = 1;
  for (const c of v.turnUps) seen[codeOf(c)] = 1;
  for (let c = 0; c < 52; c++) if (seen[c] === 0 && t.played[c] === 0) t.unseen.push(c);
  return t;
}

/** A determinization of the table: the unseen cards dealt to the other hands, voids respected. */
class TrickSim implements Simulation {
  readonly t: TrickTable;
  readonly hands: number[][];
  readonly cards: number[];
  readonly players: number[];
  readonly count: number[];
  readonly played: Uint8Array;
  high: number;
  highPlayer: number;
  low: number;
  lowPlayer: number;
  lowTaker: number;
  jackTaker: number;
  jackSide: number;
  current: number;
  readonly scratch: number[] = [];

  constructor(t: TrickTable, rng: Random) {
    this.t = t;
    this.hands = t.hands.map((h) => [...h]);
    const pool = [...t.unseen];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const x = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = x;
    }
    const order = Array.from({ length: t.players }, (_, p) => p)
      .filter((p) => p !== t.me)
      .sort((a, b) => (t.voids[b] as number) - (t.voids[a] as number));
    for (const p of order) {
      const hand = this.hands[p] as number[];
      const voids = t.voids[p] as number;
      for (let i = 0; i < pool.length && hand.length < (t.handSizes[p] as number); i++) {
        const c = pool[i] as number;
        if (c >= 0 && ((voids >> suitOf(c)) & 1) === 0) {
          hand.push(c);
          pool[i] = -1;
        }
      }
      for (let i = 0; i < pool.length && hand.length < (t.handSizes[p] as number); i++) {
        if ((pool[i] as number) >= 0) {
          hand.push(pool[i] as number);
          pool[i] = -1;
        }
      }
    }
    this.cards = [...t.trickCards];
    this.players = [...t.trickPlayers];
    this.count = [...t.count];
    this.played = t.played.slice();
    this.high = t.high;
    this.highPlayer = t.highPlayer;
    this.low = t.low;
    this.lowPlayer = t.lowPlayer;
    this.lowTaker = t.lowTaker;
    this.jackTaker = t.jackTaker;
    this.jackSide = t.jackSide;
    this.current = t.me;
  }

  toMove(): number {
    return this.current;
  }

  moves(out: number[]): number[] {
    const led = this.cards.length === 0 ? -1 : suitOf(this.cards[0] as number);
    return legalCards(this.hands[this.current] as number[], this.t.trump, led, out);
  }

  play(card: number): void {
    const p = this.current;
    const hand = this.hands[p] as number[];
    const at = hand.indexOf(card);
    if (at >= 0) hand.splice(at, 1);
    this.played[card] = 1;
    if (suitOf(card) === this.t.trump) {
      if (this.high < 0 || powerOf(card) > powerOf(this.high)) {
        this.high = card;
        this.highPlayer = p;
      }
      if (this.low < 0 || powerOf(card) < powerOf(this.low)) {
        this.low = card;
        this.lowPlayer = p;
      }
      if (card % 13 === JACK) this.jackSide = this.t.sideOf[p] as number;
    }
    this.cards.push(card);
    this.players.push(p);
    if (this.cards.length < this.t.players) {
      this.current = (p + this.t.turn) % this.t.players;
      return;
    }
    const w = this.players[winnerIndex(this.cards, this.t.trump)] as number;
    const side = this.t.sideOf[w] as number;
    for (const c of this.cards) {
      this.count[side] = (this.count[side] as number) + countOf(c);
      if (c === this.low) this.lowTaker = side;
      if (c === this.t.trump * 13 + JACK) this.jackTaker = side;
    }
    this.cards.length = 0;
    this.players.length = 0;
    this.current = (this.hands[w] as number[]).length === 0 ? -1 : w;
  }

  playout(rng: Random): void {
    const mine: boolean[] = [];
    while (this.current >= 0) {
      const p = this.current;
      const legal = this.moves(this.scratch);
      if (rng.int(8) === 0) {
        this.play(legal[rng.int(legal.length)] as number);
        continue;
      }
      mine.length = 0;
      for (const q of this.players) mine.push(this.t.sideOf[q] === this.t.sideOf[p]);
      const card = chooseCard(
        {
          hangJack: this.t.hangJack,
          hand: this.hands[p] as number[],
          trump: this.t.trump,
          cards: this.cards,
          mine,
          after: this.t.players - 1 - this.cards.length,
          played: this.played,
        },
        legal,
      );
      this.play(card);
    }
  }

  rewards(): number[] {
    const t = this.t;
    const points = [...t.points];
    const gained = new Array<number>(t.sides).fill(0);
    let winner = -1;
    const award = (side: number, worth: number): void => {
      if (winner >= 0 || side < 0) return;
      points[side] = (points[side] as number) + worth;
      gained[side] = (gained[side] as number) + worth;
      if ((points[side] as number) >= t.target) winner = side;
    };
    if (this.high >= 0) {
      award(t.sideOf[this.highPlayer] as number, 1);
      award(t.holderLow ? (t.sideOf[this.lowPlayer] as number) : this.lowTaker, 1);
      award(this.jackTaker, t.hangJack && this.jackTaker !== this.jackSide ? 3 : 1);
    }
    let best = -1;
    let top = -1;
    let ties = 0;
    this.count.forEach((c, s) => {
      if (c > top) {
        top = c;
        best = s;
        ties = 0;
      } else if (c === top) ties++;
    });
    if (ties === 0) award(best, 1);
    const value = points.map((p, s) => p + (s === winner ? 1000 : 0));
    const bySide = value.map((v, s) => {
      let r = 0;
      for (let u = 0; u < t.sides; u++) if (u !== s) r += v > (value[u] as number) ? 1 : v === value[u] ? 0.5 : 0;
      return 0.5 * (r / Math.max(1, t.sides - 1)) + 0.5 * ((gained[s] as number) / (t.hangJack ? 6 : 4));
    });
    return t.sideOf.map((s) => bySide[s] as number);
  }
}

/** A fresh determinization of `table` (for {@link search}). */
export const dealTricks = (table: TrickTable, rng: Random): Simulation => new TrickSim(table, rng);
