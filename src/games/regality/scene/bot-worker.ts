// The Regality bot's Web Worker: receives { id, view, seat, level, budgetMs } and answers
// { id, move } (or { id, error }), so a search never blocks the page. Created by bot-client.ts.

import { chooseMove, isBotLevel } from '../ai';
import type { RegalityState } from '../rules';

export interface BotRequest {
  id: number;
  view: RegalityState;
  seat: number;
  level: string;
  budgetMs: number;
}

export type BotReply = { id: number; move: unknown } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage(msg: BotReply): void };

scope.onmessage = (e: MessageEvent<BotRequest>): void => {
  const { id, view, seat, level, budgetMs } = e.data;
  try {
    const choice = chooseMove(view, seat, { level: isBotLevel(level) ? level : 'medium', budgetMs, clock: () => performance.now() });
    scope.postMessage({ id, move: choice.move });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
