// What lies on the Regality table, drawn from the seat's view of the position: the parchment
// kingdom and the bands behind the zones (fixed), then at each redraw the board's tiles (the
// Tower's tile under it, the other seat's last tile marked, the pending effect's cell ringed),
// both zones, the neutral zone or the draft pool, and the discard. A tile's "what is this?" card
// comes on hover (desktop) or a tap (a phone). It keeps what it drew by cell and by tile for the
// animator, and hands the tiles that can be played to the input.
import type Phaser from 'phaser';
import { attachInfo } from '../../../ui/info-card';
import { showPhoneInfo, type CardButton } from '../../../ui/phone-card';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { HIDDEN } from '../../../core/contract';
import { t } from '../../../services/i18n';
import type { RegalityCell, RegalityState } from '../rules';
import { isShielded } from '../rules/board';
import { hasOwnShield } from '../rules/tiles';
import type { BoardTally } from './board-tally';
import type { Seating } from './layout';
import { TilePiece, drawBack, drawTile, tileName, type PhoneFace } from './tile-view';
import { tileEffect, tileInfo } from './tile-info';

type Container = Phaser.GameObjects.Container;

/** What the table asks of the input: the tiles it draws that may be played. */
export interface TableHooks {
  /** The seat whose zone is drawn face up and playable (the viewer). */
  viewer(): number;
  /** A tile of the viewer's zone or of the neutral zone, drawn: draggable, or why not. */
  playable(piece: TilePiece, tile: string, s: RegalityState): void;
  /** A tile of the draft pool, drawn: taken by a click, or a phone's card's button. */
  draftTile(c: Container, tile: string, size: number): void;
}

export class TableView {
  /** The tiles and the panel, redrawn each time; over them, the effect's choices. */
  readonly layer: Container;
  readonly overlay: Container;
  /** What is on screen now, for the animations: board tiles by cell, zone and pool tiles by id, zones by seat. */
  board = new Map<number, Container>();
  tiles = new Map<string, Container>();
  zones: Container[][] = [[], []];
  discard = new Map<string, Container>();
  /** What each board tile on screen shows (to redraw it turned after a flip). */
  private readonly faces = new WeakMap<Container, { cell: number; here: RegalityCell; lent: boolean }>();
  private tableGfx: Phaser.GameObjects.Graphics | null = null;
  /** The wide table's bands behind the zones (the phone's follow the zones' rows, redrawn each time). */
  private bandGfx: Phaser.GameObjects.Graphics | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly seating: Seating,
    private readonly phone: PhoneFace | undefined,
    private readonly hooks: TableHooks,
  ) {
    this.drawTable();
    this.layer = scene.add.container(0, 0);
    this.overlay = scene.add.container(0, 0).setDepth(10);
  }

  /** The fixed table: the parchment kingdom and the captions of the side areas. */
  drawTable(): void {
    this.tableGfx?.destroy();
    const g = this.scene.add.graphics().setDepth(-1);
    this.tableGfx = g;
    const { board, span, cell } = this.seating.geo;
    g.fillStyle(0x000000, 0.35).fillRoundedRect(board.x - span / 2 + 6, board.y - span / 2 + 10, span, span, 18);
    g.fillStyle(COLORS.parchment, 1).fillRoundedRect(board.x - span / 2, board.y - span / 2, span, span, 18);
    g.lineStyle(4, COLORS.gold, 1).strokeRoundedRect(board.x - span / 2, board.y - span / 2, span, span, 18);
    for (let n = 0; n < 9; n++) {
      const { x, y } = this.seating.cellAt(n);
      g.fillStyle(COLORS.parchmentDark, 0.55).fillRoundedRect(x - cell / 2 + 5, y - cell / 2 + 5, cell - 10, cell - 10, 10);
      g.lineStyle(2, COLORS.goldDark, 0.7).strokeRoundedRect(x - cell / 2 + 5, y - cell / 2 + 5, cell - 10, cell - 10, 10);
    }
    this.drawBands();
  }

  /** The two sides' bands behind their zones, and the dark areas of the neutral zone and the discard (redrawn as the phone's rows change). */
  private drawBands(): void {
    this.bandGfx?.destroy();
    const g = this.scene.add.graphics().setDepth(-1);
    this.bandGfx = g;
    const [below, above] = this.seating.bottom === 1 ? [0x2b5b9e, 0xa8302a] : [0xa8302a, 0x2b5b9e];
    const b = this.seating.geo.bands();
    const rect = (r: { x: number; y: number; w: number; h: number }, colour: number, alpha: number): void => {
      g.fillStyle(colour, alpha).fillRoundedRect(r.x - r.w / 2, r.y - r.h / 2, r.w, r.h, 16);
    };
    rect(b.near, below, 0.18);
    rect(b.far, above, 0.18);
    if (b.neutral) rect(b.neutral, 0x000000, 0.22);
    rect(b.discard, 0x000000, 0.22);
  }

  /** The tiles on the table that can be dragged now (to be let go before a redraw). */
  pieces(): TilePiece[] {
    return this.layer.list.filter((child): child is TilePiece => child instanceof TilePiece);
  }

  /** Everything drawn on the layer goes, and with it what the animations could move. */
  clear(): void {
    this.layer.removeAll(true);
    this.board = new Map();
    this.tiles = new Map();
    this.zones = [[], []];
    this.discard = new Map();
  }

  /** The position's tiles: the board (the other seat's last tile marked, from `tally`), the zones, the neutral zone or the draft pool, the discard. */
  draw(s: RegalityState, tally: BoardTally): void {
    if (this.seating.geo.compact) {
      const bottom = this.seating.bottom;
      const drafting = s.phase === 'draft';
      this.seating.geo.setCounts({ far: s.zones[1 - bottom]?.length ?? 0, near: s.zones[bottom]?.length ?? 0, neutral: (drafting ? s.draftPool : s.neutral).length });
      this.drawBands();
    }
    this.drawBoard(s, tally);
    this.drawZones(s);
    this.drawNeutral(s);
    this.drawDiscard(s);
  }

  private label(x: number, y: number, text: string, name: string): void {
    const l = this.scene.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.parchment, align: 'center' }).setOrigin(0.5);
    l.setName(name);
    this.layer.add(l);
  }

  /** A board tile: a container named `regality.board.<cell>`, turned 180 degrees when it serves seat 1. */
  boardTile(cell: number, here: RegalityCell, board: readonly (RegalityCell | null)[]): Container {
    const scene = this.scene;
    const { x, y } = this.seating.cellAt(cell);
    const c = scene.add.container(x, y).setName(`regality.board.${cell}`);
    const size = this.seating.geo.boardTile;
    // On a phone the tiles drawn half hidden carry no words (they would lie under the Tower's).
    const bare: PhoneFace | undefined = this.phone ? { ...this.phone, bare: true } : undefined;
    if (here.under) {
      const under = scene.add.container(0, 8);
      drawTile(scene, under, here.under, size - 8, false, bare);
      c.add(under);
    }
    const lent = isShielded(board, cell) && !hasOwnShield(here.tile);
    this.drawFace(c, cell, here, lent);
    c.setAngle(this.seating.angleFor(here.owner));
    c.setSize(size, size);
    // On a phone a tap on a board tile shows its card (the input listens for it): the tile itself
    // takes no input, so that a tap on a lit cell under it (the Tower's) still places the tile picked up.
    if (!this.seating.geo.compact) {
      c.setInteractive();
      attachInfo(c, () => tileInfo(here.tile, here));
    }
    this.layer.add(c);
    this.board.set(cell, c);
    return c;
  }

  /**
   * A board tile's face: face down, or its face with the rim and name strip of the side it serves
   * (issue 30 item 20), its words upright whichever way it points. The Tower shows the tile under
   * it: a small tile of its colour with its sign, and its name on a strip across the Tower's
   * middle (desktop and phone); its card says so too.
   */
  private drawFace(c: Container, cell: number, here: RegalityCell, lent: boolean): void {
    const size = this.seating.geo.boardTile;
    if (here.faceDown) drawBack(this.scene, c, size);
    else drawTile(this.scene, c, here.tile, size, lent, this.phone, here.under ?? undefined, { owner: here.owner, turned: this.seating.angleFor(here.owner) === 180 });
    c.getByName('tile.under')?.setName(`regality.under.${cell}`);
    c.getByName('tile.under.sign')?.setName(`regality.under.${cell}.sign`);
    c.getByName('tile.name')?.setName(`regality.board.${cell}.name`);
    c.getByName('tile.badge')?.setName(`regality.board.${cell}.badge`);
    c.getByName('tile.glyph')?.setName(`regality.board.${cell}.glyph`);
    this.faces.set(c, { cell, here, lent });
  }

  /** After a flip: the tile redrawn in the colours of the side it serves now, its words upright. */
  servesNow(obj: Container, owner: number): void {
    const face = this.faces.get(obj);
    if (!face || !obj.active || (owner !== 0 && owner !== 1)) return;
    obj.removeAll(true);
    this.drawFace(obj, face.cell, { ...face.here, owner }, face.lent);
  }

  private drawBoard(s: RegalityState, tally: BoardTally): void {
    s.board.forEach((here, cell) => {
      if (here) this.boardTile(cell, here, s.board);
    });
    // The other seat's last tile (a spectator sees Religion's, the seat above).
    const other = this.hooks.viewer() === 1 ? 0 : 1;
    const last = tally.lastPlaced(other);
    if (last !== null && s.board[last] && s.status === 'playing') this.markLastPlaced(last, other);
    if (s.pending) {
      const { x, y } = this.seating.cellAt(s.pending.cell);
      const g = this.scene.add.graphics();
      const cell = this.seating.geo.cell;
      g.lineStyle(5, COLORS.goldLight, 1).strokeRoundedRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4, 12);
      this.layer.add(g);
    }
  }

  /**
   * The other seat's last placed tile (issue 30 item 22): bold corner brackets round its cell,
   * white edged in dark, in the gaps between the cells (clear of every tile's words and marks).
   */
  private markLastPlaced(cell: number, seat: number): void {
    const { x, y } = this.seating.cellAt(cell);
    const half = this.seating.geo.cell / 2 - 1;
    const arm = this.seating.geo.cell * 0.24;
    const g = this.scene.add.graphics();
    for (const [width, colour] of [[10, COLORS.walnutDark], [5, seat === 0 ? 0xff8a7a : 0x9cc8ff]] as const) {
      g.lineStyle(width, colour, 1);
      for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
        g.beginPath();
        g.moveTo(sx * (half - arm), sy * half);
        g.lineTo(sx * half, sy * half);
        g.lineTo(sx * half, sy * (half - arm));
        g.strokePath();
      }
    }
    const c = this.scene.add.container(x, y, [g]).setName('regality.lastPlaced').setSize(half * 2, half * 2);
    this.layer.add(c);
  }

  private drawZones(s: RegalityState): void {
    const scene = this.scene;
    const viewer = this.hooks.viewer();
    for (const seat of [0, 1]) {
      const zone = s.zones[seat] ?? [];
      zone.forEach((tile, i) => {
        const { x, y } = this.seating.zoneAt(seat, i, zone.length);
        const angle = this.seating.angleFor(seat);
        const size = this.seating.geo.zoneSize(zone.length);
        let obj: Container;
        if (tile === HIDDEN) {
          obj = scene.add.container(x, y).setName(`regality.hidden.${seat}.${i}`);
          drawBack(scene, obj, size);
        } else if (seat === viewer) {
          const piece = new TilePiece(scene, x, y, tile, size, angle, this.phone);
          this.hooks.playable(piece, tile, s);
          obj = piece;
        } else {
          obj = scene.add.container(x, y).setName(`regality.tile.${tile}`).setAngle(angle);
          drawTile(scene, obj, tile, size, false, this.phone, undefined, { turned: angle === 180 });
          obj.getByName('tile.name')?.setName(`regality.tile.${tile}.name`);
          obj.getByName('tile.badge')?.setName(`regality.tile.${tile}.badge`);
          obj.getByName('tile.glyph')?.setName(`regality.tile.${tile}.glyph`);
          obj.setSize(size, size).setInteractive();
          // Desktop: the shared "what is this?" card on hover or long press; a phone: its card on a tap.
          if (this.seating.geo.compact) obj.on('pointerup', () => this.tileCard(tile));
          else attachInfo(obj, () => tileInfo(tile));
        }
        this.layer.add(obj);
        (this.zones[seat] as Container[]).push(obj);
        if (tile !== HIDDEN) this.tiles.set(tile, obj);
      });
    }
  }

  private drawNeutral(s: RegalityState): void {
    const scene = this.scene;
    const geo = this.seating.geo;
    const drafting = s.phase === 'draft';
    const tiles = drafting ? s.draftPool : s.neutral;
    const compact = geo.compact;
    // On a phone the neutral zone's title shows only over tiles (the column has no room to spare).
    if (!compact || tiles.length > 0) {
      const at = geo.neutralTitle;
      this.label(at.x, at.y, drafting ? t('regality.draftPool') : t('regality.neutral'), 'regality.neutralTitle');
    }
    const size = compact ? geo.zoneSize(tiles.length) : geo.zoneTile;
    tiles.forEach((tile, i) => {
      const { x, y } = geo.neutralXY(i);
      if (tile === HIDDEN) {
        const back = scene.add.container(x, y);
        drawBack(scene, back, size);
        this.layer.add(back);
        return;
      }
      if (drafting) {
        const c = scene.add.container(x, y).setName(`regality.draft.${tile}`);
        drawTile(scene, c, tile, size, false, this.phone);
        c.getByName('tile.name')?.setName(`regality.draft.${tile}.name`);
        c.getByName('tile.glyph')?.setName(`regality.draft.${tile}.glyph`);
        c.getByName('tile.badge')?.setName(`regality.draft.${tile}.badge`);
        this.hooks.draftTile(c, tile, size);
        this.layer.add(c);
        this.tiles.set(tile, c);
        return;
      }
      const piece = new TilePiece(scene, x, y, tile, size, 0, this.phone);
      this.hooks.playable(piece, tile, s);
      this.layer.add(piece);
      this.tiles.set(tile, piece);
    });
  }

  private drawDiscard(s: RegalityState): void {
    const scene = this.scene;
    const geo = this.seating.geo;
    if (geo.compact) {
      // A phone: the title with the count, the last tiles drawn small (no words), and a tap on
      // the area shows every discarded tile's name and effect.
      const at = geo.discardTitle;
      this.layer.add(scene.add.text(at.x, at.y, t('regality.discardCount', { n: s.discarded.length }), { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.parchment }).setOrigin(0, 0.5).setName('regality.discardTitle'));
      const area = geo.discardArea;
      const hit = scene.add.rectangle(area.x, area.y, area.w, area.h, 0xffffff, 0.001).setName('regality.discardArea').setInteractive({ useHandCursor: true });
      hit.on('pointerup', () => this.discardCard(s.discarded));
      this.layer.add(hit);
    } else {
      this.label(geo.discardTitle.x, geo.discardTitle.y, t('regality.discard'), 'regality.discardTitle');
    }
    // More tiles than the row holds (a phone): the last ones drawn, and in the last place a "+N"
    // for those before them (a newcomer counted 7 tiles under "Discard: 8"); a tap names them all.
    const over = s.discarded.length > geo.discardShown;
    const first = over ? s.discarded.length - (geo.discardShown - 1) : 0;
    if (over) {
      const { x, y } = geo.discardXY(geo.discardShown - 1);
      const m = geo.miniTile;
      const chip = scene.add.container(x, y).setName('regality.discardMore').setSize(m, m);
      const g = scene.add.graphics();
      g.fillStyle(0x000000, 0.35).fillRoundedRect(-m / 2, -m / 2, m, m, 8);
      g.lineStyle(2, 0xd4a94a, 1).strokeRoundedRect(-m / 2, -m / 2, m, m, 8);
      const more = scene.add.text(0, 0, `+${first}`, { fontFamily: FONTS.body, fontSize: `${fontSize(22)}px`, fontStyle: '700', color: CSS.parchment }).setOrigin(0.5).setName('regality.discardMore.text');
      chip.add([g, more]);
      this.layer.add(chip);
    }
    s.discarded.forEach((tile, i) => {
      // (those counted by the "+N", kept hidden under it: a Hermit's recall flies from there)
      const { x, y } = geo.discardXY(i < first ? geo.discardShown - 1 : i - first);
      const c = scene.add.container(x, y).setName(`regality.discard.${tile}`);
      drawTile(scene, c, tile, geo.miniTile, false, this.phone ? { ...this.phone, bare: true } : undefined);
      if (i < first) c.setVisible(false);
      c.setSize(geo.miniTile, geo.miniTile);
      if (!geo.compact) {
        c.setInteractive();
        attachInfo(c, () => tileInfo(tile));
      }
      this.layer.add(c);
      this.discard.set(tile, c);
    });
  }

  /** A phone: the tile's card over the zone column and the panel (the kingdom stays in sight). */
  tileCard(tile: string, cell?: RegalityCell, buttons: CardButton[] = []): void {
    showPhoneInfo(this.scene, this.seating.geo.cardAt, tileInfo(tile, cell, this.phone), buttons);
  }

  /** A phone: every discarded tile's name and effect, in the order they came. */
  private discardCard(tiles: readonly string[]): void {
    const body = tiles.length === 0 ? t('regality.discardEmpty') : tiles.map((tile) => `• ${tileName(tile)} — ${tileEffect(tile)}`).join('\n');
    showPhoneInfo(this.scene, this.seating.geo.cardAt, { title: t('regality.discardCount', { n: tiles.length }), body });
  }
}
