/** Sevens (七並べ, Kill 殺しの7並べ) in the playground: its engine, settings, table and moves. */
import { type Card, type GameOptions, type GameState, serialize, sevens } from 'shichinarabe';
import type { Game } from '../shell/game.js';
import { DEFAULT_SPEED, parseParams, toParams } from './config.js';
import { fillForm, formParams, wireForm } from './form.js';
import { players, standings } from './players.js';
import { defaultBot, SEAT_CHOICES, seatProblem } from './seats.js';
import { drawHand, drawTable, mountTable } from './table.js';

/** Each game's resolved pass limit, read once from its record. */
const passLimits = new WeakMap<object, number | null>();
function passLimit(first: unknown): number | null {
  const known = passLimits.get(first as object);
  if (known !== undefined) return known;
  const record = JSON.parse(serialize(first as GameState)) as { options: { passLimit: number | null } };
  passLimits.set(first as object, record.options.passLimit);
  return record.options.passLimit;
}

export const sevensGame: Game = {
  name: 'sevens',
  title: '七並べ and 殺しの7並べ (Sevens)',
  engine: sevens,
  seatChoices: SEAT_CHOICES,
  seatProblem,
  defaultBot: (options) => defaultBot(options.variant as string | undefined),
  parseParams: (params) => {
    const config = parseParams(params);
    return { ...config, options: config.options as Record<string, unknown> };
  },
  toParams: (config, seed) => toParams({ ...config, options: config.options as GameOptions }, seed),
  fillForm,
  wireForm,
  formParams,
  startOf: (record) => {
    const deal = record.deal as { hands: Card[][]; table: Card[] };
    return sevens.createGame({ ...record.options, hands: deal.hands, table: deal.table });
  },
  recordConfig: (record, seats) => ({
    options: { variant: record.options.variant ?? 'classic', players: seats.length },
    seed: null,
    seats,
    speed: DEFAULT_SPEED,
  }),
  recordName: (config, seed) => `shichinarabe-${String(config.options.variant ?? 'classic')}-${seed ?? 'record'}.json`,
  mount: mountTable,
  draw: (scene) => {
    drawTable(scene, scene.config.speed);
    drawHand(scene, passLimit(scene.first));
  },
  players: (scene) => players(scene, scene.config.options.variant === 'kill'),
  eventOptions: (first) => ({ passLimit: passLimit(first) }),
  standings: (state, name) => standings(state as GameState, name),
};
