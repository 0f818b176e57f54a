/**
 * Seven Bridge (セブンブリッジ) for people: your hand, the melds with their ids, the discard pile,
 * the claim window's question, moves typed as words ("draw", "meld 7h 8h 9h", "layoff 0 10h high",
 * "discard ks", "pon 7s 7h", "chi 6h 8h", "pass"), and each move narrated from its events.
 * @module
 */
import type { Event, Meld, Move, Score, View } from '../seven-bridge/index.js';
import { parseCard } from '../seven-bridge/index.js';
import { count, type Namer, sameCards, type Teller, typedCards, verb } from './tell.js';
import { cardsText, cardText, type Style } from './words.js';

const HELP =
  'Type the number of a move, or "draw", "meld 7h 8h 9h", "layoff 0 10h high" (card on meld #0), "discard ks" (or just "ks"), "pon 7s 7h", "chi 6h 8h", "pass", or "quit".';

const meldText = (m: Meld, name: Namer, style: Style): string =>
  `#${m.id} ${name(m.owner)}: ${cardsText(m.cards, style)}${m.kind === 'seven' ? '' : ` (${m.kind})`}`;

/** What a person types, read as one of the legal moves (or why not). */
function understand(text: string, moves: readonly Move[], v: View): Move | string {
  const words = text.trim().toLowerCase().split(/\s+/);
  const [first = '', ...rest] = words;
  const find = (test: (m: Move) => boolean, what: string): Move | string =>
    moves.find(test) ?? `${what} is not one of your moves now.`;
  if (first === 'draw' || first === 'd') return find((m) => m.type === 'draw', 'Drawing');
  if (first === 'pass' || first === 'p') return find((m) => m.type === 'pass', 'Passing');
  if (first === 'layoff' || first === 'lay' || first === 'l') {
    const [id, card, end] = rest;
    const c = typedCards(card === undefined ? [] : [card], parseCard);
    if (id === undefined || !/^#?\d+$/.test(id) || c?.length !== 1)
      return 'A lay-off is "layoff MELD CARD [low|high]".';
    const meld = Number(id.replace('#', ''));
    const fits = moves.filter((m) => m.type === 'layoff' && m.meld === meld && m.card === c[0]);
    const chosen = fits.filter((m) => end === undefined || (m.type === 'layoff' && m.end === end));
    if (chosen.length === 1) return chosen[0] as Move;
    if (chosen.length > 1) return 'That card fits both ends of the run: add "low" or "high".';
    return `Laying ${text.trim().split(/\s+/)[2]} off on meld #${meld} is not one of your moves now.`;
  }
  const kind = first === 'meld' || first === 'pon' || first === 'chi' || first === 'discard' ? first : null;
  const cards = typedCards(kind === null ? words : rest, parseCard);
  if (cards === null || cards.length === 0) return `I do not understand "${text.trim()}". ${HELP}`;
  if (kind === null || kind === 'discard') {
    if (cards.length !== 1) return `I do not understand "${text.trim()}". ${HELP}`;
    return find((m) => m.type === 'discard' && m.card === cards[0], `Discarding ${cardText(cards[0] as never)}`);
  }
  const claimed = v.claim?.card;
  return find(
    (m) =>
      m.type === kind &&
      (sameCards(m.cards, cards) || (claimed !== undefined && sameCards(m.cards, [...cards, claimed]))),
    `${kind} ${cards.map((c) => cardText(c as never)).join(' ')}`,
  );
}

/** The sentence of one event (`options`: the game record's). */
function sentence(e: Event, name: Namer, style: Style, you: number | null, options: Record<string, unknown>): string {
  const does = verb(name, you);
  const c = (card: string) => cardText(card as never, style);
  switch (e.type) {
    case 'draw':
      return `${does(e.player, 'draws', 'draw')} ${e.card === undefined ? 'a card' : c(e.card)}.`;
    case 'meld':
      return `${does(e.player, 'melds', 'meld')} ${cardsText(e.cards, style)} (meld #${e.meld}).`;
    case 'layoff':
      return `${does(e.player, 'lays', 'lay')} ${c(e.card)} off on meld #${e.meld}${e.end === undefined ? '' : ` (${e.end} end)`}.`;
    case 'discard':
      return `${does(e.player, 'discards', 'discard')} ${c(e.card)}.`;
    case 'answer':
      if (e.answer === 'pass') return `${does(e.player, 'passes', 'pass')}.`;
      if (e.answer === 'chi') return `${does(e.player, 'calls', 'call')} chi (held until the others have answered).`;
      return `${does(e.player, 'answers', 'answer')}.`;
    case 'claim':
      return `${does(e.player, 'claims', 'claim')} ${e.from === you ? 'your' : `${name(e.from)}'s`} discard with a ${e.kind}: ${cardsText(e.cards, style)} (meld #${e.meld}).`;
    case 'no-claim':
      return 'Nobody claims the discard.';
    case 'out':
      return `${does(e.player, 'goes', 'go')} out${e.oneShot ? ' in one go' : ''}!`;
    case 'restock':
      return `The stock is empty: the discard pile but its top card is shuffled into a new stock of ${count(e.cards, 'card')}.`;
    case 'stock-out':
      return options.stockOut === 'reshuffle'
        ? `The stock is empty, and is not rebuilt again (${count(options.restocks as number, 'time')} a round): the round ends.`
        : 'The stock is empty.';
    case 'round-over': {
      const points = e.points.map((p, i) => `${name(i)} ${p}`).join(', ');
      return `Round ${e.round} is over${e.winner === null ? ', nobody went out' : `, won by ${e.winner === you ? 'you' : name(e.winner)}`}: ${points}.`;
    }
    case 'round':
      return `Round ${e.round} is dealt; ${e.firstPlayer === you ? 'you play' : `${name(e.firstPlayer)} plays`} first.`;
    case 'over':
      return 'The game is over.';
  }
}

export const bridgeTeller: Teller = {
  help: HELP,
  rules(o) {
    const rounds = o.rounds === 1 ? '1 round' : `${o.rounds} rounds`;
    const extra = [
      typeof o.target === 'number' ? `to ${count(o.target, 'point')} (at most ${rounds})` : rounds,
      o.jokers === 0 ? '' : count(o.jokers as number, 'joker'),
      o.discardToGoOut === false ? 'no discard to go out' : '',
      o.firstRoundClaims === true ? 'claims from the first discards' : '',
      o.sevenPenalty === 'each' ? 'each 7 held doubles' : o.sevenPenalty === true ? 'a 7 held doubles' : '',
      o.stockOut === 'void'
        ? 'a stock out scores nothing'
        : o.stockOut === 'score'
          ? 'a stock out scores every hand'
          : o.restocks !== 3 && o.restocks !== undefined
            ? `the stock rebuilt at most ${count(o.restocks as number, 'time')} a round`
            : '',
    ].filter((s) => s !== '');
    return `Seven Bridge, ${extra.join(', ')}; lowest total wins`;
  },
  table(view, name, style) {
    const v = view as View;
    const me = v.player as number;
    const out = [
      `Round ${v.round} · stock ${count(v.stockSize, 'card')} · discard pile: ${v.discards.length === 0 ? 'empty' : cardsText(v.discards.slice(-8), style)}${v.discards.length > 8 ? ` (${v.discards.length} cards; the last 8 shown, the top last)` : ''}`,
      `Melds: ${v.melds.length === 0 ? 'none' : v.melds.map((m) => meldText(m, name, style)).join(' · ')}`,
      v.handSizes.map((n, p) => `${name(p)}: ${count(n, 'card')}`).join(' · ') +
        (v.totals.some((t) => t !== 0) ? ` · totals ${v.totals.map((t, p) => `${name(p)} ${t}`).join(', ')}` : ''),
      `Your hand: ${cardsText(v.hands[me] ?? [], style)}`,
    ];
    if (v.phase === 'draw') out.push('Your turn: draw a card from the stock.');
    else if (v.phase === 'play') out.push('Meld and lay off as you like, then discard a card.');
    else if (v.phase === 'claim' && v.claim !== null) {
      const chi = v.legalMoves.some((m) => m.type === 'chi');
      out.push(
        `${name(v.claim.discarder)} discarded ${cardText(v.claim.card, style)}: claim it with a pon${chi ? ' or a chi' : ''}, or pass?`,
      );
    }
    return out;
  },
  move(move, style) {
    const m = move as Move;
    if (m.type === 'draw' || m.type === 'pass') return m.type;
    if (m.type === 'discard') return `discard ${cardText(m.card, style)}`;
    if (m.type === 'layoff')
      return `lay off ${cardText(m.card, style)} on #${m.meld}${m.end === undefined ? '' : ` (${m.end})`}`;
    return `${m.type} ${cardsText(m.cards, style)}`;
  },
  understand: (text, moves, view) => understand(text, moves as readonly Move[], view as View),
  narrate: (view, name, style, you, options) =>
    (view as View).events.map((e) => sentence(e, name, style, you, options)),
  dealt: (view) => (view as View).events.some((e) => e.type === 'round'),
  deal(view, name, style) {
    const v = view as View;
    return [
      `Round ${v.round}, ${name(v.firstPlayer)} first; stock ${count(v.stockSize, 'card')}:`,
      ...v.hands.map((hand, p) => `  ${name(p)}: ${cardsText(hand ?? [], style)}`),
    ];
  },
  end(view, style) {
    const v = view as View;
    return v.melds.length === 0
      ? []
      : [`Melds: ${v.melds.map((m) => meldText(m, (p) => `P${p + 1}`, style)).join(' · ')}`];
  },
  standings(score, name) {
    return (score as Score).standings.map(
      (row) => `${String(row.rank).padStart(2)}. ${name(row.player)} — ${count(row.total, 'point')}`,
    );
  },
};
