/**
 * `determinize`: a full game state consistent with what one player sees.
 * @module
 */
import { CELLS, cardNumber, JOKER } from '../../sevens/cards.js';
import { bitOf, has, wordOf, wordsOf } from '../../shared/cardset.js';
import { StateError } from '../../shared/errors.js';
import { canPlay, legalCodes } from '../../sevens/generate.js';
import { readMove } from '../../sevens/check.js';
import { isPass, isPlay, jokerNext } from '../../sevens/moves.js';
import { positionState } from '../../sevens/position.js';
import type { State, Told } from '../../sevens/state.js';
import type { Random } from '../../shared/random.js';
import type { Card, GameState, Move } from '../../sevens/types.js';
import type { GameEvent } from '../../sevens/reports.js';
import { builder, deal, playableFromStart } from './deals.js';
import { type BotView, copyOptions } from './types.js';

/**
 * How many constrained deals {@link determinize} tries before it deals without the constraints.
 * @example
 * ```ts
 * import { DETERMINIZE_TRIES } from 'shichinarabe/bots';
 * console.log(`up to ${DETERMINIZE_TRIES} constrained deals per determinize`);
 * ```
 */
export const DETERMINIZE_TRIES = 64;

const cellsOf = (cards: readonly Card[] | null, what: string): number[] => {
  if (!Array.isArray(cards)) throw new StateError(`determinize: ${what} is not a list of cards`);
  return cards.map((card) => {
    const cell = cardNumber(card);
    if (cell < 0) throw new StateError(`determinize: ${what} holds ${JSON.stringify(card)}, not a card`);
    return cell;
  });
};

/** A copy of a view's events (nothing, when they are not a list of plain data). */
function copyOfEvents(events: unknown): GameEvent[] {
  try {
    return Array.isArray(events) ? (JSON.parse(JSON.stringify(events)) as GameEvent[]) : [];
  } catch {
    return [];
  }
}

/** The library's shared move object for the view's last move. */
function lastMoveOf(m: Move | null): Move | null {
  if (m === null) return null;
  const move = readMove(m);
  if (move === null) throw new StateError('determinize: lastMove is not a move');
  return move;
}

/**
 * The player who made the last move (a pass or a joker move, after which the turn went to the
 * left of its player), found by walking back from the player to move over the players who no
 * longer play; -1 when the view cannot tell: the game is over, a player who went out or was
 * disqualified sits in between and may have made it, or (classic with a joker) a player with one
 * card, who may be stuck with the joker, sits in between.
 */
function lastMover(v: BotView): number {
  const n = v.options.players;
  if (Number.isInteger(v.lastPlayer) && (v.lastPlayer as number) >= 0 && (v.lastPlayer as number) < n) {
    return v.lastPlayer as number; // the view says who
  }
  const c = v.current;
  if (c === null) return -1;
  const lastOut = v.finished[v.finished.length - 1] ?? -1;
  const lastDq = v.disqualified[v.disqualified.length - 1] ?? -1;
  const mine = v.player === null ? null : v.hands[v.player];
  const jokerUnseen = v.options.variant === 'classic' && v.options.jokers === 1 && !mine?.includes('JK');
  for (let i = 1; i <= n; i++) {
    const q = (c - i + n) % n;
    if (v.finished.includes(q) || v.disqualified.includes(q) || v.handSizes[q] === 0) {
      if (q === lastOut || q === lastDq) return -1;
      continue;
    }
    if (q === v.player && mine?.length === 1 && mine[0] === 'JK') continue; // I am stuck with the joker
    if (q !== v.player && jokerUnseen && v.handSizes[q] === 1) return -1; // maybe stuck with the joker
    return q;
  }
  return -1;
}

/**
 * A full game state consistent with a player's view, for search (information-set Monte Carlo):
 * the viewer's hand, the table, the dead piles, hand sizes, counters, who went out or was
 * disqualified, whose turn it is and the last move are exactly the view's; the cards the viewer
 * cannot see are dealt at random to the other players, by their hand sizes, uniformly over the
 * deals the view allows. `view(determinize(v, rng), v.player)` equals `v` without its `options`.
 *
 * The unseen cards are every card neither in the viewer's hand, on the table nor in a dead pile,
 * and the joker when the game has one, the viewer does not hold it, and the hand sizes show that
 * somebody does (a disqualified holder's joker left the game). What the view proves is respected:
 * each dead pile is its player's; when the last move was a pass and passes are not free, the
 * player who passed holds no card playable now; after a joker move, its player no longer holds
 * the joker; the player to move does not hold the joker alone. The passer's hand is drawn
 * exactly from the cards they may hold; the joker conditions are met by rejection, and after
 * {@link DETERMINIZE_TRIES} failed deals (only with a view no real game produces) the cards are
 * dealt without the constraints. When the view cannot tell who made the last move (a player who
 * went out or was disqualified, or one who may be stuck with the joker, sits between), that
 * constraint is left out. A view with
 * `player: null` (the whole truth) gives back its own hands.
 *
 * The result plays on exactly like the real game, but its history is only the last move and its
 * "deal" is the position itself: `serialize` of it is not a faithful game record. For search, not
 * for records. It uses `rng` and nothing else, so the same view and generator state give the same
 * state.
 * @throws `StateError` for a view whose cards or counts do not add up.
 * @example
 * ```ts
 * import { createGame, Random, view } from 'shichinarabe';
 * import { botView, determinize } from 'shichinarabe/bots';
 * const game = createGame({ seed: 1 });
 * const guess = determinize(botView(game, 0), new Random(7));
 * view(guess, 0); // the same as view(game, 0); the other hands are a guess
 * ```
 */
export function determinize(v: BotView, rng: Random): GameState {
  return determinizer(v)(rng);
}

/**
 * {@link determinize} in two steps, for drawing many states from one view: reading and checking
 * the view once, then each call draws one state with the generator.
 */
export function determinizer(v: BotView): (rng: Random) => GameState {
  return sampler(v) as unknown as (rng: Random) => GameState;
}

/**
 * Internal: {@link determinizer} for the search, giving the library's own states (which a
 * `Playout` takes without a check).
 */
export function sampler(v: BotView): (rng: Random) => State {
  const options = copyOptions(v.options);
  const n = options.players;
  const lists = [v.hands, v.handSizes, v.dead, v.passes, v.kills, v.selfKills];
  if (lists.some((l) => !Array.isArray(l) || l.length !== n)) {
    throw new StateError(`determinize: the view's per-player lists must have ${n} entries`);
  }
  const table = cellsOf(v.table, 'table');
  const dead = v.dead.map((pile, p) => cellsOf(pile, `dead[${p}]`));
  const current = v.current ?? -1;
  const lastMove = lastMoveOf(v.lastMove);
  const told: Told = {
    lastPlayer: lastMove !== null && Number.isInteger(v.lastPlayer) ? (v.lastPlayer as number) : null,
    events: copyOfEvents(v.events),
    moveOffset: Number.isInteger(v.moveNumber) ? v.moveNumber - (lastMove === null ? 0 : 1) : 0,
    jokerSwapped: v.jokerHolder !== null && v.jokerHolder !== undefined && v.jokerHolder !== v.player,
  };
  const base = {
    told,
    options,
    table,
    dead,
    passes: v.passes,
    kills: v.kills,
    selfKills: v.selfKills,
    finished: v.finished,
    disqualified: v.disqualified,
  };
  const me = v.player;
  const build = builder({ ...base, hands: Array.from({ length: n }, () => []), current, lastMove });
  if (me === null) {
    const hands = v.hands.map((h, p) => cellsOf(h, `hands[${p}]`));
    return () => build(hands);
  }
  const mine = cellsOf(v.hands[me] ?? null, `hands[${me}]`);
  const seen = [0, 0];
  for (const cell of [...table, ...dead.flat(), ...mine]) {
    if (cell !== JOKER) seen[wordOf(cell)] = (seen[wordOf(cell)] as number) | bitOf(cell);
  }
  const items = CELLS.filter((c) => ((seen[wordOf(c)] as number) & bitOf(c)) === 0);
  const sizes = v.handSizes.map((k, p) => (p === me ? 0 : k));
  const others = sizes.reduce((a, b) => a + b, 0);
  const jokerGame = options.variant === 'classic' && options.jokers === 1 && !mine.includes(JOKER);
  if (jokerGame && others === items.length + 1) items.push(JOKER);
  else if (others !== items.length) {
    throw new StateError(`determinize: the other hands hold ${others} cards but ${items.length} are unseen`);
  }
  // A joker whose holder the view shows (it changed hands in public, or its holder is stuck) is theirs.
  const jokerTo =
    items.includes(JOKER) &&
    Number.isInteger(v.jokerHolder) &&
    v.jokerHolder !== me &&
    (sizes[v.jokerHolder as number] ?? 0) > 0
      ? (v.jokerHolder as number)
      : -1;
  if (jokerTo >= 0) {
    items.splice(items.indexOf(JOKER), 1);
    sizes[jokerTo] = (sizes[jokerTo] as number) - 1;
  }

  // What the view proves beyond the counts.
  const mover = lastMover(v);
  const noJoker = new Set<number>();
  if (lastMove?.type === 'joker' && mover >= 0) noJoker.add(mover);
  if (options.variant === 'classic' && current >= 0 && v.handSizes[current] === 1) noJoker.add(current);
  // A player left with the joker alone is stuck, and the view would show them holding it.
  if (items.includes(JOKER) && v.jokerHolder === null) {
    for (let p = 0; p < n; p++) if (p !== me && v.handSizes[p] === 1) noJoker.add(p);
  }
  // The cards each player cannot hold (card-set words, two per player): the passer's, and the
  // cards playable since the start for every player who has passed since then.
  const bans = new Array<number>(2 * n).fill(0);
  let passerBans: number[] | null = null;
  let passer = -1;
  if (lastMove?.type === 'pass' && !options.freePass && mover >= 0 && mover !== me) {
    // The cells the passer could play now if they held them (a pass does not change the table).
    // With the joker (shown to be theirs), also the cards that would have let it bridge.
    const withJoker = jokerTo === mover ? [JOKER] : [];
    const probe = positionState({
      ...base,
      hands: Array.from({ length: n }, (_, p) =>
        p === mover ? [...items.filter((c) => c !== JOKER), ...withJoker] : [],
      ),
      current: mover,
      lastMove,
    });
    const codes: number[] = [];
    const count = legalCodes(probe, codes);
    const cells: number[] = [];
    for (let i = 0; i < count; i++) {
      const code = codes[i] as number;
      if (isPlay(code)) cells.push(code);
      else if (!isPass(code) && jokerNext(code) >= 0) cells.push(jokerNext(code));
    }
    const [lo, hi] = wordsOf(cells);
    if (items.filter((c) => !has(lo, hi, c)).length >= (sizes[mover] as number)) {
      passer = mover;
      passerBans = new Array<number>(2 * n).fill(0);
      passerBans[2 * mover] = bans[2 * mover] = lo;
      passerBans[2 * mover + 1] = bans[2 * mover + 1] = hi;
    }
  }
  const [tableLo, tableHi] = wordsOf(table);
  const [deadLo, deadHi] = wordsOf(dead.flat());
  const early = playableFromStart(options, tableLo, tableHi, deadLo, deadHi);
  let more = false;
  if (early !== null && (early.lo | early.hi) !== 0) {
    for (let q = 0; q < n; q++) {
      if (q === me || (sizes[q] as number) === 0 || !((v.passes[q] as number) >= early.passes)) continue;
      bans[2 * q] = (bans[2 * q] as number) | early.lo;
      bans[2 * q + 1] = (bans[2 * q + 1] as number) | early.hi;
      more = true;
    }
  }
  // Tried in turn: every ban, the passer's alone, none (only for a view no real game produces).
  const stages: (number[] | null)[] = [...(more ? [bans] : []), ...(passerBans !== null ? [passerBans] : []), null];

  const jokerChecks =
    (items.includes(JOKER) && (noJoker.size > 0 || passer >= 0)) || (jokerTo >= 0 && jokerTo === passer);
  return (rng: Random): State => {
    for (let attempt = 0; ; attempt++) {
      const stage = Math.min(Math.floor(attempt / DETERMINIZE_TRIES), stages.length - 1);
      const last = stage === stages.length - 1;
      const hands = deal(items, sizes, rng, stages[stage] as number[] | null);
      if (hands === null) continue;
      hands[me] = mine;
      if (jokerTo >= 0) (hands[jokerTo] as number[]).push(JOKER);
      if (!last && jokerChecks) {
        const holder = hands.findIndex((h) => h.includes(JOKER));
        if (holder >= 0 && noJoker.has(holder)) continue;
        if (holder >= 0 && holder === passer) {
          const probe = positionState({
            ...base,
            hands: hands.map((h, p) => (p === passer ? h : [])),
            current: passer,
            lastMove,
          });
          if (canPlay(probe)) continue;
        }
      }
      return build(hands);
    }
  };
}
