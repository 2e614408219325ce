// Preloader: a progress bar over the work that must finish before the menu: the faces the menu
// draws with (so no text is first drawn in a fallback face; index.html preloads their files with
// the code, and main.ts asks for them at once, so Boot finds them ready as a rule and goes straight
// to the menu without drawing this scene). Nothing else waits here (issue 32): sounds come after the first gesture
// (services/audio.ts, started after the first frame by main.ts), the tables' code once the menu is
// drawn, and the face only other screens use is fetched once the first frame is on screen.
import Phaser from 'phaser';
import { COLORS, CSS, DESIGN_HEIGHT, DESIGN_WIDTH } from '../../ui/theme';
import { t } from '../../services/i18n';
import { afterFirstFrame } from '../first-frame';

/** The faces of the menu's texts: its title and the cards' names, the taglines, the buttons and counts. */
const MENU_FACES = ['700 40px Cinzel', '400 24px "Alegreya Sans"', '700 24px "Alegreya Sans"'];
/** Faces of other screens (a coming-soon label, some dialogs): after the first frame. */
const LATER_FACES = ['400 24px Cinzel'];

/** Ask for the menu's faces now (main.ts, before Phaser starts), and for the others after the first frame. */
export function startFontLoads(): void {
  for (const face of MENU_FACES) document.fonts.load(face).catch(() => undefined);
  afterFirstFrame(() => {
    for (const face of LATER_FACES) document.fonts.load(face).catch(() => undefined);
  });
}

/** Are the menu's faces loaded (Boot then skips the preloader)? */
export function menuFacesReady(): boolean {
  try {
    return MENU_FACES.every((face) => document.fonts.check(face));
  } catch {
    return false;
  }
}

/** On to the menu (with a shared link the address holds), the page's title in the player's language. */
export function startMenu(scene: Phaser.Scene): void {
  document.title = t('app.title') === 'Four Crowns' ? 'Four Crowns' : `${t('app.title')} · Four Crowns`;
  scene.scene.start('Menu', { fromLink: location.hash });
}

export class PreloaderScene extends Phaser.Scene {
  private bar!: Phaser.GameObjects.Graphics;

  constructor() {
    super('Preloader');
  }

  create(): void {
    performance.mark('fc:preloader');
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
    // All at once (their files are on their way already): the bar fills as each arrives.
    let done = 0;
    await Promise.all(
      MENU_FACES.map((face) =>
        withTimeout(document.fonts.load(face), 3000)
          .catch(() => undefined) // a face that fails to load must not block the game: it falls back
          .then(() => this.setProgress(++done / MENU_FACES.length)),
      ),
    );
    performance.mark('fc:fonts');
    startMenu(this);
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([p, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}
