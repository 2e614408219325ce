// Asks a Castle Panic bot for a move: the easy bot answers on the page (easy.ts); the strong one
// plays in a Web Worker (created on first use, kept for the page's life), so the table never
// freezes and the strong bot lives only in the worker's bundle. Where Workers are missing or the
// worker fails, the page answers with the easy bot. The answer is always one of `legal`. The bot's
// seed comes from the position, so a replayed game gets the same moves back. `partners`: the bot
// seats a defender bot may trade with (a trade takes the other seat's card without asking, so a
// bot never trades with a person).

import { chooseDefenderMove, chooseOverlordMove } from '../ai/easy';
import type { CpBotLevel } from '../ai/levels';
import type { CastlePanicMove, CastlePanicState } from '../rules/types';
import { view as viewOf } from '../rules/view';
import type { BotReply, BotRequest } from './cp-bot-worker';

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (move: unknown) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./cp-bot-worker.ts', import.meta.url), { type: 'module' });
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
    workerBroken = true;
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error('castle-panic bot worker failed'));
    waiting.clear();
  };
  return worker;
}

/** A seed from what the seat sees (FNV-1a over the view's text). */
export function seedOf(view: CastlePanicState, seat: number): number {
  const text = JSON.stringify(view) + '#' + seat;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const keyOf = (m: unknown): string => JSON.stringify(m);

/** The bot's move for `seat` at `level`: one of `legal`. */
export async function requestBotMove(state: CastlePanicState, legal: readonly unknown[], seat: number, level: CpBotLevel, partners: number[]): Promise<unknown> {
  const view = viewOf(state, seat);
  const moves = legal as CastlePanicMove[];
  if (moves.length <= 1) return moves[0];
  let move: unknown = null;
  const w = level === 'easy' ? null : getWorker();
  if (w) {
    try {
      move = await new Promise<unknown>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const request: BotRequest = { id, view, legal: moves, seat, level, seed: seedOf(view, seat), partners };
        w.postMessage(request);
      });
    } catch {
      move = null;
    }
  }
  if (move === null) move = seat === view.overlord ? chooseOverlordMove(view, moves) : chooseDefenderMove(moves);
  const key = keyOf(move);
  return moves.find((m) => keyOf(m) === key) ?? moves[0];
}
