// The Castle Panic bot's Web Worker: receives { id, view, legal, seat, level, seed, partners } and
// answers { id, move } (or { id, error }), so the strong bot never blocks the page. Created by
// bot-client.ts; the strong bot is bundled here only.

import { bots, strong, type CastlePanicBotOptions } from '../ai';
import { STRONG_TIME_MS } from '../ai/levels';
import type { CastlePanicMove, CastlePanicState } from '../rules/types';

export interface BotRequest {
  id: number;
  view: CastlePanicState;
  legal: CastlePanicMove[];
  seat: number;
  level: string;
  seed: number;
  partners: number[];
}

export type BotReply = { id: number; move: unknown } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage(msg: BotReply): void };

scope.onmessage = (e: MessageEvent<BotRequest>): void => {
  const { id, view, legal, seat, level, seed, partners } = e.data;
  try {
    const bot = bots.find((b) => b.level === level) ?? strong;
    const options: CastlePanicBotOptions = { seed, partners, timeMs: STRONG_TIME_MS, now: () => performance.now() };
    scope.postMessage({ id, move: bot.choose(view, legal, seat, options) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
