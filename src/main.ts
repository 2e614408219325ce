// Entry point: fonts, settings and language first, then the Phaser game with the shell's scenes.
import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/alegreya-sans/400.css';
import '@fontsource/alegreya-sans/700.css';
import Phaser from 'phaser';
import { loadSettings } from './services/settings';
import './app/words';
import { loadLang, setLang, t } from './services/i18n';
import { installViewport, patchTextResolution, RENDER_SCALE } from './app/hidpi';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from './ui/theme';
import { BootScene } from './app/scenes/boot';
import { PreloaderScene } from './app/scenes/preloader';
import { MenuScene } from './app/scenes/menu';
import { SetupScene } from './app/scenes/setup';
import { LobbyScene, OnlineScene } from './app/scenes/online';
import { SettingsScene } from './app/scenes/settings-scene';
import { GameHostScene } from './app/scenes/game-host';
import { registerAllGames } from './games';
import { announce } from './app/live-region';
import { setAnnouncer } from './ui';
import { installTestHooks } from './app/test-hooks';
import { installRenderOnDemand } from './app/render-on-demand';
import { installPwa } from './app/pwa';

async function start(): Promise<void> {
  const settings = loadSettings();
  // English is in the page; French or Italian is fetched first (precached for offline play).
  await loadLang(settings.lang).then(
    () => setLang(settings.lang),
    () => undefined, // unreachable words: the game starts in English
  );
  document.documentElement.lang = settings.lang;
  const turn = document.getElementById('turn-text');
  if (turn) turn.textContent = t('shell.turnPhone');
  registerAllGames();
  setAnnouncer(announce); // toasts and log lines reach screen readers too
  const scenes: Phaser.Types.Scenes.SceneType[] = [BootScene, PreloaderScene, MenuScene, SetupScene, SettingsScene, OnlineScene, LobbyScene];
  if (import.meta.env.MODE === 'test' || import.meta.env.DEV) {
    // Test and development builds add a tiny test-only game and the widget gallery.
    const extra = await import('./app/dev-extras');
    scenes.push(...extra.registerDevExtras());
  }
  // Each game's own scene is fetched when the game is first opened and added beneath the host
  // (app/scene-loader.ts), so the host's bar and dialogs draw over it.
  scenes.push(GameHostScene);
  patchTextResolution();
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent: 'game',
    width: DESIGN_WIDTH * RENDER_SCALE,
    height: DESIGN_HEIGHT * RENDER_SCALE,
    backgroundColor: '#2b1d14',
    // The canvas fills the window; cameras centre the design frame (app/hidpi.ts, ui/viewport.ts).
    scale: { mode: Phaser.Scale.EXPAND, autoCenter: Phaser.Scale.CENTER_BOTH },
    audio: { noAudio: true },
    input: { activePointers: 3 },
    banner: false,
    // No multisampling: edges are drawn smooth by our shapes already, and MSAA quadruples the
    // fill work where WebGL runs in software.
    render: { antialiasGL: false },
    // Real time, not smoothed frame time: on a slow machine a 300 ms tween still takes 300 ms
    // (in fewer frames) instead of stretching out.
    fps: { smoothStep: false },
    scene: scenes,
  });
  openLinksInThisTab(game);
  const renderStats = installRenderOnDemand(game);
  installViewport(game);
  if (import.meta.env.MODE === 'test' || import.meta.env.DEV) installTestHooks(game, renderStats);
  document.getElementById('loading')?.remove();
  if (!import.meta.env.DEV) installPwa(); // the dev server has no service worker
}

/**
 * A shared link opened in a tab that already shows the game changes only the address's #g=…
 * (no reload, issue 15 defect 9): open it as at start-up, from the menu (a game in progress is
 * saved after every move, so leaving it loses nothing). While the game is still loading, the
 * preloader reads the address itself.
 */
function openLinksInThisTab(game: Phaser.Game): void {
  window.addEventListener('hashchange', () => {
    if (!location.hash.startsWith('#g=')) return;
    const active = game.scene.getScenes(true);
    if (active.some((s) => s.scene.key === 'Boot' || s.scene.key === 'Preloader')) return;
    for (const scene of active) scene.scene.stop();
    game.scene.start('Menu', { fromLink: location.hash });
  });
}

void start();
