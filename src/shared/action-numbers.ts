/**
 * Action numbers (the learning interface, every game): the checks every game's `moveOf` makes of
 * a number before reading it, and the order `legalActions` gives.
 * @module
 */
import { describe, IllegalMoveError } from './errors.js';

/**
 * `action` as an action number of a game with `count` actions.
 * @throws `IllegalMoveError` `'malformed'` for anything that is not an integer in [0, count).
 */
export function actionIn(action: unknown, count: number): number {
  if (typeof action !== 'number' || !Number.isInteger(action) || action < 0 || action >= count) {
    throw new IllegalMoveError(
      'malformed',
      `an action is an integer from 0 to ${count - 1} (see actionCount), got ${describe(action)}`,
    );
  }
  return action;
}

/** The numbers sorted ascending, in place (an insertion sort: a state's legal actions are few, and mostly in order already). */
export function ascending(numbers: number[]): number[] {
  for (let i = 1; i < numbers.length; i++) {
    const a = numbers[i] as number;
    let j = i - 1;
    while (j >= 0 && (numbers[j] as number) > a) {
      numbers[j + 1] = numbers[j] as number;
      j--;
    }
    numbers[j + 1] = a;
  }
  return numbers;
}
