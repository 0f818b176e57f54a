/**
 * Seven Bridge's moves in words, both ways: `formatMove` writes a move as a person types it
 * (`draw`, `meld 7♥ 8♥ 9♥`, `layoff 2 6♠ low`, `discard K♣`, `pass`, `pon 5♠ 5♥ 5♦`,
 * `chi 4♥ 5♥ 6♥`; in Japanese ドロー, メルド, 付け札 … 下/上, 捨てる, パス, ポン, チー) and
 * `parseMove` reads one back, in either language. Cards alone are a discard (one card) or a meld
 * (several), in any phase. What the text leaves unsaid is filled in from the legal moves, only
 * when the move is not legal as typed and exactly one legal move fits: a meld's or claim's cards
 * put in meld order, a claim's discard added when it is not typed (`pon 5♠ 5♥`, or `pon` alone),
 * a lay-off's end. Nothing else is checked (`applyMove` does).
 * @module
 */
import { type Card, cardNumber } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import { type MoveContext, typedMove } from '../shared/move-context.js';
import { callerMove, cardsOnly, type complaints, type Piece, sameCards, vocabulary } from '../shared/reading.js';
import { FORMAT_KEYS, type FormatMoveOptions, type ParseMoveOptions, readWords } from '../shared/words.js';
import { isLegalMove, legalMoves } from './apply.js';
import type { View } from './reports.js';
import { trusted } from './trust.js';
import type { GameState, Move } from './types.js';
import { view } from './view.js';

/** The words of Seven Bridge's moves, each with the spellings read, and the words of a lay-off. */
const WORDS = /* @__PURE__ */ vocabulary({
  draw: ['d', 'ドロー', '引く', 'ひく', 'ツモ'],
  meld: ['メルド', '晒す', 'さらす'],
  layoff: ['l', 'lay', 'lay off', 'lay-off', '付け札', '付け', '付ける', 'つけ', 'つける'],
  discard: ['捨てる', '捨て', '捨て札', 'すてる', '切る', 'きる'],
  pass: ['p', 'パス'],
  pon: ['same', 'ポン', 'セイム'],
  chi: ['cut', 'チー', 'カット'],
  low: ['下', '下端', 'ロー'],
  high: ['上', '上端', 'ハイ'],
  on: ['to'],
});

/** The word of each move type, and of a run's ends, in each language. */
const SAID = {
  draw: ['draw', 'ドロー'],
  meld: ['meld', 'メルド'],
  layoff: ['layoff', '付け札'],
  discard: ['discard', '捨てる'],
  pass: ['pass', 'パス'],
  pon: ['pon', 'ポン'],
  chi: ['chi', 'チー'],
  low: ['low', '下'],
  high: ['high', '上'],
} as const;

const isCard = (x: unknown): x is Card => cardNumber(x) >= 0;

/** A list of cards from any value, or `null`. */
function cardList(x: unknown): Card[] | null {
  if (!Array.isArray(x) || x.length > 14) return null;
  const cards = [...x];
  return cards.every(isCard) ? cards : null;
}

/** One of Seven Bridge's moves read from any object (only its SPEC fields), as a plain move, or `null`. */
export function cleanMove(move: unknown): Move | null {
  if (typeof move !== 'object' || move === null) return null;
  const { type, card, cards, meld, end } = move as Record<string, unknown>;
  switch (type) {
    case 'draw':
    case 'pass':
      return { type };
    case 'discard':
      return isCard(card) ? { type, card } : null;
    case 'meld':
    case 'pon':
    case 'chi': {
      const list = cardList(cards);
      return list === null ? null : { type, cards: list };
    }
    case 'layoff':
      if (typeof meld !== 'number' || !Number.isInteger(meld) || meld < 0 || meld > 999 || !isCard(card)) return null;
      if (end === undefined) return { type, meld, card };
      return end === 'low' || end === 'high' ? { type, meld, card, end } : null;
    default:
      return null;
  }
}

/**
 * Writes a Seven Bridge move as a person types it: `'draw'`, `'meld 7♥ 8♥ 9♥'` (the cards in the
 * move's order), `'layoff 2 6♠ low'` (meld #2, at the run's low end), `'discard K♣'`, `'pass'`,
 * `'pon 5♠ 5♥ 5♦'`, `'chi 4♥ 5♥ 6♥'`; in Japanese `'ドロー'`, `'メルド 7♥ 8♥ 9♥'`,
 * `'付け札 2 6♠ 下'` (上 for the high end), `'捨てる K♣'`, `'パス'`, `'ポン …'`, `'チー …'`, the joker
 * `'ジョーカー'`. Cards are written as {@link formatCard} writes them in `style`;
 * {@link parseMove} reads every one back.
 * @throws {@link IllegalMoveError} `'malformed'` for a value that is not a Seven Bridge move;
 * {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { formatMove } from 'shichinarabe/seven-bridge';
 * formatMove({ type: 'meld', cards: ['7H', '8H', '9H'] }); // 'meld 7♥ 8♥ 9♥'
 * formatMove({ type: 'layoff', meld: 2, card: '6S', end: 'low' }, { lang: 'ja' }); // '付け札 2 6♠ 下'
 * formatMove({ type: 'pon', cards: ['5S', '5H', 'JK'] }, { lang: 'ja' }); // 'ポン 5♠ 5♥ ジョーカー'
 * ```
 */
export function formatMove(move: Move, options?: FormatMoveOptions): string {
  try {
    const { words } = readWords(options, FORMAT_KEYS);
    const m = callerMove(move, 'seven-bridge', cleanMove, 'formatMove');
    const said = (word: keyof typeof SAID) => SAID[word][words.ja ? 1 : 0];
    switch (m.type) {
      case 'draw':
      case 'pass':
        return said(m.type);
      case 'discard':
        return `${said('discard')} ${words.card(m.card)}`;
      case 'layoff':
        return `${said('layoff')} ${m.meld} ${words.card(m.card)}${m.end === undefined ? '' : ` ${said(m.end)}`}`;
      default:
        return `${said(m.type)} ${words.cards(m.cards)}`;
    }
  } catch (e) {
    throw ours(e);
  }
}

/** What to type, in both languages: the end of parseMove's messages, and the terminal's "help". */
export const HOW = {
  en: 'type "draw", "meld 7♥ 8♥ 9♥", "layoff 2 6♠ low" (6♠ on meld #2, at its low end), "discard K♣" (or just "K♣"), "pon 5♠ 5♥", "chi 4♥ 6♥" or "pass"',
  ja: '「ドロー」「メルド 7♥ 8♥ 9♥」「付け札 2 6♠ 下」（6♠をメルド#2の下に）「捨てる K♣」（「K♣」だけでも）「ポン 5♠ 5♥」「チー 4♥ 6♥」「パス」のように入力してください',
};

type Say = ReturnType<typeof complaints>;

/**
 * Reads a Seven Bridge move typed by a person, in either language, in the context of `state` (a
 * state, or any view of the game): `draw` / `d` / 「ドロー」「引く」; `meld 7♥ 8♥ 9♥` / 「メルド …」;
 * `layoff 2 6♠ low` / `lay off #2 6♠ high` / 「付け札 2 6♠ 下」 (上 for the high end; the number is
 * the meld's id, `#2` and `2番` too); `discard K♣` / 「捨てる K♣」「切る K♣」, or a card alone;
 * `pass` / `p` / 「パス」; `pon 5♠ 5♥ 5♦` / 「ポン」「セイム」; `chi 4♥ 5♥ 6♥` / 「チー」「カット」. Cards
 * alone are a discard (one) or a meld (several), whatever the phase. Case and spacing are free,
 * full-width letters, digits and spaces too, cards as {@link parseCard} reads them (and
 * 「ジョーカー」). The move is read, not judged ({@link applyMove} says whether it is legal); when
 * it is not legal as typed, what the text left unsaid is filled in from the legal moves if exactly
 * one fits: a meld's or a claim's cards in meld order (`meld 9♥ 8♥ 7♥`), the discard of a claim
 * that leaves it out (`pon 5♠ 5♥`, or `pon` alone), the end of a lay-off on a run (and when the
 * card fits both ends, the error asks for `low` or `high`).
 * `parseMove(formatMove(m, o), state)` is `m` for every legal move `m`, in both languages and every style.
 * @throws {@link IllegalMoveError} `'malformed'` for text that names no move, or a move without
 * what it needs (`meld` with no cards, `discard` with no card, a lay-off without its meld or card),
 * with a message saying what to type (in `options.lang`); {@link StateError} when `state` is not a
 * state or view of Seven Bridge (naming the game it is, when it is another game's).
 * @example
 * ```ts
 * import { createGame, parseMove } from 'shichinarabe/seven-bridge';
 * const game = createGame({ seed: 1 });
 * parseMove('draw', game); // { type: 'draw' }
 * parseMove('メルド 7h 8h 9h', game); // { type: 'meld', cards: ['7H', '8H', '9H'] }
 * parseMove('layoff #2 10♥ high', game); // { type: 'layoff', meld: 2, card: 'TH', end: 'high' }
 * parseMove('ks', game); // { type: 'discard', card: 'KS' }
 * ```
 */
export function parseMove(text: string, state: GameState | View, options?: ParseMoveOptions): Move {
  try {
    const { pieces, context, say } = typedMove<GameState, Move, View>(
      text,
      state,
      options,
      'seven-bridge',
      {
        trusted: (s) => trusted(s) as unknown as GameState,
        legalMoves,
        isLegalMove,
        view: (s) => view(s),
        clean: cleanMove,
      },
      WORDS,
      HOW,
      true,
    );
    const first = pieces[0] as Piece;
    const word = first.kind === 'word' ? first.word : null;
    const rest = word === null ? pieces : pieces.slice(1);
    switch (word) {
      case 'draw':
      case 'pass':
        if (rest.length > 0)
          throw say(`"${first.text}" takes nothing after it`, `「${first.text}」の後には何も付けません`);
        return { type: word };
      case 'discard': {
        const cards = cardsOnly(rest, say);
        if (cards.length !== 1) throw say('Discard one card: "discard K♣"', '捨てるのは1枚です：「捨てる K♣」');
        return { type: 'discard', card: cards[0] as Card };
      }
      case 'meld': {
        const cards = cardsOnly(rest, say);
        if (cards.length === 0)
          throw say('Meld which cards? "meld 7♥ 8♥ 9♥"', 'メルドするカードを指定してください：「メルド 7♥ 8♥ 9♥」');
        return meldMove(cards, context);
      }
      case 'layoff':
        return layoffMove(rest, context, say);
      case 'pon':
      case 'chi':
        return claimMove(word, cardsOnly(rest, say), context, say);
      case null: {
        const cards = cardsOnly(rest, say);
        return cards.length === 1 ? { type: 'discard', card: cards[0] as Card } : meldMove(cards, context);
      }
      default:
        throw say(`"${first.text}" does not start a move`, `「${first.text}」では手が始まりません`);
    }
  } catch (e) {
    throw ours(e);
  }
}

/** A meld of the typed cards: as typed, or the one legal meld of the same cards (in meld order). */
function meldMove(cards: Card[], context: MoveContext<Move, View>): Move {
  const typed: Move = { type: 'meld', cards };
  if (context.isLegal(typed)) return typed;
  const fits = context.legal().filter((m) => m.type === 'meld' && sameCards(m.cards, cards));
  return fits.length === 1 ? (fits[0] as Move) : typed;
}

/** A lay-off: the meld's id, the card, the end if typed (or the only legal one). */
function layoffMove(pieces: readonly Piece[], context: MoveContext<Move, View>, say: Say): Move {
  const ids: number[] = [];
  const cards: Card[] = [];
  const ends: ('low' | 'high')[] = [];
  for (const p of pieces) {
    if (p.kind === 'number') ids.push(p.value);
    else if (p.kind === 'card') cards.push(p.card);
    else if (p.kind === 'word' && (p.word === 'low' || p.word === 'high')) ends.push(p.word);
    else if (!(p.kind === 'word' && (p.word === 'on' || p.word === 'meld'))) {
      throw say(`"${p.text}" has no place in a lay-off`, `「${p.text}」は付け札に使えません`);
    }
  }
  if (ids.length !== 1 || cards.length !== 1 || ends.length > 1) {
    throw say(
      'A lay-off names the meld (its #), one card, and for a run its end: "layoff 2 6♠ low"',
      '付け札はメルドの番号（#）、カード1枚、シークエンスなら端（下か上）を指定します：「付け札 2 6♠ 下」',
    );
  }
  const meld = ids[0] as number;
  const card = cards[0] as Card;
  const end = ends[0];
  const typed: Move = end === undefined ? { type: 'layoff', meld, card } : { type: 'layoff', meld, card, end };
  if (context.isLegal(typed)) return typed;
  const fits = context
    .legal()
    .filter((m) => m.type === 'layoff' && m.meld === meld && m.card === card && (end === undefined || m.end === end));
  if (fits.length === 1) return fits[0] as Move;
  if (fits.length > 1) {
    throw say(
      `${card === 'JK' ? 'The joker' : 'That card'} fits both ends of meld #${meld}: add "low" or "high"`,
      `メルド#${meld}の両端に付けられます：「下」か「上」を付けてください`,
    );
  }
  return typed;
}

/** A pon or chi: as typed, else the one legal claim of those cards with the discard (or, with no card typed, the one claim of its kind). */
function claimMove(type: 'pon' | 'chi', cards: Card[], context: MoveContext<Move, View>, say: Say): Move {
  const typed: Move = { type, cards };
  if (cards.length > 0 && context.isLegal(typed)) return typed;
  const claimed = context.seen().claim?.card;
  const full = isCard(claimed) && !cards.includes(claimed) ? [...cards, claimed] : cards;
  const ofType = context.legal().filter((m) => m.type === type);
  const fits = cards.length === 0 ? ofType : ofType.filter((m) => m.type === type && sameCards(m.cards, full));
  if (fits.length === 1) return fits[0] as Move;
  if (cards.length === 0) {
    throw say(
      `${type === 'pon' ? 'Pon' : 'Chi'} with which cards? "${type} ${type === 'pon' ? '5♠ 5♥' : '4♥ 6♥'}"`,
      `どのカードで${type === 'pon' ? 'ポン' : 'チー'}しますか：「${type === 'pon' ? 'ポン 5♠ 5♥' : 'チー 4♥ 6♥'}」`,
    );
  }
  return { type, cards: full };
}
