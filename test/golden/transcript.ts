/**
 * Golden playthroughs: seeded games written out as plain-text transcripts.
 *
 * Shared by `scripts/golden.ts` (`npm run golden`, which writes `test/golden/<name>.txt`) and
 * `test/golden.test.ts` (which regenerates every transcript in memory and compares it verbatim).
 *
 * A transcript holds the options, the resolved game-record options, the deal, the opening table,
 * then for every move: its number, the player, the move, the table drawn with `renderTable`,
 * the deaths / kills when they change and what happened to the players (out, stuck, disqualified,
 * extra turn), then the final `score` standings. Moves are chosen by the library's seeded `Random`
 * (uniformly among the legal moves, with the case's preferences), so a transcript is reproducible.
 *
 * Each case names the events its game must contain (`requires`); its seed was found by
 * `npm run golden -- --search`, which prints the first seeds whose game has all of them.
 * @module
 */
import {
  applyMove,
  type Card,
  createGame,
  type GameOptions,
  type GameState,
  type GameView,
  legalMoves,
  type Move,
  RANKS,
  Random,
  renderTable,
  SUITS,
  score,
  serialize,
  view,
} from '../../src/index.js';

/** Something that happened in a game, used to choose seeds whose games are worth reading. */
export type GoldenEvent =
  | 'pass'
  | 'free-pass'
  | 'disqualified'
  | 'stuck'
  | 'joker-bridge'
  | 'joker-alone'
  | 'joker-swap-to-stuck'
  | 'tunnel'
  | 'death'
  | 'group-kill'
  | 'three-wall-group'
  | 'extra-turn'
  | 'left-right-death'
  | 'self-kill'
  | 'out-by-kill'
  | 'dead-tie'
  | 'finish-beats-kills';

/** One golden game. */
export interface GoldenCase {
  /** File name without `.txt`. */
  name: string;
  /** What the game shows. */
  title: string;
  /** `createGame` options, without `seed` (the case's `seed` is used). */
  options: Omit<GameOptions, 'seed'>;
  /** Seed of the deal and (as `moves/<seed>`) of the move choices. */
  seed: number;
  /** Probability of passing when a pass is legal (default 0: passes only as often as chance gives). */
  preferPass?: number;
  /** Probability of a joker move when one is legal (default 0). */
  preferJoker?: number;
  /** Events the game must contain. */
  requires: GoldenEvent[];
}

/** The golden games. Seeds found with `npm run golden -- --search`. */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    name: 'classic-defaults',
    title: 'Classic 七並べ with every default (4 players, sevens laid out, 3 passes)',
    options: {},
    seed: 0,
    requires: ['pass', 'disqualified'],
  },
  {
    name: 'classic-fantan-tunnel-joker',
    title: "Classic from an empty table ('fan-tan'), tunnel, one joker ('bridge'), free passes",
    options: { start: 'fan-tan', tunnel: true, jokers: 1, jokerPlay: 'bridge', freePass: true, passLimit: 3 },
    seed: 2,
    preferPass: 0.15,
    preferJoker: 0.5,
    requires: ['free-pass', 'joker-bridge', 'tunnel', 'disqualified'],
  },
  {
    name: 'classic-8-players',
    title: "Classic with 8 players, one joker played 'alone', 2 passes",
    options: { players: 8, jokers: 1, jokerPlay: 'alone', passLimit: 2 },
    seed: 1,
    preferJoker: 0.3,
    requires: ['joker-alone', 'disqualified', 'joker-swap-to-stuck'],
  },
  {
    name: 'kill-defaults',
    title: 'Kill 殺しの7並べ with every default (4 players, fan-tan start, groups up to 9)',
    options: { variant: 'kill' },
    seed: 0,
    requires: ['group-kill', 'self-kill', 'out-by-kill'],
  },
  {
    name: 'kill-maxgroup12-extraturn-threewall',
    title: 'Kill with groups up to 12, three-wall groups and an extra turn after a kill',
    options: { variant: 'kill', players: 3, kill: { maxGroup: 12, extraTurn: true, threeWallGroups: true } },
    seed: 5,
    requires: ['extra-turn', 'three-wall-group'],
  },
  {
    name: 'kill-left-right-finish',
    title: "Kill with 'left-right' deaths and the 'finish' tie-break",
    options: { variant: 'kill', start: 'sevens', kill: { death: 'left-right', tiebreak: 'finish' } },
    seed: 5,
    requires: ['left-right-death', 'dead-tie', 'finish-beats-kills'],
  },
];

/** The options a case's game is created with. */
export const caseOptions = (c: GoldenCase, seed = c.seed): GameOptions => ({ ...c.options, seed });

/** The cell [row, column] of a card, or null for the joker. */
function cellOf(card: Card): [number, number] | null {
  if (card === 'JK') return null;
  return [SUITS.indexOf(card[1] as (typeof SUITS)[number]), RANKS.indexOf(card[0] as (typeof RANKS)[number])];
}
const cardAt = (row: number, column: number): Card => `${RANKS[column]}${SUITS[row]}` as Card;

/** A move in words: `play 8S`, `pass`, `joker on TH`, `joker on TH + JH`. */
export function moveText(m: Move): string {
  if (m.type === 'pass') return 'pass';
  if (m.type === 'play') return `play ${m.card}`;
  return m.next === undefined ? `joker on ${m.card}` : `joker on ${m.card} + ${m.next}`;
}

const cards = (list: readonly Card[]): string => (list.length === 0 ? '-' : list.join(' '));
const list = (numbers: readonly number[]): string => `[${numbers.join(', ')}]`;

/** A transcript and the events of its game. */
export interface Played {
  text: string;
  events: Set<GoldenEvent>;
}

/** Plays a case's game (with `seed` instead of the case's own, for searching) and writes its transcript. */
export function playCase(c: GoldenCase, seed = c.seed): Played {
  const options = caseOptions(c, seed);
  const rng = new Random(`moves/${seed}`);
  const events = new Set<GoldenEvent>();
  let state: GameState = createGame(options);
  const record = JSON.parse(serialize(state)) as {
    options: Record<string, unknown>;
    deal: { hands: Card[][]; table: Card[] };
  };
  const kill = record.options.variant === 'kill';
  const tunnel = record.options.tunnel === true;
  const out: string[] = [];
  const line = (text = ''): void => {
    out.push(text);
  };

  line(`# ${c.title}`);
  line(
    `# Generated by \`npm run golden\` (scripts/golden.ts, test/golden/transcript.ts); checked by test/golden.test.ts.`,
  );
  line();
  line(`options: ${JSON.stringify(options)}`);
  line(`record options: ${JSON.stringify(record.options)}`);
  line(`moves chosen by: new Random(${JSON.stringify(`moves/${seed}`)})${preferences(c)}`);
  line();
  line('deal:');
  record.deal.hands.forEach((hand, p) => {
    line(`  P${p} (${hand.length}): ${cards(hand)}`);
  });
  line(`  table: ${cards(record.deal.table)}`);
  line();
  let v = view(state);
  line('opening table:');
  line(renderTable(state));
  describeChange(emptyView(v), v, null, kill, line, events);
  line(v.over ? 'the game is over before it starts' : `P${v.current} to move`);

  let n = 0;
  while (!v.over) {
    const moves = legalMoves(state);
    const pass = moves.find((m) => m.type === 'pass');
    const jokers = moves.filter((m) => m.type === 'joker');
    let move: Move;
    if (pass !== undefined && rng.float() < (c.preferPass ?? 0)) move = pass;
    else if (jokers.length > 0 && rng.float() < (c.preferJoker ?? 0)) move = jokers[rng.int(jokers.length)] as Move;
    else move = moves[rng.int(moves.length)] as Move;
    const mover = v.current as number;
    const before = v;
    const stuckBefore = stuckPlayers(state);
    state = applyMove(state, move);
    v = view(state);
    n++;
    line();
    line(`#${n}  P${mover}  ${moveText(move)}`);
    line(renderTable(state));

    // Events of this move.
    if (move.type === 'pass') {
      events.add('pass');
      if (moves.some((m) => m.type !== 'pass')) {
        events.add('free-pass');
        line(`  (a free pass: P${mover} could have played)`);
      }
    }
    if (move.type === 'joker') {
      events.add(move.next === undefined ? 'joker-alone' : 'joker-bridge');
      const holder = before.hands.findIndex((h) => h?.includes(move.card));
      line(`  P${holder} lays ${move.card} and takes the joker`);
    }
    if (tunnel && (move.type === 'play' || move.type === 'joker')) {
      for (const card of [move.card, move.type === 'joker' ? move.next : undefined]) {
        if (card !== undefined && crossesSeam(card, before.table)) events.add('tunnel');
      }
    }
    const stuckAfter = stuckPlayers(state);
    for (const p of stuckAfter) {
      if (!stuckBefore.includes(p)) {
        events.add('stuck');
        if (move.type === 'joker') events.add('joker-swap-to-stuck');
        line(`  P${p} is stuck with the joker`);
      }
    }
    describeChange(before, v, mover, kill, line, events);
    if (kill && v.current === mover && deadCount(v) > deadCount(before)) {
      events.add('extra-turn');
      line(`  P${mover} plays again (extra turn)`);
    }
  }

  line();
  const s = score(state);
  line(`final standings (over: ${s.over}):`);
  for (const st of s.standings) {
    line(
      `  ${st.rank}. P${st.player}  ${st.status.padEnd(12)} cardsLeft ${st.cardsLeft}  dead ${st.dead}  kills ${st.kills}  selfKills ${st.selfKills}  chips ${st.chips > 0 ? '+' : ''}${st.chips}`,
    );
  }
  if (kill) {
    const ranked = s.standings.filter((st) => st.status !== 'disqualified');
    for (let i = 1; i < ranked.length; i++) {
      const a = ranked[i - 1];
      const b = ranked[i];
      if (a === undefined || b === undefined || a.dead !== b.dead) continue;
      events.add('dead-tie');
      if (a.kills < b.kills) events.add('finish-beats-kills');
    }
  }
  line();
  line(`record: ${serialize(state)}`);
  line();
  return { text: out.join('\n'), events };
}

function preferences(c: GoldenCase): string {
  const parts: string[] = [];
  if (c.preferPass !== undefined) parts.push(`a pass when legal with probability ${c.preferPass}`);
  if (c.preferJoker !== undefined) parts.push(`a joker move when legal with probability ${c.preferJoker}`);
  return parts.length === 0 ? ', uniformly among the legal moves' : `; ${parts.join('; ')}; else uniformly`;
}

/** A view with nothing in it, to describe the opening as a change from nothing. */
function emptyView(v: GameView): GameView {
  const zeros = v.kills.map(() => 0);
  return {
    ...v,
    table: [],
    dead: v.dead.map(() => []),
    kills: zeros,
    selfKills: zeros,
    passes: zeros,
    finished: [],
    disqualified: [],
  };
}

const deadCount = (v: GameView): number => v.dead.reduce((sum, pile) => sum + pile.length, 0);

function stuckPlayers(state: GameState): number[] {
  return score(state)
    .standings.filter((st) => st.status === 'stuck')
    .map((st) => st.player)
    .sort((a, b) => a - b);
}

/** Whether a card played now crosses the A–K seam (an A next to a K on the table, or a K next to an A). */
function crossesSeam(card: Card, table: readonly Card[]): boolean {
  const cell = cellOf(card);
  if (cell === null) return false;
  const [row, column] = cell;
  const on = (c: number): boolean => table.includes(cardAt(row, c));
  if (column === 0) return on(12) && !on(1);
  if (column === 12) return on(0) && !on(11);
  return false;
}

/** Writes the changes between two views: disqualifications, deaths, kills, players going out. */
function describeChange(
  before: GameView,
  after: GameView,
  mover: number | null,
  kill: boolean,
  line: (text?: string) => void,
  events: Set<GoldenEvent>,
): void {
  for (const p of after.disqualified) {
    if (before.disqualified.includes(p)) continue;
    events.add('disqualified');
    line(`  P${p} is disqualified: their cards go face up to the table`);
  }
  if (kill) {
    const newly: string[] = [];
    const dead = new Set(after.dead.flat());
    const table = new Set(after.table);
    after.dead.forEach((pile, p) => {
      const fresh = pile.filter((card) => !before.dead[p]?.includes(card));
      if (fresh.length > 0) newly.push(`${cards(fresh)} (P${p})`);
      for (const card of fresh) {
        events.add('death');
        const [row, column] = cellOf(card) as [number, number];
        const sideDead = [
          [row - 1, column],
          [row + 1, column],
          [row, column - 1],
          [row, column + 1],
        ].some(([r, k]) => dead.has(cardAt(r as number, k as number)));
        if (sideDead) events.add('group-kill');
        // 'left-right': a card died with a card still in some hand above or below it.
        const vertical = [row - 1, row + 1].some(
          (r) => r >= 0 && r <= 3 && !table.has(cardAt(r, column)) && !dead.has(cardAt(r, column)),
        );
        if (vertical) events.add('left-right-death');
      }
      if (fresh.length > 0) {
        for (const column of [0, 12]) {
          if ([0, 1, 2, 3].every((r) => dead.has(cardAt(r, column)))) {
            const wasAll = [0, 1, 2, 3].every((r) => before.dead.flat().includes(cardAt(r, column)));
            if (!wasAll) events.add('three-wall-group');
          }
        }
      }
    });
    if (newly.length > 0) {
      line(`  dies: ${newly.join(', ')}`);
      line(`  dead piles: ${after.dead.map((pile, p) => `P${p} ${pile.length}`).join(', ')}`);
    }
    if (after.kills.join() !== before.kills.join()) line(`  kills: ${list(after.kills)}`);
    if (after.selfKills.join() !== before.selfKills.join()) {
      events.add('self-kill');
      line(`  selfKills: ${list(after.selfKills)}`);
    }
  }
  for (const p of after.finished) {
    if (before.finished.includes(p)) continue;
    if (mover !== null && p !== mover && kill) events.add('out-by-kill');
    line(`  P${p} goes out (${ordinal(after.finished.indexOf(p) + 1)})`);
  }
}

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The first `count` seeds from `from` whose game has every required event of the case. */
export function searchSeeds(c: GoldenCase, count = 5, from = 0, limit = 5000): number[] {
  const found: number[] = [];
  for (let seed = from; seed < from + limit && found.length < count; seed++) {
    const { events } = playCase(c, seed);
    if (c.requires.every((e) => events.has(e))) found.push(seed);
  }
  return found;
}
