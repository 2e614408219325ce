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
import { createRequire } from 'node:module';
import { debianBinary, isExecutableFile, onPath } from './debian-binary.mjs';

export { aptPrefix, onPath } from './debian-binary.mjs';

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

const helper = debianBinary({
  find: (env, warn) => findChromium({ env, warn }),
  packages: APT_PACKAGES,
  what: 'Chromium',
  why: 'for the browser tests',
  howToInstall: HOW_TO_INSTALL,
});

/**
 * findChromium, and where it finds none and apt-get may be run, installs Debian's chromium and the
 * fonts (saying so on `log`) and looks again (scripts/debian-binary.mjs: apt-get's output goes to
 * stderr). Returns the path, or null with the reason on `log`.
 */
export const ensureChromium = helper.ensure;

helper.main(import.meta.url);
