// The browser tests' `test`: every page of a test's context starts with the animations at double
// speed (the settings' 2x), unless the page already holds settings (a test that stored its own,
// a reload) or the test opts out with `test.use({ animSpeed: null })`. Most tests wait for the
// table to be idle, and half of their time was tweens. An init script rather than Playwright's
// `storageState`, which opens a page of its own in every new context to fill localStorage (0.3 to
// 0.6 s a test on this machine, measured with node_modules/.ctxbench.mjs-like timing of newContext).
import { test as base } from '@playwright/test';

export { expect, type Browser, type Page } from '@playwright/test';

const KEY = 'fourCrowns.settings.v1';

export const test = base.extend<{ animSpeed: number | null }>({
  animSpeed: [2, { option: true }],
  context: async ({ context, animSpeed }, use) => {
    if (animSpeed !== null) {
      await context.addInitScript(
        ([key, speed]) => {
          if (location.protocol.startsWith('http') && localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ animSpeed: speed }));
        },
        [KEY, animSpeed] as const,
      );
    }
    await use(context);
  },
});
