/**
 * The yardstick: a hand-written, mutable classic Sevens game loop with no API and no checks (4
 * players, every 7 laid out, pass limit 3 with disqualification, uniform random plays). It is how
 * fast this machine runs the bare rules right now, so the library's numbers can be read against
 * it: the machine's speed varies from minute to minute, the ratio much less. It plays the same
 * rules as the library's classic defaults but is not the library (no joker, no options, no log).
 */
import type { BenchRandom } from './generator.js';

const SEVEN_BIT = 1 << 6;
const FULL_ROW = 0x1fff;

/** For each 13-bit row of the table, the cells next to the run through the 7 (0 if the 7 is not down). */
const OPEN = new Uint16Array(FULL_ROW + 1);
for (let r = 0; r <= FULL_ROW; r++) {
  if ((r & SEVEN_BIT) === 0) continue;
  let low = 6;
  let high = 6;
  while (low > 0 && ((r >>> (low - 1)) & 1) === 1) low--;
  while (high < 12 && ((r >>> (high + 1)) & 1) === 1) high++;
  OPEN[r] = (low > 0 ? 1 << (low - 1) : 0) | (high < 12 ? 1 << (high + 1) : 0);
}

const popcount = (w: number): number => {
  let x = w - ((w >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

const deck = Array.from({ length: 52 }, (_, i) => Math.floor(i / 13) * 16 + (i % 13));
const hands = new Int32Array(8);
const passes = new Int32Array(4);
const moves = new Int32Array(64);

/** Plays one random game to the end; returns the number of turns. */
export function handwrittenGame(rng: BenchRandom): number {
  rng.shuffle(deck);
  hands.fill(0);
  passes.fill(0);
  for (let i = 0; i < 52; i++) {
    const card = deck[i] as number;
    hands[2 * (i & 3) + (card >>> 5)] = (hands[2 * (i & 3) + (card >>> 5)] as number) | (1 << (card & 31));
  }
  let tableLo = SEVEN_BIT | (SEVEN_BIT << 16);
  let tableHi = tableLo;
  for (let p = 0; p < 4; p++) {
    hands[2 * p] = (hands[2 * p] as number) & ~tableLo;
    hands[2 * p + 1] = (hands[2 * p + 1] as number) & ~tableHi;
  }
  let playing = 15;
  let current = 0;
  let turns = 0;
  while (popcount(playing) > 1) {
    const openLo = (OPEN[tableLo & FULL_ROW] as number) | ((OPEN[tableLo >>> 16] as number) << 16);
    const openHi = (OPEN[tableHi & FULL_ROW] as number) | ((OPEN[tableHi >>> 16] as number) << 16);
    let n = 0;
    for (let w = openLo & (hands[2 * current] as number); w !== 0; w &= w - 1) moves[n++] = 31 - Math.clz32(w & -w);
    for (let w = openHi & (hands[2 * current + 1] as number); w !== 0; w &= w - 1) moves[n++] = 63 - Math.clz32(w & -w);
    turns++;
    if (n === 0) {
      if ((passes[current] as number) >= 3) {
        tableLo |= hands[2 * current] as number;
        tableHi |= hands[2 * current + 1] as number;
        hands[2 * current] = 0;
        hands[2 * current + 1] = 0;
        playing &= ~(1 << current);
      }
      passes[current] = (passes[current] as number) + 1;
    } else {
      const cell = moves[rng.int(n)] as number;
      if (cell < 32) {
        tableLo |= 1 << cell;
        hands[2 * current] = (hands[2 * current] as number) & ~(1 << cell);
      } else {
        tableHi |= 1 << (cell - 32);
        hands[2 * current + 1] = (hands[2 * current + 1] as number) & ~(1 << (cell - 32));
      }
      if (hands[2 * current] === 0 && hands[2 * current + 1] === 0) playing &= ~(1 << current);
    }
    if (popcount(playing) <= 1) break;
    do current = (current + 1) & 3;
    while (((playing >>> current) & 1) === 0);
  }
  return turns;
}
