// A development and test scene with one of each shared widget working, so browser tests can drive
// them: three cards to drag onto two zones (the left takes only A, the right refuses everything),
// buttons that roll a die, open a dialog, show the privacy screen and a toast, a log, and the
// setting controls. `objectsForTests()` reports where the named objects are.
import Phaser from 'phaser';
import { t } from '../services/i18n';
import { Button } from './button';
import { FocusRing, isShown, worldRect } from './focus';
import { Panel } from './panel';
import { Selector, Slider, Toggle } from './selector';
import { showToast } from './toast';
import { LogPanel } from './log-panel';
import { showDialog } from './dialog';
import { showPrivacyScreen } from './privacy';
import { rollDie, type Die } from './dice';
import { DropZone, Piece } from './piece';
import { DragController } from './drag';
import { COLORS, CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from './theme';

const CARD_W = 120;
const CARD_H = 170;

/** A plain parchment card with a big letter, the simplest Piece subclass. */
class GalleryCard extends Piece {
  constructor(scene: Phaser.Scene, x: number, y: number, letter: string) {
    super(scene, x, y, letter, CARD_W, CARD_H);
    const g = scene.add.graphics();
    g.fillStyle(COLORS.parchment, 1).fillRoundedRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, 12);
    g.lineStyle(3, COLORS.goldDark, 1).strokeRoundedRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, 12);
    g.lineStyle(1, COLORS.gold, 1).strokeRoundedRect(-CARD_W / 2 + 8, -CARD_H / 2 + 8, CARD_W - 16, CARD_H - 16, 8);
    const text = scene.add.text(0, 0, letter, { fontFamily: FONTS.title, fontSize: '64px', fontStyle: 'bold', color: CSS.ink }).setOrigin(0.5);
    const corner = scene.add.text(-CARD_W / 2 + 14, -CARD_H / 2 + 10, letter, { fontFamily: FONTS.title, fontSize: '22px', fontStyle: 'bold', color: CSS.inkSoft });
    this.add([g, text, corner]);
    this.setName(`gallery.piece${letter}`);
  }
}

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
}

export class WidgetGallery extends Phaser.Scene {
  private log!: LogPanel;
  private die: Die | undefined;

  constructor() {
    super('WidgetGallery');
  }

  create(): void {
    this.add.rectangle(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, DESIGN_WIDTH, DESIGN_HEIGHT, COLORS.walnut);
    this.add.text(60, 36, t('ui.gallery.title'), { fontFamily: FONTS.title, fontSize: '44px', fontStyle: 'bold', color: CSS.gold }).setName('gallery.title');
    const focus = new FocusRing(this);
    this.log = new LogPanel(this, 1340, 300, 460, 400, { name: 'gallery.log' });
    this.buildTable(focus);
    this.buildButtons(focus);
    this.buildSettings(focus);
  }

  /** Design-coordinate bounds of every named object, including those inside containers. */
  objectsForTests(): Record<string, Bounds> {
    const out: Record<string, Bounds> = {};
    const visit = (obj: Phaser.GameObjects.GameObject): void => {
      if (obj.name) {
        const rect = boundsOf(obj);
        if (rect) out[obj.name] = { x: rect.x, y: rect.y, width: rect.width, height: rect.height, visible: isShown(obj) && alphaOf(obj) > 0.01 };
      }
      if (obj instanceof Phaser.GameObjects.Container) obj.list.forEach(visit);
    };
    this.children.list.forEach(visit);
    return out;
  }

  private buildTable(focus: FocusRing): void {
    const zoneA = new DropZone(this, 220, 330, 200, 260, 'zoneA', { name: 'gallery.zoneA' });
    const refuse = new DropZone(this, 540, 330, 260, 260, 'zoneRefuse', { shape: 'circle', name: 'gallery.zoneRefuse' });
    const g = this.add.graphics();
    g.lineStyle(2, COLORS.gold, 0.6).strokeRoundedRect(120, 200, 200, 260, 16).strokeCircle(540, 330, 130);
    const label = (x: number, key: 'ui.gallery.zoneA' | 'ui.gallery.zoneRefuse'): void => {
      this.add.text(x, 490, t(key), { fontFamily: FONTS.body, fontSize: '24px', fontStyle: 'bold', color: CSS.parchment }).setOrigin(0.5);
    };
    label(220, 'ui.gallery.zoneA');
    label(540, 'ui.gallery.zoneRefuse');
    const drag = new DragController(this, {
      targetsFor: (piece) => (piece.id === 'A' ? [zoneA, refuse] : [refuse]),
      onDrop: (piece, zone) => {
        if (zone === refuse) {
          this.log.add(t('ui.gallery.refused'));
          return t('ui.gallery.refused');
        }
        this.log.add(t('ui.gallery.placed', { piece: piece.id, zone: t('ui.gallery.zoneA') }));
        return true;
      },
      focus,
    });
    drag.addZone(zoneA);
    drag.addZone(refuse);
    ['A', 'B', 'C'].forEach((letter, i) => drag.addPiece(new GalleryCard(this, 220 + i * 160, 720, letter)));
  }

  private buildButtons(focus: FocusRing): void {
    const x = 900;
    const make = (y: number, key: Parameters<typeof t>[0], name: string, fn: () => void): Button =>
      focus.add(new Button(this, x, y, t(key), fn, { width: 340, name, variant: name === 'gallery.rollButton' ? 'primary' : 'secondary' }));
    const roll = make(170, 'ui.gallery.roll', 'gallery.rollButton', () => {
      roll.setEnabled(false);
      this.die?.destroy();
      const value = Phaser.Math.Between(1, 6);
      void rollDie(this, x, 690, value, { name: 'gallery.die' }).then((die) => {
        this.die = die;
        this.log.add(t('ui.gallery.rolled', { value }));
        roll.setEnabled(true);
      });
    });
    make(254, 'ui.gallery.dialog', 'gallery.dialogButton', () => {
      void showDialog(this, {
        title: t('ui.gallery.dialogTitle'),
        body: t('ui.gallery.dialogBody'),
        buttons: [
          { label: t('ui.gallery.leave'), value: 'leave', variant: 'danger' },
          { label: t('ui.cancel'), value: 'cancel' },
        ],
      }).then((value) => this.log.add(t('ui.gallery.chose', { value })));
    });
    make(338, 'ui.gallery.privacy', 'gallery.privacyButton', () => {
      const name = t('ui.gallery.player');
      void showPrivacyScreen(this, name).then(() => this.log.add(t('ui.gallery.shown', { name })));
    });
    make(422, 'ui.gallery.toast', 'gallery.toastButton', () => showToast(this, t('ui.gallery.toastText')));
    make(506, 'ui.gallery.log', 'gallery.logButton', () => this.log.toggle());
  }

  private buildSettings(focus: FocusRing): void {
    const panel = new Panel(this, 1340, 690, 460, 280, { name: 'gallery.settings' });
    const rows: [key: Parameters<typeof t>[0], y: number][] = [
      ['ui.gallery.speed', -80],
      ['ui.gallery.sound', 0],
      ['ui.gallery.volume', 80],
    ];
    for (const [key, y] of rows) {
      panel.add(this.add.text(-205, y, t(key), { fontFamily: FONTS.body, fontSize: '24px', fontStyle: 'bold', color: CSS.ink }).setOrigin(0, 0.5));
    }
    const changed = (label: string, value: string): void => {
      this.log.add(t('ui.gallery.changed', { label, value }));
    };
    const selector = new Selector(this, 80, -80, {
      label: t('ui.gallery.speed'),
      values: [
        { value: 'slow', label: t('ui.gallery.slow') },
        { value: 'normal', label: t('ui.gallery.normal') },
        { value: 'fast', label: t('ui.gallery.fast') },
      ],
      value: 'normal',
      onChange: (v) => changed(t('ui.gallery.speed'), v),
      width: 270,
      name: 'gallery.selector',
    });
    const toggle = new Toggle(this, 80, 0, { label: t('ui.gallery.sound'), value: true, onChange: (v) => changed(t('ui.gallery.sound'), t(v ? 'ui.on' : 'ui.off')), width: 270, name: 'gallery.toggle' });
    const slider = new Slider(this, 80, 80, { label: t('ui.gallery.volume'), value: 0.7, onChange: (v) => this.registry.set('gallery.volume', v), width: 270, name: 'gallery.slider' });
    panel.add([selector, toggle, slider]);
    focus.add(selector);
    focus.add(toggle);
    focus.add(slider);
  }
}

function boundsOf(obj: Phaser.GameObjects.GameObject): Phaser.Geom.Rectangle | undefined {
  const o = obj as Partial<{ getFocusBounds(): Phaser.Geom.Rectangle; getBounds(): Phaser.Geom.Rectangle }>;
  if (o.getFocusBounds) return o.getFocusBounds();
  // A container's own getBounds ignores Graphics children, so use its declared size.
  if (obj instanceof Phaser.GameObjects.Container && obj.width > 0) return worldRect(obj, obj.width, obj.height);
  return o.getBounds?.();
}

function alphaOf(obj: Phaser.GameObjects.GameObject): number {
  let a = 1;
  let cur: (Phaser.GameObjects.GameObject & { alpha?: number }) | null = obj;
  while (cur) {
    a *= cur.alpha ?? 1;
    cur = cur.parentContainer;
  }
  return a;
}
