// The menu: every registered game in order, Continue (grey until a save exists), import, settings.
// It also opens shared links (#g=...) and shows why a save or link cannot be loaded.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, showToast } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS, SIZES } from '../../ui/theme';
import { isPlayable, listGames, type GameEntry } from '../../services/catalog';
import { t } from '../../services/i18n';
import { saveStore } from '../save-store';
import { pickJsonFile } from '../files';
import { markFirstMenuFrame } from '../test-hooks';
import { showMenuAmbience } from '../menu-ambience';
import { drawnInSoftware } from '../software-gl';
import { reducedMotion } from '../../services/settings';
import { announce } from '../live-region';
import { setOnMenu } from '../pwa';
import { roomInAddress, watchInAddress } from '../online/address';
import { fontSize, viewport } from '../../ui/viewport';
import { onRelayout } from '../hidpi';
import { loadShell, shellNow, type ShellModule } from '../shell-loader';
import type { TextKey } from '../../services/i18n';

const CARD_W = 340;
const CARD_H = 460;
const CARD_GAP = 30;
/** A phone held sideways: the cards fill the window's width, from under the title to above the buttons. */
const COMPACT_CARD_TOP = 145;
const COMPACT_CARD_BOTTOM = 782;
const COMPACT_GAP = 22;

export class MenuScene extends Phaser.Scene {
  private focus!: FocusRing;

  constructor() {
    super('Menu');
  }

  create(data: { fromLink?: string; error?: string }): void {
    performance.mark('fc:menu');
    // The room's link (?room=CODE), or a reload in an online game: straight to the lobby, and on to the seat.
    const room = roomInAddress();
    if (room) {
      this.withShell(() => this.scene.start('Lobby', { code: room }), 'all', true);
      return;
    }
    // The watch link (?watch=CODE): to the room's lobby or table, watching (issue 28 item 6).
    const watch = watchInAddress();
    if (watch) {
      this.withShell(() => this.scene.start('Lobby', { code: watch, watch: true }), 'all', true);
      return;
    }
    this.focus = new FocusRing(this);
    // A phone turned, a window made short: the menu is laid out again for the new shape.
    onRelayout(this, () => this.scene.restart({}));
    this.drawTitle();
    const games = listGames();
    const vp = viewport();
    if (vp.compact) {
      // The whole width of the window: the cards side by side, wider than the frame's.
      const span = vp.width - 40;
      const cardW = Math.floor((span - (games.length - 1) * COMPACT_GAP) / games.length);
      const x0 = vp.cx - span / 2 + cardW / 2;
      games.forEach((g, i) => this.drawCompactCard(g, x0 + i * (cardW + COMPACT_GAP), cardW));
    } else {
      // Four cards fit at full size; test builds add a fifth, and the cards narrow to fit.
      const cardW = Math.min(CARD_W, (DESIGN_WIDTH - 80 - (games.length - 1) * CARD_GAP) / games.length);
      const total = games.length * cardW + (games.length - 1) * CARD_GAP;
      games.forEach((g, i) => this.drawGameCard(g, DESIGN_WIDTH / 2 - total / 2 + cardW / 2 + i * (cardW + CARD_GAP), 465, cardW));
    }
    this.drawBottomBar();
    announce(t('menu.announce'));
    performance.mark('fc:menu-built');
    this.events.once(Phaser.Scenes.Events.RENDER, () => markFirstMenuFrame());
    setOnMenu(true); // a waiting new version is offered here, never in a game
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => setOnMenu(false));
    if (data?.error) showToast(this, data.error, 'error');
    const link = data?.fromLink;
    if (link && link.startsWith('#g=')) this.withShell((shell) => void shell.openLink(this, link), 'all', true);
  }

  /**
   * Run `then` with the app past the menu (app/shell.ts): at once when it is there, as a rule (it
   * is fetched as soon as the menu's first frame is drawn), else once it arrives, saying so if that
   * takes a moment, and why if it cannot be fetched (the next press tries again). `needs`: the
   * game whose part must be there too, or 'all' (app/shell-loader.ts); `quiet`: no "Loading…".
   */
  private withShell(then: (shell: ShellModule) => void, needs?: string, quiet = false): void {
    const now = shellNow(needs);
    if (now) {
      then(now);
      return;
    }
    // A press that waits says so; a link opened at start-up does not (the page is loading anyway).
    let toast: Phaser.GameObjects.Container | null = null;
    const slow = quiet ? null : this.time.delayedCall(400, () => (toast = showToast(this, t('menu.loading'))));
    const arrived = (): void => {
      slow?.remove();
      if (toast?.active) {
        this.tweens.killTweensOf(toast);
        toast.destroy();
      }
    };
    loadShell(this.game, needs).then(
      (shell) => {
        arrived();
        if (this.sys.isActive()) then(shell);
      },
      () => {
        arrived();
        if (this.sys.isActive()) showToast(this, t('menu.loadFailed'), 'error');
      },
    );
  }

  private drawTitle(): void {
    const cx = DESIGN_WIDTH / 2;
    const compact = viewport().compact;
    this.add
      .text(cx, compact ? 48 : 92, t('app.title'), { fontFamily: FONTS.title, fontSize: `${compact ? 58 : SIZES.title}px`, fontStyle: '700', color: CSS.gold })
      .setOrigin(0.5)
      .setShadow(0, 4, '#000000', 8, false, true)
      .setName('menu.title');
    this.add
      .text(cx, compact ? 112 : 160, t('menu.subtitle'), { fontFamily: FONTS.body, fontSize: `${fontSize(24)}px`, color: CSS.parchment })
      .setOrigin(0.5)
      .setAlpha(0.85)
      .setName('menu.subtitle');
    // Still under reduced motion, and where the page is drawn without a GPU (app/software-gl.ts).
    const remove = showMenuAmbience(this.game.canvas, reducedMotion() || drawnInSoftware(this.game), !compact);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, remove);
  }

  private drawGameCard(game: GameEntry, x: number, y: number, cardW: number): void {
    const panel = new Panel(this, x, y, cardW, CARD_H);
    panel.setName(`menu.card.${game.id}`);
    this.add.existing(panel);
    const emblem = this.add.container(x, y - 120);
    emblem.add(game.emblem(this, 170));
    this.add
      .text(x, y - 18, game.title, { fontFamily: FONTS.title, fontSize: '28px', fontStyle: '700', color: CSS.ink, align: 'center', wordWrap: { width: cardW - 40 } })
      .setOrigin(0.5, 0)
      .setName(`menu.title.${game.id}`);
    this.add
      .text(x, y + 60, t(game.tagline), { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft, align: 'center', wordWrap: { width: cardW - 44 } })
      .setOrigin(0.5, 0)
      .setMaxLines(3);
    this.add
      .text(x, y + CARD_H / 2 - 88, t('menu.players', { n: game.players }), { fontFamily: FONTS.body, fontSize: '20px', fontStyle: '700', color: CSS.inkSoft })
      .setOrigin(0.5, 0.5);
    if (isPlayable(game)) {
      // A game with a guided first game shows "Learn to play" beside Play; on a narrow card
      // (a test build's fifth game) both buttons narrow with it so they stay inside the card.
      const lesson = hasLesson(game);
      const k = Math.min(1, (cardW - 34) / 306);
      const by = y + CARD_H / 2 - 36;
      this.playButtons(game, lesson ? { x: x - 78 * k, y: by, w: 140 * k } : { x, y: by, w: Math.min(200, cardW - 40) }, lesson ? { x: x + 78 * k, y: by, w: 150 * k } : null);
    } else {
      this.add
        .text(x, y + CARD_H / 2 - 38, t('menu.comingSoon'), { fontFamily: FONTS.title, fontSize: '22px', color: CSS.inkSoft })
        .setOrigin(0.5)
        .setName(`menu.soon.${game.id}`);
    }
  }

  /** Play (and Learn to play) at the given places and widths. */
  private playButtons(game: GameEntry, at: { x: number; y: number; w: number }, learn: { x: number; y: number; w: number } | null): void {
    const b = new Button(this, at.x, at.y, t('menu.play'), () => this.withShell(() => this.scene.start('Setup', { gameId: game.id }), game.id), { width: at.w, variant: 'primary', name: `menu.play.${game.id}` });
    this.add.existing(b);
    this.focus.add(b);
    if (learn && hasLesson(game)) {
      const l = new Button(this, learn.x, learn.y, t('menu.learn'), () => this.withShell((shell) => shell.startLesson(this, game.id), game.id), { width: learn.w, variant: 'secondary', fontSize: 19, name: `menu.learn.${game.id}` });
      this.add.existing(l);
      this.focus.add(l);
    }
  }

  /** A phone's card: emblem, title, a one-line blurb, players, and the buttons stacked at its foot. */
  private drawCompactCard(game: GameEntry, x: number, cardW: number): void {
    const top = COMPACT_CARD_TOP;
    const bottom = COMPACT_CARD_BOTTOM;
    const y = (top + bottom) / 2;
    const panel = new Panel(this, x, y, cardW, bottom - top);
    panel.setName(`menu.card.${game.id}`);
    this.add.existing(panel);
    const emblem = this.add.container(x, top + 78);
    emblem.add(game.emblem(this, 118));
    const wrap = cardW - 32;
    this.add
      .text(x, top + 148, game.title, { fontFamily: FONTS.title, fontSize: `${fontSize(34)}px`, fontStyle: '700', color: CSS.ink, align: 'center', wordWrap: { width: wrap } })
      .setOrigin(0.5, 0)
      .setMaxLines(2)
      .setName(`menu.title.${game.id}`);
    const blurbKey = `menu.blurb.${game.id}` as TextKey;
    const blurb = t(blurbKey);
    this.add
      .text(x, top + 250, blurb === blurbKey ? t(game.tagline) : blurb, { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: CSS.inkSoft, align: 'center', wordWrap: { width: wrap } })
      .setOrigin(0.5, 0)
      .setMaxLines(2)
      .setName(`menu.blurb.${game.id}`);
    const lesson = hasLesson(game);
    const step = viewport().minTap + 4;
    const lastY = bottom - 12 - step / 2;
    this.add
      .text(x, lastY - step - 86, t('menu.players', { n: game.players }), { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.inkSoft })
      .setOrigin(0.5, 0.5)
      .setName(`menu.players.${game.id}`);
    if (isPlayable(game)) {
      const w = cardW - 36;
      this.playButtons(game, { x, y: lesson ? lastY - step : lastY, w }, lesson ? { x, y: lastY, w } : null);
    } else {
      this.add
        .text(x, lastY, t('menu.comingSoon'), { fontFamily: FONTS.title, fontSize: `${fontSize(22)}px`, color: CSS.inkSoft })
        .setOrigin(0.5)
        .setName(`menu.soon.${game.id}`);
    }
  }

  private drawBottomBar(): void {
    const vp = viewport();
    const y = vp.compact ? DESIGN_HEIGHT - 56 : DESIGN_HEIGHT - 70;
    const bw = vp.compact ? 330 : 240;
    const gap = vp.compact ? 30 : 24;
    const buttons: Button[] = [];
    // Continue keeps its place with no saved game (grey; a press says why): the row never moves
    // under the hand when a game has been saved (a newcomer's report, s35).
    const cont = new Button(this, 0, y, t('menu.continue'), () => this.withShell((shell) => shell.continueSaved(this), saveStore().lastGame() ?? 'all'), { width: bw, variant: 'primary', name: 'menu.continue' });
    if (!saveStore().hasContinue()) cont.setEnabled(false, () => showToast(this, t('menu.noContinue')));
    buttons.push(cont);
    buttons.push(new Button(this, 0, y, t('online.menu'), () => this.withShell(() => this.scene.start('Online'), 'all'), { width: bw, variant: 'secondary', name: 'menu.online' }));
    buttons.push(new Button(this, 0, y, t('menu.record'), () => this.withShell(() => this.scene.start('Record')), { width: bw, variant: 'secondary', name: 'menu.record' }));
    buttons.push(new Button(this, 0, y, t('menu.import'), () => this.importFromFile(), { width: bw, variant: 'secondary', name: 'menu.import' }));
    buttons.push(new Button(this, 0, y, t('menu.settings'), () => this.withShell(() => this.scene.start('Settings', { back: 'Menu' })), { width: bw, variant: 'secondary', name: 'menu.settings' }));
    const total = buttons.length * bw + (buttons.length - 1) * gap;
    buttons.forEach((b, i) => {
      b.setX(DESIGN_WIDTH / 2 - total / 2 + bw / 2 + i * (bw + gap));
      this.add.existing(b);
      this.focus.add(b);
    });
  }

  private importFromFile(): void {
    pickJsonFile((text) => this.withShell((shell) => shell.openImported(this, text), 'all'));
  }
}

/** The game has a guided first game (its part's `tutorial`, or the entry says so before the part is fetched). */
function hasLesson(game: GameEntry): boolean {
  return game.play ? game.play.tutorial !== undefined : game.lesson === true;
}
