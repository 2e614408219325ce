// Where your record lives (issue 29 item 4): every finished game in the browser's IndexedDB, one
// entry per game keyed by its id, so that it survives a reload and a closed tab. Where IndexedDB
// cannot be opened (a private window of some browsers) the games are kept for the page's life and
// the record screen says so. What is read back is checked entry by entry (services/history.ts):
// a damaged entry is left out, never shown half.
import { entryError, mergeHistory, type PlayedGame } from '../services/history';

export const HISTORY_DB = 'four-crowns';
export const HISTORY_STORE = 'history';
const DB_VERSION = 1;

let opening: Promise<IDBDatabase | null> | null = null;
/** The games as last read or written (the store's order does not matter: the screens sort). */
let cache: PlayedGame[] | null = null;
let lasting = true;

function openDb(): Promise<IDBDatabase | null> {
  return (opening ??= connect());
}

function connect(): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(HISTORY_DB, DB_VERSION);
    } catch {
      resolve(null);
      return;
    }
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(HISTORY_STORE)) req.result.createObjectStore(HISTORY_STORE, { keyPath: 'id' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  }).then((db) => {
    lasting = db !== null;
    return db;
  });
}

/** One transaction on the store, resolved when it completes (false: it failed; the cache still holds the change). */
async function write(act: (store: IDBObjectStore) => void): Promise<boolean> {
  const db = await openDb();
  if (!db) return false;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(HISTORY_STORE, 'readwrite');
      act(tx.objectStore(HISTORY_STORE));
      tx.oncomplete = () => resolve(true);
      tx.onerror = () => resolve(false);
      tx.onabort = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

/** Every game of your record, oldest first. */
export async function loadHistory(): Promise<PlayedGame[]> {
  if (cache) return cache.slice();
  const db = await openDb();
  let raw: unknown[] = [];
  if (db) {
    raw = await new Promise<unknown[]>((resolve) => {
      try {
        const req = db.transaction(HISTORY_STORE, 'readonly').objectStore(HISTORY_STORE).getAll();
        req.onsuccess = () => resolve(req.result as unknown[]);
        req.onerror = () => resolve([]);
      } catch {
        resolve([]);
      }
    });
  }
  cache ??= mergeHistory([], raw.filter((e) => entryError(e) === null) as PlayedGame[]);
  return cache.slice();
}

/** Adds a finished game, or replaces the one with its id (a game undone after its end and finished again). */
export async function keepGame(game: PlayedGame): Promise<void> {
  const games = await loadHistory();
  cache = mergeHistory(
    games.filter((g) => g.id !== game.id),
    [game],
  );
  await write((s) => s.put(game));
}

/** Adds an imported file's games (those already here kept as they are); how many were new. */
export async function importGames(games: readonly PlayedGame[]): Promise<number> {
  const mine = await loadHistory();
  const ids = new Set(mine.map((g) => g.id));
  const fresh = games.filter((g) => !ids.has(g.id));
  cache = mergeHistory(mine, fresh);
  if (fresh.length > 0) await write((s) => fresh.forEach((g) => s.put(g)));
  return fresh.length;
}

/** Erases the whole record. */
export async function eraseHistory(): Promise<void> {
  cache = [];
  await write((s) => s.clear());
}

/** Whether the record outlives the page (IndexedDB opened); false in a browser that refuses it. */
export async function historyLasts(): Promise<boolean> {
  await openDb();
  return lasting;
}

/** Keeps the verdicts worked out in a game's review with its entry (a second look is then instant). */
export async function keepVerdicts(id: string, verdicts: PlayedGame['verdicts']): Promise<void> {
  const game = (await loadHistory()).find((g) => g.id === id);
  if (!game || !verdicts) return;
  await keepGame({ ...game, verdicts });
}
