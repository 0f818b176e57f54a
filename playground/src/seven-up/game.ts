/** Seven Up / All Fours (セブンアップ) in the playground: its engine, settings, table and moves. */
import { type Card, type GameState, score, sevenUp, type View } from 'shichinarabe/seven-up';
import { buildFields, fieldFormParams, fillFields } from '../shell/controls.js';
import { h, table } from '../shell/dom.js';
import type { Game } from '../shell/game.js';
import { DEFAULT_SPEED, fieldParams } from '../shell/params.js';
import { FIELDS, parseParams, RULES, SEATS, seatProblem } from './settings.js';
import { ui } from '../shell/lang.js';
import { keptOptions, nextPlayer } from './rules.js';
import { drawUp, mountUp } from './table.js';

/** The first view of a game, for the names of its sides. */
const firstViews = new WeakMap<object, View>();
const firstView = (first: unknown): View => {
  const known = firstViews.get(first as object);
  if (known !== undefined) return known;
  const v = sevenUp.view(first as GameState) as unknown as View;
  firstViews.set(first as object, v);
  return v;
};

export const sevenUpGame: Game = {
  name: 'seven-up',
  title: 'Seven Up / All Fours (セブンアップ)',
  engine: sevenUp,
  seatChoices: SEATS,
  seatProblem,
  defaultBot: () => RULES.defaultBot,
  parseParams,
  toParams: (config, seed) => fieldParams(config, seed, FIELDS),
  fillForm: (_form, config) => fillFields('seven-up', FIELDS, config.options),
  wireForm: () => buildFields('seven-up', FIELDS),
  formParams: (_form, seats) => fieldFormParams('seven-up', FIELDS, seats),
  startOf: (record) => sevenUp.createGame({ ...record.options, decks: record.decks as Card[][] }),
  // A new game after a record keeps its rules: every option the record sets to other than the default.
  recordConfig: (record, seats) => ({
    options: {
      players: seats.length,
      ...keptOptions(record.options),
    },
    seed: null,
    seats,
    speed: DEFAULT_SPEED,
  }),
  recordName: (_config, seed) => `shichinarabe-seven-up-${seed ?? 'record'}.json`,
  mount: mountUp,
  draw: drawUp,
  players: (scene) => {
    const v = scene.whole as unknown as View;
    const sideOf = (p: number) => v.sides.findIndex((s) => s.includes(p));
    const rows = v.handSizes.map((size, p) =>
      h(
        'tr',
        { 'data-seat': String(p), 'data-current': String(v.current === p), class: v.current === p ? 'current' : '' },
        h('td', {}, scene.name(p)),
        h('td', {}, (v.sides[sideOf(p)] ?? []).map((q) => `P${q + 1}`).join('+')),
        h('td', {}, String(size)),
        h(
          'td',
          {},
          [
            v.dealer === p ? ui('dealer', 'ディーラー') : '',
            v.eldest === p ? ui('eldest', '先手') : '',
            v.current === p ? ui('to move', '手番') : '',
          ]
            .filter(Boolean)
            .join(ui(', ', '・')),
        ),
      ),
    );
    return table([ui('player', '人'), ui('side', '組'), ui('cards', '枚数'), ''], rows);
  },
  // Points go to sides: the sides let a partnership's points and win name both partners.
  eventOptions: (first) => ({ sides: firstView(first).sides }),
  nextPlayer,
  standings: (state, name) => {
    const s = score(state as GameState);
    const side = (i: number) => (s.sides[i] ?? []).map(name).join(ui(' + ', '・'));
    return {
      head: [ui('rank', '順位'), ui('player', '人'), ui('side', '組'), ui('points', '点数')],
      rows: s.standings.map((st) => ({
        player: st.player,
        rank: st.rank,
        cells: [String(st.rank), name(st.player), side(st.side), String(st.points)],
      })),
    };
  },
};
