/** Seven Bridge (セブンブリッジ) in the playground: its engine, settings, table and moves. */
import { type Card, type GameState, type Move, score, sevenBridge, type View } from 'shichinarabe/seven-bridge';
import { buildFields, fieldFormParams, fillFields } from '../shell/controls.js';
import type { Game } from '../shell/game.js';
import { DEFAULT_SPEED, fieldParams } from '../shell/params.js';
import { FIELDS, parseParams, RULES, SEATS, seatProblem } from './settings.js';
import { h, table } from '../shell/dom.js';
import { ui } from '../shell/lang.js';
import { drawBridge, mountBridge } from './table.js';

export const sevenBridgeGame: Game = {
  name: 'seven-bridge',
  title: 'Seven Bridge (セブンブリッジ)',
  engine: sevenBridge,
  seatChoices: SEATS,
  seatProblem,
  defaultBot: () => RULES.defaultBot,
  parseParams,
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
      v.current !== p
        ? ''
        : v.phase === 'claim'
          ? ui('asked to claim', 'ポン・チーの番')
          : v.phase === 'draw'
            ? ui('to draw', 'ドローの番')
            : ui('to play', '手番');
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
    return table([ui('player', '人'), ui('cards', '枚数'), ui('melds', 'メルド'), ui('total', '合計'), ''], rows);
  },
  standings: (state, name) => {
    const s = score(state as GameState);
    return {
      // Each round's points in one wrapped cell: the table stays narrow on a phone whatever the rounds.
      head: [ui('rank', '順位'), ui('player', '人'), ui('total', '合計'), ui('by round', 'ラウンドごと')],
      rows: s.standings.map((st) => ({
        player: st.player,
        rank: st.rank,
        cells: [
          String(st.rank),
          name(st.player),
          String(st.total),
          s.rounds.map((r) => String(r.points[st.player])).join(' · '),
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
