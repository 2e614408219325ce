// Settings: language, sound and volume, animation speed and reduced motion, four-colour deck.
// Every change is saved at once and survives a reload.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, Slider, Toggle, showToast } from '../../ui';
import { resetSeen } from '../../services/seen';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { setLang, t, type Lang } from '../../services/i18n';
import { ANIM_SPEEDS, getSettings, updateSettings } from '../../services/settings';

const ROW_H = 92;

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
    this.add.text(DESIGN_WIDTH / 2, 70, t('settings.title'), { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName('settings.title');
    this.add.existing(new Panel(this, DESIGN_WIDTH / 2, 440, 1000, 620));
    const right = DESIGN_WIDTH / 2 + 220;
    let y = 200;
    const row = (label: string) => {
      this.add.text(DESIGN_WIDTH / 2 - 440, y, label, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5);
    };
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
          updateSettings({ lang });
          setLang(lang);
          const turn = document.getElementById('turn-text');
          if (turn) turn.textContent = t('shell.turnPhone');
          document.documentElement.lang = lang;
          this.scene.restart({ back: this.back, backData: this.backData });
        },
        width: 380,
      }),
      'settings.language',
    );
    row(t('settings.sound'));
    add(new Toggle(this, right, y, { label: t('settings.sound'), value: s.sound, onChange: (v) => updateSettings({ sound: v }) }), 'settings.sound');
    row(t('settings.volume'));
    add(new Slider(this, right, y, { label: t('settings.volume'), value: s.volume, onChange: (v) => updateSettings({ volume: Math.round(v * 100) / 100 }), width: 380 }), 'settings.volume');
    row(t('settings.animSpeed'));
    add(
      new Selector(this, right, y, {
        label: t('settings.animSpeed'),
        values: ANIM_SPEEDS.map((v) => ({ value: v, label: `${v}×` })),
        value: s.animSpeed,
        onChange: (v) => updateSettings({ animSpeed: Number(v) }),
        width: 380,
      }),
      'settings.animSpeed',
    );
    row(t('settings.reducedMotion'));
    add(new Toggle(this, right, y, { label: t('settings.reducedMotion'), value: s.reducedMotion, onChange: (v) => updateSettings({ reducedMotion: v }) }), 'settings.reducedMotion');
    row(t('settings.fourColour'));
    add(new Toggle(this, right, y, { label: t('settings.fourColour'), value: s.fourColour, onChange: (v) => updateSettings({ fourColour: v }) }), 'settings.fourColour');
    const done = new Button(this, DESIGN_WIDTH / 2, DESIGN_HEIGHT - 70, t('shell.back'), () => this.leave(), { width: 260, variant: 'primary', name: 'settings.back' });
    this.add.existing(done);
    focus.add(done);
    // The explain-once cards and lessons already seen (services/seen): all shown again from now on.
    const tips: Button = new Button(this, DESIGN_WIDTH / 2 + 330, DESIGN_HEIGHT - 70, t('settings.resetTips'), () => {
      resetSeen();
      tips.setEnabled(false);
      showToast(this, t('settings.tipsReset'));
    }, { width: 300, variant: 'secondary', fontSize: 20, name: 'settings.resetTips' });
    this.add.existing(tips);
    focus.add(tips);
  }

  private leave(): void {
    this.scene.start(this.back, this.backData);
  }
}
