// Browser tests (npm run test:e2e): headless Chromium against the TEST build (dist-test, which has
// the window.__fc hook), served by vite preview on port 4174.
//
// The browser comes from scripts/find-chromium.mjs: $CHROMIUM_PATH, then the system Chromium or
// Chrome, then Playwright's own download. With none, loading this config fails with instructions:
// browser tests are never skipped silently. WebGL runs on SwiftShader, so no GPU is needed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// FC_E2E_PORT / FC_E2E_DIST let several local runs (one per game being worked on) keep their own
// build and server; CI uses the defaults.
const PORT = Number(process.env.FC_E2E_PORT ?? 4174);
const DIST = process.env.FC_E2E_DIST ?? 'dist-test';
const BASE_URL = `http://localhost:${PORT}`;

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Runs scripts/find-chromium.mjs (a child process: Playwright's config loader cannot import .mjs). */
function chromiumPath(): string {
  try {
    return execFileSync(process.execPath, [join(ROOT, 'scripts', 'find-chromium.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (e) {
    const stderr = (e as { stderr?: string }).stderr?.trim();
    throw new Error(stderr || 'scripts/find-chromium.mjs found no browser', { cause: e });
  }
}

// Headless Chromium with WebGL on SwiftShader and no background traffic (shared with scripts/perf.mjs).
// `--disable-gpu-compositing`: the page is composited in software and only WebGL runs on
// SwiftShader. Composited on SwiftShader, every frame cost some 25 ms of the GPU process for the
// 1600x900 page whatever the canvas showed (a canvas cleared to one colour, 40 ms apart: 26.9 ms
// of the GPU process a frame, 5.5 ms without; a page's boot 1.64 s of CPU, 1.25 s without);
// castle-panic.spec.ts took 187 s of CPU instead of 226.
export const CHROMIUM_ARGS: string[] = JSON.parse(readFileSync(join(ROOT, 'scripts', 'chromium-args.json'), 'utf8')) as string[];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.FC_E2E_DIST ? `test-results/${DIST}` : 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Three at a time on a 2-core machine: a test spends part of its time waiting (a bot's pace, a
  // tween, a server), and two left the cores some 20 % idle (castle-panic.spec.ts: 140 s with two,
  // 112 s with three, 111 s with four).
  workers: 3,
  // One retry on CI only: a test that fails and then passes is reported as flaky (the summary
  // line counts them) rather than failing the whole run; a test that fails twice fails it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // About 255 browser tests, three at a time: some 11-13 minutes on a 2-core machine, drawn at half
  // scale with 100 ms between frames and the page composited in software (17-20 with two workers,
  // 50 ms and the page composited on SwiftShader; 25-45 before the half scale). CI allows 90 for
  // the whole test command; the unit tests and the builds take some 2.5.
  globalTimeout: 80 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], [join(ROOT, 'tests', 'e2e', 'summary-reporter.ts')]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1600, height: 900 },
    deviceScaleFactor: 1,
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
    // Actions and waits with no bound of their own (a click, a waitForFunction): 30 s. At 10 s,
    // opening a Castle Panic game from a link (boot, the table's chunk, the first draw) ran past it
    // at load 16-20 in the clean-clone run of 2026-12-02, twice for the same three tests.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Animations at the test-only speed 4x: tests/e2e/fixtures.ts (every spec's `test`), by an init script.
    // The built game registers a service worker (play offline); only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    // A trace only on CI's retry of a failed test: 'retain-on-failure' records one for EVERY test
    // (DOM snapshots at each action, a screencast of the page) and throws it away on a pass, which
    // cost some 16% of the CPU time of widgets.spec.ts (52 s instead of 62 s on one worker). A test
    // that fails on CI is run again with the trace on; locally, `--trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Builds dist-test first only if it is missing (npm run test:e2e always rebuilds it). A person
    // away 5 s (not 2 minutes) may be handed to a bot (issue 28 item 8's test).
    command: `sh -c '[ -f ${DIST}/index.html ] || npx vite build --mode test --outDir ${DIST}' && FC_HANDOVER_MS=5000 npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
    cwd: ROOT,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
