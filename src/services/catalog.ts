// The games the menu lists, in the order Castle Panic, Le Roi du Ring, Regality vs Religion,
// Regicide. A game registers here in one place: its title, emblem, setup options, rules and
// scene. Until a game's issue lands, its entry is listed as coming soon (no rules, no scene).
import type Phaser from 'phaser';
import type { AnyRules, GameEvent, Outcome } from '../core';
import { getLang, loadLang, type TextKey } from './i18n';
import type { SeatKind } from './session';

export type OptionValue = string | number | boolean;

/** One control on the setup screen. `visible` can hide it depending on the other values. */
export interface OptionSpec {
  key: string;
  label: TextKey;
  /**
   * Each choice shows a translated `label`, or `text` where it needs no translation (a number);
   * `about`, where given, is the one line the setup shows under the option while it is chosen
   * (what a mode means: Co-op, Master Slayer, Overlord, teams).
   */
  choices: { value: OptionValue; label?: TextKey; text?: string; about?: TextKey }[];
  default: OptionValue;
  visible?: (values: Record<string, OptionValue>) => boolean;
  /** While hidden (`visible`), its row's place on the setup screen stays empty: showing it moves no other row. */
  reserveRow?: boolean;
  /**
   * While hidden with its row kept (`reserveRow`): what the row says instead, its label and a plain
   * value (Regality's number of games in a match by wins), so the kept place reads as a row, not a gap.
   */
  hiddenRow?: (values: Record<string, OptionValue>) => { label: TextKey; text: string } | null;
}

/** Draws the game's emblem centred at (0, 0) in a box of `size` x `size`. */
export type EmblemDrawer = (scene: Phaser.Scene, size: number) => Phaser.GameObjects.GameObject[];

/**
 * One page of the rules screen: a heading, paragraphs (packed into as many screens as they need,
 * never split), and a picture drawn by the game's scene beside them (GameSceneApi.drawRulesPicture).
 */
export interface RulesPage {
  heading: string;
  paragraphs: string[];
  picture?: string;
}

export interface PlayableGame {
  rules: AnyRules;
  version: number;
  options: OptionSpec[];
  /** Turn the setup screen's values into the rules' options. */
  buildOptions(values: Record<string, OptionValue>): unknown;
  seats(options: unknown): number;
  /** Names for the seats ("Player 1", "Regality", "The Overlord"). */
  seatName(options: unknown, seat: number): string;
  /**
   * The name of the table's object that stands for a seat (its line beside the board): an online
   * reaction shows there, by its sender (issue 28 item 4). None, or not on the table: the
   * reactions stack under the bar.
   */
  seatSpot?(seat: number): string;
  /** Bot levels, if the game has bots; seats may then be set to a bot. */
  botLevels?: string[];
  /**
   * A bot's move for `seat`, from what that seat may see (its view) and the legal moves, at `level`
   * (the one chosen for this game, kept in its save; absent or not one of `botLevels`: the level
   * the setup screen last chose, or the lesson's).
   */
  chooseBotMove?(view: unknown, legal: unknown[], seat: number, level?: string): Promise<unknown>;
  /** The hint: the strongest bot's move for the person at `seat`, from that seat's view (shown, never played). */
  hint?(view: unknown, legal: unknown[], seat: number): Promise<unknown>;
  /**
   * Hint pressed while a move is still being shown, the person's turn coming after it: answered
   * once the move is shown (Regicide, a newcomer's report: a press as the turn came back did
   * nothing, a second one was needed). Absent: such a press is let go, as ever.
   */
  hintAfterShow?: boolean;
  /** Key of the Phaser scene that shows the game. */
  sceneKey: string;
  /**
   * The scene's class, fetched when the game is first opened (each table is a chunk of its own,
   * not in the page's first load, issue 16); the host adds it beneath itself.
   */
  loadScene(): Promise<new () => Phaser.Scene>;
  /**
   * The rules screen as headed pages in the current language (issue 30 item 7: the board, a turn
   * as numbered steps, the modes apart from the base game, our decisions on a page of their own).
   * `touch`: the words for a phone ("tap" where a desktop says "click").
   */
  rulesPages(touch: boolean): RulesPage[];
  /**
   * The bar's turn line where the game has better words than "Your turn" / "{name} to play" for
   * the position (`state`, the whole state; `you`: the seat to act is the person at this device),
   * e.g. Castle Panic's "Ann offers you a trade" to the seat asked; null: the host's words.
   */
  turnLine?(state: unknown, actor: number, you: boolean, name: (seat: number) => string): string | null;
  /**
   * A pause before a bot's move that would sweep away what the person should see first (Regality:
   * the board of a match's game just over, before the bot, its loser, starts the next): the label
   * of the button that goes on; null: no pause. Asked only when a person plays at this device.
   */
  pauseBeforeBot?(state: unknown): string | null;
  /**
   * Where the table's log panel opens (design px, its top-left corner and size), where the host's
   * usual place would lie over something the player needs (Regicide: the wounds); absent or null:
   * the host's place. `view`: the visible design rectangle (src/ui/viewport.ts).
   */
  logPlace?(view: { left: number; right: number; top: number; bottom: number; compact: boolean }): { x: number; y: number; width: number; height: number } | null;
  /** One log line for an event, or null to leave it out. */
  describe(event: GameEvent, options: unknown, seatName: (seat: number) => string): string | null;
  /** One line for the end of a game. */
  describeOutcome(outcome: Outcome, options: unknown, state: unknown): string;
  /** The end screen's score as a small table (a head row, a row per player), where the game has one. */
  outcomeTable?(outcome: Outcome, options: unknown, state: unknown): { head: string[]; rows: string[][] } | null;
  /** The game rolls dice: the setup's practice note says undo takes rolls back too. */
  dice?: boolean;
  /** The setup's practice note in the game's own words (what practice lets undo take back there), instead of the shared one. */
  practiceNote?(): string;
  /** Does this game have hidden hands that need the pass-the-device screen in hot-seat play? */
  hiddenHands: boolean;
  /** Where set, asked instead of hiddenHands for these options (only a secret variant hides anything). */
  hidesHands?(options: unknown): boolean;
  /** The rules screen's keyboard help in the game's own words (the shell's speaks of cards). */
  keysText?(): string;
  /**
   * Lines for the start of a new game, before its first move (Le Roi du Ring: the draw that chose
   * who starts). In hot-seat play with hidden hands they are on the first hand-over screen;
   * otherwise a toast.
   */
  openingLines?(state: unknown): string[];
  /** A guided first game: the menu's "Learn to play" starts a game with these options, seed and seats. */
  tutorial?(): { options: unknown; seed: number; seats: SeatKind[] };
}

export interface GameEntry {
  id: string;
  title: string; // a proper name: not translated
  tagline: TextKey;
  players: string; // e.g. '1-6'
  emblem: EmblemDrawer;
  /** The menu offers "Learn to play" (the playable part has a `tutorial`). */
  lesson?: boolean;
  /**
   * The playable part: set at registration (a test build's tiny game), or by `loadPlayables` from
   * `loadPlay`, which fetches it once the menu's first frame is on screen (issue 32). Until then
   * the menu shows the game's card and its buttons wait for it.
   */
  play?: PlayableGame;
  loadPlay?: () => Promise<PlayableGame>;
}

const entries: GameEntry[] = [];

export function registerGame(entry: GameEntry): void {
  const at = entries.findIndex((e) => e.id === entry.id);
  if (at >= 0) entries[at] = entry;
  else entries.push(entry);
}

export function listGames(): readonly GameEntry[] {
  return entries;
}

export function findGame(id: string): GameEntry | undefined {
  return entries.find((e) => e.id === id);
}

/** The game's playable part, once it is there (see loadPlayables); undefined before, or for a game to come. */
export function findPlayable(id: string): PlayableGame | undefined {
  return findGame(id)?.play;
}

/** Can the game be played (now, or once its part is fetched)? A game to come cannot. */
export function isPlayable(entry: GameEntry): boolean {
  return entry.play !== undefined || entry.loadPlay !== undefined;
}

/** The parts being fetched, by game: one fetch each however many ask. */
const fetching = new Map<string, Promise<PlayableGame>>();

/** Fetch a game's playable part (once) and set it on its entry; undefined for a game to come. A failed fetch may be tried again. */
export function loadPlayable(id: string): Promise<PlayableGame | undefined> {
  const e = findGame(id);
  const load = e?.loadPlay;
  if (!e || e.play || !load) return Promise.resolve(e?.play);
  let p = fetching.get(id);
  if (!p) {
    p = (async () => {
      const play = await load();
      // Its words came with it: in French or Italian, theirs are fetched too (English if unreachable).
      await loadLang(getLang()).catch(() => undefined);
      e.play = play;
      return play;
    })();
    p.catch(() => fetching.delete(id));
    fetching.set(id, p);
  }
  return p;
}

/** Fetch every registered game's playable part (the online screens list them all). */
export async function loadPlayables(): Promise<void> {
  await Promise.all(entries.map((e) => loadPlayable(e.id)));
}

export type { SeatKind };

/** What changed in a session, for the game scene to show. */
export type SessionChange =
  | { kind: 'move'; move: unknown; events: GameEvent[] } // animate the events, in order
  | { kind: 'reset' }; // undo or load: redraw from the state at once

/**
 * The viewer while the table is covered for a hand-over (hot seat, the privacy screen up): the
 * scene draws no seat's view. Not SPECTATOR (-1): someone watching an online room (issue 28 item
 * 6) is shown the public view, with its animations, and never acts.
 */
export const COVERED = -2;

/** What the in-game host offers the game's scene. */
export interface GameHost {
  /** Play a move for the seat holding the device; false (and a toast) if the rules refuse it. */
  play(move: unknown): boolean;
  /** The seat whose view the screen shows (the human holding the device); SPECTATOR watching online; COVERED under a hand-over. */
  viewer(): number;
  toast(message: string): void;
  /**
   * The move being shown has reached the new turn (its animation got there): the bar says whose
   * turn it is now instead of waiting for the end of the animation, so that the bar and the
   * table's own panel change together (issue 15 defect 4). A scene that never calls it gets the
   * bar changed at the end of the animation.
   */
  turnReached?(): void;
  /**
   * While a move that hands the turn on is shown: what the table is doing ("The monsters move"),
   * for the bar's line until turnReached (a newcomer read "Your turn" on the bar while the
   * monsters marched after their own turn). Ignored where the bar already says what is shown (a
   * bot's or another person's move, a replay).
   */
  showing?(text: string): void;
  /**
   * The animation of the move being shown has reached `event`: where the bar tells what the move
   * does (a bot's, another person's, a replay), it tells this event's log line, so a long move is
   * told step by step rather than as one line cut off at the bar's end (a newcomer's playtest). A
   * scene that never calls it gets the move's lines joined on one line.
   */
  eventReached?(event: GameEvent): void;
  /** True in an online game: the other seats are people on other devices (or the server's bots). */
  isOnline?(): boolean;
  /**
   * What happened since the person at this device last decided (newcomers' first complaint,
   * session 35: a bot's turn is over before it can be followed, and without the log nothing on
   * the table says what it did): the moves "What happened?" would show again, from the person's
   * move that led into the others' turn (its own lines too: the monsters' march in Castle Panic,
   * the enemy's attack in Regicide) to now, each with its actor and its log lines. Null where
   * there is nothing to tell: no move yet, a review, an online game (the room's moves are not
   * kept here).
   */
  lastTurn?(): LastTurnMove[] | null;
}

/** One move of GameHost.lastTurn(). */
export interface LastTurnMove {
  /** Who made it (null: no one's, the game's own step). */
  seat: number | null;
  /** The seat's name as the log writes it ('' for null). */
  name: string;
  /** Made by the person at this device (the viewer) rather than a bot or another person. */
  mine: boolean;
  /** A bot's move. */
  bot: boolean;
  /** Its log lines, in order (none: a move the log does not describe). */
  lines: string[];
  events: GameEvent[];
}

/** What a game's scene offers the host. Its init data is `{ session, host }`. */
export interface GameSceneApi {
  /** Show a change; resolve when its animations are done. */
  present(change: SessionChange): Promise<void>;
  /** The device passed to another seat: show that seat's view (COVERED: none, the table under the privacy screen). */
  setViewer(seat: number): void;
  /** Draw a hinted move on the table (the card lifted, the target lit), never playing it; gone on the next change or Escape. */
  showHint?(move: unknown): void;
  /** Take the hint's marks away. */
  clearHint?(): void;
  /** The scene calls the host's eventReached as its animation goes: the bar starts on a move's first line, not all of them. */
  readonly narrates?: boolean;
  /**
   * The rules screen's picture `id` (RulesPage.picture), drawn into `scene` (the host's) as objects
   * centred on (0, 0) that fit a box of `w` x `h`; none for an id it does not know.
   */
  drawRulesPicture?(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[];
}
