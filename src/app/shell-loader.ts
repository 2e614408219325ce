// Fetches the app past the menu (app/shell.ts) once: main.ts asks for it when the menu's first
// frame is on screen, and a menu button that needs it waits for it (issue 32: the first frame
// waits for nothing it does not draw), with the game it opens. The other games' parts and tables
// follow a moment later (PREFETCH_AFTER_MS), so that a game opened at once is not sharing a
// phone's link and processor with all four. A failed fetch (offline before the service worker
// cached the game) may be tried again by the next press.
import type Phaser from 'phaser';
import type * as Shell from './shell';
import { listGames, loadPlayable, loadPlayables } from '../services/catalog';

export type ShellModule = typeof Shell;

/** How long after the shell is installed the other games' parts and tables are fetched. */
export const PREFETCH_AFTER_MS = 2000;

let loading: Promise<ShellModule> | null = null;
let ready: ShellModule | null = null;

/** The shell; with `gameId`, that game's part too; with 'all', every game's (the online screens list them). */
export function loadShell(game: Phaser.Game, needs?: string): Promise<ShellModule> {
  if (!loading) {
    const p = import('./shell').then(async (m) => {
      await m.installShell(game);
      ready = m;
      setTimeout(() => void m.prefetchGames(game).catch(() => undefined), PREFETCH_AFTER_MS);
      return m;
    });
    p.catch(() => {
      if (loading === p) loading = null;
    });
    loading = p;
  }
  if (!needs) return loading;
  const part = needs === 'all' ? loadPlayables() : loadPlayable(needs);
  return Promise.all([loading, part]).then(([m]) => m);
}

/** The shell, if it is installed already and the games' parts it `needs` are there (then a button acts at once). */
export function shellNow(needs?: string): ShellModule | null {
  if (!ready || !needs) return ready;
  return listReady(needs) ? ready : null;
}

function listReady(needs: string): boolean {
  const games = needs === 'all' ? listGames() : listGames().filter((g) => g.id === needs);
  return games.every((g) => g.play !== undefined || g.loadPlay === undefined);
}
