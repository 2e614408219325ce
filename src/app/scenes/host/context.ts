// What the in-game host's parts (this folder) share: the host scene as they see it (the game, the
// session, the state of the change being shown) and the calls one part makes on another, each
// answered by the scene (game-host.ts), which holds the parts; and the bar's height.
import type Phaser from 'phaser';
import type { LogPanel } from '../../../ui';
import type { GameEntry, GameSceneApi, PlayableGame } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import type { GameEvent } from '../../../core/contract';
import type { OnlineHostSession } from '../../online/host-session';
import type { LobbyMessage } from '../../online/protocol';
import type { KeptGame } from '../../daily-end';

export const BAR_H = 72;

/** The people's names by seat from a room's lobby (a bot's seat, or one with no name: null). */
export const tableNames = (l: LobbyMessage | null): (string | null)[] => (l?.seats ?? []).map((x) => (x.kind === 'human' ? x.name : null));

/** The turn line while a move is shown: its log lines, one after another (null: nothing to say). */
export function captionOf(lines: readonly string[]): string | null {
  return lines.length ? lines.join(' · ') : null;
}

/** The host scene, as its parts see it. */
export interface HostContext extends Phaser.Scene {
  readonly entry: GameEntry;
  readonly def: PlayableGame;
  readonly session: GameSession;
  /** An online game: moves go to the room, its messages are shown in turn; no undo, no hand-over, no local bots. */
  readonly online: OnlineHostSession | null;
  /** The game's own scene, beneath the host. */
  readonly game_: Phaser.Scene & GameSceneApi;
  readonly log: LogPanel;
  seatInView: number;
  /** A change is being shown: the table takes no input (setBusy). */
  readonly busy: boolean;
  /** The rules screen, when up. */
  overlay: Phaser.GameObjects.Container | null;
  /** The bot seat whose move is being worked out: the turn line says it is thinking. */
  thinking: number | null;
  /** A hint being worked out (the record's length when asked): a second press waits on it. */
  hinting: number | null;
  /**
   * What the turn line says while a move by someone else is shown and held (issue 30 item 2: you
   * can follow the bots without the log): the move's own log lines; null: whose turn it is.
   */
  caption: string | null;
  /** The caption is the game scene's words for the person's own move being shown (showing()), not a bot's lines. */
  sceneCaption: boolean;
  /**
   * While a move's lines are the caption (a bot's, another person's, a replay): how one event's
   * line is told on the bar as the animation reaches it (eventReached); null otherwise.
   */
  narrate: ((line: string) => string) | null;
  /** The end dialog put aside to look at the table ("Back to the result" in the bar): puts it away for good (an undo). */
  dropResult: (() => void) | null;
  /** Takes away the bar's go-on button (turns.ts, a pause before a bot's move) when an undo or a new game makes it stale. */
  dropHold: (() => void) | null;
  /** The learner skipped this lesson: its end is a game's (won or lost), not "Lesson complete". */
  lessonSkipped: boolean;
  /** The end dialog is up (not put aside): it is modal, the U key waits for it. */
  endShown: boolean;
  /** This game's entry in your record, once it has ended (issue 29). */
  kept: KeptGame | null;
  /** A game opened already over (an imported file, a shared link to its end) is not one the person played here. */
  readonly openedOver: boolean;
  /** Restarting on the same online session (a new game in the room): the session stays open. */
  keepOnline: boolean;
  /** A finished game looked through move by move (review.ts). */
  readonly reviewing: boolean;
  /** The bar's turn line (bar.ts). */
  readonly turnText: Phaser.GameObjects.Text;
  /** Today's daily deal played for your record: no undo, no hint (actions.ts). */
  readonly dailyForRecord: boolean;

  /** While a change is shown, the game's scene takes no input: a click can't land mid-animation. */
  setBusy(busy: boolean): void;
  /** The bar's turn line and buttons as things are now; `keepTurn`: the line is left as it is. */
  refreshBar(keepTurn?: boolean): void;
  /** The turn line says `caption` (what the move being shown did); null: whose turn it is again. */
  setCaption(caption: string | null): void;
  /** A move's caption before its animation starts: its first line where the scene tells the rest as it goes, else all of them. */
  firstCaption(lines: readonly string[]): string | null;
  /** The log's lines for `events` (those the game describes). */
  linesOf(events: readonly GameEvent[]): string[];
  seatNamer(): (seat: number) => string;
  humanCount(): number;
  firstHumanSeat(): number;
  /** Wait `ms` of the scene's time (a scene stopped meanwhile: at once). */
  pause(ms: number): Promise<void>;
  /** After a change has been shown: the end, a bot's turn, or a hand-over (turns.ts). */
  afterChange(): Promise<void>;
  /** The end of the game: its dialog (end.ts). */
  showEnd(): Promise<void>;
  /** Whether a hint may be asked now (actions.ts). */
  hintAllowed(): boolean;
  /** A daily deal finished for your record: its result stands (actions.ts). */
  dailyResultStands(): boolean;
  /** Where "What happened?" starts showing again; null: nothing to show (replay.ts). */
  replayFrom(): number | null;
}
