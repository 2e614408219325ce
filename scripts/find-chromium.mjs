#!/usr/bin/env node
// Finds a Chromium for the browser tests and the perf script, in this order:
//   1. $CHROMIUM_PATH
//   2. /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome
//   3. Playwright's own downloaded Chromium (chromium.executablePath() of playwright-core), if that file exists
//
// As a command (`node scripts/find-chromium.mjs`): prints the path and exits 0, or explains how to
// install a browser and exits 1. Browser tests are never skipped silently for want of a browser.
// As a module: `findChromium()` returns the path or null; `requireChromium()` returns it or throws.
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const HOW_TO_INSTALL = [
  'No Chromium found for the browser tests.',
  'Looked at: $CHROMIUM_PATH, ' + SYSTEM_CANDIDATES.join(', ') + ", and Playwright's own download.",
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
export function chromiumCandidates() {
  const out = [];
  const env = process.env.CHROMIUM_PATH;
  if (env) out.push({ source: 'CHROMIUM_PATH', path: env });
  for (const p of SYSTEM_CANDIDATES) out.push({ source: 'system', path: p });
  const pw = playwrightChromium();
  if (pw) out.push({ source: 'playwright', path: pw });
  return out.map((c) => ({ ...c, ok: isExecutableFile(c.path) }));
}

/** The first usable browser, or null. A CHROMIUM_PATH that is set but unusable is an error. */
export function findChromium() {
  const env = process.env.CHROMIUM_PATH;
  if (env && !isExecutableFile(env)) {
    throw new Error(`CHROMIUM_PATH is set to "${env}", which is not an executable file.`);
  }
  const hit = chromiumCandidates().find((c) => c.ok);
  return hit ? hit.path : null;
}

/** The first usable browser; throws with install instructions if there is none. */
export function requireChromium() {
  const p = findChromium();
  if (!p) throw new Error(HOW_TO_INSTALL);
  return p;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const p = findChromium();
    if (!p) {
      console.error(HOW_TO_INSTALL);
      process.exit(1);
    }
    console.log(p);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
