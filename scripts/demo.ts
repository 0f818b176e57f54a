/**
 * The demo game (`npm start`): one seeded game between random players, printing every move and
 * the table as it goes, then the standings.
 *
 *   npm start                      classic 七並べ, 4 players, seed 1
 *   npm start -- --kill            the Kill variant 殺しの7並べ
 *   npm start -- --seed 7 --players 5 --kill
 */
import {
  applyMove,
  createGame,
  type GameOptions,
  legalMoves,
  type Move,
  Random,
  renderTable,
  score,
  view,
} from '../src/index.js';

const args = process.argv.slice(2);
const value = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const seed = value('--seed') ?? '1';
const options: GameOptions = {
  variant: args.includes('--kill') ? 'kill' : 'classic',
  players: Number(value('--players') ?? 4),
  seed: /^-?\d+$/.test(seed) ? Number(seed) : seed,
};

const say = (move: Move): string =>
  move.type === 'pass'
    ? 'passes'
    : move.type === 'play'
      ? `plays ${move.card}`
      : `plays the joker as ${move.card}${move.next ? ` with ${move.next}` : ''}`;

let game = createGame(options);
const rng = new Random(`demo:${seed}`);
console.log(
  `${options.variant === 'kill' ? '殺しの7並べ (Kill)' : '七並べ (Sevens)'}, ${options.players} players, seed ${seed}\n`,
);
console.log(renderTable(game, { color: process.stdout.isTTY === true }));
for (let turn = 1, moves = legalMoves(game); moves.length > 0; turn++, moves = legalMoves(game)) {
  const before = view(game);
  const move = moves[rng.int(moves.length)] as Move;
  game = applyMove(game, move);
  const after = view(game);
  const died = after.dead.flat().length - before.dead.flat().length;
  const notes = [
    died > 0 ? `${died} card${died > 1 ? 's' : ''} died` : '',
    after.finished.length > before.finished.length
      ? `out: ${after.finished
          .slice(before.finished.length)
          .map((p) => `P${p}`)
          .join(', ')}`
      : '',
    after.disqualified.length > before.disqualified.length ? `disqualified: P${after.disqualified.at(-1)}` : '',
  ].filter(Boolean);
  console.log(
    `\n${String(turn).padStart(3)}. P${before.current} ${say(move)}${notes.length ? ` — ${notes.join('; ')}` : ''}`,
  );
  if (move.type !== 'pass' || after.disqualified.length > before.disqualified.length) {
    console.log(renderTable(game, { color: process.stdout.isTTY === true }));
  }
}
console.log('\nStandings');
for (const s of score(game).standings) {
  const extra =
    options.variant === 'kill'
      ? `dead ${s.dead}, kills ${s.kills}, self-kills ${s.selfKills}`
      : `cards left ${s.cardsLeft}, chips ${s.chips > 0 ? '+' : ''}${s.chips}`;
  console.log(`  ${s.rank}. P${s.player}  ${s.status.padEnd(12)} ${extra}`);
}
