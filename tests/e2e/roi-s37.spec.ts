// Le Roi du Ring, the newcomer's report of round 37, in a real Chromium from stacked positions
// opened through a shared link, at 1600x900 (mouse) and 844x390 (touch):
// - a refused card says why in its toast (out of its reach; a red card on an empty square), not
//   "That card cannot go there now" (the reasons' words: tests/unit/roi-du-ring/s37.test.ts);
// - ending a turn with nothing played or discarded (tomatoes, −1 hp) asks first; "Keep playing"
//   ends nothing, the second ask's yes ends the turn, and the table asks no more after that;
// - a counter-attack the person cannot make (no card strikes back) is not asked: a toast says why
//   and the fight goes on by itself.
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, passOpeningHandOver, settle, tapObject, toastText } from './helpers';
import { phoneUse } from './phone-audit';
import { type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';
import { ROPES_DEAL, roiLink, visible } from './roi-positions';

const KEEP: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
];

const moveCount = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0);

/**
 * Red (the person) steps three times next to Blue in its corner and ends the turn; Blue (the bot's
 * seat, its moves given) strikes with the 6♥ along the diagonal and Red parries with the 9♥: Red
 * may counter-attack, and holds only the 5♦ (straight: Blue stands diagonally), no joker.
 */
const COUNTER_DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '9H', '5D'], ['6H', '2C', '3C', '4C', '5C']] } };
const COUNTER_MOVES: RoiMove[] = [
  ...KEEP,
  { type: 'move', card: '2S', to: { x: 1, y: 1 } },
  { type: 'move', card: '3S', to: { x: 2, y: 2 } },
  { type: 'move', card: '4S', to: { x: 3, y: 3 } },
  { type: 'end', draw: 0 },
  { type: 'strike', card: '6H', target: 0, mode: 'hit' },
  { type: 'parry', card: '9H' },
];

for (const size of ['desktop', 'phone'] as const) {
  test.describe(size, () => {
    if (size === 'phone') test.use(phoneUse({ width: 844, height: 390 }));
    const phone = size === 'phone';
    const press = (page: Page, n: string): Promise<void> => (phone ? tapObject(page, n) : clickObject(page, n));

    test(`${size}: a refused card says why; the tomatoes are confirmed before the turn ends`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, roiLink(ROPES_DEAL, KEEP, 'hh'));
      await visible(page, 'roi.card.2S');
      await settle(page);
      // two refusals, each with its own why: the 2♠ dropped two squares away, the 5♥ on an empty square
      await dragObject(page, 'roi.card.2S', 'roi.sq.2.0');
      await expect.poll(() => toastText(page)).toBe('2♠ steps one square diagonally: that square is out of its reach.');
      await settle(page);
      await dragObject(page, 'roi.card.5H', 'roi.sq.1.1');
      await expect.poll(() => toastText(page)).toBe('5♥ is red: it strikes a foe right next to you, it never steps (black cards step).');
      await settle(page);
      expect(await moveCount(page)).toBe(2);
      // nothing played: End asks first, "Keep playing" ends nothing
      await press(page, 'roi.btn.end.0');
      await visible(page, 'dialog.button.1');
      await settle(page);
      const body = await page.evaluate(() => Object.values(window.__fc?.objects() ?? {}).map((o) => (o as { text?: string }).text ?? '').join(' '));
      expect(body).toContain('tomatoes, −1 hp (9 left)');
      await page.screenshot({ path: `test-results/shots/roi-s37-tomatoes-${size}.png` });
      await press(page, 'dialog.button.1');
      await settle(page);
      expect(await moveCount(page)).toBe(2);
      // asked again; yes ends the turn (−1 hp)
      await press(page, 'roi.btn.end.0');
      await visible(page, 'dialog.button.0');
      await press(page, 'dialog.button.0');
      await page.waitForFunction(() => (window.__fc?.record() as { moves: RoiMove[] }).moves.at(-1)?.type === 'end');
      await settle(page);
      expect(((await page.evaluate(() => window.__fc?.state())) as RoiState).fighters[0]!.hp).toBe(9);
      // Blue's first turn (handed over) with nothing played either: agreed once at this table, not asked again
      await passOpeningHandOver(page, (n) => press(page, n));
      await visible(page, 'roi.btn.end.0');
      await settle(page);
      await press(page, 'roi.btn.end.0');
      await page.waitForFunction(() => (window.__fc?.record() as { moves: RoiMove[] }).moves.length === 4);
      expect(errors).toEqual([]);
    });

    test(`${size}: a counter-attack the person cannot make is not asked: a toast says why, the fight goes on`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, roiLink(COUNTER_DEAL, COUNTER_MOVES, 'hb'));
      await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('No card of yours can strike back at Blue');
      await page.waitForFunction(() => (window.__fc?.record() as { moves: RoiMove[] }).moves.length > 8, undefined, { timeout: 15_000 });
      const moves = ((await page.evaluate(() => window.__fc?.record())) as { moves: RoiMove[] }).moves;
      expect(moves[8]).toEqual({ type: 'stop' });
      expect(errors).toEqual([]);
    });
  });
}
