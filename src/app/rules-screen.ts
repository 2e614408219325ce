// The rules screen (the bar's Rules, the R key): the game's rules as headed pages (the board, a
// turn as numbered steps, the modes, our decisions, ...), each page's paragraphs packed into as
// many screens as they need, and the page's picture, drawn by the game's scene, beside them
// (issue 30 item 7). Prev and Next turn the screens; Close, a press outside or Escape (the host's)
// closes it. On a phone the heading is the panel's title and the words are larger.
import type Phaser from 'phaser';
import { Button, hideToast, Panel } from '../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../ui/theme';
import { fontSize, viewport } from '../ui/viewport';
import type { RulesPage } from '../services/catalog';
import { t } from '../services/i18n';
import { isListLine, lastLine, unitsOf } from '../services/rules-units';

export interface RulesScreenOptions {
  /** The game's title, for the panel's title on a desktop. */
  title: string;
  pages: RulesPage[];
  /** The keyboard's help, a page of its own at the end (none on a phone). */
  keys: string | null;
  /** Draws a page's picture centred on (0, 0) within w x h (the game scene's drawRulesPicture). */
  picture?: (id: string, w: number, h: number) => Phaser.GameObjects.GameObject[];
  /** The bar's height: the screen dims the window below it. */
  top: number;
  /** The screen to show (clamped to the last). */
  screen: number;
  close(): void;
  turn(screen: number): void;
}

/** One screen: a page's heading, the paragraphs that fit, and the page's picture. */
interface Screen {
  heading: string;
  text: string;
  picture?: string;
}

/** The share of the text's width a picture takes, beside the words. */
const PICTURE_SHARE = 0.4;
const PICTURE_GAP = 30;

/** Build the rules screen; the caller keeps the container (its overlay) and destroys it to close. */
export function showRulesScreen(scene: Phaser.Scene, o: RulesScreenOptions): Phaser.GameObjects.Container {
  const vp = viewport();
  hideToast(scene); // a toast would lie over the heading
  // On a phone the rules fill the table's part of the window (the rail stays beside them), in larger type.
  const compact = vp.compact;
  const c = scene.add.container(0, 0).setDepth(60);
  const width = compact ? vp.right : DESIGN_WIDTH;
  const dim = scene.add.rectangle(0, o.top, width, DESIGN_HEIGHT - o.top, 0x000000, 0.55).setOrigin(0, 0).setInteractive();
  dim.on('pointerup', () => o.close());
  const pw = compact ? vp.right - 32 : 1100;
  const ph = compact ? DESIGN_HEIGHT - o.top - 20 : 740;
  const pcx = compact ? vp.right / 2 : DESIGN_WIDTH / 2;
  const pcy = compact ? o.top + 10 + ph / 2 : DESIGN_HEIGHT / 2 + o.top / 2;
  const textW = pw - 80;
  const left = pcx - textW / 2;
  const pictureW = Math.round(textW * PICTURE_SHARE);
  const style = { fontFamily: FONTS.body, fontSize: `${fontSize(22)}px`, color: CSS.ink, wordWrap: { width: textW }, lineSpacing: 4 };
  const buttonY = compact ? pcy + ph / 2 - 22 - Math.ceil(vp.minTap * 0.4) : DESIGN_HEIGHT - 95;
  // The panel's title on a phone is the page's heading, so the words start under it; a desktop's
  // heading has a line of its own under the game's title.
  const probe = new Panel(scene, -10000, -10000, pw, ph, { title: 'Ag' });
  const bodyTop = compact ? pcy + probe.contentTop + 6 : o.top + 188;
  probe.destroy();
  const maxHeight = compact ? buttonY - Math.ceil(vp.minTap / 2) - 8 - bodyTop : DESIGN_HEIGHT - 135 - bodyTop;
  const body = scene.add.text(left, bodyTop, '', style).setName('host.rulesText');

  // Each page's paragraphs packed into screens that end above the buttons, at the width its picture
  // leaves. A paragraph is never split, but a list (its lines "• …" or "1. …", after a lead line)
  // may break between its lines, and lines of one list run on without a blank line between them.
  const pages = o.keys !== null ? [...o.pages, { heading: t('host.rulesKeys'), paragraphs: [o.keys] }] : o.pages;
  const screens: Screen[] = [];
  for (const page of pages) {
    const picture = page.picture !== undefined && o.picture !== undefined ? page.picture : undefined;
    body.setWordWrapWidth(picture !== undefined ? textW - pictureW - PICTURE_GAP : textW);
    let current: Screen | null = null;
    for (const paragraph of page.paragraphs) {
      const units = unitsOf(paragraph);
      // a list that fits on a screen of its own is not cut between two (newcomer s37: a turn's steps split)
      if (units.length > 1 && current !== null && body.setText(`${(current as Screen).text}\n\n${paragraph}`).height > maxHeight && body.setText(paragraph).height <= maxHeight) current = null;
      units.forEach((unit, i) => {
        const glue = current === null ? '' : i > 0 || (isListLine(lastLine(current.text)) && isListLine(unit)) ? '\n' : '\n\n';
        if (current && body.setText(current.text + glue + unit).height <= maxHeight) current.text += glue + unit;
        else {
          current = { heading: page.heading, text: unit, ...(picture !== undefined ? { picture } : {}) };
          screens.push(current);
        }
      });
    }
  }
  const shown = Math.max(0, Math.min(o.screen, screens.length - 1));
  const screen = screens[shown];
  const heading = screen?.heading ?? '';
  const panel = new Panel(scene, pcx, pcy, pw, ph, { title: compact ? heading : t('host.rulesTitle', { game: o.title }), name: 'host.rulesPanel' });
  // a press on the panel (its words, a greyed button) is not a press outside it: only the dim closes
  panel.setName('host.rulesPanel').blockInput();
  c.add([dim, panel]);
  const withPicture = screen?.picture !== undefined && o.picture !== undefined;
  body.setWordWrapWidth(withPicture ? textW - pictureW - PICTURE_GAP : textW);
  body.setText(screen?.text ?? '');
  if (withPicture) body.setX(left + pictureW + PICTURE_GAP);
  if (!compact) {
    c.add(scene.add.text(left, o.top + 140, heading, { fontFamily: FONTS.title, fontSize: `${fontSize(26)}px`, fontStyle: '700', color: CSS.ink }).setName('host.rules.heading'));
  }
  if (withPicture && screen?.picture !== undefined && o.picture) {
    const h = Math.min(maxHeight, compact ? maxHeight : 500);
    const art = scene.add.container(left + pictureW / 2, bodyTop + h / 2).setName('host.rules.picture');
    art.add(o.picture(screen.picture, pictureW, h));
    art.setSize(pictureW, h); // its box: what it is drawn to fit (the tests check nothing spills out)
    c.add(art);
  }
  c.add(body);
  const bw = compact ? 300 : 220;
  const dx = compact ? 380 : 300;
  const close = new Button(scene, pcx, buttonY, t('shell.close'), () => o.close(), { width: bw, variant: 'primary', name: 'host.rules.close' });
  c.add(close);
  if (screens.length > 1) {
    const prev = new Button(scene, pcx - dx, buttonY, t('host.rulesPrev'), () => o.turn(shown - 1), { width: bw, name: 'host.rules.prev' });
    const next = new Button(scene, pcx + dx, buttonY, t('host.rulesNext'), () => o.turn(shown + 1), { width: bw, name: 'host.rules.next' });
    prev.setEnabled(shown > 0);
    next.setEnabled(shown < screens.length - 1);
    // On a phone the page number sits at the foot, right of Next (the title line is the page's heading).
    const label = scene.add
      .text(compact ? pcx + pw / 2 - 40 : DESIGN_WIDTH / 2 + 510, compact ? buttonY : o.top + 105, t('host.rulesPage', { n: shown + 1, total: screens.length }), { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, color: CSS.ink })
      .setOrigin(1, 0.5)
      .setName('host.rules.page');
    c.add([prev, next, label]);
  }
  return c;
}
