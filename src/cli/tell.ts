/**
 * What the terminal commands (`play`, `replay`) say about a game, one {@link Teller} per game of
 * the family: the table a person sees on their turn, moves in words and as typed, what each move
 * did (narrated from the view's `events`), the deal and the standings. People are P1…Pn (seat 0
 * is P1) wherever the command speaks to people; data keeps its 0-based indices.
 * @module
 */
import type { Style } from './words.js';

/** Names a player for people: "You", "P2 (calm)", "P3". */
export type Namer = (player: number) => string;

/** A game's words for people. Views, moves and scores are the game's own (typed loosely here). */
export interface Teller {
  /** The rules in a few words, from the options of the game's record. */
  rules(options: Record<string, unknown>): string;
  /** What a person sees on their turn, from their own view (the table, their hand, the question). */
  table(view: unknown, name: Namer, style: Style, options: Record<string, unknown>): string[];
  /** A move for people (`draw`, `meld 7♥ 8♥ 9♥`, `stand`, `6♥`). */
  move(move: unknown, style: Style): string;
  /** The move a person typed, as one of `moves`, or a sentence saying why it is none of them. */
  understand(text: string, moves: readonly unknown[], view: unknown): unknown;
  /** How to type moves, one line. */
  help: string;
  /** What the last move did, a sentence per event; `you` is "you" (`null`: nobody). */
  narrate(view: unknown, name: Namer, style: Style, you: number | null, options: Record<string, unknown>): string[];
  /** Whether the last move dealt new hands (a new round or deal), so that replay shows them. */
  dealt(view: unknown): boolean;
  /** The hands and what is face up after a deal, from the whole truth. */
  deal(view: unknown, name: Namer, style: Style): string[];
  /** The end of the game, from the whole truth (the last table). */
  end(view: unknown, style: Style): string[];
  /** The standings, a line per player. */
  standings(score: unknown, name: Namer, options: Record<string, unknown>): string[];
}

/** Plural: `1 card`, `2 cards`. */
export function count(n: number, word: string, plural = `${word}s`): string {
  return `${n} ${n === 1 ? word : plural}`;
}

/** A player's word: "You draw" / "P2 draws". */
export function verb(name: Namer, you: number | null) {
  return (p: number, it: string, they: string): string => `${p === you ? 'You' : name(p)} ${p === you ? they : it}`;
}

/** The cards of a typed move: the words that read as cards, or `null` if a word is not a card. */
export function typedCards(words: readonly string[], parse: (text: string) => string): string[] | null {
  const cards: string[] = [];
  for (const w of words) {
    try {
      cards.push(parse(w));
    } catch {
      return null;
    }
  }
  return cards;
}

/** Whether two lists hold the same cards, in any order. */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
}
