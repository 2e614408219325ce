// Daily deals and your record (issue 29 items 3 and 4), one screen with three tabs:
// - Today: each game's deal of the day (UTC), the same for every player, to play once for the
//   record (practice after), the streak, the result to share;
// - Standings: per game and mode, games played and won, streaks, medals, best scores;
// - Past games: every finished game, newest first, with Review (issue 29 item 1) and "Play again"
//   (the same deal and seats).
// Below them: export the record as one file, import one (merged, each game once), erase it.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, showDialog, showToast } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { fontSize, viewport } from '../../ui/viewport';
import { t, type TextKey } from '../../services/i18n';
import { findGame } from '../../services/catalog';
import { DAILY_GAMES, dailyDeal, dealSeats, type DailyGame } from '../../services/daily-deals';
import { dailyDays, decodeHistory, encodeHistory, playedDaily, standings, type PlayedGame } from '../../services/history';
import { dailyStreak, utcDay } from '../../core/daily';
import { GameSession, type RulesEntry, type SeatKind } from '../../services/session';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../services/saves';
import { rulesLookup } from '../games-lookup';
import { saveStore } from '../save-store';
import { eraseHistory, historyLasts, importGames, loadHistory } from '../history-store';
import { dailyEndLines } from '../daily-end';
import { loadShell } from '../shell-loader';
import { onRelayout } from '../hidpi';
import { announce } from '../live-region';
import { downloadJson, pickJsonFile } from '../files';
import { copyAndSay } from '../clipboard';

export type RecordTab = 'daily' | 'standings' | 'games';
const TABS: RecordTab[] = ['daily', 'standings', 'games'];

interface Layout {
  compact: boolean;
  left: number;
  right: number;
  width: number;
  /** The content's top and bottom, between the tabs and the bottom row. */
  top: number;
  bottom: number;
  barY: number;
  tap: number;
  font: number;
  small: number;
}

export class RecordScene extends Phaser.Scene {
  private tab: RecordTab = 'daily';
  private page = 0;
  private focus!: FocusRing;
  private games: PlayedGame[] = [];
  private lasting = true;

  constructor() {
    super('Record');
  }

  create(data: { tab?: RecordTab; page?: number; toast?: string }): void {
    this.tab = data?.tab && TABS.includes(data.tab) ? data.tab : 'daily';
    this.page = typeof data?.page === 'number' && data.page >= 0 ? Math.floor(data.page) : 0;
    this.focus = new FocusRing(this);
    this.focus.onBack = () => this.scene.start('Menu');
    onRelayout(this, () => this.scene.restart({ tab: this.tab, page: this.page }));
    void Promise.all([loadHistory(), historyLasts()]).then(([games, lasting]) => {
      if (!this.sys.isActive()) return;
      this.games = games;
      this.lasting = lasting;
      this.draw();
      if (typeof data?.toast === 'string') showToast(this, data.toast);
    });
  }

  private layout(): Layout {
    const vp = viewport();
    const margin = vp.compact ? 30 : 60;
    const left = Math.max(vp.left, vp.compact ? vp.left : 0) + margin;
    const right = Math.min(vp.right, vp.compact ? vp.right : DESIGN_WIDTH) - margin;
    const tap = vp.compact ? vp.minTap : 64;
    return {
      compact: vp.compact,
      left,
      right,
      width: right - left,
      top: vp.compact ? 250 : 235,
      bottom: vp.compact ? DESIGN_HEIGHT - 56 - tap / 2 - 20 : 780,
      barY: vp.compact ? DESIGN_HEIGHT - 56 : 835,
      tap,
      // On a phone a size over the 12 CSS px floor: the cards and rows are read at arm's length.
      font: fontSize(vp.compact ? 32 : 24),
      small: fontSize(vp.compact ? 30 : 20),
    };
  }

  private draw(): void {
    const L = this.layout();
    const titleY = L.compact ? 48 : 58;
    this.add
      .text(DESIGN_WIDTH / 2, titleY, t('record.title'), { fontFamily: FONTS.title, fontSize: `${L.compact ? 52 : 48}px`, fontStyle: '700', color: CSS.gold })
      .setOrigin(0.5)
      .setName('record.title');
    const back = new Button(this, L.left + (L.compact ? 130 : 90), titleY, t('shell.back'), () => this.scene.start('Menu'), { width: L.compact ? 260 : 180, name: 'record.back' });
    this.add.existing(back);
    this.focus.add(back);
    // The tabs.
    const tabW = Math.min(L.compact ? 520 : 300, (L.width - 40) / 3);
    const tabY = L.compact ? 165 : 140;
    TABS.forEach((tab, i) => {
      const b = new Button(this, DESIGN_WIDTH / 2 + (i - 1) * (tabW + 20), tabY, t(`record.tab.${tab}` as TextKey), () => this.scene.restart({ tab }), {
        width: tabW,
        variant: tab === this.tab ? 'primary' : 'secondary',
        name: `record.tab.${tab}`,
      });
      this.add.existing(b);
      this.focus.add(b);
    });
    if (this.tab === 'daily') this.drawDaily(L);
    else if (this.tab === 'standings') this.drawStandings(L);
    else this.drawGames(L);
    this.drawBottomRow(L);
    announce(t(`record.tab.${this.tab}` as TextKey));
  }

  // ---- today's deals ----------------------------------------------------------------------------

  private drawDaily(L: Layout): void {
    const today = utcDay(Date.now());
    const note = this.add
      .text(DESIGN_WIDTH / 2, L.top - 10, t('daily.about', { day: today }), { fontFamily: FONTS.body, fontSize: `${L.small}px`, color: CSS.parchment, align: 'center', wordWrap: { width: L.width } })
      .setOrigin(0.5, 0)
      .setName('daily.about');
    const top = L.top + note.height + 10;
    const gap = L.compact ? 20 : 24;
    const w = (L.width - gap * (DAILY_GAMES.length - 1)) / DAILY_GAMES.length;
    const h = L.bottom - top;
    DAILY_GAMES.forEach((game, i) => this.drawDailyCard(game, L.left + w / 2 + i * (w + gap), top, w, h, today, L));
  }

  private drawDailyCard(game: DailyGame, x: number, top: number, w: number, h: number, today: string, L: Layout): void {
    const entry = findGame(game);
    this.add.existing(new Panel(this, x, top + h / 2, w, h, { name: `daily.card.${game}` }));
    const title = entry?.title ?? game;
    const wrap = w - 30;
    let y = top + 18;
    const line = (text: string, name: string, opts: { size?: number; bold?: boolean; title?: boolean; color?: string } = {}): void => {
      const o = this.add
        .text(x, y, text, { fontFamily: opts.title ? FONTS.title : FONTS.body, fontSize: `${opts.size ?? L.small}px`, fontStyle: opts.bold || opts.title ? '700' : '400', color: opts.color ?? CSS.inkSoft, align: 'center', wordWrap: { width: wrap } })
        .setOrigin(0.5, 0)
        .setName(name);
      y += o.height + 10;
    };
    line(title, `daily.title.${game}`, { size: fontSize(L.compact ? 30 : 28), title: true, color: CSS.ink });
    line(t(`daily.kind.${game}` as TextKey), `daily.kind.${game}`);
    const mine = this.games.filter((g) => g.game === game && g.daily === today);
    const played = playedDaily(this.games, game, today);
    const streak = dailyStreak(dailyDays(this.games, game), today);
    const result = mine[0];
    const begun = saveStore().peek(game)?.seed === dailyDeal(game, today).seed;
    line(result ? t(result.won ? 'daily.statusWon' : 'daily.statusLost') : t(begun ? 'daily.statusBegun' : 'daily.statusNew'), `daily.status.${game}`, { bold: true, color: CSS.ink, size: L.font });
    line(streak > 0 ? t('daily.streak', { n: streak }) : t('daily.noStreak'), `daily.streak.${game}`);
    // The buttons at the card's foot: Play (for the record) or Practise; Share once played.
    const bw = w - 30;
    const step = L.tap + 10;
    let by = top + h - 16 - L.tap / 2;
    if (result) {
      const lines = dailyEndLines({ id: result.id, dailyDeal: true, daily: today, won: result.won, ...(result.medal ? { medal: result.medal } : {}), streak }, title);
      const share = new Button(this, x, by, t('daily.shareResult'), () => void copyAndSay(this, lines.share ?? '', `${t('daily.copied')}\n${lines.share ?? ''}`), { width: bw, name: `daily.share.${game}`, fontSize: 22 });
      this.add.existing(share);
      this.focus.add(share);
      by -= step;
    }
    // The game's emblem in the room left between the words and the buttons.
    const room = by - L.tap / 2 - 16 - y;
    const size = Math.min(room - 10, w - 60, 170);
    if (entry && size >= 70) this.add.container(x, y + room / 2).add(entry.emblem(this, size)).setName(`daily.emblem.${game}`);
    // Today's deal begun and left (the game's save is of that deal): it goes on where it was, never dealt again.
    const play = new Button(this, x, by, t(begun ? 'daily.continue' : played ? 'daily.practise' : 'daily.play'), () => (begun ? this.continueDaily(game, today) : this.playDaily(game, today)), {
      width: bw,
      variant: played && !begun ? 'secondary' : 'primary',
      name: `daily.play.${game}`,
    });
    this.add.existing(play);
    this.focus.add(play);
  }

  /** Today's deal where it was left: the game's save, checked by its rules (a damaged one says why). */
  private continueDaily(game: DailyGame, day: string): void {
    this.withRules(game, () => {
      const saved = saveStore().read(game, rulesLookup);
      if (!saved?.ok || saved.save.record.seed !== dailyDeal(game, day).seed) throw new Error(saved && !saved.ok ? saved.error.message : t('daily.continueFailed'));
      const loaded = GameSession.fromSave(saved.save, rulesLookup);
      if (!loaded.ok) throw new Error(loaded.error.message);
      this.scene.start('GameHost', { gameId: game, session: loaded.session });
    });
  }

  private playDaily(game: DailyGame, day: string): void {
    const deal = dailyDeal(game, day);
    this.startGame(game, deal.options, deal.seed, (n) => dealSeats(deal, n), deal.botLevel);
  }

  /** `then` with `game`'s rules, its part fetched first; what goes wrong is said in a toast. */
  private withRules(game: string, then: (entry: RulesEntry) => void): void {
    void loadShell(this.game, game).then(
      () => {
        const entry = rulesLookup(game);
        if (!this.sys.isActive() || !entry) return;
        try {
          then(entry);
        } catch (e) {
          showToast(this, e instanceof Error ? e.message : String(e), 'error');
        }
      },
      () => showToast(this, t('menu.loadFailed'), 'error'),
    );
  }

  /** Starts a game from its deal, or says why it cannot be. */
  private startGame(game: string, options: unknown, seed: string | number, seats: (n: number) => SeatKind[], botLevel: string | null): void {
    this.withRules(game, (entry) => {
      const session = GameSession.start(entry, game, options, seed, seats(entry.seats(options)), false, botLevel);
      this.scene.start('GameHost', { gameId: game, session, fresh: true });
    });
  }

  // ---- standings --------------------------------------------------------------------------------

  private drawStandings(L: Layout): void {
    const rows = standings(this.games);
    if (rows.length === 0) {
      this.empty(L, t('record.none'));
      return;
    }
    const head = [t('record.col.game'), t('record.col.mode'), t('record.col.played'), t('record.col.won'), t('record.col.streak'), t('record.col.bestStreak'), t('record.col.best'), t('record.col.medals')];
    const lineH = Math.round(L.font * 1.6);
    const perPage = Math.max(1, Math.floor((L.bottom - L.top) / lineH) - 1);
    const shown = this.paged(rows, perPage, L);
    const cells = [
      head,
      ...shown.map((s) => [
        findGame(s.game)?.title ?? s.game,
        modeName(s.game, s.mode),
        String(s.played),
        String(s.won),
        String(s.streak),
        String(s.bestStreak),
        s.bestScore === null ? '-' : String(s.bestScore),
        s.medals.gold + s.medals.silver + s.medals.bronze > 0 ? t('record.medals', { g: s.medals.gold, s: s.medals.silver, b: s.medals.bronze }) : '-',
      ]),
    ];
    this.table(L, cells, lineH);
  }

  /** A table from `L.top`: column widths from their widest cell, shrunk to fit; cells named 'record.cell.<row>.<col>'. */
  private table(L: Layout, cells: string[][], lineH: number): void {
    const texts = cells.map((row, r) =>
      row.map((text, c) =>
        this.add
          .text(0, 0, text, { fontFamily: FONTS.body, fontSize: `${L.font}px`, fontStyle: r === 0 ? '700' : '400', color: r === 0 ? CSS.goldLight : CSS.parchment })
          .setOrigin(c < 2 ? 0 : 0.5, 0)
          .setName(`record.cell.${r}.${c}`),
      ),
    );
    const cols = cells[0]?.length ?? 0;
    const widths = Array.from({ length: cols }, (_, c) => Math.max(...texts.map((row) => row[c]?.width ?? 0)) + 36);
    const natural = widths.reduce((a, b) => a + b, 0);
    const k = Math.min(1, L.width / natural);
    let x = DESIGN_WIDTH / 2 - (natural * k) / 2;
    widths.forEach((w, c) => {
      const cw = w * k;
      texts.forEach((row, r) => {
        const o = row[c];
        if (!o) return;
        o.setPosition(c < 2 ? x + 8 : x + cw / 2, L.top + r * lineH);
        if (o.width > cw - 8) o.setScale((cw - 8) / o.width);
      });
      x += cw;
    });
    this.add
      .graphics()
      .lineStyle(2, 0xc9a227, 0.6)
      .lineBetween(DESIGN_WIDTH / 2 - (natural * k) / 2, L.top + lineH - 6, DESIGN_WIDTH / 2 + (natural * k) / 2, L.top + lineH - 6);
  }

  private empty(L: Layout, text: string): void {
    this.add
      .text(DESIGN_WIDTH / 2, (L.top + L.bottom) / 2, text, { fontFamily: FONTS.body, fontSize: `${L.font}px`, color: CSS.parchment, align: 'center', wordWrap: { width: L.width - 100 } })
      .setOrigin(0.5)
      .setName('record.empty');
  }

  // ---- past games -------------------------------------------------------------------------------

  private drawGames(L: Layout): void {
    if (this.games.length === 0) {
      this.empty(L, t('record.none'));
      return;
    }
    const newest = [...this.games].reverse();
    const rowH = L.tap + (L.compact ? 8 : 12);
    const perPage = Math.max(1, Math.floor((L.bottom - L.top) / rowH));
    const shown = this.paged(newest, perPage, L);
    const bw = L.compact ? 300 : 200;
    shown.forEach((g, i) => {
      const y = L.top + rowH * i + rowH / 2;
      const when = new Date(g.endedAt);
      // The day written as the daily deals write theirs (year-month-day), then the local time.
      const pad = (n: number): string => String(n).padStart(2, '0');
      const date = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())} ${pad(when.getHours())}:${pad(when.getMinutes())}`;
      const result = g.won ? (g.medal ? t(`daily.medal.${g.medal}` as TextKey) : t('record.won')) : t('record.lost');
      const parts = [findGame(g.game)?.title ?? g.game, modeName(g.game, g.mode), result];
      if (g.score !== undefined) parts.push(t('record.score', { n: g.score }));
      if (g.daily) parts.push(t('record.dailyOf', { day: g.daily }));
      this.add
        .text(L.left, y, date, { fontFamily: FONTS.body, fontSize: `${L.small}px`, color: CSS.goldLight })
        .setOrigin(0, 0.5)
        .setName(`record.game.${i}.date`);
      const text = this.add
        .text(L.left + (L.compact ? 330 : 230), y, parts.join(' \u00B7 '), { fontFamily: FONTS.body, fontSize: `${L.font}px`, fontStyle: '700', color: CSS.parchment })
        .setOrigin(0, 0.5)
        .setName(`record.game.${i}.text`);
      const room = L.right - 2 * bw - 40 - text.x;
      if (text.width > room) text.setScale(room / text.width);
      const review = new Button(this, L.right - bw * 1.5 - 16, y, t('record.review'), () => this.review(g), { width: bw, height: L.tap - 8, fontSize: 20, name: `record.game.${i}.review` });
      const again = new Button(this, L.right - bw / 2, y, t('record.playAgain'), () => this.playAgain(g), { width: bw, height: L.tap - 8, fontSize: 20, name: `record.game.${i}.again` });
      for (const b of [review, again]) {
        this.add.existing(b);
        this.focus.add(b);
      }
    });
  }

  /** The game's review (issue 29 item 1): its record opened at its end, looked through move by move. */
  private review(g: PlayedGame): void {
    this.withRules(g.game, (entry) => {
      const seats = g.seats ?? Array.from({ length: entry.seats(g.record.options) }, () => 'human' as const);
      const save: SaveFile = { format: SAVE_FORMAT, formatVersion: SAVE_FORMAT_VERSION, record: g.record, seats, practice: true, savedAt: new Date(g.endedAt).toISOString() };
      const loaded = GameSession.fromSave(save, rulesLookup);
      if (!loaded.ok) throw new Error(loaded.error.message);
      const person = seats.indexOf('human');
      this.scene.start('GameHost', { gameId: g.game, session: loaded.session, review: true, reviewSeat: person < 0 ? 0 : person, reviewId: g.id, verdicts: g.verdicts ?? [] });
    });
  }

  /** The same deal again, with the same seats (an online game's: every seat a person here). */
  private playAgain(g: PlayedGame): void {
    const seats = g.seats;
    this.startGame(g.game, g.record.options, g.record.seed, (n) => (seats && seats.length === n ? [...seats] : Array.from({ length: n }, () => 'human' as const)), g.botLevel ?? null);
  }

  /** The rows of the current page, with the page's buttons in the bottom row's right when there are more. */
  private paged<T>(rows: readonly T[], perPage: number, L: Layout): T[] {
    const pages = Math.max(1, Math.ceil(rows.length / perPage));
    this.page = Math.min(this.page, pages - 1);
    if (pages > 1) {
      const w = L.compact ? 150 : 110;
      const label = this.add
        .text(L.right - w - 20, L.barY, t('record.page', { n: this.page + 1, of: pages }), { fontFamily: FONTS.body, fontSize: `${L.small}px`, color: CSS.parchment })
        .setOrigin(1, 0.5)
        .setName('record.page');
      const prev = new Button(this, label.x - label.width - 20 - w / 2, L.barY, '\u2039', () => this.scene.restart({ tab: this.tab, page: this.page - 1 }), { width: w, name: 'record.prev' });
      const next = new Button(this, L.right - w / 2, L.barY, '\u203A', () => this.scene.restart({ tab: this.tab, page: this.page + 1 }), { width: w, name: 'record.next' });
      prev.setEnabled(this.page > 0);
      next.setEnabled(this.page < pages - 1);
      for (const b of [prev, next]) {
        this.add.existing(b);
        this.focus.add(b);
      }
    }
    return rows.slice(this.page * perPage, (this.page + 1) * perPage);
  }

  // ---- export, import, erase --------------------------------------------------------------------

  private drawBottomRow(L: Layout): void {
    const bw = L.compact ? 300 : 200;
    const gap = 20;
    const actions: [string, string, () => void][] = [
      ['record.export', 'record.export', () => this.exportFile()],
      ['record.import', 'record.import', () => this.importFile()],
      ['record.erase', 'record.erase', () => void this.erase()],
    ];
    actions.forEach(([label, name, act], i) => {
      const b = new Button(this, L.left + bw / 2 + i * (bw + gap), L.barY, t(label as TextKey), act, { width: bw, name, variant: name === 'record.erase' ? 'danger' : 'secondary' });
      if (name !== 'record.import') b.setEnabled(this.games.length > 0);
      this.add.existing(b);
      this.focus.add(b);
    });
    if (!this.lasting) {
      this.add
        .text(L.left + 3 * (bw + gap), L.barY, t('record.notKept'), { fontFamily: FONTS.body, fontSize: `${L.small}px`, color: CSS.goldLight, wordWrap: { width: L.width / 3 } })
        .setOrigin(0, 0.5)
        .setName('record.notKept');
    }
  }

  private exportFile(): void {
    const name = `four-crowns-record-${utcDay(Date.now())}.json`;
    downloadJson(name, encodeHistory(this.games));
    showToast(this, t(this.games.length === 1 ? 'record.exported1' : 'record.exported', { n: this.games.length, name }));
  }

  private importFile(): void {
    pickJsonFile((text) => {
      void (async () => {
        const decoded = decodeHistory(text);
        if (!decoded.ok) {
          announce(decoded.error);
          await showDialog(this, { title: t('record.importFailed'), body: decoded.error, buttons: [{ label: t('shell.close'), value: 'close' }] });
          return;
        }
        const added = await importGames(decoded.games);
        if (!this.sys.isActive()) return;
        this.scene.restart({ tab: this.tab, page: 0, toast: added === 0 ? t('record.importedNone') : t(added === 1 ? 'record.imported1' : 'record.imported', { n: added }) });
      })();
    });
  }

  private async erase(): Promise<void> {
    const choice = await showDialog(this, {
      title: t('record.eraseTitle'),
      body: t(this.games.length === 1 ? 'record.eraseBody1' : 'record.eraseBody', { n: this.games.length }),
      buttons: [
        { label: t('record.eraseYes'), value: 'erase', variant: 'danger' },
        { label: t('shell.close'), value: 'close' },
      ],
    });
    if (choice !== 'erase') return;
    await eraseHistory();
    if (this.sys.isActive()) this.scene.restart({ tab: this.tab, page: 0 });
  }
}

/** A standings mode in words: "3 players", "Master Slayer", a Regality variant's name (an unknown one as it is written). */
function modeName(game: string, mode: string): string {
  const m = /^(\d)-players$/.exec(mode);
  if (m) return t('record.mode.players', { n: Number(m[1]) });
  const keys = [`record.mode.${mode}`, game === 'castle-panic' ? `cp.mode.${mode}` : game === 'regality' ? `regality.variant.${mode}` : ''];
  for (const key of keys) {
    if (!key) continue;
    const text = t(key as TextKey);
    if (text !== key) return text;
  }
  return mode;
}
