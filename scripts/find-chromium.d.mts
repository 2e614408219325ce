// Types for scripts/find-chromium.mjs (a plain Node script), for the tests that import it.
import type { spawnSync } from 'node:child_process';

export const BROWSER_NAMES: string[];
export const APT_PACKAGES: string[];
export const HOW_TO_INSTALL: string;
export function onPath(name: string, env?: NodeJS.ProcessEnv): string | null;
export function chromiumCandidates(env?: NodeJS.ProcessEnv): { source: string; path: string; ok: boolean }[];
export function findChromium(options?: { env?: NodeJS.ProcessEnv; warn?: (msg: string) => void }): string | null;
export function requireChromium(): string;
export function aptPrefix(options?: { env?: NodeJS.ProcessEnv; uid?: number; run?: typeof spawnSync }): string[] | null;
export function ensureChromium(options?: {
  env?: NodeJS.ProcessEnv;
  uid?: number;
  run?: typeof spawnSync;
  log?: (msg: string) => void;
}): string | null;
