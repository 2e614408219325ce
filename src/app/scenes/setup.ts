// The setup screen, built from the game's options: every option as a selector, who sits in
// each seat (a person or a bot, where the game has bots), the seed (random or typed), and
// practice mode (undo past draws and rolls).
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, Toggle, showToast } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { findGame, type OptionValue, type PlayableGame, type SeatKind } from '../../services/catalog';
import { t } from '../../services/i18n';
import { rulesLookup } from '../games-lookup';
import { GameSession } from '../../services/session';
import { randomSeed, parseSeed } from '../seed';

const ROW_H = 78;

export class SetupScene extends Phaser.Scene {
  private gameId = '';
  private play!: PlayableGame;
  private values: Record<string, OptionValue> = {};
  private seats: SeatKind[] = [];
  private seedMode: 'random' | 'typed' = 'random';
  private seedText = '';
  private practice = false;
  private seedLabel!: Phaser.GameObjects.Text;
  private dynamic: Phaser.GameObjects.GameObject[] = [];
  private focus!: FocusRing;
  /** Opened from Play online: Start creates a room (the server draws the deal; no practice). */
  private online = false;

  constructor() {
    super('Setup');
  }

  create(data: { gameId: string; online?: boolean }): void {
    const entry = findGame(data.gameId);
    if (!entry?.play) {
      this.scene.start('Menu', { error: t('setup.unknownGame') });
      return;
    }
    this.gameId = entry.id;
    this.play = entry.play;
    this.values = Object.fromEntries(entry.play.options.map((o) => [o.key, o.default]));
    this.seats = [];
    this.seedMode = 'random';
    this.seedText = '';
    this.practice = false;
    this.online = data.online === true;
    this.add.text(DESIGN_WIDTH / 2, 60, entry.title, { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5);
    this.add.existing(new Panel(this, DESIGN_WIDTH / 2, 455, 1100, 640));
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => this.typeSeed(e));
    this.layout();
  }

  /** Rebuild the controls: which are shown depends on the values (e.g. player count). */
  private layout(): void {
    for (const o of this.dynamic) o.destroy();
    this.dynamic = [];
    this.focus?.destroy();
    this.focus = new FocusRing(this);
    this.focus.onBack = () => this.scene.start('Menu');
    const options = this.play.options.filter((o) => !o.visible || o.visible(this.values));
    let y = 185;
    const right = DESIGN_WIDTH / 2 + 260;
    // Rows draw closer where a game has more than eight (Roi du Ring with 4 fighters, teams and a
    // bot level: ten), so the seed and practice rows stay above Back and Start; eight or fewer as before.
    const seatRows = this.play.botLevels?.length ? this.play.seats(this.play.buildOptions(this.values)) : 0;
    const gaps = options.length + seatRows + 1;
    const rowH = gaps <= 7 ? ROW_H : Math.floor(522 / gaps);
    for (const spec of options) {
      this.row(y, t(spec.label));
      const sel = new Selector(this, right, y, {
        label: t(spec.label),
        values: spec.choices.map((c) => ({ value: c.value, label: c.label ? t(c.label) : (c.text ?? String(c.value)) })),
        value: this.values[spec.key] ?? spec.default,
        onChange: (v: OptionValue) => {
          this.values[spec.key] = v;
          this.layout();
        },
        width: 420,
      });
      sel.setName(`setup.option.${spec.key}`);
      this.keep(sel);
      y += rowH;
    }
    const options_ = this.play.buildOptions(this.values);
    const n = this.play.seats(options_);
    while (this.seats.length < n) this.seats.push('human');
    this.seats.length = n;
    if (this.play.botLevels?.length) {
      for (let seat = 0; seat < n; seat++) {
        this.row(y, this.play.seatName(options_, seat));
        const sel = new Selector(this, right, y, {
          label: this.play.seatName(options_, seat),
          values: [
            { value: 'human', label: t('setup.human') },
            { value: 'bot', label: t('setup.bot') },
          ],
          value: this.seats[seat] ?? 'human',
          onChange: (v: OptionValue) => {
            this.seats[seat] = v === 'bot' ? 'bot' : 'human';
          },
          width: 420,
        });
        sel.setName(`setup.seat.${seat}`);
        this.keep(sel);
        y += rowH;
      }
    }
    if (this.online) {
      this.layoutButtons();
      return;
    }
    this.row(y, t('setup.seed'));
    const seedSel = new Selector(this, right - 80, y, {
      label: t('setup.seed'),
      values: [
        { value: 'random', label: t('setup.seedRandom') },
        { value: 'typed', label: t('setup.seedTyped') },
      ],
      value: this.seedMode,
      onChange: (v: OptionValue) => {
        this.seedMode = v === 'typed' ? 'typed' : 'random';
        if (this.seedMode === 'typed' && !this.seedText) this.seedText = String(randomSeed());
        this.refreshSeed();
      },
      width: 260,
    });
    seedSel.setName('setup.seedMode');
    this.keep(seedSel);
    this.seedLabel = this.add
      .text(right + 135, y, '', { fontFamily: FONTS.body, fontSize: '24px', color: CSS.ink, backgroundColor: '#fff8e6', padding: { x: 10, y: 8 }, fixedWidth: 170 })
      .setOrigin(0.5)
      .setName('setup.seedValue');
    this.dynamic.push(this.seedLabel);
    this.refreshSeed();
    y += rowH;
    this.row(y, t('setup.practice'));
    const practice = new Toggle(this, right, y, { label: t('setup.practice'), value: this.practice, onChange: (v: boolean) => (this.practice = v) });
    practice.setName('setup.practice');
    this.keep(practice);
    this.dynamic.push(
      this.add
        .text(DESIGN_WIDTH / 2 - 520, y + 36, t('setup.practiceHint'), { fontFamily: FONTS.body, fontSize: '18px', color: CSS.inkSoft, wordWrap: { width: 560 } })
        .setOrigin(0, 0),
    );
    this.layoutButtons();
  }

  private layoutButtons(): void {
    const back = new Button(this, DESIGN_WIDTH / 2 - 160, DESIGN_HEIGHT - 70, t('shell.back'), () => this.scene.start(this.online ? 'Online' : 'Menu'), { width: 260, variant: 'secondary', name: 'setup.back' });
    const start = new Button(this, DESIGN_WIDTH / 2 + 160, DESIGN_HEIGHT - 70, this.online ? t('online.createRoom') : t('setup.start'), () => (this.online ? this.createRoom() : this.start()), { width: 260, variant: 'primary', name: 'setup.start' });
    this.keep(back);
    this.keep(start);
  }

  private row(y: number, label: string): void {
    this.dynamic.push(
      this.add.text(DESIGN_WIDTH / 2 - 520, y, label, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5),
    );
  }

  private keep(w: Phaser.GameObjects.Container & { activate(): void }): void {
    this.add.existing(w);
    this.dynamic.push(w);
    this.focus.add(w as never);
  }

  private refreshSeed(): void {
    const typed = this.seedMode === 'typed';
    this.seedLabel.setVisible(typed).setText(typed ? `${this.seedText}▏` : '');
    this.seedLabel.setBackgroundColor(typed ? '#fff8e6' : '#00000000');
  }

  private typeSeed(e: KeyboardEvent): void {
    if (this.seedMode !== 'typed') return;
    if (/^[0-9]$/.test(e.key) && this.seedText.length < 10) this.seedText += e.key;
    else if (e.key === 'Backspace') this.seedText = this.seedText.slice(0, -1);
    else return;
    this.refreshSeed();
  }

  /** Online: a room for these options and seats; the creator sits in the first friend's seat. */
  private createRoom(): void {
    const seats = this.seats.slice();
    const options = this.play.buildOptions(this.values);
    const seat = Math.max(0, seats.indexOf('human'));
    this.scene.start('Lobby', { create: { game: this.gameId, options, seats, seat } });
  }

  private start(): void {
    let seed = randomSeed();
    if (this.seedMode === 'typed') {
      const parsed = parseSeed(this.seedText);
      if (parsed === null) {
        showToast(this, t('setup.badSeed'), 'error');
        return;
      }
      seed = parsed;
    }
    const entry = rulesLookup(this.gameId);
    if (!entry) return;
    const options = this.play.buildOptions(this.values);
    let session: GameSession;
    try {
      session = GameSession.start(entry, this.gameId, options, seed, this.seats.slice(), this.practice);
    } catch (e) {
      showToast(this, e instanceof Error ? e.message : String(e), 'error');
      return;
    }
    this.scene.start('GameHost', { gameId: this.gameId, session });
  }
}
