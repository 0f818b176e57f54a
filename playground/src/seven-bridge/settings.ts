/** Seven Bridge's settings in the URL and the controls: its options, players and seats (no DOM here). */
import { FAMILY_BOTS, FAMILY_DEFAULT_BOT } from '../shell/family-seats.js';
import { type Config, type Field, parseFieldParams, type ParamRules } from '../shell/params.js';

export const FIELDS: readonly Field[] = [
  { key: 'rounds', kind: 'integer', label: 'Rounds (most, with a target)', fallback: '1, or 100 with a target' },
  { key: 'target', kind: 'integer', label: 'Game to points (target)', fallback: 'none' },
  { key: 'firstPlayer', kind: 'integer', label: 'First player (0 = P1)', fallback: '0' },
  { key: 'jokers', kind: 'integer', label: 'Jokers', fallback: '0' },
  { key: 'aces', kind: 'choice', label: 'Aces', values: ['high-or-low', 'low'], fallback: 'high-or-low' },
  { key: 'firstRoundClaims', kind: 'boolean', label: 'Claims in the first round', fallback: 'no' },
  { key: 'discardToGoOut', kind: 'boolean', label: 'Discard to go out', fallback: 'yes' },
  { key: 'points', kind: 'choice', label: 'Points', values: ['standard', 'datt'], fallback: 'standard' },
  { key: 'jokerPoints', kind: 'integer', label: 'Joker points', fallback: '20' },
  { key: 'oneShotDouble', kind: 'boolean', label: 'Going out in one go doubles', fallback: 'yes' },
  { key: 'sevenPenalty', kind: 'boolean', label: 'A 7 held doubles (each: per 7)', values: ['each'], fallback: 'no' },
  { key: 'jokerPenalty', kind: 'boolean', label: 'A joker held ×5', fallback: 'no' },
  { key: 'discarderPays', kind: 'boolean', label: 'The discarder pays', fallback: 'no' },
  { key: 'noSevenOrJokerFinish', kind: 'boolean', label: 'No going out on a 7 or joker', fallback: 'no' },
  {
    key: 'stockOut',
    kind: 'choice',
    label: 'Stock out',
    values: ['reshuffle', 'void', 'score'],
    fallback: 'reshuffle',
  },
  { key: 'restocks', kind: 'integer', label: 'Stock rebuilds a round', fallback: '3' },
];

export const SEATS: readonly string[] = ['human', ...FAMILY_BOTS['seven-bridge']];
export const seatProblem = (seat: string): string | null =>
  SEATS.includes(seat) ? null : `"${seat}" is not a seat: use ${SEATS.join(', ')}`;
export const RULES: ParamRules = {
  fields: FIELDS,
  players: { fallback: 4, min: 2, max: 6 },
  seatProblem,
  defaultBot: FAMILY_DEFAULT_BOT,
};

/** Reads the game's URL parameters (without `game`). */
export const parseParams = (params: URLSearchParams): Config => parseFieldParams(params, RULES);
