// What the rules screens' pictures share (issue 30 item 7, each game's scene/rules-pictures.ts): a
// label on a plate, an arrow, a picture's words and its parts named down its side, the objects a drawing added to the scene, and taking names off a
// picture that repeats the table's own pieces (the table's names stay unique for its tests).
import type Phaser from 'phaser';
import { FONTS } from './theme';
import { fontSize, viewport } from './viewport';

/** A label on a rounded plate, centred on (x, y), in type of `size` design px (scaled for a phone). */
export function labelPlate(scene: Phaser.Scene, x: number, y: number, text: string, fill: number, colour: string, size = 17): Phaser.GameObjects.GameObject[] {
  const label = scene.add.text(x, y, text, { fontFamily: FONTS.title, fontSize: `${fontSize(size)}px`, fontStyle: '700', color: colour }).setOrigin(0.5);
  const h = label.height + 4;
  const bg = scene.add.graphics().fillStyle(fill, 0.94).fillRoundedRect(x - label.width / 2 - 8, y - h / 2, label.width + 16, h, 8);
  return [bg, label];
}

/** An arrow from (x0, y0) to its point at (x1, y1): `colour` with a dark edge. */
export function drawArrow(g: Phaser.GameObjects.Graphics, x0: number, y0: number, x1: number, y1: number, colour: number, width = 5, head = 14): void {
  const back = Math.atan2(y0 - y1, x0 - x1);
  const tip = (s: number): [number, number] => [x1 + Math.cos(back + s) * head, y1 + Math.sin(back + s) * head];
  const end = { x: x1 + Math.cos(back) * head * 0.5, y: y1 + Math.sin(back) * head * 0.5 };
  g.lineStyle(width + 3, 0x1c120c, 1).lineBetween(x0, y0, end.x, end.y);
  g.lineStyle(width, colour, 1).lineBetween(x0, y0, end.x, end.y);
  const [a, b] = [tip(0.5), tip(-0.5)];
  g.fillStyle(colour, 1).fillTriangle(x1, y1, a[0], a[1], b[0], b[1]);
  g.lineStyle(2, 0x1c120c, 1).strokeTriangle(x1, y1, a[0], a[1], b[0], b[1]);
}

/** The objects `draw` adds to the scene's display list (for drawings that keep some to themselves). */
export function addedBy(scene: Phaser.Scene, draw: () => void): Phaser.GameObjects.GameObject[] {
  const before = new Set(scene.children.list);
  draw();
  return scene.children.list.filter((o) => !before.has(o));
}

/** Take every name off `o` and what it holds. */
export function unname(o: Phaser.GameObjects.GameObject): void {
  o.setName('');
  const list = (o as Partial<Phaser.GameObjects.Container>).list;
  if (Array.isArray(list)) for (const child of list) unname(child);
}

/** The words of a picture: the body's type, never under a phone's 12 CSS px. */
export function pictureWords(scene: Phaser.Scene, x: number, y: number, text: string, wrap: number, bold = false): Phaser.GameObjects.Text {
  const size = Math.max(fontSize(18), viewport().minFont);
  return scene.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: bold ? '700' : 'normal', color: '#2b1d14', wordWrap: { width: wrap }, lineSpacing: 2 });
}

/**
 * A drawing's parts named in a column from `labelX` to the picture's right edge (a picture `w` x `h`
 * centred on 0, 0): each label under the one before, level with its part where there is room, a
 * line of `ink` from the part's dot to its label. Returns the labels.
 */
export function nameParts(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, parts: readonly (readonly [string, { x: number; y: number }])[], labelX: number, w: number, h: number, ink: number): Phaser.GameObjects.Text[] {
  const wrap = w / 2 - labelX - 2;
  const out: Phaser.GameObjects.Text[] = [];
  let y = -h / 2 + 4;
  for (const [text, at] of parts) {
    const label = pictureWords(scene, labelX, y, text, wrap, true);
    const top = Math.max(y, Math.min(at.y - label.height / 2, h / 2 - label.height));
    label.setY(top);
    y = top + label.height + 10;
    g.lineStyle(3, ink, 1).lineBetween(at.x, at.y, labelX - 6, top + label.height / 2);
    g.fillStyle(ink, 1).fillCircle(at.x, at.y, 5);
    out.push(label);
  }
  return out;
}
