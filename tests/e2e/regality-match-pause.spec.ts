// Regality vs Religion, a best-of-three against the bot (issue 30, a newcomer's report): when the
// bot lost a game and chooses who starts the next, it used to choose at once, and the board of the
// game just over vanished. Now the board stays, the bar offers "Next game", and the bot chooses
// only once the person presses it.
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, gotoApp, settle, tapObject } from './helpers';
import { phoneUse } from './phone-audit';
import type { RegalityMove, RegalityOptions, RegalityState } from '../../src/games/regality/rules';
import { regalityLink, walk } from './regality-positions';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const OPTIONS: RegalityOptions = { variant: 'standard', first: 0, match: 'best-of-three' };

/** The moves of a first game that the person (seat 0) wins, found by playing seeded random legal moves. */
function firstGameWonByPerson(): RegalityMove[] {
  for (let seed = 1; seed < 500; seed++) {
    const w = walk(OPTIONS, 3, seed, (s) => s.phase === 'between');
    if (w && w.s.current === 1) return w.moves;
  }
  throw new Error('no first game won by seat 0');
}

function link(moves: RegalityMove[]): string {
  return regalityLink(OPTIONS, 3, moves, 'hb');
}

const state = (page: Page): Promise<RegalityState> => page.evaluate(() => window.__fc?.state() as RegalityState);
const moveCount = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] }).moves.length);

/** Opens the match at the end of game 1, checks the pause, presses `press` (a click or a tap) on Next game. */
async function pauseThenGoOn(page: Page, press: (name: string) => Promise<void>): Promise<void> {
  const errors = collectConsoleErrors(page);
  const moves = firstGameWonByPerson();
  await gotoApp(page, link(moves));
  await page.waitForFunction(() => window.__fc?.objects()['host.goOn']?.visible === true);
  await settle(page);
  const s = await state(page);
  expect(s.phase).toBe('between');
  expect(s.current).toBe(1);
  expect((await page.evaluate(() => window.__fc?.objects()['host.goOn']?.text)) ?? '').toBe('Next game ›');
  // The bot has not chosen: the board of the game just over stays for the person.
  expect(await page.evaluate(() => window.__fc?.busy())).toBe(false);
  expect(await moveCount(page)).toBe(moves.length);
  // The button stands in the turn line's place, over no other button of the bar.
  const boxes = await page.evaluate(() => window.__fc?.targets() ?? []);
  const go = boxes.find((b) => b.name === 'host.goOn');
  expect(go).toBeDefined();
  const over = boxes.filter((b) => b.name !== 'host.goOn' && b.name.startsWith('host.') && b.x < go!.x + go!.width && go!.x < b.x + b.width && b.y < go!.y + go!.height && go!.y < b.y + b.height);
  expect(over.map((b) => b.name)).toEqual([]);
  expect(await page.evaluate(() => window.__fc?.texts().some((x) => x.name === 'host.turn'))).toBe(false);

  // The rules opened meanwhile: the button is put away while they are up, and back after.
  await press('host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesPanel']?.visible === true && window.__fc.objects()['host.goOn']?.visible === false);
  await settle(page);
  await press('host.rules');
  await page.waitForFunction(() => !window.__fc?.objects()['host.rulesPanel'] && window.__fc?.objects()['host.goOn']?.visible === true);
  await settle(page);
  await press('host.goOn');
  await page.waitForFunction((n) => (window.__fc?.record() as { moves: unknown[] }).moves.length > n, moves.length, { timeout: 60_000 });
  expect((await state(page)).phase).not.toBe('between');
  await page.waitForFunction(() => window.__fc?.objects()['host.goOn']?.visible !== true);
  expect(errors).toEqual([]);
}

test('between two games of a match the bot, which lost, waits for "Next game" before it chooses who starts', async ({ page }) => {
  await pauseThenGoOn(page, (name) => clickObject(page, name));
});

test.describe('on a phone held sideways', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the same pause, and a tap on Next game', async ({ page }) => {
    await pauseThenGoOn(page, (name) => tapObject(page, name));
  });
});
