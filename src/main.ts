// Entry point: fonts, settings and language first, then the Phaser game with the shell's scenes.
// Only what the menu's first frame needs runs before it (issue 32): the service worker, howler and
// the tables' code wait for that frame (app/first-frame.ts); the performance marks fc:* time each
// step (`npm run perf -- --trace` prints them).
import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
import './app/fonts.css'; // Alegreya Sans: @fontsource's faces, the latin ones lean (scripts/make-fonts.sh)
import Phaser from 'phaser';
import { loadSettings } from './services/settings';
import './app/words';
import { loadLang, setLang, t } from './services/i18n';
import { installViewport, patchTextResolution, RENDER_SCALE } from './app/hidpi';
import { patchTextureSelect } from './ui/texture-select';
import { patchKeyboardQueue } from './ui/keyboard-queue';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from './ui/theme';
import { BootScene } from './app/scenes/boot';
import { PreloaderScene, startFontLoads } from './app/scenes/preloader';
import { MenuScene } from './app/scenes/menu';
import { registerAllGames } from './games';
import { announce } from './app/live-region';
import { setAnnouncer } from './ui';
import { installTestHooks } from './app/test-hooks';
import { installRenderOnDemand } from './app/render-on-demand';
import { installPwa } from './app/pwa';
import { initAudio } from './services/audio';
import { afterFirstFrame, firstFrameDrawn } from './app/first-frame';
import { loadShell } from './app/shell-loader';

performance.mark('fc:main');

/**
 * The test build's least time from the end of one frame to the next (a player's build: none). The
 * browser tests run on software WebGL, where each frame costs tens of ms of a core whatever it
 * shows; at 100 ms the whole browser suite took 18 % less CPU than at 50 (castle-panic.spec.ts,
 * 158 s against 192 s), and the tests read the state, not the frames (`drawn()` in
 * tests/e2e/helpers.ts waits for the last one). At 200 a test of the walls' pixels and an
 * Overlord test failed.
 */
const TEST_FRAME_GAP_MS = 100;

async function start(): Promise<void> {
  startFontLoads(); // index.html has fetched their files already: Boot finds them ready, as a rule
  const settings = loadSettings();
  // Test and development builds add a tiny test-only game and the widget gallery: fetched while
  // the words are (never in a production build).
  const extras = import.meta.env.MODE === 'test' || import.meta.env.DEV ? import('./app/dev-extras') : null;
  // English is in the page; French or Italian is fetched first (precached for offline play).
  await loadLang(settings.lang).then(
    () => setLang(settings.lang),
    () => undefined, // unreachable words: the game starts in English
  );
  performance.mark('fc:words');
  document.documentElement.lang = settings.lang;
  const turn = document.getElementById('turn-text');
  if (turn) turn.textContent = t('shell.turnPhone');
  registerAllGames();
  setAnnouncer(announce); // toasts and log lines reach screen readers too
  // The menu's scenes only: the rest of the app (setup, settings, online, the in-game host and the
  // games' rules) is fetched once the menu's first frame is drawn (app/shell.ts); each game's own
  // scene after that, added beneath the host (app/scene-loader.ts).
  const scenes: Phaser.Types.Scenes.SceneType[] = [BootScene, PreloaderScene, MenuScene];
  if (extras) scenes.push(...(await extras).registerDevExtras());
  patchTextResolution();
  patchTextureSelect();
  patchKeyboardQueue();
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
  const renderStats = installRenderOnDemand(game, import.meta.env.MODE === 'test' ? TEST_FRAME_GAP_MS : 0);
  installViewport(game);
  if (import.meta.env.MODE === 'test' || import.meta.env.DEV) installTestHooks(game, renderStats);
  performance.mark('fc:game');
  document.getElementById('loading')?.remove();
  whenFirstFrameDrawn(game);
  afterFirstFrame(() => void loadShell(game).catch(() => undefined)); // a menu button tries again
  // Sounds wait for the first gesture anyway; howler itself comes a moment after the first frame.
  afterFirstFrame(initAudio);
  // The service worker's precache downloads every file of the game (3 MB) and writes it to the
  // cache: not while the page loads, nor while the menu's first moments animate.
  if (!import.meta.env.DEV) afterFirstFrame(installPwa, 5000); // the dev server has no service worker
}

/** The first frame drawn once Boot and Preloader are gone (the menu, or a link's lobby or table). */
function whenFirstFrameDrawn(game: Phaser.Game): void {
  const check = (): void => {
    const keys = game.scene.getScenes(true).map((s) => s.scene.key);
    if (keys.length === 0 || keys.includes('Boot') || keys.includes('Preloader')) return;
    game.events.off(Phaser.Core.Events.POST_RENDER, check);
    firstFrameDrawn();
  };
  game.events.on(Phaser.Core.Events.POST_RENDER, check);
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
    // The manager's own stop, at once: a scene's `scene.stop()` is queued for the next step, and
    // would then stop the menu started here.
    for (const scene of active) if (scene.scene.key !== 'Menu') game.scene.stop(scene.scene.key);
    game.scene.start('Menu', { fromLink: location.hash });
  });
}

void start();
