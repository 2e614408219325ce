// Each game's table (its Phaser scene) is a chunk of its own, fetched the first time the game is
// opened, not in the page's first load (issue 16's 150 KB goal). The setup screen starts the fetch;
// the host waits for it. The scene is added beneath the host, so the host's bar and dialogs draw
// over it, as when every scene was listed at start-up.
import type Phaser from 'phaser';
import type { PlayableGame } from '../services/catalog';

const loading = new Map<string, Promise<void>>();

/** Is the game's scene in the game already (nothing to wait for)? */
export function gameSceneReady(game: Phaser.Game, play: PlayableGame): boolean {
  return game.scene.getIndex(play.sceneKey) >= 0;
}

/** Add a scene below the host once the scene manager is between steps (never in its queue). */
function addBelowHost(game: Phaser.Game, key: string, scene: new () => Phaser.Scene, done: () => void): void {
  if (game.scene.isProcessing) {
    setTimeout(() => addBelowHost(game, key, scene, done), 0);
    return;
  }
  if (game.scene.getIndex(key) < 0) {
    game.scene.add(key, scene, false);
    game.scene.moveBelow('GameHost', key);
  }
  done();
}

/** Fetch the game's scene (once) and add it; a failed fetch may be tried again. */
export function loadGameScene(game: Phaser.Game, play: PlayableGame): Promise<void> {
  if (gameSceneReady(game, play)) return Promise.resolve();
  let p = loading.get(play.sceneKey);
  if (!p) {
    p = play.loadScene().then((scene) => new Promise<void>((done) => addBelowHost(game, play.sceneKey, scene, done)));
    p.catch(() => loading.delete(play.sceneKey));
    loading.set(play.sceneKey, p);
  }
  return p;
}

let prefetched = false;

/**
 * Every table fetched once the menu is up (after the page's first load, which stays small): the
 * service worker fetches them for offline play anyway, and a game then opens without a wait.
 */
export function prefetchGameScenes(game: Phaser.Game, games: readonly PlayableGame[]): void {
  if (prefetched) return;
  prefetched = true;
  for (const play of games) loadGameScene(game, play).catch(() => undefined); // tried again when the game is opened
}
