// Explain once: the first time a rule fires, a short card says what happened, once ever (the seen
// store, services/seen, keeps it from showing again, on this visit or the next). Non-modal: the
// game goes on under it, and the card goes by itself once play moves on, as on Board Game Arena:
// at the player's next press anywhere off the card (the start of their next move; a press in the
// card's first moment does not count, it was aimed before the card came), or when the scene says
// the player moved (`dismissExplains`, for a move made by keyboard). "Got it" puts it away at once.
// One card at a time: a newer card replaces the one shown (once that one has been up long enough
// to read; "Got it" brings it at once), never stacked over it. A card counts as seen once shown; one
// dropped before its turn (the player moved on first) comes again the next time its rule fires.
// Phones use the same line of cards (src/ui/phone-card.ts draws theirs at the phone's sizes).
// A keyboard player reaches the card's "Got it" on the table's focus ring (Shift+Tab: just before the focused item),
// Enter or Space presses it, and the focus goes back where it was (focus.ts, addGuest).
import Phaser from 'phaser';
import { Button } from './button';
import { buildInfoCard, type InfoContent } from './info-card';
import { tableRing } from './focus';
import { Panel } from './panel';
import { CSS, DEPTH, FONTS } from './theme';
import { fontSize, viewport } from './viewport';
import { hasSeen, markSeen } from '../services/seen';
import { t } from '../services/i18n';

/** A press sooner than this after a card came does not put it away (ms). */
export const EXPLAIN_GRACE_MS = 700;
/** A newer card waits this long behind the one shown before replacing it (ms). */
export const EXPLAIN_READ_MS = 4000;

/** Draws a card; `ok` is its "Got it". */
export type BuildExplain = (ok: () => void) => Panel;

interface Waiting {
  key: string;
  build: BuildExplain;
}

interface Line {
  card: Panel | null;
  key: string;
  /** When the card shown came (scene time). */
  since: number;
  waiting: Waiting[];
  timer: Phaser.Time.TimerEvent | undefined;
  /** Stops listening for the player's presses (set while listening). */
  stop: (() => void) | undefined;
}

const lines = new WeakMap<Phaser.Scene, Line>();

function lineOf(scene: Phaser.Scene): Line {
  let line = lines.get(scene);
  if (!line) lines.set(scene, (line = { card: null, key: '', since: 0, waiting: [], timer: undefined, stop: undefined }));
  // a card destroyed with its scene (a restart without clearExplains) is no longer shown
  if (line.card && !line.card.active) {
    line.timer?.remove();
    Object.assign(line, { card: null, key: '', waiting: [], timer: undefined });
  }
  return line;
}

/** The player pressed somewhere: off the card, after its first moment, that is their next move; the card goes. */
function onPress(scene: Phaser.Scene, line: Line, p: Phaser.Input.Pointer): void {
  const card = line.card;
  if (!card?.active || scene.time.now - line.since < EXPLAIN_GRACE_MS) return;
  if (Math.abs(p.worldX - card.x) <= card.panelWidth / 2 && Math.abs(p.worldY - card.y) <= card.panelHeight / 2) return;
  dismissExplains(scene);
}

function listen(scene: Phaser.Scene, line: Line): void {
  if (line.stop) return;
  const press = (p: Phaser.Input.Pointer): void => onPress(scene, line, p);
  const stop = (): void => {
    scene.input.off(Phaser.Input.Events.POINTER_DOWN, press);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, stop);
    if (line.stop === stop) line.stop = undefined;
  };
  scene.input.on(Phaser.Input.Events.POINTER_DOWN, press);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  line.stop = stop;
}

function unlisten(line: Line): void {
  line.stop?.();
}

/** Put the shown card away and show the next one waiting, if any. */
function showNext(scene: Phaser.Scene, line: Line): void {
  line.timer?.remove();
  line.timer = undefined;
  if (line.card?.active) line.card.destroy();
  line.card = null;
  line.key = '';
  const item = line.waiting.shift();
  if (!item || !scene.sys.isActive()) {
    line.waiting = [];
    unlisten(line);
    return;
  }
  markSeen(item.key);
  const card = item.build(() => {
    if (line.card === card) showNext(scene, line);
  });
  line.card = card;
  line.key = item.key;
  line.since = scene.time.now;
  const ring = tableRing(scene);
  if (ring) for (const b of buttonsOf(card)) ring.addGuest(b);
  listen(scene, line);
  schedule(scene, line);
}

/** The buttons on a card (its "Got it"), inside nested containers too. */
function buttonsOf(c: Phaser.GameObjects.Container): Button[] {
  return c.list.flatMap((o) => (o instanceof Button ? [o] : o instanceof Phaser.GameObjects.Container ? buttonsOf(o) : []));
}

/** With a card waiting, the shown one gives way once it has been up long enough to read. */
function schedule(scene: Phaser.Scene, line: Line): void {
  if (line.timer || line.waiting.length === 0 || !line.card) return;
  line.timer = scene.time.delayedCall(Math.max(0, line.since + EXPLAIN_READ_MS - scene.time.now), () => {
    line.timer = undefined;
    showNext(scene, line);
  });
}

/**
 * The shared line of explain-once cards: shows the card `build` draws, once ever under `key`,
 * in turn with the others (a newer replaces the shown one once read). False if `key` was seen
 * before, or its card is shown or waiting already.
 */
export function showExplain(scene: Phaser.Scene, key: string, build: BuildExplain): boolean {
  if (hasSeen(key)) return false;
  const line = lineOf(scene);
  if (line.key === key || line.waiting.some((w) => w.key === key)) return false;
  line.waiting.push({ key, build });
  if (!line.card) showNext(scene, line);
  else schedule(scene, line);
  return true;
}

/** The player has moved on (a move made, by mouse, touch or keyboard): the card shown goes, those waiting are dropped (unseen). */
export function dismissExplains(scene: Phaser.Scene): void {
  const line = lines.get(scene);
  if (!line) return;
  line.waiting = [];
  showNext(scene, line);
}

/** Whether an explain-once card is shown now in `scene`. */
export function explainShown(scene: Phaser.Scene): boolean {
  return lines.get(scene)?.card?.active === true;
}

/** A band of the table an explain card lies in: its left, right and top edges, and the foot it should keep above. */
export interface ExplainBand {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ExplainOptions {
  /**
   * Lay the card out flat in this band (its picture on the left, the words beside it, "Got it" on
   * the right; on a phone at the phone's floors, the picture left out where it does not fit). Its
   * top stays at the band's top; the words shrink (never under the phone's floor) to keep its foot
   * above the band's bottom, and a text too long even so lets it grow past it.
   */
  band?: ExplainBand;
}

/**
 * A flat explain card named `name` in `band`: [picture] [title / body] [Got it]. On a phone the
 * words are at the 12 CSS px floor and the button at the 44 CSS px one.
 */
export function buildExplainStrip(scene: Phaser.Scene, band: ExplainBand, content: InfoContent, name: string, ok: () => void): Panel {
  const vp = viewport();
  const phone = vp.compact;
  const width = band.right - band.left;
  const room = band.bottom - band.top;
  const pad = phone ? 14 : 12;
  const bw = phone ? 220 : 150;
  const bh = phone ? Math.max(Math.ceil(vp.minTap * 0.8), 64) : 56;
  // 'side': the picture on the left, "Got it" in a column on the right; 'stack': the words across
  // the card, the picture over "Got it" in the right-hand column (more room for a long text)
  // `vpad`: the room above and below the words (a phone's last try, with a smaller title, keeps less)
  type Layout = { title: number; body: number; pic: number; stack: boolean; vpad: number };
  const attempt = (l: Layout): { h: number; parts: Phaser.GameObjects.Text[]; l: Layout } => {
    const textX = -width / 2 + pad + (!l.stack && l.pic > 0 ? l.pic + 18 : 6);
    const textW = width / 2 - pad - bw - 18 - textX;
    const title = scene.add.text(textX, 0, content.title, { fontFamily: FONTS.title, fontSize: `${l.title}px`, fontStyle: '700', color: CSS.ink, wordWrap: { width: textW } }).setName(`${name}.title`);
    const body = scene.add.text(textX, 0, content.body, { fontFamily: FONTS.body, fontSize: `${l.body}px`, color: CSS.ink, wordWrap: { width: textW }, lineSpacing: phone ? 0 : 2 }).setName(`${name}.body`);
    const column = l.stack ? (l.pic > 0 ? l.pic + 8 : 0) + bh : Math.max(l.pic, bh);
    const inner = Math.max(column, title.height + 4 + body.height);
    return { h: Math.ceil(inner + 2 * l.vpad), parts: [title, body], l };
  };
  const floor = vp.minFont;
  const pic = content.picture ? 1 : 0;
  // the largest words that fit the band: on a phone first without shrinking, then without the
  // picture, then with a title 2 px smaller and less room above and below; on a desktop the picture beside the words, then over "Got it" and the words smaller
  const tries: Layout[] = phone
    ? [
        { title: floor + 4, body: floor, pic: pic * Math.min(130, room - 2 * pad), stack: false, vpad: pad },
        { title: floor + 4, body: floor, pic: 0, stack: false, vpad: pad },
        { title: floor + 2, body: floor, pic: 0, stack: false, vpad: 8 },
      ]
    : [
        ...[22, 20].map((b) => ({ title: fontSize(b + 4), body: fontSize(b), pic: pic * Math.min(120, room - 2 * pad), stack: false, vpad: pad })),
        ...[20, 19, 18, 17].map((b) => ({ title: fontSize(b + 4), body: fontSize(b), pic: pic * Math.max(0, Math.min(bw - 40, room - 2 * pad - bh - 8)), stack: true, vpad: pad })),
      ];
  let best = attempt(tries[0] as Layout);
  for (const tr of tries.slice(1)) {
    if (best.h <= room) break;
    for (const p of best.parts) p.destroy();
    best = attempt(tr);
  }
  const { h, l } = best;
  const [title, body] = best.parts as [Phaser.GameObjects.Text, Phaser.GameObjects.Text];
  const card = new Panel(scene, (band.left + band.right) / 2, band.top + h / 2, width, h, { name });
  const words = title.height + 4 + body.height;
  title.setY(-h / 2 + l.vpad + Math.max(0, (h - 2 * l.vpad - words) / 2));
  body.setY(title.y + title.height + 4);
  card.add([title, body]);
  const colX = width / 2 - pad - bw / 2;
  if (content.picture && l.pic > 0) {
    const at = l.stack ? { x: colX, y: -h / 2 + l.vpad + l.pic / 2 } : { x: -width / 2 + pad + l.pic / 2 + 4, y: 0 };
    const picture = scene.add.container(at.x, at.y);
    content.picture(picture, l.pic);
    card.add(picture);
  }
  card.add(new Button(scene, colX, h / 2 - l.vpad - bh / 2, t('ui.explain.ok'), ok, { width: bw, height: bh, variant: 'primary', name: `${name}.ok` }));
  return card.setDepth(DEPTH.toast - 1).blockInput();
}

/**
 * Show `content` once ever under `key` (centred near `at`, `at.width` wide; or flat in
 * `opts.band`); false if it was seen before. While another card shows, this one waits behind it
 * (and replaces it once it has been read).
 */
export function explainOnce(scene: Phaser.Scene, key: string, content: InfoContent, at: { x: number; y: number; width?: number }, opts: ExplainOptions = {}): boolean {
  return showExplain(scene, key, (ok) => {
    const band = opts.band;
    if (band) return buildExplainStrip(scene, band, content, 'ui.explain', ok);
    const card = buildInfoCard(scene, at.x, at.y, content, 'ui.explain', 70, at.width);
    card.add(new Button(scene, card.panelWidth / 2 - 110, card.panelHeight / 2 - 50, t('ui.explain.ok'), ok, { width: 180, height: 56, variant: 'primary', name: 'ui.explain.ok' }));
    return card.blockInput();
  });
}

/** Put away the card shown and drop those waiting (a scene restarting, the game over). */
export function clearExplains(scene: Phaser.Scene): void {
  const line = lines.get(scene);
  if (line) {
    line.timer?.remove();
    if (line.card?.active) line.card.destroy();
    unlisten(line);
  }
  lines.delete(scene);
}
