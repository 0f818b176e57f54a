/**
 * Reading moves, what every game shares. A move typed by a person: the text made comparable
 * (full-width letters, digits and spaces as ASCII, lower case, hiragana as katakana, 「ハートの7」
 * as ♥7), then cut into pieces — a word of the game's vocabulary, a card as `parseCard` reads it
 * (or the joker, also 「ジョーカー」), a number (a meld's id: `2`, `#2`, `2番`) — with or without
 * spaces between them; each game says what its words mean (`move-words.ts`). A move object given
 * by a caller (to `formatMove`): read by the game's fields once, or refused.
 * @module
 */
import { type Card, parseCard } from './cards.js';
import type { GameName } from './engine.js';
import { describe, IllegalMoveError } from './errors.js';
import { GAMES, refuseOtherGame } from './which-game.js';
import type { Lang } from './words.js';

/** A piece of a typed move. */
export type Piece =
  | { readonly kind: 'word'; readonly word: string; readonly text: string }
  | { readonly kind: 'card'; readonly card: Card; readonly text: string }
  | { readonly kind: 'number'; readonly value: number; readonly text: string }
  | { readonly kind: 'unknown'; readonly text: string };

/** A game's words: each spelling (normalized) → the word it means. */
export type Vocabulary = ReadonlyMap<string, string>;

const HIRAGANA = /[\u3041-\u3096]/g;
const SUIT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/スペード/g, '♠'],
  [/ハート/g, '♥'],
  [/ダイヤモンド|ダイヤ|ダイア/g, '♦'],
  [/クラブ/g, '♣'],
];
const RANK_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/エース/g, 'a'],
  [/キング/g, 'k'],
  [/クイーン/g, 'q'],
  [/ジャック/g, 'j'],
];

/**
 * Text made comparable: NFKC (full-width ASCII and spaces to ASCII, half-width kana to full),
 * lower case, hiragana as katakana, the Japanese names of suits and court cards as symbols and
 * letters (「ハートの7」 → `♥7`).
 */
export function normalize(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  t = t.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
  for (const [word, symbol] of SUIT_WORDS) t = t.replace(word, symbol);
  for (const [word, letter] of RANK_WORDS) t = t.replace(word, letter);
  return t.replace(/([♠♥♦♣])ノ/g, '$1');
}

/**
 * A game's vocabulary from its words and their spellings (`{ pass: ['pass', 'p', 'パス'] }`),
 * each spelling normalized as typed text is.
 */
export function vocabulary(words: Readonly<Record<string, readonly string[]>>): Vocabulary {
  const map = new Map<string, string>();
  for (const [word, spellings] of Object.entries(words)) {
    for (const s of [word, ...spellings]) map.set(normalize(s), word);
  }
  return map;
}

const SEPARATORS = /[\s,、。・;:：]/;
const SUIT = '[shdc♠♥♦♣♤♡♢♧]';
const RANK = '(?:10|[2-9atjqk])';
/** A card: rank then suit, or suit then rank. */
const CARD = /* @__PURE__ */ new RegExp(`${RANK}${SUIT}|[♠♥♦♣♤♡♢♧]${RANK}`, 'y');
const JOKER = /jk|joker|ジョーカー/y;
const NUMBER = /#?(\d{1,3})番?/y;
const ASCII_LETTER = /[a-z]/;

/**
 * The pieces of a typed move, in order: at each place a card (the joker too), else a word of
 * `words` (the longest spelling first; an English one must not run on into letters), else a
 * number; anything else up to the next space is an `'unknown'` piece.
 */
export function piecesOf(text: string, words: Vocabulary): Piece[] {
  const t = normalize(text);
  const spellings = [...words.keys()].sort((a, b) => b.length - a.length);
  const pieces: Piece[] = [];
  let i = 0;
  while (i < t.length) {
    const c = t[i] as string;
    if (SEPARATORS.test(c)) {
      i++;
      continue;
    }
    const card = match(CARD, t, i);
    if (card !== null && !ASCII_LETTER.test(t[i + card.length] ?? '')) {
      pieces.push({ kind: 'card', card: parseCard(card), text: card });
      i += card.length;
      continue;
    }
    const joker = match(JOKER, t, i);
    if (joker !== null && !ASCII_LETTER.test(t[i + joker.length] ?? '')) {
      pieces.push({ kind: 'card', card: 'JK', text: joker });
      i += joker.length;
      continue;
    }
    const word = spellings.find((s) => t.startsWith(s, i) && !(isAscii(s) && ASCII_LETTER.test(t[i + s.length] ?? '')));
    if (word !== undefined) {
      pieces.push({ kind: 'word', word: words.get(word) as string, text: word });
      i += word.length;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(t);
    if (number !== null && !ASCII_LETTER.test(t[i + number[0].length] ?? '')) {
      pieces.push({ kind: 'number', value: Number(number[1]), text: number[0] });
      i += number[0].length;
      continue;
    }
    let j = i + 1;
    while (j < t.length && !SEPARATORS.test(t[j] as string)) j++;
    pieces.push({ kind: 'unknown', text: t.slice(i, j) });
    i = j;
  }
  return pieces;
}

function match(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}

const isAscii = (s: string): boolean => /^[\x20-\x7e]+$/.test(s);

/** The text of a move as the caller gave it, checked to be a string. */
export function typedText(text: unknown, lang: Lang): string {
  if (typeof text !== 'string' || text.length > 1000) {
    throw malformed(
      lang === 'ja'
        ? `手を文字列で入力してください（${describe(text)} でした）`
        : `parseMove reads a move typed as text, got ${describe(text)}`,
    );
  }
  return text;
}

/** The error of text that names no move, or a move without what it needs. */
export function malformed(message: string): IllegalMoveError<'malformed'> {
  return new IllegalMoveError('malformed', message);
}

/** The cards among pieces (in order), or the first piece that is not a card. */
export function cardsAmong(pieces: readonly Piece[]): { cards: Card[]; stray: Piece | null } {
  const cards: Card[] = [];
  for (const p of pieces) {
    if (p.kind !== 'card') return { cards, stray: p };
    cards.push(p.card);
  }
  return { cards, stray: null };
}

/** The cards of pieces that must all be cards, or the `'malformed'` error naming the first that is not. */
export function cardsOnly(pieces: readonly Piece[], say: ReturnType<typeof complaints>): Card[] {
  const { cards, stray } = cardsAmong(pieces);
  if (stray !== null)
    throw say(`"${stray.text}" is not a card here`, `「${stray.text}」はここではカードではありません`);
  return cards;
}

/** Whether two lists hold the same cards, each as many times, in any order. */
export function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((c, i) => c === y[i]);
}

/**
 * The `'malformed'` errors of one reading, in the caller's language: each says what is wrong and
 * then `how` to type a move of the game.
 */
export function complaints(lang: Lang, how: { readonly en: string; readonly ja: string }) {
  return (en: string, ja: string): IllegalMoveError<'malformed'> =>
    malformed(lang === 'ja' ? `${ja}。${how.ja}。` : `${en}: ${how.en}.`);
}

/**
 * The pieces of a typed move, refused when there is none or when one is not a word or card of the
 * game (or a number, where `numbers` says the game has them).
 */
export function readPieces(
  text: unknown,
  lang: Lang,
  words: Vocabulary,
  say: ReturnType<typeof complaints>,
  numbers = false,
): Piece[] {
  const pieces = piecesOf(typedText(text, lang), words);
  if (pieces.length === 0) throw say('No move typed', '手が入力されていません');
  const stray = pieces.find((p) => p.kind === 'unknown' || (p.kind === 'number' && !numbers));
  if (stray !== undefined) {
    throw say(`"${stray.text}" is not a card or a move`, `「${stray.text}」はカードでも手でもありません`);
  }
  return pieces;
}

/**
 * A caller's move read by `clean` (the game's fields, once), or the `'malformed'` error of `fn`
 * (a `StateError` naming the game when the value is another game's state, view or record).
 */
export function callerMove<M>(move: unknown, game: GameName, clean: (m: unknown) => M | null, fn: string): M {
  let m: M | null = null;
  try {
    m = clean(move);
  } catch {
    // a getter that throws: not a move
  }
  if (m === null) {
    refuseOtherGame(move, game);
    throw new IllegalMoveError('malformed', `${fn}: not a ${GAMES[game].title} move (${describe(move)})`);
  }
  return m;
}
