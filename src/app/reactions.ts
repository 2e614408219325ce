// Reactions at an online table (issue 28 item 4): the fixed set of protocol.ts REACTIONS, drawn
// by us (no emoji font is needed: the table looks the same on every device), the tray they are
// picked from (with a mute per player), and the bubble that shows one by its sender for 2 s.
import type Phaser from 'phaser';
import { Button, Panel } from '../ui';
import { CSS, COLORS, DEPTH, FONTS } from '../ui/theme';
import { fontSize, viewport } from '../ui/viewport';
import { motionMs } from '../services/settings';
import { t } from '../services/i18n';
import { REACTIONS, type Reaction } from './online/protocol';

const INK = 0x3a2410;
const FACE = 0xf6c945;
const FACE_EDGE = 0x9a6a16;

/** One reaction's picture, centred on 0, 0, about `size` px across. */
export function reactionIcon(scene: Phaser.Scene, kind: Reaction, size: number): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const r = size / 2;
  if (kind === 'wellPlayed') {
    const label = scene.add.text(0, 0, t('online.react.wellPlayed'), { fontFamily: FONTS.body, fontSize: `${fontSize(Math.round(size * 0.36))}px`, fontStyle: '700', color: CSS.ink }).setOrigin(0.5);
    const w = label.width + 20;
    const h = Math.max(label.height + 8, size * 0.6);
    const g = scene.add.graphics();
    g.fillStyle(0xfff3d0, 1).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
    g.lineStyle(2, FACE_EDGE, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2);
    c.add([g, label]);
    c.setSize(w, h);
    return c;
  }
  const g = scene.add.graphics();
  c.add(g);
  c.setSize(size, size);
  const face = (): void => {
    g.fillStyle(FACE, 1).fillCircle(0, 0, r * 0.92);
    g.lineStyle(Math.max(2, r * 0.07), FACE_EDGE, 1).strokeCircle(0, 0, r * 0.92);
  };
  const dotEyes = (): void => {
    g.fillStyle(INK, 1).fillCircle(-r * 0.32, -r * 0.22, r * 0.1).fillCircle(r * 0.32, -r * 0.22, r * 0.1);
  };
  switch (kind) {
    case 'thumbs': {
      // A fist with the thumb up, a cuff below.
      g.fillStyle(FACE, 1).lineStyle(Math.max(2, r * 0.07), FACE_EDGE, 1);
      g.fillRoundedRect(-r * 0.2, -r * 0.95, r * 0.36, r * 0.95, r * 0.16).strokeRoundedRect(-r * 0.2, -r * 0.95, r * 0.36, r * 0.95, r * 0.16);
      g.fillRoundedRect(-r * 0.5, -r * 0.15, r * 1.1, r * 0.9, r * 0.2).strokeRoundedRect(-r * 0.5, -r * 0.15, r * 1.1, r * 0.9, r * 0.2);
      g.lineStyle(Math.max(2, r * 0.06), FACE_EDGE, 1);
      for (let i = 1; i < 4; i++) g.lineBetween(r * 0.2, -r * 0.15 + i * r * 0.225, r * 0.6, -r * 0.15 + i * r * 0.225);
      g.fillStyle(0x3b6aa8, 1).fillRect(-r * 0.75, -r * 0.12, r * 0.25, r * 0.84);
      break;
    }
    case 'wow':
      face();
      dotEyes();
      g.fillStyle(INK, 1).fillEllipse(0, r * 0.38, r * 0.36, r * 0.46);
      break;
    case 'laugh': {
      face();
      g.lineStyle(Math.max(2, r * 0.09), INK, 1);
      for (const s of [-1, 1]) {
        g.beginPath();
        g.moveTo(s * r * 0.5, -r * 0.12);
        g.lineTo(s * r * 0.32, -r * 0.34);
        g.lineTo(s * r * 0.14, -r * 0.12);
        g.strokePath();
      }
      g.fillStyle(INK, 1).slice(0, r * 0.12, r * 0.52, 0, Math.PI, false).fillPath();
      g.fillStyle(0x6fb4e8, 1).fillEllipse(-r * 0.82, r * 0.05, r * 0.2, r * 0.34).fillEllipse(r * 0.82, r * 0.05, r * 0.2, r * 0.34);
      break;
    }
    case 'grimace': {
      face();
      dotEyes();
      const w = r * 1.1;
      const h = r * 0.4;
      g.fillStyle(0xffffff, 1).fillRoundedRect(-w / 2, r * 0.18, w, h, h * 0.3);
      g.lineStyle(Math.max(2, r * 0.06), INK, 1).strokeRoundedRect(-w / 2, r * 0.18, w, h, h * 0.3);
      g.lineBetween(-w / 2, r * 0.18 + h / 2, w / 2, r * 0.18 + h / 2);
      for (let i = 1; i < 4; i++) g.lineBetween(-w / 2 + (i * w) / 4, r * 0.18, -w / 2 + (i * w) / 4, r * 0.18 + h);
      break;
    }
    case 'party': {
      // A popper: a striped cone from the bottom left, confetti bursting top right.
      g.fillStyle(0xe0a030, 1).fillTriangle(-r * 0.85, r * 0.85, -r * 0.35, -r * 0.15, r * 0.15, r * 0.35);
      g.lineStyle(Math.max(2, r * 0.07), 0xc0392b, 1);
      g.lineBetween(-r * 0.6, r * 0.1, -r * 0.1, r * 0.6);
      g.lineBetween(-r * 0.72, r * 0.45, -r * 0.45, r * 0.72);
      const bits: [number, number, number][] = [
        [0.15, -0.55, 0xc0392b],
        [0.5, -0.75, 0x3b6aa8],
        [0.75, -0.3, 0x2e8b57],
        [0.45, -0.05, 0xc0392b],
        [-0.1, -0.85, 0x2e8b57],
        [0.8, 0.2, 0xe0a030],
      ];
      for (const [x, y, col] of bits) g.fillStyle(col, 1).fillCircle(x * r, y * r, r * 0.1);
      break;
    }
  }
  return c;
}

/** A reaction by its sender: a bubble with the name and the picture, 2 s, then gone. */
export function showReactionBubble(scene: Phaser.Scene, x: number, y: number, name: string, kind: Reaction, objectName: string): Phaser.GameObjects.Container {
  const size = Math.max(48, viewport().minTap);
  const c = scene.add.container(x, y).setDepth(DEPTH.toast - 1).setName(objectName);
  const label = scene.add.text(0, 0, name, { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
  const icon = reactionIcon(scene, kind, size);
  const w = 16 + label.width + 12 + icon.width + 16;
  const h = Math.max(size, label.height) + 16;
  const g = scene.add.graphics();
  g.fillStyle(0xfbf1d9, 0.97).fillRoundedRect(-w, -h / 2, w, h, 14);
  g.lineStyle(2, COLORS.goldDark, 1).strokeRoundedRect(-w, -h / 2, w, h, 14);
  label.setPosition(-w + 16, 0);
  icon.setPosition(-16 - icon.width / 2, 0);
  c.add([g, label, icon]);
  c.setSize(w, h);
  c.setData('text', `${name}: ${kind}`);
  c.setAlpha(0);
  scene.tweens.add({ targets: c, alpha: 1, duration: motionMs(150) });
  scene.tweens.add({ targets: c, alpha: 0, delay: 2000, duration: motionMs(250), onComplete: () => c.destroy() });
  return c;
}

export interface TrayOptions {
  /** The other people at the table: seat and name, and whether their reactions are muted. */
  others: { seat: number; name: string; muted: boolean }[];
  onPick(index: number): void;
  onMute(seat: number, muted: boolean): void;
}

/** The reactions to pick from, in a panel under (desktop) or beside (phone) the React button. */
export function showReactionTray(scene: Phaser.Scene, x: number, y: number, o: TrayOptions): Phaser.GameObjects.Container {
  const vp = viewport();
  const key = Math.max(64, vp.minTap);
  const gap = 10;
  const faces = REACTIONS.filter((k) => k !== 'wellPlayed');
  const rowW = faces.length * key + (faces.length - 1) * gap;
  const muteRows = o.others.length;
  const muteH = Math.max(48, vp.minTap);
  const w = Math.max(rowW, 300) + 40;
  const h = 20 + key + gap + key + (muteRows ? 16 + muteRows * (muteH + 8) : 0) + 20;
  const c = scene.add.container(x, y).setDepth(DEPTH.toast + 5).setName('host.react.tray');
  const panel = new Panel(scene, w / 2, h / 2, w, h);
  c.add(panel);
  faces.forEach((kind, i) => {
    const index = REACTIONS.indexOf(kind);
    const bx = 20 + key / 2 + i * (key + gap);
    const b = new Button(scene, bx, 20 + key / 2, '', () => o.onPick(index), { width: key, height: key, variant: 'secondary', name: `host.react.${kind}` });
    const icon = reactionIcon(scene, kind, key * 0.7);
    icon.setPosition(bx, 20 + key / 2);
    c.add([b, icon]);
  });
  const wp = new Button(scene, w / 2, 20 + key + gap + key / 2, t('online.react.wellPlayed'), () => o.onPick(REACTIONS.indexOf('wellPlayed')), { width: w - 40, height: key, variant: 'secondary', name: 'host.react.wellPlayed' });
  c.add(wp);
  let my = 20 + 2 * key + gap + 16;
  for (const other of o.others) {
    const label = (muted: boolean): string => t(muted ? 'online.react.unmute' : 'online.react.mute', { name: other.name });
    let muted = other.muted;
    const b: Button = new Button(scene, w / 2, my + muteH / 2, label(muted), () => {
      muted = !muted;
      b.setLabel(label(muted));
      o.onMute(other.seat, muted);
    }, { width: w - 40, height: muteH, variant: 'secondary', fontSize: 18, name: `host.react.mute.${other.seat}` });
    c.add(b);
    my += muteH + 8;
  }
  c.setSize(w, h);
  return c;
}
