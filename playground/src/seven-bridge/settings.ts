/** Seven Bridge's settings in the URL and the controls: its options, players and seats (no DOM here). */
import { FAMILY_BOTS, FAMILY_DEFAULT_BOT } from '../shell/family-seats.js';
import { type Config, type Field, parseFieldParams, type ParamRules } from '../shell/params.js';

export const FIELDS: readonly Field[] = [
  {
    key: 'rounds',
    kind: 'integer',
    label: 'Rounds (most, with a target)',
    ja: 'ラウンド数（目標点があれば上限）',
    fallback: '1, or 100 with a target',
  },
  { key: 'target', kind: 'integer', label: 'Game to points (target)', ja: '目標点', fallback: 'none' },
  { key: 'firstPlayer', kind: 'integer', label: 'First player (0 = P1)', ja: '最初の手番 (0 = P1)', fallback: '0' },
  { key: 'jokers', kind: 'integer', label: 'Jokers', ja: 'ジョーカーの枚数', fallback: '0' },
  {
    key: 'aces',
    kind: 'choice',
    label: 'Aces',
    ja: 'A の扱い',
    values: ['high-or-low', 'low'],
    fallback: 'high-or-low',
  },
  {
    key: 'firstRoundClaims',
    kind: 'boolean',
    label: 'Claims in the first round',
    ja: '1巡目のポン・チー',
    fallback: 'no',
  },
  { key: 'discardToGoOut', kind: 'boolean', label: 'Discard to go out', ja: '上がりに捨て札が要る', fallback: 'yes' },
  { key: 'points', kind: 'choice', label: 'Points', ja: '点数', values: ['standard', 'datt'], fallback: 'standard' },
  { key: 'jokerPoints', kind: 'integer', label: 'Joker points', ja: 'ジョーカーの点', fallback: '20' },
  {
    key: 'oneShotDouble',
    kind: 'boolean',
    label: 'Going out in one go doubles',
    ja: '一度に上がると2倍',
    fallback: 'yes',
  },
  {
    key: 'sevenPenalty',
    kind: 'boolean',
    label: 'A 7 held doubles (each: per 7)',
    ja: '7を残すと2倍（each: 7ごと）',
    values: ['each'],
    fallback: 'no',
  },
  { key: 'jokerPenalty', kind: 'boolean', label: 'A joker held ×5', ja: 'ジョーカーを残すと5倍', fallback: 'no' },
  { key: 'discarderPays', kind: 'boolean', label: 'The discarder pays', ja: '振り込んだ人が払う', fallback: 'no' },
  {
    key: 'noSevenOrJokerFinish',
    kind: 'boolean',
    label: 'No going out on a 7 or joker',
    ja: '7・ジョーカーで上がれない',
    fallback: 'no',
  },
  {
    key: 'stockOut',
    kind: 'choice',
    label: 'Stock out',
    ja: '山札切れ',
    values: ['reshuffle', 'void', 'score'],
    fallback: 'reshuffle',
  },
  {
    key: 'restocks',
    kind: 'integer',
    label: 'Stock rebuilds a round',
    ja: '1ラウンドの山札の作り直し回数',
    fallback: '3',
  },
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
