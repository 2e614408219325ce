// The browser tests' `test`: every page of a test's context starts with the animations at the test
// speed, 4x (a speed only a test build accepts: src/services/settings.ts), unless the page already
// holds settings (a test that stored its own, a reload) or the test opts out with
// `test.use({ animSpeed: null })`. The bots' pace starts at 'fast' too (each bot move held 75 ms
// at 4x, not 300: many tests wait through dozens of bot moves). Most tests wait for the table to be idle, and a large part of
// their time was tweens: regicide.spec.ts and roi-du-ring.spec.ts, 31 tests on one worker, took
// 9.4 min at 2x and 7.8 min at 4x on this (loaded) machine. FC_ANIM=2 runs the suite at 2x to
// compare. An init script rather than Playwright's `storageState`, which opens a page of its own
// in every new context to fill localStorage (0.3 to 0.6 s a test on this machine).
import { test as base } from '@playwright/test';

export { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const KEY = 'fourCrowns.settings.v1';

export const test = base.extend<{ animSpeed: number | null }>({
  animSpeed: [Number(process.env.FC_ANIM ?? 4), { option: true }],
  context: async ({ context, animSpeed }, use) => {
    if (animSpeed !== null) {
      await context.addInitScript(
        ([key, speed]) => {
          if (location.protocol.startsWith('http') && localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ animSpeed: speed, botPace: 'fast' }));
        },
        [KEY, animSpeed] as const,
      );
    }
    await use(context);
  },
});
