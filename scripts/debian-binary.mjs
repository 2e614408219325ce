// Find a program, or install the Debian package that holds it: the one piece behind
// scripts/find-chromium.mjs (the browser tests' Chromium) and scripts/find-redis.mjs (the
// several-processes test's redis-server).
//
// What a helper prints on stdout is data: the found path and nothing else. Everything it runs
// (apt-get, sudo) writes to stderr, and so do its own messages, so a caller may read stdout as the
// path (`execFileSync(...).trim()`) whatever apt-get says while it installs.
//
// apt-get runs only where the machine has it and the helper may run it: as root, or through
// passwordless sudo (`sudo -n`); elsewhere the caller's instructions are shown instead.
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether `p` is an executable plain file. */
export function isExecutableFile(p) {
  try {
    if (!statSync(p).isFile()) return false;
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable file called `name` in the PATH of `env`, or null. */
export function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutableFile(join(dir, name))) return join(dir, name);
  }
  return null;
}

/**
 * How apt-get may be run here: [] as root, ['sudo', '-n'] with passwordless sudo, or null (no
 * apt-get, or no right to run it).
 */
export function aptPrefix({ env = process.env, uid = process.getuid?.() ?? -1, run = spawnSync } = {}) {
  if (!onPath('apt-get', env)) return null;
  if (uid === 0) return [];
  if (!onPath('sudo', env)) return null;
  const probe = run('sudo', ['-n', 'true'], { env, stdio: 'ignore' });
  return probe.status === 0 ? ['sudo', '-n'] : null;
}

/**
 * `find(false)`, and where it finds nothing and apt-get may be run, installs Debian's `packages` (saying
 * so on `log`, with `what` and `why`), then looks again with `find(true)`. apt-get's output, stdout included, goes to
 * this process's stderr. Returns the path, or null with the reason and `howToInstall` on `log`.
 */
export function findOrInstall({
  find,
  packages,
  what,
  why = '',
  howToInstall,
  env = process.env,
  uid = process.getuid?.() ?? -1,
  run = spawnSync,
  log = (msg) => console.error(msg),
}) {
  const found = find(false);
  if (found) return found;
  const prefix = aptPrefix({ env, uid, run });
  if (!prefix) {
    log(howToInstall);
    log(`(npm test installs Debian's ${packages.join(' and ')} itself only where apt-get can be run as root or with passwordless sudo.)`);
    return null;
  }
  log(`No ${what} found${why ? ` ${why}` : ''}: installing Debian's ${packages.join(' and ')} with ${[...prefix, 'apt-get'].join(' ')} ...`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
  ];
  for (const step of steps) {
    const argv = [...prefix, ...step];
    // stdout is data: whatever apt-get (or sudo) prints lands on stderr (fd 2).
    const r = run(argv[0], argv.slice(1), { env: aptEnv, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) {
      log(`"${argv.join(' ')}" failed (exit ${r.status ?? r.signal ?? r.error?.message}).`);
      log(howToInstall);
      return null;
    }
  }
  const installed = find(true);
  if (installed) {
    log(`Installed: ${installed}`);
    return installed;
  }
  log(`apt-get finished, but still no ${what} was found.`);
  log(howToInstall);
  return null;
}

/**
 * A helper's two faces from what it looks for: `ensure({ env, uid, run, log })` (findOrInstall with
 * the helper's package) and `main(metaUrl)`, the command: with --install, ensure, else only find;
 * prints the path on stdout, or the instructions on stderr and exit 1.
 */
export function debianBinary({ find, packages, what, why, howToInstall }) {
  const ensure = ({ env = process.env, uid, run, log = (msg) => console.error(msg) } = {}) =>
    findOrInstall({ find: (again) => find(env, again ? () => {} : log), packages, what, why, howToInstall, env, uid, run, log });
  const main = (metaUrl) => {
    if (!isMain(metaUrl)) return;
    const install = process.argv.includes('--install');
    const found = install ? ensure() : find(process.env, (msg) => console.error(msg));
    if (!found) {
      if (!install) console.error(howToInstall);
      process.exit(1);
    }
    console.log(found);
  };
  return { ensure, main };
}

/** Whether this module file is the script node was started with. */
export function isMain(metaUrl) {
  return Boolean(process.argv[1]) && fileURLToPath(metaUrl) === resolve(process.argv[1]);
}
