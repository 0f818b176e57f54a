/**
 * Golden Seven Up games: seeded games written out as plain-text transcripts, the deals, every
 * move and what it did (turn-ups, trump, points, discards, tricks, awards), the points, the final
 * score and the game record.
 *
 * `npx tsx test/seven-up/golden.ts --write` writes `test/seven-up/golden/<name>.txt`;
 * `npx tsx test/seven-up/golden.ts --search` prints seeds whose games show every event a case
 * requires. `test/seven-up/golden.test.ts` regenerates each transcript in memory and compares it
 * verbatim. Moves are chosen by the library's seeded `Random` (uniformly among the legal moves,
 * sorted by name, with `beg` and `run` preferred as the case says), so a transcript is reproducible
 * and does not depend on the order `legalMoves` lists them in.
 * @module
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { applyMove, createGame, legalMoves, Random, score, serialize, view } from '../../src/seven-up/index.js';

type State = ReturnType<typeof createGame>;
type Move = Parameters<typeof applyMove>[1];
type View = ReturnType<typeof view>;
type Event = View['events'][number];

/** One golden game. */
export interface GoldenCase {
  name: string;
  title: string;
  options: Record<string, unknown>;
  seed: number;
  /** Probability of choosing `beg` or `run` when legal (else uniform). */
  preferBegRun: number;
  /**
   * Event types (and `point:gift`, `point:turn-up`, `kick:<points>`, `jack:hanged`, `gift:refused`)
   * the game must show.
   */
  requires: string[];
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    name: 'defaults',
    title: 'Seven Up with every default (4 players each alone, target 7, Low to the taker)',
    options: {},
    seed: 2,
    preferBegRun: 0.5,
    requires: ['gift', 'run', 'discard', 'point:turn-up', 'award-none'],
  },
  {
    name: 'partners-low-holder',
    title: 'Seven Up, 4 players in partnerships (0 & 2 against 1 & 3), Low to its holder',
    options: { players: 4, partnerships: true, low: 'holder' },
    seed: 52,
    preferBegRun: 0.5,
    requires: ['gift', 'run', 'discard', 'redeal'],
  },
  {
    name: 'two-players-target-11',
    title: 'Seven Up for 2 players to 11 points',
    options: { players: 2, target: 11 },
    seed: 0,
    preferBegRun: 0.6,
    requires: ['gift', 'run', 'discard', 'point:turn-up', 'award-none'],
  },
  {
    name: 'trinidad-table',
    title:
      'All Fours at a Trinidad table: anticlockwise, partnerships, kicks (ace 1, six 2, jack 3), the hanged jack, Low to its holder, no winning gift, to 14',
    options: {
      players: 4,
      partnerships: true,
      direction: 'anticlockwise',
      kick: 'trinidad',
      hangJack: true,
      giftMayWin: false,
      low: 'holder',
      target: 14,
    },
    seed: 158,
    preferBegRun: 0.5,
    requires: ['gift', 'run', 'discard', 'kick:2', 'kick:3', 'jack:hanged', 'gift:refused'],
  },
];

const points = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;

const sideName = (v: View, side: number | null): string =>
  side === null ? 'nobody' : (v.sides[side] ?? []).map((p) => `P${p}`).join('+');

function moveText(m: Move): string {
  return 'card' in m ? `${m.type} ${m.card}` : m.type;
}

function eventText(e: Event, v: View): string | null {
  switch (e.type) {
    case 'deal':
      return null; // written with the hands
    case 'turn-up':
      return `turn-up ${e.card}`;
    case 'point':
      return `${points(e.points)} to ${sideName(v, e.side)} (${e.reason})`;
    case 'redeal':
      return 'the pack ran out before a new suit: the same dealer deals again';
    case 'trump':
      return `trump is ${e.suit}`;
    case 'discard':
      return null; // the move line says it
    case 'play':
      return null;
    case 'trick':
      return `trick ${e.cards.join(' ')} won by P${e.winner}`;
    case 'award': {
      const card = e.card === undefined ? '' : ` with ${e.card}`;
      const totals = e.totals === undefined ? '' : ` (totals ${e.totals.join(', ')})`;
      const hanged = e.points === 3 ? `, ${points(3)}: the jack is hanged` : '';
      return `${e.kind}: ${sideName(v, e.side)}${card}${totals}${hanged}`;
    }
    case 'over':
      return `the game is over: ${sideName(v, e.winner)} wins`;
    default:
      return null; // stand, beg, gift, run: the move line says it
  }
}

function dealText(v: View, line: (text: string) => void): void {
  line('');
  line(`== deal ${v.deal}: dealer P${v.dealer}, eldest P${v.eldest}; turn-up ${v.turnUps[0]}; pack ${v.packSize}`);
  v.hands.forEach((hand, p) => {
    line(`  P${p}: ${(hand ?? []).join(' ')}`);
  });
}

/** Plays a case's game (with another seed when searching); returns its transcript and event kinds. */
export function playCase(c: GoldenCase, seed = c.seed): { text: string; shown: Set<string> } {
  const options = { ...c.options, seed };
  const rng = new Random(`moves/${seed}`);
  const shown = new Set<string>();
  const out: string[] = [];
  const line = (text: string): void => {
    out.push(text);
  };
  let state: State = createGame(options);
  const record = JSON.parse(serialize(state)) as { options: unknown };
  line(`# ${c.title}`);
  line('# Generated by `npx tsx test/seven-up/golden.ts --write`; checked by test/seven-up/golden.test.ts.');
  line('');
  line(`options: ${JSON.stringify(options)}`);
  line(`record options: ${JSON.stringify(record.options)}`);
  line(`moves chosen by: new Random("moves/${seed}"), beg / run preferred with probability ${c.preferBegRun}`);
  let v = view(state);
  dealText(v, line);
  line(`    points: ${v.points.join(', ')}${v.over ? ' (the game is over at once)' : ''}`);
  let n = 0;
  while (!v.over) {
    // sorted, so that the transcript does not depend on the order legalMoves chooses
    const moves = legalMoves(state).sort((a, b) => (moveText(a) < moveText(b) ? -1 : 1));
    if (v.phase === 'gift' && !moves.some((m) => m.type === 'gift')) {
      shown.add('gift:refused');
      line(`    P${v.current} may not give the game away: run`);
    }
    const special = moves.find((m) => m.type === 'beg' || m.type === 'run');
    const move =
      special !== undefined && rng.float() < c.preferBegRun ? special : (moves[rng.int(moves.length)] as Move);
    const mover = v.current as number;
    const before = v;
    state = applyMove(state, move);
    v = view(state);
    n++;
    line(`#${n} P${mover} ${moveText(move)}`);
    v.events.forEach((e, k) => {
      shown.add(e.type === 'point' ? `point:${e.reason}` : e.type);
      if (e.type === 'point' && e.reason === 'turn-up') shown.add(`kick:${e.points}`);
      if (e.type === 'award' && e.points === 3) shown.add('jack:hanged');
      if (e.type === 'award' && e.side === null) shown.add('award-none');
      if (e.type === 'deal') dealText(v, line);
      // the turn-up of a new deal is written with its hands
      const text = e.type === 'turn-up' && v.events[k - 1]?.type === 'deal' ? null : eventText(e, v);
      if (text !== null) line(`    ${text}`);
    });
    if (before.phase !== 'play' && v.phase === 'play') {
      line(`    play begins, trump ${v.trump}:`);
      v.hands.forEach((hand, p) => {
        line(`      P${p}: ${(hand ?? []).join(' ')}`);
      });
    }
    if (v.points.join() !== before.points.join()) line(`    points: ${v.points.join(', ')}`);
  }
  const s = score(state);
  line('');
  line(`final: winner ${sideName(v, s.winner)}, points ${s.points.join(', ')} (target ${s.target})`);
  for (const d of s.deals) {
    const who = (side: number | null): string => sideName(v, side);
    line(
      `  deal ${d.deal} (dealer P${d.dealer}, trump ${d.trump ?? '-'}): high ${who(d.high)}, low ${who(d.low)}, jack ${who(d.jack)}, game ${who(d.game)}; points ${d.points.join(', ')}`,
    );
  }
  for (const st of s.standings) line(`  rank ${st.rank}: P${st.player} (side ${st.side}, ${st.points} points)`);
  line('');
  line(`record: ${serialize(state)}`);
  line('');
  return { text: out.join('\n'), shown };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain && process.argv.includes('--write')) {
  for (const c of GOLDEN_CASES) {
    const { text, shown } = playCase(c);
    const missing = c.requires.filter((r) => !shown.has(r));
    if (missing.length > 0) throw new Error(`${c.name}: the game lacks ${missing.join(', ')}`);
    writeFileSync(new URL(`./golden/${c.name}.txt`, import.meta.url), text);
    console.log(`wrote test/seven-up/golden/${c.name}.txt`);
  }
}
if (isMain && process.argv.includes('--search')) {
  for (const c of GOLDEN_CASES) {
    const seeds: number[] = [];
    for (let seed = 0; seeds.length < 5 && seed < 2000; seed++) {
      const { shown } = playCase(c, seed);
      if (c.requires.every((r) => shown.has(r))) seeds.push(seed);
    }
    console.log(`${c.name}: ${seeds.join(', ')}`);
  }
}
