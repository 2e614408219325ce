// Le Roi du Ring's tray by clicks (a newcomer's report, issue 30): with a card on the tray, a hand
// card clicked and then the tray's middle clicked, where the first card lies, took the first card
// back instead of adding the second. A click on the tray with a hand card picked adds that card; a
// click on a tray card with nothing picked still takes it back.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, gotoApp, objectBox, settle } from './helpers';
import { ROI_VERSION, type RoiMove, type RoiOptions } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '4C', '5C']] } };
const KEEP: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
];
const LINK = `#g=${deflateRawSync(Buffer.from(JSON.stringify({ f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options: DEAL, seed: 7, moves: KEEP }, k: 'hb' }))).toString('base64url')}`;

const onTray = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.entries(window.__fc?.objects() ?? {}).filter(([n, b]) => n.startsWith('roi.chosen.') && b.visible).map(([n]) => n.slice('roi.chosen.'.length)).sort());

test('a card clicked, then the tray clicked where a card already lies: it joins the tray; a tray card clicked alone goes back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, LINK);
  await page.waitForFunction(() => window.__fc?.objects()['roi.card.6H']?.visible === true && window.__fc.busy() === false);
  await settle(page);
  await clickObject(page, 'roi.card.6H');
  await clickObject(page, 'roi.tray');
  await expect.poll(() => onTray(page)).toEqual(['6H']);
  await settle(page);
  // the 5♥ picked, then a click on the 6♥ lying in the tray's middle
  await clickObject(page, 'roi.card.5H');
  await page.waitForFunction(() => window.__fc?.objects()['roi.card.5H']?.selected === true);
  await settle(page);
  const tray = await objectBox(page, 'roi.tray');
  const six = await objectBox(page, 'roi.chosen.6H');
  expect(six.x <= tray.x + tray.width / 2 && tray.x + tray.width / 2 <= six.x + six.width).toBe(true); // the first card lies at the middle
  await clickObject(page, 'roi.chosen.6H');
  await expect.poll(() => onTray(page)).toEqual(['5H', '6H']);
  await settle(page);
  // nothing picked: a click on a tray card takes it back
  await clickObject(page, 'roi.chosen.6H');
  await expect.poll(() => onTray(page)).toEqual(['5H']);
  expect(errors).toEqual([]);
});
