// The games the bench plays. A game joins by appending a BenchEntry: its rules, the setups
// worth timing, and optionally an `extra` hook that measures something else (a bot's speed).

import type { AnyRules } from '../src/core/contract';
import { tinyRules } from '../tests/fixtures/tiny/rules';
import { regalityBench } from './specs/regality';
import { regicideBench } from './specs/regicide';
import { castlePanicBench } from './specs/castle-panic';
import { roiBench } from './specs/roi-du-ring';

export interface BenchConfig {
  label: string;
  options: unknown;
}

export type BenchExtra = Record<string, number | string>;

export interface BenchEntry {
  /** What `--game=` matches. */
  id: string;
  label: string;
  rules: AnyRules;
  configs: BenchConfig[];
  /** Further figures printed under the game's playout rows (bots later). */
  extra?: () => Promise<BenchExtra> | BenchExtra;
}

export const BENCH_ENTRIES: BenchEntry[] = [
  {
    id: 'tiny',
    label: 'tiny (test game)',
    rules: tinyRules,
    configs: [
      { label: 'default', options: { players: 2 } },
      { label: 'stacked dice', options: { players: 2, stack: { dice: [1, 1, 1, 1] } } },
    ],
  },
  castlePanicBench,
  roiBench,
  regalityBench,
  regicideBench,
];
