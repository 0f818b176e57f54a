/**
 * The learning driver: the Node process behind the Python package's environments (`python/`). It
 * plays games of the family with the library's own engines and answers requests in binary frames
 * on its standard input and output (`frames.ts`), one request, one reply:
 *
 * | op | request payload | reply payload |
 * |---|---|---|
 * | 1 open | JSON `{ game, options, envs, restart }` | JSON `{ actionCount, observationSize, players }` |
 * | 2 reset | JSON `{ seed }` | a batch frame (`batch.ts`) |
 * | 3 step | one int32 action per game | a batch frame |
 * | 4 observe | uint32 game, uint32 player | uint32 count, uint32 indices, float32 values |
 * | 5 text | uint32 game | UTF-8 text of the game |
 * | 6 move | uint32 game, int32 action | JSON of the move the action names |
 * | 7 action | JSON `{ game, move }` | uint32 the move's action |
 *
 * An error (an illegal action, bad options, a bad request) is a reply with status 1 and JSON
 * `{ name, message, code?, option? }`; the driver goes on. It ends at the end of its input.
 * Usage: `node driver.js` (no arguments; `--help` says so).
 * @module
 */
import { OptionsError } from '../shared/errors.js';
import type { GameName } from '../shared/engine.js';
import { Batch } from './batch.js';
import { FrameReader, FrameWriter } from './frames.js';
import { GAMES } from './games.js';

const OPEN = 1;
const RESET = 2;
const STEP = 3;
const OBSERVE = 4;
const TEXT = 5;
const MOVE = 6;
const ACTION = 7;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(
    'shichinarabe learning driver: speaks binary frames on stdin/stdout for the Python package (python/).\nUsage: node driver.js   (no arguments; started by shichinarabe.env and shichinarabe.BatchEnv)\n',
  );
  process.exit(0);
}

const reader = new FrameReader(0);
const writer = new FrameWriter(1);
let batch: Batch | null = null;

const json = (frame: Buffer): Record<string, unknown> => {
  const value: unknown = JSON.parse(frame.toString('utf8', 1));
  if (typeof value !== 'object' || value === null) throw new TypeError('a JSON object was expected');
  return value as Record<string, unknown>;
};

function opened(): Batch {
  if (batch === null) throw new TypeError('open a game first');
  return batch;
}

/** Opens the games of a request: writes their sizes. */
function open(request: Record<string, unknown>): void {
  const game = GAMES[request.game as GameName];
  if (game === undefined || !Object.hasOwn(GAMES, request.game as string)) {
    throw new OptionsError(
      'game',
      `game is 'sevens', 'seven-bridge' or 'seven-up', got ${JSON.stringify(request.game)}`,
    );
  }
  const options = (request.options ?? {}) as Record<string, unknown>;
  if ('seed' in options) throw new OptionsError('seed', 'the seed is given to reset(seed=...), not as an option');
  const envs = request.envs as number;
  if (!Number.isInteger(envs) || envs < 1 || envs > 1 << 16) throw new RangeError(`envs must be 1–65536, got ${envs}`);
  const b = new Batch(game, options, envs, request.restart === true);
  batch = b;
  const sizes = { actionCount: b.actionCount, observationSize: b.observationSize, players: b.players };
  writer.begin(0).text(JSON.stringify(sizes));
}

/** Answers one request: writes its reply (not yet sent). */
function handle(frame: Buffer): void {
  const op = frame[0];
  if (op === OPEN) {
    open(json(frame));
    return;
  }
  const b = opened();
  switch (op) {
    case RESET: {
      const seed = json(frame).seed;
      if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isSafeInteger(seed))) {
        throw new TypeError('the seed is an integer or a string');
      }
      b.reset(seed);
      b.write(writer);
      break;
    }
    case STEP: {
      if (frame.length !== 1 + 4 * b.envs) throw new RangeError(`step needs ${b.envs} actions`);
      const actions = new Int32Array(b.envs);
      for (let i = 0; i < b.envs; i++) actions[i] = frame.readInt32LE(1 + 4 * i);
      b.step(actions);
      b.write(writer);
      break;
    }
    case OBSERVE:
      b.writeObservation(frame.readUInt32LE(1), frame.readUInt32LE(5), writer);
      break;
    case TEXT:
      writer.begin(0).text(b.game.text(b.state(frame.readUInt32LE(1))));
      break;
    case MOVE:
      writer.begin(0).text(JSON.stringify(b.game.moveOf(b.state(frame.readUInt32LE(1)), frame.readInt32LE(5))));
      break;
    case ACTION: {
      const request = json(frame);
      writer.begin(0).u32(b.game.actionOf(b.state(request.game as number), request.move));
      break;
    }
    default:
      throw new TypeError(`unknown operation ${op}`);
  }
}

/** The error as the Python side reads it. */
function errorOf(e: unknown): Record<string, unknown> {
  if (e instanceof Error) {
    const out: Record<string, unknown> = { name: e.name, message: e.message };
    const extra = e as Error & { code?: unknown; option?: unknown };
    if (typeof extra.code === 'string') out.code = extra.code;
    if (typeof extra.option === 'string') out.option = extra.option;
    if (!['IllegalMoveError', 'OptionsError', 'StateError', 'ShichinarabeError'].includes(e.name)) {
      out.message = e.stack ?? e.message;
    }
    return out;
  }
  return { name: 'Error', message: String(e) };
}

for (let frame = reader.next(); frame !== null; frame = reader.next()) {
  try {
    handle(frame);
  } catch (e) {
    writer.begin(1).text(JSON.stringify(errorOf(e)));
  }
  writer.send();
}
