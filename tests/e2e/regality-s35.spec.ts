// Regality: a newcomer's reports (session 35), each test from a position opened by a link:
// - a phone: a long press reads any tile at any time (its card, no "the first tile must be the
//   Citizen", nothing picked up); pressing Hint puts a tile's card away, and the hint's words show;
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors, gotoApp, objectBox, settle, tapObject, toastText, toScreen } from './helpers';
import { phoneUse } from './phone-audit';
import { type RegalityMove, type RegalityOptions, type RegalityState } from '../../src/games/regality/rules';
import { regalityLink, walk } from './regality-positions';

type Found = { options: RegalityOptions; deal: number; moves: RegalityMove[]; s: RegalityState };

/** The first position along seeded random games that `ok` accepts (the moves to it). */
function find(options: RegalityOptions, ok: (s: RegalityState) => boolean, tries = 4000): Found {
  for (let n = 1; n < tries; n++) {
    const deal = 1 + (n % 97);
    const w = walk(options, deal, n, ok);
    if (w) return { options, deal, ...w };
  }
  throw new Error('no such position');
}
const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };
const link = (f: Found, kinds: string): string => regalityLink(f.options, f.deal, f.moves, kinds);

/** Settings before the page's scripts: the language, the test's speed, every explain-once tip seen. */
async function prepare(page: Page, lang = 'en'): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 }));
    localStorage.setItem('fourCrowns.seen.v1', JSON.stringify(['flip', 'destroy', 'banish', 'shield', 'tower', 'death', 'retrigger', 'cancel'].map((k) => `regality.${k}`)));
  }, lang);
}

/** A finger held on a named object until `until` holds in the page, then lifted. */
async function longPress(page: Page, name: string, until: string): Promise<void> {
  const b = await objectBox(page, name);
  const p = await toScreen(page, b.x + b.width / 2, b.y + b.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
  await page.waitForFunction(until, undefined, { timeout: 10_000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page);
}

test.describe('phone 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("a long press reads any tile before the first move (no Citizen rule, nothing picked); Hint puts the card away and its words show", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const found = find(PLAIN, (s) => s.placed === 0 && s.current === 0);
    await prepare(page);
    await gotoApp(page, link(found, 'hb'));
    await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.tile.king']);
    await settle(page);
    // A card up (a tap on one of Religion's tiles), then Hint: the card goes, the hint's words are in sight.
    await tapObject(page, 'regality.tile.bishop');
    await page.waitForFunction(() => window.__fc?.objects()['ui.info.title']?.text === 'Bishop');
    await tapObject(page, 'host.hint');
    await page.waitForFunction(() => window.__fc?.objects()['regality.hintWhy']?.visible === true);
    await settle(page);
    let objects = await page.evaluate(() => window.__fc!.objects());
    expect(objects['ui.info']?.visible ?? false).toBe(false);
    expect(objects['regality.hintWhy']!.alpha).toBeGreaterThan(0.9);
    // The King (not playable yet): its card, not the Citizen's rule.
    await longPress(page, 'regality.tile.king', "window.__fc?.objects()['ui.info.title']?.text === 'King'");
    expect(await toastText(page)).toBe('');
    expect((await objectBox(page, 'ui.info.body')).text).toContain('Destroys');
    // The Citizen (playable): read, not picked up.
    await tapObject(page, 'regality.phase'); // (a press anywhere puts the card away)
    await page.waitForFunction(() => !window.__fc?.objects()['ui.info']?.visible);
    await longPress(page, 'regality.tile.citizen', "window.__fc?.objects()['ui.info.title']?.text === 'Citizen'");
    objects = await page.evaluate(() => window.__fc!.objects());
    expect(objects['regality.picked']).toBeUndefined();
    expect(await toastText(page)).toBe('');
    expect(errors).toEqual([]);
  });
});
