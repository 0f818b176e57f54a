/**
 * The two variant records: which rule module answers each question the shared machinery asks.
 * `game.ts` picks one when a game is created, from its options.
 * @module
 */
import * as classic from './classic.js';
import * as joker from './joker.js';
import * as kill from './kill.js';
import type { Variant } from './rules.js';

const NO_DEATHS = Object.freeze([0, 0] as const);

/** 七並べ (Sevens): `classic.ts`, with the joker of `joker.ts`. */
export const CLASSIC: Variant = {
  start: classic.start,
  findPlayable: classic.findPlayable,
  openCells: (rules, tLo, tHi, _dLo, _dHi, word) => classic.openCells(rules, tLo, tHi, word), // nothing dies in classic
  whyNotPlayable: classic.whyNotPlayable,
  jokerMoves: joker.jokerMoves,
  deathsAfter: () => NO_DEATHS, // nothing dies in classic
  play: classic.play,
  playJoker: joker.playJoker,
  afterLaying: () => {}, // a disqualified player's cards simply lie on the table
  playersLeftAtEnd: classic.PLAYERS_LEFT_AT_END,
  ranking: classic.ranking,
  chips: classic.chips,
};

/** 殺しの7並べ (Kill): `kill.ts`. */
export const KILL: Variant = {
  start: kill.start,
  findPlayable: kill.findPlayable,
  openCells: kill.openCells,
  whyNotPlayable: kill.whyNotPlayable,
  jokerMoves: kill.jokerMoves,
  deathsAfter: kill.deathsAfter,
  play: kill.play,
  playJoker: kill.playJoker,
  afterLaying: kill.afterLaying,
  playersLeftAtEnd: kill.PLAYERS_LEFT_AT_END,
  ranking: kill.ranking,
  chips: kill.chips,
};
