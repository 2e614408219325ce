// A search bot's budget from the contract's BotOptions (CONTRACT.md, Bots): a fixed iteration
// budget, or a time budget read through the injected `now` (without a cap on iterations then,
// unless one is given too); otherwise the search's own default. Shared by the games whose
// strong bots count iterations (Regicide, Le Roi du Ring).
import type { BotOptions } from './contract';

export interface SearchBudget {
  iterations: number;
  timeMs?: number;
  now?: () => number;
}

/** `base` with the budget `options` asks for. */
export function withBudget<S extends SearchBudget>(options: BotOptions, base: S): S {
  const timed = options.timeMs !== undefined && options.now !== undefined;
  const settings: S = { ...base, iterations: options.iterations ?? (timed ? 1_000_000 : base.iterations) };
  if (timed) {
    settings.timeMs = options.timeMs;
    settings.now = options.now;
  }
  return settings;
}
