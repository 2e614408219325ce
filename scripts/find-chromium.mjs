#!/usr/bin/env node
// Finds a Chromium for the browser tests and the perf script, in this order:
//   1. $CHROMIUM_PATH (one that is set but not an executable file is reported, and the lookup goes on)
//   2. `chromium`, `chromium-browser`, `google-chrome` on $PATH (Debian's `apt-get install chromium`
//      puts the first in /usr/bin)
//   3. Playwright's own downloaded Chromium (chromium.executablePath() of playwright-core), if that file exists
//
// As a command:
//   node scripts/find-chromium.mjs            prints the path and exits 0, or explains how to install
//                                             a browser and exits 1
//   node scripts/find-chromium.mjs --install  the same, but where none is found and the machine has
//                                             apt-get and root (or passwordless sudo), first installs
//                                             Debian's chromium and the fonts the tests need, saying
//                                             so (what `playwright install --with-deps` does elsewhere)
// Browser tests are never skipped silently for want of a browser.
// As a module: `findChromium()` returns the path or null; `requireChromium()` returns it or throws;
// `ensureChromium()` is the --install lookup.
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];
/** What --install puts on the machine: the browser, and the fonts the pages' text is measured in. */
export const APT_PACKAGES = ['chromium', 'fonts-dejavu-core'];

export const HOW_TO_INSTALL = [
  'No Chromium found for the browser tests.',
  'Looked at: $CHROMIUM_PATH, ' + BROWSER_NAMES.join(', ') + " on $PATH, and Playwright's own download.",
  'Install one of:',
  '  sudo apt-get install chromium            (Debian/Ubuntu; Ubuntu may need the snap or chromium-browser)',
  '  npx playwright install chromium          (Playwright\'s own build, needs network access)',
  'or point CHROMIUM_PATH at any Chromium/Chrome binary:',
  '  CHROMIUM_PATH=/path/to/chrome npm run test:e2e',
].join('\n');

function isExecutableFile(p) {
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

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    return typeof p === 'string' && p ? p : null;
  } catch {
    return null;
  }
}

/** Every place looked at, in order, with whether a usable browser is there. */
export function chromiumCandidates(env = process.env) {
  const out = [];
  if (env.CHROMIUM_PATH) out.push({ source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH });
  for (const name of BROWSER_NAMES) {
    const p = onPath(name, env);
    if (p) out.push({ source: 'PATH', path: p });
  }
  const pw = playwrightChromium();
  if (pw) out.push({ source: 'playwright', path: pw });
  return out.map((c) => ({ ...c, ok: isExecutableFile(c.path) }));
}

/** The first usable browser, or null. A CHROMIUM_PATH that is set but unusable is reported through `warn`. */
export function findChromium({ env = process.env, warn = (msg) => console.error(msg) } = {}) {
  if (env.CHROMIUM_PATH && !isExecutableFile(env.CHROMIUM_PATH)) {
    warn(`CHROMIUM_PATH is set to "${env.CHROMIUM_PATH}", which is not an executable file; looking elsewhere.`);
  }
  const hit = chromiumCandidates(env).find((c) => c.ok);
  return hit ? hit.path : null;
}

/** The first usable browser; throws with install instructions if there is none. */
export function requireChromium() {
  const p = findChromium();
  if (!p) throw new Error(HOW_TO_INSTALL);
  return p;
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
 * findChromium, and where it finds none and apt-get may be run, installs Debian's chromium (saying
 * so on `log`) and looks again. Returns the path, or null with the reason on `log`.
 */
export function ensureChromium({ env = process.env, uid = process.getuid?.() ?? -1, run = spawnSync, log = (msg) => console.error(msg) } = {}) {
  const found = findChromium({ env, warn: log });
  if (found) return found;
  const prefix = aptPrefix({ env, uid, run });
  if (!prefix) {
    log(HOW_TO_INSTALL);
    log('(npm test installs Debian\'s chromium itself only where apt-get can be run as root or with passwordless sudo.)');
    return null;
  }
  log(`No Chromium found for the browser tests: installing Debian's ${APT_PACKAGES.join(' and ')} with ${[...prefix, 'apt-get'].join(' ')} ...`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES],
  ];
  for (const step of steps) {
    const argv = [...prefix, ...step];
    const r = run(argv[0], argv.slice(1), { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) {
      log(`"${argv.join(' ')}" failed (exit ${r.status ?? r.signal ?? r.error?.message}).`);
      log(HOW_TO_INSTALL);
      return null;
    }
  }
  const installed = findChromium({ env, warn: () => {} });
  if (installed) {
    log(`Installed: ${installed}`);
    return installed;
  }
  log('apt-get finished, but still no Chromium was found.');
  log(HOW_TO_INSTALL);
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const install = process.argv.includes('--install');
  const p = install ? ensureChromium() : findChromium();
  if (!p) {
    if (!install) console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
  console.log(p);
}
