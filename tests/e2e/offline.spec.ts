// Play offline after the first visit: the built game is loaded once (its service worker precaches
// everything), the browser goes offline, and each game opens from a reload and takes a real move
// by mouse (Castle Panic: a starting monster dragged onto its arc), with sound on: every sound
// effect loads from the cache, and no request fails.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp } from './helpers';
import { REGICIDE_VERSION } from '../../src/games/regicide/rules';
import { REGALITY_VERSION } from '../../src/games/regality/rules';
import { ROI_VERSION } from '../../src/games/roi-du-ring/rules';
import { CASTLE_PANIC_VERSION } from '../../src/games/castle-panic/rules';

// Every other browser test blocks service workers (playwright.config.ts); this one needs its own.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

function link(game: string, version: number, options: object, seats: string): string {
  const payload = { f: 1, r: { game, version, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const moves = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0);

/** Opens `hash` with a fresh page load (offline, so from the service worker) and waits for `object` on the table. */
async function openOffline(page: Page, hash: string, object: string): Promise<void> {
  await page.goto('about:blank');
  await gotoApp(page, hash);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.waitForFunction((n) => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()[n] && window.__fc.busy() === false, object);
}

/** The move is in the record and a sound effect played; every effect was loaded from the cache. */
async function playedWithSound(page: Page, before: { played: number }): Promise<void> {
  await expect.poll(() => moves(page)).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await page.evaluate(() => window.__fc?.audio()))?.played ?? 0).toBeGreaterThan(before.played);
  await expect.poll(async () => page.evaluate(() => window.__fc?.audio().loaded)).toBe(18); // every effect (SFX_NAMES)
}

const audio = async (page: Page) => (await page.evaluate(() => window.__fc?.audio())) ?? { played: 0 };

test('loaded once, then offline: each game opens from a reload and plays a move with sound', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  // The service worker installs (precaching every file) and activates.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 60_000 })
    .toBe('activated');
  const cached = await page.evaluate(async () => {
    let n = 0;
    for (const key of await caches.keys()) n += (await (await caches.open(key)).keys()).length;
    return n;
  });
  expect(cached).toBeGreaterThan(40);

  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/no-such-file.txt').then(() => 'online', () => 'offline'))).toBe('offline');

  // Regicide, solo: the 10 of diamonds onto the jack, then Play.
  await openOffline(page, link('regicide', REGICIDE_VERSION, { players: 1, stack: { castle: ['JC'], hands: [['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H']], tavern: ['9H', '8C', '7D'] } }, 'h'), 'regicide.enemy');
  let before = await audio(page);
  await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await playedWithSound(page, before);

  // Regality: the Citizen dragged onto the centre.
  await openOffline(page, link('regality', REGALITY_VERSION, { variant: 'standard', first: 0, match: 'single', stack: { neutral: ['fairy', 'dragon', 'sage', 'hermit', 'assassin'] } }, 'hh'), 'regality.tile.citizen');
  before = await audio(page);
  await dragObject(page, 'regality.tile.citizen', 'regality.cell.4');
  await playedWithSound(page, before);

  // Le Roi du Ring: the first fighter keeps the hand dealt.
  const roiDeal = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '4C', '5C']] } };
  await openOffline(page, link('roi-du-ring', ROI_VERSION, roiDeal, 'hh'), 'roi.btn.keep');
  before = await audio(page);
  await clickObject(page, 'roi.btn.keep');
  await playedWithSound(page, before);

  // Castle Panic, solo: the troll of the starting monsters dragged onto arc 3 of the archer ring.
  await openOffline(page, link('castle-panic', CASTLE_PANIC_VERSION, { players: 1, mode: 'solo' }, 'h'), 'cp.start.troll');
  before = await audio(page);
  await dragObject(page, 'cp.start.troll', 'cp.startZone.3');
  await playedWithSound(page, before);

  // (the probe above is the one request meant to fail)
  expect(errors.filter((e) => !e.includes('/no-such-file.txt'))).toEqual([]);
});
