// A bot worker thread's side of the pool (bot-pool.ts): it takes one task at a time (a seat's
// view, the legal moves, the bot's level and options), runs `choose` there, off the rooms' event
// loop, and answers with the chosen move's index in the legal moves. The clock (`now`) is the
// worker's own; everything else comes in the message.

import { parentPort } from 'node:worker_threads';
import type { Bot, BotOptions, Seat } from '../core';
import { moveKey } from './move-key';

/** What the room sends: all plain data (a structured clone), no functions. */
export interface BotTask {
  id: number;
  game: string;
  level: string;
  view: unknown;
  legal: unknown[];
  seat: Seat;
  options: Omit<BotOptions, 'now'> & Record<string, unknown>;
}

export type BotAnswer = { id: number; ok: true; index: number; ms: number } | { id: number; ok: false; error: string };

/** The first message a worker sends, once its bots are loaded. */
export const READY = 'ready';

export type BotLookup = (game: string, level: string) => Bot<unknown, unknown> | undefined;

/** The index in `legal` of the move a bot chose (the same object, or the same move); -1 if none. */
export function indexOfMove(legal: readonly unknown[], move: unknown): number {
  const same = legal.indexOf(move);
  if (same >= 0) return same;
  const key = moveKey(move);
  return legal.findIndex((m) => moveKey(m) === key);
}

/** Run one task here (also the fallback's way, in the room's thread). */
export function runTask(lookup: BotLookup, task: BotTask): BotAnswer {
  const t0 = performance.now();
  try {
    const bot = lookup(task.game, task.level);
    if (!bot) throw new Error(`no bot "${task.level}" for ${task.game}`);
    const move = bot.choose(task.view, task.legal, task.seat, { ...task.options, now: () => performance.now() });
    const index = indexOfMove(task.legal, move);
    if (index < 0) throw new Error('the bot chose a move that is not legal');
    return { id: task.id, ok: true, index, ms: performance.now() - t0 };
  } catch (e) {
    return { id: task.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Answer the pool's tasks with `lookup`'s bots, one at a time. */
export function serveBots(lookup: BotLookup): void {
  const port = parentPort;
  if (!port) throw new Error('serveBots runs in a worker thread');
  port.on('message', (task: BotTask) => port.postMessage(runTask(lookup, task)));
  port.postMessage(READY);
}
