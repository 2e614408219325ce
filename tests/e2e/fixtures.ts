// The browser tests' `test`: every page of a test's context starts with the animations at the test
// speed, 4x (a speed only a test build accepts: src/services/settings.ts), unless the page already
// holds settings (a test that stored its own, a reload) or the test opts out with
// `test.use({ animSpeed: null })`. The bots' pace starts at 'fast' too (each bot move held 75 ms
// at 4x, not 300: many tests wait through dozens of bot moves). Most tests wait for the table to be idle, and a large part of
// their time was tweens: regicide.spec.ts and roi-du-ring.spec.ts, 31 tests on one worker, took
// 9.4 min at 2x and 7.8 min at 4x on this (loaded) machine. FC_ANIM=2 runs the suite at 2x to
// compare. An init script rather than Playwright's `storageState`, which opens a page of its own
// in every new context to fill localStorage (0.3 to 0.6 s a test on this machine).
//
// The canvas is drawn at 0.35 scale (renderScale, a test build's window.__fcRenderScale):
// software WebGL's cost grows with the pixels, and what the tests check is in design coordinates.
// Half scale took the browser tests from 28.7 to 17.5 minutes on a 2-core machine (with the test
// build's least gap between frames, src/main.ts: 50 ms then, 100 now); 0.35 took roi-lesson.spec.ts
// from 68 s of CPU to 54 (0.25: 53, no better). A test that reads the screenshot's pixels (a
// colour counted in a box) is tagged `@pixels` and drawn at half scale, where its counts were set;
// tests that judge pixels at the size a player sees (the
// widget gallery) use `test.use({ renderScale: null })`; FC_DOCS=1 draws every test at full scale
// and writes the README's pictures into docs/ (docsPath), which a plain run writes under
// test-results/docs instead.
import { join } from 'node:path';
import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

export { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const KEY = 'fourCrowns.settings.v1';

/** The test's speed and scale, set on every page of `context` before its scripts run. */
async function prepare(context: BrowserContext, animSpeed: number | null, renderScale: number | null): Promise<void> {
  if (renderScale !== null) {
    await context.addInitScript((scale) => {
      (window as { __fcRenderScale?: number }).__fcRenderScale = scale;
    }, renderScale);
  }
  if (animSpeed !== null) {
    await context.addInitScript(
      ([key, speed]) => {
        if (location.protocol.startsWith('http') && localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ animSpeed: speed, botPace: 'fast' }));
      },
      [KEY, animSpeed] as const,
    );
  }
}

/** Opens another browser with the test's speed and scale (the `openContext` fixture). */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

export const test = base.extend<{
  animSpeed: number | null;
  renderScale: number | null;
  /** Another browser (a second player, a phone) with the test's speed and scale; closed when the test ends. */
  openContext: OpenContext;
}>({
  animSpeed: [Number(process.env.FC_ANIM ?? 4), { option: true }],
  renderScale: [
    // eslint-disable-next-line no-empty-pattern -- a fixture that needs only the test's tags
    async ({}, use, info) => use(process.env.FC_DOCS ? null : info.tags.includes('@pixels') ? 0.5 : 0.35),
    { option: true },
  ],
  context: async ({ context, animSpeed, renderScale }, use) => {
    await prepare(context, animSpeed, renderScale);
    await use(context);
  },
  openContext: async ({ browser, animSpeed, renderScale }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      made.push(context);
      await prepare(context, animSpeed, renderScale);
      return context;
    });
    for (const c of made) await c.close().catch(() => undefined);
  },
});

/** Where a README picture goes: `docs/<rel>` when FC_DOCS is set (full scale), else under test-results/docs. */
export function docsPath(rel: string): string {
  return process.env.FC_DOCS ? join('docs', rel) : join('test-results', 'docs', rel);
}
