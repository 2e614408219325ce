// All for One, when more than one set of cards could slay the chosen monster: the archer, knight
// and swordsman the rules allow, side by side, one column each; a click picks the card of a
// column (the card of the monster's own colour is picked at first, so the any-colour cards are
// kept), and the slay button plays the chosen three. Only triples from the legal moves can be
// confirmed. By keyboard: the arrows go from card to card and to the buttons, Enter picks,
// Escape cancels.
import type Phaser from 'phaser';
import { Button, FocusRing, Panel, addBackdrop, focusableObject, isKeyboardMode } from '../../../ui';
import { CSS, DEPTH, FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { t, type TextKey } from '../../../services/i18n';
import type { CastlePanicMove } from '../rules';
import { drawCardFace } from './card-view';
import { CARD_H, CARD_W, COMPACT } from './layout';

export type AfoMove = Extract<CastlePanicMove, { type: 'all-for-one' }>;

export interface AfoDialogOptions {
  moves: AfoMove[]; // the legal all-for-one moves on one monster
  monster: string; // its name
  onPlay(move: AfoMove): void;
  onCancel(): void;
}

const UNITS = ['archer', 'knight', 'swordsman'] as const;

export function openAfoDialog(scene: Phaser.Scene, o: AfoDialogOptions): void {
  const layer = scene.add.container(0, 0).setDepth(DEPTH.dialog).setName('cp.afo.dialog');
  layer.add(addBackdrop(scene, 0.6));
  // on a phone (compact) a larger panel, for full-size cards and larger words
  const cx = COMPACT ? viewport().right / 2 : 800;
  const cy = COMPACT ? 480 : 470;
  const g = COMPACT
    ? { w: 1400, h: 700, body: cy - 250, heads: cy - 150, cards: cy + 10, buttons: cy + 250, column: 420, scale: 1, buttonW: 300 }
    : { w: 960, h: 500, body: cy - 160, heads: cy - 100, cards: cy + 30, buttons: cy + 180, column: 290, scale: 0.9, buttonW: 260 };
  const panel = new Panel(scene, cx, cy, g.w, g.h, { title: t('cp.afo.title'), name: 'cp.afo.panel' });
  layer.add(panel);
  layer.add(
    scene.add
      .text(cx, g.body, t(COMPACT ? 'cp.tap.afoBody' : 'cp.afo.body', { monster: o.monster }), { fontFamily: FONTS.body, fontSize: `${fontSize(23)}px`, color: CSS.ink, align: 'center', wordWrap: { width: g.w - 100 } })
      .setOrigin(0.5)
      .setName('cp.afo.body'),
  );
  // the choices of each column, in the order the rules list them; the coloured card first picked
  const options: string[][] = UNITS.map((_, i) => o.moves.map((m) => m.cards[i] as string).filter((c, j, all) => all.indexOf(c) === j));
  const chosen: string[] = options.map((list) => list.find((c) => !c.endsWith('-any')) ?? (list[0] as string));
  const outlines = new Map<string, Phaser.GameObjects.Graphics>();
  const move = (): AfoMove | undefined => o.moves.find((m) => m.cards.every((c, i) => c === chosen[i]));
  const ring = new FocusRing(scene, { onBack: () => cancel.activate(), depth: DEPTH.dialog + 10 });
  const close = (): void => {
    ring.destroy();
    layer.destroy();
  };
  const confirm = new Button(scene, cx + (COMPACT ? 180 : 150), g.buttons, t('cp.afo.confirm'), () => {
    const m = move();
    if (!m) return;
    close();
    o.onPlay(m);
  }, { width: g.buttonW, variant: 'primary', name: 'cp.afo.confirm' });
  const cancel = new Button(scene, cx - (COMPACT ? 180 : 150), g.buttons, t('cp.cancel'), () => {
    close();
    o.onCancel();
  }, { width: g.buttonW, variant: 'secondary', name: 'cp.afo.cancel' });
  const refresh = (): void => {
    for (const [key, g] of outlines) g.setVisible(chosen.some((c, i) => key === `${i}:${c}`));
    confirm.setEnabled(move() !== undefined);
  };

  const scale = g.scale;
  UNITS.forEach((unit, i) => {
    const x0 = cx + (i - 1) * g.column;
    layer.add(scene.add.text(x0, g.heads, t(`cp.card.${unit}` as TextKey), { fontFamily: FONTS.body, fontSize: `${fontSize(22)}px`, fontStyle: '700', color: CSS.ink }).setOrigin(0.5));
    const list = options[i] as string[];
    list.forEach((code, j) => {
      const x = x0 + (j - (list.length - 1) / 2) * (CARD_W * scale + 16);
      const c = scene.add.container(x, g.cards).setScale(scale).setName(`cp.afo.pick.${i}.${code}`);
      drawCardFace(scene, c, code, CARD_W, CARD_H, scale);
      const outline = scene.add.graphics().setName(`cp.afo.chosen.${i}.${code}`);
      outline.lineStyle(6, 0xf0cf7a, 1).strokeRoundedRect(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12, 12);
      c.add(outline);
      outlines.set(`${i}:${code}`, outline);
      if (list.length > 1) {
        const pick = (): void => {
          chosen[i] = code;
          refresh();
        };
        c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
        c.on('pointerup', pick);
        ring.add(focusableObject(c, CARD_W, CARD_H, pick));
      }
      layer.add(c);
    });
  });
  layer.add([confirm, cancel]);
  ring.add(cancel);
  ring.add(confirm);
  ring.focus(confirm, isKeyboardMode());
  refresh();
}
