// Play online: the home screen (create a room for a game, or join one by its code) and the lobby
// (the room's code and link, who sits where, who is away, the host's Start). The room's link
// (?room=CODE) and a reload come straight to the lobby, and on into the game once it has
// started. A code that opens no room comes back to the home screen with the code as typed and an
// error toast. colyseus.js is loaded by the connection only when a room is created or joined.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, showToast } from '../../ui';
import { COLORS, CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { findGame, listGames, type PlayableGame } from '../../services/catalog';
import { t } from '../../services/i18n';
import { CODE_ALPHABET, CODE_LENGTH, MAX_NAME, cleanName, isRoomCode, normaliseCode, type CreateOptions, type LobbyMessage } from '../online/protocol';
import { OnlineConnection, browserTokens, roomLink, watchLink } from '../online/connection';
import { savedName, saveName } from '../online/player-name';
import { TextField } from '../../ui/text-field';
import { OnlineHostSession } from '../online/host-session';
import { askForTurnNotifications, browserTurnAlert } from '../online/turn-alert';
import { playSfx } from '../../services/audio';
import { fontSize, viewport, type Viewport } from '../../ui/viewport';
import { onRelayout } from '../hidpi';
import { recallSetup } from './setup';
import { optionWords, valuesFor } from '../../services/option-words';
import { copyAndSay } from '../clipboard';

/** The matchmaker's answer to a code that names no room (Colyseus' MATCHMAKE_INVALID_ROOM_ID). */
const NO_SUCH_ROOM = 4212;

/** A code typed so far: only the code's letters and digits, at most a code's length. */
const partialCode = (s: unknown): string => (typeof s === 'string' && s.length <= CODE_LENGTH && [...s].every((c) => CODE_ALPHABET.includes(c)) ? s : '');

/** Compact (phone) layout helpers: a heading and a body text, on a panel, left-aligned. */
function compactText(scene: Phaser.Scene, x: number, y: number, s: string, kind: 'heading' | 'hint' | 'label', wrap?: number): Phaser.GameObjects.Text {
  const vp = viewport();
  const style: Phaser.Types.GameObjects.Text.TextStyle =
    kind === 'heading'
      ? { fontFamily: FONTS.title, fontSize: `${fontSize(Math.round(vp.minFont * 1.35))}px`, fontStyle: '700', color: CSS.ink }
      : kind === 'label'
        ? { fontFamily: FONTS.body, fontSize: `${fontSize(26)}px`, fontStyle: '700', color: CSS.ink }
        : { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: CSS.inkSoft };
  if (wrap) style.wordWrap = { width: wrap, useAdvancedWrap: true };
  return scene.add.text(x, y, s, style).setOrigin(0, 0.5);
}

/** The top and bottom of the panels of a compact screen (below the title, above the window's bottom edge). */
const COMPACT_TOP = 96;
const compactBottom = (vp: Viewport): number => Math.min(vp.bottom, 900) - 16;

export class OnlineScene extends Phaser.Scene {
  private code = '';
  private codeLabel!: Phaser.GameObjects.Text;
  private gameId = '';
  private focus!: FocusRing;
  private name: TextField | null = null;

  constructor() {
    super('Online');
  }

  create(data?: { error?: string; code?: string; game?: string }): void {
    // Back from a room that could not be joined: the code as typed, and why. After a change of
    // layout: the code typed so far and the game chosen.
    this.code = partialCode(data?.code);
    this.name = null;
    const focus = new FocusRing(this);
    this.focus = focus;
    focus.onBack = () => this.scene.start('Menu');
    const games = listGames().filter((g) => g.play);
    this.gameId = games.find((g) => g.id === data?.game)?.id ?? games[0]?.id ?? '';
    const cx = DESIGN_WIDTH / 2;
    this.add.text(cx, viewport().compact ? 50 : 60, t('online.title'), { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName('online.title');
    const gameSelector = (x: number, y: number, width: number): Selector => {
      const sel = new Selector(this, x, y, {
        label: t('online.game'),
        values: games.map((g) => ({ value: g.id, label: g.title })),
        value: this.gameId,
        onChange: (v: string) => (this.gameId = v),
        width,
      });
      sel.setName('online.game');
      this.add.existing(sel);
      focus.add(sel);
      return sel;
    };
    if (viewport().compact) this.layoutCompact(gameSelector);
    else this.layoutWide(gameSelector);
    this.refreshCode();
    onRelayout(this, () => this.scene.restart({ code: this.code, game: this.gameId }));
    // The code is typed like the setup screen's deal number: keys straight into the label (from the
    // page, as the host's shortcuts: Phaser's key queue can fold fast typing together).
    window.addEventListener('keydown', this.onKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', this.onKey));
    if (data?.error) showToast(this, data.error, 'error');
  }

  private toSetup(): void {
    if (!this.nameOk()) return;
    this.scene.start('Setup', { gameId: this.gameId, online: true });
  }

  /** The name field (remembered from last time), at a rectangle centred on x, y. */
  private nameField(x: number, y: number, width: number, height: number, size: number): void {
    this.name = new TextField(this, x, y, width, height, {
      value: this.name?.value ?? savedName(),
      maxLength: MAX_NAME,
      label: t('online.name'),
      name: 'online.name',
      fontSize: size,
      onChange: (v) => {
        const clean = cleanName(v);
        if (clean) saveName(clean);
      },
    });
    this.focus.add(this.name);
  }

  /** Whether a name is typed (saved); else a toast says so and the caret goes to the field. */
  private nameOk(): boolean {
    const clean = cleanName(this.name?.value);
    if (clean) {
      saveName(clean);
      return true;
    }
    showToast(this, t('online.badName'), 'error');
    this.name?.activate();
    return false;
  }

  /** The desktop screen: one panel, Create above Join, the code typed on the keyboard. */
  private layoutWide(gameSelector: (x: number, y: number, width: number) => Selector): void {
    const focus = this.focus;
    const cx = DESIGN_WIDTH / 2;
    this.add.existing(new Panel(this, cx, 455, 1100, 640));
    const left = cx - 520;
    const right = cx + 260;
    const h = (y: number, s: string) => this.add.text(left, y, s, { fontFamily: FONTS.title, fontSize: '32px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    const hint = (y: number, s: string) => this.add.text(left, y, s, { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft, wordWrap: { width: 1000 } }).setOrigin(0, 0.5);
    // Your name first: both the room you create and the one you join show it.
    this.add.text(left, 190, t('online.name'), { fontFamily: FONTS.title, fontSize: '32px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    this.nameField(right, 190, 420, 56, 28);
    h(280, t('online.create'));
    hint(322, t('online.createHint'));
    this.add.text(left, 385, t('online.game'), { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    gameSelector(right, 385, 420);
    const next = new Button(this, right, 460, t('online.next'), () => this.toSetup(), { width: 260, variant: 'primary', name: 'online.create' });
    this.add.existing(next);
    focus.add(next);

    h(545, t('online.join'));
    hint(587, t('online.joinHint'));
    this.codeLabel = this.add
      .text(left + 250, 660, '', { fontFamily: FONTS.body, fontSize: '30px', color: CSS.ink, backgroundColor: '#fff8e6', padding: { x: 12, y: 8 }, fixedWidth: 260 })
      .setOrigin(0.5)
      .setName('online.code');
    const join = new Button(this, right, 660, t('online.joinButton'), () => this.join(), { width: 260, variant: 'primary', name: 'online.join' });
    this.add.existing(join);
    focus.add(join);
    const back = new Button(this, cx, DESIGN_HEIGHT - 70, t('shell.back'), () => this.scene.start('Menu'), { width: 260, variant: 'secondary', name: 'online.back' });
    this.add.existing(back);
    focus.add(back);
  }

  /**
   * A phone held sideways: Create on the left (the game, Next, and Back below), Join on the right
   * with the code, Erase and Join above a keypad of the code's 32 letters and digits (a phone has
   * no keys to type on), every key a thumb's 44 CSS px.
   */
  private layoutCompact(gameSelector: (x: number, y: number, width: number) => Selector): void {
    const vp = viewport();
    const focus = this.focus;
    const key = vp.minTap;
    const gap = 10;
    const cols = 8;
    const padW = cols * key + (cols - 1) * gap;
    const L = vp.left + 40;
    const R = vp.right - 40;
    const padX = R - padW;
    const leftW = padX - 70 - L;
    const top = COMPACT_TOP;
    const bottom = compactBottom(vp);
    const panel = (x0: number, x1: number, name: string): void => {
      const p = new Panel(this, (x0 + x1) / 2, (top + bottom) / 2, x1 - x0, bottom - top);
      p.setName(name);
      this.add.existing(p);
    };
    panel(L - 24, L + leftW + 24, 'online.createPanel');
    panel(padX - 24, R + 24, 'online.joinPanel');

    // Create a room.
    const headY = top + 26 + vp.minFont;
    compactText(this, L, headY, t('online.create'), 'heading').setName('online.createTitle');
    const hint = compactText(this, L, headY + 40, t('online.createHint'), 'hint', leftW).setOrigin(0, 0);
    const labelY = hint.y + hint.height + 20 + vp.minFont / 2;
    compactText(this, L, labelY, t('online.game'), 'label');
    const selY = labelY + vp.minFont / 2 + 12 + key / 2;
    const selW = Math.min(leftW, 640);
    gameSelector(L + selW / 2, selY, selW);
    const nextW = Math.min(leftW, 340);
    const next = new Button(this, L + nextW / 2, selY + key + 16, t('online.next'), () => this.toSetup(), { width: nextW, variant: 'primary', name: 'online.create' });
    this.add.existing(next);
    focus.add(next);
    const back = new Button(this, L + nextW / 2, bottom - 20 - key / 2, t('shell.back'), () => this.scene.start('Menu'), { width: nextW, variant: 'secondary', name: 'online.back' });
    this.add.existing(back);
    // Your name, between Next and Back: both the room you create and the one you join show it.
    const nameY = selY + key + 16 + key / 2 + 24 + vp.minFont / 2;
    compactText(this, L, nameY, t('online.name'), 'label').setName('online.nameLabel');
    this.nameField(L + selW / 2, nameY + vp.minFont / 2 + 10 + key / 2, selW, key, 26);

    // Join a room: the code, Erase and Join, then the keypad.
    compactText(this, padX, headY, t('online.join'), 'heading').setName('online.joinTitle');
    compactText(this, padX, headY + 40 + vp.minFont / 2, t('online.joinHint'), 'hint', padW);
    const pitch = key + gap;
    const lastRow = bottom - 20 - key / 2;
    const codeY = lastRow - 4 * pitch - 8;
    const codeW = Math.round(padW * 0.42);
    this.codeLabel = this.add
      .text(padX + codeW / 2, codeY, '', { fontFamily: FONTS.body, fontSize: `${fontSize(44)}px`, fontStyle: '700', color: CSS.ink, backgroundColor: '#fff8e6', padding: { x: 12, y: 10 }, fixedWidth: codeW, align: 'center' })
      .setOrigin(0.5)
      .setName('online.code');
    const eraseW = Math.round(padW * 0.24);
    const erase = new Button(this, padX + codeW + gap + eraseW / 2, codeY, t('online.erase'), () => this.press('Backspace'), { width: eraseW, variant: 'secondary', name: 'online.erase' });
    const joinW = padW - codeW - eraseW - 2 * gap;
    const join = new Button(this, R - joinW / 2, codeY, t('online.joinButton'), () => this.join(), { width: joinW, variant: 'primary', name: 'online.join' });
    for (const b of [erase, join]) this.add.existing(b);
    focus.add(join);
    focus.add(back);
    [...CODE_ALPHABET].forEach((ch, i) => {
      const row = Math.floor(i / cols);
      const col = i % cols;
      const b = new Button(this, padX + key / 2 + col * pitch, lastRow - (3 - row) * pitch, ch, () => this.press(ch), {
        width: key,
        height: key,
        fontSize: 40,
        variant: 'secondary',
        name: `online.key.${ch}`,
      });
      this.add.existing(b);
    });
  }

  /** A key of the on-screen keypad: as if typed. */
  private press(key: string): void {
    this.typeCode(new KeyboardEvent('keydown', { key }));
  }

  private readonly onKey = (e: KeyboardEvent): void => this.typeCode(e);

  private refreshCode(): void {
    this.codeLabel.setText(`${this.code}▏`);
  }

  private typeCode(e: KeyboardEvent): void {
    const k = e.key.toUpperCase();
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Enter' && this.code.length === CODE_LENGTH) {
      this.join();
      return;
    }
    if (k.length === 1 && CODE_ALPHABET.includes(k) && this.code.length < CODE_LENGTH) this.code += k;
    else if (e.key === 'Backspace') this.code = this.code.slice(0, -1);
    else return;
    this.refreshCode();
  }

  private join(): void {
    if (!isRoomCode(this.code)) {
      showToast(this, t('online.badCode'), 'error');
      return;
    }
    if (!this.nameOk()) return;
    askForTurnNotifications();
    this.scene.start('Lobby', { code: this.code, named: true });
  }
}

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
