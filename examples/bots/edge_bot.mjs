#!/usr/bin/env node
// A bot for the shichinarabe referee (protocol shichinarabe-bot/1), in JavaScript with Node's
// standard library only. Strategy (the classic tip "play the ends first"): play the card farthest
// in rank from 7, and pass only when it must. Run it under the referee:
//   shichinarabe match --bot "node edge_bot.mjs" --bot builtin:classic
import { createInterface } from 'node:readline';

const RANKS = 'A23456789TJQK';
const distance = (card) => Math.abs(RANKS.indexOf(card[0]) - 6);
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

function choose(moves) {
  let best = moves[0];
  for (const move of moves) {
    if (move.type === 'pass') continue;
    if (best.type === 'pass' || distance(move.card) > distance(best.card)) best = move;
  }
  return best;
}

for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.type === 'hello') send({ type: 'ready', name: 'edge_bot.mjs' });
  else if (message.type === 'turn') send({ type: 'move', id: message.id, move: choose(message.view.legalMoves) });
  else if (message.type === 'error') console.error(`refused: ${message.message}`);
  else if (message.type === 'bye') break;
}
