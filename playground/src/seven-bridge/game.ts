/** Seven Bridge (セブンブリッジ) in the playground: its engine, settings, table and moves. */
import {
  type Card,
  type Event,
  type GameState,
  type Move,
  score,
  sevenBridge,
  type View,
} from 'shichinarabe/seven-bridge';
import { buildFields, fieldFormParams, fillFields } from '../shell/controls.js';
import type { Field, Game } from '../shell/game.js';
import { DEFAULT_SPEED, fieldParams, parseFieldParams } from '../shell/params.js';
import { h, table } from '../shell/dom.js';
import { FAMILY_BOTS, FAMILY_DEFAULT_BOT } from '../shell/family-seats.js';
import { describeEvent } from './events.js';
import { drawBridge, mountBridge } from './table.js';

const FIELDS: readonly Field[] = [
  { key: 'rounds', kind: 'integer', label: 'Rounds', fallback: '1' },
  { key: 'firstPlayer', kind: 'integer', label: 'First player (0 = P1)', fallback: '0' },
  { key: 'jokers', kind: 'integer', label: 'Jokers', fallback: '0' },
  { key: 'aces', kind: 'choice', label: 'Aces', values: ['high-or-low', 'low'], fallback: 'high-or-low' },
  { key: 'firstRoundClaims', kind: 'boolean', label: 'Claims in the first round', fallback: 'no' },
  { key: 'discardToGoOut', kind: 'boolean', label: 'Discard to go out', fallback: 'yes' },
  { key: 'points', kind: 'choice', label: 'Points', values: ['standard', 'datt'], fallback: 'standard' },
  { key: 'jokerPoints', kind: 'integer', label: 'Joker points', fallback: '20' },
  { key: 'oneShotDouble', kind: 'boolean', label: 'Going out in one go doubles', fallback: 'yes' },
  { key: 'sevenPenalty', kind: 'boolean', label: 'A 7 held doubles', fallback: 'no' },
  { key: 'jokerPenalty', kind: 'boolean', label: 'A joker held ×5', fallback: 'no' },
  { key: 'discarderPays', kind: 'boolean', label: 'The discarder pays', fallback: 'no' },
  { key: 'noSevenOrJokerFinish', kind: 'boolean', label: 'No going out on a 7 or joker', fallback: 'no' },
  { key: 'stockOut', kind: 'choice', label: 'Stock out', values: ['void', 'score'], fallback: 'void' },
];

const SEATS: readonly string[] = ['human', ...FAMILY_BOTS['seven-bridge']];
const seatProblem = (seat: string): string | null =>
  SEATS.includes(seat) ? null : `"${seat}" is not a seat: use ${SEATS.join(', ')}`;
const RULES = {
  fields: FIELDS,
  players: { fallback: 4, min: 2, max: 6 },
  seatProblem,
  defaultBot: FAMILY_DEFAULT_BOT,
};

export const sevenBridgeGame: Game = {
  name: 'seven-bridge',
  title: 'Seven Bridge (セブンブリッジ)',
  engine: sevenBridge,
  seatChoices: SEATS,
  seatProblem,
  defaultBot: () => RULES.defaultBot,
  parseParams: (params) => parseFieldParams(params, RULES),
  toParams: (config, seed) => fieldParams(config, seed, FIELDS),
  fillForm: (_form, config) => fillFields('seven-bridge', FIELDS, config.options),
  wireForm: () => buildFields('seven-bridge', FIELDS),
  formParams: (_form, seats) => fieldFormParams('seven-bridge', FIELDS, seats),
  startOf: (record) => sevenBridge.createGame({ ...record.options, decks: record.decks as Card[][] }),
  recordConfig: (record, seats) => ({
    options: { players: seats.length, rounds: record.options.rounds },
    seed: null,
    seats,
    speed: DEFAULT_SPEED,
  }),
  recordName: (_config, seed) => `shichinarabe-seven-bridge-${seed ?? 'record'}.json`,
  mount: mountBridge,
  draw: drawBridge,
  players: (scene) => {
    const v = scene.whole as View;
    const owned = (p: number) => v.melds.filter((m) => m.owner === p).length;
    const status = (p: number) =>
      v.current !== p ? '' : v.phase === 'claim' ? 'asked to claim' : v.phase === 'draw' ? 'to draw' : 'to play';
    const rows = v.handSizes.map((size, p) =>
      h(
        'tr',
        { 'data-seat': String(p), 'data-current': String(v.current === p), class: v.current === p ? 'current' : '' },
        h('td', {}, scene.name(p)),
        h('td', {}, String(size)),
        h('td', {}, String(owned(p))),
        h('td', {}, String(v.totals[p] ?? 0)),
        h('td', {}, status(p)),
      ),
    );
    return table(['player', 'cards', 'melds', 'total', ''], rows);
  },
  describe: (event, name) => describeEvent(event as Event, name),
  standings: (state, name) => {
    const s = score(state as GameState);
    return {
      head: ['rank', 'player', 'total', ...s.rounds.map((r) => `round ${r.round}`)],
      rows: s.standings.map((st) => ({
        player: st.player,
        rank: st.rank,
        cells: [
          String(st.rank),
          name(st.player),
          String(st.total),
          ...s.rounds.map((r) => String(r.points[st.player])),
        ],
      })),
    };
  },
  // A claim window where the person can only pass: the page passes for them.
  autoMove: (scene) => {
    const moves = scene.moves as Move[];
    const only = moves[0];
    return moves.length === 1 && only?.type === 'pass' ? only : null;
  },
};
