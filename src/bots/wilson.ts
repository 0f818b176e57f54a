/**
 * The 95 % Wilson score interval of a rate, for the leagues of every game ({@link wilson}).
 * @module
 */

/**
 * The 95 % Wilson score interval of k successes in n trials.
 * @example
 * ```ts
 * import { wilson } from 'shichinarabe/bots';
 * wilson(30, 100); // about [0.219, 0.396]
 * ```
 */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const den = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}
