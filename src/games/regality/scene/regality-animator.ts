// The animations of Regality, one per event of a move, each with its sound: a tile dropped from
// the hand onto its cell (a Tower hovering, then lowered), flips turning tiles over (several at
// once), a shield's glint, a tile destroyed (turned face down) or crumbling away, banished to the
// discard, carried by the Fairy, recalled to a zone, drafted, a re-triggered tile's pulse, a
// cancelled one's shake, and the finished game's tiles fading. It moves what the table drew and
// never reads the rules' state: the scene redraws from the state once the events are shown.
import type Phaser from 'phaser';
import { tweenAsync, waitAsync } from '../../../ui';
import { COLORS } from '../../../ui/theme';
import type { GameEvent } from '../../../core';
import { playSfx } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import type { RegalityCell } from '../rules';
import type { Seating } from './layout';
import { drawBack } from './tile-view';

type Container = Phaser.GameObjects.Container;
type Pos = { x: number; y: number };

/** What the animations may move: the table's layer and what it drew, by cell and by tile. */
export interface AnimatorStage {
  readonly layer: Container;
  /** Board tiles by cell (the animations keep it as tiles move and go). */
  readonly board: Map<number, Container>;
  /** Zone, neutral and draft pool tiles by id. */
  readonly tiles: Map<string, Container>;
  /** Each seat's zone, in order. */
  readonly zones: Container[][];
  readonly discard: Map<string, Container>;
  /** Draw a tile on its cell, as the board shows it. */
  boardTile(cell: number, here: RegalityCell, board: readonly (RegalityCell | null)[]): Container;
  /** Redraw a board tile in the colours of the side it serves now. */
  servesNow(obj: Container, owner: number): void;
}

export class RegalityAnimator {
  /** Animations left running while the next events are shown (flips, shields); waited for before any other. */
  private flights: Promise<void>[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: AnimatorStage,
    private readonly seating: Seating,
  ) {}

  /** Wait for the animations left running. */
  async settle(): Promise<void> {
    await Promise.all(this.flights);
    this.flights = [];
  }

  async animate(ev: GameEvent): Promise<void> {
    if (ev.type !== 'flip' && ev.type !== 'shield') await this.settle();
    const { scene, stage, seating } = this;
    const geo = seating.geo;
    const cell = Number(ev.cell ?? -1);
    const obj = stage.board.get(cell);
    switch (ev.type) {
      case 'place':
        return this.place(String(ev.tile), cell, Number(ev.seat));
      case 'tower-lowered':
        playSfx('tile');
        if (obj) await tweenAsync(scene, { targets: obj, scale: 1, duration: motionMs(320), ease: 'Bounce.Out' });
        return;
      case 'flip':
        if (!obj) return;
        playSfx('flip');
        this.flights.push(this.turnOver(obj, Number(ev.owner)));
        await waitAsync(scene, motionMs(140));
        return;
      case 'shield':
        if (obj) this.flights.push(this.glint(obj));
        return;
      case 'destroy':
        if (!obj) return;
        playSfx('hit');
        await tweenAsync(scene, { targets: obj, scaleX: 0, duration: motionMs(170), ease: 'Cubic.In' });
        obj.removeAll(true);
        drawBack(scene, obj, geo.boardTile);
        await tweenAsync(scene, { targets: obj, scaleX: 1, duration: motionMs(170), ease: 'Cubic.Out' });
        return;
      case 'remove':
        if (!obj) return;
        playSfx('crumble');
        stage.board.delete(cell);
        return this.crumble(obj);
      case 'banish': {
        const gone = ev.from === 'zone' ? stage.zones[Number(ev.seat)]?.[Number(ev.slot)] : obj;
        if (!gone) return;
        playSfx('card');
        stage.board.delete(cell);
        return this.fly(gone, geo.discardXY(0), { angle: gone.angle + 200, scale: geo.miniTile / geo.boardTile, alpha: 0.2 }, 'Cubic.In', 440);
      }
      case 'move': {
        const carried = stage.board.get(Number(ev.from));
        if (!carried) return;
        playSfx('tile');
        stage.board.delete(Number(ev.from));
        stage.board.set(Number(ev.to), carried);
        stage.layer.bringToTop(carried);
        await tweenAsync(scene, { targets: carried, scale: 1.18, duration: motionMs(140), ease: 'Cubic.Out' });
        await this.fly(carried, seating.cellAt(Number(ev.to)), {}, 'Sine.InOut', 420);
        await tweenAsync(scene, { targets: carried, scale: 1, duration: motionMs(200), ease: 'Back.Out' });
        return;
      }
      case 'retrigger':
      case 'cancelled':
        if (!obj) return;
        playSfx('button');
        await tweenAsync(scene, ev.type === 'retrigger' ? { targets: obj, scale: 1.12, duration: motionMs(160), yoyo: true } : { targets: obj, x: obj.x + 6, duration: motionMs(50), yoyo: true, repeat: 3 });
        return;
      case 'recall': {
        const from = ev.from === 'discard' ? stage.discard.get(String(ev.tile)) : obj;
        if (!from) return;
        playSfx('card');
        stage.board.delete(cell);
        const seat = Number(ev.seat);
        const n = stage.zones[seat]?.length ?? 0;
        return this.fly(from, seating.zoneAt(seat, n, n + 1), { scale: geo.zoneTile / geo.boardTile, angle: seating.angleFor(seat) }, 'Cubic.Out', 380);
      }
      case 'next-game':
        // The finished game's tiles fade away before the new game is drawn.
        if (stage.board.size === 0) return;
        playSfx('card');
        await tweenAsync(scene, { targets: [...stage.board.values()], alpha: 0, duration: motionMs(360), ease: 'Sine.In' });
        return;
      case 'draft': {
        playSfx('card');
        const seat = Number(ev.seat);
        const tiles = Array.isArray(ev.tiles) ? ev.tiles.map(String) : [String(ev.tile)];
        const n = stage.zones[seat]?.length ?? 0;
        await Promise.all(tiles.map((tile, i) => {
          const o = stage.tiles.get(tile);
          return o ? this.fly(o, seating.zoneAt(seat, n + i, n + tiles.length), { angle: seating.angleFor(seat) }, 'Cubic.Out', 360) : Promise.resolve();
        }));
        return;
      }
      default:
        return;
    }
  }

  /** A tile drops from where it was held onto its cell and settles; a tower hovers, to be lowered next. */
  private async place(tile: string, cell: number, seat: number): Promise<void> {
    const { scene, stage, seating } = this;
    playSfx('tile');
    const held = stage.tiles.get(tile);
    const board = seating.geo.board;
    const start: Pos = held ? { x: held.x, y: held.y } : seat !== seating.bottom ? { x: board.x, y: 100 } : { x: board.x, y: 880 };
    held?.destroy();
    const here: RegalityCell = { tile, owner: seat, faceDown: false, destroyer: null, under: null };
    const c = stage.boardTile(cell, here, []);
    stage.layer.bringToTop(c);
    const { x, y } = seating.cellAt(cell);
    const end = tile === 'tower' ? 1.3 : 1;
    if (reducedMotion()) {
      c.setScale(end).setAlpha(0);
      await tweenAsync(scene, { targets: c, alpha: 1, duration: motionMs(200) });
      return;
    }
    c.setPosition(start.x, start.y).setScale((seating.geo.zoneTile / seating.geo.boardTile) * 1.1);
    await tweenAsync(scene, { targets: c, x, y, scale: end, duration: motionMs(420), ease: 'Back.Out' });
  }

  /** A flip: the tile turns 180 degrees, rising a little as it turns. */
  private async turnOver(obj: Container, owner: number): Promise<void> {
    const scene = this.scene;
    if (reducedMotion()) {
      await tweenAsync(scene, { targets: obj, alpha: 0.2, duration: motionMs(120) });
      obj.setAngle(obj.angle + 180);
      this.stage.servesNow(obj, owner);
      await tweenAsync(scene, { targets: obj, alpha: 1, duration: motionMs(120) });
      return;
    }
    this.stage.layer.bringToTop(obj);
    const to = obj.angle + 180;
    await Promise.all([
      tweenAsync(scene, { targets: obj, angle: to, duration: motionMs(460), ease: 'Cubic.InOut' }),
      tweenAsync(scene, { targets: obj, scale: 1.12, duration: motionMs(230), yoyo: true, ease: 'Sine.InOut' }),
    ]);
    this.stage.servesNow(obj, owner);
  }

  /** A shield catches the light: a white sheen passes over the tile. */
  private async glint(obj: Container): Promise<void> {
    playSfx('card');
    const size = this.seating.geo.boardTile;
    const sheen = this.scene.add.rectangle(0, 0, size, size, 0xffffff, 0.7).setAlpha(0);
    obj.add(sheen);
    await tweenAsync(this.scene, { targets: sheen, alpha: 0.7, duration: motionMs(140), yoyo: true });
    sheen.destroy();
  }

  /** A destroyed tile crumbles away: it shakes, breaks into pieces that fall, and fades. */
  private async crumble(obj: Container): Promise<void> {
    const scene = this.scene;
    const bits: Phaser.GameObjects.Rectangle[] = [];
    for (let i = 0; i < 8; i++) {
      const bx = obj.x + ((i % 4) - 1.5) * 28;
      const by = obj.y + (Math.floor(i / 4) - 0.5) * 50;
      const bit = scene.add.rectangle(bx, by, 26, 34, 0x5a4030).setStrokeStyle(1, COLORS.gold, 0.6).setAlpha(0);
      this.stage.layer.add(bit);
      bits.push(bit);
    }
    await tweenAsync(scene, { targets: obj, x: obj.x + 4, duration: motionMs(40), yoyo: true, repeat: 2 });
    obj.setVisible(false);
    await Promise.all(
      bits.map((bit, i) =>
        tweenAsync(scene, {
          targets: bit,
          alpha: { from: 1, to: 0 },
          y: bit.y + 60 + (i % 3) * 20,
          x: bit.x + ((i % 4) - 1.5) * 18,
          angle: (i % 2 ? 1 : -1) * (30 + i * 8),
          duration: motionMs(460),
          ease: 'Quad.In',
        }),
      ),
    );
  }

  /** Carry an object to (x, y), or fade it there under reduced motion. */
  private async fly(obj: Container, to: Pos, extra: Record<string, number>, ease: string, ms: number): Promise<void> {
    const scene = this.scene;
    this.stage.layer.bringToTop(obj);
    if (reducedMotion()) {
      await tweenAsync(scene, { targets: obj, alpha: 0, duration: motionMs(120) });
      obj.setPosition(to.x, to.y);
      await tweenAsync(scene, { targets: obj, alpha: extra.alpha ?? 1, duration: motionMs(120) });
      return;
    }
    await tweenAsync(scene, { targets: obj, x: to.x, y: to.y, ...extra, duration: motionMs(ms), ease });
  }
}
