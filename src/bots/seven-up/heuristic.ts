/**
 * Seven Up's heuristic bot: a few rules a player would recognise (stand on a good trump holding,
 * protect the jack, take tens, lead trumps to draw them, hunt a jack that can be hanged, run the
 * pack for a kick).
 * @module
 */
import type { Move } from '../../seven-up/index.js';
import type { BotOf, BotViewOf } from '../generic.js';
import { codeOf, nameOf, suitCode } from './cards.js';
import { chooseCard, chooseDiscard, legalCards, trumpStrength } from './policy.js';

/** How strong a trump holding must be to stand (eldest) or to give a point rather than run (dealer). */
export const STAND_AT = 7;
/** The dealer gifts only with a stronger holding than this. */
export const GIFT_AT = 9;

/**
 * What the turn-up that makes trump after a run is worth to the dealer's side on average: a jack 1
 * (1/13 of a point), or Trinidad's kicks, an ace 1, a six 2, a jack 3 (6/13).
 */
const runKick = (o: BotViewOf<'seven-up'>['options']): number => (o.kick === 'trinidad' ? 6 / 13 : 1 / 13);

/** The side of a player in a view. */
const sideIn = (v: BotViewOf<'seven-up'>, player: number): number => v.sides.findIndex((s) => s.includes(player));

/** The trick-playing information of a view (the viewer to move in phase `'play'`). */
export function trickInfo(v: BotViewOf<'seven-up'>, me: number, hand: readonly number[]) {
  const trump = suitCode(v.trump ?? 'S');
  const played = new Uint8Array(52);
  for (const t of v.tricks) for (const p of t.plays) played[codeOf(p.card)] = 1;
  for (const p of v.trick) played[codeOf(p.card)] = 1;
  const side = sideIn(v, me);
  const mine = v.trick.map((p) => v.sides[side]?.includes(p.player) === true);
  return {
    hangJack: v.options.hangJack === true,
    hand,
    trump,
    cards: v.trick.map((p) => codeOf(p.card)),
    mine,
    after: v.handSizes.length - 1 - v.trick.length,
    played,
  };
}

/**
 * Seven Up: the heuristic bot. Eldest stands when the turn-up's suit is a good trump holding
 * (high trumps, a guarded jack, the ten), else begs — standing on less when a run may kick for the
 * dealer (Trinidad kicks); the dealer gives the point only with a strong holding in that suit
 * (stronger with Trinidad kicks, and never when it would win the eldest's side the game, nor when
 * a kick could win the dealer's side the game), else runs the pack; discards keep trumps and
 * counting cards. In play it leads its top trump while it holds another (drawing trumps for the
 * jack and Low) — and with `hangJack` a sure trump above a jack still out, to hang it —,
 * otherwise a low plain card; it takes a trick worth taking (a ten, the jack — worth three times
 * as much when it would hang —, count when last) with the cheapest winning card, never plays the
 * jack of trumps under a higher trump still out, gives count (and a jack that could be hanged) to
 * a partner's sure trick, and otherwise throws its cheapest card.
 * @example
 * ```ts
 * import { playGame, sevenUpHeuristic, sevenUpRandom } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * playGame({ engine: sevenUp, bots: [sevenUpHeuristic, sevenUpRandom, sevenUpRandom, sevenUpRandom], seed: 1 });
 * ```
 */
export const sevenUpHeuristic: BotOf<'seven-up'> = (v, rng) => {
  const moves = v.legalMoves;
  if (moves.length <= 1) return moves[0] as Move;
  const me = v.current ?? 0;
  const hand = (v.hands[me] ?? []).map(codeOf);
  const has = (type: string): Move | undefined => moves.find((m) => m.type === type);
  const turnUp = v.turnUps[v.turnUps.length - 1];
  // a run's kick is worth some strength of trumps to the dealer: 1/13 of a point moves nothing,
  // Trinidad's 6/13 one point of strength
  const kickStrength = Math.round(2 * runKick(v.options));
  if (v.phase === 'stand') {
    const s = trumpStrength(hand, suitCode(turnUp?.[1] ?? 'S'));
    return ((s >= STAND_AT - kickStrength ? has('stand') : has('beg')) ?? moves[0]) as Move;
  }
  if (v.phase === 'gift') {
    const s = trumpStrength(hand, suitCode(turnUp?.[1] ?? 'S'));
    const wins = (v.points[sideIn(v, v.eldest)] ?? 0) + 1 >= v.options.target;
    // a kick of up to 3 (Trinidad's jack) may win the dealer's side the game: run for it
    const maxKick = v.options.kick === 'trinidad' ? 3 : 1;
    const kickWins = (v.points[sideIn(v, v.dealer)] ?? 0) + maxKick >= v.options.target;
    const give = s >= GIFT_AT + kickStrength && !wins && !(kickWins && v.options.kick === 'trinidad');
    return ((give ? has('gift') : has('run')) ?? moves[0]) as Move;
  }
  if (v.phase === 'discard') {
    const card = nameOf(chooseDiscard(hand, suitCode(v.trump ?? 'S')));
    return (moves.find((m) => m.type === 'discard' && m.card === card) ?? moves[rng.int(moves.length)]) as Move;
  }
  const info = trickInfo(v, me, hand);
  const led = info.cards.length === 0 ? -1 : Math.floor((info.cards[0] as number) / 13);
  const card = nameOf(chooseCard(info, legalCards(hand, info.trump, led, [])));
  return (moves.find((m) => m.type === 'play' && m.card === card) ?? moves[rng.int(moves.length)]) as Move;
};
