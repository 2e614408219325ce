// The one Web Worker of every game's bots (the worker's composition root, as main.ts is the
// page's): receives a BotWorkerRequest, asks that game's bot at that level for its move within the
// budget, and answers { id, move } or { id, error }. Built as an entry of its own that shares the
// page's chunks (vite.config.ts), so each game's rules are downloaded once.
import type { Bot } from './core/contract';
import type { BotWorkerReply, BotWorkerRequest, VerdictRequest } from './services/bot-worker-client';
import type { Verdict } from './core/verdict';
import { judgeMove as judgeCastlePanic } from './games/castle-panic/ai/verdict';
import { judgeMove as judgeRegality } from './games/regality/ai/verdict';
import { judgeMove as judgeRegicide } from './games/regicide/ai/verdict';
import { judgeMove as judgeRoiDuRing } from './games/roi-du-ring/ai/verdict';
import { bots as castlePanic } from './games/castle-panic/ai';
import { bots as regality } from './games/regality/ai';
import { bots as regicide } from './games/regicide/ai';
import { bots as roiDuRing } from './games/roi-du-ring/ai';

const BOTS: Record<string, readonly Bot<never, unknown>[]> = {
  'castle-panic': castlePanic,
  regality: regality,
  regicide: regicide,
  'roi-du-ring': roiDuRing,
};

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotWorkerRequest | VerdictRequest>) => void) | null; postMessage(msg: BotWorkerReply): void };

/** The strong bot's verdicts of each game (issue 29 item 2): each judges from the seat's view of what it is given. */
const JUDGES: Record<string, (view: never, seat: number, move: never, seed: number) => Verdict<unknown>> = {
  'castle-panic': judgeCastlePanic,
  regality: judgeRegality,
  regicide: judgeRegicide,
  'roi-du-ring': judgeRoiDuRing,
};

function verdict(r: VerdictRequest): void {
  try {
    const judge = JUDGES[r.game];
    if (!judge) throw new Error(`no verdicts for the game "${r.game}"`);
    scope.postMessage({ id: r.id, verdict: judge(r.view as never, r.seat, r.move as never, r.seed) });
  } catch (err) {
    scope.postMessage({ id: r.id, error: err instanceof Error ? err.message : String(err) });
  }
}

scope.onmessage = (e: MessageEvent<BotWorkerRequest | VerdictRequest>): void => {
  if ('kind' in e.data && e.data.kind === 'verdict') {
    verdict(e.data);
    return;
  }
  const { id, game, level, view, legal, seat, seed, budget } = e.data as BotWorkerRequest;
  try {
    const levels = BOTS[game];
    if (!levels) throw new Error(`no bots for the game "${game}"`);
    const bot = levels.find((b) => b.level === level) ?? levels[levels.length - 1];
    if (!bot) throw new Error(`no bot at level "${level}" for ${game}`);
    const move = bot.choose(view as never, legal, seat, { seed, ...budget, now: () => performance.now() });
    scope.postMessage({ id, move });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
