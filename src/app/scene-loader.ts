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

/**
 * Add a scene once the scene manager is between steps (never in its queue); a game's scene goes
 * below the host, the shell's scenes (app/shell.ts) on top, in the order they are added.
 */
export function addScene(game: Phaser.Game, key: string, scene: new () => Phaser.Scene, belowHost = false): Promise<void> {
  return new Promise<void>((done) => {
    const add = (): void => {
      if (game.scene.isProcessing) {
        setTimeout(add, 0);
        return;
      }
      if (game.scene.getIndex(key) < 0) {
        game.scene.add(key, scene, false);
        if (belowHost) game.scene.moveBelow('GameHost', key);
      }
      done();
    };
    add();
  });
}

/** Fetch the game's scene (once) and add it; a failed fetch may be tried again. */
export function loadGameScene(game: Phaser.Game, play: PlayableGame): Promise<void> {
  if (gameSceneReady(game, play)) return Promise.resolve();
  let p = loading.get(play.sceneKey);
  if (!p) {
    p = play.loadScene().then((scene) => addScene(game, play.sceneKey, scene, true));
    p.catch(() => loading.delete(play.sceneKey));
    loading.set(play.sceneKey, p);
  }
  return p;
}

let prefetched = false;

/**
 * Every table fetched once the app past the menu is there (app/shell.ts), one after another, so
 * that a table opened meanwhile (the setup screen asks for its own at once) shares a phone's link
 * with one other at most: the service worker fetches them for offline play anyway, and a game then
 * opens without a wait.
 */
export function prefetchGameScenes(game: Phaser.Game, games: readonly PlayableGame[]): void {
  if (prefetched) return;
  prefetched = true;
  const next = (i: number): void => {
    const play = games[i];
    if (!play) return;
    loadGameScene(game, play).then(
      () => next(i + 1),
      () => next(i + 1), // tried again when the game is opened
    );
  };
  next(0);
}
