// Le Roi du Ring, the newcomers' reports of round 34, in a real Chromium from stacked positions
// opened through a shared link (both seats people, so nothing moves on its own):
// - a fighter's "what is this?" card goes when the mouse leaves the fighter, even straight onto the
//   host's rail (a scene drawn above the table: the table never heard that move, the card stayed);
// - Escape lets go of a card dropped on a fighter (the hit-or-push question), and a drag of a card
//   to the tray works after it;
// - the card drawn between the fighters (the one being decided, then the attack waiting for its
//   answer) covers neither fighter's hp badge.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, settle, toScreen, type Rect } from './helpers';
import { ROI_VERSION, type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';
import { ROPES_DEAL, ROPES_MOVES } from './roi-positions';

function link(options: RoiOptions, moves: RoiMove[], kinds: string): string {
  const payload = { f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options, seed: 7, moves }, k: kinds };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const visible = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible === true, name);
const gone = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible !== true, name);
const state = (page: Page): Promise<RoiState> => page.evaluate(() => window.__fc?.state() as RoiState);

/** The real mouse moved onto the middle of a named object (in one step: as a hand flicks it). */
async function mouseTo(page: Page, name: string, steps = 1): Promise<void> {
  const c = centreOf(await objectBox(page, name));
  const p = await toScreen(page, c.x, c.y);
  await page.mouse.move(p.x, p.y, { steps });
}

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The hp badges' numbers are not covered by the card drawn between the fighters (`card`: its name). */
async function badgesClear(page: Page, card: string): Promise<void> {
  const c = await objectBox(page, card);
  expect(c.visible).toBe(true);
  for (const seat of [0, 1]) {
    const b = await objectBox(page, `roi.hp.${seat}`);
    // the number and the pill around it (a few px each side)
    const pill = { x: b.x - 8, y: b.y - 3, width: b.width + 16, height: b.height + 6 };
    expect(overlap(c, pill), `${card} over Seat ${seat}'s hp badge: ${JSON.stringify({ card: c, pill })}`).toBe(false);
  }
}

test("a fighter's card goes when the mouse leaves it, straight onto the host's rail or the prompt", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link(ROPES_DEAL, ROPES_MOVES, 'hh'));
  await visible(page, 'roi.card.5H');
  await settle(page);
  for (const away of ['host.hint', 'host.turn', 'roi.prompt']) {
    await mouseTo(page, 'roi.sq.4.4', 4); // Blue, in the corner
    await visible(page, 'ui.info');
    expect((await objectBox(page, 'ui.info.title')).text).toBe('Blue');
    await mouseTo(page, away);
    await gone(page, 'ui.info');
  }
  expect(errors).toEqual([]);
});

/** Red steps down next to Blue in the corner (4, 4), on the same column: a diamond strikes it straight. */
const STACKED: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5C', '6D'], ['2C', '3C', '4C', '7C', '8C']] } };
const STACKED_MOVES: RoiMove[] = [...ROPES_MOVES, { type: 'move', card: '5C', to: { x: 4, y: 3 } }];

test('Escape lets go of a card dropped on Blue and a drag to the tray works next; the cards between the fighters leave both hp badges clear', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link(STACKED, STACKED_MOVES, 'hh'));
  await visible(page, 'roi.card.6D');
  await settle(page);
  await dragObject(page, 'roi.card.6D', 'roi.sq.4.4');
  await visible(page, 'roi.btn.hit');
  await settle(page);
  await badgesClear(page, 'roi.choiceCard');
  // Escape: the question goes, the card is back in the hand, and a drag to the tray is taken
  await page.keyboard.press('Escape');
  await gone(page, 'roi.btn.hit');
  await settle(page);
  await dragObject(page, 'roi.card.6D', 'roi.tray');
  await visible(page, 'roi.chosen.6D');
  await settle(page);
  await clickObject(page, 'roi.chosen.6D');
  await visible(page, 'roi.card.6D');
  await settle(page);
  // the strike made: its card waits between the fighters for Blue's answer
  await dragObject(page, 'roi.card.6D', 'roi.sq.4.4');
  await visible(page, 'roi.btn.hit');
  await settle(page);
  await clickObject(page, 'roi.btn.hit');
  await page.waitForFunction(() => (window.__fc?.state() as RoiState).phase === 'defend');
  // the device handed to Blue, who answers
  await visible(page, 'privacy.button');
  await settle(page);
  await clickObject(page, 'privacy.button');
  await visible(page, 'roi.attackCard');
  await settle(page);
  expect((await state(page)).attack).toMatchObject({ card: '6D', on: 1 });
  await badgesClear(page, 'roi.attackCard');
  expect(errors).toEqual([]);
});
