/**
 * The rules of Seven Up: the tricks. Six tricks; the eldest leads the first, the winner of each
 * trick leads the next. The leader plays any card. Each other player in turn (to the left, or to the
 * right with `direction: 'anticlockwise'`) plays a
 * card of the suit led or a trump, whichever they like (「切り札をいつ出しても構わない」), and any
 * card only when they hold none of the suit led. The highest trump played wins the trick, or if
 * none, the highest card of the suit led; ranks run A K Q J T 9 … 2 from high to low.
 * @module
 */
import { rankOf, suitOf } from '../shared/cards.js';
import type { Events } from './recorder.js';
import { type Draft, handHi, handLo, nextPlayer, type State, trickCard, trickSize } from './state.js';

/** The lo word (♠, ♥) of each suit's cells. */
const SUIT_LO = [0x1fff, 0x1fff0000, 0, 0];
/** The hi word (♦, ♣) of each suit's cells. */
const SUIT_HI = [0, 0, 0x1fff, 0x1fff0000];

/** A card's strength within its suit: the ace highest (13), then K (12) … 2 (1). */
export const power = (cell: number): number => rankOf(cell) || 13;

/** The suit led to the trick being played, or -1 when it has no card yet. */
const suitLed = (s: State): number => (trickSize(s.trick) === 0 ? -1 : suitOf(trickCard(s.trick, 0)));

/**
 * The cards of its hand the player to move may play, as two card-set words: the whole hand when
 * leading or when holding none of the suit led, else the cards of the suit led and the trumps.
 */
export function playable(s: State): [lo: number, hi: number] {
  const lo = handLo(s, s.current);
  const hi = handHi(s, s.current);
  const led = suitLed(s);
  if (led < 0) return [lo, hi];
  const ledLo = lo & (SUIT_LO[led] as number);
  const ledHi = hi & (SUIT_HI[led] as number);
  if ((ledLo | ledHi) === 0) return [lo, hi];
  const trump = s.trump;
  return [ledLo | (lo & (SUIT_LO[trump] as number)), ledHi | (hi & (SUIT_HI[trump] as number))];
}

/** Whether the player to move may play the card of `cell` (which they hold). */
export function mayPlay(s: State, cell: number): boolean {
  const led = suitLed(s);
  const suit = suitOf(cell);
  if (led < 0 || suit === led || suit === s.trump) return true;
  return ((handLo(s, s.current) & (SUIT_LO[led] as number)) | (handHi(s, s.current) & (SUIT_HI[led] as number))) === 0;
}

/**
 * The winner of a full trick: the player of its highest trump, or of its highest card of the suit
 * led. The i-th card was played by the player i seats on from the leader (`turn` a seat's step).
 */
function winnerOfTrick(trick: number, leader: number, players: number, turn: number, trump: number): number {
  let best = trickCard(trick, 0);
  let winner = leader;
  for (let i = 1; i < players; i++) {
    const cell = trickCard(trick, i);
    const beats = suitOf(cell) === suitOf(best) ? power(cell) > power(best) : suitOf(cell) === trump;
    if (beats) {
      best = cell;
      winner = (leader + i * turn) % players;
    }
  }
  return winner;
}

/**
 * The player to move plays the card of `cell` to the trick. When the trick is full, its winner
 * takes it and leads the next. Returns whether that was the deal's last trick.
 */
export function play(d: Draft, cell: number, events: Events): boolean {
  const n = d.game.players;
  events?.play(d.current, cell);
  if (cell < 32) d.playedLo |= 1 << cell;
  else d.playedHi |= 1 << (cell - 32);
  const size = trickSize(d.trick);
  const trick = (d.trick | (cell << (3 + 6 * size))) + 1;
  if (size + 1 < n) {
    d.trick = trick;
    d.current = nextPlayer(d, d.current);
    return false;
  }
  const winner = winnerOfTrick(trick, d.leader, n, d.game.turn, d.trump);
  if (events !== null) {
    const cells: number[] = [];
    for (let i = 0; i < n; i++) cells.push(trickCard(trick, i));
    events.trick(winner, cells);
  }
  d.tricks = [...d.tricks, d.leader | (winner << 2) | ((trick >>> 3) << 4)];
  d.trick = 0;
  d.leader = winner;
  d.current = winner;
  return d.tricks.length === 6;
}
