// Play online's lobby: the room's code and link, who sits where, who is away, the host's Start.
// The room's link (?room=CODE) and a reload come straight here, and on into the game once it has
// started; a code that opens no room goes back to the Online screen (app/scenes/online.ts) with the
// code as typed and an error toast.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, showToast } from '../../ui';
import { COLORS, CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { findGame, type PlayableGame } from '../../services/catalog';
import { t } from '../../services/i18n';
import { MAX_NAME, cleanName, normaliseCode, type CreateOptions, type LobbyMessage } from '../online/protocol';
import { OnlineConnection, browserTokens, roomLink, watchLink } from '../online/connection';
import { savedName, saveName } from '../online/player-name';
import { TextField } from '../../ui/text-field';
import { OnlineHostSession } from '../online/host-session';
import { askForTurnNotifications, browserTurnAlert } from '../online/turn-alert';
import { playSfx } from '../../services/audio';
import { fontSize, viewport } from '../../ui/viewport';
import { onRelayout } from '../hidpi';
import { recallSetup } from './setup';
import { optionWords, valuesFor } from '../../services/option-words';
import { copyAndSay } from '../clipboard';
import { COMPACT_TOP, compactBottom, compactText } from './online-compact';

/** The matchmaker's answer to a code that names no room (Colyseus' MATCHMAKE_INVALID_ROOM_ID). */
const NO_SUCH_ROOM = 4212;

/** A bot level as the players read it: the label the local setup shows for it (its botLevel option). */
export interface LevelChoice {
  value: string;
  label: string;
}

/** The levels a game's bots offer, easiest first, with the setup screen's words for them. */
export function levelChoices(play: PlayableGame | undefined): LevelChoice[] {
  if (!play?.botLevels?.length) return [];
  const spec = play.options.find((o) => o.key === 'botLevel');
  return play.botLevels.map((level) => {
    const c = spec?.choices.find((x) => x.value === level);
    return { value: level, label: c?.label ? t(c.label) : (c?.text ?? level) };
  });
}

/** `named`: the player has just typed the name (the Online screen); else a link without a seat token asks for it first. */
type LobbyData = { create?: CreateOptions; code?: string; named?: boolean; watch?: boolean };

export class LobbyScene extends Phaser.Scene {
  private conn: OnlineConnection | null = null;
  private layer: Phaser.GameObjects.Container | null = null;
  /** The panel, the status line and Leave: laid out again in place on a change of layout. */
  private frame: Phaser.GameObjects.Container | null = null;
  private status!: Phaser.GameObjects.Text;
  /** The room's last lobby message, drawn again after a change of layout. */
  private last: LobbyMessage | null = null;
  private gone = false;
  private handedOn = false;

  constructor() {
    super('Lobby');
  }

  create(data: LobbyData): void {
    this.conn = null;
    this.layer = null;
    this.frame = null;
    this.last = null;
    this.gone = false;
    this.handedOn = false;
    // The room's link opened with no seat in it yet: the name first (remembered from last time).
    if (!data.create && !data.named && !data.watch && !browserTokens.get(normaliseCode(data.code ?? ''))) {
      this.askName(data);
      return;
    }
    this.drawFrame(t('online.connecting'));
    // A change of layout never closes the room's connection: the lobby is drawn again in place.
    onRelayout(this, () => {
      if (this.gone || this.handedOn) return;
      this.drawFrame(this.status.text);
      if (this.last) this.draw(this.last);
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.gone = true;
      this.layer = null;
      this.frame = null;
    });
    void this.connect(data);
  }

  /** Before joining by a link: "Your name" (the one remembered, to confirm or change), and Join. */
  private askName(data: LobbyData): void {
    onRelayout(this, () => this.scene.restart(data));
    this.drawFrame('');
    const vp = viewport();
    const focus = new FocusRing(this);
    focus.onBack = () => this.leave();
    const cx = DESIGN_WIDTH / 2;
    const w = vp.compact ? Math.min(700, vp.right - vp.left - 200) : 520;
    const key = vp.minTap;
    const y = vp.compact ? (COMPACT_TOP + compactBottom(vp)) / 2 - key : 400;
    this.add.text(cx, vp.compact ? 50 : 60, t('online.lobby', { code: normaliseCode(data.code ?? '') }), { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName('lobby.title');
    this.add.text(cx, y - key / 2 - 24 - fontSize(20), t('online.name'), { fontFamily: FONTS.title, fontSize: `${fontSize(32)}px`, fontStyle: '700', color: CSS.ink }).setOrigin(0.5, 1);
    this.add.text(cx, y - key / 2 - 14, t('online.nameHint'), { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: CSS.inkSoft }).setOrigin(0.5, 1);
    const go = (): void => {
      const clean = cleanName(field.value);
      if (!clean) {
        showToast(this, t('online.badName'), 'error');
        field.activate();
        return;
      }
      saveName(clean);
      this.scene.restart({ ...data, named: true });
    };
    const field = new TextField(this, cx, y, w, key, { value: savedName(), maxLength: MAX_NAME, label: t('online.name'), name: 'lobby.name', fontSize: 28, onEnter: go });
    const join = new Button(this, cx, y + key + 24, t('online.joinButton'), go, { width: 260, variant: 'primary', name: 'lobby.join' });
    this.add.existing(join);
    focus.add(field);
    focus.add(join);
    if (!field.value) field.activate();
  }

  /** The lobby's panel, its status line (`status`) and Leave, for the layout in use now. */
  private drawFrame(status: string): void {
    this.frame?.destroy();
    const vp = viewport();
    const cx = DESIGN_WIDTH / 2;
    const c = this.add.container(0, 0);
    this.frame = c;
    if (!vp.compact) {
      c.add(new Panel(this, cx, 455, 1100, 640));
      this.status = this.add
        .text(cx, 455, status, { fontFamily: FONTS.body, fontSize: '26px', color: CSS.ink, align: 'center', wordWrap: { width: 1000 } })
        .setOrigin(0.5)
        .setName('lobby.status');
      c.add(this.status);
      c.add(new Button(this, cx, DESIGN_HEIGHT - 70, t('online.leave'), () => this.leave(), { width: 260, variant: 'secondary', name: 'lobby.leave' }));
    } else {
      const top = COMPACT_TOP;
      const bottom = compactBottom(vp);
      const L = vp.left + 40;
      const R = vp.right - 40;
      c.add(new Panel(this, (L + R) / 2, (top + bottom) / 2, R - L + 48, bottom - top).setName('lobby.panel'));
      this.status = this.add
        .text(cx, (top + bottom) / 2, status, { fontFamily: FONTS.body, fontSize: `${fontSize(26)}px`, color: CSS.ink, align: 'center', wordWrap: { width: R - L - 80 } })
        .setOrigin(0.5)
        .setName('lobby.status');
      c.add(this.status);
      const w = 340;
      c.add(new Button(this, L + w / 2, bottom - 20 - vp.minTap / 2, t('online.leave'), () => this.leave(), { width: w, variant: 'secondary', name: 'lobby.leave' }));
    }
    if (this.layer) this.children.bringToTop(this.layer);
  }

  private async connect(data: LobbyData): Promise<void> {
    let conn: OnlineConnection;
    try {
      const name = savedName() || undefined;
      conn = data.create
        ? await OnlineConnection.create({ ...data.create, name })
        : data.watch
          ? await OnlineConnection.watch(data.code ?? '')
          : await OnlineConnection.join(data.code ?? '', name);
    } catch (e) {
      if (this.gone) return;
      history.replaceState(null, '', location.pathname);
      const code = normaliseCode(data.code ?? '');
      const reason = (e as { code?: unknown }).code === NO_SUCH_ROOM ? t('online.noRoom', { code }) : e instanceof Error ? e.message : String(e);
      // Joining by a code: back to where the code was typed, the code kept, the reason as a toast.
      if (!data.create) {
        this.scene.start('Online', { error: reason, code });
        return;
      }
      this.status.setText(t('online.failed', { reason }));
      return;
    }
    if (this.gone) {
      void conn.leave();
      return;
    }
    this.conn = conn;
    // The room's link in the address: a reload comes back here, and on to the seat.
    history.replaceState(null, '', `${location.pathname}?${conn.watching ? 'watch' : 'room'}=${conn.code}`);
    if (conn.lobby?.started && conn.state) {
      this.toGame(conn);
      return;
    }
    const stop = conn.listen({
      lobby: (l) => this.draw(l),
      state: () => this.toGame(conn),
      refused: (r) => showToast(this, r.message, 'error'),
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
    if (conn.lobby) this.draw(conn.lobby);
  }

  private toGame(conn: OnlineConnection): void {
    if (this.handedOn || this.gone) return;
    this.handedOn = true;
    const alert = browserTurnAlert(() => ({ flash: t('online.yourTurn'), body: t('online.yourTurnBody', { code: conn.code }) }), () => playSfx('bell'));
    const session = new OnlineHostSession(conn, alert);
    this.scene.start('GameHost', { gameId: conn.lobby?.game ?? '', online: session });
  }

  private leave(): void {
    history.replaceState(null, '', location.pathname);
    if (this.conn && !this.handedOn) void this.conn.leave();
    this.scene.start('Menu');
  }

  private draw(l: LobbyMessage): void {
    if (this.gone || !this.conn) return;
    this.last = l;
    const conn = this.conn;
    const play = findGame(l.game)?.play;
    this.layer?.destroy();
    const c = this.add.container(0, 0);
    this.layer = c;
    this.status.setText('');
    const levels = levelChoices(play);
    const seats = l.seats.map((s, i) => {
      const name = play ? play.seatName(l.options, i) : `${i + 1}`;
      let what: string;
      if (s.kind === 'bot') what = s.level ? `${t('online.bot')} (${levels.find((c) => c.value === s.level)?.label ?? s.level})` : t('online.bot');
      else if (i === conn.seat) what = s.name ? t('online.youNamed', { name: s.name }) : t('online.you');
      else if (!s.taken) what = t('online.free');
      else if (s.connected) what = s.name ?? t('online.taken');
      else what = s.name ? t('online.awayNamed', { name: s.name }) : t('online.away');
      return { name, what };
    });
    const ready = l.seats.every((s) => s.kind === 'bot' || s.taken);
    const link = roomLink(l.code);
    if (viewport().compact) {
      this.drawCompact(c, l, seats, link, ready);
      return;
    }
    const cx = DESIGN_WIDTH / 2;
    const left = cx - 520;
    const title = `${findGame(l.game)?.title ?? l.game}`;
    c.add(this.add.text(cx, 60, title, { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5));
    c.add(this.add.text(left, 185, t('online.code', { code: l.code }), { fontFamily: FONTS.title, fontSize: '40px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5).setName('lobby.code'));
    c.add(this.add.text(left, 245, link, { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft }).setOrigin(0, 0.5).setName('lobby.link'));
    c.add(this.add.text(left, 275, this.watchLine(l), { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft }).setOrigin(0, 0.5).setName('lobby.watch'));
    const copy = new Button(this, cx + 390, 215, this.canShare() ? t('online.invite') : t('online.copy'), () => void this.invite(link, l.game), { width: 220, variant: 'secondary', name: 'lobby.copy' });
    c.add(copy);
    let y = 320;
    seats.forEach(({ name, what }, i) => {
      c.add(this.add.text(left, y, name, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5));
      c.add(this.add.text(cx + 60, y, what, { fontFamily: FONTS.body, fontSize: '26px', color: CSS.ink }).setOrigin(0, 0.5).setName(`lobby.seat.${i}`));
      y += 56;
    });
    const rules = this.rulesLine(l);
    if (rules) c.add(this.add.text(left, 655, rules, { fontFamily: FONTS.body, fontSize: '22px', color: CSS.ink, wordWrap: { width: 1040 } }).setOrigin(0, 0.5).setName('lobby.rules'));
    if (conn.isHost) {
      const start = new Button(this, cx + 300, DESIGN_HEIGHT - 70, t('online.start'), () => {
        askForTurnNotifications();
        conn.start();
      }, { width: 260, variant: 'primary', name: 'lobby.start' });
      start.setEnabled(ready);
      c.add(start);
      // Why Start is grey, where it is: the seats still free.
      if (!ready) c.add(this.add.text(cx, DESIGN_HEIGHT - 180, t('online.startWhy'), { fontFamily: FONTS.body, fontSize: '22px', color: CSS.inkSoft }).setOrigin(0.5).setName('lobby.wait'));
    } else {
      c.add(this.add.text(cx, DESIGN_HEIGHT - 180, t(conn.watching ? 'online.watchingLobby' : 'online.waitHost'), { fontFamily: FONTS.body, fontSize: '22px', color: CSS.inkSoft }).setOrigin(0.5).setName('lobby.wait'));
    }
  }

  /**
   * What is being played, in the setup screen's words ("This table: Mode: Co-op · Difficulty:
   * Normal"), for a friend who joins by a link and never saw the setup; null where the room's
   * options match no choices of this version's setup. The search builds options the way the setup
   * does, and a game's buildOptions also sets the level its bots play at the device: it is handed
   * the level that game's setup last chose, so it is left as the setup left it.
   */
  private rulesLine(l: LobbyMessage): string | null {
    const play = findGame(l.game)?.play;
    if (!play) return null;
    const remembered = recallSetup(l.game, play.options).values.botLevel;
    const skip = ['botLevel'];
    const values = valuesFor(play.options, (v) => play.buildOptions(remembered === undefined ? v : { ...v, botLevel: remembered }), l.options, skip);
    if (!values) return null;
    const words = optionWords(play.options, values, (k) => t(k), (label, choice) => t('online.optionPair', { label, choice }), skip);
    return words.length > 0 ? t('online.table', { options: words.join(' · ') }) : null;
  }

  /**
   * The lobby on a phone held sideways, on the frame's panel: on the left the code (large), the
   * link and Copy link (Leave below them, in the frame); on the right who sits where, and Start (the
   * host) or the line saying the host starts.
   */
  private drawCompact(c: Phaser.GameObjects.Container, l: LobbyMessage, seats: { name: string; what: string }[], link: string, ready: boolean): void {
    const conn = this.conn as OnlineConnection;
    const vp = viewport();
    const L = vp.left + 40;
    const R = vp.right - 40;
    const top = COMPACT_TOP;
    const bottom = compactBottom(vp);
    const leftW = Math.round((R - L) * 0.4);
    const RX = L + leftW + 70;
    const RW = R - RX;
    const headY = top + 26 + vp.minFont;
    c.add(this.add.text(DESIGN_WIDTH / 2, 50, `${findGame(l.game)?.title ?? l.game}`, { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName('lobby.title'));
    const code = this.add
      .text(L, headY + 6, t('online.code', { code: l.code }), { fontFamily: FONTS.title, fontSize: `${fontSize(Math.round(vp.minFont * 1.6))}px`, fontStyle: '700', color: CSS.ink })
      .setOrigin(0, 0.5)
      .setName('lobby.code');
    c.add(code);
    const linkText = compactText(this, L, code.y + code.height / 2 + 16, link, 'hint', leftW).setOrigin(0, 0).setName('lobby.link');
    c.add(linkText);
    const watch = compactText(this, L, linkText.y + linkText.height + 20 + vp.minTap + 24, this.watchLine(l), 'hint', leftW).setOrigin(0, 0).setName('lobby.watch');
    c.add(watch);
    // What is being played, under the watch link, where it fits above Leave (the frame's, at the bottom left).
    const rules = this.rulesLine(l);
    if (rules) {
      const line = compactText(this, L, watch.y + watch.height + 16, rules, 'hint', leftW).setOrigin(0, 0).setName('lobby.rules');
      if (line.y + line.height > bottom - 20 - vp.minTap - 12) line.destroy();
      else c.add(line);
    }
    const bw = 340;
    c.add(new Button(this, L + bw / 2, linkText.y + linkText.height + 20 + vp.minTap / 2, this.canShare() ? t('online.invite') : t('online.copy'), () => void this.invite(link, l.game), { width: bw, variant: 'secondary', name: 'lobby.copy' }));
    // A line between the two halves.
    const g = this.add.graphics();
    g.lineStyle(3, COLORS.goldDark, 0.5);
    g.lineBetween(RX - 35, top + 30, RX - 35, bottom - 30);
    c.add(g);
    // The seats: names in one column, who sits there in the next.
    const by = bottom - 20 - vp.minTap / 2;
    const seatsBottom = by - vp.minTap / 2 - 24;
    // Room to spare on a phone's panel: the seats a little larger than the floor.
    const seatFont = Math.round(vp.minFont * 1.2);
    const pitch = Math.min(Math.round(seatFont * 2.1), (seatsBottom - headY) / Math.max(1, seats.length - 1 + 0.5));
    const names = seats.map(({ name }, i) =>
      this.add.text(RX, headY + i * pitch, name, { fontFamily: FONTS.body, fontSize: `${seatFont}px`, fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5).setName(`lobby.seatName.${i}`),
    );
    const whatX = RX + Math.min(Math.max(0, ...names.map((n) => n.width)) + 40, RW * 0.55);
    seats.forEach(({ what }, i) => {
      c.add(names[i]!);
      c.add(
        this.add
          .text(whatX, headY + i * pitch, what, { fontFamily: FONTS.body, fontSize: `${seatFont}px`, color: CSS.ink, fixedWidth: R - whatX })
          .setOrigin(0, 0.5)
          .setName(`lobby.seat.${i}`),
      );
    });
    if (conn.isHost) {
      const sw = 340;
      const start = new Button(this, R - sw / 2, by, t('online.start'), () => {
        askForTurnNotifications();
        conn.start();
      }, { width: sw, variant: 'primary', name: 'lobby.start' });
      start.setEnabled(ready);
      c.add(start);
      if (!ready) c.add(compactText(this, RX, by, t('online.startWhy'), 'hint', RW - sw - 30).setName('lobby.wait'));
    } else {
      c.add(compactText(this, RX, by, t(conn.watching ? 'online.watchingLobby' : 'online.waitHost'), 'hint', RW).setName('lobby.wait'));
    }
  }

  /** The watch link (issue 28 item 6), and how many are watching when anyone is. */
  private watchLine(l: LobbyMessage): string {
    const line = t('online.watchLink', { link: watchLink(l.code) });
    return l.spectators > 0 ? `${line}\n${t('online.spectators', { n: l.spectators })}` : line;
  }

  /** Whether the device has a share sheet (a phone's Web Share): "Invite" then opens it. */
  private canShare(): boolean {
    return typeof navigator.share === 'function';
  }

  /** Invite: the share sheet with the room's link where the device has one, else Copy link. */
  private async invite(link: string, game: string): Promise<void> {
    if (!this.canShare()) return copyAndSay(this, link, t('online.copied'));
    const title = findGame(game)?.title ?? game;
    try {
      await navigator.share({ title: `Four Crowns: ${title}`, text: t('online.inviteText', { game: title }), url: link });
    } catch (e) {
      // Closed by the player: nothing to do. Refused by the platform: copy the link instead.
      if (!(e instanceof DOMException && e.name === 'AbortError')) await copyAndSay(this, link, t('online.copied'));
    }
  }


}
