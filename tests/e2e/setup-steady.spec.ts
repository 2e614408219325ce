// The setup screen holds still under the player's hand: a choice changed (a match by points adds a
// row, a larger count adds seats, a mode brings a longer note) moves neither the selector changed
// nor any control laid out before it, so a second press on the same arrow changes the same setting
// (newcomers' reports, session 33: on a phone, "Bot strength" jumped where "Match" had been).
import { expect, test, type Page } from './fixtures';
import { clickAt, collectConsoleErrors, fcObjects, gotoApp, objectBox, settle, tapAt, waitForScene } from './helpers';
import { PHONES, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

type Box = { x: number; y: number; width: number; height: number };

/** The setup's controls now: each option's and seat's selector, the deal's and practice mode's. */
async function controls(page: Page): Promise<Map<string, Box>> {
  const objects = await fcObjects(page);
  const out = new Map<string, Box>();
  for (const [name, b] of Object.entries(objects)) {
    if (!b.visible || !/^setup\.(option\.|seat\.|seedMode$|practice$)/.test(name)) continue;
    out.set(name, { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) });
  }
  return out;
}

/** Laid out before `b` or at its place: the grid's columns read top to bottom, left to right (the desktop's one column too). */
function before(a: Box, b: Box): boolean {
  return a.x < b.x - 2 || (Math.abs(a.x - b.x) <= 2 && a.y <= b.y + 2);
}

async function walkSetup(page: Page, game: string, press: (b: Box) => Promise<void>): Promise<number> {
  await page.evaluate((g) => window.__fc?.start?.('Setup', { gameId: g }), game);
  await waitForScene(page, 'Setup');
  await page.waitForFunction(() => !!window.__fc?.objects()['setup.practice']);
  await settle(page);
  let checked = 0;
  const names = [...(await controls(page)).keys()].filter((n) => n.startsWith('setup.option.'));
  for (const name of names) {
    for (let i = 0; i < 4; i++) {
      const was = await controls(page);
      const mine = was.get(name);
      if (!mine) break; // hidden by an earlier choice
      const text = (await objectBox(page, name)).text;
      await press(mine);
      await page.waitForFunction(([n, t]) => window.__fc?.objects()[n]?.text !== t, [name, text] as const);
      await settle(page);
      const now = await controls(page);
      for (const [other, box] of was) {
        if (!before(box, mine)) continue;
        expect(now.get(other), `${game}: after ${name} changed to "${(await objectBox(page, name)).text}", ${other} stays where it was`).toEqual(box);
        checked++;
      }
    }
  }
  return checked;
}

const GAMES = ['castle-panic', 'roi-du-ring', 'regality', 'regicide'] as const;

for (const game of GAMES) {
  test(`the desktop setup of ${game}: a changed choice moves neither its selector nor any row above it`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page);
    const checked = await walkSetup(page, game, (b) => clickAt(page, b.x + b.width - 24, b.y + b.height / 2));
    expect(checked).toBeGreaterThan(4);
    expect(errors).toEqual([]);
  });
}

test.describe(PHONES[0].name, () => {
  test.use(phoneUse(PHONES[0].viewport));
  for (const game of GAMES) {
    test(`the phone setup of ${game}: a changed choice moves neither its cell nor any cell before it`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page);
      const minTap = await page.evaluate(() => (window as unknown as { __fc: { layout(): { minTap: number } } }).__fc.layout().minTap);
      const checked = await walkSetup(page, game, (b) => tapAt(page, b.x + b.width - minTap / 2, b.y + b.height / 2));
      expect(checked).toBeGreaterThan(4);
      expect(errors).toEqual([]);
    });
  }
});
