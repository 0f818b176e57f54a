/**
 * Checking a caller's move: its shape is read once (only `type` and the fields of its type; a
 * getter or a Proxy that throws makes it malformed), then its legality now, in this order:
 * `'game-over'`, `'malformed'`, `'wrong-phase'`, `'unknown-card'`, `'not-in-hand'`, then the
 * move's own rules (`'not-a-meld'`, `'no-meld-yet'`, `'does-not-fit'`, `'must-keep-a-card'`).
 * A legal move comes back as an `Action`.
 * @module
 */
import { cardName, cardNumber } from '../shared/cards.js';
import { describe, IllegalMoveError } from '../shared/errors.js';
import { type Action, cardsAction, DISCARD_ACTIONS, DRAW_ACTION, illegal, PASS_ACTION } from './actions.js';
import { checkClaim } from './claims.js';
import { handWithout, holds, holdsAll, mayGoOutWith, mayLeave } from './hand.js';
import { HIGH, LOW, laidOff, NO_END, readMeld } from './melds.js';
import { CLAIM, DRAW, handSize, OVER, ownsMeld, PHASES, PLAY, type State } from './state.js';
import type { Move } from './types.js';

/** The phase of each move type. */
const PHASE_OF: Record<string, number> = {
  draw: DRAW,
  meld: PLAY,
  layoff: PLAY,
  discard: PLAY,
  pass: CLAIM,
  pon: CLAIM,
  chi: CLAIM,
};

/** The most cards a meld can hold (a run from an ace to an ace is not one, but 14 is read and refused). */
const MAX_MELD = 14;

/** A move's fields, read once. */
interface Shape {
  type: string;
  card: unknown;
  cards: unknown[];
  meld: unknown;
  end: unknown;
}

const malformed = (why: string) => illegal('malformed', why);

/** Reads a caller's move once. @throws `IllegalMoveError` `'malformed'`. */
function shapeOf(move: unknown): Shape {
  const shape: Shape = { type: '', card: undefined, cards: [], meld: undefined, end: undefined };
  try {
    if (typeof move !== 'object' || move === null || Array.isArray(move)) {
      throw malformed(`a move is an object such as { type: 'draw' }, got ${describe(move)}`);
    }
    const m = move as Record<string, unknown>;
    const type = m.type;
    if (typeof type !== 'string' || !Object.hasOwn(PHASE_OF, type)) {
      throw malformed(`unknown move type ${describe(type)}: draw, meld, layoff, discard, pass, pon or chi`);
    }
    shape.type = type;
    if (type === 'discard' || type === 'layoff') {
      shape.card = m.card;
      if (typeof shape.card !== 'string') throw malformed(`a ${type} names its card, got ${describe(shape.card)}`);
    }
    if (type === 'layoff') {
      shape.meld = m.meld;
      shape.end = m.end;
      if (typeof shape.meld !== 'number' || !Number.isInteger(shape.meld) || shape.meld < 0) {
        throw malformed(`a layoff names its meld by id (0, 1, …), got ${describe(shape.meld)}`);
      }
      if (shape.end !== undefined && shape.end !== 'low' && shape.end !== 'high') {
        throw malformed(`a layoff's end is 'low' or 'high' (a run's), got ${describe(shape.end)}`);
      }
    }
    if (type === 'meld' || type === 'pon' || type === 'chi') {
      const cards = m.cards;
      if (!Array.isArray(cards)) throw malformed(`a ${type} lists its cards, got ${describe(cards)}`);
      const length = cards.length;
      if (length > MAX_MELD) throw illegal('not-a-meld', `${length} cards make no meld`);
      for (let i = 0; i < length; i++) {
        const card = cards[i];
        if (typeof card !== 'string') throw malformed(`a ${type}'s cards are card strings, got ${describe(card)}`);
        shape.cards.push(card);
      }
    }
  } catch (e) {
    if (e instanceof IllegalMoveError) throw e;
    throw malformed('the move could not be read');
  }
  return shape;
}

/** The number of a card string. @throws `'unknown-card'`. */
function cardOf(text: unknown): number {
  const card = cardNumber(text);
  if (card < 0) throw illegal('unknown-card', `${describe(text)} is not a card such as "7D", "TH" or "JK"`);
  return card;
}

/**
 * The action of a move that is legal now.
 * @throws `IllegalMoveError` with the reason it is not.
 */
export function check(s: State, move: unknown): Action {
  if (s.phase === OVER) throw illegal('game-over', 'the game is over');
  const shape = shapeOf(move);
  const phase = PHASE_OF[shape.type] as number;
  if (phase !== s.phase) {
    throw illegal(
      'wrong-phase',
      `a ${shape.type} is a move of phase '${PHASES[phase]}'; the phase is '${PHASES[s.phase]}'`,
    );
  }
  const p = s.current;
  switch (shape.type) {
    case 'draw':
      return DRAW_ACTION;
    case 'pass':
      return PASS_ACTION;
    case 'discard':
      return checkDiscard(s, p, cardOf(shape.card));
    case 'layoff':
      return checkLayoff(s, p, cardOf(shape.card), shape.meld as number, shape.end);
    case 'meld':
      return checkMeld(s, p, shape.cards.map(cardOf));
    default: {
      const cards = shape.cards.map(cardOf);
      if (cards.length === 0) throw illegal('not-a-meld', `a ${shape.type} lists the discard and cards from hand`);
      return checkClaim(s, shape.type as 'pon' | 'chi', cards);
    }
  }
}

function notHeld(p: number, cards: readonly number[]) {
  return illegal('not-in-hand', `P${p + 1} does not hold ${cards.map(cardName).join(' ')}`);
}

function checkDiscard(s: State, p: number, card: number): Action {
  if (!holds(s, p, card)) throw notHeld(p, [card]);
  if (handSize(s, p) === 1 && !mayGoOutWith(s, card)) {
    throw illegal('must-keep-a-card', 'no going out with a 7 or a joker (noSevenOrJokerFinish)');
  }
  return DISCARD_ACTIONS[card] as Action;
}

function checkMeld(s: State, p: number, cards: number[]): Action {
  if (!holdsAll(s, p, cards)) throw notHeld(p, cards);
  const meld = readMeld(cards, s.game.options.aces === 'high-or-low');
  if (meld === null) {
    throw illegal(
      'not-a-meld',
      `${cards.map(cardName).join(' ') || 'no cards'} make no meld: a set (3–4 of a rank), a run (3+ of a suit, low to high; or 6-7, 7-8) or a 7 alone, at most one joker`,
    );
  }
  const [lo, hi, jokers] = handWithout(s, p, meld.cards);
  if (!mayLeave(s, lo, hi, jokers)) throw keep();
  return cardsAction('meld', meld.cards, meld.low);
}

const keep = () =>
  illegal(
    'must-keep-a-card',
    'this would leave no card to go out with (a last discard is needed; with noSevenOrJokerFinish it may not be a 7 or a joker)',
  );

function checkLayoff(s: State, p: number, card: number, id: number, endName: unknown): Action {
  if (!holds(s, p, card)) throw notHeld(p, [card]);
  if (!ownsMeld(s, p)) throw illegal('no-meld-yet', `P${p + 1} owns no meld this round and may not lay off`);
  const target = s.melds[id];
  if (target === undefined) throw illegal('does-not-fit', `there is no meld ${id} (melds 0–${s.melds.length - 1})`);
  const end = endName === 'low' ? LOW : endName === 'high' ? HIGH : NO_END;
  if ((target.kind === 'run') !== (end !== NO_END)) {
    throw malformed(
      target.kind === 'run'
        ? `meld ${id} is a run: say which end ('low' or 'high')`
        : `meld ${id} is a ${target.kind}: no end`,
    );
  }
  const made = laidOff(target, card, end, s.game.options.aces === 'high-or-low');
  if (made === null) throw illegal('does-not-fit', `${cardName(card)} does not fit meld ${id}`);
  const [lo, hi, jokers] = handWithout(s, p, [card]);
  if (!mayLeave(s, lo, hi, jokers)) throw keep();
  const move: Move =
    end === NO_END
      ? { type: 'layoff', meld: id, card: cardName(card) }
      : { type: 'layoff', meld: id, card: cardName(card), end: end === LOW ? 'low' : 'high' };
  return { type: 'layoff', card, meld: id, end, cards: null, low: made.low, made, move: Object.freeze(move) };
}
