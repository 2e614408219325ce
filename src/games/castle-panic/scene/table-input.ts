// The table's input: the drop zones on the board and the piles (walls, towers, forest arcs, the
// start slots, the die, the discard pile, the middle of the board, each monster), dragging or
// clicking a card, a starting monster or an Overlord token onto them and why it cannot go there,
// Scavenge's and Nice Shot's choices on a drop, the lit monsters that take a click, and the
// keyboard's focus ring with what it reaches first after a redraw.
import type Phaser from 'phaser';
import { Button, DragController, DropZone, focusableObject, FocusRing, isKeyboardMode, showDialog, type Focusable } from '../../../ui';
import { t } from '../../../services/i18n';
import type { CastlePanicMove } from '../rules';
import { BoardZone } from './board-zone';
import { cardName, type CardPiece } from './card-view';
import { BOARD, CARD_W, COMPACT, PILES, RING_MID, TOKEN, TOWER_R, WALL_R, arcMid, polar } from './layout';
import { OverlordToken } from './overlord-view';
import { openScavengeDialog, type ScavengeMove } from './scavenge-dialog';
import type { PlayMove, SeatRules } from './seat-rules';
import type { Stage } from './stage';
import { StartPiece, startSlot } from './start-view';
import { dropOnWords } from './hint-why';

/** How far past a monster's zone a card let go still lands on it (design px; newcomer s35: a near miss failed). */
export const MONSTER_SLACK = 26;

/** A piece the hand holds: a card, a starting monster or an Overlord token. */
type Piece = CardPiece | StartPiece | OverlordToken;

/** What the table's input asks of the scene. */
export interface InputHooks {
  /** Pieces may be picked up now (the seat's turn, All for One not aimed, no move shown). */
  canPick(): boolean;
  /** The guided first game runs: its script moves, nothing else. */
  inLesson(): boolean;
  /** A move made at the table (false: the host refused it). */
  play(move: CastlePanicMove): boolean;
  /** Escape pressed with no piece held. */
  back(): void;
  /** Where an Overlord token may go, and what its drop does (overlord-hand.ts). */
  tokenTargets(piece: OverlordToken): DropZone[];
  dropToken(piece: OverlordToken, zone: DropZone): true | string;
  /** The piece the keyboard takes first after a redraw, if any. */
  firstPiece(): Piece | undefined;
}

export class TableInput {
  readonly drag: DragController;
  readonly focus: FocusRing;
  readonly forestZones: DropZone[];
  readonly rollZone: DropZone;
  /** The zones on the board, which on a phone share the taps between them (the nearest lit one takes it). */
  private readonly boardZones = new Set<BoardZone>();
  private readonly wallZones: DropZone[];
  private readonly towerZones: DropZone[];
  private readonly discardZone: DropZone;
  private readonly tableZone: DropZone;
  /** The placing phase: the archer space of each arc, where a starting monster goes. */
  private readonly startZones: DropZone[];
  /** The damage choice's candidates on a phone: where each takes taps, shrunk to keep off its neighbours'. */
  private choiceSpots: { x: number; y: number; shrink(r: number): unknown }[] = [];
  /** What the keyboard reaches on the table now, in order (for the first focus after a redraw). */
  private focusables: Focusable[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
    private readonly rules: SeatRules,
    private readonly hooks: InputHooks,
  ) {
    this.wallZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), WALL_R);
      return new BoardZone(scene, p.x, p.y, 84, `wall.${arc}`, this.boardZones, { name: `cp.wallZone.${arc}`, depth: 4 });
    });
    this.towerZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), TOWER_R);
      return new BoardZone(scene, p.x, p.y, 56, `tower.${arc}`, this.boardZones, { name: `cp.towerZone.${arc}`, depth: 4 });
    });
    this.discardZone = COMPACT
      ? new DropZone(scene, PILES.discard, PILES.y - 4, 124, 150, 'discard', { name: 'cp.discardZone', depth: 4 })
      : new DropZone(scene, PILES.discard, PILES.y, CARD_W + 24, 150, 'discard', { name: 'cp.discardZone', depth: 4 });
    // a card that needs no target (Draw 2, Missing, Scavenge) plays wherever it is dropped on the board
    this.tableZone = new BoardZone(scene, BOARD.x, BOARD.y, BOARD.r * 2, 'table', this.boardZones, { name: 'cp.tableZone', depth: 4 });
    this.forestZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), RING_MID.forest);
      return new BoardZone(scene, p.x, p.y, 120, `forest.${arc}`, this.boardZones, { name: `cp.forestZone.${arc}`, depth: 4 });
    });
    this.rollZone = new DropZone(scene, PILES.pile, COMPACT ? PILES.y - 28 : PILES.y - 4, 130, 130, 'roll', { shape: 'circle', name: 'cp.rollZone', depth: 4 });
    this.startZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = startSlot(arc);
      return new BoardZone(scene, p.x, p.y, 96, `start.${arc}`, this.boardZones, { name: `cp.startZone.${arc}`, depth: 4 });
    });
    this.focus = new FocusRing(scene, { onBack: () => hooks.back() });
    this.drag = new DragController(scene, {
      focus: this.focus,
      targetsFor: (piece) => (piece instanceof StartPiece ? this.startTargets(piece) : piece instanceof OverlordToken ? hooks.tokenTargets(piece) : this.targetsFor(piece as CardPiece)),
      onDrop: (piece, zone) => (piece instanceof StartPiece ? this.dropStart(piece, zone) : piece instanceof OverlordToken ? hooks.dropToken(piece, zone) : this.drop(piece as CardPiece, zone)),
      canPick: () => hooks.canPick(),
      whyNot: (piece, zone) => (hooks.inLesson() ? t('cp.why.lesson') : piece instanceof StartPiece ? t('cp.why.setup') : piece instanceof OverlordToken ? t('cp.hint.overlord') : this.whyNot((piece as CardPiece).card, zone)),
      snapToZone: false,
    });
    for (const z of [...this.wallZones, ...this.towerZones, this.discardZone, this.tableZone, ...this.forestZones, this.rollZone, ...this.startZones]) this.drag.addZone(z);
  }

  /** A monster's zone on the board, a target for the cards that strike it. */
  monsterZone(id: number, x: number, y: number, size: number): BoardZone {
    const zone = new BoardZone(this.scene, x, y, size, `monster.${id}`, this.boardZones, { name: `cp.zone.monster.${id}`, depth: 4 });
    zone.slack = MONSTER_SLACK;
    this.drag.addZone(zone);
    return zone;
  }

  /** The table is drawn again: its pieces let go, nothing for the keyboard yet. */
  release(pieces: Iterable<Piece>): void {
    for (const piece of pieces) this.drag.removePiece(piece);
    this.drag.clearSelection();
    this.focusables = [];
  }

  private targetsFor(piece: CardPiece): DropZone[] {
    const zones: DropZone[] = [this.discardZone, this.tableZone, ...this.wallZones, ...this.towerZones, ...this.stage.monsterZones.values()];
    return zones.filter((z) => this.rules.movesFor(piece.card, z.id).length > 0);
  }

  /** Why `card` may not go where it was dropped (`zone`, the zone under it, if any). */
  private whyNot(card: string, zone?: DropZone): string {
    if (this.hooks.inLesson()) return t('cp.why.lesson');
    const s = this.rules.state();
    if (s.phase === 'play') {
      if (card === 'brick' || card === 'mortar') return t('cp.why.build');
      if (this.rules.playMoves(card).length === 0 && card !== 'nice-shot') return t('cp.why.noTarget');
      // a card that needs a target, dropped on the discard pile: cards are discarded in the discard phase only
      if (zone?.id === 'discard') return t('cp.why.playNotDiscard');
      // Nice Shot goes with a hit card of the hand (a newcomer read "cannot reach there" with no hit card left)
      if (card === 'nice-shot') return t(this.rules.playMoves(card).length === 0 ? 'cp.why.niceNoHit' : 'cp.why.niceReach');
      // let go on no monster (an empty space, beside the board): where the card goes (newcomer s35: "it failed silently")
      if (!zone?.id.startsWith('monster.')) return dropOnWords(card);
      return t('cp.why.reach');
    }
    if (s.phase === 'discard' || s.phase === 'drop') return t('cp.why.discard');
    return t('cp.why.phase');
  }

  private drop(piece: CardPiece, zone: DropZone): true | string {
    const moves = this.rules.movesFor(piece.card, zone.id);
    const first = moves[0];
    if (!first) return this.whyNot(piece.card, zone);
    // Scavenge played (its moves take a card from the pile): the pile to choose from. Scavenge
    // dropped on the discard pile in the discard step is a plain discard (it opened an empty
    // picker there: a newcomer's playtest).
    if (piece.card === 'scavenge' && moves.some((m) => 'take' in m)) {
      this.chooseScavenge(moves as PlayMove[]);
      return '';
    }
    if (moves.length > 1) {
      void this.chooseNice(moves as PlayMove[]);
      return '';
    }
    return this.hooks.play(first) ? true : '';
  }

  /** Scavenge dropped: the discard pile as a grid of card faces; the one clicked is taken. */
  private chooseScavenge(moves: PlayMove[]): void {
    openScavengeDialog(this.scene, {
      moves: moves.filter((m): m is ScavengeMove => 'take' in m),
      discard: this.rules.state().discard,
      onTake: (move) => this.hooks.play(move),
      onCancel: () => undefined,
    });
  }

  private async chooseNice(moves: PlayMove[]): Promise<void> {
    const choice = await showDialog<PlayMove | null>(this.scene, {
      title: t('cp.niceTitle'),
      body: t('cp.niceBody'),
      width: 1000,
      buttons: [...moves.map((m) => ({ label: cardName(m.card), value: m })), { label: t('cp.cancel'), value: null }],
    });
    if (choice) this.hooks.play(choice);
  }

  // ---- the placing phase ----

  /** The free arcs where this starting monster may go. */
  private startTargets(piece: StartPiece): DropZone[] {
    const legal = this.rules.legal();
    return this.startZones.filter((z) => legal.some((m) => m.type === 'start-place' && m.kind === piece.kind && `start.${m.arc}` === z.id));
  }

  private dropStart(piece: StartPiece, zone: DropZone): true | string {
    const move = this.rules.legal().find((m) => m.type === 'start-place' && m.kind === piece.kind && `start.${m.arc}` === zone.id);
    if (!move) return t('cp.why.setup');
    this.stage.placing = piece;
    return this.hooks.play(move) ? true : '';
  }

  // ---- clicks and the keyboard ----

  /** A lit monster that takes a click (and the keyboard's Enter): a damage choice or All for One. */
  monsterChoice(id: number, name: string, fn: () => void): void {
    const zone = this.stage.monsterZones.get(id);
    if (!zone) return;
    const token = this.stage.tokens.get(id);
    // on a phone a thin ring just outside the token itself (newcomer s35: the bold rings of a
    // finger's width, stacked over tokens side by side, hid the monsters to choose between), and
    // each taking the taps nearer it than the other candidates
    let radius = zone.width / 2;
    if (COMPACT && token) {
      const r = (TOKEN * token.scale) / Math.sqrt(3) + 3;
      const ring = this.scene.add.graphics({ x: token.x, y: token.y }).setName(`cp.chooseRing.${id}`);
      ring.lineStyle(3, 0x7fe3ff, 1).strokeCircle(0, 0, r);
      ring.setData('drawn', { x: token.x - r, y: token.y - r, width: r * 2, height: r * 2 }); // for the browser tests (a Graphics has no bounds)
      this.stage.fx.add(ring);
      for (const other of this.choiceSpots) radius = Math.min(radius, Math.hypot(other.x - zone.x, other.y - zone.y) / 2);
      for (const other of this.choiceSpots) other.shrink(Math.hypot(other.x - zone.x, other.y - zone.y) / 2);
    } else zone.setHighlight('legal');
    const hitArea = this.scene.add.circle(zone.x, zone.y, radius, 0xffffff, 0.001).setName(name);
    hitArea.setInteractive({ useHandCursor: true });
    if (COMPACT) {
      const spot = { x: zone.x, y: zone.y, shrink: (r: number) => (r < hitArea.radius ? hitArea.setRadius(r) : hitArea) };
      this.choiceSpots.push(spot);
      hitArea.once('destroy', () => this.choiceSpots.splice(this.choiceSpots.indexOf(spot), 1));
    }
    hitArea.on('pointerup', fn);
    this.stage.fx.add(hitArea);
    this.focusables.push(this.focus.add(focusableObject(hitArea, zone.width, zone.height, fn, (on) => zone.setHighlight(on ? 'hover' : 'legal'))));
  }

  addButton(button: Button): Button {
    this.stage.layer.add(button);
    this.focus.add(button);
    this.focusables.push(button);
    return button;
  }

  /**
   * After a redraw, a keyboard player finds the focus on the first thing to do: a lit monster to
   * choose, else a card of the hand (or an Overlord token), else the button to move on.
   */
  focusFirst(): void {
    if (!isKeyboardMode() || !this.rules.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    const lit = this.focusables.find((f) => !(f instanceof Button) && f.isEnabled());
    if (lit) return this.focus.focus(lit, true);
    const piece = this.hooks.firstPiece();
    if (piece) return this.drag.focusPiece(piece);
    const button = this.focusables.find((f) => f.isEnabled());
    if (button) this.focus.focus(button, true);
  }
}
