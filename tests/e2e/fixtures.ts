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
import type { Page } from '@playwright/test';

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

/**
 * Reused pages just given back (`reuse`), not yet sent anywhere by their test: `gotoApp` opens the
 * test's link in place (no reload) or starts the menu.
 */
export const givenBack = new WeakSet<Page>();

/**
 * A reused page's init scripts added by its test (a language, seen cards written to the storage):
 * those added before the test's first `gotoApp` are run there, in the running page, before the
 * link opens (as they would have run before a fresh page's scripts); all run on the test's own
 * reloads, and are taken off when it ends. Only scripts that write the storage belong here: a
 * script that patches the page (a Worker, navigator.share) would stay in it for later tests.
 */
export const pendingScripts = new WeakMap<Page, [script: (arg: unknown) => unknown, arg: unknown][]>();
const addedScripts = new WeakMap<Page, { dispose(): Promise<void> | void }[]>();

/** Why a reused page's context refuses init scripts: they would run in every later test's reloads. */
const NO_INIT_SCRIPT = 'a page reused from test to test (tests/e2e/fixtures.ts, `reuse`) takes init scripts on the page only, not on its context';

export const test = base.extend<
  {
    animSpeed: number | null;
    renderScale: number | null;
    /** Another browser (a second player, a phone) with the test's speed and scale; closed when the test ends. */
    openContext: OpenContext;
    /**
     * The test's `page` is one kept in this worker for the tests of the same window, speed and scale
     * (booted once, then given back between tests with every scene stopped, no game open and the
     * storage cleared: `window.__fc.reuse`), instead of a new page that boots the whole game.
     * Booting costs some 2.3 s of CPU (the page's 1.25, the browser's 0.7, the GPU process's 0.4)
     * and opening a link in a booted page 0.2. For tests that open the game with `gotoApp` (or
     * `page.goto`) and use only `page`: not with init scripts (refused), another context,
     * `context`, reloads that expect their own storage, or the record of played games.
     */
    reuse: boolean;
  },
  { warmPages: Map<string, Page> }
>({
  reuse: [false, { option: true }],
  warmPages: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs nothing
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const p of pages.values()) await p.context().close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  page: async ({ context, reuse, browser, viewport, hasTouch, isMobile, deviceScaleFactor, animSpeed, renderScale, warmPages }, use, info) => {
    // FC_REUSE=0: every test on a new page (to compare the suite's time with and without reuse)
    if (!reuse || process.env.FC_REUSE === '0') {
      await use(await context.newPage());
      return;
    }
    const key = JSON.stringify({ viewport, hasTouch, isMobile, deviceScaleFactor, animSpeed, renderScale });
    let page = warmPages.get(key);
    if (page) {
      const settings = JSON.stringify(animSpeed === null ? {} : { animSpeed, botPace: 'fast' });
      const ok = await page.evaluate((s) => window.__fc?.reuse(s) ?? false, settings).catch(() => false);
      if (!ok) {
        await page.context().close().catch(() => undefined);
        page = undefined;
      }
    }
    if (!page) {
      const made = await browser.newContext({ viewport, hasTouch, isMobile, deviceScaleFactor });
      await prepare(made, animSpeed, renderScale);
      const fresh = await made.newPage();
      page = fresh;
      const add = fresh.addInitScript.bind(fresh);
      fresh.addInitScript = (async (script: (arg: unknown) => unknown, arg?: unknown) => {
        if (typeof script !== 'function') throw new Error('a reused page takes init scripts as functions');
        const added = await add(script, arg);
        addedScripts.get(fresh)?.push(added);
        if (givenBack.has(fresh)) pendingScripts.get(fresh)?.push([script, arg]);
        return added;
      }) as Page['addInitScript'];
      made.addInitScript = () => Promise.reject(new Error(NO_INIT_SCRIPT));
      warmPages.set(key, page);
    }
    if (warmPages.get(key) === page && page.url() !== 'about:blank') givenBack.add(page);
    pendingScripts.set(page, []);
    addedScripts.set(page, []);
    await use(page);
    givenBack.delete(page);
    for (const added of addedScripts.get(page) ?? []) await added.dispose();
    if (info.status !== info.expectedStatus) {
      // (Playwright's own screenshot on failure looks only at the test's context)
      const path = info.outputPath('reused-page-failed.png');
      if (await page.screenshot({ path, timeout: 10_000 }).then(() => true, () => false)) await info.attach('screenshot', { path, contentType: 'image/png' });
    }
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) {
      // resized by its test: put back, the game would lay itself out again some moments later, in
      // the middle of the next test (a card chosen, then the table made again without it)
      warmPages.delete(key);
      await page.context().close().catch(() => undefined);
      return;
    }
    // parked until the next test: no scene drawn, the game's loop asleep
    await page.evaluate(() => window.__fc?.reuse()).catch(() => undefined);
  },
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
