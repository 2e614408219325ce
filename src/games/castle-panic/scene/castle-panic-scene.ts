// The Castle Panic table: the round board on the left, on the right the phase with its button to
// move on, the castle deck, the discard pile and the monster pile, the other defenders' hands
// (face up, it is co-operative) and, at the bottom, the hand of the player holding the device.
// Cards are dragged (or clicked, then the target clicked) onto the monsters, walls and piles the
// legal moves allow; All for One (three cards together) has its own button in the phase panel,
// which lights the monsters it can slay, a click on one slays it (a dialog asks which cards when
// several sets fit). Each event of a move is animated in turn, then the table is redrawn from
// the seat's view.
import Phaser from 'phaser';
import { Button, DragController, DropZone, Panel, rollDie, showDialog, tweenAsync } from '../../../ui';
import { CSS, FONTS } from '../../../ui/theme';
import type { GameHost, GameSceneApi, SessionChange } from '../../../app/catalog';
import type { GameSession } from '../../../app/session';
import type { GameEvent } from '../../../core';
import { playSfx } from '../../../app/audio';
import { motionMs, reducedMotion } from '../../../app/settings';
import { t, type TextKey } from '../../../app/i18n';
import type { CastlePanicMove, CastlePanicState, Monster, Ring } from '../rules';
import { CardPiece, cardName, drawCardFace, drawMiniCard } from './card-view';
import { HIDDEN } from '../../../core/contract';
import { drawBoard, drawFortify, drawTower, drawWall } from './board-view';
import { BOARD, CARD_W, HAND, OTHERS, PHASE, PILES, RING_MID, TOKEN, TOWER_R, WALL_R, arcMid, polar, slotAngle, tokenScale } from './layout';
import { MonsterToken, turnFor } from './token-view';
import { openTradeDialog } from './trade-dialog';
import { OTOKEN_W, OverlordToken, drawTokenBack } from './overlord-view';
import { openAfoDialog, type AfoMove } from './afo-dialog';

type PlayMove = Extract<CastlePanicMove, { type: 'play' }>;
type Pos = { x: number; y: number };

const wait = (scene: Phaser.Scene, ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(ms, () => resolve()));
const RINGS: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman', 'castle'];

export const monsterName = (kind: string): string => t(`cp.monster.${kind}` as TextKey);
export const tokenName = (token: string): string => t(`cp.token.${token}` as TextKey);

export class CastlePanicScene extends Phaser.Scene implements GameSceneApi {
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private drag!: DragController;
  private layer!: Phaser.GameObjects.Container;
  private tokenLayer!: Phaser.GameObjects.Container;
  private fx!: Phaser.GameObjects.Container;
  private wallZones: DropZone[] = [];
  private towerZones: DropZone[] = [];
  private discardZone!: DropZone;
  private tableZone!: DropZone;
  private monsterZones = new Map<number, DropZone>();
  /** What is on screen now, for the animations. */
  private tokens = new Map<number, MonsterToken>();
  private model = new Map<number, Monster>();
  private walls: Phaser.GameObjects.Container[] = [];
  private towers: Phaser.GameObjects.Container[] = [];
  private fortifies = new Map<number, Phaser.GameObjects.Container>();
  private handCards = new Map<string, CardPiece>();
  private forestZones: DropZone[] = [];
  private rollZone!: DropZone;
  private overlordPieces: OverlordToken[] = [];
  /** Tokens the Overlord has put on the die, to be placed by roll together. */
  private pendingRoll: string[] = [];
  /** All for One is being aimed: its monsters are lit, the cards wait. */
  private afo = false;
  /** A change is being animated: the table on screen is not the state's yet. */
  private presenting = false;

  constructor() {
    super('CastlePanic');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    this.tokens = new Map();
    this.model = new Map();
    this.monsterZones = new Map();
    this.handCards = new Map();
    drawBoard(this);
    this.layer = this.add.container(0, 0);
    this.tokenLayer = this.add.container(0, 0).setDepth(3);
    this.fx = this.add.container(0, 0).setDepth(6);
    this.wallZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), WALL_R);
      return new DropZone(this, p.x, p.y, 84, 84, `wall.${arc}`, { shape: 'circle', name: `cp.wallZone.${arc}`, depth: 4 });
    });
    this.towerZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), TOWER_R);
      return new DropZone(this, p.x, p.y, 56, 56, `tower.${arc}`, { shape: 'circle', name: `cp.towerZone.${arc}`, depth: 4 });
    });
    this.discardZone = new DropZone(this, PILES.discard, PILES.y, CARD_W + 24, 150, 'discard', { name: 'cp.discardZone', depth: 4 });
    this.tableZone = new DropZone(this, BOARD.x, BOARD.y, 84, 84, 'table', { shape: 'circle', name: 'cp.tableZone', depth: 4 });
    this.forestZones = [1, 2, 3, 4, 5, 6].map((arc) => {
      const p = polar(arcMid(arc), RING_MID.forest);
      return new DropZone(this, p.x, p.y, 120, 120, `forest.${arc}`, { shape: 'circle', name: `cp.forestZone.${arc}`, depth: 4 });
    });
    this.rollZone = new DropZone(this, PILES.pile, PILES.y - 4, 130, 130, 'roll', { shape: 'circle', name: 'cp.rollZone', depth: 4 });
    this.pendingRoll = [];
    this.afo = false;
    this.drag = new DragController(this, {
      targetsFor: (piece) => (piece instanceof OverlordToken ? this.tokenTargets(piece) : this.targetsFor(piece as CardPiece)),
      onDrop: (piece, zone) => (piece instanceof OverlordToken ? this.dropToken(piece, zone) : this.drop(piece as CardPiece, zone)),
      canPick: () => this.myTurn() && !this.afo,
      whyNot: (piece) => (piece instanceof OverlordToken ? t('cp.hint.overlord') : this.whyNot((piece as CardPiece).card)),
      snapToZone: false,
    });
    for (const z of [...this.wallZones, ...this.towerZones, this.discardZone, this.tableZone, ...this.forestZones, this.rollZone]) this.drag.addZone(z);
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
    return this.myTurn() ? (this.session.legalMoves() as CastlePanicMove[]) : [];
  }

  private playMoves(card: string): PlayMove[] {
    return this.legal().filter((m): m is PlayMove => m.type === 'play' && m.card === card);
  }

  /** All for One: archer, knight and swordsman of one colour slay a monster (variant allForOne). */
  private afoMoves(): AfoMove[] {
    return this.legal().filter((m): m is AfoMove => m.type === 'all-for-one');
  }

  /** The moves a card dropped on `zone` could make (several only for nice shot with several hit cards). */
  private movesFor(card: string, zone: string): CastlePanicMove[] {
    const legal = this.legal();
    if (zone === 'discard') return legal.filter((m) => (m.type === 'discard' || m.type === 'drop') && m.card === card);
    if (zone === 'table') return legal.filter((m) => m.type === 'play' && m.card === card && !('monster' in m) && !('arc' in m));
    if (zone.startsWith('tower.')) {
      // Not Over Yet: brick and mortar rebuild a fallen tower
      const arc = Number(zone.slice(6));
      return card === 'brick' || card === 'mortar' ? legal.filter((m) => m.type === 'build-tower' && m.arc === arc) : [];
    }
    if (zone.startsWith('wall.')) {
      const arc = Number(zone.slice(5));
      if (card === 'brick' || card === 'mortar') return legal.filter((m) => m.type === 'build' && m.arc === arc);
      return legal.filter((m) => m.type === 'play' && m.card === card && 'arc' in m && m.arc === arc);
    }
    if (zone.startsWith('monster.')) {
      const id = Number(zone.slice(8));
      if (card === 'nice-shot') return legal.filter((m) => m.type === 'play' && 'nice' in m && m.monster === id);
      return legal.filter((m) => m.type === 'play' && m.card === card && 'monster' in m && m.monster === id && !('nice' in m));
    }
    return [];
  }

  private targetsFor(piece: CardPiece): DropZone[] {
    const zones: DropZone[] = [this.discardZone, this.tableZone, ...this.wallZones, ...this.towerZones, ...this.monsterZones.values()];
    return zones.filter((z) => this.movesFor(piece.card, z.id).length > 0);
  }

  private whyNot(card: string): string {
    const s = this.state();
    if (s.phase === 'play') {
      if (card === 'brick' || card === 'mortar') return t('cp.why.build');
      if (this.playMoves(card).length === 0 && card !== 'nice-shot') return t('cp.why.noTarget');
      return t('cp.why.reach');
    }
    if (s.phase === 'discard' || s.phase === 'drop') return t('cp.why.discard');
    return t('cp.why.phase');
  }

  private drop(piece: CardPiece, zone: DropZone): true | string {
    const moves = this.movesFor(piece.card, zone.id);
    const first = moves[0];
    if (!first) return this.whyNot(piece.card);
    if (piece.card === 'scavenge') {
      void this.chooseScavenge(moves as PlayMove[]);
      return '';
    }
    if (moves.length > 1) {
      void this.chooseNice(moves as PlayMove[]);
      return '';
    }
    return this.host.play(first) ? true : '';
  }

  // ---- the Overlord ----

  private rollMoves(): Extract<CastlePanicMove, { type: 'overlord-roll' }>[] {
    return this.legal().filter((m): m is Extract<CastlePanicMove, { type: 'overlord-roll' }> => m.type === 'overlord-roll');
  }

  /** A roll of the pending tokens plus `token`, if the rules allow one that starts that way. */
  private canRoll(tokens: string[]): boolean {
    return this.rollMoves().some((m) => tokens.every((tk, i) => m.tokens[i] === tk));
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
      const exact = this.rollMoves().find((m) => m.tokens.length === tokens.length && m.tokens.every((tk, i) => tk === tokens[i]));
      const longer = this.rollMoves().some((m) => m.tokens.length > tokens.length && tokens.every((tk, i) => m.tokens[i] === tk));
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

  private rollPending(): void {
    const tokens = this.pendingRoll;
    const move = this.rollMoves().find((m) => m.tokens.length === tokens.length && m.tokens.every((tk, i) => tk === tokens[i]));
    this.pendingRoll = [];
    if (move) this.host.play(move);
    else this.redraw();
  }

  /** The Overlord's tokens in its own view, the ones on the die beside it. */
  private drawOverlordHand(s: CastlePanicState): void {
    const hand = s.overlordHand.slice();
    for (const tk of this.pendingRoll) hand.splice(hand.indexOf(tk), 1);
    const seen = new Map<string, number>();
    const gap = Math.min(OTOKEN_W + 10, (HAND.w - OTOKEN_W) / Math.max(1, hand.length - 1));
    this.text(HAND.x - HAND.w / 2 + 10, HAND.y - 96, t('cp.overlord'), 19, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    hand.forEach((token, i) => {
      const n = (seen.get(token) ?? 0) + 1;
      seen.set(token, n);
      const id = n === 1 ? token : `${token}.${n}`;
      const piece = new OverlordToken(this, HAND.x + (i - (hand.length - 1) / 2) * gap, HAND.y, id, token);
      this.layer.add(piece);
      this.drag.addPiece(piece);
      this.overlordPieces.push(piece);
    });
    this.text(PILES.pile, PILES.y + 104, t('cp.rollZone'), 18, CSS.goldLight, 'cp.rollLabel');
    this.pendingRoll.forEach((token, i) => {
      const c = this.add.container(PILES.pile - 30 + i * 60, PILES.y + 40).setName(`cp.pending.${i}`);
      drawTokenBack(this, c);
      c.add(this.add.text(0, 4, String(i + 1), { fontFamily: FONTS.body, fontSize: '18px', fontStyle: '700', color: '#ffffff' }).setOrigin(0.5));
      this.layer.add(c);
    });
    if (this.pendingRoll.length > 0) {
      this.layer.add(new Button(this, PILES.drawn, PILES.y + 60, t('cp.rollButton', { n: this.pendingRoll.length }), () => this.rollPending(), { width: 200, variant: 'primary', name: 'cp.rollButton', fontSize: 20 }));
    }
  }

  private async chooseScavenge(moves: PlayMove[]): Promise<void> {
    const choice = await showDialog<PlayMove | null>(this, {
      title: t('cp.scavengeTitle'),
      body: t('cp.scavengeBody'),
      width: 1000,
      buttons: [...moves.map((m) => ({ label: cardName('take' in m ? m.take : ''), value: m })), { label: t('cp.cancel'), value: null }],
    });
    if (choice) this.host.play(choice);
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
    for (const piece of this.handCards.values()) this.drag.removePiece(piece);
    for (const piece of this.overlordPieces) this.drag.removePiece(piece);
    this.overlordPieces = [];
    this.drag.clearSelection();
    for (const z of this.monsterZones.values()) z.destroy();
    this.monsterZones = new Map();
    this.handCards = new Map();
    this.layer.removeAll(true);
    this.tokenLayer.removeAll(true);
    this.fx.removeAll(true);
    this.tokens = new Map();
    this.fortifies = new Map();
    const s = this.state();
    if (this.afo && this.afoMoves().length === 0) this.afo = false;
    this.model = new Map(s.monsters.map((m) => [m.id, { ...m }]));
    this.drawStructures(s);
    this.drawMonsters(s);
    this.drawPhase(s);
    this.drawPiles(s);
    this.drawOthers(s);
    if (this.seat >= 0 && this.seat === s.overlord) this.drawOverlordHand(s);
    else if (this.seat >= 0) this.drawHand(s);
    if (s.phase === 'choose' && this.myTurn()) this.drawChoose(s);
    if (this.afo) this.drawAfo();
  }

  private text(x: number, y: number, text: string, size = 20, colour: string = CSS.parchment, name = ''): Phaser.GameObjects.Text {
    const l = this.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour, align: 'center' }).setOrigin(0.5);
    if (name) l.setName(name);
    this.layer.add(l);
    return l;
  }

  private drawStructures(s: CastlePanicState): void {
    this.walls = [];
    this.towers = [];
    for (let arc = 1; arc <= 6; arc++) {
      const wall = drawWall(this, arc, s.walls[arc - 1] === true);
      this.layer.add(wall);
      this.walls.push(wall);
      const tower = drawTower(this, arc, s.towers[arc - 1] === true);
      this.layer.add(tower);
      this.towers.push(tower);
      if (s.fortified[arc - 1]) {
        const f = drawFortify(this, arc);
        this.layer.add(f);
        this.fortifies.set(arc, f);
      }
    }
  }

  /** Where each monster of the model stands: monsters sharing a space spread along its arc. */
  private places(): Map<number, { angle: number; r: number; scale: number }> {
    const groups = new Map<string, Monster[]>();
    for (const m of [...this.model.values()].sort((a, b) => a.id - b.id)) {
      const key = `${m.arc}:${m.ring}`;
      const list = groups.get(key);
      if (list) list.push(m);
      else groups.set(key, [m]);
    }
    const out = new Map<number, { angle: number; r: number; scale: number }>();
    for (const list of groups.values()) {
      list.forEach((m, i) => out.set(m.id, { angle: slotAngle(m.arc, m.ring, i, list.length), r: RING_MID[m.ring], scale: tokenScale(m.ring) }));
    }
    return out;
  }

  private drawMonsters(s: CastlePanicState): void {
    const places = this.places();
    for (const m of s.monsters) {
      const at = places.get(m.id) ?? { angle: arcMid(m.arc), r: RING_MID[m.ring], scale: 1 };
      const p = polar(at.angle, at.r);
      const token = new MonsterToken(this, p.x, p.y, m).setScale(at.scale);
      this.tokenLayer.add(token);
      this.tokens.set(m.id, token);
      const zone = new DropZone(this, p.x, p.y, TOKEN * at.scale + 12, TOKEN * at.scale + 12, `monster.${m.id}`, { shape: 'circle', name: `cp.zone.monster.${m.id}`, depth: 4 });
      this.monsterZones.set(m.id, zone);
      this.drag.addZone(zone);
    }
  }

  private phaseKey(s: CastlePanicState): TextKey {
    return `cp.phase.${s.phase}` as TextKey;
  }

  private seatName(seat: number): string {
    return seat === this.state().overlord ? t('cp.overlord') : t('cp.seat', { n: seat + 1 });
  }

  private drawPhase(s: CastlePanicState): void {
    const title = s.status === 'playing' ? t(this.phaseKey(s)) : t(s.status === 'won' ? 'cp.won' : 'cp.lost');
    const panel = new Panel(this, PHASE.x, PHASE.y, PHASE.w, PHASE.h, { title, titleSize: 30 });
    panel.setName('cp.panel');
    this.layer.add(panel);
    if (s.status !== 'playing') return;
    const left = PHASE.x - PHASE.w / 2 + 28;
    this.layer.add(
      this.add
        .text(left, PHASE.y - 14, this.hint(s), { fontFamily: FONTS.body, fontSize: '21px', color: CSS.ink, wordWrap: { width: PHASE.w - 300 }, lineSpacing: 2 })
        .setName('cp.hint'),
    );
    const legal = this.legal();
    const pass = legal.find((m) => m.type === 'pass');
    const bx = PHASE.x + PHASE.w / 2 - 130;
    if (pass) this.layer.add(new Button(this, bx, PHASE.y + 36, t(`cp.pass.${s.phase}` as TextKey), () => this.host.play(pass), { width: 236, variant: 'primary', name: 'cp.pass', fontSize: 20 }));
    if (s.phase === 'play' && legal.some((m) => m.type === 'all-for-one')) {
      const label = this.afo ? t('cp.afo.stop') : t('cp.afo.button');
      this.layer.add(new Button(this, bx, PHASE.y - 28, label, () => this.toggleAfo(), { width: 236, variant: 'secondary', name: 'cp.afo', fontSize: 20 }));
    }
    if (s.phase === 'trade' && legal.some((m) => m.type === 'trade')) {
      this.layer.add(new Button(this, bx, PHASE.y - 28, t('cp.tradeButton'), () => this.openTrade(), { width: 236, variant: 'secondary', name: 'cp.tradeButton', fontSize: 20 }));
    }
  }

  private hint(s: CastlePanicState): string {
    if (!this.myTurn()) return t('cp.hint.wait', { name: this.seatName(this.session.actor() ?? s.current) });
    switch (s.phase) {
      case 'discard':
        return t('cp.hint.discard', { n: s.discardsLeft });
      case 'trade':
        return t('cp.hint.trade');
      case 'play':
        return this.afo ? t('cp.hint.afo') : t('cp.hint.play');
      case 'choose': {
        const hit = s.hits[0];
        return t(`cp.hint.choose.${hit?.at ?? 'wall'}` as TextKey, { arc: hit?.arc ?? 0 });
      }
      case 'drop':
        return t('cp.hint.drop');
      case 'overlord':
        return t('cp.hint.overlord');
      case 'overlord-extra':
        return t('cp.hint.overlord-extra', { n: s.overlordOwed });
      default:
        return '';
    }
  }

  private drawPiles(s: CastlePanicState): void {
    const g = this.add.graphics();
    // the castle deck: a stack of card backs
    for (let i = Math.min(3, s.deck.length) - 1; i >= 0; i--) {
      g.fillStyle(0x5b1f2a, 1).fillRoundedRect(PILES.deck - 40 - i * 3, PILES.y - 56 - i * 3, 80, 112, 8);
      g.lineStyle(2, 0xd4a94a, 1).strokeRoundedRect(PILES.deck - 34 - i * 3, PILES.y - 50 - i * 3, 68, 100, 6);
    }
    // the monster pile: a stack of token backs
    for (let i = Math.min(3, s.pile.length) - 1; i >= 0; i--) {
      const x = PILES.pile - i * 3;
      const y = PILES.y - 8 - i * 3;
      g.fillStyle(0x3a2a1c, 1).fillTriangle(x, y - 40, x - 46, y + 40, x + 46, y + 40);
      g.lineStyle(3, 0xb8342b, 1).strokeTriangle(x, y - 40, x - 46, y + 40, x + 46, y + 40);
    }
    g.lineStyle(2, 0xd4a94a, 0.7).strokeRoundedRect(PILES.discard - 56, PILES.y - 76, 112, 152, 10);
    this.layer.add(g);
    const top = s.discard[s.discard.length - 1];
    if (top) {
      const c = this.add.container(PILES.discard, PILES.y).setScale(0.94).setName('cp.discardTop');
      drawCardFace(this, c, top);
      this.layer.add(c);
    }
    this.text(PILES.deck, PILES.y + 80, t('cp.deck', { n: s.deck.length }), 18, CSS.parchment, 'cp.deckCount');
    this.text(PILES.discard, PILES.y + 92, t('cp.discardPile', { n: s.discard.length }), 18, CSS.parchment, 'cp.discardCount');
    this.text(PILES.pile, PILES.y + 80, t('cp.pile', { n: s.pile.length }), 18, CSS.parchment, 'cp.pileCount');
    const towers = s.towers.filter(Boolean).length;
    this.text(PILES.drawn, PILES.y - 30, t('cp.towersLeft', { n: towers }), 20, towers <= 2 ? CSS.danger : CSS.goldLight, 'cp.towersLeft');
    this.text(PILES.drawn, PILES.y + 4, t('cp.onBoard', { n: s.monsters.length }), 18, CSS.parchment, 'cp.onBoard');
    if (s.missing) this.text(PILES.drawn, PILES.y + 36, t('cp.missingOn'), 18, CSS.goldLight, 'cp.missing');
  }

  private slainLine(s: CastlePanicState, seat: number): string {
    const n = s.slain[seat] ?? 0;
    const points = s.points?.[seat];
    return s.mode === 'master-slayer' && points !== undefined ? t('cp.points', { n, p: points }) : t('cp.slain', { n });
  }

  /** The other defenders' hands, face up, one compact row each. */
  private drawOthers(s: CastlePanicState): void {
    let row = 0;
    for (let seat = 0; seat < s.hands.length; seat++) {
      if (seat === this.seat) continue;
      const y = OTHERS.y + row * OTHERS.rowH;
      row++;
      const colour = seat === s.current ? CSS.goldLight : CSS.parchment;
      this.layer.add(
        this.add
          .text(OTHERS.x, y, `${this.seatName(seat)} · ${this.slainLine(s, seat)}`, { fontFamily: FONTS.body, fontSize: '19px', fontStyle: '700', color: colour })
          .setOrigin(0, 0.5)
          .setName(`cp.seat.${seat}`),
      );
      (s.hands[seat] ?? []).forEach((card, i) => {
        const c = this.add.container(OTHERS.x + 250 + i * 56, y).setName(`cp.other.${seat}.${i}`);
        drawMiniCard(this, c, card);
        this.layer.add(c);
      });
    }
    if (s.overlord !== null && this.seat !== s.overlord) this.drawOverlordRow(s, row);
  }

  /** The Overlord's row, for the defenders: only how many tokens it holds, face down. */
  private drawOverlordRow(s: CastlePanicState, row: number): void {
    const y = OTHERS.y + row * OTHERS.rowH;
    const n = s.overlordHand.length;
    this.layer.add(
      this.add
        .text(OTHERS.x, y, `${t('cp.overlord')} · ${t('cp.overlordHand', { n })}`, { fontFamily: FONTS.body, fontSize: '19px', fontStyle: '700', color: CSS.danger })
        .setOrigin(0, 0.5)
        .setName('cp.seat.overlord'),
    );
    s.overlordHand.forEach((token, i) => {
      const c = this.add.container(OTHERS.x + 250 + i * 56, y).setName(`cp.overlordToken.${i}`);
      if (token === HIDDEN) drawTokenBack(this, c);
      this.layer.add(c);
    });
  }

  private drawHand(s: CastlePanicState): void {
    const hand = s.hands[this.seat] ?? [];
    const gap = Math.min(CARD_W + 10, (HAND.w - CARD_W) / Math.max(1, hand.length - 1));
    const seen = new Map<string, number>();
    this.text(HAND.x - HAND.w / 2 + 10, HAND.y - 96, `${this.seatName(this.seat)} · ${this.slainLine(s, this.seat)}`, 19, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    hand.forEach((card, i) => {
      const n = (seen.get(card) ?? 0) + 1;
      seen.set(card, n);
      const id = n === 1 ? card : `${card}.${n}`;
      const x = HAND.x + (i - (hand.length - 1) / 2) * gap;
      const piece = new CardPiece(this, x, HAND.y, id, card);
      piece.setName(`cp.card.${id}`);
      this.layer.add(piece);
      this.drag.addPiece(piece);
      this.handCards.set(id, piece);
    });
  }

  /** A damage choice: the monsters that hit the wall or tower light up; a click picks one. */
  private drawChoose(s: CastlePanicState): void {
    const hit = s.hits[0];
    if (!hit) return;
    for (const id of hit.monsters) {
      const zone = this.monsterZones.get(id);
      const token = this.tokens.get(id);
      const move = this.legal().find((m) => m.type === 'choose' && m.monster === id);
      if (!zone || !token || !move) continue;
      zone.setHighlight('legal');
      const hitArea = this.add.circle(zone.x, zone.y, zone.width / 2, 0xffffff, 0.001).setName(`cp.choose.${id}`);
      hitArea.setInteractive({ useHandCursor: true });
      hitArea.on('pointerup', () => this.host.play(move));
      this.fx.add(hitArea);
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
    for (const piece of this.handCards.values()) {
      if (used.has(piece.card)) piece.setSelected(true);
      else piece.setDimmed(true);
    }
    for (const id of new Set(moves.map((m) => m.monster))) {
      const zone = this.monsterZones.get(id);
      if (!zone) continue;
      zone.setHighlight('legal');
      const hitArea = this.add.circle(zone.x, zone.y, zone.width / 2, 0xffffff, 0.001).setName(`cp.afo.${id}`);
      hitArea.setInteractive({ useHandCursor: true });
      hitArea.on('pointerup', () => this.slayAll(id));
      this.fx.add(hitArea);
    }
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
    const kind = this.model.get(id)?.kind ?? '';
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

  private openTrade(): void {
    const s = this.state();
    const trades = this.legal().filter((m): m is Extract<CastlePanicMove, { type: 'trade' }> => m.type === 'trade');
    openTradeDialog(this, {
      me: this.seat,
      hands: s.hands,
      trades,
      seatName: (seat) => this.seatName(seat),
      onTrade: (move) => this.host.play(move),
    });
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    this.drag.clearSelection();
    this.pendingRoll = [];
    this.afo = false;
    this.presenting = true;
    try {
      await this.presentEvents(change);
    } finally {
      this.presenting = false;
    }
    this.redraw();
  }

  private async presentEvents(change: SessionChange): Promise<void> {
    if (change.kind === 'move' && this.seat >= 0) {
      const events = change.events;
      for (let i = 0; i < events.length; i++) {
        const ev = events[i] as GameEvent;
        if (ev.type === 'roll' && ev.for === 'boulder') {
          const end = events.findIndex((e, j) => j > i && e.type === 'boulder');
          if (end > i) {
            await this.animateBoulder(Number(ev.value), events.slice(i + 1, end), events[end] as GameEvent);
            i = end;
            continue;
          }
        }
        await this.animate(ev);
      }
    }
  }

  setViewer(seat: number): void {
    this.seat = seat;
    this.pendingRoll = [];
    this.afo = false;
    this.redraw();
  }

  // ---- animations, one per event ----

  private async animate(ev: GameEvent): Promise<void> {
    const token = this.tokens.get(Number(ev.monster ?? -1));
    switch (ev.type) {
      case 'hit':
        return ev.card === 'all-for-one' ? this.allForOneFlight(ev) : this.cardFlight(ev);
      case 'tar':
      case 'drive-back':
      case 'fortify':
      case 'build':
        return this.cardFlight(ev);
      case 'damage':
        return token ? this.turnToken(token, Number(ev.hp)) : undefined;
      case 'slay':
        return token ? this.slayToken(token, ev.seat === null || ev.seat === undefined ? null : Number(ev.seat)) : undefined;
      case 'move':
        return this.march(ev);
      case 'wall-falls':
        playSfx('crumble');
        return this.crumble(this.walls[Number(ev.arc) - 1], polar(arcMid(Number(ev.arc)), WALL_R));
      case 'tower-falls':
        playSfx('crumble');
        return this.crumble(this.towers[Number(ev.arc) - 1], polar(arcMid(Number(ev.arc)), TOWER_R));
      case 'fortify-lost': {
        const f = this.fortifies.get(Number(ev.arc));
        playSfx('hit');
        if (f) await tweenAsync(this, { targets: f, alpha: 0, scale: 1.6, duration: motionMs(320), ease: 'Cubic.Out' });
        return;
      }
      case 'token':
        return this.banner(tokenName(String(ev.token)));
      case 'roll':
        return this.showRoll(Number(ev.value));
      case 'place':
        return this.arrive(ev);
      case 'heal':
        return this.heal(Array.isArray(ev.monsters) ? ev.monsters.map(Number) : []);
      case 'untar':
        for (const id of Array.isArray(ev.monsters) ? ev.monsters : []) this.tokens.get(Number(id))?.setTarred(false);
        return;
      case 'plague':
        playSfx('card');
        return;
      case 'build-tower': {
        const arc = Number(ev.arc);
        const tower = drawTower(this, arc, true);
        this.layer.add(tower);
        playSfx('tile');
        await tweenAsync(this, { targets: tower, scale: { from: 0.2, to: 1 }, alpha: { from: 0, to: 1 }, duration: motionMs(360), ease: 'Back.Out' });
        this.towers[arc - 1]?.destroy();
        this.towers[arc - 1] = tower;
        return;
      }
      case 'final-charge':
        return this.banner(t('cp.log.finalCharge'), 300);
      case 'overlord-draw':
        return this.banner(t('cp.log.overlordDraw', { n: Number(ev.count) }), 300);
      case 'overlord-pass':
        return this.banner(t('cp.log.overlordPass'), 300);
      case 'turn':
        playSfx('flip');
        return this.banner(t('cp.turnOf', { name: this.seatName(Number(ev.seat)) }), 250);
      case 'discard':
      case 'draw':
      case 'trade':
      case 'scavenge':
        playSfx('card');
        return;
      default:
        return;
    }
  }

  /** The played card flies from the hand to its target, then the target shows the effect. */
  private async cardFlight(ev: GameEvent): Promise<void> {
    playSfx('card');
    const card = ev.type === 'hit' ? String(ev.card) : ev.type === 'build' ? 'brick' : ev.type === 'drive-back' ? 'drive-him-back' : ev.type === 'fortify' ? 'fortify-wall' : 'tar';
    const token = this.tokens.get(Number(ev.monster ?? -1));
    const to: Pos = token ? { x: token.x, y: token.y } : polar(arcMid(Number(ev.arc ?? 1)), WALL_R);
    const held = this.handCards.get(card);
    if (held && !reducedMotion()) {
      this.drag.removePiece(held);
      this.handCards.delete(card);
      held.setDepth(10);
      await tweenAsync(this, { targets: held, x: to.x, y: to.y, scale: 0.45, alpha: 0.3, duration: motionMs(300), ease: 'Cubic.In' });
      held.destroy();
    }
    switch (ev.type) {
      case 'tar':
        playSfx('tile');
        if (token) {
          token.setTarred(true);
          await tweenAsync(this, { targets: token, scale: { from: 1.25, to: 1 }, duration: motionMs(260), ease: 'Back.Out' });
        }
        return;
      case 'drive-back': {
        if (!token) return;
        const m = this.model.get(token.monsterId);
        if (m) m.ring = 'forest';
        return this.moveTokens([token.monsterId], 420);
      }
      case 'fortify': {
        const arc = Number(ev.arc);
        const f = drawFortify(this, arc);
        this.layer.add(f);
        this.fortifies.set(arc, f);
        playSfx('tile');
        await tweenAsync(this, { targets: f, scale: { from: 0, to: 1 }, duration: motionMs(300), ease: 'Back.Out' });
        return;
      }
      case 'build': {
        const arc = Number(ev.arc);
        const old = this.walls[arc - 1];
        const wall = drawWall(this, arc, true).setAlpha(0);
        this.layer.add(wall);
        playSfx('tile');
        await tweenAsync(this, { targets: wall, alpha: 1, duration: motionMs(320), ease: 'Cubic.Out' });
        old?.destroy();
        this.walls[arc - 1] = wall;
        return;
      }
      default:
        return;
    }
  }

  /** All for One: the three cards fly together onto the monster under the banner; the slay follows. */
  private async allForOneFlight(ev: GameEvent): Promise<void> {
    playSfx('card');
    const token = this.tokens.get(Number(ev.monster ?? -1));
    const cards = Array.isArray(ev.cards) ? ev.cards.map(String) : [];
    const flights = cards.map(async (card, i) => {
      const held = this.handCards.get(card);
      if (!held || !token || reducedMotion()) return;
      this.drag.removePiece(held);
      this.handCards.delete(card);
      held.setDepth(10);
      await wait(this, motionMs(i * 90));
      await tweenAsync(this, { targets: held, x: token.x, y: token.y, scale: 0.45, alpha: 0.3, angle: (i - 1) * 20, duration: motionMs(340), ease: 'Cubic.In' });
      held.destroy();
    });
    await Promise.all([...flights, this.banner(t('cp.afo.banner'), 350)]);
  }

  /** A hit turns the token so the next number points at the castle (a heal turns it back). */
  private async turnToken(token: MonsterToken, hp: number): Promise<void> {
    const m = this.model.get(token.monsterId);
    if (m) m.hp = hp;
    const to = m ? turnFor(m) : token.turn.angle + 120;
    playSfx('hit');
    if (reducedMotion()) {
      token.turn.setAngle(to);
      token.straighten();
      return;
    }
    await Promise.all([
      tweenAsync(this, { targets: token.turn, angle: to, duration: motionMs(450), ease: 'Sine.InOut', onUpdate: () => token.straighten() }),
      tweenAsync(this, { targets: token, x: token.x + 5, duration: motionMs(50), yoyo: true, repeat: 3 }),
    ]);
    token.turn.setAngle(to);
    token.straighten();
  }

  /** A slain monster leaves the board: to its slayer's trophies, or it just fades. */
  private async slayToken(token: MonsterToken, seat: number | null): Promise<void> {
    playSfx('hit');
    this.model.delete(token.monsterId);
    this.tokens.delete(token.monsterId);
    const to = seat === null ? { x: token.x, y: token.y - 30 } : this.trophyPos(seat);
    await tweenAsync(this, { targets: token, x: to.x, y: to.y, scale: 0.4, alpha: 0, angle: 90, duration: motionMs(seat === null ? 360 : 520), ease: 'Cubic.In' });
    token.destroy();
  }

  private trophyPos(seat: number): Pos {
    if (seat === this.seat) return { x: HAND.x - HAND.w / 2 + 80, y: HAND.y - 96 };
    const rows = [...Array(this.state().hands.length).keys()].filter((s) => s !== this.seat);
    return { x: OTHERS.x + 80, y: OTHERS.y + Math.max(0, rows.indexOf(seat)) * OTHERS.rowH };
  }

  /** Monsters move together: each glides along the board, round the castle when it circles. */
  private async march(ev: GameEvent): Promise<void> {
    const moves = Array.isArray(ev.moves) ? (ev.moves as { monster: number; arc: number; ring: Ring }[]) : [];
    const ids: number[] = [];
    for (const mv of moves) {
      const m = this.model.get(Number(mv.monster));
      if (!m) continue;
      m.arc = Number(mv.arc);
      m.ring = mv.ring;
      ids.push(m.id);
    }
    if (ids.length === 0) return;
    playSfx('tile');
    await this.moveTokens(null, 560);
  }

  /** Slide tokens (all of them when `only` is null) to their places in the model, in polar steps. */
  private async moveTokens(only: number[] | null, ms: number): Promise<void> {
    const places = this.places();
    const jobs: Promise<void>[] = [];
    for (const [id, token] of this.tokens) {
      if (only && !only.includes(id)) continue;
      const to = places.get(id);
      if (!to) continue;
      const fromAngle = Math.atan2(token.y - BOARD.y, token.x - BOARD.x);
      const fromR = Math.hypot(token.x - BOARD.x, token.y - BOARD.y);
      let dA = to.angle - fromAngle;
      while (dA > Math.PI) dA -= Math.PI * 2;
      while (dA < -Math.PI) dA += Math.PI * 2;
      if (Math.abs(dA) < 1e-3 && Math.abs(to.r - fromR) < 0.5) continue;
      const fromScale = token.scale;
      this.monsterZones.get(id)?.setPosition(polar(to.angle, to.r).x, polar(to.angle, to.r).y);
      if (reducedMotion()) {
        const p = polar(to.angle, to.r);
        token.setPosition(p.x, p.y).setScale(to.scale).aim();
        continue;
      }
      const step = { t: 0 };
      jobs.push(
        tweenAsync(this, {
          targets: step,
          t: 1,
          duration: motionMs(ms),
          ease: 'Sine.InOut',
          onUpdate: () => {
            const p = polar(fromAngle + dA * step.t, fromR + (to.r - fromR) * step.t);
            token.setPosition(p.x, p.y).setScale(fromScale + (to.scale - fromScale) * step.t).aim();
          },
        }).then(() => {
          const p = polar(to.angle, to.r);
          token.setPosition(p.x, p.y).setScale(to.scale).aim();
        }),
      );
    }
    await Promise.all(jobs);
  }

  /** A wall or tower crumbles: it shakes, breaks into stones that fall away, and its ruin stays. */
  private async crumble(obj: Phaser.GameObjects.Container | undefined, at: Pos): Promise<void> {
    if (!obj) return;
    await tweenAsync(this, { targets: obj, x: obj.x + 4, duration: motionMs(45), yoyo: true, repeat: 2 });
    const bits: Phaser.GameObjects.Rectangle[] = [];
    for (let i = 0; i < 9; i++) {
      const bit = this.add.rectangle(at.x + ((i % 3) - 1) * 12, at.y + (Math.floor(i / 3) - 1) * 10, 10, 9, 0xa8a196).setStrokeStyle(1, 0x2d2a26);
      this.fx.add(bit);
      bits.push(bit);
    }
    obj.setAlpha(0.25);
    await Promise.all(
      bits.map((bit, i) =>
        tweenAsync(this, {
          targets: bit,
          x: bit.x + ((i % 3) - 1) * 26,
          y: bit.y + 30 + (i % 4) * 8,
          angle: (i % 2 ? 1 : -1) * (40 + i * 9),
          alpha: 0,
          duration: motionMs(480),
          ease: 'Quad.In',
        }),
      ),
    );
    for (const b of bits) b.destroy();
  }

  /** A banner over the top of the board: the token just drawn, or whose turn it is. */
  private async banner(text: string, ms = 500): Promise<void> {
    const c = this.add.container(BOARD.x, 140).setName('cp.banner');
    const label = this.add.text(0, 0, text, { fontFamily: FONTS.title, fontSize: '30px', fontStyle: '700', color: CSS.ink }).setOrigin(0.5);
    const w = Math.max(260, label.width + 60);
    const bg = this.add.graphics();
    bg.fillStyle(0xf1e4c3, 0.96).fillRoundedRect(-w / 2, -30, w, 60, 14);
    bg.lineStyle(3, 0x9a7428, 1).strokeRoundedRect(-w / 2, -30, w, 60, 14);
    c.add([bg, label]);
    this.fx.add(c);
    playSfx('flip');
    await tweenAsync(this, { targets: c, alpha: { from: 0, to: 1 }, y: { from: 120, to: 140 }, duration: motionMs(200), ease: 'Cubic.Out' });
    await wait(this, motionMs(ms));
    await tweenAsync(this, { targets: c, alpha: 0, duration: motionMs(200) });
    c.destroy();
  }

  private die: Phaser.GameObjects.Container | null = null;

  private async showRoll(value: number): Promise<void> {
    this.die?.destroy();
    const die = await rollDie(this, BOARD.x, BOARD.y, value, { size: 70, name: 'cp.die' });
    this.fx.add(die);
    this.die = die;
  }

  /** A new monster comes out of the forest edge at the rolled arc. */
  private async arrive(ev: GameEvent): Promise<void> {
    const m: Monster = { id: Number(ev.monster), kind: String(ev.kind), hp: Number(ev.hp), maxHp: Number(ev.hp), arc: Number(ev.arc), ring: 'forest', tarred: false };
    const ring = RINGS.includes(ev.ring as Ring) ? (ev.ring as Ring) : 'forest';
    m.ring = ring;
    this.model.set(m.id, m);
    const start = polar(arcMid(m.arc), BOARD.r + 60);
    const token = new MonsterToken(this, start.x, start.y, m);
    token.setAlpha(0);
    this.tokenLayer.add(token);
    this.tokens.set(m.id, token);
    playSfx('tile');
    await tweenAsync(this, { targets: token, alpha: 1, duration: motionMs(120) });
    await this.moveTokens(null, 480);
    this.die?.destroy();
    this.die = null;
  }

  /** The healer: every wounded monster glows and turns back one number. */
  private async heal(ids: number[]): Promise<void> {
    playSfx('flip');
    const jobs = ids.map(async (id) => {
      const token = this.tokens.get(id);
      const m = this.model.get(id);
      if (!token || !m) return;
      const glow = this.add.circle(token.x, token.y, TOKEN * 0.75, 0x9fe08a, 0.55);
      this.fx.add(glow);
      m.hp = Math.min(m.maxHp, m.hp + 1);
      await Promise.all([
        tweenAsync(this, { targets: glow, scale: { from: 0.6, to: 1.4 }, alpha: 0, duration: motionMs(600), ease: 'Sine.Out' }),
        tweenAsync(this, { targets: token.turn, angle: turnFor(m), duration: motionMs(420), ease: 'Cubic.InOut', onUpdate: () => token.straighten() }),
      ]);
      glow.destroy();
    });
    await Promise.all(jobs);
  }

  /** The boulder rolls in from the forest along its path, crushing monsters, until a structure stops it. */
  private async animateBoulder(value: number, between: GameEvent[], ev: GameEvent): Promise<void> {
    await this.showRoll(value);
    const path = Array.isArray(ev.path) ? (ev.path as { arc: number; ring: Ring }[]) : [];
    const stopped = ev.stoppedBy as { arc: number; at: string } | null;
    const arc = Number(ev.arc);
    const rock = this.add.container(0, 0).setName('cp.boulder');
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.35).fillCircle(3, 5, 24);
    g.fillStyle(0x857d70, 1).fillCircle(0, 0, 24);
    g.fillStyle(0x6a6358, 1).fillCircle(-8, -6, 7).fillCircle(9, 5, 6).fillCircle(-3, 12, 4);
    g.lineStyle(3, 0x2d2a26, 1).strokeCircle(0, 0, 24);
    rock.add(g);
    this.fx.add(rock);
    const start = polar(arcMid(arc), BOARD.r + 40);
    rock.setPosition(start.x, start.y);
    const pointOf = (step: { arc: number; ring: Ring }): Pos => polar(arcMid(step.arc), step.ring === 'castle' ? RING_MID.castle - 30 : RING_MID[step.ring]);
    playSfx('crumble');
    const roll = async (to: Pos): Promise<void> => {
      const d = Math.hypot(to.x - rock.x, to.y - rock.y);
      await tweenAsync(this, { targets: rock, x: to.x, y: to.y, angle: rock.angle + d * 1.4, duration: motionMs(120 + d * 1.2), ease: 'Linear' });
    };
    for (const step of path) {
      await roll(pointOf(step));
      const crushed = between.filter((e) => e.type === 'slay' && Number(e.arc) === step.arc && e.ring === step.ring);
      await Promise.all(crushed.map((e) => {
        const token = this.tokens.get(Number(e.monster));
        return token ? this.slayToken(token, null) : Promise.resolve();
      }));
    }
    if (stopped) {
      const at = stopped.at === 'tower' ? polar(arcMid(stopped.arc), TOWER_R) : polar(arcMid(stopped.arc), WALL_R);
      await roll(at);
      playSfx('crumble');
      if (stopped.at === 'tower') await this.crumble(this.towers[stopped.arc - 1], at);
      else if (stopped.at === 'wall') await this.crumble(this.walls[stopped.arc - 1], at);
      else {
        const f = this.fortifies.get(stopped.arc);
        if (f) await tweenAsync(this, { targets: f, alpha: 0, scale: 1.6, duration: motionMs(300) });
      }
      await tweenAsync(this, { targets: rock, alpha: 0, scale: 0.6, duration: motionMs(260) });
    } else {
      const last = path[path.length - 1];
      const out = polar(arcMid(last?.arc ?? arc), BOARD.r + 50);
      await roll(out);
    }
    rock.destroy();
    this.die?.destroy();
    this.die = null;
  }
}
