// Play online: the home screen (create a room for a game, or join one by its code), the bot
// levels of a new room (one per bot seat, the levels the local setup offers), and the lobby (the
// room's code and link, who sits where, who is away, the host's Start). The room's link
// (?room=CODE) and a reload come straight to the lobby, and on into the game once it has
// started. A code that opens no room comes back to the home screen with the code as typed and an
// error toast. colyseus.js is loaded by the connection only when a room is created or joined.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, showToast } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { findGame, listGames, type PlayableGame } from '../../services/catalog';
import { t } from '../../services/i18n';
import { CODE_ALPHABET, CODE_LENGTH, isRoomCode, normaliseCode, type CreateOptions, type LobbyMessage } from '../online/protocol';
import { OnlineConnection, roomLink } from '../online/connection';
import { OnlineHostSession } from '../online/host-session';

/** The matchmaker's answer to a code that names no room (Colyseus' MATCHMAKE_INVALID_ROOM_ID). */
const NO_SUCH_ROOM = 4212;

/** The room code in the page's address (the room's link), if any. */
export function roomInAddress(): string | null {
  const code = new URLSearchParams(location.search).get('room');
  return code && isRoomCode(normaliseCode(code)) ? normaliseCode(code) : null;
}

export class OnlineScene extends Phaser.Scene {
  private code = '';
  private codeLabel!: Phaser.GameObjects.Text;
  private gameId = '';

  constructor() {
    super('Online');
  }

  create(data?: { error?: string; code?: string }): void {
    // Back from a room that could not be joined: the code as typed, and why.
    this.code = data?.code && isRoomCode(data.code) ? data.code : '';
    const focus = new FocusRing(this);
    focus.onBack = () => this.scene.start('Menu');
    const cx = DESIGN_WIDTH / 2;
    this.add.text(cx, 60, t('online.title'), { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5);
    this.add.existing(new Panel(this, cx, 455, 1100, 640));
    const left = cx - 520;
    const right = cx + 260;
    const h = (y: number, s: string) => this.add.text(left, y, s, { fontFamily: FONTS.title, fontSize: '32px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    const hint = (y: number, s: string) => this.add.text(left, y, s, { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft, wordWrap: { width: 1000 } }).setOrigin(0, 0.5);
    h(190, t('online.create'));
    hint(235, t('online.createHint'));
    const games = listGames().filter((g) => g.play);
    this.gameId = games[0]?.id ?? '';
    this.add.text(left, 300, t('online.game'), { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    const sel = new Selector(this, right, 300, {
      label: t('online.game'),
      values: games.map((g) => ({ value: g.id, label: g.title })),
      value: this.gameId,
      onChange: (v: string) => (this.gameId = v),
      width: 420,
    });
    sel.setName('online.game');
    this.add.existing(sel);
    focus.add(sel);
    const next = new Button(this, right, 380, t('online.next'), () => this.scene.start('Setup', { gameId: this.gameId, online: true }), { width: 260, variant: 'primary', name: 'online.create' });
    this.add.existing(next);
    focus.add(next);

    h(480, t('online.join'));
    hint(525, t('online.joinHint'));
    this.codeLabel = this.add
      .text(left + 250, 600, '', { fontFamily: FONTS.body, fontSize: '30px', color: CSS.ink, backgroundColor: '#fff8e6', padding: { x: 12, y: 8 }, fixedWidth: 260 })
      .setOrigin(0.5)
      .setName('online.code');
    this.refreshCode();
    const join = new Button(this, right, 600, t('online.joinButton'), () => this.join(), { width: 260, variant: 'primary', name: 'online.join' });
    this.add.existing(join);
    focus.add(join);
    const back = new Button(this, cx, DESIGN_HEIGHT - 70, t('shell.back'), () => this.scene.start('Menu'), { width: 260, variant: 'secondary', name: 'online.back' });
    this.add.existing(back);
    focus.add(back);
    // The code is typed like the setup screen's deal number: keys straight into the label (from the
    // page, as the host's shortcuts: Phaser's key queue can fold fast typing together).
    window.addEventListener('keydown', this.onKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', this.onKey));
    if (data?.error) showToast(this, data.error, 'error');
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
    this.scene.start('Lobby', { code: this.code });
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

/** The level a bot seat starts at on the bot levels screen. */
function startingLevel(play: PlayableGame, choices: LevelChoice[], asked: string | null | undefined, fromSetup: unknown): string {
  const ok = (v: unknown): v is string => typeof v === 'string' && choices.some((c) => c.value === v);
  if (ok(asked)) return asked;
  if (ok(fromSetup)) return fromSetup;
  const byDefault = play.options.find((o) => o.key === 'botLevel')?.default;
  return ok(byDefault) ? byDefault : (choices[choices.length - 1]?.value ?? '');
}

type LobbyData = { create?: CreateOptions; code?: string; levelsChosen?: boolean };

export class LobbyScene extends Phaser.Scene {
  private conn: OnlineConnection | null = null;
  private layer: Phaser.GameObjects.Container | null = null;
  private status!: Phaser.GameObjects.Text;
  private gone = false;
  private handedOn = false;

  constructor() {
    super('Lobby');
  }

  create(data: LobbyData): void {
    this.conn = null;
    this.layer = null;
    this.gone = false;
    this.handedOn = false;
    const cx = DESIGN_WIDTH / 2;
    if (data.create && !data.levelsChosen && data.create.seats.includes('bot') && levelChoices(findGame(data.create.game)?.play).length > 0) {
      this.chooseLevels(data.create);
      return;
    }
    this.add.existing(new Panel(this, cx, 455, 1100, 640));
    this.status = this.add
      .text(cx, 455, t('online.connecting'), { fontFamily: FONTS.body, fontSize: '26px', color: CSS.ink, align: 'center', wordWrap: { width: 1000 } })
      .setOrigin(0.5)
      .setName('lobby.status');
    const leave = new Button(this, cx, DESIGN_HEIGHT - 70, t('online.leave'), () => this.leave(), { width: 260, variant: 'secondary', name: 'lobby.leave' });
    this.add.existing(leave);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.gone = true;
      this.layer = null;
    });
    void this.connect(data);
  }

  /**
   * Before a room with bots is made: each bot seat's level, from the levels the local setup offers
   * (starting at the level chosen there), then Create the room.
   */
  private chooseLevels(create: CreateOptions): void {
    const play = findGame(create.game)?.play as PlayableGame;
    const choices = levelChoices(play);
    // The level picked on the setup screen (its botLevel row), where that screen still holds it.
    const fromSetup = (this.scene.get('Setup') as unknown as { values?: Record<string, unknown> } | null)?.values?.botLevel;
    const levels: (string | null)[] = create.seats.map((k, i) => (k === 'bot' ? startingLevel(play, choices, create.levels?.[i], fromSetup) : null));
    const focus = new FocusRing(this);
    const back = (): void => {
      this.scene.start('Setup', { gameId: create.game, online: true });
    };
    focus.onBack = back;
    const cx = DESIGN_WIDTH / 2;
    const left = cx - 520;
    this.add.text(cx, 60, findGame(create.game)?.title ?? create.game, { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5);
    this.add.existing(new Panel(this, cx, 455, 1100, 640));
    this.add.text(left, 185, t('online.levels'), { fontFamily: FONTS.title, fontSize: '32px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    this.add.text(left, 230, t('online.levelsHint'), { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft, wordWrap: { width: 1000 } }).setOrigin(0, 0.5);
    const bots = create.seats.flatMap((k, i) => (k === 'bot' ? [i] : []));
    const rowH = bots.length <= 5 ? 72 : Math.floor(380 / bots.length);
    bots.forEach((seat, n) => {
      const y = 300 + n * rowH;
      const name = play.seatName(create.options, seat);
      this.add.text(left, y, name, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
      const sel = new Selector(this, cx + 260, y, {
        label: name,
        values: choices,
        value: levels[seat] ?? '',
        onChange: (v: string) => (levels[seat] = v),
        width: 420,
      });
      sel.setName(`lobby.level.${seat}`);
      this.add.existing(sel);
      focus.add(sel);
    });
    const backButton = new Button(this, cx - 160, DESIGN_HEIGHT - 70, t('shell.back'), back, { width: 260, variant: 'secondary', name: 'lobby.back' });
    const make = new Button(this, cx + 160, DESIGN_HEIGHT - 70, t('online.createRoom'), () => this.scene.restart({ create: { ...create, levels }, levelsChosen: true }), {
      width: 260,
      variant: 'primary',
      name: 'lobby.createRoom',
    });
    for (const b of [backButton, make]) {
      this.add.existing(b);
      focus.add(b);
    }
  }

  private async connect(data: LobbyData): Promise<void> {
    let conn: OnlineConnection;
    try {
      conn = data.create ? await OnlineConnection.create(data.create) : await OnlineConnection.join(data.code ?? '', undefined);
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
    history.replaceState(null, '', `${location.pathname}?room=${conn.code}`);
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
    const session = new OnlineHostSession(conn);
    this.scene.start('GameHost', { gameId: conn.lobby?.game ?? '', online: session });
  }

  private leave(): void {
    history.replaceState(null, '', location.pathname);
    if (this.conn && !this.handedOn) void this.conn.leave();
    this.scene.start('Menu');
  }

  private draw(l: LobbyMessage): void {
    if (this.gone || !this.conn) return;
    const conn = this.conn;
    const play = findGame(l.game)?.play;
    this.layer?.destroy();
    const c = this.add.container(0, 0);
    this.layer = c;
    this.status.setText('');
    const cx = DESIGN_WIDTH / 2;
    const left = cx - 520;
    const title = `${findGame(l.game)?.title ?? l.game}`;
    c.add(this.add.text(cx, 60, title, { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5));
    c.add(this.add.text(left, 185, t('online.code', { code: l.code }), { fontFamily: FONTS.title, fontSize: '40px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5).setName('lobby.code'));
    const link = roomLink(l.code);
    c.add(this.add.text(left, 245, link, { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft }).setOrigin(0, 0.5).setName('lobby.link'));
    const copy = new Button(this, cx + 390, 215, t('online.copy'), () => void this.copy(link), { width: 220, variant: 'secondary', name: 'lobby.copy' });
    c.add(copy);
    let y = 320;
    const levels = levelChoices(play);
    l.seats.forEach((s, i) => {
      const name = play ? play.seatName(l.options, i) : `${i + 1}`;
      let what: string;
      if (s.kind === 'bot') what = s.level ? `${t('online.bot')} (${levels.find((c) => c.value === s.level)?.label ?? s.level})` : t('online.bot');
      else if (i === conn.seat) what = t('online.you');
      else if (!s.taken) what = t('online.free');
      else what = s.connected ? (s.name ?? t('online.taken')) : t('online.away');
      c.add(this.add.text(left, y, name, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5));
      c.add(this.add.text(cx + 60, y, what, { fontFamily: FONTS.body, fontSize: '26px', color: CSS.ink }).setOrigin(0, 0.5).setName(`lobby.seat.${i}`));
      y += 56;
    });
    if (conn.isHost) {
      const ready = l.seats.every((s) => s.kind === 'bot' || s.taken);
      const start = new Button(this, cx + 300, DESIGN_HEIGHT - 70, t('online.start'), () => conn.start(), { width: 260, variant: 'primary', name: 'lobby.start' });
      start.setEnabled(ready);
      c.add(start);
    } else {
      c.add(this.add.text(cx, DESIGN_HEIGHT - 140, t('online.waitHost'), { fontFamily: FONTS.body, fontSize: '22px', color: CSS.inkSoft }).setOrigin(0.5).setName('lobby.wait'));
    }
  }

  private async copy(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      showToast(this, t('online.copied'));
    } catch {
      showToast(this, link);
    }
  }
}
