/**
 * Random option mixes, explicit decks and move choices for the Seven Bridge lockstep and property
 * tests, all drawn from the library's seeded `Random` (src/shared/random.ts) so every game can be
 * replayed from its seed.
 * @module
 */
import type { Random } from '../../src/shared/random.js';
import { fullDeck, type RefCard } from './reference-cards.js';
import { REF_DEFAULTS, type RefOptions, refResolve } from './reference-state.js';

/** A game to play: the options for `createGame` (decks included), the same resolved for the reference. */
export interface Mix {
  options: Record<string, unknown>;
  resolved: RefOptions;
  decks: RefCard[][];
}

const pick = <T>(rng: Random, items: readonly T[]): T => items[rng.int(items.length)] as T;

/**
 * Random valid options over every option of SPEC-seven-bridge §2, each left out one time in four
 * (`target` given one time in four, with `rounds` left to its default of 100 in some of those), a
 * seed (a number or a string: the order of a rebuilt stock follows from it), and a shuffled deck
 * for every round the game may have; with probability `stacked` a round's deck deals its first
 * player a 7-card run (so that going out in one go happens).
 */
export function randomMix(rng: Random, overrides: Partial<RefOptions> = {}, stacked = 0): Mix {
  const options: Record<string, unknown> = {};
  const maybe = (key: keyof RefOptions, make: () => unknown): void => {
    if (rng.int(4) !== 0) options[key] = make();
  };
  maybe('players', () => 2 + rng.int(5));
  const players = overrides.players ?? (options.players as number | undefined) ?? REF_DEFAULTS.players;
  maybe('rounds', () => 1 + rng.int(3));
  maybe('firstPlayer', () => rng.int(players));
  maybe('jokers', () => rng.int(3));
  const jokers = overrides.jokers ?? (options.jokers as number | undefined) ?? 0;
  maybe('aces', () => pick(rng, ['high-or-low', 'low']));
  maybe('firstRoundClaims', () => rng.int(2) === 0);
  maybe('discardToGoOut', () => rng.int(3) !== 0);
  maybe('points', () => pick(rng, ['standard', 'datt']));
  if (jokers > 0) maybe('jokerPoints', () => pick(rng, [15, 20]));
  maybe('oneShotDouble', () => rng.int(2) === 0);
  maybe('sevenPenalty', () => pick(rng, [false, true, 'each']));
  if (jokers > 0) maybe('jokerPenalty', () => rng.int(2) === 0);
  maybe('discarderPays', () => rng.int(2) === 0);
  if (options.discardToGoOut !== false) maybe('noSevenOrJokerFinish', () => rng.int(2) === 0);
  maybe('stockOut', () => pick(rng, ['reshuffle', 'reshuffle', 'void', 'score']));
  const stockOut = overrides.stockOut ?? (options.stockOut as string | undefined) ?? 'reshuffle';
  // restocks other than 3 only with 'reshuffle' (§2); 1 to 20, small ones more often (the limit is reached)
  if (stockOut === 'reshuffle') maybe('restocks', () => pick(rng, [1, 2, 3, 5, 1 + rng.int(20)]));
  else if (rng.int(8) === 0) options.restocks = 3;
  // a target one game in four: small enough that some total reaches it; rounds left to its default
  // of 100 only where rounds end with points (not 'void')
  if (rng.int(4) === 0) {
    options.target = pick(rng, [1, 20, 50, 100, 150, 300]);
    if (stockOut === 'void' || rng.int(2) === 0) options.rounds ??= 1 + rng.int(4);
    else delete options.rounds;
  } else if (rng.int(8) === 0) options.target = null;
  Object.assign(options, overrides);
  options.seed = pick(rng, [rng.int(1_000_000), `mix-${rng.int(1000)}`]);
  const resolved = refResolve(options as Partial<RefOptions>);
  const decks = Array.from({ length: resolved.rounds }, () => rng.shuffle(fullDeck(resolved.jokers)));
  for (const deck of decks) if (rng.float() < stacked) stackRun(rng, deck, resolved.players);
  options.decks = decks.map((d) => [...d]);
  return { options, resolved, decks };
}

/** Deals the round's first player (deck positions 0, n, 2n, …) a 7-card run of one suit. */
function stackRun(rng: Random, deck: RefCard[], players: number): void {
  const suit = 'SHDC'[rng.int(4)] as string;
  const low = rng.int(7);
  for (let i = 0; i < 7; i++) {
    const card = `${'A23456789TJQK'[low + i]}${suit}`;
    const from = deck.indexOf(card);
    const to = i * players;
    deck[from] = deck[to] as RefCard;
    deck[to] = card;
  }
}

const ACTIVE = new Set(['meld', 'layoff', 'pon', 'chi']);

/**
 * How a game's moves are chosen: uniformly, with a bias toward melds and claims, greedily, or
 * (`'few-melds'`, not among {@link POLICIES}) seldom making or growing a meld, so that rounds run
 * their stock out.
 */
export type Policy = 'uniform' | 'some-melds' | 'many-melds' | 'greedy' | 'few-melds';
export const POLICIES: readonly Policy[] = ['uniform', 'some-melds', 'many-melds', 'greedy'];

const cardsOf = (m: { type: string }): number => ('cards' in m && Array.isArray(m.cards) ? m.cards.length : 1);

/**
 * A move among `moves`: uniformly; or (with probability 0.3 / 0.8) one that makes or grows a meld
 * (meld, lay-off, pon, chi) when there is one; or 'greedy': always such a move with the most cards;
 * or 'few-melds': a draw, discard or pass nine times in ten when there is one.
 */
export function chooseMove<M extends { type: string }>(rng: Random, moves: readonly M[], policy: Policy): M {
  const active = moves.filter((m) => ACTIVE.has(m.type));
  if (active.length > 0 && policy === 'greedy') {
    const most = Math.max(...active.map(cardsOf));
    return pick(
      rng,
      active.filter((m) => cardsOf(m) === most),
    );
  }
  if (policy === 'few-melds') {
    const plain = moves.filter((m) => !ACTIVE.has(m.type));
    return plain.length > 0 && rng.float() < 0.9 ? pick(rng, plain) : pick(rng, moves);
  }
  const bias = policy === 'some-melds' ? 0.3 : policy === 'many-melds' ? 0.8 : 0;
  if (active.length > 0 && rng.float() < bias) return pick(rng, active);
  return pick(rng, moves);
}
