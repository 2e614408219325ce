// Types for scripts/find-redis.mjs (a plain Node script), for the tests that import it.
import type { spawnSync } from 'node:child_process';

export const APT_PACKAGES: string[];
export const HOW_TO_INSTALL: string;
export function findRedis(options?: { env?: NodeJS.ProcessEnv }): string | null;
export function ensureRedis(options?: {
  env?: NodeJS.ProcessEnv;
  uid?: number;
  run?: typeof spawnSync;
  log?: (msg: string) => void;
}): string | null;
