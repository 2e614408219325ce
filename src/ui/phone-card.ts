// The tables' cards on a phone held sideways (compact mode), first made for Regality and used by
// Castle Panic too: a piece's "what is this?" card (a tap on it), the explain-once cards and the
// discard's list, in letters of at least 12 CSS px. The shared card (src/ui/info-card.ts) draws
// 21 px text, 9 CSS px on a phone; this one is drawn at the viewport's floors, over the zone
// column and the panel (the kingdom and the discard stay in sight). Desktop keeps the shared cards.
import type Phaser from 'phaser';
import { Button } from './button';
import { Panel } from './panel';
import { CSS, DEPTH, FONTS } from './theme';
import { viewport } from './viewport';
import type { InfoContent } from './info-card';
import { buildExplainStrip, clearExplains, showExplain, type ExplainOptions } from './explain';
import { t } from '../services/i18n';

export interface CardPlace {
  /** Centre x, top y and width of the card. */
  x: number;
  y: number;
  width: number;
}

export interface CardButton {
  label: string;
  name: string;
  onClick: () => void;
}

const PIC = 150;
/** A narrow card's picture (beside the title only, the words under both). */
const SMALL_PIC = 110;
/** The narrowest column of words beside the picture: a narrower card puts its words under it. */
const MIN_TEXT_W = 320;

/**
 * A parchment card named `name` (texts `name.title`, `name.body`), its top at `at.y`, with an
 * optional row of buttons at its foot: the picture on the left with the words beside it, or on a
 * narrow card (a panel's width) a smaller picture beside the title and the words across under both.
 */
export function buildPhoneCard(scene: Phaser.Scene, at: CardPlace, content: InfoContent, name: string, buttons: CardButton[] = []): Panel {
  const vp = viewport();
  const width = at.width;
  const pad = 28;
  const narrow = content.picture !== undefined && width - 2 * pad - PIC - 24 < MIN_TEXT_W;
  const pic = narrow ? SMALL_PIC : PIC;
  const left = -width / 2 + pad;
  const titleX = content.picture ? left + pic + (narrow ? 20 : 24) : left;
  const bodyX = narrow ? left : titleX;
  const title = scene.add.text(titleX, 0, content.title, { fontFamily: FONTS.title, fontSize: `${vp.minFont + 6}px`, fontStyle: '700', color: CSS.ink, wordWrap: { width: width / 2 - pad - titleX } }).setName(`${name}.title`);
  const body = scene.add.text(bodyX, 0, content.body, { fontFamily: FONTS.body, fontSize: `${vp.minFont}px`, color: CSS.ink, wordWrap: { width: width / 2 - pad - bodyX }, lineSpacing: 2 }).setName(`${name}.body`);
  const buttonH = buttons.length > 0 ? Math.ceil(vp.minTap * 0.8) + 16 : 0;
  const head = narrow ? Math.max(pic, title.height) + 10 : title.height + 8;
  const inner = narrow ? head + body.height : Math.max(content.picture ? pic : 0, head + body.height);
  const h = Math.ceil(inner + 2 * pad + buttonH);
  const maxH = vp.bottom - at.y - 6;
  const card = new Panel(scene, at.x, at.y + Math.min(h, maxH) / 2, width, Math.min(h, maxH), { name });
  const cardH = card.panelHeight;
  const top = -cardH / 2 + pad;
  title.setY(narrow ? top + Math.max(0, (pic - title.height) / 2) : top - 4);
  body.setY(narrow ? top + head : title.y + title.height + 8);
  card.add([title, body]);
  if (content.picture) {
    const picture = scene.add.container(left + pic / 2, top + pic / 2);
    content.picture(picture, pic);
    card.add(picture);
  }
  const bw = Math.min(340, (width - 2 * pad - (buttons.length - 1) * 16) / Math.max(1, buttons.length));
  buttons.forEach((b, i) => {
    const x = width / 2 - pad - bw / 2 - (buttons.length - 1 - i) * (bw + 16);
    card.add(new Button(scene, x, cardH / 2 - buttonH / 2 - 4, b.label, b.onClick, { width: bw, variant: i === buttons.length - 1 ? 'primary' : 'secondary', name: b.name }));
  });
  return card.setDepth(DEPTH.toast - 1).blockInput();
}

const shown = new WeakMap<Phaser.Scene, Panel>();

/** Show a tile's card (replacing any other); the next touch anywhere puts it away. */
export function showPhoneInfo(scene: Phaser.Scene, at: CardPlace, content: InfoContent, buttons: CardButton[] = []): Panel {
  hidePhoneInfo(scene);
  const card = buildPhoneCard(scene, at, content, 'ui.info', buttons);
  shown.set(scene, card);
  // The touch that opened it is over; the next one, anywhere but on the card's buttons, closes it.
  scene.time.delayedCall(50, () => {
    if (!card.active) return;
    const close = (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
      if (over.some((o) => o instanceof Button && card.exists(o))) {
        scene.input.once('pointerdown', close);
        return;
      }
      if (shown.get(scene) === card) hidePhoneInfo(scene);
    };
    scene.input.once('pointerdown', close);
    card.once('destroy', () => scene.input.off('pointerdown', close));
  });
  return card;
}

export function hidePhoneInfo(scene: Phaser.Scene): void {
  shown.get(scene)?.destroy();
  shown.delete(scene);
}

// ---- explain once, on a phone ----
// The same line of cards as the shared ones (src/ui/explain.ts): one at a time, gone by itself at
// the player's next press off it (or their next move), "Got it" at once, seen once shown.

/**
 * The phone's explain-once: shown once ever under `key` (the same seen store as the shared cards),
 * its top at `at.y`, in turn with any other waiting; or laid flat in `opts.band`.
 */
export function explainOnceOnPhone(scene: Phaser.Scene, key: string, content: InfoContent, at: CardPlace, opts: ExplainOptions = {}): boolean {
  return showExplain(scene, key, (ok) => {
    const band = opts.band;
    if (band) return buildExplainStrip(scene, band, content, 'ui.explain', ok);
    return buildPhoneCard(scene, at, content, 'ui.explain', [{ label: t('ui.explain.ok'), name: 'ui.explain.ok', onClick: ok }]);
  });
}

/** Put away the explain card shown and drop those waiting (the game is over, or the scene restarts). */
export function closePhoneExplains(scene: Phaser.Scene): void {
  clearExplains(scene);
}
