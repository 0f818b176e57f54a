/**
 * A Seven Bridge round as a mutable simulation for the search: the unseen cards (other hands, the
 * stock) dealt anew consistent with a player's view, the searcher's move from the view's legal
 * moves, then the rest of the round by the playout rules of thumb, scored as the game scores it.
 *
 * The unseen cards are those in no hand of the viewer's, no meld and not in the discard pile now: a
 * stock rebuilt from the discard pile holds the old pile's cards in an order nobody knows, and a
 * view shows only the pile left (its top card), so those cards are unseen again and dealt with the
 * rest. A playout that empties the stock rebuilds it from its own discard pile as the game does
 * (`stockOut: 'reshuffle'`), up to `restocks` times from the decision on: a view does not tell how
 * many rebuilds the round has had, and the search supposes none.
 * @module
 */
import type { Move } from '../../seven-bridge/index.js';
import type { Random } from '../../shared/random.js';
import type { BotViewOf } from '../generic.js';
import type { Simulation } from '../search-tree.js';
import { type BridgeRules, codeOf, JOKER_CODE, pointsOf, rulesOf, SEVEN_RANK } from './cards.js';
import { NEAR_OUT_WEIGHT, POINT_WEIGHT } from './heuristic.js';
import { chiCards, greedyLayoff, greedyMeld, loosestCard, ponCards } from './policy.js';
import { layOn, readMeld, type TableMeld, wantedCards } from './table.js';

/** What a view tells of a round, read once per decision. */
export interface RoundTable {
  rules: BridgeRules;
  sevenPenalty: boolean | 'each';
  jokerPenalty: boolean;
  n: number;
  me: number;
  hand: number[];
  handSizes: number[];
  stockSize: number;
  unseen: number[];
  melds: TableMeld[];
  owns: boolean[];
  top: number;
  discarder: number;
  /** Discards made this round, as far as the view tells (at least the pile's size). */
  discards: number;
  /** The discard pile, bottom to top. */
  pile: number[];
  totals: number[];
  moves: readonly Move[];
  /** Scratch space of the playouts (one search at a time uses a table). */
  wanted: Int16Array;
  masks: Int32Array;
}

/** Reads a view into a {@link RoundTable}. */
export function roundOf(v: BotViewOf<'seven-bridge'>): RoundTable {
  const n = v.handSizes.length;
  const me = v.current ?? 0;
  const hand = (v.hands[me] ?? []).map(codeOf);
  const seen = new Uint8Array(52);
  let jokersSeen = 0;
  const see = (c: number): void => {
    if (c === JOKER_CODE) jokersSeen++;
    else seen[c] = 1;
  };
  hand.forEach(see);
  for (const c of v.discards) see(codeOf(c));
  for (const m of v.melds) for (const c of m.cards) see(codeOf(c));
  const unseen: number[] = [];
  for (let c = 0; c < 52; c++) if (seen[c] === 0) unseen.push(c);
  for (let j = jokersSeen; j < v.options.jokers; j++) unseen.push(JOKER_CODE);
  const owns = new Array<boolean>(n).fill(false);
  for (const m of v.melds) owns[m.owner] = true;
  // every draw but the one of the turn in progress was followed by a discard (or a going out)
  const drawn = 52 + v.options.jokers - 7 * n - v.stockSize;
  return {
    rules: rulesOf(v.options),
    sevenPenalty: v.options.sevenPenalty,
    jokerPenalty: v.options.jokerPenalty,
    n,
    me,
    hand,
    handSizes: [...v.handSizes],
    stockSize: v.stockSize,
    unseen,
    melds: v.melds.map((m) => readMeld(m.kind, m.cards)),
    owns,
    top: v.claim === null ? -1 : codeOf(v.claim.card),
    discarder: v.claim?.discarder ?? -1,
    discards: Math.max(v.discards.length, drawn - 1),
    pile: v.discards.map(codeOf),
    totals: [...v.totals],
    moves: v.legalMoves,
    wanted: new Int16Array(53),
    masks: new Int32Array(4),
  };
}

/** Takes one card out of a hand (the last card moves into its place: hands are unordered here). */
function drop(hand: number[], card: number): void {
  const i = hand.indexOf(card);
  if (i < 0) return;
  hand[i] = hand[hand.length - 1] as number;
  hand.pop();
}

const take = (hand: number[], cards: readonly number[]): void => {
  for (const c of cards) drop(hand, c);
};

/** One determinization of a round, played on by the playout rules. */
class RoundSim implements Simulation {
  readonly t: RoundTable;
  readonly hands: number[][];
  readonly stock: number[];
  readonly melds: TableMeld[];
  readonly owns: boolean[];
  readonly ownedAtStart: boolean[];
  readonly pile: number[];
  readonly rng: Random;
  discards: number;
  /** Rebuilds of the stock in this playout. */
  restocked = 0;
  winner = -1;
  oneShot = false;
  over = false;
  stockOut = false;
  /** The next player to take a turn from the draw, once the searcher's move is made. */
  next = -1;

  constructor(t: RoundTable, rng: Random) {
    this.t = t;
    const pool = [...t.unseen];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const x = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = x;
    }
    this.hands = t.handSizes.map((size, p) => (p === t.me ? [...t.hand] : pool.splice(0, size)));
    this.stock = pool.slice(0, t.stockSize);
    this.melds = t.melds.map((m) => ({ ...m }));
    this.owns = [...t.owns];
    this.ownedAtStart = [...t.owns];
    this.pile = [...t.pile];
    this.rng = rng;
    this.discards = t.discards;
  }

  toMove(): number {
    return this.over || this.next >= 0 ? -1 : this.t.me;
  }

  moves(out: number[]): number[] {
    out.length = 0;
    return out;
  }

  /** The searcher's move: `code` indexes the view's legal moves. */
  play(code: number): void {
    const m = this.t.moves[code];
    const me = this.t.me;
    const hand = this.hands[me] as number[];
    if (m === undefined) return;
    if (m.type === 'draw') {
      this.next = me;
      return;
    }
    if (m.type === 'pass' || m.type === 'pon' || m.type === 'chi') {
      if (m.type === 'pass') this.claimWindow(this.t.top, this.t.discarder, me);
      else {
        const cards = m.cards.map(codeOf);
        take(cards, [this.t.top]);
        this.claim(me, cards, this.t.top);
      }
      return;
    }
    if (m.type === 'meld') {
      const cards = m.cards.map(codeOf);
      take(hand, cards);
      this.melds.push(readMeld(cards.length === 1 ? 'seven' : kindOf(cards), m.cards));
      this.owns[me] = true;
      if (hand.length === 0) this.goOut(me);
      else this.finishTurn(me);
      return;
    }
    if (m.type === 'layoff') {
      const card = codeOf(m.card);
      drop(hand, card);
      const meld = this.melds[m.meld];
      if (meld !== undefined) {
        if (card === JOKER_CODE) {
          meld.size++;
          meld.joker = true;
          if (meld.kind === 1) meld.hi++;
        } else layOn(meld, card);
      }
      if (hand.length === 0) this.goOut(me);
      else this.finishTurn(me);
      return;
    }
    this.discard(me, codeOf(m.card));
  }

  /** The rest of a turn in phase `'play'`: melds, lay-offs, the discard. */
  finishTurn(p: number): void {
    const hand = this.hands[p] as number[];
    const keep = this.t.rules.discardToGoOut ? 1 : 0;
    for (let meld = greedyMeld(hand, this.t.rules, hand.length - keep, this.t.masks); meld !== null; ) {
      take(hand, meld);
      this.melds.push(meldFromCodes(meld));
      this.owns[p] = true;
      meld = greedyMeld(hand, this.t.rules, hand.length - keep, this.t.masks);
    }
    const wanted = wantedCards(this.melds, this.t.rules.aceHigh, this.t.wanted);
    if (this.owns[p]) {
      for (let lay = greedyLayoff(hand, wanted); lay !== null && hand.length > keep; ) {
        drop(hand, lay[0]);
        layOn(this.melds[lay[1]] as TableMeld, lay[0]);
        lay = greedyLayoff(hand, wantedCards(this.melds, this.t.rules.aceHigh, wanted));
      }
    }
    if (hand.length === 0) {
      this.goOut(p);
      return;
    }
    let least = 99;
    for (let q = 0; q < this.t.n; q++)
      if (q !== p && (this.hands[q] as number[]).length < least) least = (this.hands[q] as number[]).length;
    const toDraw = this.stock.length + (this.restocked < this.t.rules.restocks ? Math.max(0, this.pile.length - 1) : 0);
    const pw = least <= 3 || toDraw <= 2 * this.t.n ? NEAR_OUT_WEIGHT : POINT_WEIGHT;
    this.discard(p, loosestCard(hand, wanted, this.t.rules, pw, this.t.masks));
  }

  discard(p: number, card: number): void {
    const hand = this.hands[p] as number[];
    drop(hand, card);
    this.discards++;
    this.pile.push(card);
    if (hand.length === 0) {
      this.goOut(p);
      return;
    }
    const window = card !== JOKER_CODE && (this.t.rules.firstRoundClaims || this.discards > this.t.n);
    if (window) this.claimWindow(card, p, p);
    else this.next = (p + 1) % this.t.n;
  }

  /** Asks the players after `after` (up to the discarder's right) to claim `card`. */
  claimWindow(card: number, discarder: number, after: number): void {
    const n = this.t.n;
    const left = (discarder + 1) % n;
    let chi: number[] | null = null;
    for (let p = (after + 1) % n; p !== discarder; p = (p + 1) % n) {
      const hand = this.hands[p] as number[];
      if (hand.length < 3) continue;
      const pon = ponCards(hand, card);
      if (pon !== null) {
        this.claim(p, pon, card);
        return;
      }
      if (p === left) chi = chiCards(hand, card, this.t.rules.aceHigh);
    }
    if (chi !== null) this.claim(left, chi, card);
    else this.next = left;
  }

  claim(p: number, cards: number[], card: number): void {
    const hand = this.hands[p] as number[];
    this.ownedAtStart[p] = this.owns[p] as boolean;
    this.pile.pop(); // the claimed discard
    take(hand, cards);
    this.melds.push(meldFromCodes([...cards, card]));
    this.owns[p] = true;
    if (hand.length === 0) this.goOut(p);
    else this.finishTurn(p);
  }

  goOut(p: number): void {
    this.over = true;
    this.winner = p;
    this.oneShot = !this.ownedAtStart[p];
  }

  playout(): void {
    for (let guard = 0; !this.over && guard < 400; guard++) {
      if (this.next < 0) this.next = this.t.me;
      const p = this.next;
      this.next = -2;
      if (this.stock.length === 0) this.restock();
      const card = this.stock.pop();
      if (card === undefined) {
        this.over = true;
        this.stockOut = true;
        return;
      }
      this.ownedAtStart[p] = this.owns[p] as boolean;
      (this.hands[p] as number[]).push(card);
      this.finishTurn(p);
      if (this.next === -2) this.over = true;
    }
  }

  /** An empty stock rebuilt from the pile but its top card, when the rules allow it (in any order: the stock is drawn from its end). */
  restock(): void {
    if (this.restocked >= this.t.rules.restocks || this.pile.length < 2) return;
    this.restocked++;
    const top = this.pile.pop() as number;
    const cards = this.pile.splice(0);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = this.rng.int(i + 1);
      const x = cards[i] as number;
      cards[i] = cards[j] as number;
      cards[j] = x;
    }
    this.stock.push(...cards);
    this.pile.push(top);
  }

  rewards(): number[] {
    const t = this.t;
    const points = this.hands.map((hand, p) => {
      if (p === this.winner || (this.stockOut && !t.rules.stockOutScores)) return 0;
      let k = 0;
      let sevens = 0;
      let joker = false;
      for (const c of hand) {
        k += pointsOf(c, t.rules);
        if (c === JOKER_CODE) joker = true;
        else if (c % 13 === SEVEN_RANK) sevens++;
      }
      if (this.oneShot && !this.stockOut && t.rules.oneShotDouble) k *= 2;
      if (sevens > 0 && t.sevenPenalty !== false) k *= t.sevenPenalty === 'each' ? 2 ** sevens : 2;
      if (joker && t.jokerPenalty) k *= 5;
      return k;
    });
    const totals = points.map((k, p) => k + (t.totals[p] as number));
    return totals.map((mine, p) => {
      let r = 0;
      for (const other of totals) r += other >= mine ? 1 : 0;
      r -= 1; // itself: equal totals share a rank, as the score ranks them
      return 0.75 * (r / (t.n - 1)) + 0.25 * (1 - Math.min(points[p] as number, 100) / 100);
    });
  }
}

function kindOf(cards: readonly number[]): string {
  const real = cards.filter((c) => c !== JOKER_CODE);
  return real.every((c) => c % 13 === (real[0] as number) % 13) && cards.length >= 3 ? 'set' : 'run';
}

/** A table meld from card numbers (a run in meld order, or a set, or a seven). */
function meldFromCodes(cards: readonly number[]): TableMeld {
  const sorted = kindOf(cards) === 'run' ? runOrder(cards) : cards;
  const names = sorted.map((c) =>
    c === JOKER_CODE ? 'JK' : `${'A23456789TJQK'[c % 13]}${'SHDC'[Math.floor(c / 13)]}`,
  );
  return readMeld(cards.length === 1 ? 'seven' : kindOf(cards), names);
}

/** A run's cards low to high (an ace goes high when a K is there). */
function runOrder(cards: readonly number[]): number[] {
  const high = cards.some((c) => c % 13 === 12);
  return [...cards].sort((a, b) => (a % 13 === 0 && high ? 13 : a % 13) - (b % 13 === 0 && high ? 13 : b % 13));
}

/** A fresh determinization of `table` (for the search). */
export const dealRound = (table: RoundTable, rng: Random): Simulation => new RoundSim(table, rng);
