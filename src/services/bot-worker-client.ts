// One Web Worker for every game's bots (src/bot-worker.ts), created on first use and kept for the
// page's life, so a search never freezes the table and each game's rules are bundled once (the
// worker shares the page's chunks). A game's bot client asks it for a move with `askWorker` and
// answers on the page itself where it gets null back: no Worker here, the worker failed to load or
// crashed, or the bot threw.

export interface WorkerBudget {
  iterations?: number;
  timeMs?: number;
}

export interface BotWorkerRequest {
  id: number;
  game: string;
  level: string;
  view: unknown;
  legal: readonly unknown[];
  seat: number;
  seed: number;
  budget: WorkerBudget;
}

export type BotWorkerReply = { id: number; move: unknown } | { id: number; error: string };

/** Where the worker is: the source module on the dev server, the fixed-name entry chunk in a build (vite.config.ts). */
const WORKER_URL = import.meta.env.DEV ? '/src/bot-worker.ts' : 'assets/bot-worker.js';

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const stats = { asked: 0, answered: 0, fellBack: 0 };

/** For the test hooks: how many moves were asked of the worker, answered by it, or left to the page. */
export function botWorkerStats(): { asked: number; answered: number; fellBack: number } {
  return { ...stats };
}
const waiting = new Map<number, (move: unknown) => void>();

function failAll(): void {
  broken = true;
  worker?.terminate();
  worker = null;
  stats.fellBack += waiting.size;
  for (const done of waiting.values()) done(null);
  waiting.clear();
}

function getWorker(): Worker | null {
  if (broken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL(WORKER_URL, document.baseURI), { type: 'module', name: 'bots' });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<BotWorkerReply>): void => {
    const done = waiting.get(e.data.id);
    if (!done) return;
    waiting.delete(e.data.id);
    if ('error' in e.data) console.warn(`[bots] ${e.data.error}`);
    else stats.answered++;
    done('error' in e.data ? null : e.data.move);
  };
  worker.onerror = failAll;
  return worker;
}

/** The move of `game`'s bot at `level` for `seat`, computed in the worker; null where the page must answer itself. */
export function askWorker(game: string, level: string, view: unknown, legal: readonly unknown[], seat: number, seed: number, budget: WorkerBudget = {}): Promise<unknown> {
  const w = getWorker();
  stats.asked++;
  if (!w) {
    stats.fellBack++;
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    const request: BotWorkerRequest = { id, game, level, view, legal, seat, seed, budget };
    w.postMessage(request);
  });
}

/** A seed from what the seat sees (FNV-1a over the view's text), so a replayed game gets the same moves. */
export function seedFromView(view: unknown, seat: number): number {
  const text = JSON.stringify(view) + '#' + seat;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
