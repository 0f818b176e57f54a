/**
 * How the terminal commands (`play`, `replay`) speak a game. Every word of a game — the table,
 * the moves, what each move did, the standings, what the table's marks mean — is the game entry's
 * own (`render`, `describeEvent`, `formatMove`, `parseMove`, and the typing help of its
 * `parseMove`), in English or Japanese: this file only chooses their options (the language, the
 * players' names, who "you" are, each game's own `describeEvent` options) and says the command's
 * few phrases of its own (the prompt's help, a move that is not legal now) in both languages.
 * People are P1…Pn; data keeps its 0-based indices.
 * @module
 */
import type { AnyMove, Engine, GameName } from '../index.js';
import { HOW as BRIDGE_HOW } from '../seven-bridge/move-words.js';
import { HOW as UP_HOW } from '../seven-up/move-words.js';
import { HOW as SEVENS_HOW } from '../sevens/move-words.js';
import { type Lang, Words } from '../shared/words.js';
import { ENGINES } from './games.js';

/** What to type in each game, in both languages (the entries' own, as their `parseMove` says it). */
const HOW: Readonly<Record<GameName, { readonly en: string; readonly ja: string }>> = {
  sevens: SEVENS_HOW,
  'seven-bridge': BRIDGE_HOW,
  'seven-up': UP_HOW,
};

/** Each game's name for people, in both languages. */
const TITLE: Readonly<Record<GameName, readonly [string, string]>> = {
  sevens: ['Sevens', '七並べ'],
  'seven-bridge': ['Seven Bridge', 'セブンブリッジ'],
  'seven-up': ['Seven Up', 'セブンアップ'],
};

/** A view as the narrator reads it (every game's view has these). */
type AnyView = {
  readonly events: readonly { readonly type: string }[];
  readonly legalMoves: readonly AnyMove[];
  readonly over: boolean;
};

/**
 * The events a new game's deal would have said, had the deal been a move (a new game's view has
 * no events): Seven Bridge's round and who plays first; Seven Up's deal, its turn-up and the point
 * a scoring turn-up gave the dealer's side (a jack, or Trinidad's kicks). Sevens' deal says nothing.
 */
function openingEvents(game: GameName, view: unknown): { readonly type: string }[] {
  if (game === 'seven-bridge') {
    const v = view as { round: number; firstPlayer: number };
    return [{ type: 'round', round: v.round, firstPlayer: v.firstPlayer } as { type: string }];
  }
  if (game !== 'seven-up') return [];
  const v = view as { deal: number; dealer: number; turnUps: readonly string[]; points: readonly number[] };
  const events: { type: string }[] = [{ type: 'deal', deal: v.deal, dealer: v.dealer } as { type: string }];
  const card = v.turnUps[0];
  if (card !== undefined) events.push({ type: 'turn-up', card } as { type: string });
  v.points.forEach((points, side) => {
    if (points > 0) events.push({ type: 'point', side, reason: 'turn-up', points } as { type: string });
  });
  return events;
}

/** One game told to people: in `lang`, `names` by player index, `viewer` the person ("you"), if any. */
export class Narrator {
  readonly engine: Engine;
  /** The command's own phrases in the language (`say`, `place`). */
  readonly words: Words;
  constructor(
    readonly game: GameName,
    readonly lang: Lang,
    readonly names: readonly string[],
    readonly viewer: number | null,
    /** The game's options (its record's): Sevens' `passLimit` is told with every pass. */
    readonly rules: Record<string, unknown>,
  ) {
    this.engine = ENGINES[game];
    this.words = new Words(lang, undefined, names, viewer);
  }

  /** The English or the Japanese. */
  say(en: string, ja: string): string {
    return this.words.say(en, ja);
  }

  /** The game's name: "Seven Bridge" / 「セブンブリッジ」. */
  get title(): string {
    return TITLE[this.game][this.lang === 'ja' ? 1 : 0];
  }

  /** The table: a view as it is, a state as the viewer's view (the whole truth without one); `legend` explains its marks. */
  table(stateOrView: unknown, isView: boolean, legend = false): string {
    const o = { lang: this.lang, names: this.names, ...(legend ? { legend } : {}) };
    return this.engine.render(stateOrView, isView ? o : { ...o, player: this.viewer });
  }

  /** A move as a person types it. */
  move(move: unknown): string {
    return this.engine.formatMove(move as AnyMove, { lang: this.lang });
  }

  /** One event's sentence, with the game's own options (Sevens' pass limit, Seven Up's sides of `view`). */
  event(e: { readonly type: string }, view: unknown): string {
    const extra =
      this.game === 'sevens'
        ? { passLimit: (this.rules.passLimit as number | null | undefined) ?? null }
        : this.game === 'seven-up'
          ? { sides: (view as { sides: readonly (readonly number[])[] }).sides }
          : {};
    return this.engine.describeEvent(e as never, { lang: this.lang, names: this.names, viewer: this.viewer, ...extra });
  }

  /** What the last move did, a sentence per event of `view`. */
  events(view: unknown): string[] {
    return (view as AnyView).events.map((e) => this.event(e, view));
  }

  /** What the deal of a new game did (its round or deal, a turn-up and the points it scored). */
  opening(view: unknown): string[] {
    return openingEvents(this.game, view).map((e) => this.event(e, view));
  }

  /** Whether the last move dealt new hands (a new round or deal). */
  dealt(view: unknown): boolean {
    return (view as AnyView).events.some((e) => e.type === 'round' || e.type === 'deal' || e.type === 'redeal');
  }

  /**
   * The move `text` names, read by the game's `parseMove` in the context of `view` (the person's),
   * if it is one of the view's legal moves; otherwise a sentence saying why it is none of them.
   */
  read(text: string, view: unknown): AnyMove | string {
    let move: AnyMove;
    try {
      move = this.engine.parseMove(text, view, { lang: this.lang });
    } catch (e) {
      return e instanceof Error ? e.message.replace(/^parseMove: /, '') : String(e);
    }
    const key = JSON.stringify(move);
    const legal = (view as AnyView).legalMoves.find((m) => JSON.stringify(m) === key);
    if (legal !== undefined) return legal;
    const said = this.move(move);
    return this.say(`${said} is not one of your moves now.`, `「${said}」は今は指せません。`);
  }

  /** Sentences in a line: separated by a space in English, written on in Japanese. */
  join(sentences: readonly string[]): string {
    return sentences.join(this.lang === 'ja' ? '' : ' ');
  }

  /** The moves, numbered: "1) draw  2) pass". */
  numbered(moves: readonly unknown[]): string {
    return moves.map((m, i) => `${i + 1}) ${this.move(m)}`).join('  ');
  }

  /** The prompt's "help": how to type a move, the commands, and the table with what its marks mean. */
  help(state: unknown): string[] {
    const how = HOW[this.game];
    return [
      this.say(
        `Type the number of a move ("1) …" in the list), or the move in words: ${how.en}.`,
        `手は一覧の番号（「1) …」）か、言葉で入力します：${how.ja}。`,
      ),
      this.say(
        '"table" shows the table again, "help" this help, "quit" leaves the game.',
        '「場」で場をもう一度表示、「ヘルプ」でこのヘルプ、「終了」でゲームをやめます。',
      ),
      this.table(state, false, true),
    ];
  }
}

/** What a person typed at the prompt, when it is a command of the prompt rather than a move. */
export function promptCommand(text: string): 'quit' | 'help' | 'table' | null {
  const t = text.trim().toLowerCase();
  if (['quit', 'q', 'exit', '終了', 'やめる'].includes(t)) return 'quit';
  if (['help', '?', 'h', 'ヘルプ', '？'].includes(t)) return 'help';
  if (['table', 'テーブル', '場'].includes(t)) return 'table';
  return null;
}
