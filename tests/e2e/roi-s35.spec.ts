// Le Roi du Ring, the newcomer's report of round 35, in a real Chromium from stacked positions
// opened through a shared link (both seats people, so nothing moves on its own), at 1600x900 and
// 844x390 (touch):
// - a card played on a fighter says who hits whom: an arrow runs from the attacker to the target,
//   and the card lies nearer the target than the attacker, over neither hp badge;
// - a card played leaves the hand's other cards where they stood (a quick second tap hits the card
//   under the finger);
// - every button's label (the prompt's, the host's bar or rail) lies inside its button with 6 px
//   to spare each side, in English, French and Italian;
// - on a phone no text in the side panel is under 11 CSS px;
// - a long-pressed card's "what is this?" goes when Hint is pressed (phone);
// - the "who starts" toast keeps clear of the hp badges, the hp bars and the names;
// - the red suits (5♥) are drawn red, as on the cards, in the prompt and the log.
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, countPixelsNear, designToPng, dragObject, gotoApp, objectBox, screenshot, settle, tapObject, toScreen, type Rect } from './helpers';
import { phoneUse } from './phone-audit';
import { type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';
import { CORNER_STRIKE_MOVES, ROPES_DEAL, ROPES_MOVES, gone, overlap, roiLink, visible } from './roi-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const link = roiLink;

const dist = (a: Rect, b: Rect): number => Math.hypot(centreOf(a).x - centreOf(b).x, centreOf(a).y - centreOf(b).y);
const KEEP: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
];

/**
 * Every button's label inside its button with 6 px each side, and drawn at its row's size (a label
 * squeezed into its button by a smaller font is as tight: the newcomer's "Annuler le coup"): what
 * is wrong with each that is not.
 */
async function tightLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fc = window.__fc as unknown as { objects(): Record<string, { x: number; y: number; width: number; height: number; visible: boolean }>; texts(): { name: string; text: string; x: number; y: number; width: number; height: number; cssPx: number }[] };
    const objects = fc.objects();
    const out: string[] = [];
    const labels = fc.texts().filter((t) => /^(roi\.btn\.|host\.(menu|undo|rules|log\.toggle|share|hint|replay)$)/.test(t.name) && objects[t.name]?.visible);
    const group = (n: string): string => (n.startsWith('host.') ? 'host' : 'roi');
    const biggest = new Map<string, number>();
    for (const t of labels) biggest.set(group(t.name), Math.max(biggest.get(group(t.name)) ?? 0, t.cssPx));
    for (const t of labels) {
      const b = objects[t.name];
      if (!b) continue;
      const room = Math.min(t.x - b.x, t.y - b.y, b.x + b.width - t.x - t.width, b.y + b.height - t.y - t.height);
      if (room < 6) out.push(`${t.name} "${t.text}": ${room.toFixed(1)} px`);
      const row = biggest.get(group(t.name)) ?? 0;
      if (t.cssPx < row - 0.5) out.push(`${t.name} "${t.text}": shrunk to ${t.cssPx.toFixed(1)} CSS px (its row's ${row.toFixed(1)})`);
    }
    return out;
  });
}

for (const size of ['desktop', 'phone'] as const) {
  test.describe(size, () => {
    if (size === 'phone') test.use(phoneUse({ width: 844, height: 390 }));

    test(`${size}: a card played keeps the hand's other cards in place; a strike's card shows who hits whom, clear of the hp badges`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link(ROPES_DEAL, KEEP, 'hh'));
      await visible(page, 'roi.card.3S');
      await settle(page);
      // Red (in its corner, 0 0) steps with the 2♠: the 3♠ right of it stays where it was
      const before = await objectBox(page, 'roi.card.3S');
      await dragObject(page, 'roi.card.2S', 'roi.sq.1.1');
      await page.waitForFunction(() => (window.__fc?.state() as RoiState).fighters[0]?.x === 1);
      await settle(page);
      const after = await objectBox(page, 'roi.card.3S');
      expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y), `the 3♠ ${JSON.stringify(before)} then ${JSON.stringify(after)}`).toBeLessThan(3);
      // two more steps next to Blue in the corner (4 4), and the 5♥ dropped on Blue: the hit-or-push question
      await dragObject(page, 'roi.card.3S', 'roi.sq.2.2');
      await page.waitForFunction(() => (window.__fc?.state() as RoiState).fighters[0]?.x === 2);
      await settle(page);
      await dragObject(page, 'roi.card.4S', 'roi.sq.3.3');
      await page.waitForFunction(() => (window.__fc?.state() as RoiState).fighters[0]?.x === 3);
      await settle(page);
      await dragObject(page, 'roi.card.5H', 'roi.sq.4.4');
      await visible(page, 'roi.btn.hit');
      await settle(page);
      const card = await objectBox(page, 'roi.choiceCard');
      const red = await objectBox(page, 'roi.sq.3.3');
      const blue = await objectBox(page, 'roi.sq.4.4');
      // (Blue in the corner and Red beside him diagonally: only the squares beside both are clear, as far from each)
      expect(dist(card, blue), `the card ${JSON.stringify(card)} no nearer Red than Blue`).toBeLessThan(dist(card, red) + 0.1 * red.width);
      for (const seat of [0, 1]) {
        const b = await objectBox(page, `roi.hp.${seat}`);
        const pill = { x: b.x - 8, y: b.y - 3, width: b.width + 16, height: b.height + 6 };
        expect(overlap(card, pill), `the card over seat ${seat}'s hp badge`).toBe(false);
      }
      // the arrow: from Red's square to Blue's
      const arrow = await objectBox(page, 'roi.choiceCard.arrow');
      expect(arrow.visible).toBe(true);
      const from = centreOf(red);
      const to = centreOf(blue);
      expect(Math.abs(centreOf(arrow).x - (from.x + to.x) / 2) < red.width / 2 && Math.abs(centreOf(arrow).y - (from.y + to.y) / 2) < red.height / 2, `the arrow ${JSON.stringify(arrow)} between Red and Blue`).toBe(true);
      expect(arrow.x + arrow.width > from.x && arrow.x < to.x && arrow.y + arrow.height > from.y && arrow.y < to.y).toBe(true);
      await page.screenshot({ path: `test-results/shots/roi-s35-strike-${size}.png` });
      expect(errors).toEqual([]);
    });

    test(`${size}: every button's label fits its button with 6 px each side (EN, FR, IT)${size === 'phone' ? '; no text in the side panel under 11 CSS px' : ''}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const tight: string[] = [];
      const small: string[] = [];
      for (const lang of ['en', 'fr', 'it']) {
        if (lang !== 'en') {
          await page.evaluate((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' })), lang);
          await page.goto('about:blank');
        }
        // Red at 3 3 beside Blue in the corner, with the 5♥ and 6♥ left: the end button, then the hit-or-push question
        await gotoApp(page, link(ROPES_DEAL, ROPES_MOVES, 'hh'));
        await visible(page, 'roi.card.5H');
        await settle(page);
        tight.push(...(await tightLabels(page)).map((x) => `${lang} turn: ${x}`));
        if (size === 'phone') {
          const panel = await objectBox(page, 'roi.prompt');
          const texts = await page.evaluate(() => window.__fc?.texts?.() ?? []);
          for (const t of texts as { name: string; text: string; x: number; y: number; width: number; height: number; cssPx: number }[]) {
            if (t.x + t.width / 2 < panel.x || t.y + t.height / 2 > panel.y + panel.height) continue; // the side column, down to the panel's foot
            if (t.cssPx < 11) small.push(`${lang} ${t.name} "${t.text}": ${t.cssPx.toFixed(1)} CSS px`);
          }
        }
        await dragObject(page, 'roi.card.5H', 'roi.sq.4.4');
        await visible(page, 'roi.btn.hit');
        await settle(page);
        tight.push(...(await tightLabels(page)).map((x) => `${lang} hit or push: ${x}`));
      }
      expect(tight).toEqual([]);
      expect(small).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${size}: the "who starts" toast keeps clear of the hp badges, the hp bars and the names`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // a new game against a bot, from the menu: the toast says who drew what and who starts
      await gotoApp(page);
      const press = (n: string): Promise<void> => (size === 'phone' ? tapObject(page, n) : clickObject(page, n));
      await visible(page, 'menu.play.roi-du-ring');
      await press('menu.play.roi-du-ring');
      await visible(page, 'setup.start');
      await settle(page);
      await press('setup.start');
      await visible(page, 'ui.toast');
      await visible(page, 'roi.hp.1');
      const toast = await objectBox(page, 'ui.toast');
      expect(toast.text).toMatch(/starts/);
      const objects = await page.evaluate(() => window.__fc?.objects() ?? {});
      const guarded = Object.entries(objects).filter(([n, b]) => b.visible && /^roi\.(hp\.\d|side\.(hp|extra|name)\.\d)$/.test(n));
      expect(guarded.length).toBeGreaterThanOrEqual(6);
      for (const [n, b] of guarded) expect(overlap(toast, b), `the toast ${JSON.stringify(toast)} over ${n} ${JSON.stringify(b)}`).toBe(false);
      await page.screenshot({ path: `test-results/shots/roi-s35-toast-${size}.png` });
      expect(errors).toEqual([]);
    });
  });
}

/** Blue (the person) struck by Red (the bot) in the corner with the 5♥. */
const ANSWER_DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '8C', '5C']] } };

test("@pixels the red suits are drawn red, as on the cards, in the prompt ('Red strikes with 5♥') and the log", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link(ANSWER_DEAL, CORNER_STRIKE_MOVES, 'bh'));
  await visible(page, 'roi.btn.take');
  await settle(page);
  expect((await objectBox(page, 'roi.hint')).text).toContain('Red strikes with 5♥');
  const runs = Object.entries(await page.evaluate(() => window.__fc?.objects() ?? {})).filter(([n, b]) => n.startsWith('roi.hint.suit.') && b.visible);
  expect(runs.map(([, b]) => b.text)).toContain('5♥');
  const png = await screenshot(page, 'roi-s35-red-suits');
  for (const [n, b] of runs) {
    const a = designToPng(png, b.x, b.y);
    const z = designToPng(png, b.x + b.width, b.y + b.height);
    const red = countPixelsNear(png, { x: a.x, y: a.y, width: z.x - a.x, height: z.y - a.y }, '#b3262c', 40);
    expect(red, `${n} "${b.text}" drawn red`).toBeGreaterThan(8);
  }
  // the black suits stay black: no run for a ♠ or a ♣
  expect(runs.every(([, b]) => /[♥♦]$/.test(b.text ?? ''))).toBe(true);
  // the log: its line of the strike says 5♥ in red, its 2♠ 3♠ 4♠ steps in black
  await clickObject(page, 'host.log.toggle');
  await page.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([n, b]) => /^roi\.log\.\d+\.suit\.\d+$/.test(n) && b.visible && b.text === '5♥'));
  await settle(page);
  const logRuns = Object.entries(await page.evaluate(() => window.__fc?.objects() ?? {})).filter(([n, b]) => /^roi\.log\.\d+\.suit\.\d+$/.test(n) && b.visible);
  expect(logRuns.every(([, b]) => /[♥♦]$/.test(b.text ?? ''))).toBe(true);
  const shot = await screenshot(page, 'roi-s35-red-suits-log');
  for (const [n, b] of logRuns) {
    const a = designToPng(shot, b.x, b.y);
    const z = designToPng(shot, b.x + b.width, b.y + b.height);
    expect(countPixelsNear(shot, { x: a.x, y: a.y, width: z.x - a.x, height: z.y - a.y }, '#b3262c', 40), `${n} "${b.text}" drawn red`).toBeGreaterThan(8);
  }
  expect(errors).toEqual([]);
});

test.describe('phone long press', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("a long-pressed card's \"what is this?\" goes when Hint is pressed", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page, link(ROPES_DEAL, KEEP, 'hb'));
    await visible(page, 'roi.card.3S');
    await settle(page);
    const cdp = await page.context().newCDPSession(page);
    const c = centreOf(await objectBox(page, 'roi.card.3S'));
    const p = await toScreen(page, c.x, c.y);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
    await visible(page, 'ui.info');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page);
    expect((await objectBox(page, 'ui.info')).visible).toBe(true);
    await tapObject(page, 'host.hint');
    await gone(page, 'ui.info');
    expect(errors).toEqual([]);
  });
});
