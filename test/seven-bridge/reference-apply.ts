/**
 * What a move does in the reference engine (SPEC-seven-bridge §4 a turn, §5 claims, §6 the end of
 * a round), step by step on a fresh copy of the game, recording the whole-truth events as they
 * happen. A stock rebuilt from the discard pile (§6 `'reshuffle'`) is shuffled with the library's
 * `Random`, as §6 defines its order (the SPEC names it: it is the one thing taken from the library).
 * @module
 */
import { Random } from '../../src/shared/random.js';
import { cardPoints, isJoker, isSeven, type RefCard, without } from './reference-cards.js';
import { kindOf } from './reference-melds.js';
import { layoffResult, normalMove, refIsLegal } from './reference-moves.js';
import { copy, deal, owns, type RefGame, type RefMove } from './reference-state.js';

/** The hand's points (§6), with the 7 and joker penalties, times `factor`. */
function handPoints(g: RefGame, p: number, factor: number): number {
  const o = g.options;
  const hand = g.hands[p] as RefCard[];
  let points = hand.reduce((sum, card) => sum + cardPoints(card, o), 0) * factor;
  const sevens = hand.filter(isSeven).length;
  if (o.sevenPenalty === true && sevens > 0) points *= 2;
  if (o.sevenPenalty === 'each') for (let i = 0; i < sevens; i++) points *= 2;
  if (o.jokerPenalty && hand.some(isJoker)) points *= 5;
  return points;
}

/** Ends the round with these points; deals the next round or ends the game. */
function endRound(g: RefGame, winner: number | null, oneShot: boolean, points: number[]): void {
  g.events.push({ type: 'round-over', round: g.round, winner, points: [...points] });
  g.rounds.push({
    round: g.round,
    winner,
    oneShot,
    reason: winner === null ? 'stock-out' : 'out',
    points: [...points],
  });
  g.totals = g.totals.map((t, i) => t + (points[i] as number));
  const target = g.options.target;
  const reached = target !== null && g.totals.some((t) => t >= target);
  if (g.round < g.options.rounds && !reached) {
    deal(g, g.round + 1);
    g.events.push({ type: 'round', round: g.round, firstPlayer: g.firstPlayer });
  } else {
    g.phase = 'over';
    g.current = null;
    g.window = null;
    g.events.push({ type: 'over' });
  }
}

/** The mover has gone out (their hand is empty). */
function goOut(g: RefGame, p: number): void {
  const o = g.options;
  const oneShot = !g.turn.ownedMeld;
  g.events.push({ type: 'out', player: p, oneShot });
  const factor = oneShot && o.oneShotDouble ? 2 : 1;
  let points = g.hands.map((_, q) => (q === p ? 0 : handPoints(g, q, factor)));
  const from = g.turn.claimedFrom;
  if (o.discarderPays && from !== null) {
    const sum = points.reduce((a, b) => a + b, 0);
    points = points.map((_, q) => (q === from ? sum : 0));
  }
  endRound(g, p, oneShot, points);
}

/** The turn passes to `p`, who must draw: the stock may be rebuilt (§6 'reshuffle'), or it is out. */
function nextTurn(g: RefGame, p: number): void {
  g.window = null;
  const o = g.options;
  if (g.stock.length === 0 && o.stockOut === 'reshuffle' && g.restocks < o.restocks && g.discards.length >= 2) {
    g.restocks++;
    const cards = g.discards.slice(0, g.discards.length - 1); // bottom to top, without the top card
    const text = `seven-bridge/${String(o.seed)}/${g.round}/restock/${g.restocks}`;
    g.stock = new Random(text).shuffle(cards); // element 0 is the new top
    g.discards = [g.discards[g.discards.length - 1] as RefCard];
    g.events.push({ type: 'restock', cards: g.stock.length });
  }
  if (g.stock.length === 0) {
    g.events.push({ type: 'stock-out' });
    const points = g.hands.map((_, q) => (g.options.stockOut === 'void' ? 0 : handPoints(g, q, 1)));
    endRound(g, null, false, points);
    return;
  }
  g.phase = 'draw';
  g.current = p;
  g.turn = { player: p, claimedFrom: null, ownedMeld: owns(g, p) };
}

/** The claim of the window's discard by `p`, making the meld `cards`. */
function makeClaim(g: RefGame, p: number, kind: 'pon' | 'chi', cards: RefCard[]): void {
  const w = g.window as NonNullable<RefGame['window']>;
  const ownedMeld = owns(g, p);
  g.discards.pop();
  g.hands[p] = without(g.hands[p] as RefCard[], without(cards, [w.card]) as RefCard[]) as RefCard[];
  const id = g.melds.length;
  g.melds.push({ id, owner: p, kind: kindOf(cards, g.options.aces) as 'set' | 'run', cards: [...cards] });
  g.events.push({ type: 'claim', player: p, kind, meld: id, cards: [...cards], from: w.discarder });
  g.window = null;
  g.phase = 'play';
  g.current = p;
  g.turn = { player: p, claimedFrom: w.discarder, ownedMeld };
  if ((g.hands[p] as RefCard[]).length === 0) goOut(g, p);
}

/** An asked player has answered without a pon: ask the next, or close the window. */
function nextAnswer(g: RefGame): void {
  const w = g.window as NonNullable<RefGame['window']>;
  w.toAsk.shift();
  const next = w.toAsk[0];
  if (next !== undefined) {
    g.current = next;
    return;
  }
  if (w.chi !== null) {
    makeClaim(g, w.chi.player, 'chi', w.chi.cards);
    return;
  }
  g.events.push({ type: 'no-claim' });
  nextTurn(g, (w.discarder + 1) % g.options.players);
}

/** Applies a legal, normalized move to `g` (a copy the caller owns). */
export function applyLegal(g: RefGame, move: RefMove): RefGame {
  const o = g.options;
  const n = o.players;
  const p = g.current as number;
  const hand = (): RefCard[] => g.hands[p] as RefCard[];
  g.events = [];
  g.lastMove = move;
  g.lastPlayer = p;
  g.lastMoveSecret = false;
  g.moveNumber++;
  switch (move.type) {
    case 'draw': {
      const card = g.stock.shift() as RefCard;
      hand().push(card);
      g.phase = 'play';
      g.events.push({ type: 'draw', player: p, card });
      break;
    }
    case 'meld': {
      g.hands[p] = without(hand(), move.cards) as RefCard[];
      const id = g.melds.length;
      g.melds.push({ id, owner: p, kind: kindOf(move.cards, o.aces) as 'set', cards: [...move.cards] });
      g.events.push({ type: 'meld', player: p, meld: id, cards: [...move.cards] });
      if (hand().length === 0) goOut(g, p);
      break;
    }
    case 'layoff': {
      const meld = g.melds[move.meld] as RefGame['melds'][number];
      meld.cards = layoffResult(meld, move.card, move.end, o.aces) as RefCard[];
      meld.kind = kindOf(meld.cards, o.aces) as 'run';
      g.hands[p] = without(hand(), [move.card]) as RefCard[];
      g.events.push(
        move.end === undefined
          ? { type: 'layoff', player: p, meld: move.meld, card: move.card }
          : { type: 'layoff', player: p, meld: move.meld, card: move.card, end: move.end },
      );
      if (hand().length === 0) goOut(g, p);
      break;
    }
    case 'discard': {
      g.hands[p] = without(hand(), [move.card]) as RefCard[];
      g.discards.push(move.card);
      g.discardsMade++;
      g.events.push({ type: 'discard', player: p, card: move.card });
      if (hand().length === 0) goOut(g, p);
      else if (!isJoker(move.card) && (o.firstRoundClaims || g.discardsMade > n)) {
        const toAsk = Array.from({ length: n - 1 }, (_, i) => (p + 1 + i) % n);
        g.window = { card: move.card, discarder: p, toAsk, chi: null };
        g.phase = 'claim';
        g.current = toAsk[0] as number;
      } else nextTurn(g, (p + 1) % n);
      break;
    }
    case 'pass':
      g.events.push({ type: 'answer', player: p, answer: 'pass' });
      g.lastMoveSecret = true;
      nextAnswer(g);
      break;
    case 'chi': {
      const w = g.window as NonNullable<RefGame['window']>;
      g.events.push({ type: 'answer', player: p, answer: 'chi' });
      w.chi = { player: p, cards: [...move.cards] };
      nextAnswer(g);
      // held unless it was made at once, as the window's last answer
      g.lastMoveSecret = !g.events.some((e) => e.type === 'claim');
      break;
    }
    case 'pon':
      makeClaim(g, p, 'pon', [...move.cards]);
      break;
  }
  return g;
}

/** The game after `move`; throws a plain Error for a move that is not legal. */
export function refApply(game: RefGame, move: RefMove): RefGame {
  if (!refIsLegal(game, move)) throw new Error(`reference: illegal move ${JSON.stringify(move)}`);
  return applyLegal(copy(game), normalMove(move, game.options.aces));
}
