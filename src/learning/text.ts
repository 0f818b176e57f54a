/**
 * The game as text for a person watching a learner (the Python environment's `render()`): the
 * whole truth, one fact a line. Sevens draws its table with `renderTable`; every game lists the
 * hands, who is to move and the game's own public facts from its `view`.
 * @module
 */
import type { GameName } from '../shared/engine.js';
import * as bridge from '../seven-bridge/index.js';
import * as up from '../seven-up/index.js';
import * as sevens from '../index.js';

const name = (p: number | null): string => (p === null ? '—' : `P${p + 1}`);
const cards = (list: readonly string[] | null): string => (list === null ? '?' : list.join(' ') || '—');

/** The lines every game shares: the hands and who is to move. */
function handsAndTurn(v: {
  hands: readonly (readonly string[] | null)[];
  current: number | null;
  over: boolean;
}): string[] {
  return [
    ...v.hands.map((hand, p) => `${name(p)}: ${cards(hand)}`),
    v.over ? 'the game is over' : `to move: ${name(v.current)}`,
  ];
}

/** A state of the game named, as text. */
export function describeState(game: GameName, state: unknown): string {
  if (game === 'sevens') {
    const v = sevens.view(state as sevens.GameState);
    return [sevens.renderTable(v), ...handsAndTurn(v), `passes: ${v.passes.join(' ')}`].join('\n');
  }
  if (game === 'seven-bridge') {
    const v = bridge.view(state as bridge.GameState);
    return [
      `round ${v.round} · ${v.phase} · stock ${v.stockSize} · pile ${cards(v.discards.slice(-1))} · totals ${v.totals.join(' ')}`,
      ...v.melds.map((m) => `meld ${m.id} (${name(m.owner)}, ${m.kind}): ${m.cards.join(' ')}`),
      ...handsAndTurn(v),
    ].join('\n');
  }
  const v = up.view(state as up.GameState);
  return [
    `deal ${v.deal} · ${v.phase} · dealer ${name(v.dealer)} · trump ${v.trump ?? '—'} · turn-ups ${cards(v.turnUps)} · points ${v.points.join(' ')}`,
    `trick: ${v.trick.map((p) => `${name(p.player)} ${p.card}`).join(', ') || '—'}`,
    ...handsAndTurn(v),
  ].join('\n');
}
