// Regicide, a newcomer's second round of reports (desktop 1600x900, phones 844x390 and 740x360):
// the log opened at the suffer step lies over neither the wounds nor the Suffer button; Hint
// pressed once, right as the turn comes back to the person (solo after a cover, or from a bot
// partner), the move before still being shown, shows the hint (it was let go while shown);
// the rules' key of the suits' powers is drawn in the four-colour deck's colours when that
// setting is on.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, countPixelsNear, designView, decodePng, dragObject, fcObjects, gotoApp, objectBox, screenshot, settle, tapObject, toScreen, type FcObjectBox } from './helpers';
import { PHONES, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

test.describe.configure({ timeout: 180_000 });
const LONG = { timeout: 60_000 };

function link(options: object, seats: string): string {
  const payload = { f: 1, r: { game: 'regicide', version: 1, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const HAND = ['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H'];
/** Solo: 10♦ on the Jack of clubs, which survives and strikes back for 10. */
const TO_SUFFER = link({ players: 1, stack: { castle: ['JC'], hands: [HAND], tavern: ['9H', '8C', '7D'] } }, 'h');

const overlap = (a: FcObjectBox, b: FcObjectBox): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function tableUp(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  await settle(page);
}

/** At the suffer step, the log opened: it covers neither the wounds nor the Suffer button. */
async function logClearOfWounds(page: Page, press: (name: string) => Promise<void>, shot: string, phone: boolean): Promise<void> {
  await gotoApp(page, TO_SUFFER);
  await tableUp(page);
  // a click on a card then on the enemy; on a phone a tap on the card chooses it
  await press('regicide.card.10D');
  if (!phone) await press('regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  await press('regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'discard' && window.__fc?.busy() === false, undefined, LONG);
  await settle(page);
  await press('host.log.toggle');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true, undefined, LONG);
  await settle(page);
  await screenshot(page, shot);
  const o = await fcObjects(page);
  const log = o['host.log'];
  const wounds = o['regicide.wounds'];
  const suffer = o['regicide.discardButton'];
  expect(log?.visible).toBe(true);
  expect(wounds?.visible).toBe(true);
  expect(suffer?.visible).toBe(true);
  expect(overlap(log!, wounds!), `the log ${JSON.stringify(log)} over the wounds ${JSON.stringify(wounds)}`).toBe(false);
  expect(overlap(log!, suffer!), `the log ${JSON.stringify(log)} over Suffer ${JSON.stringify(suffer)}`).toBe(false);
  // the log is inside the visible design rectangle and reads its lines
  const view = await designView(page);
  expect(log!.x).toBeGreaterThanOrEqual(view.x - 1);
  expect(log!.x + log!.width).toBeLessThanOrEqual(view.x + view.width + 1);
  expect(log!.y + log!.height).toBeLessThanOrEqual(view.y + view.height + 1);
  const lines = await page.evaluate(() => (window.__fc?.texts() ?? []).filter((t) => t.scene === 'GameHost').map((t) => t.text));
  expect(lines.some((l) => l.includes('You must suffer 10 damage.'))).toBe(true);
}

test('desktop: the log opened at the suffer step covers neither the wounds nor Suffer', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await logClearOfWounds(page, (name) => clickObject(page, name), 'rgc-log-wounds-desktop', false);
  expect(errors).toEqual([]);
});

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    test.use(phoneUse(phone.viewport));
    test(`${phone.name}: the log opened at the suffer step covers neither the wounds nor Suffer`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await logClearOfWounds(page, (name) => tapObject(page, name), `rgc-log-wounds-${phone.name}`, true);
      expect(errors).toEqual([]);
    });
  });
}

/** The hint's marks now: pieces lifted and targets lit. */
const marks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.entries(window.__fc?.objects() ?? {})
      .filter(([n, b]) => b.visible && (n.startsWith('hint.card.') || n.startsWith('hint.target.')))
      .map(([n]) => n),
  );

/**
 * Waits for the turn to come back to the person (`phase`, against `enemy`), then at once, the move before it still
 * being shown, presses Hint with the mouse, once; the hint must come. Returns whether the table
 * was still showing the move (busy) at the press.
 */
async function hintAsTheTurnComes(page: Page, phase: string, enemy: string): Promise<boolean> {
  const hint = await objectBox(page, 'host.hint');
  const at = await toScreen(page, hint.x + hint.width / 2, hint.y + hint.height / 2);
  await page.mouse.move(at.x, at.y);
  await page.waitForFunction(
    ([ph, en]) => {
      const s = window.__fc?.state() as { current: number; phase: string; status: string; enemy: string };
      return s.status === 'playing' && s.current === 0 && s.phase === ph && s.enemy === en;
    },
    [phase, enemy] as const,
    { ...LONG, polling: 'raf' },
  );
  const busy = await page.evaluate(() => window.__fc?.busy() === true);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(async () => (await marks(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await settle(page);
  expect(await marks(page)).not.toEqual([]);
  return busy;
}

test('solo: Hint pressed once as the next enemy comes (the fall still being shown) shows the hint', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // 10♣ on the Jack of hearts: doubled, exactly 20, it falls; the Jack of diamonds comes and it is the person's turn again.
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH', 'JD'], hands: [['10C', '9S', '8D', '7C', '6S', '5D', '4C', '3S']] } }, 'h'));
  await tableUp(page);
  await dragObject(page, 'regicide.card.10C', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  await clickObject(page, 'regicide.playButton');
  const busy = await hintAsTheTurnComes(page, 'play', 'JD');
  expect(busy, 'pressed while the fall was still shown').toBe(true);
  await screenshot(page, 'rgc-hint-solo');
  expect(errors).toEqual([]);
});

test('with a bot partner: Hint pressed once as the bot hands the turn back shows the hint', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The person plays 2♠ on the Jack of hearts and covers 8 with 8♣; the bot plays and covers;
  // then the turn is the person's again.
  const a = ['2S', '8C', '9D', '7H', '6D', '5C', '4S'];
  const b = ['10C', '9C', '8H', '7S', '6C', '5D', '4H'];
  await gotoApp(page, link({ players: 2, stack: { castle: ['JH', 'JD'], hands: [a, b] } }, 'hb'));
  await tableUp(page);
  await dragObject(page, 'regicide.card.2S', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'discard' && window.__fc?.busy() === false, undefined, LONG);
  await settle(page);
  await dragObject(page, 'regicide.card.8C', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await page.waitForFunction(() => (window.__fc?.state() as { current: number }).current === 1, undefined, LONG);
  // (a bot's cover is shown in a moment: the press may land while it is, or just after; either way once is enough)
  await hintAsTheTurnComes(page, 'play', 'JH');
  await screenshot(page, 'rgc-hint-after-bot');
  expect(errors).toEqual([]);
});

test('the rules\' key of the suits\' powers in the four-colour deck\'s colours', { tag: '@pixels' }, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ fourColour: true })));
  await gotoApp(page, TO_SUFFER);
  await tableUp(page);
  await clickObject(page, 'host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rules.picture']?.visible === true, undefined, LONG);
  await settle(page);
  const png = decodePng(await screenshot(page, 'rgc-rules-four-colour'));
  const texts = await page.evaluate(() => window.__fc?.texts() ?? []);
  const view = await designView(page);
  const k = png.width / view.width;
  const box = (word: string): { x: number; y: number; width: number; height: number } => {
    const t = texts.find((x) => x.text === word);
    if (!t) throw new Error(`no "${word}" on the rules' picture`);
    return { x: (t.x - view.x) * k, y: (t.y - view.y) * k, width: t.width * k, height: t.height * k };
  };
  // src/ui/card-face.ts FOUR_COLOUR: ♣ green, ♦ blue, ♥ red, ♠ black
  const ink: [string, string][] = [
    ['♥ heal', '#b3262c'],
    ['♦ draw', '#1f5fae'],
    ['♣ double', '#2f7a33'],
    ['♠ shield', '#1d1a17'],
  ];
  for (const [word, colour] of ink) expect(countPixelsNear(png, box(word), colour, 24), `${word} in ${colour}`).toBeGreaterThan(20);
  // and the two-colour deck's red and black are not the diamonds' and clubs' ink
  expect(countPixelsNear(png, box('♦ draw'), '#a3242b', 24)).toBeLessThan(5);
  expect(countPixelsNear(png, box('♣ double'), '#1d1a17', 24)).toBeLessThan(5);
  expect(errors).toEqual([]);
});
