// Preloader: a progress bar over the work that must finish before the menu: the fonts (so no
// text is first drawn in a fallback face), the sounds, and the textures we draw ourselves.
import Phaser from 'phaser';
import { COLORS, CSS, DESIGN_HEIGHT, DESIGN_WIDTH } from '../../ui/theme';
import { initAudio } from '../../services/audio';
import { t } from '../../services/i18n';

const FONT_FACES = ['700 40px Cinzel', '400 24px Cinzel', '400 24px "Alegreya Sans"', '700 24px "Alegreya Sans"'];

export class PreloaderScene extends Phaser.Scene {
  private bar!: Phaser.GameObjects.Graphics;

  constructor() {
    super('Preloader');
  }

  create(): void {
    const cx = DESIGN_WIDTH / 2;
    const cy = DESIGN_HEIGHT / 2;
    this.add.rectangle(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT, COLORS.walnutDark).setOrigin(0, 0);
    this.add.text(cx, cy - 60, 'Four Crowns', { fontFamily: 'Georgia, serif', fontSize: '48px', color: CSS.gold }).setOrigin(0.5);
    this.add.rectangle(cx, cy + 20, 604, 28, COLORS.walnutLight).setStrokeStyle(2, COLORS.goldDark);
    this.bar = this.add.graphics();
    this.setProgress(0);
    void this.run();
  }

  private setProgress(p: number): void {
    this.bar.clear().fillStyle(COLORS.gold, 1).fillRect(DESIGN_WIDTH / 2 - 300, DESIGN_HEIGHT / 2 + 8, 600 * p, 24);
  }

  private async run(): Promise<void> {
    const tasks: (() => Promise<unknown>)[] = [
      ...FONT_FACES.map((face) => () => withTimeout(document.fonts.load(face), 3000)),
      () => Promise.resolve(initAudio()),
    ];
    let done = 0;
    for (const task of tasks) {
      try {
        await task();
      } catch {
        // a font or sound that fails to load must not block the game: it falls back
      }
      done++;
      this.setProgress(done / tasks.length);
    }
    document.title = t('app.title') === 'Four Crowns' ? 'Four Crowns' : `${t('app.title')} · Four Crowns`;
    this.scene.start('Menu', { fromLink: location.hash });
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([p, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}
