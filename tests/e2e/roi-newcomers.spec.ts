// Le Roi du Ring, the newcomers' reports of the latest round, in a real Chromium from stacked
// positions opened through a shared link, Red a person and Blue the bot: the bot's parry and
// dodge shown on the ring (the card it played over Blue, captioned, held; the dodge's step slid
// square by square, not jumped), a push that would move nothing saying so on its button, and the
// log naming the squares of steps and pushes.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, settle, screenshot } from './helpers';
import { ROI_VERSION, type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

/** A shared link with these options and moves already played; `kinds` h a person, b the bot, per seat. */
function link(options: RoiOptions, moves: RoiMove[], kinds: string): string {
  const payload = { f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options, seed: 7, moves }, k: kinds };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const waitFor = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible === true, name);
const state = (page: Page): Promise<RoiState> => page.evaluate(() => window.__fc?.state() as RoiState);

/** Red's three steps to (3, 3), next to Blue in its corner (4, 4). */
const STEPS: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
  { type: 'move', card: '2S', to: { x: 1, y: 1 } },
  { type: 'move', card: '3S', to: { x: 2, y: 2 } },
  { type: 'move', card: '4S', to: { x: 3, y: 3 } },
];

/**
 * Records, frame by frame from now on, what the ring shows: the caption's text while one is
 * shown, the cards drawn over the fighters (roi.fx.card.*), Blue's position (its hp badge).
 */
async function watchRing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __ring: { captions: string[]; cards: string[]; blue: string[] } };
    w.__ring = { captions: [], cards: [], blue: [] };
    const look = (): void => {
      const o = window.__fc?.objects() ?? {};
      const c = o['roi.fx.caption'];
      if (c?.visible && (c.alpha ?? 1) > 0.5) w.__ring.captions.push(c.text ?? '');
      for (const n of Object.keys(o)) if (n.startsWith('roi.fx.card.') && o[n]?.visible) w.__ring.cards.push(n);
      const b = o['roi.hp.1']; // Blue's hp badge, drawn on the fighter
      if (b) w.__ring.blue.push(`${Math.round(b.x)},${Math.round(b.y)}`);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const ring = (page: Page): Promise<{ captions: string[]; cards: string[]; blue: string[] }> =>
  page.evaluate(() => (window as unknown as { __ring: { captions: string[]; cards: string[]; blue: string[] } }).__ring);

/** Red drags the 5♥ onto Blue (4, 4) and hits; the bot answers; Red's table is back. */
async function strikeBlue(page: Page, shot: string): Promise<void> {
  await dragObject(page, 'roi.card.5H', 'roi.sq.4.4');
  await waitFor(page, 'roi.btn.hit');
  await watchRing(page);
  await clickObject(page, 'roi.btn.hit');
  await waitFor(page, 'roi.fx.caption');
  await page.screenshot({ path: `test-results/shots/${shot}.png` }); // (what a person sees while it is held)
  await page.waitForFunction(() => window.__fc?.busy() === false && (window.__fc.state() as RoiState).current === 0 && (window.__fc.state() as RoiState).phase === 'play' && (window.__fc.state() as RoiState).played === 4, undefined, { timeout: 30_000 });
  await settle(page);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ ...JSON.parse(localStorage.getItem('fourCrowns.settings.v1') ?? '{}'), animSpeed: 2 })));
});

test("the bot's parry shows on the ring: the card it played over Blue, captioned 'Blue parries', held for a while", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Blue's only answer to the 5♥ is a parry with the 9♥ (nothing of its hand dodges it, nothing else of it strikes back).
  const options: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6C'], ['9H', '2C', '3C', '4C', '5C']] } };
  await gotoApp(page, link(options, STEPS, 'hb'));
  await waitFor(page, 'roi.card.5H');
  await settle(page);
  await strikeBlue(page, 'roi-newcomers-parry');
  const seen = await ring(page);
  expect((await state(page)).fighters[1]?.hp).toBe(10); // parried
  expect(seen.captions).toContain('Blue parries');
  expect(seen.cards).toContain('roi.fx.card.9H');
  // held: the caption on screen over several frames, not a flash
  expect(seen.captions.filter((c) => c === 'Blue parries').length).toBeGreaterThanOrEqual(5);
  expect(errors).toEqual([]);
});

test("the bot's dodge shows on the ring: its card captioned 'Blue dodges', then Blue's step slid to its square", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Blue's only answer to the 5♥ (a diagonal blow) is a dodge with the 9♣ (the other line, higher).
  const options: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6C'], ['9C', '2C', '3C', '4C', '5C']] } };
  await gotoApp(page, link(options, STEPS, 'hb'));
  await waitFor(page, 'roi.card.5H');
  await settle(page);
  const from = await objectBox(page, 'roi.hp.1');
  await strikeBlue(page, 'roi-newcomers-dodging');
  const seen = await ring(page);
  const blue = (await state(page)).fighters[1];
  expect(blue?.hp).toBe(10); // dodged
  expect(blue && (blue.x !== 4 || blue.y !== 4)).toBe(true);
  expect(seen.captions).toContain('Blue dodges');
  expect(seen.cards).toContain('roi.fx.card.9C');
  expect(seen.captions.filter((c) => c === 'Blue dodges').length).toBeGreaterThanOrEqual(5);
  // the step is animated: Blue seen on squares between its corner and its new square
  const to = await objectBox(page, 'roi.hp.1');
  const start = `${Math.round(from.x)},${Math.round(from.y)}`;
  const end = `${Math.round(to.x)},${Math.round(to.y)}`;
  const between = new Set(seen.blue.filter((p) => p !== start && p !== end));
  expect(between.size, `${start} to ${end}: ${[...new Set(seen.blue)].join(' ')}`).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'roi-newcomers-dodge');
  expect(errors).toEqual([]);
});

test('a push that would move nothing says so on its button (Blue in its corner, no room behind); the log names the squares', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const options: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6C'], ['2H', '2C', '3C', '4C', '5C']] } };
  await gotoApp(page, link(options, STEPS, 'hb'));
  await waitFor(page, 'roi.card.5H');
  await settle(page);
  // R-PUSH-BLOCKED: the push is offered (legal, the card spent), its button says nothing moves.
  await dragObject(page, 'roi.card.5H', 'roi.sq.4.4');
  await waitFor(page, 'roi.btn.push');
  expect((await objectBox(page, 'roi.btn.push')).text).toBe('Push: no room, nothing moves');
  await screenshot(page, 'roi-newcomers-push-blocked');
  await clickObject(page, 'roi.btn.push');
  await page.waitForFunction(() => window.__fc?.busy() === false && (window.__fc.state() as RoiState).played === 4);
  expect((await state(page)).fighters[1]).toMatchObject({ x: 4, y: 4 });
  // The log: Red's steps name their squares, and the push says Blue stays in its corner.
  await clickObject(page, 'host.log.toggle');
  const log = async (): Promise<string> => page.evaluate(() => (window.__fc?.texts() ?? []).filter((x) => x.name.startsWith('host.log')).map((x) => x.text).join('\n').replace(/\s+/g, ' ')); // (a long line wraps)
  await page.waitForFunction(() => (window.__fc?.texts() ?? []).some((x) => x.name.startsWith('host.log') && x.text.includes('stays on')));
  const text = await log();
  expect(text).toContain("Red steps to the square up-left of the Champion's square with 2♠.");
  expect(text).toContain("Red steps to the Champion's square with 3♠.");
  expect(text).toContain('Blue has no room behind and stays on the bottom-right corner.');
  await screenshot(page, 'roi-newcomers-log');
  expect(errors).toEqual([]);
});
