/**
 * Each game's {@link Teller}: the words of `play` and `replay` for it.
 * @module
 */
import type { GameName } from '../index.js';
import type { Teller } from './tell.js';
import { bridgeTeller } from './tell-bridge.js';
import { sevensTeller } from './tell-sevens.js';
import { upTeller } from './tell-up.js';

/** The words of each game. */
export const TELLERS: Readonly<Record<GameName, Teller>> = {
  sevens: sevensTeller,
  'seven-bridge': bridgeTeller,
  'seven-up': upTeller,
};
