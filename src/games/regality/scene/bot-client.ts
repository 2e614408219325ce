// Asks the Regality bot for a move: in a Web Worker (created on first use, kept for the page's
// life) so the search never freezes the page. The search lives only in the worker's bundle; where
// Workers are missing or the worker fails, the page answers with a one-ply greedy move of its own
// (the most allies right after the move). The answer is always one of `legal` (the first legal
// move if the bot's answer somehow is not among them).

import { DEFAULT_BUDGET_MS, MAX_BUDGET_MS, matchLegal, type BotLevel } from '../ai/levels';
import { rules, type RegalityMove, type RegalityState } from '../rules';
import { allies } from '../rules/board';
import type { BotReply, BotRequest } from './bot-worker';

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (move: unknown) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<BotReply>): void => {
    const reply = e.data;
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if ('error' in reply) w.reject(new Error(reply.error));
    else w.resolve(reply.move);
  };
  worker.onerror = (): void => {
    // A worker that cannot load or crashes: answer the waiting requests on the main thread.
    workerBroken = true;
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error('regality bot worker failed'));
    waiting.clear();
  };
  return worker;
}

/** Without the worker: the move of `legal` leaving `seat` the most allies (and the other seat the fewest) once it is applied; the first of equals. */
export function onMainThread(view: RegalityState, legal: readonly unknown[], seat: number): unknown {
  let best = legal[0];
  let bestValue = -Infinity;
  for (const m of legal) {
    const r = rules.apply(view, m as RegalityMove);
    if (!r.ok) continue;
    const count = allies(r.state.board);
    const value = (count[seat] ?? 0) - (count[1 - seat] ?? 0);
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

/** The bot's move for `seat`: one of `legal`. */
export async function requestBotMove(view: RegalityState, legal: readonly unknown[], seat: number, level: BotLevel, budgetMs = DEFAULT_BUDGET_MS[level]): Promise<unknown> {
  const budget = Math.min(budgetMs, MAX_BUDGET_MS);
  let move: unknown;
  const w = getWorker();
  if (w) {
    try {
      move = await new Promise<unknown>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const request: BotRequest = { id, view, seat, level, budgetMs: budget };
        w.postMessage(request);
      });
    } catch {
      move = onMainThread(view, legal, seat);
    }
  } else move = onMainThread(view, legal, seat);
  return matchLegal(move as RegalityMove, legal) ?? legal[0];
}
