/** `shellLine`: which bot commands the referee's `/bin/sh -c` runs with `exec`. */
import { describe, expect, it } from 'vitest';
import { shellLine } from '../../src/cli/groups.js';

describe('shellLine', () => {
  it.each([
    ['python3 bot.py', 'exec python3 bot.py'],
    ['node examples/bots/edge_bot.mjs --level 3', 'exec node examples/bots/edge_bot.mjs --level 3'],
    ['python3 "my bot.py" 2>bot.log', 'exec python3 "my bot.py" 2>bot.log'],
    ['./target/release/bot', 'exec ./target/release/bot'],
  ])('execs the simple command %j', (command, line) => {
    expect(shellLine(command)).toBe(line);
  });

  it.each([
    'cd bots && python3 bot.py',
    'python3 bot.py; echo done',
    'python3 bot.py | tee log',
    'python3 bot.py &',
    '(cd bots; ./bot)',
    '{ ./bot; }',
    'java -cp `cat cp.txt` Bot',
    'LEVEL=3 python3 bot.py',
    'exec python3 bot.py',
    'if true; then ./bot; fi',
    '. ./env.sh',
    'python3 bot.py\n./other',
  ])('leaves %j as it is', (command) => {
    expect(shellLine(command)).toBe(command);
  });
});
