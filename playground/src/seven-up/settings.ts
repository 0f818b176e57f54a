/** Seven Up's settings in the URL and the controls: its options, players and seats (no DOM here). */
import { FAMILY_BOTS, FAMILY_DEFAULT_BOT } from '../shell/family-seats.js';
import { type Config, type Field, parseFieldParams, type ParamRules } from '../shell/params.js';

export const FIELDS: readonly Field[] = [
  { key: 'partnerships', kind: 'boolean', label: 'Partners (4 players)', ja: 'ペア戦（4人）', fallback: 'no' },
  { key: 'dealer', kind: 'integer', label: 'First dealer (0 = P1)', ja: '最初のディーラー (0 = P1)', fallback: '0' },
  { key: 'target', kind: 'integer', label: 'Points to win (1–100)', ja: '勝ちの点数 (1–100)', fallback: '7' },
  {
    key: 'direction',
    kind: 'choice',
    label: 'Play goes',
    ja: '手番の向き',
    values: ['clockwise', 'anticlockwise'],
    fallback: 'clockwise',
  },
  {
    key: 'kick',
    kind: 'choice',
    label: 'Turn-up scores (trinidad: A 1, 6 2, J 3)',
    ja: 'ターンアップの点（trinidad：A 1、6 2、J 3）',
    values: ['jack', 'trinidad'],
    fallback: 'jack',
  },
  { key: 'hangJack', kind: 'boolean', label: 'A hanged jack scores 3', ja: 'ハングジャックは3点', fallback: 'no' },
  { key: 'giftMayWin', kind: 'boolean', label: 'A gift may win the game', ja: 'ギフトで勝ってもよい', fallback: 'yes' },
  {
    key: 'low',
    kind: 'choice',
    label: 'Low goes to',
    ja: 'ローを取るのは',
    values: ['taker', 'holder'],
    fallback: 'taker',
  },
];

export const SEATS: readonly string[] = ['human', ...FAMILY_BOTS['seven-up']];
export const seatProblem = (seat: string): string | null =>
  SEATS.includes(seat) ? null : `"${seat}" is not a seat: use ${SEATS.join(', ')}`;
export const RULES: ParamRules = {
  fields: FIELDS,
  players: { fallback: 4, min: 2, max: 4 },
  seatProblem,
  defaultBot: FAMILY_DEFAULT_BOT,
};

/** Reads the game's URL parameters (without `game`). */
export const parseParams = (params: URLSearchParams): Config => parseFieldParams(params, RULES);
