#!/usr/bin/env node
// Faulty bots for the referee's tests: `node faulty.mjs MODE [FILE]`.
//   timeout   answers its second turn too late (after twice its time), the others at once
//   illegal   answers every second turn with a card that is on the table (or the joker)
//   garbage   answers turns in turn with a line that is not JSON, a line of the wrong type,
//             a move with the wrong id, and a good move
//   crash     exits (code 3) at its third turn, after a line on stderr
//   quit      exits (code 4) right after its "ready", after a line on stderr
//   long      answers its second turn with a good move padded to a line of 2 MB
//   bom       writes a UTF-8 byte order mark before its "ready" (as some runtimes do), then plays well
//   noready   never answers "hello"
//   badready  answers "hello" with a ready without a name
//   longname  answers "hello" with a ready whose name has 101 characters
//   mute      closes its stdout at its second turn and goes on running (until the referee ends it)
//   badid     answers odd turns with a move without an id, even ones with an id nested 200 000 deep
//   stubborn  plays well, but ignores SIGTERM and "bye", and writes its pid to FILE
//   nostart   writes a line on stderr and exits (code 1) before reading anything
//   once      plays well in its first process, but exits at its third turn; started again it
//             finds FILE (which its first process wrote) and exits before "ready"
//   recorder  plays the first legal move and appends every line it reads to FILE
//   pause     plays the first legal move, and waits 150 ms at the start of every game
// Otherwise each plays the first legal move.
import { appendFileSync, closeSync, existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [mode, file] = process.argv.slice(2);
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
let turns = 0;

if (mode === 'nostart') {
  console.error('nostart bot: cannot open my weights file');
  process.exit(1);
}
if (mode === 'once' && file && existsSync(file)) {
  console.error('once bot: I do not start twice');
  process.exit(5);
}
if (mode === 'once' && file) writeFileSync(file, 'started');

if (mode === 'stubborn') {
  process.on('SIGTERM', () => {});
  if (file) writeFileSync(file, String(process.pid));
  setInterval(() => {}, 1000); // and outlives the end of its stdin
}

for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (mode === 'recorder' && file) appendFileSync(file, `${line}\n`);
  if (mode === 'pause' && message.type === 'game') await new Promise((resolve) => setTimeout(resolve, 150));
  if (message.type === 'hello') {
    if (mode === 'noready') continue;
    if (mode === 'bom') process.stdout.write('\uFEFF');
    if (mode === 'longname') send({ type: 'ready', name: 'x'.repeat(101) });
    else send(mode === 'badready' ? { type: 'ready' } : { type: 'ready', name: mode });
    if (mode === 'quit') {
      console.error('quit bot: leaving before my first turn');
      process.exit(4);
    }
  } else if (message.type === 'turn') {
    turns++;
    const first = message.view.legalMoves[0];
    const answer = { type: 'move', id: message.id, move: first };
    if (mode === 'timeout' && turns === 2) setTimeout(() => send(answer), 2 * message.timeMs);
    else if (mode === 'mute' && turns === 2) {
      closeSync(1);
      setInterval(() => {}, 1000);
    } else if (mode === 'illegal' && turns % 2 === 0) {
      send({ ...answer, move: { type: 'play', card: message.view.table?.[0] ?? 'JK' } });
    } else if (mode === 'long' && turns === 2) send({ ...answer, pad: 'x'.repeat(2 << 20) });
    else if (mode === 'garbage' && turns % 4 === 1) process.stdout.write('this is not JSON\n');
    else if (mode === 'garbage' && turns % 4 === 2) send({ ...answer, type: 'mvoe' });
    else if (mode === 'garbage' && turns % 4 === 3) send({ ...answer, id: message.id + 7 });
    else if (mode === 'badid' && turns % 2 === 1) send({ type: 'move', move: first });
    else if (mode === 'badid') {
      const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
      process.stdout.write(`{"type":"move","id":${deep},"move":${JSON.stringify(first)}}\n`);
    } else if ((mode === 'crash' || mode === 'once') && turns === 3) {
      console.error('crash bot: giving up at my third turn');
      process.exit(3);
    } else send(answer);
  } else if (message.type === 'bye' && mode !== 'stubborn') break;
}
