// The Castle Panic table: the round board on the left, on the right the phase with its buttons to
// move on, the castle deck, the discard pile and the monster pile, the other defenders' hands
// (face up, it is co-operative) and, at the bottom, the hand of the player holding the device.
// Before the first turn (the placing phase) the bottom holds the six starting monsters instead,
// dragged (or clicked, then an arc clicked) onto the free arcs of the archer ring, or dealt at
// random by the phase panel's button; the cards come once all six stand.
// Cards are dragged (or clicked, then the target clicked; or, by keyboard, chosen with the arrows
// and Enter) onto the monsters, walls and piles the legal moves allow; All for One (three cards
// together) has its own button in the phase panel, which lights the monsters it can slay, a click
// on one slays it (a dialog asks which cards when several sets fit). The events of a move are
// animated in turn by the `Animator`, then the table is redrawn from the seat's view.
import Phaser from 'phaser';
import { Button, DragController, DropZone, findNamed, focusableObject, FocusRing, HintMarks, isKeyboardMode, showDialog, type Focusable } from '../../../ui';
import { CSS, DEPTH, FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { t, type TextKey } from '../../../services/i18n';
import type { CastlePanicMove, CastlePanicState } from '../rules';
import { Animator } from './animator';
import { CardPiece, cardName, drawCardFace } from './card-view';
import { drawBoard, drawFortify, drawRubblePicture, drawTower, drawWall } from './board-view';
import { HIT_POINTS } from '../rules/data';
import { BOARD, BUTTONS, CARD_H, CARD_W, COMPACT, HAND, OTHERS, PHASE, PILES, RING_MID, TOKEN, TOWER_R, WALL_R, applyLayout, arcMid, polar } from './layout';
import { BoardZone } from './board-zone';
import { monsterName, plural } from './names';
import { MonsterToken } from './token-view';
import { openOfferDialog, openTradeDialog } from './trade-dialog';
import { OverlordToken, drawTokenBack, otokenSize } from './overlord-view';
import { openAfoDialog, type AfoMove } from './afo-dialog';
import { openScavengeDialog, type ScavengeMove } from './scavenge-dialog';
import { Stage } from './stage';
import { StartPiece, drawSlot, startSize, startSlot } from './start-view';
import { exactRoll, movesFor, rollsStartingWith } from './zone-moves';
import { TrophyPile, drawOthers, drawPhasePanel, drawPiles, label, slainLine } from './side-view';
import { Coach, type CoachStep } from '../../../ui/coach';
import { LessonRunner } from '../../../ui/lesson-runner';
import { attachInfo, hideInfoCard, showInfoCard, type InfoContent } from '../../../ui/info-card';
import { clearExplains, explainOnce, type ExplainBand } from '../../../ui/explain';
import { closePhoneExplains, explainOnceOnPhone } from '../../../ui/phone-card';
import { HIDDEN } from '../../../core/contract';
import type { GameEvent } from '../../../core';
import { explainKeyOf, explainText, infoText, type InfoThing } from './info';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, sameMove, setLessonClock } from '../tutorial';
import { named } from '../../../services/player-names';

type PlayMove = Extract<CastlePanicMove, { type: 'play' }>;

/** The explain cards with shorter words on a phone (strings cp.ex.<key>.phone). */
const PHONE_EXPLAIN: ReadonlySet<string> = new Set(['boulder', 'tar', 'fortify', 'move', 'rotate', 'plague', 'wall', 'tower']);

export class CastlePanicScene extends Phaser.Scene implements GameSceneApi {
  /** The animator reports each event it reaches (reached), which the host's bar tells. */
  readonly narrates = true;
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private drag!: DragController;
  private focus!: FocusRing;
  /** What the keyboard reaches on the table now, in order (for the first focus after a redraw). */
  private focusables: Focusable[] = [];
  private stage!: Stage;
  private animator!: Animator;
  private wallZones: DropZone[] = [];
  private towerZones: DropZone[] = [];
  private discardZone!: DropZone;
  private tableZone!: DropZone;
  private forestZones: DropZone[] = [];
  private rollZone!: DropZone;
  /** The placing phase: the archer space of each arc, where a starting monster goes. */
  private startZones: DropZone[] = [];
  private overlordPieces: OverlordToken[] = [];
  /** Each defender's trophy pile on screen, where the monsters they slay go. */
  private trophies = new Map<number, TrophyPile>();
  /** Tokens the Overlord has put on the die, to be placed by roll together. */
  private pendingRoll: string[] = [];
  /** All for One is being aimed: its monsters are lit, the cards wait. */
  private afo = false;
  private hints!: HintMarks;
  /** A change is being animated: the table on screen is not the state's yet. */
  private presenting = false;
  /** The state the table shows now (drawn last): while a move is shown, the state before it. */
  private shownState: CastlePanicState | null = null;
  /** The zones on the board, which on a phone share the taps between them (the nearest lit one takes it). */
  private readonly boardZones = new Set<BoardZone>();
  /** The rings' names across the top of the board (on a phone, hidden while a monster stands on one). */
  private ringNames: Phaser.GameObjects.Text[] = [];
  /** The guided first game: on while its script runs (until skipped); the goal shown until Next, the farewell after. */
  private teach!: LessonRunner<(typeof LESSON_SCRIPT)[number]>;
  private coach: Coach | null = null;
  /** "What is this?" on the board: the thing under the mouse (or finger) and its timer. */
  private infoKey = '';
  private infoTimer: Phaser.Time.TimerEvent | undefined;
  private infoShown = false;
  private pressAt = { x: 0, y: 0 };
  /** While a move that hands the turn on is shown, before its 'turn' event: what the phase panel says. */
  private turnAhead: { title: string; hint: string } | null = null;

  constructor() {
    super('CastlePanic');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    this.trophies = new Map();
    this.focusables = [];
    // the layout for this window: the desktop's, or on a phone held sideways the compact one
    const view = viewport();
    applyLayout(view.compact, view.right);
    this.boardZones.clear();
    this.ringNames = drawBoard(this).filter((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text && o.name.startsWith('cp.ringName.'));
    this.stage = new Stage(this.add.container(0, 0), this.add.container(0, 0).setDepth(3), this.add.container(0, 0).setDepth(6));
    this.wallZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), WALL_R);
      return new BoardZone(this, p.x, p.y, 84, `wall.${arc}`, this.boardZones, { name: `cp.wallZone.${arc}`, depth: 4 });
    });
    this.towerZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), TOWER_R);
      return new BoardZone(this, p.x, p.y, 56, `tower.${arc}`, this.boardZones, { name: `cp.towerZone.${arc}`, depth: 4 });
    });
    this.discardZone = COMPACT
      ? new DropZone(this, PILES.discard, PILES.y - 4, 124, 150, 'discard', { name: 'cp.discardZone', depth: 4 })
      : new DropZone(this, PILES.discard, PILES.y, CARD_W + 24, 150, 'discard', { name: 'cp.discardZone', depth: 4 });
    // a card that needs no target (Draw 2, Missing, Scavenge) plays wherever it is dropped on the board
    this.tableZone = new BoardZone(this, BOARD.x, BOARD.y, BOARD.r * 2, 'table', this.boardZones, { name: 'cp.tableZone', depth: 4 });
    this.forestZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), RING_MID.forest);
      return new BoardZone(this, p.x, p.y, 120, `forest.${arc}`, this.boardZones, { name: `cp.forestZone.${arc}`, depth: 4 });
    });
    this.rollZone = new DropZone(this, PILES.pile, COMPACT ? PILES.y - 28 : PILES.y - 4, 130, 130, 'roll', { shape: 'circle', name: 'cp.rollZone', depth: 4 });
    this.startZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = startSlot(arc);
      return new BoardZone(this, p.x, p.y, 96, `start.${arc}`, this.boardZones, { name: `cp.startZone.${arc}`, depth: 4 });
    });
    this.pendingRoll = [];
    this.afo = false;
    this.hints = new HintMarks(this);
    this.focus = new FocusRing(this, { onBack: () => this.back() });
    this.drag = new DragController(this, {
      focus: this.focus,
      targetsFor: (piece) => (piece instanceof StartPiece ? this.startTargets(piece) : piece instanceof OverlordToken ? this.tokenTargets(piece) : this.targetsFor(piece as CardPiece)),
      onDrop: (piece, zone) => (piece instanceof StartPiece ? this.dropStart(piece, zone) : piece instanceof OverlordToken ? this.dropToken(piece, zone) : this.drop(piece as CardPiece, zone)),
      canPick: () => this.myTurn() && !this.afo && !this.presenting,
      whyNot: (piece, zone) => (this.teach.active ? t('cp.why.lesson') : piece instanceof StartPiece ? t('cp.why.setup') : piece instanceof OverlordToken ? t('cp.hint.overlord') : this.whyNot((piece as CardPiece).card, zone)),
      snapToZone: false,
    });
    for (const z of [...this.wallZones, ...this.towerZones, this.discardZone, this.tableZone, ...this.forestZones, this.rollZone, ...this.startZones]) this.drag.addZone(z);
    this.animator = new Animator(this, this.stage, {
      releaseCard: (piece) => this.drag.removePiece(piece),
      trophyAt: (seat) => {
        const pile = this.trophies.get(seat);
        return pile?.active ? { x: pile.x, y: pile.y, bump: () => pile.bump() } : undefined;
      },
      seatName: (seat) => this.seatName(seat),
      reached: (ev) => this.reached(ev),
      finaleText: (won) => t(won ? 'cp.won' : this.state().overlord !== null ? 'cp.overlordWon' : 'cp.lost'),
    });
    clearExplains(this);
    closePhoneExplains(this);
    this.watchBoardInfo();
    this.startLesson();
    this.redraw();
  }

  // ---- the rules, as this seat sees them ----

  private state(): CastlePanicState {
    return this.session.view(Math.max(0, this.seat)) as CastlePanicState;
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  private legal(): CastlePanicMove[] {
    if (!this.myTurn() || this.teach.intro) return [];
    const all = this.session.legalMoves() as CastlePanicMove[];
    // in the lesson only the scripted move: the other cards, targets and buttons stay still
    const scripted = this.teach.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  private playMoves(card: string): PlayMove[] {
    return this.legal().filter((m): m is PlayMove => m.type === 'play' && m.card === card);
  }

  /** All for One: archer, knight and swordsman of one colour slay a monster (variant allForOne). */
  private afoMoves(): AfoMove[] {
    return this.legal().filter((m): m is AfoMove => m.type === 'all-for-one');
  }

  private movesFor(card: string, zone: string): CastlePanicMove[] {
    return movesFor(this.legal(), card, zone);
  }

  private targetsFor(piece: CardPiece): DropZone[] {
    const zones: DropZone[] = [this.discardZone, this.tableZone, ...this.wallZones, ...this.towerZones, ...this.stage.monsterZones.values()];
    return zones.filter((z) => this.movesFor(piece.card, z.id).length > 0);
  }

  /** Why `card` may not go where it was dropped (`zone`, the zone under it, if any). */
  private whyNot(card: string, zone?: DropZone): string {
    if (this.teach.active) return t('cp.why.lesson');
    const s = this.state();
    if (s.phase === 'play') {
      if (card === 'brick' || card === 'mortar') return t('cp.why.build');
      if (this.playMoves(card).length === 0 && card !== 'nice-shot') return t('cp.why.noTarget');
      // a card that needs a target, dropped on the discard pile: cards are discarded in the discard phase only
      if (zone?.id === 'discard') return t('cp.why.playNotDiscard');
      return t('cp.why.reach');
    }
    if (s.phase === 'discard' || s.phase === 'drop') return t('cp.why.discard');
    return t('cp.why.phase');
  }

  private drop(piece: CardPiece, zone: DropZone): true | string {
    const moves = this.movesFor(piece.card, zone.id);
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
    return this.host.play(first) ? true : '';
  }

  /** Escape: stop aiming All for One (a held card is let go by the drag controller's own ring). */
  private back(): void {
    if (this.afo) this.toggleAfo();
  }

  // ---- the placing phase ----

  /** The free arcs where this starting monster may go. */
  private startTargets(piece: StartPiece): DropZone[] {
    const legal = this.legal();
    return this.startZones.filter((z) => legal.some((m) => m.type === 'start-place' && m.kind === piece.kind && `start.${m.arc}` === z.id));
  }

  private dropStart(piece: StartPiece, zone: DropZone): true | string {
    const move = this.legal().find((m) => m.type === 'start-place' && m.kind === piece.kind && `start.${m.arc}` === zone.id);
    if (!move) return t('cp.why.setup');
    this.stage.placing = piece;
    return this.host.play(move) ? true : '';
  }

  /** The starting monsters still to place, in the tray at the bottom, and the empty slots on the board. */
  private drawStartTray(s: CastlePanicState): void {
    const layer = this.stage.layer;
    for (let arc = 1; arc <= 6; arc++) if (!s.monsters.some((m) => m.arc === arc)) layer.add(drawSlot(this, arc));
    label(this, layer, HAND.titleX, HAND.titleY, t('cp.setupTray'), 20, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    const left = s.toPlace;
    const { w } = startSize();
    const gap = Math.min(w + 14, (HAND.w - w) / Math.max(1, left.length - 1));
    const seen = new Map<string, number>();
    left.forEach((kind, i) => {
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      const id = n === 1 ? kind : `${kind}.${n}`;
      const piece = new StartPiece(this, HAND.x + (i - (left.length - 1) / 2) * gap, HAND.y, id, kind);
      layer.add(piece);
      this.drag.addPiece(piece);
      this.stage.startPieces.set(id, piece);
    });
  }

  // ---- the Overlord ----

  /** Whether the pending tokens plus these could still make a legal roll. */
  private canRoll(tokens: string[]): boolean {
    return rollsStartingWith(this.legal(), tokens).length > 0;
  }

  private tokenTargets(piece: OverlordToken): DropZone[] {
    const places = this.legal().filter((m) => m.type === 'overlord-place' && m.token === piece.token);
    const zones = this.forestZones.filter((z) => places.some((m) => m.type === 'overlord-place' && `forest.${m.arc}` === z.id));
    if (this.canRoll([...this.pendingRoll, piece.token])) zones.push(this.rollZone);
    return zones;
  }

  private dropToken(piece: OverlordToken, zone: DropZone): true | string {
    if (zone.id === 'roll') {
      const tokens = [...this.pendingRoll, piece.token];
      if (!this.canRoll(tokens)) return t('cp.why.phase');
      const exact = exactRoll(this.legal(), tokens);
      const longer = rollsStartingWith(this.legal(), tokens).some((m) => m.tokens.length > tokens.length);
      if (exact && !longer) {
        this.pendingRoll = [];
        return this.host.play(exact) ? true : '';
      }
      this.pendingRoll = tokens;
      this.redraw();
      return '';
    }
    const arc = Number(zone.id.slice('forest.'.length));
    const move = this.legal().find((m) => m.type === 'overlord-place' && m.token === piece.token && m.arc === arc);
    if (!move) return t('cp.why.phase');
    return this.host.play(move) ? true : '';
  }

  /**
   * The die the Overlord drops tokens onto (issue 30 item 12): a white die on the monster pile in a
   * gold ring the size of its drop zone, named "Die" under it; with a token on it already, the ring
   * glows, waiting for the second.
   */
  private drawDieTarget(layer: Phaser.GameObjects.Container): void {
    const cx = PILES.pile;
    const cy = COMPACT ? PILES.y - 28 : PILES.y - 4;
    const waiting = this.pendingRoll.length > 0;
    // (smaller on a phone, where the phase panel comes down close above the pile)
    const r = COMPACT ? 50 : 62;
    const side = COMPACT ? 40 : 50;
    const dy = cy - (COMPACT ? 11 : 14);
    const g = this.add.graphics().setName('cp.die.target');
    g.fillStyle(0x000000, 0.35).fillCircle(cx + 2, cy + 3, r);
    g.fillStyle(waiting ? 0x6b4a12 : 0x2a1a10, 0.85).fillCircle(cx, cy, r);
    g.lineStyle(waiting ? 5 : 3, 0xf0cf7a, 1).strokeCircle(cx, cy, r);
    g.fillStyle(0x000000, 0.4).fillRoundedRect(cx - side / 2 + 3, dy - side / 2 + 4, side, side, 9);
    g.fillStyle(0xfbf4e2, 1).fillRoundedRect(cx - side / 2, dy - side / 2, side, side, 9);
    g.lineStyle(2.5, 0x2a1a10, 1).strokeRoundedRect(cx - side / 2, dy - side / 2, side, side, 9);
    g.fillStyle(0x2a1a10, 1);
    const pip = side * 0.26;
    for (const [px, py] of [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]] as const) g.fillCircle(cx + px * pip, dy + py * pip, side * 0.09);
    layer.add(g);
    label(this, layer, cx, cy + (COMPACT ? 27 : 34), t('cp.rollZone'), 20, CSS.goldLight, 'cp.rollLabel');
  }

  private rollPending(): void {
    const move = exactRoll(this.legal(), this.pendingRoll);
    this.pendingRoll = [];
    if (move) this.host.play(move);
    else this.redraw();
  }

  /** The Overlord's tokens in its own view, the ones on the die beside it. */
  private drawOverlordHand(s: CastlePanicState): void {
    const layer = this.stage.layer;
    const hand = s.overlordHand.slice();
    for (const tk of this.pendingRoll) hand.splice(hand.indexOf(tk), 1);
    const seen = new Map<string, number>();
    const { w } = otokenSize();
    const gap = Math.min(w + 10, (HAND.w - w) / Math.max(1, hand.length - 1));
    // the label a clear line above the tokens (a full hand reaches under its first letters)
    label(this, layer, HAND.titleX, HAND.titleY - 12, t('cp.overlord'), 20, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    hand.forEach((token, i) => {
      const n = (seen.get(token) ?? 0) + 1;
      seen.set(token, n);
      const id = n === 1 ? token : `${token}.${n}`;
      const piece = new OverlordToken(this, HAND.x + (i - (hand.length - 1) / 2) * gap, HAND.y, id, token);
      attachInfo(piece, () => this.pieceInfo({ kind: 'token', token, overlord: true }));
      layer.add(piece);
      this.drag.addPiece(piece);
      this.overlordPieces.push(piece);
    });
    // the monster pile is where tokens are dropped to be placed by roll: a die on it, in a ring, says so
    this.drawDieTarget(layer);
    this.pendingRoll.forEach((token, i) => {
      // the tokens on the die wait beside its ring (on a phone clear of the pile's count)
      const at = COMPACT ? { x: PILES.pile + 78 + i * 58, y: PILES.y - 30 } : { x: PILES.pile + 82, y: PILES.y - 30 + i * 50 };
      const c = this.add.container(at.x, at.y).setName(`cp.pending.${i}`);
      drawTokenBack(this, c);
      c.add(this.add.text(0, 4, String(i + 1), { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5));
      layer.add(c);
    });
    // a roll of the tokens on the die so far, where one is legal as it stands (holding two or more, the die takes two)
    if (this.pendingRoll.length > 0 && exactRoll(this.legal(), this.pendingRoll)) {
      const at = COMPACT ? { x: BUTTONS.x, y: BUTTONS.upper, w: BUTTONS.w } : { x: PILES.drawn, y: PILES.y + 60, w: 200 };
      this.addButton(new Button(this, at.x, at.y, plural('cp.rollButton', this.pendingRoll.length), () => this.rollPending(), { width: at.w, variant: 'primary', name: 'cp.rollButton', fontSize: 20 }));
    }
  }

  /** Scavenge dropped: the discard pile as a grid of card faces; the one clicked is taken. */
  private chooseScavenge(moves: PlayMove[]): void {
    openScavengeDialog(this, {
      moves: moves.filter((m): m is ScavengeMove => 'take' in m),
      discard: this.state().discard,
      onTake: (move) => this.host.play(move),
      onCancel: () => undefined,
    });
  }

  private async chooseNice(moves: PlayMove[]): Promise<void> {
    const choice = await showDialog<PlayMove | null>(this, {
      title: t('cp.niceTitle'),
      body: t('cp.niceBody'),
      width: 1000,
      buttons: [...moves.map((m) => ({ label: cardName(m.card), value: m })), { label: t('cp.cancel'), value: null }],
    });
    if (choice) this.host.play(choice);
  }

  // ---- drawing ----

  private redraw(): void {
    this.hints.clear();
    // the table is drawn again: a "what is this?" card shown would speak of what was there
    hideInfoCard(this);
    this.infoShown = false;
    this.infoKey = '';
    for (const piece of this.stage.handCards.values()) this.drag.removePiece(piece);
    for (const piece of this.overlordPieces) this.drag.removePiece(piece);
    for (const piece of this.stage.startPieces.values()) this.drag.removePiece(piece);
    this.overlordPieces = [];
    this.drag.clearSelection();
    for (const z of this.stage.monsterZones.values()) z.destroy();
    this.stage.clear();
    this.trophies = new Map();
    this.focusables = [];
    const s = this.state();
    this.shownState = s;
    if (this.afo && this.afoMoves().length === 0) this.afo = false;
    for (const m of s.monsters) this.stage.model.set(m.id, { ...m });
    this.drawStructures(s);
    this.drawMonsters(s);
    this.clearRingNames();
    drawPiles(this, this.stage.layer, s);
    drawOthers(this, this.stage.layer, s, this.seat, (seat) => this.seatName(seat), this.trophies);
    // the keyboard visits, in this order: the hand, the lit monsters, the phase's buttons
    if (s.phase === 'setup' && s.status === 'playing') this.drawStartTray(s);
    else if (this.seat >= 0 && this.seat === s.overlord) this.drawOverlordHand(s);
    else if (this.seat >= 0) this.drawHand(s);
    if (s.phase === 'choose' && this.myTurn()) this.drawChoose(s);
    if (this.afo) this.drawAfo();
    this.drawOffer(s);
    this.drawPhase(s);
    this.drawCoach(s);
    this.focusFirst();
  }

  private drawStructures(s: CastlePanicState): void {
    const { layer } = this.stage;
    for (let arc = 1; arc <= 6; arc++) {
      const wall = drawWall(this, arc, s.walls[arc - 1] === true);
      layer.add(wall);
      this.stage.walls.push(wall);
      const tower = drawTower(this, arc, s.towers[arc - 1] === true);
      layer.add(tower);
      this.stage.towers.push(tower);
      if (s.fortified[arc - 1]) {
        const f = drawFortify(this, arc);
        layer.add(f);
        this.stage.fortifies.set(arc, f);
      }
    }
  }

  private drawMonsters(s: CastlePanicState): void {
    const places = this.stage.places();
    for (const m of s.monsters) {
      const at = places.get(m.id) ?? { angle: arcMid(m.arc), r: RING_MID[m.ring], scale: 1 };
      const p = polar(at.angle, at.r);
      const token = new MonsterToken(this, p.x, p.y, m).setScale(at.scale);
      this.stage.tokenLayer.add(token);
      this.stage.tokens.set(m.id, token);
      const zone = new BoardZone(this, p.x, p.y, TOKEN * at.scale + 12, `monster.${m.id}`, this.boardZones, { name: `cp.zone.monster.${m.id}`, depth: 4 });
      this.stage.monsterZones.set(m.id, zone);
      this.drag.addZone(zone);
    }
  }

  /**
   * On a phone a ring's name is wider than the room between the monsters of arcs 1 and 6: where a
   * monster stands on it, the name (and its plate) steps aside until the monster has gone.
   */
  private clearRingNames(): void {
    if (!COMPACT) return;
    for (const name of this.ringNames) {
      const b = name.getBounds();
      const covered = [...this.stage.tokens.values()].some((tk) => {
        const half = (TOKEN * tk.scale) / 2;
        return tk.x + half > b.x && tk.x - half < b.right && tk.y + half > b.y && tk.y - half < b.bottom;
      });
      name.setVisible(!covered);
      (this.children.getByName(`${name.name}.plate`) as Phaser.GameObjects.Graphics | null)?.setVisible(!covered);
    }
  }

  private seatName(seat: number): string {
    return named(seat, seat === this.state().overlord ? t('cp.overlord') : t('cp.seat', { n: seat + 1 }));
  }

  /**
   * The phase panel: its title and what to do on the left, the buttons stacked on the right (the
   * button to move on always at the bottom), so nothing overlaps at any length of title.
   */
  private drawPhase(s: CastlePanicState): void {
    const buttons = s.status === 'playing' ? this.phaseButtons(s) : [];
    drawPhasePanel(this, this.stage.layer, s.status === 'playing' ? t(`cp.phase.${s.phase}` as TextKey) : this.endTitle(s), this.hint(s), buttons.length > 0);
    for (const button of buttons) this.addButton(button);
  }

  /** The phase's buttons, in the panel's right column: All for One or Trade above, the button to move on below. */
  private phaseButtons(s: CastlePanicState): Button[] {
    const legal = this.legal();
    const pass = legal.find((m) => m.type === 'pass');
    const upper = BUTTONS.upper;
    const lower = BUTTONS.lower;
    const BUTTON_X = BUTTONS.x;
    const BUTTON_W = BUTTONS.w;
    const out: Button[] = [];
    if (s.phase === 'play' && legal.some((m) => m.type === 'all-for-one')) {
      const text = this.afo ? t('cp.afo.stop') : t('cp.afo.button');
      out.push(new Button(this, BUTTON_X, upper, text, () => this.toggleAfo(), { width: BUTTON_W, variant: 'secondary', name: 'cp.afo', fontSize: 20 }));
    }
    if (s.phase === 'trade' && legal.some((m) => m.type === 'trade')) {
      out.push(new Button(this, BUTTON_X, upper, t('cp.tradeButton'), () => this.openTrade(), { width: BUTTON_W, variant: 'secondary', name: 'cp.tradeButton', fontSize: 20 }));
    }
    if (pass) out.push(new Button(this, BUTTON_X, lower, t(`cp.pass.${s.phase}` as TextKey), () => this.host.play(pass), { width: BUTTON_W, variant: 'primary', name: 'cp.pass', fontSize: 20 }));
    const deal = legal.find((m) => m.type === 'start-deal');
    if (deal) out.push(new Button(this, BUTTON_X, lower, t('cp.deal'), () => this.host.play(deal), { width: BUTTON_W, variant: 'primary', name: 'cp.deal', fontSize: 20 }));
    return out;
  }

  /** The phase panel's title once the game is over. */
  private endTitle(s: CastlePanicState): string {
    return t(s.status === 'won' ? 'cp.won' : s.overlord !== null ? 'cp.overlordWon' : 'cp.lost');
  }

  private hint(s: CastlePanicState): string {
    if (s.status !== 'playing') return t('cp.hint.over'); // no one is awaited any more
    if (!this.myTurn()) {
      const actor = this.session.actor() ?? s.current;
      // By the person's name online (issue 28 item 1: it said "Waiting for Player 1" under "Ann to play").
      const person = named(actor, '');
      return actor === s.overlord ? t('cp.hint.waitOverlord') : person ? t('cp.hint.wait', { name: person }) : t('cp.hint.waitSeat', { n: actor + 1 });
    }
    // on a phone the hints say tap (a card, then its target) rather than drag
    const k = (key: string): TextKey => `${COMPACT ? 'cp.tap' : 'cp.hint'}.${key}` as TextKey;
    switch (s.phase) {
      case 'setup':
        return t(k('setup'));
      case 'discard':
        return t(k('discard'), { n: s.discardsLeft });
      case 'trade':
        return t('cp.hint.trade');
      case 'play':
        return this.afo ? t(k('afo')) : t(k('play'));
      case 'choose': {
        const hit = s.hits[0];
        return t(k(`choose.${hit?.at ?? 'wall'}`), { arc: hit?.arc ?? 0 });
      }
      case 'drop':
        return t(k('drop'));
      case 'overlord':
        return this.overlordHint(k);
      case 'overlord-extra':
        return t(k('overlord-extra'), { n: s.overlordOwed });
      default:
        return '';
    }
  }

  /**
   * The Overlord's prompt, from what it can play now: a monster onto an arc, tokens onto the die
   * (after the first, the second), both, or nothing at all (Missing left its hand without a playable token).
   */
  private overlordHint(k: (key: string) => TextKey): string {
    const legal = this.legal();
    if (this.pendingRoll.length > 0 && rollsStartingWith(legal, this.pendingRoll).some((m) => m.tokens.length > this.pendingRoll.length)) return t(k('overlordSecond'));
    const place = legal.some((m) => m.type === 'overlord-place');
    const rolls = legal.filter((m): m is Extract<CastlePanicMove, { type: 'overlord-roll' }> => m.type === 'overlord-roll');
    if (place && rolls.length > 0) return t(k('overlord'));
    if (place) return t(k('overlordPlace'));
    if (rolls.length > 0) return t(k(rolls.some((m) => m.tokens.length > 1) ? 'overlordRoll' : 'overlordRollOne'));
    return t(k('overlordNone'));
  }

  private drawHand(s: CastlePanicState): void {
    const { layer } = this.stage;
    const hand = s.hands[this.seat] ?? [];
    const gap = Math.min(CARD_W + 10, (HAND.w - CARD_W) / Math.max(1, hand.length - 1));
    const seen = new Map<string, number>();
    const titleY = HAND.titleY;
    label(this, layer, HAND.titleX, titleY, `${this.seatName(this.seat)} · ${slainLine(s, this.seat)}`, 20, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    const pile = new TrophyPile(this, OTHERS.trophyX, titleY, this.seat, s.slain[this.seat] ?? 0);
    layer.add(pile);
    this.trophies.set(this.seat, pile);
    hand.forEach((card, i) => {
      const n = (seen.get(card) ?? 0) + 1;
      seen.set(card, n);
      const id = n === 1 ? card : `${card}.${n}`;
      const x = HAND.x + (i - (hand.length - 1) / 2) * gap;
      const piece = new CardPiece(this, x, HAND.y, id, card);
      piece.setName(`cp.card.${id}`);
      attachInfo(piece, () => this.pieceInfo({ kind: 'card', card }));
      layer.add(piece);
      this.drag.addPiece(piece);
      this.stage.handCards.set(id, piece);
    });
  }

  /** A lit monster that takes a click (and the keyboard's Enter): a damage choice or All for One. */
  private monsterChoice(id: number, name: string, fn: () => void): void {
    const zone = this.stage.monsterZones.get(id);
    if (!zone) return;
    zone.setHighlight('legal');
    const hitArea = this.add.circle(zone.x, zone.y, zone.width / 2, 0xffffff, 0.001).setName(name);
    hitArea.setInteractive({ useHandCursor: true });
    hitArea.on('pointerup', fn);
    this.stage.fx.add(hitArea);
    this.focusables.push(this.focus.add(focusableObject(hitArea, zone.width, zone.height, fn, (on) => zone.setHighlight(on ? 'hover' : 'legal'))));
  }

  /** A damage choice: the monsters that hit the wall or tower light up; a click picks one. */
  private drawChoose(s: CastlePanicState): void {
    const hit = s.hits[0];
    if (!hit) return;
    for (const id of hit.monsters) {
      const move = this.legal().find((m) => m.type === 'choose' && m.monster === id);
      if (move && this.stage.tokens.has(id)) this.monsterChoice(id, `cp.choose.${id}`, () => this.host.play(move));
    }
  }

  private toggleAfo(): void {
    if (this.presenting) return;
    this.afo = !this.afo;
    this.drag.clearSelection();
    this.redraw();
  }

  /**
   * Aiming All for One: the monsters some legal triple can slay light up and take a click; the
   * cards those triples use are outlined, the rest of the hand steps back.
   */
  private drawAfo(): void {
    const moves = this.afoMoves();
    const used = new Set(moves.flatMap((m) => m.cards));
    for (const piece of this.stage.handCards.values()) {
      if (used.has(piece.card)) piece.setSelected(true);
      else piece.setDimmed(true);
    }
    for (const id of new Set(moves.map((m) => m.monster))) this.monsterChoice(id, `cp.afo.${id}`, () => this.slayAll(id));
  }

  /** A lit monster clicked: one triple fits, it is played; several, the dialog asks which. */
  private slayAll(id: number): void {
    if (this.presenting) return;
    const moves = this.afoMoves().filter((m) => m.monster === id);
    const first = moves[0];
    if (!first) return;
    if (moves.length === 1) {
      this.afo = false;
      this.host.play(first);
      return;
    }
    const kind = this.stage.model.get(id)?.kind ?? '';
    openAfoDialog(this, {
      moves,
      monster: monsterName(kind),
      onPlay: (move) => {
        this.afo = false;
        this.host.play(move);
      },
      onCancel: () => undefined,
    });
  }

  /** Closes the trade offer's dialog, if one is open (the scene is drawn again). */
  private closeOffer: (() => void) | null = null;

  /** R-TRADE-OFFER: another seat offers this seat a trade; the dialog asks (trade-dialog.ts). */
  private drawOffer(s: CastlePanicState): void {
    this.closeOffer?.();
    this.closeOffer = null;
    const offer = s.offer;
    const legal = this.legal();
    const accept = legal.find((m) => m.type === 'accept');
    const refuse = legal.find((m) => m.type === 'refuse');
    if (s.phase !== 'trade-answer' || !offer || !accept || !refuse) return;
    const who = this.seatName(s.current);
    const name = this.session.seats[s.current] === 'bot' ? t('cp.offer.bot', { name: who }) : who;
    this.closeOffer = openOfferDialog(this, {
      text: t('cp.offer.text', { name, give: cardName(offer.give), take: cardName(offer.take) }),
      get: offer.give,
      give: offer.take,
      onAccept: () => this.host.play(accept),
      onRefuse: () => this.host.play(refuse),
    });
  }

  private openTrade(): void {
    const s = this.state();
    const trades = this.legal().filter((m): m is Extract<CastlePanicMove, { type: 'trade' }> => m.type === 'trade');
    openTradeDialog(this, {
      me: this.seat,
      hands: s.hands,
      trades,
      seatName: (seat) => this.seatName(seat),
      // Online the other hand belongs to someone on another device: the trade is offered, and they answer.
      onTrade: (move) => this.host.play(this.host.isOnline?.() ? { type: 'offer', seat: move.seat, give: move.give, take: move.take } : move),
    });
  }

  // ---- keyboard ----

  private addButton(button: Button): Button {
    this.stage.layer.add(button);
    this.focus.add(button);
    this.focusables.push(button);
    return button;
  }

  /**
   * After a redraw, a keyboard player finds the focus on the first thing to do: a lit monster to
   * choose, else a card of the hand (or an Overlord token), else the button to move on.
   */
  private focusFirst(): void {
    if (!isKeyboardMode() || !this.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    const lit = this.focusables.find((f) => !(f instanceof Button) && f.isEnabled());
    if (lit) return this.focus.focus(lit, true);
    const piece = this.afo ? undefined : [...this.stage.handCards.values(), ...this.overlordPieces, ...this.stage.startPieces.values()][0];
    if (piece) return this.drag.focusPiece(piece);
    const button = this.focusables.find((f) => f.isEnabled());
    if (button) this.focus.focus(button, true);
  }

  // ---- the guided first game (tutorial.ts) ----

  private startLesson(): void {
    const on = isLesson(this.session.record.options);
    this.coach = null;
    this.teach = new LessonRunner({
      lesson: on,
      script: LESSON_SCRIPT,
      movesMade: () => this.session.record.moves.length,
      redraw: () => this.redraw(),
      clearCoach: () => this.coach?.clear(),
      setClock: setLessonClock,
      onShutdown: (fn) => this.events.once(Phaser.Scenes.Events.SHUTDOWN, fn),
    });
    if (!on) return;
    // The card stands where a solo game has nothing: under the piles, above the hand (on a phone,
    // as wide as the right-hand side; drawCoach sets its foot just above the hand's title).
    const at = COMPACT ? { x: PHASE.x, y: 520, width: PHASE.w - 12 } : { x: PHASE.x, y: 560, width: PHASE.w - 20 };
    this.coach = new Coach(this, { ...at, onSkip: () => this.teach.end(), onNext: () => this.teach.next() });
  }

  /** The coach's card, and the things to touch lit: the piece to move and where it goes, or the button. */
  private drawCoach(s: CastlePanicState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.teach.now(s.status === 'playing', this.myTurn());
    if (now.kind === 'off') return;
    if (now.kind === 'bye') {
      coach.show({ text: t(`cp.lesson.${LESSON_STEPS - 1}` as TextKey), next: true }, LESSON_STEPS, LESSON_STEPS);
      this.placeCoach();
      return;
    }
    if (now.kind === 'intro') {
      // the goal: the castle, its walls and towers lit
      const castle = 2 * WALL_R + 24;
      coach.show({ text: t('cp.lesson.0'), next: true, spots: [{ x: BOARD.x, y: BOARD.y, w: castle, h: castle }] }, 1, LESSON_STEPS);
      this.placeCoach();
      return;
    }
    const at = now.at;
    const m = at.move;
    const named = (name: string): Phaser.GameObjects.GameObject | null => findNamed(this, name);
    const card = (c: string): Phaser.GameObjects.GameObject | null => [...this.stage.handCards.values()].find((p) => p.card === c) ?? null;
    const things: (Phaser.GameObjects.GameObject | null)[] = [];
    if (m.type === 'start-place') things.push([...this.stage.startPieces.values()].find((p) => p.kind === m.kind) ?? null, named(`cp.startZone.${m.arc}`));
    else if (m.type === 'start-deal') things.push(named('cp.deal'));
    else if (m.type === 'pass') things.push(named('cp.pass'));
    else if (m.type === 'play' && 'monster' in m) things.push(card(m.card), named(`cp.zone.monster.${m.monster}`));
    else if (m.type === 'build') things.push(card('brick'), card('mortar'), named(`cp.wallZone.${m.arc}`));
    const spots = things.map((o) => this.spotOf(o, 10)).filter((r) => r !== null);
    // the move shown by the coach's finger: the piece dragged to its place (the brick to the wall), or the button pressed
    const demo = spots.length === things.length ? (spots.length > 1 ? { from: 0, to: spots.length - 1 } : { tap: 0 }) : undefined;
    const step: CoachStep = { text: t(`cp.lesson.${at.step}` as TextKey), spots, demo };
    coach.show(step, at.step + 1, LESSON_STEPS);
    this.placeCoach();
  }

  /** The world rectangle of a thing to light (centred), or null. */
  private spotOf(obj: Phaser.GameObjects.GameObject | null, pad: number): { x: number; y: number; w: number; h: number } | null {
    const b = (obj as unknown as { getBounds?: () => Phaser.Geom.Rectangle } | null)?.getBounds?.();
    return b ? { x: b.centerX, y: b.centerY, w: b.width + pad, h: b.height + pad } : null;
  }

  /** The coach's card stands on its foot just above the hand's title, clear of the hand and of the piles as far as it can. */
  private placeCoach(): void {
    const card = this.children.list.find((o) => o.name === 'ui.coach') as (Phaser.GameObjects.Container & { panelHeight?: number }) | undefined;
    if (!card?.panelHeight) return;
    card.setY(HAND.titleY - 22 - card.panelHeight / 2);
  }

  // ---- what is this? (scene/info.ts) ----

  /** The "what is this?" card of a thing: its words, and its picture drawn as the table draws it. */
  private infoContent(thing: InfoThing): InfoContent {
    const { title, body } = infoText(thing.kind === 'card' ? { ...thing, heroic: this.state().variants.heroicPowers } : thing);
    return { title, body, picture: (c, size) => this.drawPicture(c, size, thing) };
  }

  /**
   * A piece's card: none while a move is shown (the piece may fly off and leave its card behind).
   * None while the mouse button is held either: attachInfo itself opens no card then.
   */
  private pieceInfo(thing: InfoThing): InfoContent | null {
    return this.presenting ? null : this.infoContent(thing);
  }

  private drawPicture(c: Phaser.GameObjects.Container, size: number, thing: InfoThing): void {
    const fit = (obj: Phaser.GameObjects.Container, w: number, h: number): void => {
      obj.setScale(size / Math.max(w, h));
      c.add(obj);
    };
    const monster = (kind: string, hp?: number, maxHp?: number, tarred = false): void => {
      const max = maxHp ?? HIT_POINTS[kind] ?? 1;
      const token = new MonsterToken(this, 0, 0, { id: -1, kind, hp: hp ?? max, maxHp: max, arc: 1, ring: 'forest', tarred });
      // named apart from the board's monsters (cp.monster.<id>...), which tests and hooks count
      const rename = (o: Phaser.GameObjects.GameObject): void => {
        if (o.name.startsWith('cp.monster.-1')) o.setName(o.name.replace('cp.monster.-1', 'cp.info.picture'));
        if (o instanceof Phaser.GameObjects.Container) o.list.forEach(rename);
      };
      rename(token);
      // upright, the number it has now at the top corner
      token.point.setRotation(0);
      token.straighten();
      fit(token, TOKEN * 1.15, TOKEN * 1.15);
    };
    switch (thing.kind) {
      case 'card': {
        const face = this.add.container(0, 0);
        // no rule line on the picture: the card's words beside it say what it does in full
        drawCardFace(this, face, thing.card, CARD_W, CARD_H, 1, { ruleLine: false });
        return fit(face, CARD_W, CARD_H);
      }
      case 'monster':
        return monster(thing.monster, thing.hp, thing.maxHp, thing.tarred);
      case 'token': {
        if (HIT_POINTS[thing.token] !== undefined) return monster(thing.token);
        const tile = new OverlordToken(this, 0, 0, 'info', thing.token).setName('cp.info.picture');
        tile.disableInteractive();
        // on a phone the picture is too small for the tile's name in 12 CSS px letters: the card's title names it
        if (COMPACT) (tile.getByName('cp.otoken.info.name') as Phaser.GameObjects.Text | null)?.setVisible(false);
        const { w, h } = otokenSize();
        return fit(tile, w, h);
      }
      case 'wall':
      case 'fortify': {
        // a fallen wall: its rubble drawn large and outlined (the board's, shrunk, reads as a faint smudge)
        if (thing.kind === 'wall' && !thing.standing) return fit(drawRubblePicture(this).setName('cp.info.picture'), 124, 92);
        const mid = arcMid(thing.arc);
        const wall = drawWall(this, thing.arc, thing.kind === 'fortify' || thing.standing).setName('cp.info.picture');
        const k = size / 130;
        wall.setScale(k).setPosition(-Math.cos(mid) * WALL_R * k, -Math.sin(mid) * WALL_R * k);
        c.add(wall);
        if (thing.kind === 'fortify') {
          const f = drawFortify(this, thing.arc).setPosition(0, 0).setScale(k * 1.3);
          c.add(f.setName('cp.info.fortify'));
        }
        return;
      }
      case 'tower':
        return fit(drawTower(this, thing.arc, thing.standing).setPosition(0, 4).setName('cp.info.picture'), 48, 48);
      case 'deck': {
        const g = this.add.graphics();
        g.fillStyle(0x5b1f2a, 1).fillRoundedRect(-36, -50, 72, 100, 8);
        g.lineStyle(2, 0xd4a94a, 1).strokeRoundedRect(-30, -44, 60, 88, 6);
        c.add(g);
        return;
      }
      case 'discard': {
        if (!thing.top) return;
        const face = this.add.container(0, 0);
        drawCardFace(this, face, thing.top, CARD_W, CARD_H, 1, { ruleLine: false });
        return fit(face, CARD_W, CARD_H);
      }
      case 'pile': {
        const back = this.add.container(0, 0);
        drawTokenBack(this, back);
        return fit(back, 46, 46);
      }
    }
  }

  /**
   * The thing on the table at (x, y) that has a "what is this?" card (the hand's cards and the
   * Overlord's tokens have theirs through attachInfo): a monster, another defender's card, a
   * tower, a wall or its fortification, the deck, the discard pile, the monster pile.
   */
  private boardThingAt(x: number, y: number): InfoThing | null {
    const s = this.state();
    const reach = COMPACT ? viewport().minTap / 2 : 0;
    for (const [id, tk] of [...this.stage.tokens].reverse()) {
      if (!tk.active || tk.alpha < 0.5) continue;
      if (Math.hypot(x - tk.x, y - tk.y) > Math.max((TOKEN * tk.scale) / 2, reach)) continue;
      const m = this.stage.model.get(id) ?? s.monsters.find((o) => o.id === id);
      if (m) return { kind: 'monster', monster: m.kind, hp: m.hp, maxHp: m.maxHp, tarred: m.tarred };
    }
    for (const obj of this.stage.layer.list) {
      const m = /^cp\.other\.(\d+)\.(\d+)$/.exec(obj.name);
      if (!m) continue;
      const c = obj as Phaser.GameObjects.Container;
      const card = s.hands[Number(m[1])]?.[Number(m[2])];
      if (card && card !== HIDDEN && Math.abs(x - c.x) <= 25 * c.scale && Math.abs(y - c.y) <= 23 * c.scale) return { kind: 'card', card };
    }
    const d = Math.hypot(x - BOARD.x, y - BOARD.y);
    const arc = Math.floor((((Math.atan2(y - BOARD.y, x - BOARD.x) * 180) / Math.PI + 90 + 720) % 360) / 60) + 1;
    for (let a = 1; a <= 6; a++) {
      const p = polar(arcMid(a), TOWER_R);
      if (Math.hypot(x - p.x, y - p.y) <= Math.max(24, reach)) return { kind: 'tower', arc: a, standing: s.towers[a - 1] === true };
    }
    if (Math.abs(d - WALL_R) <= Math.max(14, reach / 2)) return s.fortified[arc - 1] ? { kind: 'fortify', arc } : { kind: 'wall', arc, standing: s.walls[arc - 1] === true };
    if (s.phase === 'setup') return null;
    const py = COMPACT ? PILES.y - 22 : PILES.y;
    if (Math.abs(x - PILES.deck) <= 44 && Math.abs(y - py) <= 62) return { kind: 'deck', n: s.deck.length };
    if (Math.abs(x - PILES.discard) <= 56 && Math.abs(y - py) <= 76) return { kind: 'discard', n: s.discard.length, top: s.discard[s.discard.length - 1] };
    if (Math.abs(x - PILES.pile) <= 50 && Math.abs(y - py) <= 50) return { kind: 'pile', n: s.pile.length, overlord: s.overlord !== null };
    return null;
  }

  /**
   * The board's "what is this?": the mouse resting on a thing (350 ms), or a finger pressing it
   * without moving (500 ms), shows its card beside it; the mouse leaving it, or the next touch,
   * puts it away. Nothing here takes input: the drags and clicks of the table stay as they are.
   */
  private watchBoardInfo(): void {
    this.infoKey = '';
    this.infoShown = false;
    const cancel = (): void => {
      this.infoTimer?.remove();
      this.infoTimer = undefined;
    };
    const hide = (): void => {
      if (this.infoShown) hideInfoCard(this);
      this.infoShown = false;
    };
    const open = (thing: InfoThing, x: number, y: number): void => {
      cancel();
      showInfoCard(this, x, y, this.infoContent(thing));
      this.infoShown = true;
    };
    // something of its own under the pointer (a dialog, a card of the explain-once): not the board
    const covered = (p: Phaser.Input.Pointer): boolean => this.input.hitTestPointer(p).some((o) => !o.name.startsWith('cp.'));
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (p.wasTouch) {
        if (this.infoTimer && p.isDown && Math.hypot(p.x - this.pressAt.x, p.y - this.pressAt.y) > 12) cancel();
        return;
      }
      const thing = p.isDown || covered(p) ? null : this.boardThingAt(p.worldX, p.worldY);
      const key = thing ? JSON.stringify(thing) : '';
      if (key === this.infoKey) return;
      this.infoKey = key;
      cancel();
      hide();
      if (thing) this.infoTimer = this.time.delayedCall(350, () => open(thing, p.worldX, p.worldY));
    });
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      cancel();
      hide();
      this.infoKey = '';
      if (!p.wasTouch || covered(p)) return;
      const thing = this.boardThingAt(p.worldX, p.worldY);
      if (!thing) return;
      this.pressAt = { x: p.x, y: p.y };
      // a long press reads, it does not play: the card held is let go first, so the lift plays nothing
      this.infoTimer = this.time.delayedCall(500, () => {
        this.drag.clearSelection();
        open(thing, p.worldX, p.worldY);
      });
    });
    this.input.on('pointerup', () => cancel());
  }

  // ---- explain once ----

  /** The animation has reached `ev`: the new turn's words in the phase panel and the bar, an explain-once card. */
  private reached(ev: GameEvent): void {
    this.host.eventReached?.(ev); // the bar tells a bot's move, or a replay, event by event
    if (ev.type === 'turn' && this.turnAhead) {
      // the new turn reached: the panel says its phase now, and the bar whose turn it is
      this.turnAhead = null;
      this.panelNow();
      this.host.turnReached?.();
    }
    this.explain(ev);
  }

  /**
   * The animation reached `ev`: the first time a rule fires (a boss, a boulder, a plague, a move
   * token, a draw-N, a wall or tower falling, tar, a fortification) a short card says what
   * happened, once ever. Not in the lesson (its coach speaks) nor once the game is over.
   */
  private explain(ev: GameEvent): void {
    const key = explainKeyOf(ev);
    if (!key || this.teach.active || this.state().status !== 'playing') return;
    const { title, body: full } = explainText(key);
    // On a phone the longest cards say it in fewer words: the full ones grew past their band, over the other defenders' rows
    const body = COMPACT && PHONE_EXPLAIN.has(key) ? t(`cp.ex.${key}.phone` as TextKey) : full;
    const token = ev.type === 'token' ? String(ev.token) : null;
    const thing: InfoThing | null =
      token !== null
        ? { kind: 'token', token }
        : ev.type === 'wall-falls'
          ? { kind: 'wall', arc: Number(ev.arc), standing: false }
          : ev.type === 'tower-falls'
            ? { kind: 'tower', arc: Number(ev.arc), standing: false }
            : ev.type === 'tar'
              ? { kind: 'card', card: 'tar' }
              : ev.type === 'fortify'
                ? { kind: 'fortify', arc: Number(ev.arc) }
                : null;
    const content: InfoContent = { title, body, picture: thing ? (c, size) => this.drawPicture(c, size, thing) : undefined };
    const band = this.explainBand();
    if (COMPACT) explainOnceOnPhone(this, `cp.${key}`, content, { x: PHASE.x, y: band.top, width: PHASE.w }, { band });
    else explainOnce(this, `cp.${key}`, content, { x: PHASE.x, y: band.top, width: PHASE.w }, { band });
  }

  /**
   * Where an explain-once card lies: flat across the piles' row, under the phase panel (its words
   * and buttons stay in sight), above the other defenders' rows (their trophy piles included) or,
   * alone at the table, above the hand's title. The piles are what it covers: counts to read later.
   * Alone at a desktop table it lies under the piles instead, where nothing is. And when the
   * person's next move is a card onto the discard pile (the discard step, a "discard 1 card"
   * token) the pile is the prompt's target: the card lies under the piles, over the other
   * defenders' rows (read again once it goes at the next move), never over the pile (issue 30
   * item 1: a tip never covers what the prompt asks you to act on).
   */
  private explainBand(): ExplainBand {
    const s = this.state();
    const rows = s.hands.length - (this.seat >= 0 && this.seat < s.hands.length ? 1 : 0) + (s.overlord !== null && this.seat !== s.overlord ? 1 : 0);
    // on a phone with four rows or more the rows' trophy piles are hidden: the row's words are the top
    const foot = rows === 0 ? HAND.titleY - 26 : COMPACT ? OTHERS.y - (rows >= 4 ? 20 : 38) : OTHERS.y - 28;
    const underPiles = PILES.y + 75 + 34;
    const left = PHASE.x - PHASE.w / 2;
    const right = PHASE.x + PHASE.w / 2;
    // the next decision's moves, whoever makes it (the device may go to the next defender once the change is shown)
    const next = this.session.actor() === null ? [] : (this.session.legalMoves() as CastlePanicMove[]);
    const toDiscard = next.some((m) => m.type === 'discard' || m.type === 'drop');
    if (toDiscard) return { left, right, top: underPiles, bottom: HAND.titleY - 26 };
    // alone at a desktop table the band under the piles (down to the hand's title) is free: the
    // card lies there, the piles (the discard pile of the discard phase) left in sight
    const top = rows === 0 && !COMPACT && foot - underPiles >= 200 ? underPiles : PHASE.y + PHASE.h / 2 + 6;
    return { left, right, top, bottom: foot };
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    this.drag.clearSelection();
    this.pendingRoll = [];
    this.afo = false;
    this.presenting = true;
    this.coach?.clear();
    // a change that hands the turn on: until the animation reaches the new turn, the panel says the mover's
    this.turnAhead = change.kind === 'move' && this.seat >= 0 && change.events.some((e) => e.type === 'turn') ? this.moverPanel() : null;
    this.panelNow();
    // no new turn ahead to wait for: the panel says the new phase at once, and the bar the new actor with it
    if (!this.turnAhead) this.host.turnReached?.();
    // the person's own turn handed on: the bar says what the table does meanwhile ("The monsters move")
    else this.host.showing?.(this.turnAhead.title);
    try {
      if (change.kind === 'move' && this.seat !== COVERED) await this.animator.present(change.events);
    } finally {
      this.presenting = false;
      this.turnAhead = null;
    }
    this.redraw();
  }

  /**
   * While a change is shown the phase panel already says the phase it leads to (never the one just
   * left: "play cards" while the monsters march); its buttons wait, held by the host.
   */
  private panelNow(): void {
    const s = this.state();
    // A change that ends the game: the panel says so while the end is shown (a newcomer's playtest
    // read the last prompt, or "Waiting for Player 2", under the falling castle); hint() says it too.
    const ahead = s.status === 'playing' ? this.turnAhead : null;
    const title = s.status !== 'playing' ? this.endTitle(s) : ahead ? ahead.title : t(`cp.phase.${s.phase}` as TextKey);
    (this.stage.layer.getByName('cp.phaseTitle') as Phaser.GameObjects.Text | null)?.setText(title);
    (this.stage.layer.getByName('cp.hint') as Phaser.GameObjects.Text | null)?.setText(ahead ? ahead.hint : this.hint(s));
  }

  /**
   * Issue 15 defect 4: the panel's words while a move that ends a turn is shown, up to its 'turn'
   * event: the Overlord's turn while the Overlord's move is shown (not the next defender's phase),
   * "The monsters move" while a defender's monsters march and tokens are drawn.
   */
  private moverPanel(): { title: string; hint: string } {
    // the table drawn before this move (an online session keeps no list of states)
    const before = this.shownState;
    if (before && before.overlord !== null && (before.phase === 'overlord' || before.phase === 'overlord-extra')) {
      return { title: t(`cp.phase.${before.phase}` as TextKey), hint: this.seat === before.overlord ? '' : t('cp.hint.waitOverlord') };
    }
    return { title: t('cp.phase.monsters'), hint: '' };
  }

  /**
   * The hint: the card lifted in the hand (the starting monster, the Overlord's token) and lit,
   * where it goes: the monster, the wall, the discard pile, the middle of the board, a start slot,
   * a forest arc; or the button (move on, trade, deal, All for One). Never played.
   */
  showHint(move: unknown): void {
    const m = move as CastlePanicMove;
    if (this.afo) {
      this.afo = false;
      this.redraw();
    }
    const named = (name: string) => findNamed(this, name);
    const hand = (card: string, skip = 0) => [...this.stage.handCards.values()].filter((p) => p.card === card)[skip] ?? null;
    const lift: (Phaser.GameObjects.GameObject | null)[] = [];
    const lit: (Phaser.GameObjects.GameObject | null)[] = [];
    switch (m.type) {
      case 'start-place':
        lift.push([...this.stage.startPieces.values()].find((p) => p.kind === m.kind) ?? null);
        lit.push(named(`cp.startZone.${m.arc}`));
        break;
      case 'start-deal':
        lit.push(named('cp.deal'));
        break;
      case 'pass':
        lit.push(named('cp.pass'));
        break;
      case 'discard':
      case 'drop':
        lift.push(hand(m.card));
        lit.push(named('cp.discardZone'));
        break;
      case 'trade':
      case 'offer': // the bot trades by offer; a person at the device makes the same swap by the trade button
        lift.push(hand(m.give));
        lit.push(named('cp.tradeButton'), named(`cp.seat.${m.seat}`));
        break;
      case 'accept':
      case 'refuse':
        lit.push(named(`cp.offer.${m.type}`));
        break;
      case 'play':
        if ('monster' in m) {
          lift.push(hand(m.card));
          if ('nice' in m) lift.push(hand('nice-shot'));
          lit.push(named(`cp.zone.monster.${m.monster}`));
        } else if ('arc' in m) {
          lift.push(hand(m.card));
          lit.push(named(`cp.wallZone.${m.arc}`));
        } else {
          lift.push(hand(m.card));
          lit.push(named('cp.tableZone'));
        }
        break;
      case 'build':
      case 'build-tower':
        lift.push(hand('brick'), hand('mortar'));
        lit.push(named(m.type === 'build' ? `cp.wallZone.${m.arc}` : `cp.towerZone.${m.arc}`));
        break;
      case 'choose':
        lit.push(named(`cp.choose.${m.monster}`));
        break;
      case 'all-for-one':
        lift.push(...m.cards.map((c) => hand(c)));
        lit.push(named('cp.afo'), named(`cp.zone.monster.${m.monster}`));
        break;
      case 'overlord-place':
        lift.push(this.overlordPieces.find((p) => p.name === `cp.otoken.${m.token}`) ?? null);
        lit.push(named(`cp.forestZone.${m.arc}`));
        break;
      case 'overlord-roll':
        lift.push(...m.tokens.map((tk) => this.overlordPieces.find((p) => p.name === `cp.otoken.${tk}`) ?? null));
        lit.push(named('cp.rollZone'));
        break;
    }
    // the answer to a trade offer: its button in the offer's dialog, so the marks above that
    this.hints.show(lift, lit, m.type === 'accept' || m.type === 'refuse' ? DEPTH.dialog + 5 : undefined);
  }

  clearHint(): void {
    this.hints.clear();
  }

  setViewer(seat: number): void {
    this.seat = seat;
    this.pendingRoll = [];
    this.afo = false;
    this.redraw();
  }
}
