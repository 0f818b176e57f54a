/**
 * Reference observations, written from a player's VIEW alone (and the game's record options,
 * which fix the layout): what the learning guide's tables say each number is, read off the view's
 * fields. The library computes its observations from the state, faster; the tests check that the
 * two agree at every state, which proves the library's observation is a function of the view.
 * Deliberately plain: fields looked up by name, cards by string.
 */
const SUITS = 'SHDC';
const RANKS = 'A23456789TJQK';
/** A card's index in a 52-number card field. */
const card = (c: string): number => SUITS.indexOf(c[1] as string) * 13 + RANKS.indexOf(c[0] as string);

/** A vector filled field by field, in the guide's order. */
class Vector {
  values: number[] = [];
  field(size: number, fill: (put: (i: number, v: number) => void) => void): void {
    const start = this.values.length;
    for (let i = 0; i < size; i++) this.values.push(0);
    fill((i, v) => {
      if (v === 0) return;
      if (i < 0 || i >= size) throw new Error(`index ${i} outside a field of ${size}`);
      this.values[start + i] = v;
    });
  }
  cards(list: readonly string[]): void {
    this.field(52, (put) => {
      for (const c of list) if (c !== 'JK') put(card(c), 1);
    });
  }
}

const share = (x: number, most: number): number => Math.min(x / most, 1);
const squash = (x: number, half: number): number => (x <= 0 ? 0 : x / (x + half));
// biome-ignore lint/suspicious/noExplicitAny: views and options of any game
type Any = any;

/** Sevens, from `view(state, p)` and the record's options. */
export function sevensObservation(v: Any, o: Any): number[] {
  const p = v.player as number;
  const n = v.handSizes.length as number;
  const seat = (q: number): number => (q - p + n) % n;
  const j = o.variant === 'classic' ? o.jokers : 0;
  const kill = o.variant === 'kill';
  const hand = v.hands[p] as string[];
  const x = new Vector();
  x.cards(hand);
  x.field(j, (put) => put(0, hand.includes('JK') ? 1 : 0));
  x.cards(v.table);
  x.field(kill ? 52 * n : 0, (put) => {
    v.dead.forEach((cards: string[], q: number) => {
      for (const c of cards) put(52 * seat(q) + card(c), 1);
    });
  });
  const most = Math.ceil((52 + j) / n);
  x.field(n, (put) =>
    v.handSizes.forEach((h: number, q: number) => {
      put(seat(q), share(h, most));
    }),
  );
  x.field(n, (put) =>
    v.passes.forEach((k: number, q: number) => {
      put(seat(q), o.passLimit === null ? squash(k, 4) : share(k, o.passLimit + 1));
    }),
  );
  x.field(4 * n, (put) => {
    for (let q = 0; q < n; q++) {
      const stuck = v.jokerHolder === q && v.handSizes[q] === 1;
      const status = v.finished.includes(q) ? 1 : v.disqualified.includes(q) ? 3 : stuck ? 2 : 0;
      put(4 * seat(q) + status, 1);
    }
  });
  x.field(n, (put) =>
    v.finished.forEach((q: number, i: number) => {
      put(seat(q), (i + 1) / n);
    }),
  );
  x.field(n, (put) =>
    v.disqualified.forEach((q: number, i: number) => {
      put(seat(q), (i + 1) / n);
    }),
  );
  x.field(kill ? n : 0, (put) =>
    v.kills.forEach((k: number, q: number) => {
      put(seat(q), share(k, 52));
    }),
  );
  x.field(kill ? n : 0, (put) =>
    v.selfKills.forEach((k: number, q: number) => {
      put(seat(q), share(k, 52));
    }),
  );
  x.field(n, (put) => v.current !== null && put(seat(v.current), 1));
  x.field(n * j, (put) => v.jokerHolder !== null && put(seat(v.jokerHolder), 1));
  x.field(n, (put) => v.lastPlayer !== null && put(seat(v.lastPlayer), 1));
  x.field(3, (put) => v.lastMove !== null && put(['play', 'joker', 'pass'].indexOf(v.lastMove.type), 1));
  return x.values;
}

/** The place of a Seven Bridge meld's i-th card (0 an ace below 2 … 13 an ace above K). */
function placeOf(m: Any, i: number): number {
  const naturals = (m.cards as string[]).map((c, k) => [c, k] as const).filter(([c]) => c !== 'JK');
  const [first, at] = naturals[0] as readonly [string, number];
  const rank = RANKS.indexOf(first[0] as string);
  if (m.kind !== 'run') return rank;
  return rank - at + i;
}

/** Seven Bridge, from `view(state, p)` and the record's options. */
export function bridgeObservation(v: Any, o: Any): number[] {
  const p = v.player as number;
  const n = v.handSizes.length as number;
  const seat = (q: number): number => (q - p + n) % n;
  const j = o.jokers as number;
  const deck = 52 + j;
  const hand = v.hands[p] as string[];
  const jokersIn = (list: string[]): number => list.filter((c) => c === 'JK').length;
  const x = new Vector();
  x.cards(hand);
  x.field(j, (put) => {
    for (let k = 0; k < jokersIn(hand); k++) put(k, 1);
  });
  x.field(4, (put) => put(['draw', 'play', 'claim', 'over'].indexOf(v.phase), 1));
  x.field(n, (put) => v.current !== null && put(seat(v.current), 1));
  x.field(n, (put) => put(seat(v.firstPlayer), 1));
  x.field(n, (put) =>
    v.handSizes.forEach((h: number, q: number) => {
      put(seat(q), share(h, 8));
    }),
  );
  x.field(1, (put) => put(0, share(v.stockSize, deck)));
  x.cards(v.discards);
  x.field(j, (put) => {
    for (let k = 0; k < jokersIn(v.discards); k++) put(k, 1);
  });
  x.field(52 + Math.min(j, 1), (put) => {
    const top = v.discards.at(-1);
    if (top !== undefined) put(top === 'JK' ? 52 : card(top), 1);
  });
  x.field(1, (put) => put(0, share(v.discards.length, deck)));
  x.field(1, (put) => put(0, v.claim === null ? 0 : 1));
  x.field(n, (put) => v.claim !== null && put(seat(v.claim.discarder), 1));
  const width = 36 + n;
  x.field(20 * width, (put) => {
    for (const m of v.melds) {
      const at = m.id * width;
      put(at, 1);
      put(at + 1 + seat(m.owner), 1);
      put(at + 1 + n + ['set', 'run', 'seven'].indexOf(m.kind), 1);
      m.cards.forEach((c: string, i: number) => {
        const place = placeOf(m, i);
        put(at + 4 + n + 4 + place, 1);
        if (c === 'JK') put(at + 4 + n + 18 + place, 1);
        else put(at + 4 + n + SUITS.indexOf(c[1] as string), 1);
      });
    }
  });
  x.cards(v.melds.flatMap((m: Any) => m.cards));
  const half = o.target ?? 100;
  x.field(n, (put) =>
    v.totals.forEach((t: number, q: number) => {
      put(seat(q), squash(t, half));
    }),
  );
  x.field(1, (put) => put(0, share(v.round - 1, o.rounds)));
  x.field(n, (put) => v.lastPlayer !== null && put(seat(v.lastPlayer), 1));
  const kinds = ['draw', 'meld', 'layoff', 'discard', 'pass', 'pon', 'chi'];
  x.field(7, (put) => v.lastMove !== null && put(kinds.indexOf(v.lastMove.type), 1));
  return x.values;
}

/** Seven Up, from `view(state, p)` and the record's options. */
export function upObservation(v: Any, o: Any): number[] {
  const p = v.player as number;
  const n = v.handSizes.length as number;
  const step = o.direction === 'anticlockwise' ? -1 : 1;
  const seat = (q: number): number => ((((q - p) * step) % n) + n) % n;
  const sides = v.sides as number[][];
  const mySide = sides.findIndex((s) => s.includes(p));
  const sideSeat = (side: number): number =>
    sides.length === 2 && n === 4 && o.partnerships ? (side === mySide ? 0 : 1) : seat(side);
  const sideOfPlayer = (q: number): number => sides.findIndex((s) => s.includes(q));
  const k = sides.length;
  const x = new Vector();
  x.cards(v.hands[p]);
  x.field(5, (put) => put(['stand', 'gift', 'discard', 'play', 'over'].indexOf(v.phase), 1));
  x.field(n, (put) => v.current !== null && put(seat(v.current), 1));
  x.field(n, (put) => put(seat(v.dealer), 1));
  x.field(4, (put) => v.trump !== null && put(SUITS.indexOf(v.trump), 1));
  x.cards(v.turnUps.slice(0, 1));
  x.cards(v.turnUps.slice(1));
  const most = 6 + 3 * Math.floor((52 - 6 * n - 1) / (3 * n + 1));
  x.field(n, (put) =>
    v.handSizes.forEach((h: number, q: number) => {
      put(seat(q), share(h, most));
    }),
  );
  x.field(1, (put) => put(0, share(v.packSize, 52 - 6 * n - 1)));
  x.field(n, (put) => {
    if (v.phase === 'play') put(seat(v.trick.length > 0 ? v.trick[0].player : v.current), 1);
  });
  x.field(52 * n, (put) => {
    for (const play of v.trick) put(52 * seat(play.player) + card(play.card), 1);
  });
  x.field(52 * n, (put) => {
    for (const t of v.tricks) for (const play of t.plays) put(52 * seat(play.player) + card(play.card), 1);
  });
  x.field(52 * k, (put) => {
    for (const t of v.tricks) {
      for (const play of t.plays) put(52 * sideSeat(sideOfPlayer(t.winner)) + card(play.card), 1);
    }
  });
  x.field(1, (put) => put(0, v.tricks.length / 6));
  x.field(k, (put) =>
    v.points.forEach((pts: number, side: number) => {
      put(sideSeat(side), share(pts, o.target));
    }),
  );
  x.field(n, (put) => v.lastPlayer !== null && put(seat(v.lastPlayer), 1));
  const kinds = ['stand', 'beg', 'gift', 'run', 'discard', 'play'];
  x.field(6, (put) => v.lastMove !== null && put(kinds.indexOf(v.lastMove.type), 1));
  return x.values;
}

/** The reference observation of a game's view. */
export function referenceObservation(game: 'sevens' | 'seven-bridge' | 'seven-up', v: Any, o: Any): number[] {
  if (game === 'sevens') return sevensObservation(v, o);
  if (game === 'seven-bridge') return bridgeObservation(v, o);
  return upObservation(v, o);
}
