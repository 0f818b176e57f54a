/**
 * The shipped bots: random, the classic heuristic, and the five Kill personalities of the 2009 program 殺しの7並べ.
 * @module
 */
import type { Move } from '../../sevens/types.js';
import { classicMove } from './classic.js';
import { BRUTE, CALM, COWARD, KILLER, killMove, type Personality } from './kill.js';
import type { Bot } from './types.js';

/**
 * Plays a legal move chosen uniformly at random (a legal pass included). The baseline.
 * @example
 * ```ts
 * import { createGame, Random } from 'shichinarabe';
 * import { botView, randomBot } from 'shichinarabe/bots';
 * randomBot(botView(createGame({ seed: 3 }), 0), new Random(1)); // one of the legal moves
 * ```
 */
export const randomBot: Bot = (v, rng) => v.legalMoves[rng.int(v.legalMoves.length)] as Move;

/**
 * The classic heuristic bot, after the tips of 七並べforモバイル (「七並べの勝ち方のコツ」). It scores every
 * legal move and plays the best (ties at random):
 *
 * `score = 0.5·played − 1.0·released − 0.5·opened + 0.8·mineOpened + 0.3·far − passRisk`,
 * `+4` for a joker move; a free pass scores `−3` (`−13` with at most one pass left).
 *
 * - played: 1 when a card leaves my hand (a joker move with `'alone'`: 0);
 * - released: the other players' cards no longer held back once the card is down — counted
 *   walking away from the run over the cells not on the table until my next card of that suit
 *   (tips 3 and 4: hold the cards that block suits you do not hold; keep 6s and 8s until needed);
 * - opened / mineOpened: others' / my cards that become playable at once (tips 5 and 6: play
 *   a card whose neighbour you hold, prefer one that opens nothing for the others);
 * - far: the distance of the rank from 7, 0–1 (tip 6: A, 2, Q, K first);
 * - passRisk: when I could not play next turn unless someone opens a cell: 0.7, or 2 with two
 *   passes left, 6 with one (tip 1: pass as little as possible; the pass limit disqualifies);
 * - a joker move also counts the effect of its cells (tip 2: play the joker early).
 *
 * In a Kill game it plays as {@link calmBot}.
 * @example
 * ```ts
 * import { classicBot, playGame, randomBot } from 'shichinarabe/bots';
 * playGame({ options: { seed: 1 }, bots: [classicBot, randomBot, randomBot, randomBot] });
 * ```
 */
export const classicBot: Bot = (v, rng) => (v.options.variant === 'kill' ? calmBot(v, rng) : classicMove(v, rng));

/** A Kill personality, or the classic heuristic in a classic game. */
const personality =
  (p: Personality): Bot =>
  (v, rng) =>
    v.options.variant === 'kill' ? killMove(p, v, rng) : classicMove(v, rng);

/**
 * 単細胞 (simpleton, "激弱"): 「なにも考えず、ランダムに置ける場所にカードを置きます」 — places a card
 * at random wherever it can; it passes only when it cannot play. Both variants.
 * @example
 * ```ts
 * import { playGame, simpletonBot } from 'shichinarabe/bots';
 * playGame({ options: { variant: 'kill', seed: 2 }, bots: [simpletonBot, simpletonBot, simpletonBot, simpletonBot] });
 * ```
 */
export const simpletonBot: Bot = (v, rng) => {
  const plays = v.legalMoves.filter((m) => m.type !== 'pass');
  const from = plays.length > 0 ? plays : v.legalMoves;
  return from[rng.int(from.length)] as Move;
};

/**
 * 冷静 (calm, "とっても強い"): 「殺した場合の相手のダメージと、自分のカードを危険にさらすリスクを計算して、
 * 攻守のバランスをとる」 — weighs the damage of a kill against the risk to its own cards:
 *
 * `score = 1·killedOthers − 1.5·killedMine − 1·myDanger`
 *
 * (features, one placement deep and exact from the view: killedOthers / killedMine = cards the
 * move kills; myDanger = my cards another player could kill with one placement next;
 * othersDanger = others' cards one placement by anybody could kill next; myChances = others'
 * cards I could kill with one placement next). A free pass is a candidate (scored on the
 * unchanged table, −0.01; never the last allowed pass). In a classic game it plays as {@link classicBot}.
 * @example
 * ```ts
 * import { calmBot, playGame, simpletonBot } from 'shichinarabe/bots';
 * playGame({ options: { variant: 'kill', seed: 3 }, bots: [calmBot, simpletonBot, simpletonBot, simpletonBot] });
 * ```
 */
export const calmBot: Bot = personality(CALM);

/**
 * 殺し屋 (killer, "とっても強い"): 「相手を殺せるチャンスは、たとえ自分のカードを危険にさらしても、決して
 * 逃しません」 but 「自分のカードが殺されるリスクを考えていないわけではない」 — when any legal move kills
 * another player's card it plays one of those, and among them (or when none kills) it scores
 *
 * `score = 1.5·killedOthers − 1·killedMine − 0.6·myDanger`
 *
 * (features as for {@link calmBot}). In a classic game it plays as {@link classicBot}.
 * @example
 * ```ts
 * import { killerBot, playGame, simpletonBot } from 'shichinarabe/bots';
 * playGame({ options: { variant: 'kill', seed: 4 }, bots: [killerBot, simpletonBot, simpletonBot, simpletonBot] });
 * ```
 */
export const killerBot: Bot = personality(KILLER);

/**
 * 臆病 (coward, "まあまあ強い"): 「他人のカードを殺す事よりも、とにかく自分のカードを殺されない事に重点」,
 * yet 「自分のカードを守るためなら躊躇なく他人を犠牲にします」 — its own cards first, kills freely
 * when that costs it nothing:
 *
 * `score = 0.4·killedOthers − 4·killedMine − 2·myDanger`
 *
 * (features as for {@link calmBot}). In a classic game it plays as {@link classicBot}.
 * @example
 * ```ts
 * import { cowardBot, playGame, simpletonBot } from 'shichinarabe/bots';
 * playGame({ options: { variant: 'kill', seed: 5 }, bots: [cowardBot, simpletonBot, simpletonBot, simpletonBot] });
 * ```
 */
export const cowardBot: Bot = personality(COWARD);

/**
 * 凶暴 (brute, "まあまあ強い"): 「他人のカードを殺す事だけでなく、他人のカードを危険に追い込む事を重視します。
 * そのためには自分のカードを危険にさらす事を厭いません」 — drives the others' cards into danger,
 * careless of its own:
 *
 * `score = 1·killedOthers − 1·killedMine − 0.7·myDanger + 0.5·othersDanger + 0.3·myChances`
 *
 * (features as for {@link calmBot}). In a classic game it plays as {@link classicBot}.
 * @example
 * ```ts
 * import { bruteBot, playGame, simpletonBot } from 'shichinarabe/bots';
 * playGame({ options: { variant: 'kill', seed: 6 }, bots: [bruteBot, simpletonBot, simpletonBot, simpletonBot] });
 * ```
 */
export const bruteBot: Bot = personality(BRUTE);

/**
 * The shipped bots by name (without `ismctsBot`, which takes a budget): `random`, `classic`,
 * `simpleton`, `calm`, `killer`, `coward`, `brute`. The tournament script reads its `--bots` from here.
 * @example
 * ```ts
 * import { BOTS } from 'shichinarabe/bots';
 * Object.keys(BOTS); // ['random', 'classic', 'simpleton', 'calm', 'killer', 'coward', 'brute']
 * ```
 */
export const BOTS: Readonly<Record<string, Bot>> = Object.freeze({
  random: randomBot,
  classic: classicBot,
  simpleton: simpletonBot,
  calm: calmBot,
  killer: killerBot,
  coward: cowardBot,
  brute: bruteBot,
});
