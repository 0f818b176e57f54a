/**
 * The legal moves of a state, each exactly once, in a fixed order: in `'draw'` the draw; in
 * `'play'` the melds (sets by rank, runs by suit then low place — one move per place of a joker —
 * then 6-7 / 7-8 pairs, then sevens), the lay-offs (by meld id, then the fitting cards: a set's
 * missing suits then the joker, a run's low end then its high end), then the discards (hand
 * order, one for the jokers); in `'claim'` the pass, the pons, the chis (`claims.ts`).
 * @module
 */
import { cardName, JOKER } from '../shared/cards.js';
import { has } from '../shared/cardset.js';
import { DISCARD_MOVES, DRAW_MOVE } from './actions.js';
import { claimMoves } from './claims.js';
import { handWithout, mayGoOutWith, mayLeave } from './hand.js';
import { eachFit, HIGH, LOW } from './melds.js';
import { eachMeld } from './search.js';
import { CLAIM, DRAW, handHi, handLo, handSize, jokersOf, ownsMeld, PLAY, type State } from './state.js';
import type { Move } from './types.js';

/** Every legal move now (`[]` when the game is over); a new array. */
export function listMoves(s: State): Move[] {
  switch (s.phase) {
    case DRAW:
      return [DRAW_MOVE];
    case PLAY:
      return playMoves(s);
    case CLAIM:
      return claimMoves(s);
    default:
      return [];
  }
}

function playMoves(s: State): Move[] {
  const p = s.current;
  const lo = handLo(s, p);
  const hi = handHi(s, p);
  const jokers = jokersOf(s, p);
  const aceHigh = s.game.options.aces === 'high-or-low';
  const moves: Move[] = [];
  const size = handSize(s, p);
  // only a move that leaves one card or none can break the going-out rules
  const leaves = (cards: readonly number[]): boolean => {
    if (size - cards.length > 1) return true;
    const [l, h, j] = handWithout(s, p, cards);
    return mayLeave(s, l, h, j);
  };
  eachMeld(lo, hi, jokers, aceHigh, (cards) => {
    if (leaves(cards)) moves.push({ type: 'meld', cards: cards.map(cardName) });
  });
  if (ownsMeld(s, p)) {
    const melds = s.melds;
    for (let id = 0; id < melds.length; id++) {
      eachFit(melds[id] as (typeof melds)[number], aceHigh, (card, end) => {
        if (card === JOKER ? jokers === 0 : !has(lo, hi, card)) return;
        if (size <= 2 && !leaves([card])) return;
        const name = cardName(card);
        moves.push(
          end === LOW
            ? { type: 'layoff', meld: id, card: name, end: 'low' }
            : end === HIGH
              ? { type: 'layoff', meld: id, card: name, end: 'high' }
              : { type: 'layoff', meld: id, card: name },
        );
      });
    }
  }
  const last = size === 1;
  for (let w = lo; w !== 0; w &= w - 1) pushDiscard(s, moves, 31 - Math.clz32(w & -w), last);
  for (let w = hi; w !== 0; w &= w - 1) pushDiscard(s, moves, 32 + 31 - Math.clz32(w & -w), last);
  if (jokers > 0) pushDiscard(s, moves, JOKER, last);
  return moves;
}

function pushDiscard(s: State, moves: Move[], card: number, last: boolean): void {
  if (!last || mayGoOutWith(s, card)) moves.push(DISCARD_MOVES[card] as Move);
}
