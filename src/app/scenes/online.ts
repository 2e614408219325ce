// Play online's home screen: create a room for a game (its setup first), or join one by its code
// or its link; the lobby that follows is app/scenes/lobby.ts. A code that opens no room comes
// back here with the code as typed and an error toast. colyseus.js is loaded by the connection
// only when a room is created or joined.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, showToast } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { listGames } from '../../services/catalog';
import { t } from '../../services/i18n';
import { CODE_ALPHABET, CODE_LENGTH, MAX_NAME, cleanName, isRoomCode } from '../online/protocol';
import { savedName, saveName } from '../online/player-name';
import { TextField } from '../../ui/text-field';
import { askForTurnNotifications } from '../online/turn-alert';
import { fontSize, viewport } from '../../ui/viewport';
import { onRelayout } from '../hidpi';
import { COMPACT_TOP, compactBottom, compactText } from './online-compact';

/** A code typed so far: only the code's letters and digits, at most a code's length. */
const partialCode = (s: unknown): string => (typeof s === 'string' && s.length <= CODE_LENGTH && [...s].every((c) => CODE_ALPHABET.includes(c)) ? s : '');

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
