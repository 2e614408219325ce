// Short animations of the fight, each a promise that resolves when it is over: a spark where a
// parry meets the punch, hp numbers floating up, tomatoes flying from the crowd, the round bell,
// a knocked-out boxer falling. They draw into `layer` and clean up after themselves.
import type Phaser from 'phaser';
import { tweenAsync } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { motionMs, reducedMotion } from '../../../services/settings';
import { crowdSeats } from './ring-view';
import { RING, RING_HALF } from './layout';

type Pos = { x: number; y: number };

/** A yellow-white star burst at `at`: a parry or a punch landing. */
export async function spark(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, at: Pos, colour = 0xfff1a8): Promise<void> {
  const g = scene.add.graphics({ x: at.x, y: at.y });
  g.fillStyle(colour, 1);
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    const r = k % 2 ? 14 : 26;
    g.fillTriangle(Math.cos(a - 0.25) * 6, Math.sin(a - 0.25) * 6, Math.cos(a + 0.25) * 6, Math.sin(a + 0.25) * 6, Math.cos(a) * r, Math.sin(a) * r);
  }
  g.fillStyle(0xffffff, 1).fillCircle(0, 0, 8);
  g.setScale(0.3);
  layer.add(g);
  await tweenAsync(scene, { targets: g, scale: 1.4, alpha: { from: 1, to: 0 }, duration: motionMs(320), ease: 'Cubic.Out' });
  g.destroy();
}

/** A number floating up from a fighter: "−2" in red for a loss. */
export function floatText(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, at: Pos, text: string, colour: string): Promise<void> {
  const label = scene.add
    .text(at.x, at.y - 20, text, { fontFamily: FONTS.title, fontSize: '40px', fontStyle: '700', color: colour, stroke: '#1c120c', strokeThickness: 6 })
    .setOrigin(0.5);
  layer.add(label);
  return tweenAsync(scene, { targets: label, y: at.y - 80, alpha: { from: 1, to: 0 }, duration: motionMs(900), ease: 'Cubic.Out' }).then(() => {
    label.destroy();
  });
}

/** Tomatoes thrown from the crowd at `at`, landing one after another in red splats. */
export async function tomatoes(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, at: Pos): Promise<void> {
  const seats = crowdSeats();
  const throws: Promise<void>[] = [];
  for (let i = 0; i < 6; i++) {
    const from = seats[(i * 37 + Math.round(at.x + at.y)) % seats.length] ?? { x: RING.x, y: RING.y - RING_HALF };
    const land = { x: at.x + ((i % 3) - 1) * 20, y: at.y + (i % 2 ? 14 : -14) };
    const t = scene.add.graphics({ x: from.x, y: from.y });
    t.fillStyle(0x000000, 0.3).fillCircle(3, 4, 14);
    t.fillStyle(0xd8321f, 1).fillCircle(0, 0, 14);
    t.lineStyle(2, 0x8a1a10, 1).strokeCircle(0, 0, 14);
    t.fillStyle(0x3f7d3a, 1).fillTriangle(-6, -14, 6, -14, 0, -9);
    t.fillStyle(0xffffff, 0.5).fillCircle(-5, -5, 4);
    layer.add(t);
    throws.push(
      (async () => {
        if (reducedMotion()) t.setPosition(land.x, land.y);
        else await tweenAsync(scene, { targets: t, x: land.x, y: land.y, angle: 360, duration: motionMs(420), delay: motionMs(90 * i), ease: 'Quad.In' });
        t.clear();
        t.fillStyle(0xc0281a, 0.9).fillEllipse(0, 0, 44, 30);
        t.fillStyle(0xc0281a, 0.9).fillCircle(22, 10, 7).fillCircle(-20, -12, 6).fillCircle(12, -17, 5).fillCircle(-14, 15, 4);
        await tweenAsync(scene, { targets: t, alpha: 0, duration: motionMs(700), delay: motionMs(300) });
        t.destroy();
      })(),
    );
  }
  await Promise.all(throws);
}

/** What the end of a round says: its title, why it ended and what that does, the hp of each fighter, the next round. */
export interface RoundEnd {
  title: string;
  body: string;
  score: string;
  next: string;
}

/**
 * The end of a round as a moment of its own (a newcomer's report, round 34: it passed almost
 * unseen): the bell rung over a banner on the ring that says the round is over, why, the hp each
 * fighter takes into the next one, and which round begins, held long enough to be read.
 */
export async function roundBanner(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, end: RoundEnd): Promise<void> {
  const w = Math.min(620, 2 * RING_HALF - 24);
  const c = scene.add.container(RING.x, RING.y).setName('roi.roundBanner');
  const g = scene.add.graphics();
  const bellG = scene.add.graphics();
  bellG.fillStyle(0xd4a94a, 1);
  bellG.beginPath();
  bellG.moveTo(-30, 16);
  bellG.lineTo(-22, -18);
  bellG.lineTo(0, -32);
  bellG.lineTo(22, -18);
  bellG.lineTo(30, 16);
  bellG.closePath();
  bellG.fillPath();
  bellG.fillStyle(0x9a7428, 1).fillRect(-34, 13, 68, 7).fillCircle(0, 25, 6);
  const style = (size: number, colour: string, bold = false): Phaser.Types.GameObjects.Text.TextStyle => ({ fontFamily: bold ? FONTS.title : FONTS.body, fontSize: `${size}px`, fontStyle: bold ? '700' : '400', color: colour, align: 'center', wordWrap: { width: w - 40 } });
  const title = scene.add.text(0, 0, end.title, style(40, '#f0cf7a', true)).setOrigin(0.5, 0).setName('roi.roundBanner.title');
  const body = scene.add.text(0, 0, end.body, style(24, '#f3e6c8')).setOrigin(0.5, 0).setName('roi.roundBanner.body');
  const score = scene.add.text(0, 0, end.score, style(28, '#ffffff', true)).setOrigin(0.5, 0).setName('roi.roundBanner.score');
  const next = scene.add.text(0, 0, end.next, style(26, '#f0cf7a', true)).setOrigin(0.5, 0).setName('roi.roundBanner.next');
  const gap = 12;
  const h = 70 + title.height + body.height + score.height + next.height + 3 * gap + 24;
  let y = -h / 2 + 70;
  bellG.setY(-h / 2 + 36);
  for (const line of [title, body, score, next]) {
    line.setY(y);
    y += line.height + gap;
  }
  g.fillStyle(0x1c120c, 0.94).fillRoundedRect(-w / 2, -h / 2, w, h, 18);
  g.lineStyle(3, 0xd4a94a, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 18);
  c.add([g, bellG, title, body, score, next]);
  layer.add(c);
  c.setAlpha(0);
  await tweenAsync(scene, { targets: c, alpha: 1, duration: motionMs(200) });
  if (!reducedMotion()) await tweenAsync(scene, { targets: bellG, angle: { from: -14, to: 14 }, duration: motionMs(110), yoyo: true, repeat: 2 });
  // held: four lines to read
  await tweenAsync(scene, { targets: c, alpha: 0, duration: motionMs(300), delay: motionMs(2600) });
  c.destroy();
}

/** A psychic attack: violet rings travelling from the attacker to the target. */
export async function waves(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, from: Pos, to: Pos): Promise<void> {
  const rings: Promise<void>[] = [];
  for (let i = 0; i < 4; i++) {
    const g = scene.add.graphics({ x: from.x, y: from.y });
    g.lineStyle(5, 0xb07ae8, 1).strokeCircle(0, 0, 18);
    g.lineStyle(2, 0xffffff, 0.8).strokeCircle(0, 0, 12);
    layer.add(g);
    rings.push(
      tweenAsync(scene, { targets: g, x: to.x, y: to.y, scale: 1.8, alpha: { from: 1, to: 0.2 }, duration: motionMs(520), delay: motionMs(110 * i), ease: 'Sine.InOut' }).then(() => {
        g.destroy();
      }),
    );
  }
  await Promise.all(rings);
}

/** A fighter goes down: turns on its side, sinks and greys. */
export async function fall(scene: Phaser.Scene, body: Phaser.GameObjects.Container): Promise<void> {
  if (reducedMotion()) {
    await tweenAsync(scene, { targets: body, alpha: 0.45, duration: motionMs(300) });
    return;
  }
  await tweenAsync(scene, { targets: body, angle: body.angle + 100, scale: 0.8, duration: motionMs(480), ease: 'Bounce.Out' });
  await tweenAsync(scene, { targets: body, alpha: 0.45, duration: motionMs(250) });
}
