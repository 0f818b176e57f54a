/**
 * The rules a Seven Up game was set up with, read once from its first state (its record's options):
 * which way play goes and what a turn-up scores, for the table and the move log; and the rules a
 * new game after a record keeps.
 */
import { type GameState, type RecordOptions, sevenUp } from 'shichinarabe/seven-up';
import type { Field } from '../shell/params.js';
import { FIELDS } from './settings.js';

const known = new WeakMap<object, RecordOptions>();

/** Every option of the game whose first state is `first`, resolved. */
export function optionsOf(first: unknown): RecordOptions {
  const seen = known.get(first as object);
  if (seen !== undefined) return seen;
  const o = (JSON.parse(sevenUp.serialize(first as GameState)) as { options: RecordOptions }).options;
  known.set(first as object, o);
  return o;
}

/** The player after `player` in the game's direction: to the left (p + 1), or to the right (p − 1). */
export function nextPlayer(first: unknown, player: number): number {
  const { players, direction } = optionsOf(first);
  return direction === 'anticlockwise' ? (player + players - 1) % players : (player + 1) % players;
}

/** The players in turn order from `from` (the eldest leads; then each next player). */
export function turnOrder(first: unknown, from: number): number[] {
  const order = [from];
  for (let p = nextPlayer(first, from); p !== from; p = nextPlayer(first, p)) order.push(p);
  return order;
}

/** Whether a record's option value is the field's default (or absent). */
const isDefault = (f: Field, value: unknown): boolean =>
  value === undefined || (typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)) === f.fallback;

/** The settings a new game after a record keeps: every option the record sets to other than the default. */
export const keptOptions = (options: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(FIELDS.flatMap((f) => (isDefault(f, options[f.key]) ? [] : [[f.key, options[f.key]]])));
