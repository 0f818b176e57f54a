/**
 * Seven Up (セブンアップ, All Fours) for people: the turn-up, trump, the trick on the table, the
 * points, the stand/beg and gift/run questions, moves typed as words ("stand", "beg", "gift",
 * "run") or a card (to discard or to play), and each move narrated from its events — what a kick
 * (a turn-up that scores) or a hanged jack was worth said in words.
 * @module
 */
import type { Event, Move, Score, View } from '../seven-up/index.js';
import { parseCard } from '../seven-up/index.js';
import { count, type Namer, type Teller, typedCards, verb } from './tell.js';
import { cardsText, cardText, type Style } from './words.js';

const HELP =
  'Type the number of a move, "stand", "beg", "gift", "run", a card (jh, 10♥, 2c) to discard or play, or "quit".';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A side for people: its players ("P1 & P3", or "P2" alone). */
const sideOf =
  (sides: readonly (readonly number[])[], name: Namer) =>
  (side: number): string =>
    (sides[side] ?? []).map(name).join(' & ');

const AWARD = { high: 'High', low: 'Low', jack: 'Jack', game: 'Game' } as const;
const RANK: Record<string, string> = { A: 'ace', '6': 'six', J: 'jack' };

/** What scored a point event: the gift, or the card turned up (the latest turn-up before it). */
function why(e: Event & { type: 'point' }, before: readonly Event[], v: View): string {
  if (e.reason === 'gift') return 'the gift';
  let card = v.turnUps[0];
  for (const x of before) if (x.type === 'turn-up') card = x.card;
  return `the ${RANK[card?.[0] ?? ''] ?? 'card'} turned up`;
}

/** The sentence of event `k` of the view's events. */
function sentence(k: number, v: View, name: Namer, style: Style, you: number | null): string {
  const e = v.events[k] as Event;
  const does = verb(name, you);
  const side = sideOf(v.sides, (p) => (p === you ? 'you' : name(p)));
  const c = (card: string) => cardText(card as never, style);
  switch (e.type) {
    case 'deal':
      return `Deal ${e.deal}: ${e.dealer === you ? 'you deal' : `${name(e.dealer)} deals`}.`;
    case 'turn-up':
      return `The turn-up is ${c(e.card)}.`;
    case 'point':
      return `${e.points === 1 ? 'A point' : count(e.points, 'point')} for ${side(e.side)} (${why(e, v.events.slice(0, k), v)}).`;
    case 'stand':
      return `${does(e.player, 'stands', 'stand')}.`;
    case 'beg':
      return `${does(e.player, 'begs', 'beg')}.`;
    case 'gift':
      return `${does(e.player, 'gives', 'give')} a point.`;
    case 'run':
      return `${does(e.player, 'runs', 'run')} the pack.`;
    case 'redeal':
      return 'The pack ran out before a new suit came up: the same dealer deals again.';
    case 'trump':
      return `Trumps are ${SUIT[e.suit] ?? e.suit}.`;
    case 'discard':
      return `${does(e.player, 'discards', 'discard')} ${e.card === undefined ? 'a card' : c(e.card)}.`;
    case 'play':
      return `${does(e.player, 'plays', 'play')} ${c(e.card)}.`;
    case 'trick':
      return `${does(e.winner, 'wins', 'win')} the trick (${cardsText(e.cards, style)}).`;
    case 'award': {
      const what = `${AWARD[e.kind]}${e.card === undefined ? '' : ` (${c(e.card)})`}${e.totals === undefined ? '' : ` (${e.totals.map((t, s) => `${side(s)} ${t}`).join(', ')})`}`;
      if (e.side === null) return `${what}: not awarded.`;
      if (e.points === 1) return `${what}: a point for ${side(e.side)}.`;
      return `${what}: ${count(e.points, 'point')} for ${side(e.side)}, the jack hanged.`;
    }
    case 'over': {
      const who = side(e.winner);
      const one = v.sides[e.winner]?.length === 1 && v.sides[e.winner]?.[0] !== you;
      return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${one ? 'wins' : 'win'} the game.`;
    }
  }
}

export const upTeller: Teller = {
  help: HELP,
  rules(o) {
    const more = [
      o.direction === 'anticlockwise' ? 'play goes to the right (anticlockwise)' : '',
      o.kick === 'trinidad' ? 'a turn-up scores an ace 1, a six 2, a jack 3' : '',
      o.hangJack === true ? 'a hanged jack scores 3' : '',
      o.giftMayWin === false ? 'no gift may give the game away' : '',
    ].filter((x) => x !== '');
    return `Seven Up, ${o.partnerships === true ? 'partners P1 & P3 against P2 & P4' : 'each for themselves'}, first to ${o.target} points; Low to its ${o.low}${more.map((x) => `; ${x}`).join('')}`;
  },
  table(view, name, style, options) {
    const v = view as View;
    const me = v.player as number;
    const side = sideOf(v.sides, name);
    const out = [
      `Deal ${v.deal} · dealer ${name(v.dealer)}${options.direction === 'anticlockwise' ? ' · play goes to the right' : ''} · turn-up ${v.turnUps.length === 0 ? 'none' : cardsText(v.turnUps, style)} · trump ${v.trump === null ? 'not made yet' : SUIT[v.trump]}`,
      `Points: ${v.points.map((p, s) => `${side(s)} ${p}`).join(' · ')} · tricks played ${v.tricks.length} of 6`,
      v.handSizes.map((n, p) => `${name(p)}: ${count(n, 'card')}`).join(' · '),
    ];
    if (v.trick.length > 0)
      out.push(`Trick: ${v.trick.map((t) => `${name(t.player)} ${cardText(t.card, style)}`).join(', ')}`);
    out.push(`Your hand: ${cardsText(v.hands[me] ?? [], style)}`);
    const turnUp = v.turnUps[v.turnUps.length - 1];
    const suit = turnUp === undefined ? '' : (SUIT[turnUp[1] as string] ?? '');
    if (v.phase === 'stand') out.push(`Stand (${suit} is trump) or beg (the dealer decides)?`);
    else if (v.phase === 'gift')
      out.push(
        v.legalMoves.some((m) => m.type === 'gift')
          ? `${name(v.eldest)} begs: give a point (${suit} is trump) or run the pack?`
          : `${name(v.eldest)} begs, and a point would give them the game: you must run the pack.`,
      );
    else if (v.phase === 'discard')
      out.push(`Discard down to six cards (${(v.hands[me] ?? []).length - 6} more to go).`);
    else if (v.phase === 'play') {
      out.push(
        v.trick.length === 0 ? 'Lead a card.' : 'Play a card: follow suit or trump (any card if you cannot follow).',
      );
    }
    return out;
  },
  move(move, style) {
    const m = move as Move;
    if (m.type === 'discard') return `discard ${cardText(m.card, style)}`;
    if (m.type === 'play') return cardText(m.card, style);
    return m.type;
  },
  understand(text, legal) {
    const moves = legal as readonly Move[];
    const words = text.trim().toLowerCase().split(/\s+/);
    const [first = ''] = words;
    if (first === 'stand' || first === 'beg' || first === 'gift' || first === 'run') {
      return moves.find((m) => m.type === first) ?? `"${first}" is not one of your moves now.`;
    }
    const cards = typedCards(words[0] === 'discard' || words[0] === 'play' ? words.slice(1) : words, parseCard);
    if (cards === null || cards.length !== 1) return `I do not understand "${text.trim()}". ${HELP}`;
    const card = cards[0] as string;
    return (
      moves.find((m) => (m.type === 'play' || m.type === 'discard') && m.card === card) ??
      `${cardText(card as never)} is not one of your moves now.`
    );
  },
  narrate: (view, name, style, you) => (view as View).events.map((_, k) => sentence(k, view as View, name, style, you)),
  dealt: (view) => (view as View).events.some((e) => e.type === 'deal'),
  deal(view, name, style) {
    const v = view as View;
    return [
      `Deal ${v.deal}, dealer ${name(v.dealer)}; turn-up ${cardsText(v.turnUps, style)}; pack ${count(v.packSize, 'card')}:`,
      ...v.hands.map((hand, p) => `  ${name(p)}: ${cardsText(hand ?? [], style)}`),
    ];
  },
  end(view) {
    const v = view as View;
    const side = sideOf(v.sides, (p) => `P${p + 1}`);
    return [`Points: ${v.points.map((p, s) => `${side(s)} ${p}`).join(' · ')}`];
  },
  standings(score, name) {
    const s = score as Score;
    return s.standings.map(
      (row) =>
        `${String(row.rank).padStart(2)}. ${name(row.player)}${(s.sides[row.side]?.length ?? 1) > 1 ? ` (side ${sideOf(s.sides, (p) => `P${p + 1}`)(row.side)})` : ''} — ${count(row.points, 'point')}`,
    );
  },
};
