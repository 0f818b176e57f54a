/**
 * Sevens (七並べ and its Kill variant) for people: the table as a grid, the players' status, the
 * hand with the number of each card's move, moves typed as a number, a card, "pass" or
 * "joker 8h 9h", and each move narrated from its events (`words.ts`).
 * @module
 */
import type { Card, GameView, Move, Score } from '../index.js';
import { parseCard } from '../index.js';
import { count, type Namer, type Teller } from './tell.js';
import { cardsText, cardText, moveText, narrate, standingsText, tableText } from './words.js';

const HELP =
  'Type the number of a move, a card (6h, 10♥, QS), "pass", "joker 8h 9h" (the joker on 8♥ with 9♥), or "quit".';

/** A player's line of the status: cards in hand, passes, and in Kill dead cards and kills. */
function status(v: GameView, p: number, name: Namer, kill: boolean): string {
  const parts = [count(v.handSizes[p] ?? 0, 'card')];
  const passes = v.passes[p] ?? 0;
  if (passes > 0) parts.push(count(passes, 'pass', 'passes'));
  if (kill) parts.push(`${v.dead[p]?.length ?? 0} dead`, `${v.kills[p] ?? 0} kills`);
  if (v.finished.includes(p)) parts.push('out');
  if (v.disqualified.includes(p)) parts.push('disqualified');
  return `${name(p)}: ${parts.join(', ')}`;
}

/** The same move (by its fields) among `moves`, or `undefined`. */
function among(moves: readonly Move[], move: Move): Move | undefined {
  const key = JSON.stringify(move);
  return moves.find((m) => JSON.stringify(m) === key);
}

export const sevensTeller: Teller = {
  help: HELP,
  rules(o) {
    const kill = o.variant === 'kill';
    return `Sevens, ${kill ? 'Kill' : 'classic'}${o.passLimit === null || o.passLimit === undefined ? '' : `, ${o.passLimit} passes allowed`}`;
  },
  table(view, name, style, options) {
    const v = view as GameView;
    const me = v.player as number;
    const moves = v.legalMoves;
    const playable = new Set<Card>();
    for (const m of moves) if (m.type !== 'pass') playable.add(m.card);
    // Each card you can play carries the number of its move; the joker is marked * when it can go down.
    const number = new Map<Card, number>();
    moves.forEach((m, i) => {
      if (m.type === 'play') number.set(m.card, i + 1);
    });
    const jokerMoves = moves.some((m) => m.type === 'joker');
    const mark = (c: Card): string => {
      const k = number.get(c);
      return k !== undefined ? `[${k}]` : c === 'JK' && jokerMoves ? '*' : '';
    };
    const kill = options.variant === 'kill';
    return [
      tableText(v, style, playable),
      v.handSizes.map((_, p) => status(v, p, name, kill)).join(' · '),
      `Your hand: ${(v.hands[me] ?? []).map((c) => `${cardText(c, style)}${mark(c)}`).join(' ')}`,
    ];
  },
  move: (move, style) => moveText(move as Move, style),
  understand(text, legal) {
    const moves = legal as readonly Move[];
    const t = text.trim().toLowerCase();
    if (t === 'pass' || t === 'p') return moves.find((m) => m.type === 'pass') ?? 'You cannot pass now: you can play.';
    const words = t.split(/\s+/);
    let move: Move;
    try {
      if (words[0] === 'joker' || words[0] === 'j') {
        if (words.length < 2 || words.length > 3) return 'A joker move is "joker CELL" or "joker CELL NEXT".';
        const card = parseCard(words[1] as string);
        move = words[2] === undefined ? { type: 'joker', card } : { type: 'joker', card, next: parseCard(words[2]) };
      } else if (words.length === 1) move = { type: 'play', card: parseCard(words[0] as string) };
      else return `I do not understand "${text.trim()}". ${HELP}`;
    } catch {
      return `"${text.trim()}" is not a card or a move. ${HELP}`;
    }
    return among(moves, move) ?? `${moveText(move)} is not one of your moves now.`;
  },
  narrate(view, name, style, you, options) {
    return narrate(view as GameView, name, (options.passLimit as number | null | undefined) ?? null, style, you);
  },
  dealt: () => false,
  deal(view, name, style) {
    const v = view as GameView;
    return [...v.hands.map((hand, p) => `  ${name(p)}: ${cardsText(hand ?? [], style)}`), tableText(v, style)];
  },
  end: (view, style) => [tableText(view as GameView, style)],
  standings(score, name, options) {
    return standingsText(score as Score, name, options.variant === 'kill' ? 'kill' : 'classic');
  },
};
