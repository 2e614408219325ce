// The app past the menu (issue 32): the setup, settings, online, record and in-game host screens, every
// game's playable part with its words, and what the menu's buttons open (app/menu-actions.ts).
// None of it is in the page's first load: app/shell-loader.ts fetches this chunk once the menu's
// first frame is on screen, or at the first press that needs it.
import type Phaser from 'phaser';
import { SetupScene } from './scenes/setup';
import { OnlineScene } from './scenes/online';
import { LobbyScene } from './scenes/lobby';
import { SettingsScene } from './scenes/settings-scene';
import { RecordScene } from './scenes/record-scene';
import { GameHostScene } from './scenes/game-host';
import { listGames, loadPlayables } from '../services/catalog';
import { addScene, prefetchGameScenes } from './scene-loader';

export { continueSaved, openImported, openLink, startLesson } from './menu-actions';

/**
 * The shell's scenes in the order they were listed at start-up (the host last: it draws over the
 * games' scenes, which are added beneath it). The games' parts come apart (services/catalog.ts).
 */
export async function installShell(game: Phaser.Game): Promise<void> {
  const scenes: [string, new () => Phaser.Scene][] = [
    ['Setup', SetupScene],
    ['Settings', SettingsScene],
    ['Online', OnlineScene],
    ['Lobby', LobbyScene],
    ['Record', RecordScene],
    ['GameHost', GameHostScene],
  ];
  for (const [key, scene] of scenes) await addScene(game, key, scene);
}

/**
 * Every game's part and table, fetched a moment after the shell (app/shell-loader.ts): a game
 * then opens without a wait, and a game opened meanwhile is fetched first.
 */
export async function prefetchGames(game: Phaser.Game): Promise<void> {
  await loadPlayables();
  prefetchGameScenes(game, listGames().flatMap((g) => (g.play ? [g.play] : [])));
}
