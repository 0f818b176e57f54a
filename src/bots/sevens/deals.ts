/**
 * Internal: dealing the cards a player cannot see, for `determinize` — with the cards each
 * player is known not to hold — and building the position's state around each deal.
 * @module
 */
import { JOKER } from '../../sevens/cards.js';
import { count, wordsOf } from '../../shared/cardset.js';
import { rulesOf } from '../../sevens/game.js';
import { settlePlayable } from '../../sevens/generate.js';
import type { RecordOptions } from '../../sevens/options.js';
import { type Position, positionState } from '../../sevens/position.js';
import type { Random } from '../../shared/random.js';
import { copyOf, Game, type State } from '../../sevens/state.js';

/** Whether the card-set words `bans` (two per player) hold `cell` for player `q`. */
const banned = (bans: readonly number[], q: number, cell: number): boolean =>
  cell < 64 && (((bans[2 * q + (cell >>> 5)] as number) >>> (cell & 31)) & 1) === 1;

/**
 * Deals `items` to the players by `sizes` (the viewer's size is 0). Without `bans`, uniformly.
 * With `bans` (card-set words, two per player: the cards that player cannot hold), each card
 * some player cannot hold goes to a free place in the hand of a player who may hold it, chosen
 * uniformly among those places, and then the other cards fill the places left, in random order.
 * When every restricted card has the same players barred (one passer), that is exactly uniform
 * over the deals the bans allow; with several it is close to it. `null` when the cards dealt
 * first left no place for a later one (try again).
 */
export function deal(
  items: readonly number[],
  sizes: readonly number[],
  rng: Random,
  bans: readonly number[] | null,
): number[][] | null {
  const n = sizes.length;
  const hands: number[][] = sizes.map(() => []);
  const order = rng.shuffle(items.slice());
  let free = order;
  const room = sizes.slice();
  if (bans !== null) {
    free = [];
    for (const cell of order) {
      let places = 0;
      let restricted = false;
      for (let q = 0; q < n; q++) {
        if (banned(bans, q, cell)) restricted = true;
        else places += room[q] as number;
      }
      if (!restricted) {
        free.push(cell);
        continue;
      }
      if (places === 0) return null;
      let at = rng.int(places);
      for (let q = 0; q < n; q++) {
        if (banned(bans, q, cell)) continue;
        const r = room[q] as number;
        if (at < r) {
          (hands[q] as number[]).push(cell);
          room[q] = r - 1;
          break;
        }
        at -= r;
      }
    }
  }
  let at = 0;
  for (let q = 0; q < n; q++) {
    const hand = hands[q] as number[];
    for (let k = room[q] as number; k > 0; k--) hand.push(free[at++] as number);
  }
  return hands;
}

/**
 * The cells that have been playable since the first turns of the game and still are, as card-set
 * words, with the number of passes that proves a player passed while they were playable: a
 * forced pass shows that its player held none of them, and cards only leave a hand. They are the
 * cells the variant's rules leave open on the first table (every 7; with the Fan Tan start, 7♦
 * alone, and two passes, since each player may have passed once before 7♦ went down), less those
 * on the table or dead since: classic, the 6s and 8s (Fan Tan: the 7s, 6♦ and 8♦); Kill, the
 * cells next to the 7s (Fan Tan: the 7s and the cells next to 7♦; side neighbours only with
 * `'kill-only'` diagonals). The table only grows, so a cell open on the first table stays open
 * until it is played (or, in Kill, dies). `null` with free passes, or under Fan Tan before 7♦ is down.
 */
export function playableFromStart(
  options: RecordOptions,
  tableLo: number,
  tableHi: number,
  deadLo: number,
  deadHi: number,
): { lo: number; hi: number; passes: number } | null {
  const rules = rulesOf(options);
  if (rules.freePass) return null;
  if (rules.fanTan && (tableHi & rules.opening) === 0) return null;
  const open = rules.variant.openCells;
  const firstHi = rules.laidOut | rules.opening; // the first table: the 7s laid out, or 7♦ once it opened the game
  return {
    lo: open(rules, rules.laidOut, firstHi, 0, 0, 0) & ~(tableLo | deadLo),
    hi: open(rules, rules.laidOut, firstHi, 0, 0, 1) & ~(tableHi | deadHi),
    passes: rules.fanTan ? 2 : 1,
  };
}

/**
 * Makes the states of one position with different hands, fast: the position's state is built
 * once (with empty hands), and each call copies it with a new deal — the hands given, the dead
 * piles, the joker's holder, and who is stuck with it — as `positionState` would build it.
 */
export function builder(position: Position): (hands: readonly (readonly number[])[]) => State {
  const template = positionState(position);
  const { options, rules, told } = template.game;
  const { tableLo, tableHi } = template.game.deal;
  const n = options.players;
  const deadWords = position.dead.flatMap((pile) => wordsOf(pile));
  const classic = options.variant === 'classic';
  return (hands) => {
    const words = deadWords.slice();
    const sizes = new Array<number>(n);
    let joker = -1;
    let playing = template.playing;
    for (let q = 0; q < n; q++) {
      const hand = hands[q] as readonly number[];
      let lo = words[2 * q] as number;
      let hi = words[2 * q + 1] as number;
      let holdsJoker = false;
      for (let i = 0; i < hand.length; i++) {
        const cell = hand[i] as number;
        if (cell === JOKER) holdsJoker = true;
        else if (cell < 32) lo |= 1 << cell;
        else hi |= 1 << (cell - 32);
      }
      words[2 * q] = lo;
      words[2 * q + 1] = hi;
      sizes[q] = count(lo) + count(hi) + (holdsJoker ? 1 : 0);
      if (holdsJoker) {
        joker = q;
        if (classic && hand.length === 1) playing &= ~(1 << q); // stuck with the joker
      }
    }
    const s = copyOf(template);
    s.game = new Game(options, { hands: words, joker, sizes, tableLo, tableHi }, rules, told);
    s.joker = joker;
    s.playing = playing;
    settlePlayable(s);
    return s;
  };
}
