// Regality vs Religion in the bench: random playouts through the contract (goal: over 1M moves/s).

import { rules } from '../../src/games/regality/rules';
import type { BenchEntry } from '../registry';
import { regalityBotExtra } from './regality-bot';

export const regalityBench: BenchEntry = {
  id: 'regality',
  label: 'Regality vs Religion',
  rules,
  configs: [
    { label: 'standard', options: { variant: 'standard' } },
    { label: 'old style', options: { variant: 'old-style' } },
    { label: 'secret draft', options: { variant: 'secret-draft' } },
  ],
  // The bot's figures: search speed, exact-solve times, each level against random and greedy (~1 min).
  extra: () => regalityBotExtra(),
};
