#!/usr/bin/env node
// Finds Redis's server for the several-processes test (tests/unit/server/redis.test.ts) and
// prints its path, and nothing else, on stdout: $REDIS_SERVER_PATH, else `redis-server` on the
// PATH. With --install, when none is found, installs Debian's `redis-server` with apt-get, saying
// so on stderr, where the machine has apt-get and runs as root (or with passwordless sudo), like
// scripts/find-chromium.mjs does for the browser (both through scripts/debian-binary.mjs, which
// sends apt-get's output to stderr); otherwise it stops with a message saying how to install it.
// The test starts its own server on 127.0.0.1 and a free port, and stops it when it ends.
import { debianBinary, isExecutableFile, onPath } from './debian-binary.mjs';

export const APT_PACKAGES = ['redis-server'];
export const HOW_TO_INSTALL =
  'No redis-server found. Install Redis first, e.g. `sudo apt-get install redis-server` (Debian/Ubuntu), or set REDIS_SERVER_PATH.';

/** $REDIS_SERVER_PATH when it is an executable file, else `redis-server` on the PATH, else null. */
export function findRedis({ env = process.env } = {}) {
  if (env.REDIS_SERVER_PATH && isExecutableFile(env.REDIS_SERVER_PATH)) return env.REDIS_SERVER_PATH;
  return onPath('redis-server', env);
}

const helper = debianBinary({
  find: (env) => findRedis({ env }),
  packages: APT_PACKAGES,
  what: 'redis-server',
  why: 'for the several-processes test',
  howToInstall: HOW_TO_INSTALL,
});

/** findRedis, installing Debian's redis-server when it finds none and apt-get may be run. */
export const ensureRedis = helper.ensure;

helper.main(import.meta.url);
