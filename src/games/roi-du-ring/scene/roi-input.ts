// The player's input at the Roi du Ring table: what the seat holds half made (the cards put on
// the tray, a card dropped on a fighter where it can do several things, a dodge card chosen) and
// every way to make it. A card is dragged (or clicked, then its target clicked) onto a lit square
// or fighter, or onto the tray; only the targets of legal moves light up, and a card that cannot
// go says why. The keyboard reaches everything through one focus ring: the hand's cards (Enter
// picks one, arrows cycle its lit targets, Enter plays it, Escape lets go), the prompt's buttons,
// the cards on the tray and a dodge's squares; after each redraw the focus waits on the next thing
// to do.
import Phaser from 'phaser';
import { DragController, DropZone, focusableObject, FocusRing, isKeyboardMode, type Focusable } from '../../../ui';
import { t } from '../../../services/i18n';
import type { RoiMove, RoiState } from '../rules';
import { CardPiece } from './card-view';
import { sfx } from './fight-animator';
import type { HalfMade } from './hint-next';
import { CELL, TRAY, squareXY } from './layout';
import { cardName } from './names';
import { whyNotThere } from './why-not';

type Pos = { x: number; y: number };

/** A card dropped on a fighter where it can do several things (hit or push, spit...): asked next. */
export type Choice = { card: string; target: number; moves: RoiMove[] };

/** The ring's drop zones: its 25 squares (`roi.sq.<x>.<y>`) and the tray (`roi.tray`). */
export interface RingZones {
  squares: DropZone[];
  tray: DropZone;
}

/** The squares, then the tray, as drop zones (made where the table's layers are made, in their order). */
export function ringZones(scene: Phaser.Scene): RingZones {
  const squares: DropZone[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 5; x++) {
      const p = squareXY(x, y);
      squares.push(new DropZone(scene, p.x, p.y, CELL - 6, CELL - 6, `sq.${x}.${y}`, { name: `roi.sq.${x}.${y}`, depth: 2 }));
    }
  }
  const tray = new DropZone(scene, TRAY.x, TRAY.y, TRAY.w, TRAY.h, 'tray', { name: 'roi.tray', depth: 2 });
  return { squares, tray };
}

/** What the input asks of the scene. */
export interface InputHooks {
  state(): RoiState | null;
  myTurn(): boolean;
  /** The moves offered now (the lesson's scripted one while it runs). */
  legal(): RoiMove[];
  /** Every legal move now, the lesson aside. */
  allMoves(): RoiMove[];
  /** The lesson runs (a card it does not ask for cannot be played). */
  inLesson(): boolean;
  /** Plays a move for the seat; false if the host refuses it. */
  play(move: RoiMove): boolean;
  redraw(): void;
  /** The layer a redraw fills (a dodge's clickable squares go there). */
  layer(): Phaser.GameObjects.Container;
}

export class TableInput {
  readonly focus: FocusRing;
  readonly drag: DragController;
  /** Cards put on the tray, waiting for a discard, an exchange, a shed or an intimidation. */
  chosen: string[] = [];
  /** A card dropped on a fighter where it can do several things (hit or push, spit...): asked next. */
  choice: Choice | null = null;
  /** A dodge card chosen from the prompt: its squares are lit to click. */
  dodging: string | null = null;
  /** The ring's stops drawn by the last redraw besides the hand (buttons, tray cards, dodge squares), in order. */
  private focusables: Focusable[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly zones: RingZones,
    private readonly hooks: InputHooks,
  ) {
    this.focus = new FocusRing(scene, { onBack: () => (this.choice || this.dodging ? this.cancel() : undefined) });
    this.drag = new DragController(scene, {
      focus: this.focus,
      targetsFor: (piece) => this.targetsFor(piece.id),
      onDrop: (piece, zone) => this.drop(piece.id, zone),
      canPick: () => hooks.myTurn(),
      // a card tapped with nowhere to go now (no zone) is named in the reason (issue 30 item 10)
      whyNot: (piece, zone) => {
        const p = zone ? this.squareOf(zone) : null;
        const why = this.whyNot(piece.id, p);
        return zone || why !== t('roi.cantThere') ? why : t('roi.noUse', { card: cardName(piece.id) });
      },
      snapToZone: false,
    });
    for (const z of zones.squares) this.drag.addZone(z);
    this.drag.addZone(zones.tray);
  }

  /** What is half made, as the hint reads it. */
  half(): HalfMade {
    return { chosen: this.chosen, choice: this.choice, dodging: this.dodging };
  }

  /** A card dropped on a fighter or a dodge card chosen (no "what is this?" press then: its release would play). */
  get deciding(): boolean {
    return !!this.choice || !!this.dodging;
  }

  /** Nothing half made any more (a move shown, another seat's view, a hint that starts afresh). */
  reset(): void {
    this.chosen = [];
    this.choice = null;
    this.dodging = null;
  }

  /** A move is shown: the picked card let go, no choice nor dodge open (the tray's cards stay until the redraw). */
  letGo(): void {
    this.drag.clearSelection();
    this.choice = null;
    this.dodging = null;
  }

  /** Before a redraw: the drawn pieces leave the drag, nothing is lit, no stop is kept. */
  release(pieces: Iterable<Phaser.GameObjects.Container>): void {
    for (const piece of pieces) if (piece instanceof CardPiece) this.drag.removePiece(piece);
    this.drag.clearSelection();
  }

  /** After the layers are emptied: the zones unlit, the ring's stops forgotten. */
  unlight(): void {
    for (const z of this.zones.squares) z.setHighlight('off');
    this.zones.tray.setHighlight('off');
    this.focusables = [];
  }

  // ---- the rules' moves, by where a card is dropped ----

  private zoneAt(x: number, y: number): DropZone {
    return this.zones.squares[y * 5 + x] as DropZone;
  }

  private squareOf(zone: DropZone): Pos | null {
    const m = /^sq\.(\d)\.(\d)$/.exec(zone.id);
    return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
  }

  private fighterAt(s: RoiState, p: Pos): number {
    return s.fighters.find((f) => !f.ko && f.x === p.x && f.y === p.y)?.seat ?? -1;
  }

  /** The square a one-card move is dropped on: where it steps, or the fighter it acts on. */
  private squareFor(s: RoiState, m: RoiMove): Pos | null {
    const at = (seat: number): Pos | null => {
      const f = s.fighters[seat];
      return f ? { x: f.x, y: f.y } : null;
    };
    switch (m.type) {
      case 'move':
      case 'dodge':
        return m.to;
      case 'strike':
      case 'poke':
      case 'charge':
      case 'spit':
      case 'trip':
      case 'surprise':
        return at(m.target);
      case 'cheer':
        return at(m.seat);
      case 'parry':
        return s.attack ? at(s.attack.on) : null;
      default:
        return null;
    }
  }

  /** The legal moves that play `card` onto square `p`. */
  private movesOnto(s: RoiState, card: string, p: Pos): RoiMove[] {
    return this.hooks.legal().filter((m) => {
      if (!('card' in m) || m.card !== card) return false;
      const q = this.squareFor(s, m);
      return !!q && q.x === p.x && q.y === p.y;
    });
  }

  /** Whether `card` may join the tray: some legal exchange, shed or discard holds the tray and it. */
  private trayTakes(card: string): boolean {
    if (this.chosen.includes(card)) return false;
    const want = [...this.chosen, card];
    return this.hooks.legal().some((m) => (m.type === 'exchange' || m.type === 'shed' || m.type === 'discard' || m.type === 'psychic') && want.every((c) => m.cards.includes(c)));
  }

  private targetsFor(card: string): DropZone[] {
    const s = this.hooks.state();
    if (!s || this.choice) return [];
    const out = new Set<DropZone>();
    for (const m of this.hooks.legal()) {
      if (!('card' in m) || m.card !== card) continue;
      const p = this.squareFor(s, m);
      if (p) out.add(this.zoneAt(p.x, p.y));
    }
    if (this.trayTakes(card)) out.add(this.zones.tray);
    return [...out];
  }

  private drop(card: string, zone: DropZone): true | string {
    const s = this.hooks.state();
    if (!s) return t('roi.cantThere');
    if (zone === this.zones.tray) {
      if (!this.trayTakes(card)) return t('roi.trayFull');
      this.chosen.push(card);
      sfx('card');
      this.hooks.redraw();
      return true;
    }
    const p = this.squareOf(zone);
    const moves = p ? this.movesOnto(s, card, p) : [];
    const first = moves[0];
    if (!first || !p) return this.whyNot(card, p);
    if (moves.length > 1 || first.type === 'strike' || first.type === 'surprise') {
      this.choice = { card, target: this.fighterAt(s, p), moves };
      this.hooks.redraw();
      return true;
    }
    return this.play(first) ? true : '';
  }

  play(move: RoiMove): boolean {
    const keep = { chosen: this.chosen, choice: this.choice, dodging: this.dodging };
    this.reset();
    if (this.hooks.play(move)) return true;
    this.chosen = keep.chosen;
    this.choice = keep.choice;
    this.dodging = keep.dodging;
    this.hooks.redraw();
    return false;
  }

  /**
   * Why a card cannot go where it was dropped (`p`, a square; null: nowhere), in the rules' words
   * (why-not.ts: its line, its reach, too low to parry...; newcomer s37 item 5).
   */
  private whyNot(card: string, p: Pos | null): string {
    if (this.hooks.inLesson() && this.hooks.myTurn()) return t('roi.why.lesson');
    const s = this.hooks.state();
    if (!s) return t('roi.cantThere');
    // a card with somewhere to go, tapped (no square): the generic words name it (roi.noUse is for none)
    return whyNotThere(s, card, p);
  }

  /**
   * A card on the tray taken back to the hand; but with a hand card picked (click, then its
   * target) the press is on the tray, and the picked card joins it (a newcomer's report: the card
   * already on the tray, lying at its middle, went back instead).
   */
  takeBack(code: string): void {
    if (this.drag.dropSelectedOn(this.zones.tray)) return;
    this.chosen = this.chosen.filter((x) => x !== code);
    this.hooks.redraw();
  }

  cancel(): void {
    this.choice = null;
    this.dodging = null;
    this.hooks.redraw();
  }

  startDodge(card: string): void {
    const dodges = this.hooks.legal().filter((m) => m.type === 'dodge' && m.card === card);
    const only = dodges[0];
    // One square to dodge to: played at once. In the lesson the squares are chosen all the same
    // (only the lesson's is lit), as they will be in a real fight.
    const squares = this.hooks.inLesson() ? this.hooks.allMoves().filter((m) => m.type === 'dodge' && m.card === card).length : dodges.length;
    if (squares === 1 && only) {
      this.play(only);
      return;
    }
    this.dodging = card;
    this.hooks.redraw();
  }

  /** The squares a chosen dodge card may reach, lit and clickable. */
  lightDodge(card: string): void {
    for (const m of this.hooks.legal()) {
      if (m.type !== 'dodge' || m.card !== card) continue;
      const zone = this.zoneAt(m.to.x, m.to.y);
      zone.setHighlight('legal');
      const hit = this.scene.add.rectangle(zone.x, zone.y, CELL - 6, CELL - 6, 0xffffff, 0.001).setName(`roi.target.${m.to.x}.${m.to.y}`);
      hit.setInteractive({ useHandCursor: true });
      hit.on('pointerup', () => this.play(m));
      this.hooks.layer().add(hit);
      this.focusable(hit, CELL - 6, CELL - 6, () => this.play(m), (on) => zone.setHighlight(on ? 'hover' : 'legal'));
    }
  }

  // ---- keyboard ----

  /** Put a game object on the focus ring; Enter (or Space) runs `fn`. */
  focusable(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Rectangle, w: number, h: number, fn: () => void, onFocus?: (on: boolean) => void): void {
    this.addStop(focusableObject(obj, w, h, fn, onFocus));
  }

  /** Put a stop (a prompt's button) on the focus ring, in the order drawn. */
  addStop(item: Focusable): void {
    this.focus.add(item);
    this.focusables.push(item);
  }

  /**
   * After a redraw a keyboard player finds the focus on the next thing to do: a dodge's first
   * square or the prompt's first button while a choice is open or a pincer is asked, else the
   * first card of the hand (or the first button when no card can be picked).
   */
  focusFirst(s: RoiState, hand: readonly string[], piece: (code: string) => Phaser.GameObjects.Container | undefined): void {
    if (!isKeyboardMode() || !this.hooks.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    // A pincer question plays no card: its buttons come first.
    if (!this.choice && !this.dodging && s.phase !== 'pincer') {
      const card = hand.map(piece).find((c): c is CardPiece => c instanceof CardPiece);
      if (card) {
        this.drag.focusPiece(card);
        return;
      }
    }
    const squares = this.dodging ? this.focusables.filter((f) => f instanceof Phaser.GameObjects.Rectangle) : [];
    const first = [...squares, ...this.focusables].find((f) => f.isEnabled());
    if (first) this.focus.focus(first, true);
  }
}
