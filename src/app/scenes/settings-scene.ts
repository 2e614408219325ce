// Settings: language, sound and volume, animation speed and reduced motion, four-colour deck, the bots' pace.
// Every change is saved at once and survives a reload.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, Slider, Toggle, showToast } from '../../ui';
import { resetSeen } from '../../services/seen';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { getLang, loadLang, setLang, t, type Lang } from '../../services/i18n';
import { ANIM_SPEEDS, BOT_PACES, getSettings, updateSettings } from '../../services/settings';
import { fontSize, viewport } from '../../ui/viewport';
import { onRelayout } from '../hidpi';

const ROW_H = 80;
/** On a phone the cells stand in columns of this many. */
const PHONE_ROWS = 3;

export class SettingsScene extends Phaser.Scene {
  private back = 'Menu';
  private backData: object = {};

  constructor() {
    super('Settings');
  }

  create(data: { back?: string; backData?: object }): void {
    this.back = data?.back ?? this.back;
    this.backData = data?.backData ?? this.backData;
    const s = getSettings();
    const focus = new FocusRing(this);
    focus.onBack = () => this.leave();
    onRelayout(this, () => this.scene.restart({ back: this.back, backData: this.backData }));
    const vp = viewport();
    // A phone held sideways: seven cells (a name above its control) in three columns of three.
    const compact = vp.compact;
    const labelH = Math.ceil(vp.minFont * 1.3);
    const cellH = labelH + vp.minTap + 24;
    const gap = 56;
    const colW = compact ? Math.min(560, (vp.width - 120 - 2 * gap) / 3) : 0;
    const gridW = 3 * colW + 2 * gap;
    const gridTop = Math.round(430 - (PHONE_ROWS * cellH) / 2);
    this.add.text(DESIGN_WIDTH / 2, compact ? 50 : 70, t('settings.title'), { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName('settings.title');
    if (compact) this.add.existing(new Panel(this, DESIGN_WIDTH / 2, gridTop - 30 + (PHONE_ROWS * cellH + 40) / 2, gridW + 100, PHONE_ROWS * cellH + 40));
    else this.add.existing(new Panel(this, DESIGN_WIDTH / 2, 440, 1000, 620));
    let right = DESIGN_WIDTH / 2 + 220;
    let y = 190;
    let cell = 0;
    let width = 380;
    const row = (label: string) => {
      if (compact) {
        const left = DESIGN_WIDTH / 2 - gridW / 2 + Math.floor(cell / PHONE_ROWS) * (colW + gap);
        const top = gridTop + (cell % PHONE_ROWS) * cellH;
        this.add.text(left, top, label, { fontFamily: FONTS.body, fontSize: `${fontSize(26)}px`, fontStyle: '700', color: CSS.ink, fixedWidth: colW }).setOrigin(0, 0).setName(`settings.label.${cell}`);
        y = top + labelH + vp.minTap / 2;
        right = left + colW / 2;
        width = colW;
        cell++;
        return;
      }
      this.add.text(DESIGN_WIDTH / 2 - 440, y, label, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    };
    /** A toggle's place: right of its row, or at the left of its cell on a phone. */
    const toggleX = (): number => (compact ? right - width / 2 + 150 : right);
    const add = <T extends Phaser.GameObjects.Container & { activate(): void }>(w: T, name: string): T => {
      w.setName(name);
      this.add.existing(w);
      focus.add(w as never);
      y += ROW_H;
      return w;
    };
    row(t('settings.language'));
    add(
      new Selector(this, right, y, {
        label: t('settings.language'),
        values: [
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
          { value: 'it', label: 'Italiano' },
        ],
        value: s.lang,
        onChange: (v) => {
          const lang = v as Lang;
          // The language's words are fetched first (precached for offline play); if they cannot be, nothing changes.
          loadLang(lang).then(
            () => {
              updateSettings({ lang });
              setLang(lang);
              const turn = document.getElementById('turn-text');
              if (turn) turn.textContent = t('shell.turnPhone');
              document.documentElement.lang = lang;
              if (this.sys.isActive()) this.scene.restart({ back: this.back, backData: this.backData });
            },
            () => {
              if (this.sys.isActive()) this.scene.restart({ back: this.back, backData: this.backData });
            },
          );
        },
        width,
      }),
      'settings.language',
    );
    row(t('settings.sound'));
    add(new Toggle(this, toggleX(), y, { label: t('settings.sound'), value: s.sound, onChange: (v) => updateSettings({ sound: v }), width: compact ? 300 : undefined }), 'settings.sound');
    row(t('settings.volume'));
    add(new Slider(this, right, y, { label: t('settings.volume'), value: s.volume, onChange: (v) => updateSettings({ volume: Math.round(v * 100) / 100 }), width }), 'settings.volume');
    row(t('settings.animSpeed'));
    add(
      new Selector(this, right, y, {
        label: t('settings.animSpeed'),
        values: ANIM_SPEEDS.map((v) => ({ value: v, label: `${v.toLocaleString(getLang())}×` })), // "1,5×" in French and Italian
        value: s.animSpeed,
        onChange: (v) => updateSettings({ animSpeed: Number(v) }),
        width,
      }),
      'settings.animSpeed',
    );
    row(t('settings.botPace'));
    add(
      new Selector(this, right, y, {
        label: t('settings.botPace'),
        values: BOT_PACES.map((v) => ({ value: v, label: t(`settings.botPace.${v}`) })),
        value: s.botPace,
        onChange: (v) => updateSettings({ botPace: v }),
        width,
      }),
      'settings.botPace',
    );
    row(t('settings.reducedMotion'));
    add(new Toggle(this, toggleX(), y, { label: t('settings.reducedMotion'), value: s.reducedMotion, onChange: (v) => updateSettings({ reducedMotion: v }), width: compact ? 300 : undefined }), 'settings.reducedMotion');
    row(t('settings.fourColour'));
    add(new Toggle(this, toggleX(), y, { label: t('settings.fourColour'), value: s.fourColour, onChange: (v) => updateSettings({ fourColour: v }), width: compact ? 300 : undefined }), 'settings.fourColour');
    const by = DESIGN_HEIGHT - 70;
    const done = new Button(this, compact ? DESIGN_WIDTH / 2 - 260 : DESIGN_WIDTH / 2, by, t('shell.back'), () => this.leave(), { width: compact ? 340 : 260, variant: 'primary', name: 'settings.back' });
    this.add.existing(done);
    focus.add(done);
    // The explain-once cards and lessons already seen (services/seen): all shown again from now on.
    const tips: Button = new Button(this, compact ? DESIGN_WIDTH / 2 + 200 : DESIGN_WIDTH / 2 + 330, by, t('settings.resetTips'), () => {
      resetSeen();
      tips.setEnabled(false);
      showToast(this, t('settings.tipsReset'));
    }, { width: compact ? 460 : 300, variant: 'secondary', fontSize: 20, name: 'settings.resetTips' });
    this.add.existing(tips);
    focus.add(tips);
  }

  private leave(): void {
    this.scene.start(this.back, this.backData);
  }
}
