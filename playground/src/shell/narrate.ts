/**
 * The page's narrator: every event, move and result is said by the game's own words functions
 * (`describeEvent`, `formatMove`, `render` of its engine), in the page's language, with the
 * players named as the page names them. The playground keeps no wording of its own for them.
 */
import type { AnyMove } from 'shichinarabe';
import type { State } from './game.js';
import { lang } from './lang.js';
import { playerNames, type Session } from './session.js';

/** One event of a view's `events`, in words. */
export function tell(s: Session, event: { type: string }): string {
  const extra = s.game.eventOptions?.(s.states[0]) ?? {};
  return s.game.engine.describeEvent(event as never, { ...extra, lang: lang(), names: playerNames(s) });
}

/** A move as a person types it (`pass`, `ポン 5♠ 5♥ 5♦`). */
export function moveWords(s: Session, move: AnyMove): string {
  return s.game.engine.formatMove(move as never, { lang: lang() });
}

/**
 * Who won a finished game, as the library's table says it (the last line of `render`): every
 * player ranked first of a tie, both partners of a partnership.
 */
export function result(s: Session, state: State): string {
  const text = s.game.engine.render(state, { lang: lang(), names: playerNames(s) });
  return text.trimEnd().split('\n').at(-1) ?? '';
}
