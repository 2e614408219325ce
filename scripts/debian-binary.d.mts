// Types for scripts/debian-binary.mjs (a plain Node script), for the tests that import it.
import type { spawnSync } from 'node:child_process';

export function isExecutableFile(p: string): boolean;
export function onPath(name: string, env?: NodeJS.ProcessEnv): string | null;
export function aptPrefix(options?: { env?: NodeJS.ProcessEnv; uid?: number; run?: typeof spawnSync }): string[] | null;
export function findOrInstall(options: {
  find: (again: boolean) => string | null;
  packages: string[];
  what: string;
  why?: string;
  howToInstall: string;
  env?: NodeJS.ProcessEnv;
  uid?: number;
  run?: typeof spawnSync;
  log?: (msg: string) => void;
}): string | null;
export function isMain(metaUrl: string): boolean;
export function debianBinary(spec: {
  find: (env: NodeJS.ProcessEnv, warn: (msg: string) => void) => string | null;
  packages: string[];
  what: string;
  why?: string;
  howToInstall: string;
}): {
  ensure: (options?: { env?: NodeJS.ProcessEnv; uid?: number; run?: typeof spawnSync; log?: (msg: string) => void }) => string | null;
  main: (metaUrl: string) => void;
};
