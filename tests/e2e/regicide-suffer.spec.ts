// Regicide's Suffer button (a newcomer's report, issue 30): with "Suffer 2" chosen against 10 to
// cover, it looked ready and a press seemed to do nothing. It is grey until the chosen cards cover
// the damage; a press on it meanwhile says how much is needed, and nothing is played.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, settle } from './helpers';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const HAND = ['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H'];
const LINK = `#g=${deflateRawSync(Buffer.from(JSON.stringify({ f: 1, r: { game: 'regicide', version: 1, options: { players: 1, stack: { castle: ['JC'], hands: [HAND], tavern: ['9H', '8C', '7D'] } }, seed: 7, moves: [] }, k: 'h' }))).toString('base64url')}`;

const moveCount = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] }).moves.length);

test('Suffer is grey until the chosen cards cover the damage; pressed, it says how much is needed', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, LINK);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await settle(page);
  // 10♦ onto the Jack of clubs: it survives and strikes back for 10
  await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true);
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'discard' && window.__fc?.busy() === false);
  await settle(page);
  // 2♥ chosen: not enough
  await dragObject(page, 'regicide.card.2H', 'regicide.wounds');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.discardButton']?.text === 'Suffer 2');
  await settle(page);
  expect((await objectBox(page, 'regicide.discardButton')).enabled).toBe(false);
  const before = await moveCount(page);
  await clickObject(page, 'regicide.discardButton');
  await page.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '') === 'Choose cards worth 10 or more to cover the damage: 2 so far.');
  expect(await moveCount(page)).toBe(before);
  // 10♥ as well: 12 covers 10, Suffer is ready
  await dragObject(page, 'regicide.card.10H', 'regicide.wounds');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.discardButton']?.text === 'Suffer 12');
  await settle(page);
  expect((await objectBox(page, 'regicide.discardButton')).enabled).toBe(true);
  expect(errors).toEqual([]);
});
