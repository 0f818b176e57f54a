/**
 * `describeEvent`, what every game shares: the options read, the event's type looked up in the
 * game's table of sentences (one wording per event type, in both languages), the sentence ended
 * with its full stop, and an event the game does not have refused (another game's state, view or
 * record named as such).
 * @module
 */
import type { GameName } from './engine.js';
import { describe, ShichinarabeError } from './errors.js';
import { GAMES, refuseOtherGame } from './which-game.js';
import { readWords, type Words } from './words.js';

/**
 * A game's sentences, one per event type: each gets the event, the call's words and the game's own
 * options (`X`, read before), and returns the sentence without its full stop.
 */
export type Sentences<E extends { readonly type: string }, X = undefined> = {
  readonly [T in E['type']]: (event: Extract<E, { readonly type: T }>, words: Words, extra: X) => string;
};

/**
 * The sentence of `event`, an event of `game` whose sentences are `table`; `known` lists the
 * options the game's `describeEvent` takes, and `extra` reads the game's own (checked first).
 * @throws {@link ShichinarabeError} for a value that is not one of the game's events (a
 * {@link StateError} naming the game for another game's state, view or record);
 * {@link OptionsError} for invalid options.
 */
export function describeWith<E extends { readonly type: string }, X = undefined>(
  event: unknown,
  options: unknown,
  game: GameName,
  known: readonly string[],
  table: Sentences<E, X>,
  extra: (options: Record<string, unknown>) => X = () => undefined as X,
): string {
  const { words, options: o } = readWords(options, known);
  const x = extra(o);
  let type: unknown;
  try {
    type = typeof event === 'object' && event !== null ? (event as Record<string, unknown>).type : undefined;
  } catch {
    type = undefined;
  }
  const notOne = (why: string, cause?: unknown) => {
    refuseOtherGame(event, game);
    return new ShichinarabeError(`describeEvent: not a ${GAMES[game].title} event (${describe(event)}): ${why}`, {
      cause,
    });
  };
  if (typeof type !== 'string' || !Object.hasOwn(table, type)) {
    throw notOne(typeof type === 'string' ? `no event has the type ${JSON.stringify(type)}` : 'it has no type');
  }
  const sentence = table[type as E['type']] as (e: unknown, w: Words, x: X) => string;
  try {
    return words.end(sentence(event, words, x));
  } catch (e) {
    throw notOne(e instanceof ShichinarabeError ? e.message : 'it could not be read', e);
  }
}
