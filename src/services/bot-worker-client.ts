// One Web Worker for every game's bots (src/bot-worker.ts), created on first use and kept for the
// page's life, so a search never freezes the table and each game's rules are bundled once (the
// worker shares the page's chunks). A game's bot client asks it for a move with `askWorker` and
// answers on the page itself where it gets null back: no Worker here, the worker failed to load or
// crashed, or the bot threw.

import type { StoredVerdict } from './history';

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

/** The strong bot's verdict on one move (issue 29 item 2), asked of the same worker. */
export interface VerdictRequest {
  id: number;
  kind: 'verdict';
  game: string;
  /** The position as the seat saw it (the worker views it again for the seat). */
  view: unknown;
  seat: number;
  move: unknown;
  seed: number;
}

/** The worker's answer: a verdict as your record keeps it, for the move asked about. */
export type MoveVerdict = Omit<StoredVerdict, 'move' | 'best'> & { best: unknown };

export type BotWorkerReply = { id: number; move: unknown } | { id: number; verdict: MoveVerdict } | { id: number; error: string };

/** Where the worker is: the source module on the dev server, the fixed-name entry chunk in a build (vite.config.ts). */
const WORKER_URL = import.meta.env.DEV ? '/src/bot-worker.ts' : 'assets/bot-worker.js';

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const stats = { asked: 0, answered: 0, fellBack: 0, verdicts: 0 };

/** For the test hooks: how many moves were asked of the worker, answered by it, or left to the page; how many verdicts were asked. */
export function botWorkerStats(): { asked: number; answered: number; fellBack: number; verdicts: number } {
  return { ...stats };
}
const waiting = new Map<number, (move: unknown) => void>();

/** A test build's page reused for another test: the worker stopped mid-thought, its questions dropped, the counts from zero (a fresh page's). */
export function restartBotWorker(): void {
  worker?.terminate();
  worker = null;
  broken = false;
  waiting.clear();
  stats.asked = stats.answered = stats.fellBack = stats.verdicts = 0;
}

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
    else if (!('verdict' in e.data)) stats.answered++;
    done('error' in e.data ? null : 'verdict' in e.data ? e.data.verdict : e.data.move);
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

/** The games whose moves the strong bot can judge in a review (src/bot-worker.ts). */
export const JUDGED_GAMES: ReadonlySet<string> = new Set(['castle-panic', 'regality', 'regicide', 'roi-du-ring']);

/** The strong bot's verdict on `move` by `seat` from `view`, computed in the worker; null where it cannot be had. */
export function askVerdict(game: string, view: unknown, seat: number, move: unknown, seed: number): Promise<MoveVerdict | null> {
  const w = getWorker();
  if (!w) return Promise.resolve(null);
  stats.verdicts++;
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, (v) => resolve(v as MoveVerdict | null));
    const request: VerdictRequest = { id, kind: 'verdict', game, view, seat, move, seed };
    w.postMessage(request);
  });
}

/** A seed from what the seat sees (core/rng.ts), so a replayed game gets the same moves. */
export { seedFromView } from '../core/rng';
