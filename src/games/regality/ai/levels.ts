// What the page needs of the Regality bot without its search: the levels, their time budgets and
// matching the worker's answer to a legal move. The search itself (search.ts, fast.ts) is bundled
// only in the bot worker's chunks (src/bot-worker.ts); the page imports this file, never ./index.

import type { RegalityMove } from '../rules/types';

// 'perfect' keeps its id (saves and links name it) but is shown as "Strong": at its 800 ms in the
// browser it proves nothing in the opening (self-play on a busy 2-core machine, 3 games: no proven
// move in the first 6 plies, every move proven from the 9th), where a newcomer beat it 2-0.
export const BOT_LEVELS = ['easy', 'medium', 'perfect'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const isBotLevel = (v: unknown): v is BotLevel => (BOT_LEVELS as readonly unknown[]).includes(v);

/** The longest a bot may think, whatever it is asked. */
export const MAX_BUDGET_MS = 1000;
export const DEFAULT_BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 0, medium: 300, perfect: 800 };

/** The same fields in the order the rules build them, so two equal moves stringify alike. */
function normalise(m: Record<string, unknown>): RegalityMove {
  const out: Record<string, unknown> = { type: m.type };
  for (const f of ['seat', 'tile', 'cell', 'target', 'direction', 'pattern', 'from', 'to', 'slot']) if (f in m) out[f] = m[f];
  return out as RegalityMove;
}

export const moveKey = (m: RegalityMove): string => JSON.stringify(normalise(m));

/** The element of `legal` that is the same move as `move` (field by field), or null. */
export function matchLegal(move: RegalityMove, legal: readonly unknown[]): unknown {
  const k = moveKey(move);
  for (const m of legal) if (m !== null && typeof m === 'object' && moveKey(m as RegalityMove) === k) return m;
  return null;
}
