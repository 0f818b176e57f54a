/**
 * Random VALID game options for property-based tests: a fast-check arbitrary and a seeded
 * generator (the library's own `Random`), covering every option of both variants.
 *
 * - classic: players 2–8, start, firstPlayer, passLimit (0..4 or null), freePass (only with a
 *   finite passLimit), tunnel, jokers 0/1, jokerPlay;
 * - kill: players 2–8, start, firstPlayer, passLimit/freePass, and every `kill.*` option except
 *   the forbidden pair `diagonal: 'kill-only'` + `death: 'left-right'`;
 * - always a seed (integer or string), so the deal is reproducible.
 *
 * Each option is sometimes left out, so the defaults are exercised too.
 */
import fc from 'fast-check';
import { type GameOptions, type KillOptions, Random } from '../../src/index.js';

/** An option value, or "left out" (`undefined`, dropped from the object). */
type Maybe<T> = T | undefined;

/** Builds an options object without the keys whose value is `undefined` (exactOptionalPropertyTypes). */
function compact<T extends object>(entries: { [K in keyof T]: T[K] | undefined }): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) out[key] = value;
  return out as T;
}

const seedArb: fc.Arbitrary<number | string> = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.string({ maxLength: 12 }),
);

/** passLimit (0..4, null, or left out) together with a freePass that is only true with a finite limit. */
function passArb(
  defaultLimit: number | null,
): fc.Arbitrary<{ passLimit: Maybe<number | null>; freePass: Maybe<boolean> }> {
  return fc
    .record({
      passLimit: fc.option(fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)), { nil: undefined }),
      freePass: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ passLimit, freePass }) => {
      const finite = (passLimit === undefined ? defaultLimit : passLimit) !== null;
      return { passLimit, freePass: finite || freePass !== true ? freePass : false };
    });
}

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<Maybe<T>> => fc.option(arb, { nil: undefined, freq: 4 });

const killSubArb: fc.Arbitrary<KillOptions> = fc
  .record({
    maxGroup: maybe(fc.integer({ min: 1, max: 12 })),
    threeWallGroups: maybe(fc.boolean()),
    extraTurn: maybe(fc.boolean()),
    death: maybe(fc.constantFrom('enclosed' as const, 'left-right' as const)),
    diagonal: maybe(fc.constantFrom('always' as const, 'kill-only' as const)),
    tiebreak: maybe(fc.constantFrom('kills' as const, 'finish' as const)),
  })
  .map((k) => {
    // The one forbidden pair: 'kill-only' with 'left-right'.
    if (k.diagonal === 'kill-only' && k.death === 'left-right')
      return compact<KillOptions>({ ...k, death: 'enclosed' });
    return compact<KillOptions>(k);
  });

/** Random valid classic options (with a seed). */
export const classicOptionsArb: fc.Arbitrary<GameOptions> = fc
  .integer({ min: 2, max: 8 })
  .chain((players) =>
    fc.record({
      variant: maybe(fc.constant('classic' as const)),
      players: fc.constant(players),
      seed: seedArb,
      start: maybe(fc.constantFrom('sevens' as const, 'fan-tan' as const)),
      firstPlayer: maybe(fc.integer({ min: 0, max: players - 1 })),
      pass: passArb(3),
      tunnel: maybe(fc.boolean()),
      jokers: maybe(fc.constantFrom(0 as const, 1 as const)),
      jokerPlay: maybe(fc.constantFrom('bridge' as const, 'alone' as const)),
    }),
  )
  .map(({ pass, ...rest }) => compact<GameOptions>({ ...rest, ...pass }));

/** Random valid Kill options (with a seed). */
export const killOptionsArb: fc.Arbitrary<GameOptions> = fc
  .integer({ min: 2, max: 8 })
  .chain((players) =>
    fc.record({
      variant: fc.constant('kill' as const),
      players: fc.constant(players),
      seed: seedArb,
      start: maybe(fc.constantFrom('sevens' as const, 'fan-tan' as const)),
      firstPlayer: maybe(fc.integer({ min: 0, max: players - 1 })),
      pass: passArb(null),
      kill: maybe(killSubArb),
    }),
  )
  .map(({ pass, ...rest }) => compact<GameOptions>({ ...rest, ...pass }));

/** Random valid options of either variant (with a seed). */
export const gameOptionsArb: fc.Arbitrary<GameOptions> = fc.oneof(classicOptionsArb, killOptionsArb);

// --- The seeded generator --------------------------------------------------------------------

const pick = <T>(rng: Random, values: readonly T[]): T => values[rng.int(values.length)] as T;
/** Half the time a value, half the time left out. */
const sometimes = <T>(rng: Random, value: () => T): Maybe<T> => (rng.int(2) === 0 ? undefined : value());

function randomPass(
  rng: Random,
  defaultLimit: number | null,
): { passLimit: Maybe<number | null>; freePass: Maybe<boolean> } {
  const passLimit = sometimes(rng, () => pick(rng, [0, 1, 2, 3, 4, null]));
  const finite = (passLimit === undefined ? defaultLimit : passLimit) !== null;
  const freePass = sometimes(rng, () => (finite ? rng.int(2) === 0 : false));
  return { passLimit, freePass };
}

/**
 * Random valid options from a seed (or a `Random`), with the library's PRNG: the same seed
 * always gives the same options. `variant` forces a variant.
 */
export function randomGameOptions(seed: number | string | Random, variant?: 'classic' | 'kill'): GameOptions {
  const rng = seed instanceof Random ? seed : new Random(seed);
  const v = variant ?? pick(rng, ['classic', 'kill'] as const);
  const players = 2 + rng.int(7);
  const common = {
    players,
    seed: rng.int(2) === 0 ? rng.next() : `s${rng.next().toString(36)}`,
    start: sometimes(rng, () => pick(rng, ['sevens', 'fan-tan'] as const)),
    firstPlayer: sometimes(rng, () => rng.int(players)),
    ...randomPass(rng, v === 'kill' ? null : 3),
  };
  if (v === 'classic') {
    return compact<GameOptions>({
      variant: sometimes(rng, () => 'classic' as const),
      ...common,
      tunnel: sometimes(rng, () => rng.int(2) === 0),
      jokers: sometimes(rng, () => pick(rng, [0, 1] as const)),
      jokerPlay: sometimes(rng, () => pick(rng, ['bridge', 'alone'] as const)),
    });
  }
  let kill: Maybe<KillOptions> = sometimes(rng, () =>
    compact<KillOptions>({
      maxGroup: sometimes(rng, () => 1 + rng.int(12)),
      threeWallGroups: sometimes(rng, () => rng.int(2) === 0),
      extraTurn: sometimes(rng, () => rng.int(2) === 0),
      death: sometimes(rng, () => pick(rng, ['enclosed', 'left-right'] as const)),
      diagonal: sometimes(rng, () => pick(rng, ['always', 'kill-only'] as const)),
      tiebreak: sometimes(rng, () => pick(rng, ['kills', 'finish'] as const)),
    }),
  );
  if (kill?.diagonal === 'kill-only' && kill.death === 'left-right') kill = { ...kill, death: 'enclosed' };
  return compact<GameOptions>({ variant: 'kill', ...common, kill });
}

/** An arbitrary of options made by {@link randomGameOptions} from a fast-check integer seed. */
export const seededOptionsArb: fc.Arbitrary<GameOptions> = fc
  .integer({ min: 0, max: 0x7fffffff })
  .map((seed) => randomGameOptions(seed));
