/**
 * What a game plugs into the shell: its engine, its settings, and how it draws its table and
 * offers its moves. The shell (seats, bots in a worker, records, review, URL, log, standings)
 * knows no game; each game's module (sevens/, seven-bridge/, seven-up/) knows only its own.
 */
import type { AnyMove, CommonView, Engine, GameName } from 'shichinarabe';
import type { Config, Field } from './params.js';

export type { Config, Field };

/** A game's state, as the shell holds it (opaque: only the game's engine reads it). */
export type State = unknown;

/** What a game's drawing code is given, each time the page is drawn. */
export interface Scene {
  /** The game's settings (seats, speed, the options given). */
  config: Config;
  /** The position shown (the latest, or the one stepped to in a finished game). */
  state: State;
  /** The whole truth of that position. */
  whole: CommonView;
  /** Whose hand is shown face up with buttons (a human seat), or `null`: every hand is shown. */
  seat: number | null;
  /** The shown seat's view (the whole truth when `seat` is `null`). */
  mine: CommonView;
  /** The legal moves of the human to move (those of `seat`), `[]` when no human is to move. */
  moves: readonly AnyMove[];
  /** The move the page makes for the human to move (their only one), else `null`; then `moves` is `[]`. */
  auto: AnyMove | null;
  /** Whether the latest position is shown (not a step back in a finished game). */
  live: boolean;
  /** Whether the move shown was just made (or stepped to): animate it. */
  animate: boolean;
  /** The state before the one shown, when there is one (for what the move changed). */
  previous: State | null;
  /** The game's first state. */
  first: State;
  /** The player's name as the page writes it: `P1 (you)`, `P3 (heuristic)`. */
  name: (player: number) => string;
  /** A button that makes `move` (one of `moves`) on a click: it carries `data-move`. */
  moveButton: (
    move: AnyMove,
    label: string | Node,
    attributes?: Record<string, string | undefined>,
  ) => HTMLButtonElement;
  /** Makes a move if it is legal, else explains in the notice line why not (a click on a card that cannot be played). */
  attempt: (move: AnyMove) => void;
  /** Shows a one-line notice under the status (an explanation, not an error). */
  notice: (text: string) => void;
  /** Asks the page to draw again (after a change of the game's own display settings). */
  redraw: () => void;
}

/** The standings table of a finished game: a row per player, by rank. */
export interface Standings {
  head: string[];
  rows: { player: number; rank: number; cells: string[] }[];
}

/** One game of the playground. */
export interface Game {
  name: GameName;
  /** Its name for people: `'Seven Bridge (セブンブリッジ)'`. */
  title: string;
  engine: Engine;
  /** The names a seat may have, `'human'` first. */
  seatChoices: readonly string[];
  /** The one-line reason a seat's name is not valid, or `null`. */
  seatProblem(seat: string): string | null;
  /** The bot a new seat gets. */
  defaultBot(options: Record<string, unknown>): string;
  /** Reads the game's settings from the URL (without `game`); throws a one-line error. */
  parseParams(params: URLSearchParams): Config;
  /** The URL parameters of a configuration (with the seed used); `parseParams` reads them back. */
  toParams(config: Config, seed: string | null): URLSearchParams;
  /** Puts a configuration in the game's own settings controls. */
  fillForm(form: HTMLFormElement, config: Config): void;
  /** Wires the game's own settings controls (once, at start). */
  wireForm?(form: HTMLFormElement): void;
  /** The settings controls as URL parameters (seats, speed and seed included). */
  formParams(form: HTMLFormElement, seats: string[]): URLSearchParams;
  /** The first state of the game a record holds (its deal), from the record's parsed JSON. */
  startOf(record: { options: Record<string, unknown> } & Record<string, unknown>): State;
  /** A configuration for a game opened from a record (the seats chosen by the shell). */
  recordConfig(record: { options: Record<string, unknown> }, seats: string[]): Config;
  /** The file name of a downloaded record. */
  recordName(config: Config, seed: string | null): string;
  /** Builds the game's table, hand and actions inside `root` (once per game shown). */
  mount(root: HTMLElement): void;
  /** Draws the scene (the table, the hand, the moves offered). */
  draw(scene: Scene): void;
  /** The players' table during the game. */
  players(scene: Scene): HTMLElement;
  /**
   * The game's own options of its engine's `describeEvent` (Sevens' `passLimit`, Seven Up's
   * `sides`), from the game's first state; the shell adds the language and the players' names.
   */
  eventOptions?(first: State): Record<string, unknown>;
  /** The standings of a finished game. */
  standings(state: State, name: (player: number) => string): Standings;
  /** A move the page makes for a human who has only one thing to do (Seven Bridge's lone pass). */
  autoMove?(scene: Scene): AnyMove | null;
  /** The player after `player` in turn order, when the game may go the other way (default: player + 1). */
  nextPlayer?(first: State, player: number): number;
}
