/**
 * Seven Bridge golden transcripts: seeded games written out as plain text, checked verbatim by
 * golden.test.ts against test/seven-bridge/golden/<name>.txt.
 *
 * A transcript holds the options, the resolved record options, each round's deal, then every move
 * (number, player, move, the card drawn, what the move did: claims, going out, round ends), the
 * melds whenever they change, the hands when a round ends, the final score, and the game record.
 * Moves are chosen by the library's seeded `Random` (`moves/<seed>`) with the case's policy.
 *
 *   npx tsx test/seven-bridge/golden.ts --write     rewrite every transcript (review the diff!)
 *   npx tsx test/seven-bridge/golden.ts --search    print seeds whose games show what each case requires
 * @module
 */
import { writeFileSync } from 'node:fs';
import * as sb from '../../src/seven-bridge/index.js';
import { Random } from '../../src/shared/random.js';
import { chooseMove, type Policy } from './reference-random.js';

/** Something a golden game must show. */
export type Feature =
  | 'meld'
  | 'layoff'
  | 'pon'
  | 'chi'
  | 'out'
  | 'stock-out'
  | 'claimed-out'
  | 'joker-meld'
  | 'round'
  | 'restock'
  | 'target';

export interface GoldenCase {
  name: string;
  title: string;
  options: Record<string, unknown>;
  seed: number;
  policy: Policy;
  requires: Feature[];
}

/** The golden games; seeds found with `--search` (the first whose game shows what the case requires). */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    name: 'defaults',
    title: 'Seven Bridge with every default (4 players, 1 round, no jokers)',
    options: {},
    seed: 4,
    policy: 'some-melds',
    requires: ['meld', 'out'],
  },
  {
    name: 'jokers-discarder-pays-seven-penalty',
    title: 'Two jokers, the discarder pays, a held 7 scores double',
    options: { jokers: 2, discarderPays: true, sevenPenalty: true },
    seed: 10,
    policy: 'some-melds',
    requires: ['joker-meld', 'claimed-out'],
  },
  {
    name: 'two-players-stock-out-score',
    title: "Two players; a stock out scores every hand ('score')",
    options: { players: 2, stockOut: 'score' },
    seed: 3,
    policy: 'uniform',
    requires: ['stock-out'],
  },
  {
    name: 'reshuffle-seven-each-target',
    title: 'Stocks rebuilt from the discard pile (the default), each 7 held doubles, a game to 100 points',
    options: { sevenPenalty: 'each', target: 100 },
    seed: 0,
    policy: 'few-melds',
    requires: ['restock', 'stock-out', 'round', 'target'],
  },
  {
    name: 'six-players-first-round-claims',
    title: 'Six players, claims allowed from the first discard',
    options: { players: 6, firstRoundClaims: true },
    seed: 7,
    policy: 'some-melds',
    requires: ['pon', 'chi'],
  },
];

const P = (p: number): string => `P${p}`;
const cards = (list: readonly string[]): string => (list.length === 0 ? '-' : list.join(' '));

function moveText(m: sb.Move): string {
  switch (m.type) {
    case 'discard':
      return `discard ${m.card}`;
    case 'meld':
    case 'pon':
    case 'chi':
      return `${m.type} ${cards(m.cards)}`;
    case 'layoff':
      return `layoff ${m.card} on meld ${m.meld}${m.end === undefined ? '' : ` (${m.end})`}`;
    default:
      return m.type;
  }
}

/** What a move did, beyond the move itself, one line each. */
function eventLines(events: readonly sb.Event[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'claim')
      out.push(`${e.kind} by ${P(e.player)} from ${P(e.from)}: meld ${e.meld} = ${cards(e.cards)}`);
    else if (e.type === 'no-claim') out.push('no claim');
    else if (e.type === 'out') out.push(`${P(e.player)} goes out${e.oneShot ? ' in one go' : ''}`);
    else if (e.type === 'restock') out.push(`the stock is rebuilt from the discard pile: ${e.cards} cards`);
    else if (e.type === 'stock-out') out.push('the stock is out');
    else if (e.type === 'round-over')
      out.push(`round ${e.round} over: winner ${e.winner === null ? '-' : P(e.winner)}, points ${e.points.join(' ')}`);
    else if (e.type === 'over') out.push('game over');
  }
  return out;
}

function dealLines(v: sb.View): string[] {
  const lines = [`round ${v.round}, ${P(v.firstPlayer)} first; stock ${v.stockSize}`];
  v.hands.forEach((h, p) => {
    lines.push(`  ${P(p)} (${h?.length}): ${cards(h ?? [])}`);
  });
  return lines;
}

const meldLines = (v: sb.View): string[] =>
  v.melds.map((m) => `    meld ${m.id} ${P(m.owner)} ${m.kind.padEnd(5)} ${cards(m.cards)}`);

/** Plays a case; returns its transcript and the features its game showed. */
export function playCase(c: GoldenCase): { text: string; features: Set<Feature> } {
  const options = { ...c.options, seed: c.seed };
  const rng = new Random(`moves/${c.seed}`);
  let state = sb.createGame(options as sb.GameOptions);
  const features = new Set<Feature>();
  const record = JSON.parse(sb.serialize(state)) as { options: unknown };
  const lines = [
    `# ${c.title}`,
    '# Generated by `npx tsx test/seven-bridge/golden.ts --write`; checked by test/seven-bridge/golden.test.ts.',
    '',
    `options: ${JSON.stringify(options)}`,
    `record options: ${JSON.stringify(record.options)}`,
    `moves chosen by: new Random("moves/${c.seed}"), policy '${c.policy}'`,
    '',
    ...dealLines(sb.view(state)),
    '',
  ];
  const turnBegan: string[] = [];
  while (!sb.view(state).over) {
    const before = sb.view(state);
    const move = chooseMove(rng, sb.legalMoves(state), c.policy);
    const player = before.current as number;
    state = sb.applyMove(state, move);
    const v = sb.view(state);
    const drawn = v.events.find((e) => e.type === 'draw');
    const card = drawn?.type === 'draw' && drawn.card !== undefined ? ` (${drawn.card})` : '';
    lines.push(`#${v.moveNumber}  ${P(player)}  ${moveText(move)}${card}`);
    for (const line of eventLines(v.events)) lines.push(`    ${line}`);
    if (move.type === 'draw') turnBegan[player] = 'draw';
    for (const e of v.events) {
      if (e.type === 'meld' || e.type === 'layoff') features.add(e.type);
      if (e.type === 'claim') {
        features.add(e.kind);
        turnBegan[e.player] = 'claim';
      }
      if (e.type === 'out') {
        features.add('out');
        if (turnBegan[e.player] === 'claim') features.add('claimed-out');
      }
      if (e.type === 'stock-out') features.add('stock-out');
      if (e.type === 'restock') features.add('restock');
      if (e.type === 'over' && v.round < (record.options as sb.RecordOptions).rounds) features.add('target');
      if (e.type === 'round') features.add('round');
      if ((e.type === 'meld' || e.type === 'claim') && e.cards.includes('JK')) features.add('joker-meld');
    }
    const roundOver = v.events.some((e) => e.type === 'round-over');
    if (roundOver) {
      // the hands as the round ended: the whole truth just before the next deal
      lines.push('    hands at the end of the round:');
      for (const [p, h] of handsAtEnd(before, v.events).entries()) lines.push(`      ${P(p)}: ${cards(h)}`);
      if (!v.over) lines.push('', ...dealLines(v), '');
    } else if (v.melds.length !== before.melds.length || canonicalMelds(v) !== canonicalMelds(before)) {
      lines.push(...meldLines(v));
    }
  }
  const s = sb.score(state);
  lines.push('', `final score (over: ${s.over}):`);
  for (const r of s.rounds) {
    lines.push(
      `  round ${r.round}: ${r.reason}${r.winner === null ? '' : ` by ${P(r.winner)}`}${r.oneShot ? ' in one go' : ''}, points ${r.points.join(' ')}`,
    );
  }
  for (const st of s.standings) lines.push(`  ${st.rank}. ${P(st.player)}  total ${st.total}`);
  lines.push('', `record: ${sb.serialize(state)}`, '');
  return { text: lines.join('\n'), features };
}

/** The hands as a round ended: those before the move, less the cards its events took from them. */
function handsAtEnd(before: sb.View, events: readonly sb.Event[]): string[][] {
  const hands: string[][] = before.hands.map((h) => [...(h ?? [])]);
  const take = (p: number, list: readonly string[]): void => {
    for (const card of list) {
      const at = hands[p]?.indexOf(card) ?? -1;
      if (at >= 0) hands[p]?.splice(at, 1);
    }
  };
  for (const e of events) {
    if (e.type === 'round-over') break;
    if (e.type === 'meld') take(e.player, e.cards);
    if (e.type === 'layoff' || e.type === 'discard') take(e.player, [e.card]);
    if (e.type === 'claim') {
      const rest: string[] = [...e.cards];
      const claimed = rest.indexOf(before.claim?.card ?? 'none');
      if (claimed >= 0) rest.splice(claimed, 1);
      take(e.player, rest);
    }
  }
  return hands;
}

const canonicalMelds = (v: sb.View): string => JSON.stringify(v.melds);

const fileOf = (c: GoldenCase): URL => new URL(`./golden/${c.name}.txt`, import.meta.url);

function main(args: string[]): void {
  if (args.includes('--search')) {
    for (const c of GOLDEN_CASES) {
      const found: number[] = [];
      for (let seed = 0; seed < 3000 && found.length < 5; seed++) {
        const { features } = playCase({ ...c, seed });
        if (c.requires.every((f) => features.has(f))) found.push(seed);
      }
      console.log(`${c.name}: ${found.join(' ')}`);
    }
    return;
  }
  if (args.includes('--write')) {
    for (const c of GOLDEN_CASES) {
      const { text, features } = playCase(c);
      const missing = c.requires.filter((f) => !features.has(f));
      if (missing.length > 0) throw new Error(`${c.name}: seed ${c.seed} shows no ${missing.join(', ')}`);
      writeFileSync(fileOf(c), text);
      console.log(`wrote test/seven-bridge/golden/${c.name}.txt`);
    }
    return;
  }
  console.log('usage: npx tsx test/seven-bridge/golden.ts --write | --search');
}

if (process.argv[1]?.endsWith('golden.ts')) main(process.argv.slice(2));
