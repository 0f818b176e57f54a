/**
 * REFERENCE engine of Seven Up / All Fours (the rules and API of the seven-up SPEC, revision 2:
 * `direction`, `kick`, `hangJack`, `giftMayWin`, and the points of `point`, `award` and the deals):
 * an oracle for tests of the real engine in `src/seven-up/`, written from the rules text only and
 * importing nothing from `src/`.
 *
 * Slow and plain on purpose: cards are their canonical strings, every collection a plain array,
 * and `refApply` works on a deep copy of the game (it never mutates its input). It takes explicit
 * decks, one per deal with redeals counted (deal k uses `decks[k - 1]`), so it needs no shuffle;
 * a game that needs more decks than it was given throws `OutOfDecks`.
 *
 * What each move did is written down as it happens (`events`), step by step, never derived
 * afterwards. Its types, card orders and sides are in `reference-cards.ts`; the view and the
 * score (`reference-view.ts`) give the SPEC's public shapes.
 */
import {
  type RefCard,
  type RefGame,
  type RefMove,
  type RefOptions,
  type RefPlay,
  type RefSuit,
  gamePoints,
  nextPlayer,
  OutOfDecks,
  receiver,
  sideOf,
  sidesOf,
  strength,
  suitOf,
} from './reference-cards.js';

export * from './reference-cards.js';

// --- Points and the end -------------------------------------------------------------------------

/**
 * Adds points to a side, and to the deal's line ("what each side scored in that deal"); "the first
 * side to reach `target` points wins at once". Returns whether it did.
 */
function addPoints(g: RefGame, side: number, points: number): boolean {
  g.points[side] = (g.points[side] as number) + points;
  g.dealScore.points[side] = (g.dealScore.points[side] as number) + points;
  if ((g.points[side] as number) < g.options.target) return false;
  g.winner = side;
  g.phase = 'over';
  g.current = null;
  g.deals.push(g.dealScore);
  g.events.push({ type: 'over', winner: side });
  return true;
}

// --- A deal -------------------------------------------------------------------------------------

/**
 * What a turn-up scores for the dealer's side: "a jack 1 (the seed); `'trinidad'`: an ace 1, a six
 * 2, a jack 3".
 */
function kickOf(o: RefOptions, card: RefCard): number {
  if (o.kick === 'jack') return card[0] === 'J' ? 1 : 0;
  return ({ A: 1, '6': 2, J: 3 } as Record<string, number>)[card[0] as string] ?? 0;
}

/** A turn-up that scores: the `point` event, then the points. Returns whether the game was won. */
function scoreTurnUp(g: RefGame, card: RefCard): boolean {
  const points = kickOf(g.options, card);
  if (points === 0) return false;
  const side = sideOf(g.options, g.dealer);
  g.events.push({ type: 'point', side, reason: 'turn-up', points });
  return addPoints(g, side, points);
}

/** Deals deal number `g.deal + 1` with `g.dealer` dealing; its first turn-up may score for the dealer. */
function startDeal(g: RefGame): void {
  g.deal += 1;
  const deck = g.decks[g.deal - 1];
  if (deck === undefined) throw new OutOfDecks(`the reference needs deck ${g.deal}`);
  const n = g.options.players;
  g.eldest = nextPlayer(g.options, g.dealer);
  g.hands = Array.from({ length: n }, () => []);
  for (let i = 0; i < 6 * n; i++) g.hands[receiver(g.options, g.eldest, i)]?.push(deck[i] as RefCard);
  const turnUp = deck[6 * n] as RefCard;
  g.pack = deck.slice(6 * n + 1);
  g.turnUps = [turnUp];
  g.trump = null;
  g.discards = Array.from({ length: n }, () => []);
  g.trick = [];
  g.tricks = [];
  g.phase = 'stand';
  g.current = g.eldest;
  g.dealScore = {
    deal: g.deal,
    dealer: g.dealer,
    trump: null,
    high: null,
    low: null,
    jack: null,
    game: null,
    points: sidesOf(g.options).map(() => 0),
  };
  g.events.push({ type: 'deal', deal: g.deal, dealer: g.dealer });
  g.events.push({ type: 'turn-up', card: turnUp });
  scoreTurnUp(g, turnUp);
}

/** Makes a suit trump. */
function makeTrump(g: RefGame, suit: RefSuit): void {
  g.trump = suit;
  g.dealScore.trump = suit;
  g.events.push({ type: 'trump', suit });
}

/** The first player "in order from the eldest" holding more than six cards, or null. */
function firstToDiscard(g: RefGame): number | null {
  let p = g.eldest;
  for (let k = 0; k < g.options.players; k++) {
    if ((g.hands[p] as RefCard[]).length > 6) return p;
    p = nextPlayer(g.options, p);
  }
  return null;
}

/** Running the pack, after `run`. */
function runThePack(g: RefGame): void {
  const n = g.options.players;
  const first = suitOf(g.turnUps[0] as RefCard);
  for (;;) {
    if (g.pack.length < 3 * n + 1) {
      g.events.push({ type: 'redeal' });
      startDeal(g); // the same dealer deals again
      return;
    }
    for (let k = 0; k < 3 * n; k++) g.hands[receiver(g.options, g.eldest, k)]?.push(g.pack.shift() as RefCard);
    const turnUp = g.pack.shift() as RefCard;
    g.turnUps.push(turnUp);
    g.events.push({ type: 'turn-up', card: turnUp });
    if (suitOf(turnUp) !== first) {
      makeTrump(g, suitOf(turnUp)); // "tells `trump` before `point`"
      if (scoreTurnUp(g, turnUp)) return;
      g.phase = 'discard';
      g.current = firstToDiscard(g);
      return;
    }
  }
}

/** The winner of a complete trick: the highest trump, or else the highest card of the suit led. */
export function trickWinner(plays: readonly RefPlay[], trump: RefSuit): number {
  const led = suitOf((plays[0] as RefPlay).card);
  const trumps = plays.filter((p) => suitOf(p.card) === trump);
  const candidates = trumps.length > 0 ? trumps : plays.filter((p) => suitOf(p.card) === led);
  let best = candidates[0] as RefPlay;
  for (const p of candidates) if (strength(p.card) > strength(best.card)) best = p;
  return best.player;
}

/** After the sixth trick: High, Low, Jack, Game in that order, until the game is won. */
function awardPoints(g: RefGame): boolean {
  const trump = g.trump as RefSuit;
  const o = g.options;
  const played = g.tricks.flatMap((t) => t.plays.map((p) => ({ ...p, taker: t.winner })));
  const trumps = played.filter((p) => suitOf(p.card) === trump);
  type Award = {
    kind: 'high' | 'low' | 'jack' | 'game';
    side: number | null;
    points: number;
    card?: RefCard;
    totals?: number[];
  };
  const awards: Award[] = [];
  if (trumps.length === 0) {
    awards.push(
      { kind: 'high', side: null, points: 0 },
      { kind: 'low', side: null, points: 0 },
      { kind: 'jack', side: null, points: 0 },
    );
  } else {
    const high = trumps.reduce((a, b) => (strength(b.card) > strength(a.card) ? b : a));
    const low = trumps.reduce((a, b) => (strength(b.card) < strength(a.card) ? b : a));
    awards.push({ kind: 'high', side: sideOf(o, high.player), points: 1, card: high.card });
    const lowSide = sideOf(o, o.low === 'taker' ? low.taker : low.player);
    awards.push({ kind: 'low', side: lowSide, points: 1, card: low.card });
    const jack = trumps.find((p) => p.card[0] === 'J');
    if (jack === undefined) awards.push({ kind: 'jack', side: null, points: 0 });
    else {
      // "with `hangJack`, 3 points instead of 1 when that side is not the side of the player who played it"
      const side = sideOf(o, jack.taker);
      const hanged = o.hangJack && side !== sideOf(o, jack.player);
      awards.push({ kind: 'jack', side, points: hanged ? 3 : 1, card: jack.card });
    }
  }
  const totals = sidesOf(o).map(() => 0);
  for (const p of played) {
    const side = sideOf(o, p.taker);
    totals[side] = (totals[side] as number) + gamePoints(p.card);
  }
  const best = Math.max(...totals);
  const leaders = totals.flatMap((t, s) => (t === best ? [s] : []));
  const gameSide = leaders.length === 1 ? (leaders[0] as number) : null;
  awards.push({ kind: 'game', side: gameSide, points: gameSide === null ? 0 : 1, totals });
  for (const a of awards) {
    g.events.push({ type: 'award', ...a });
    g.dealScore[a.kind] = a.side;
    if (a.side !== null && addPoints(g, a.side, a.points)) return true;
  }
  return false;
}

// --- The game -----------------------------------------------------------------------------------

/** A new game: the first deal dealt from `decks[0]`. */
export function refStart(options: RefOptions, decks: readonly (readonly RefCard[])[]): RefGame {
  const g: RefGame = {
    options: { ...options },
    decks: decks.map((d) => [...d]),
    deal: 0,
    dealer: options.dealer,
    eldest: 0,
    phase: 'stand',
    current: null,
    points: sidesOf(options).map(() => 0),
    hands: [],
    pack: [],
    turnUps: [],
    trump: null,
    discards: [],
    trick: [],
    tricks: [],
    dealScore: { deal: 0, dealer: 0, trump: null, high: null, low: null, jack: null, game: null, points: [] },
    deals: [],
    winner: null,
    moves: [],
    lastMove: null,
    lastPlayer: null,
    events: [],
  };
  startDeal(g);
  g.events = []; // "A new game's view has events: [] (the first deal is seen in the view itself)"
  return g;
}

/** The legal moves of the player to move (any order; [] when over). */
export function refLegalMoves(g: RefGame): RefMove[] {
  const hand = g.current === null ? [] : (g.hands[g.current] as RefCard[]);
  switch (g.phase) {
    case 'stand':
      return [{ type: 'stand' }, { type: 'beg' }];
    case 'gift': {
      // "With `giftMayWin: false`, `gift` is not a legal move when the eldest's side has `target` − 1 points or more."
      const eldestPoints = g.points[sideOf(g.options, g.eldest)] as number;
      if (!g.options.giftMayWin && eldestPoints >= g.options.target - 1) return [{ type: 'run' }];
      return [{ type: 'gift' }, { type: 'run' }];
    }
    case 'discard':
      return hand.map((card) => ({ type: 'discard', card }));
    case 'play': {
      const led = g.trick[0];
      if (led === undefined) return hand.map((card) => ({ type: 'play', card }));
      const follows = hand.filter((c) => suitOf(c) === suitOf(led.card));
      if (follows.length === 0) return hand.map((card) => ({ type: 'play', card }));
      return hand
        .filter((c) => suitOf(c) === suitOf(led.card) || suitOf(c) === g.trump)
        .map((card) => ({ type: 'play', card }));
    }
    default:
      return [];
  }
}

const sameMove = (a: RefMove, b: RefMove): boolean =>
  a.type === b.type && ('card' in a ? a.card : null) === ('card' in b ? b.card : null);

/** Applies a legal move to a deep copy of the game; throws for a move that is not legal. */
export function refApply(game: RefGame, move: RefMove): RefGame {
  if (!refLegalMoves(game).some((m) => sameMove(m, move))) {
    throw new Error(`illegal move ${JSON.stringify(move)} in phase ${game.phase}`);
  }
  // a deep copy of everything but the decks, which nothing ever changes
  const { decks, ...rest } = game;
  const g: RefGame = { ...structuredClone(rest), decks };
  const player = g.current as number;
  const n = g.options.players;
  const clean: RefMove = 'card' in move ? { type: move.type, card: move.card } : { type: move.type };
  g.moves.push(clean);
  g.lastMove = clean;
  g.lastPlayer = player;
  g.events = [];
  switch (clean.type) {
    case 'stand':
      g.events.push({ type: 'stand', player });
      makeTrump(g, suitOf(g.turnUps[0] as RefCard));
      g.phase = 'play';
      g.current = g.eldest;
      break;
    case 'beg':
      g.events.push({ type: 'beg', player });
      g.phase = 'gift';
      g.current = g.dealer;
      break;
    case 'gift': {
      g.events.push({ type: 'gift', player });
      makeTrump(g, suitOf(g.turnUps[0] as RefCard));
      const side = sideOf(g.options, g.eldest);
      g.events.push({ type: 'point', side, reason: 'gift', points: 1 });
      if (addPoints(g, side, 1)) break;
      g.phase = 'play';
      g.current = g.eldest;
      break;
    }
    case 'run':
      g.events.push({ type: 'run', player });
      runThePack(g);
      break;
    case 'discard': {
      const hand = g.hands[player] as RefCard[];
      hand.splice(hand.indexOf(clean.card), 1);
      g.discards[player]?.push(clean.card);
      g.events.push({ type: 'discard', player, card: clean.card });
      const next = firstToDiscard(g);
      g.phase = next === null ? 'play' : 'discard';
      g.current = next ?? g.eldest;
      break;
    }
    case 'play': {
      const hand = g.hands[player] as RefCard[];
      hand.splice(hand.indexOf(clean.card), 1);
      g.trick.push({ player, card: clean.card });
      g.events.push({ type: 'play', player, card: clean.card });
      if (g.trick.length < n) {
        g.current = nextPlayer(g.options, player);
        break;
      }
      const winner = trickWinner(g.trick, g.trump as RefSuit);
      g.tricks.push({ leader: (g.trick[0] as RefPlay).player, plays: g.trick, winner });
      g.events.push({ type: 'trick', winner, cards: g.trick.map((p) => p.card) });
      g.trick = [];
      g.current = winner;
      if (g.tricks.length < 6) break;
      if (awardPoints(g)) break;
      g.deals.push(g.dealScore);
      g.dealer = nextPlayer(g.options, g.dealer); // "its dealer the previous dealer's left neighbour"
      startDeal(g);
      break;
    }
  }
  return g;
}
