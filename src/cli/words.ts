/**
 * Games in words and pictures for people: cards with suit symbols, the table as a grid, and what
 * each move did, narrated from the view's `events`.
 * @module
 */
import { type Card, formatCard, type GameEvent, type GameView, type Move, type Score } from '../index.js';

/** What the last move did (the view's `events`). */
export function eventsOf(v: GameView): readonly GameEvent[] {
  return v.events;
}

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** How to draw: ANSI colour or not. */
export interface Style {
  color: boolean;
}

const red = (text: string, style: Style): string => (style.color ? `\u001b[31m${text}\u001b[39m` : text);
const bold = (text: string, style: Style): string => (style.color ? `\u001b[1m${text}\u001b[22m` : text);
const dim = (text: string, style: Style): string => (style.color ? `\u001b[2m${text}\u001b[22m` : text);

/** A card for people (`formatCard`: `'TH'` → `'10♥'`, `'JK'` → `'Joker'`); hearts and diamonds red with colour. */
export function cardText(card: Card, style: Style = { color: false }): string {
  const text = formatCard(card);
  return card[1] === 'H' || card[1] === 'D' ? red(text, style) : text;
}

/** Cards for people, space-separated. */
export function cardsText(cards: readonly Card[], style: Style = { color: false }): string {
  return cards.map((c) => cardText(c, style)).join(' ');
}

/** A move for people: `play 6♥`, `pass`, `Joker on 8♥ with 9♥`. */
export function moveText(move: Move, style: Style = { color: false }): string {
  if (move.type === 'pass') return 'pass';
  if (move.type === 'play') return cardText(move.card, style);
  return `Joker on ${cardText(move.card, style)}${move.next === undefined ? '' : ` with ${cardText(move.next, style)}`}`;
}

/**
 * The table as a grid: a header of ranks, a row per suit; a card on the table shows its rank, an
 * empty cell `·`, a dead card `x` (Kill). `marks` are cells to highlight (e.g. where the viewer can play).
 */
export function tableText(v: GameView, style: Style = { color: false }, marks: ReadonlySet<Card> = new Set()): string {
  const on = new Set(v.table);
  const dead = new Set(v.dead.flat());
  const lines = [`    ${RANKS.map((r) => (r === 'T' ? '10' : ` ${r}`)).join(' ')}`];
  for (const suit of SUITS) {
    const cells = RANKS.map((rank) => {
      const card = `${rank}${suit}` as Card;
      const label = rank === 'T' ? '10' : ` ${rank}`;
      if (on.has(card)) return suit === 'H' || suit === 'D' ? red(label, style) : label;
      if (dead.has(card)) return dim(' x', style);
      if (marks.has(card)) return bold(' *', style);
      return dim(' ·', style);
    });
    const symbol = SUIT_SYMBOL[suit] as string;
    lines.push(` ${suit === 'H' || suit === 'D' ? red(symbol, style) : symbol}  ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

/** Ordinal for places: 1st, 2nd, 3rd, 4th… */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/**
 * What the last move did, one sentence per event, from the view's `events`. `name(p)` names a
 * player; the player `you` (if any) is "you"; `passLimit` (or `null`) tells how many passes are allowed.
 */
export function narrate(
  v: GameView,
  name: (player: number) => string,
  passLimit: number | null,
  style: Style = { color: false },
  you: number | null = null,
): string[] {
  const who = (p: number): string => (p === you ? 'You' : name(p));
  const whom = (p: number): string => (p === you ? 'you' : name(p));
  const whose = (p: number): string => (p === you ? 'your' : `${name(p)}'s`);
  const does = (p: number, it: string, they: string): string => `${who(p)} ${p === you ? they : it}`;
  const out: string[] = [];
  let place = v.finished.length - eventsOf(v).filter((e) => e.type === 'out').length;
  for (const e of eventsOf(v)) {
    switch (e.type) {
      case 'play':
        out.push(`${does(e.player, 'plays', 'play')} ${cardText(e.card, style)}.`);
        break;
      case 'joker':
        out.push(`${does(e.player, 'puts', 'put')} the Joker on ${cardText(e.card, style)}.`);
        break;
      case 'swap':
        out.push(
          `${does(e.player, 'lays', 'lay')} ${cardText(e.card, style)} and ${e.player === you ? 'take' : 'takes'} the Joker.`,
        );
        break;
      case 'pass':
        out.push(
          `${does(e.player, 'passes', 'pass')} (${passLimit === null ? `${e.passes} pass${e.passes === 1 ? '' : 'es'}` : `${ordinal(e.passes)} pass, ${passLimit} allowed`}).`,
        );
        break;
      case 'disqualified':
        out.push(
          `${does(e.player, 'is', 'are')} disqualified${e.cards.length > 0 ? `: ${cardsText(e.cards, style)} laid face up` : ''}.`,
        );
        break;
      case 'died': {
        const owner = e.player === you ? 'Your' : whose(e.player);
        const by = e.by === null ? '' : e.by === e.player ? ' (a self-kill)' : ` (killed by ${whom(e.by)})`;
        out.push(`${owner} ${cardsText(e.cards, style)} ${e.cards.length === 1 ? 'dies' : 'die'}${by}.`);
        break;
      }
      case 'out':
        place++;
        out.push(`${does(e.player, 'is', 'are')} out (${ordinal(place)}).`);
        break;
      case 'stuck':
        out.push(`${does(e.player, 'is', 'are')} stuck with only the Joker.`);
        break;
      case 'extra-turn':
        out.push(`${does(e.player, 'moves', 'move')} again (a kill earns another turn).`);
        break;
      case 'over':
        out.push('The game is over.');
        break;
    }
  }
  return out;
}

/** The standings as lines: place, name, status and the variant's numbers. */
export function standingsText(s: Score, name: (player: number) => string, variant: 'classic' | 'kill'): string[] {
  return s.standings.map((row) => {
    const numbers =
      variant === 'kill'
        ? `${row.dead} dead, ${row.kills} kill${row.kills === 1 ? '' : 's'}${row.selfKills > 0 ? `, ${row.selfKills} self-kill${row.selfKills === 1 ? '' : 's'}` : ''}`
        : `${row.cardsLeft} card${row.cardsLeft === 1 ? '' : 's'} left, ${row.chips >= 0 ? '+' : ''}${row.chips} chips`;
    return `${String(row.rank).padStart(2)}. ${name(row.player)} — ${row.status}; ${numbers}`;
  });
}
