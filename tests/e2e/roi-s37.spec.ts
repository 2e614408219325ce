// Le Roi du Ring, the newcomer's report of round 37, in a real Chromium from stacked positions
// opened through a shared link, at 1600x900 (mouse) and 844x390 (touch):
// - a refused card says why in its toast (out of its reach; a red card on an empty square), not
//   "That card cannot go there now" (the reasons' words: tests/unit/roi-du-ring/s37.test.ts);
// - ending a turn with nothing played or discarded (tomatoes, −1 hp) asks first; "Keep playing"
//   ends nothing, the second ask's yes ends the turn, and the table asks no more after that;
// - a long press (a finger's; on the desktop a mouse press held still) on a card of the hand, a
//   fighter or an empty square opens its "what is this?" card, and picks nothing up; a finger's
//   drag (resting a moment first) plays the card onto its square;
// - a refusal's toast keeps clear of the ring's squares, the fighters' hp badges and the names and
//   hp of the rows; the hint's lit squares are drawn under the hp badges (a lit fighter kept its badge);
// - a tap while a move is still shown (the ropes' bounce, the bot's answer) says to wait a moment, not
//   nothing; the next tap once it is shown picks the card (844x390, at the players' speed);
// - a counter-attack the person cannot make (no card strikes back) is not asked: a toast says why
//   and the fight goes on by itself.
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, passOpeningHandOver, settle, tapObject, toastText, toScreen } from './helpers';
import { phoneUse } from './phone-audit';
import { type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';
import { ROPES_DEAL, ROPES_MOVES, overlap, roiLink, visible } from './roi-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const KEEP: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
];

/** Whether the hand's card `code` is picked (selected: its targets lit). */
const picked = (page: Page, code: string): Promise<boolean> =>
  page.evaluate((name) => {
    type Node = { name?: string; list?: Node[]; selected?: boolean };
    const game = (window as unknown as { __fcGame?: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
    const walk = (list: Node[]): Node | undefined => {
      for (const o of list) {
        if (o.name === name) return o;
        const inner = o.list ? walk(o.list) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    return walk(game?.scene.getScene('RoiDuRing').children.list ?? [])?.selected === true;
  }, `roi.card.${code}`);

/** A press held still on the named object (a finger on a phone, the mouse's button on a desktop) until the "what is this?" card is up; then let go. */
async function longPress(page: Page, name: string, phone: boolean): Promise<string> {
  const c = centreOf(await objectBox(page, name));
  const p = await toScreen(page, c.x, c.y);
  const cdp = phone ? await page.context().newCDPSession(page) : null;
  if (cdp) await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
  else {
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
  }
  await page.waitForFunction(() => window.__fc?.objects()['ui.info']?.visible === true, undefined, { timeout: 5_000 });
  const title = await page.evaluate(() => window.__fc?.objects()['ui.info.title']?.text ?? '');
  if (cdp) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  else await page.mouse.up();
  await settle(page);
  return title;
}

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

    test(`${size}: a long press on a card, a fighter or a square opens its "what is this?", and picks nothing`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, roiLink(ROPES_DEAL, KEEP, 'hh'));
      await visible(page, 'roi.card.3S');
      await settle(page);
      expect(await longPress(page, 'roi.card.3S', phone)).toBe('3 of Spades');
      expect(await picked(page, '3S'), 'the 3♠ picked by the long press').toBe(false);
      await page.screenshot({ path: `test-results/shots/roi-s37-longpress-card-${size}.png` });
      expect(await longPress(page, 'roi.sq.4.4', phone)).toContain('Blue');
      expect(await longPress(page, 'roi.sq.2.2', phone)).not.toBe('');
      await page.screenshot({ path: `test-results/shots/roi-s37-longpress-square-${size}.png` });
      expect(await moveCount(page)).toBe(2);
      if (phone) {
        // a finger's drag (resting a moment, then moving) plays the card as the mouse's does
        const cdp = await page.context().newCDPSession(page);
        const a = await toScreen(page, centreOf(await objectBox(page, 'roi.card.2S')).x, centreOf(await objectBox(page, 'roi.card.2S')).y);
        const b = await toScreen(page, centreOf(await objectBox(page, 'roi.sq.1.1')).x, centreOf(await objectBox(page, 'roi.sq.1.1')).y);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
        await page.waitForTimeout(300); // deliberate: a finger rests before it moves
        for (let i = 1; i <= 10; i++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 }] });
          await page.waitForTimeout(16); // deliberate: the finger paced as a hand moves it
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForFunction(() => (window.__fc?.state() as RoiState).fighters[0]?.x === 1);
      }
      expect(errors).toEqual([]);
    });

    test(`${size}: a refusal's toast keeps clear of the squares, the hp badges and the rows; the hint's lit squares lie under the hp badges`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // Red at 3 3 next to Blue in its corner, the 5♥ 6♥ left: the 6♥ dropped on an empty square (two lines of why)
      await gotoApp(page, roiLink(ROPES_DEAL, ROPES_MOVES, 'hb'));
      await visible(page, 'roi.card.6H');
      await settle(page);
      await dragObject(page, 'roi.card.6H', 'roi.sq.2.4');
      await visible(page, 'ui.toast');
      await settle(page);
      const objects = (await page.evaluate(() => window.__fc?.objects() ?? {})) as Record<string, { x: number; y: number; width: number; height: number; visible: boolean; text?: string }>;
      const toast = objects['ui.toast']!;
      expect.soft(toast.text).toContain('6♥ is red');
      const guarded = Object.entries(objects).filter(([n, b]) => b.visible && /^roi\.(sq\.\d\.\d|hp\.\d|side\.(name|hp|extra)\.\d)$/.test(n));
      expect(guarded.length).toBeGreaterThan(25);
      for (const [n, b] of guarded) expect.soft(overlap(toast, b), `the toast ${JSON.stringify(toast)} over ${n} ${JSON.stringify(b)}`).toBe(false);
      await page.screenshot({ path: `test-results/shots/roi-s37-toast-${size}.png` });
      // the hint lights where its card goes; every mark it draws lies under the hp badges
      await press(page, 'host.hint');
      await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((n) => n.startsWith('hint.target.')), undefined, { timeout: 20_000 });
      const depths = await page.evaluate(() => {
        type Node = { name?: string; list?: Node[]; depth?: number; parentContainer?: Node | null };
        const game = (window as unknown as { __fcGame?: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
        const all: Node[] = [];
        const walk = (list: Node[]): void => {
          for (const o of list) {
            all.push(o);
            if (o.list) walk(o.list);
          }
        };
        walk(game?.scene.getScene('RoiDuRing').children.list ?? []);
        // a badge's depth is its layer's (a container at the scene's top level)
        const top = (o: Node): Node => (o.parentContainer ? top(o.parentContainer) : o);
        const badge = all.find((o) => o.name === 'roi.hp.1');
        return { badge: badge ? (top(badge).depth ?? 0) : -1, marks: all.filter((o) => o.name?.startsWith('hint.')).map((o) => [o.name, top(o).depth ?? 0] as const) };
      });
      expect(depths.marks.length).toBeGreaterThan(0);
      for (const [n, d] of depths.marks) expect(d, `${n} over the hp badges (${depths.badge})`).toBeLessThan(depths.badge);
      await page.screenshot({ path: `test-results/shots/roi-s37-hint-${size}.png` });
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

test.describe('phone, at the players\' speed', () => {
  test.use({ ...phoneUse({ width: 844, height: 390 }), animSpeed: 1 });
  test('a tap while the bot\'s answer to a push into the ropes is shown says to wait; the next one acts', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page, roiLink(ROPES_DEAL, ROPES_MOVES, 'hb'));
    await visible(page, 'roi.card.5H');
    await settle(page);
    await tapObject(page, 'roi.card.5H');
    await tapObject(page, 'roi.sq.4.4');
    await visible(page, 'roi.btn.push');
    const card = centreOf(await objectBox(page, 'roi.card.6H'));
    await tapObject(page, 'roi.btn.push');
    // Blue (the bot) answers: while its answer is shown the turn is Red's again, the table still deaf
    await page.waitForFunction(() => window.__fc?.busy() === true && (window.__fc.state() as RoiState).phase === 'play' && (window.__fc.state() as RoiState).current === 0, undefined, { timeout: 20_000, polling: 20 });
    const p = await toScreen(page, card.x, card.y);
    await page.touchscreen.tap(p.x, p.y);
    await expect.poll(() => toastText(page), { timeout: 5_000 }).toContain('A moment: the last move is still being shown');
    await page.waitForFunction(() => window.__fc?.busy() === false, undefined, { timeout: 20_000 });
    await settle(page);
    await tapObject(page, 'roi.card.6H');
    await expect.poll(() => picked(page, '6H')).toBe(true);
    expect(errors).toEqual([]);
  });
});
