#!/usr/bin/env node
// Finds Redis's server for the several-processes test (tests/unit/server/redis.test.ts) and
// prints its path: $REDIS_SERVER_PATH, else `redis-server` on the PATH. With --install, when none
// is found, installs Debian's `redis-server` with apt-get, saying so, where the machine has
// apt-get and runs as root (or with passwordless sudo), like scripts/find-chromium.mjs does for
// the browser; otherwise it stops with a message saying how to install it. The test starts its
// own server on 127.0.0.1 and a free port, and stops it when it ends.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const HOW_TO_INSTALL = 'Install Redis first, e.g. `sudo apt-get install redis-server` (Debian/Ubuntu), or set REDIS_SERVER_PATH.';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const p = join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      if (statSync(p).isFile()) return p;
    } catch {
      // not here
    }
  }
  return null;
}

export function findRedis() {
  return process.env.REDIS_SERVER_PATH || onPath('redis-server');
}

function install() {
  if (!onPath('apt-get')) return false;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !root && onPath('sudo');
  if (!root && !sudo) return false;
  const run = (args) => execFileSync(root ? 'apt-get' : 'sudo', root ? args : ['-n', 'apt-get', ...args], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.error('redis-server not found: installing Debian\'s redis-server with apt-get (for the several-processes test)...');
  try {
    run(['install', '-y', '--no-install-recommends', 'redis-server']);
  } catch {
    run(['update']);
    run(['install', '-y', '--no-install-recommends', 'redis-server']);
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findRedis();
  if (!found && process.argv.includes('--install') && install()) found = findRedis();
  if (!found) {
    console.error(`No redis-server found. ${HOW_TO_INSTALL}`);
    process.exit(1);
  }
  console.log(found);
}
