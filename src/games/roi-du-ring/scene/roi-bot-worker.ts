// The Roi du Ring bot's Web Worker: receives { id, view, legal, seat, level, seed } and answers
// { id, move } (or { id, error }), so the strong bot's search never blocks the page. Created by
// bot-client.ts; the search is bundled here only.

import { bots, strong } from '../ai';
import type { RoiMove, RoiState } from '../rules/types';
import { STRONG_MAX_ITERATIONS, STRONG_TIME_MS } from '../ai/levels';

export interface BotRequest {
  id: number;
  view: RoiState;
  legal: RoiMove[];
  seat: number;
  level: string;
  seed: number;
}

export type BotReply = { id: number; move: unknown } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage(msg: BotReply): void };

scope.onmessage = (e: MessageEvent<BotRequest>): void => {
  const { id, view, legal, seat, level, seed } = e.data;
  try {
    const bot = bots.find((b) => b.level === level) ?? strong;
    const move = bot.choose(view, legal, seat, { seed, iterations: STRONG_MAX_ITERATIONS, timeMs: STRONG_TIME_MS, now: () => performance.now() });
    scope.postMessage({ id, move });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
