// Scavenge: the cards of the discard pile as a grid of card faces, the same faces as the hand,
// one per kind of card (a badge "×2" where the pile holds several copies), in the deck's order
// (archers, knights, swordsmen by colour, heroes, then the special cards); a click or a tap on a
// face takes that card. The grid fills the panel row by row; a pile with more kinds than fit at
// this window's size is shown a page at a time, with buttons to turn the pages. By keyboard: the
// arrows go from card to card and to the buttons, Enter takes, Escape cancels.
import type Phaser from 'phaser';
import { Button, FocusRing, Panel, addBackdrop, focusableObject, isKeyboardMode } from '../../../ui';
import { CSS, DEPTH, FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import { CASTLE_CARDS, type CastlePanicMove } from '../rules';
import { drawCardFace } from './card-view';
import { CARD_H, CARD_W, COMPACT } from './layout';

export type ScavengeMove = Extract<CastlePanicMove, { type: 'play' }> & { take: string };

export interface ScavengeDialogOptions {
  moves: ScavengeMove[]; // the legal scavenge moves, one per kind of card in the discard pile
  discard: readonly string[]; // the discard pile, for the count of each kind
  onTake(move: ScavengeMove): void;
  onCancel(): void;
}

/** Where the grid goes and how large its cards are, for this window. */
export function scavengeGrid(count: number): { cx: number; cy: number; w: number; h: number; scale: number; cols: number; rows: number; perPage: number; pages: number; top: number; buttons: number } {
  const vp = viewport();
  // on a phone the cards keep the hand's size (their words at 12 CSS px); the panel fills the
  // table's part of the window: right of the host's rail (x < 0), under its turn line
  const w = COMPACT ? vp.right - 24 : 1240;
  const h = COMPACT ? 820 : 780;
  const cx = COMPACT ? vp.right / 2 : 800;
  const cy = COMPACT ? 486 : 480;
  const scale = 1;
  const gap = COMPACT ? 14 : 16;
  const top = cy - h / 2 + (COMPACT ? 140 : 150);
  const buttons = cy + h / 2 - (COMPACT ? 56 : 56);
  const bottom = buttons - (COMPACT ? 48 : 48);
  const cols = Math.max(1, Math.floor((w - 60 + gap) / (CARD_W * scale + gap)));
  const rows = Math.max(1, Math.floor((bottom - top + gap) / (CARD_H * scale + gap)));
  const perPage = cols * rows;
  return { cx, cy, w, h, scale, cols, rows, perPage, pages: Math.max(1, Math.ceil(count / perPage)), top, buttons };
}

export function openScavengeDialog(scene: Phaser.Scene, o: ScavengeDialogOptions): void {
  const order = (card: string): number => CASTLE_CARDS.indexOf(card);
  const moves = o.moves.slice().sort((a, b) => order(a.take) - order(b.take));
  const g = scavengeGrid(moves.length);
  const layer = scene.add.container(0, 0).setDepth(DEPTH.dialog).setName('cp.scavenge.dialog');
  layer.add(addBackdrop(scene, 0.6));
  const panel = new Panel(scene, g.cx, g.cy, g.w, g.h, { title: t('cp.scavengeTitle'), name: 'cp.scavenge.panel' });
  layer.add(panel);
  const body = scene.add
    .text(g.cx, g.cy + panel.contentTop + 4, t(COMPACT ? 'cp.tap.scavengeBody' : 'cp.scavengeBody', { n: o.discard.length }), {
      fontFamily: FONTS.body,
      fontSize: `${fontSize(23)}px`,
      color: CSS.ink,
      align: 'center',
      wordWrap: { width: g.w - 100 },
    })
    .setOrigin(0.5, 0)
    .setName('cp.scavenge.body');
  layer.add(body);
  const ring = new FocusRing(scene, { onBack: () => cancel.activate(), depth: DEPTH.dialog + 10 });
  const close = (): void => {
    ring.destroy();
    layer.destroy();
  };
  const take = (move: ScavengeMove): void => {
    close();
    o.onTake(move);
  };
  const cellW = CARD_W * g.scale + (COMPACT ? 14 : 16);
  const cellH = CARD_H * g.scale + (COMPACT ? 14 : 16);
  let page = 0;
  let shown: Phaser.GameObjects.Container[] = [];
  let picks: ReturnType<typeof focusableObject>[] = [];
  const buttonW = COMPACT ? 300 : 220;
  const cancel = new Button(scene, g.cx, g.buttons, t('cp.cancel'), () => {
    close();
    o.onCancel();
  }, { width: buttonW, variant: 'secondary', name: 'cp.scavenge.cancel' });
  const prev = new Button(scene, g.cx - buttonW - 30, g.buttons, t('cp.scavenge.prev'), () => turn(-1), { width: buttonW, variant: 'secondary', name: 'cp.scavenge.prev' });
  const next = new Button(scene, g.cx + buttonW + 30, g.buttons, t('cp.scavenge.next'), () => turn(1), { width: buttonW, variant: 'secondary', name: 'cp.scavenge.next' });
  // the page, at the right of the title's line
  const pageText = scene.add
    .text(g.cx + g.w / 2 - 44, g.cy - g.h / 2 + 44, '', { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, color: CSS.ink })
    .setOrigin(1, 0.5)
    .setName('cp.scavenge.page');
  layer.add([pageText, prev, next, cancel]);

  const draw = (): void => {
    for (const c of shown) c.destroy();
    for (const f of picks) ring.remove(f);
    ring.remove(prev);
    ring.remove(next);
    ring.remove(cancel);
    shown = [];
    picks = [];
    const slice = moves.slice(page * g.perPage, (page + 1) * g.perPage);
    const cols = Math.min(g.cols, slice.length);
    slice.forEach((move, i) => {
      const col = i % g.cols;
      const row = Math.floor(i / g.cols);
      const inRow = Math.min(cols, slice.length - row * g.cols);
      const x = g.cx + (col - (inRow - 1) / 2) * cellW;
      const y = g.top + (CARD_H * g.scale) / 2 + row * cellH;
      const c = scene.add.container(x, y).setScale(g.scale).setName(`cp.scavenge.pick.${move.take}`);
      drawCardFace(scene, c, move.take, CARD_W, CARD_H, g.scale);
      const copies = o.discard.filter((card) => card === move.take).length;
      if (copies > 1) {
        const badge = scene.add.container(CARD_W / 2 - 6, -CARD_H / 2 + 6).setName(`cp.scavenge.count.${move.take}`);
        const r = COMPACT ? 30 : 20;
        badge.add(scene.add.circle(0, 0, r, 0x2a2118, 1).setStrokeStyle(3, 0xf0cf7a, 1));
        badge.add(scene.add.text(0, 0, `×${copies}`, { fontFamily: FONTS.body, fontSize: `${Math.ceil(fontSize(18) / g.scale)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5));
        c.add(badge);
      }
      const hover = scene.add.graphics();
      hover.lineStyle(6, 0xf0cf7a, 1).strokeRoundedRect(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12, 12);
      hover.setVisible(false);
      c.add(hover);
      c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
      c.on('pointerover', () => hover.setVisible(true));
      c.on('pointerout', () => hover.setVisible(false));
      c.on('pointerup', () => take(move));
      layer.add(c);
      shown.push(c);
      // by keyboard the ring's own outline shows the card in focus (the gold edge is the pointer's)
      picks.push(ring.add(focusableObject(c, CARD_W, CARD_H, () => take(move))));
    });
    const paged = g.pages > 1;
    prev.setVisible(paged).setEnabled(page > 0);
    next.setVisible(paged).setEnabled(page < g.pages - 1);
    pageText.setVisible(paged).setText(t('cp.scavenge.page', { page: page + 1, pages: g.pages }));
    if (paged) ring.add(prev);
    ring.add(cancel);
    if (paged) ring.add(next);
    const first = picks[0];
    if (first && isKeyboardMode()) ring.focus(first, true);
  };
  const turn = (by: number): void => {
    page = Math.max(0, Math.min(g.pages - 1, page + by));
    draw();
  };
  draw();
}
