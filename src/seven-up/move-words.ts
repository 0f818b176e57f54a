/**
 * Seven Up's moves in words, both ways: `formatMove` writes a move as a person types it (`stand`,
 * `beg`, `gift`, `run`, `discard 4♣`, `play A♠`; in Japanese スタンド, ベッグ, ギフト, ラン,
 * 捨てる 4♣, 出す A♠) and `parseMove` reads one back, in either language. A card alone is a discard
 * in the discard phase and a play in any other: the state (or view) says which.
 * @module
 */
import { type Card, cardNumber } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import { typedMove } from '../shared/move-context.js';
import { callerMove, cardsOnly, type Piece, vocabulary } from '../shared/reading.js';
import { FORMAT_KEYS, type FormatMoveOptions, type ParseMoveOptions, readWords } from '../shared/words.js';
import { isLegalMove, legalMoves } from './apply.js';
import type { View } from './reports.js';
import { trusted } from './trust.js';
import type { GameState, Move } from './types.js';
import { view } from './view.js';

/** The words of Seven Up's moves, each with the spellings read. */
const WORDS = /* @__PURE__ */ vocabulary({
  stand: ['i stand', 'スタンド'],
  beg: ['i beg', 'ベッグ', 'ベグ'],
  gift: ['ギフト'],
  run: ['run the pack', 'ラン'],
  discard: ['捨てる', '捨て', 'すてる'],
  play: ['出す', 'だす', 'プレイ'],
});

/** The word of each move type, in each language. */
const SAID = {
  stand: ['stand', 'スタンド'],
  beg: ['beg', 'ベッグ'],
  gift: ['gift', 'ギフト'],
  run: ['run', 'ラン'],
  discard: ['discard', '捨てる'],
  play: ['play', '出す'],
} as const;

const isPlainCard = (x: unknown): x is Card => cardNumber(x) >= 0 && x !== 'JK';

/** One of Seven Up's moves read from any object (its `type` and `card`), as a plain move, or `null`. */
export function cleanMove(move: unknown): Move | null {
  if (typeof move !== 'object' || move === null) return null;
  const { type, card } = move as Record<string, unknown>;
  if (type === 'stand' || type === 'beg' || type === 'gift' || type === 'run') return { type };
  if ((type === 'discard' || type === 'play') && isPlainCard(card)) return { type, card };
  return null;
}

/**
 * Writes a Seven Up move as a person types it: `'stand'`, `'beg'`, `'gift'`, `'run'`,
 * `'discard 4♣'`, `'play A♠'`; in Japanese `'スタンド'`, `'ベッグ'`, `'ギフト'`, `'ラン'`,
 * `'捨てる 4♣'`, `'出す A♠'`. Cards are written as {@link formatCard} writes them in `style`;
 * {@link parseMove} reads every one back.
 * @throws {@link IllegalMoveError} `'malformed'` for a value that is not a Seven Up move;
 * {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { formatMove } from 'shichinarabe/seven-up';
 * formatMove({ type: 'beg' }); // 'beg'
 * formatMove({ type: 'play', card: 'TH' }, { lang: 'ja' }); // '出す 10♥'
 * formatMove({ type: 'discard', card: '4C' }, { style: { suits: 'letters' } }); // 'discard 4C'
 * ```
 */
export function formatMove(move: Move, options?: FormatMoveOptions): string {
  try {
    const { words } = readWords(options, FORMAT_KEYS);
    const m = callerMove(move, 'seven-up', cleanMove, 'formatMove');
    const said = SAID[m.type][words.ja ? 1 : 0];
    return m.type === 'discard' || m.type === 'play' ? `${said} ${words.card(m.card)}` : said;
  } catch (e) {
    throw ours(e);
  }
}

/** What to type, in both languages: the end of parseMove's messages, and the terminal's "help". */
export const HOW = {
  en: 'type "stand", "beg", "gift", "run", or a card (A♠) to play it or, while discarding down to six, to discard it',
  ja: '「スタンド」「ベッグ」「ギフト」「ラン」、またはカード（A♠：6枚に減らす間は捨て、それ以外は出す）を入力してください',
};

/**
 * Reads a Seven Up move typed by a person, in either language, in the context of `state` (a state,
 * or any view of the game): `stand` / 「スタンド」, `beg` / 「ベッグ」, `gift` / 「ギフト」, `run` (or
 * `run the pack`) / 「ラン」, `discard 4♣` / 「捨てる 4♣」, `play A♠` / 「出す A♠」, and a card alone:
 * a discard while the phase is `'discard'`, a play otherwise. Case and spacing are free,
 * full-width letters, digits and spaces too, and cards are read as {@link parseCard} reads them
 * (`ah`, `10♥`, `♥10`, 「ハートのエース」). The move is read, not judged: {@link applyMove} says
 * whether it is legal. `parseMove(formatMove(m, o), state)` is `m` for every legal move `m`, in both
 * languages and every style.
 * @throws {@link IllegalMoveError} `'malformed'` for text that names no move, or a move without
 * what it needs (`discard` or `play` with no card), with a message saying what to type (in
 * `options.lang`); {@link StateError} when `state` is not a state or view of Seven Up (naming the
 * game it is, when it is another game's).
 * @example
 * ```ts
 * import { createGame, parseMove } from 'shichinarabe/seven-up';
 * const game = createGame({ seed: 1 });
 * parseMove('Stand', game); // { type: 'stand' }
 * parseMove('ベッグ', game); // { type: 'beg' }
 * parseMove('play jh', game); // { type: 'play', card: 'JH' }
 * ```
 */
export function parseMove(text: string, state: GameState | View, options?: ParseMoveOptions): Move {
  try {
    const { pieces, context, say } = typedMove<GameState, Move, View>(
      text,
      state,
      options,
      'seven-up',
      {
        trusted: (s) => trusted(s) as unknown as GameState,
        legalMoves,
        isLegalMove,
        view: (s) => view(s),
        clean: cleanMove,
      },
      WORDS,
      HOW,
    );
    const first = pieces[0] as Piece;
    const word = first.kind === 'word' ? first.word : null;
    const rest = word === null ? pieces : pieces.slice(1);
    if (word === 'stand' || word === 'beg' || word === 'gift' || word === 'run') {
      if (rest.length > 0)
        throw say(`"${first.text}" takes nothing after it`, `「${first.text}」の後には何も付けません`);
      return { type: word };
    }
    const cards = cardsOnly(rest, say);
    if (cards.length !== 1 || cards[0] === 'JK') {
      throw say('One card at a time: "play A♠" or "discard 4♣"', 'カードは1枚ずつです：「出す A♠」「捨てる 4♣」');
    }
    const type = word ?? (context.seen().phase === 'discard' ? 'discard' : 'play');
    return { type: type as 'discard' | 'play', card: cards[0] as Card };
  } catch (e) {
    throw ours(e);
  }
}
