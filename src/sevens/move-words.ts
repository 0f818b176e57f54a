/**
 * Sevens' moves in words, both ways: `formatMove` writes a move as a person types it (`6♥`,
 * `pass` / `パス`, `joker 5♥ 6♥` / `ジョーカー 5♥ 6♥`) and `parseMove` reads one back, in either
 * language. A card alone is a play (`play 6♥` and 「出す 6♥」 too). A joker move typed without the
 * card beside it (`joker 5♥`) that is not legal as typed gets its `next` when exactly one legal
 * joker move stands in that cell; nothing else is filled in or checked (`applyMove` checks).
 * @module
 */
import { type Card, cardNumber } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import { typedMove } from '../shared/move-context.js';
import { callerMove, cardsOnly, type complaints, type Piece, vocabulary } from '../shared/reading.js';
import { FORMAT_KEYS, type FormatMoveOptions, type ParseMoveOptions, readWords } from '../shared/words.js';
import { isLegalMove, legalMoves } from './apply.js';
import type { GameView } from './reports.js';
import { trusted } from './trust.js';
import type { GameState, Move } from './types.js';
import { view } from './view.js';

/** The words of Sevens' moves, each with the spellings read (a card alone is a play). */
const WORDS = /* @__PURE__ */ vocabulary({
  pass: ['p', 'パス'],
  joker: ['j'], // "joker", "JK" and 「ジョーカー」 are read as the joker card, which starts a joker move
  play: ['出す', 'だす', 'プレイ'],
});

/** A card of a move: a canonical card that is not the joker. */
const isCell = (x: unknown): x is Card => cardNumber(x) >= 0 && x !== 'JK';

/** One of Sevens' moves read from any object (its `type`, `card` and `next`), as a plain move, or `null`. */
export function cleanMove(move: unknown): Move | null {
  if (typeof move !== 'object' || move === null) return null;
  const { type, card, next } = move as Record<string, unknown>;
  if (type === 'pass') return { type: 'pass' };
  if (type === 'play' && isCell(card)) return { type: 'play', card };
  if (type === 'joker' && isCell(card)) {
    if (next === undefined) return { type: 'joker', card };
    if (isCell(next)) return { type: 'joker', card, next };
  }
  return null;
}

/**
 * Writes a Sevens move as a person types it: a play as its card (`'6♥'`), `'pass'`, and the
 * joker as `'joker 5♥ 6♥'` (standing in 5♥, with 6♥ played beside it) or `'joker 5♥'`; in Japanese
 * `'パス'` and `'ジョーカー 5♥ 6♥'`. Cards are written as {@link formatCard} writes them in `style`.
 * {@link parseMove} reads every one back.
 * @throws {@link IllegalMoveError} `'malformed'` for a value that is not a Sevens move;
 * {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { formatMove } from 'shichinarabe';
 * formatMove({ type: 'play', card: 'TH' }); // '10♥'
 * formatMove({ type: 'joker', card: '5H', next: '6H' }, { lang: 'ja' }); // 'ジョーカー 5♥ 6♥'
 * formatMove({ type: 'pass' }, { lang: 'ja' }); // 'パス'
 * ```
 */
export function formatMove(move: Move, options?: FormatMoveOptions): string {
  try {
    const { words } = readWords(options, FORMAT_KEYS);
    const m = callerMove(move, 'sevens', cleanMove, 'formatMove');
    if (m.type === 'pass') return words.say('pass', 'パス');
    if (m.type === 'play') return words.card(m.card);
    const joker = `${words.say('joker', 'ジョーカー')} ${words.card(m.card)}`;
    return m.next === undefined ? joker : `${joker} ${words.card(m.next)}`;
  } catch (e) {
    throw ours(e);
  }
}

/** What to type, in both languages: the end of parseMove's messages, and the terminal's "help". */
export const HOW = {
  en: 'type a card (6♥), "pass", or "joker 5♥ 6♥" (the joker in 5♥, 6♥ beside it)',
  ja: 'カード（6♥）、「パス」、または「ジョーカー 5♥ 6♥」（ジョーカーを5♥に置き、隣に6♥を出す）を入力してください',
};

/**
 * Reads a Sevens move typed by a person, in either language, in the context of `state` (a state,
 * or any view of the game): a card alone or after `play` / 「出す」 is a play; `pass` / `p` /
 * 「パス」; `joker 5♥ 6♥` / `j 5♥ 6♥` / 「ジョーカー 5♥ 6♥」. Case and spacing are free, full-width
 * letters, digits and spaces too, and cards are read as {@link parseCard} reads them (`10h`,
 * `♥10`, `th`, 「ハートの10」). The move is read, not judged: {@link applyMove} says whether it is
 * legal. A joker move typed without the card beside it (`joker 5♥`) that is not legal as typed
 * gets it when exactly one legal joker move stands in that cell.
 * `parseMove(formatMove(m, o), state)` is `m` for every legal move `m`, in both languages and every style.
 * @throws {@link IllegalMoveError} `'malformed'` for text that names no move, or a move without
 * what it needs, with a message saying what to type (in `options.lang`); {@link StateError} when
 * `state` is not a state or view of Sevens (naming the game it is, when it is another game's).
 * @example
 * ```ts
 * import { createGame, parseMove } from 'shichinarabe';
 * const game = createGame({ seed: 1 });
 * parseMove('10h', game); // { type: 'play', card: 'TH' }
 * parseMove('パス', game); // { type: 'pass' }
 * parseMove('joker 5♥ 6♥', game); // { type: 'joker', card: '5H', next: '6H' }
 * ```
 */
export function parseMove(text: string, state: GameState | GameView, options?: ParseMoveOptions): Move {
  try {
    const { pieces, context, say } = typedMove<GameState, Move, GameView>(
      text,
      state,
      options,
      'sevens',
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
    const [first, ...rest] = pieces as [Piece, ...Piece[]];
    if (first.kind === 'word' && first.word === 'pass') {
      if (rest.length > 0) throw say('"pass" takes nothing after it', '「パス」の後には何も付けません');
      return { type: 'pass' };
    }
    const joker = (first.kind === 'word' && first.word === 'joker') || (first.kind === 'card' && first.card === 'JK');
    if (joker) return jokerMove(rest, context.isLegal, context.legal, say);
    const cards = first.kind === 'word' ? rest : pieces;
    const played = cardsOnly(cards, say);
    if (played.length !== 1) throw say('Play one card at a time', 'カードは1枚ずつ出します');
    const card = played[0] as Card;
    if (card === 'JK')
      throw say('The joker is played as "joker 5♥ 6♥"', 'ジョーカーは「ジョーカー 5♥ 6♥」のように出します');
    return { type: 'play', card };
  } catch (e) {
    throw ours(e);
  }
}

/** A joker move from the pieces after its word: the cell, and the card beside it if typed (or the only one legal). */
function jokerMove(
  pieces: readonly Piece[],
  isLegal: (m: Move) => boolean,
  legal: () => readonly Move[],
  say: ReturnType<typeof complaints>,
): Move {
  const cards = cardsOnly(pieces, say);
  if (cards.length === 0 || cards.length > 2 || cards.includes('JK')) {
    throw say(
      'A joker move names the cell it stands in, and the card beside it if there is one: "joker 5♥ 6♥"',
      'ジョーカーの手は置く場所と、あれば隣に出すカードを指定します：「ジョーカー 5♥ 6♥」',
    );
  }
  const [card, next] = cards as [Card, Card | undefined];
  if (next !== undefined) return { type: 'joker', card, next };
  const typed: Move = { type: 'joker', card };
  if (isLegal(typed)) return typed;
  const fits = legal().filter((m) => m.type === 'joker' && m.card === card);
  return fits.length === 1 ? (fits[0] as Move) : typed;
}
