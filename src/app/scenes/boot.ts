// Boot: the smallest possible scene, up at once. It goes straight to the menu when the menu's
// faces are loaded already (as a rule: index.html preloads them, main.ts asks for them), else to
// the preloader, which waits for them behind a progress bar.
import Phaser from 'phaser';
import { menuFacesReady, startMenu } from './preloader';

export class BootScene extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    performance.mark('fc:boot');
    if (menuFacesReady()) {
      performance.mark('fc:fonts');
      startMenu(this);
    } else this.scene.start('Preloader');
  }
}
