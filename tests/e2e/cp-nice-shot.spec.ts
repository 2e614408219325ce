// Castle Panic's Nice Shot refused (a newcomer's report, issue 30): with no hit card in the hand, Nice
// Shot dropped on a monster said "That card cannot reach there: it hits its own ring and colour",
// which is not why. It now says Nice Shot needs a hit card of the hand; with one that reaches
// another monster, dropped on the wrong one, it says where it goes.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, settle } from './helpers';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const VERSION = 2; // CASTLE_PANIC_VERSION

/** A solo game past the placing phase (two goblins in the archer ring), with this hand. */
function link(hand: string[]): string {
  const options = { players: 1, mode: 'solo', stack: { hands: [hand], pile: ['goblin', 'goblin'] } };
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed: 5, moves: [{ type: 'start-deal' }] }, k: 'h' };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function open(page: Page, hand: string[]): Promise<number[]> {
  await gotoApp(page, link(hand));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.pass'] && window.__fc.busy() === false);
  await settle(page);
  // solo: the turn opens with the discard step; keep the hand
  await clickObject(page, 'cp.pass');
  await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'play' && window.__fc?.busy() === false);
  await settle(page);
  return page.evaluate(() => (window.__fc?.state() as { monsters: { id: number }[] }).monsters.map((m) => m.id));
}

const moveCount = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] }).moves.length);
const toast = (page: Page, words: RegExp): Promise<unknown> => page.waitForFunction((src) => window.__fc?.texts().some((x) => new RegExp(src).test(x.text)) === true, words.source);

test('Nice Shot with no hit card in the hand says it needs one, and nothing is played', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const monsters = await open(page, ['nice-shot', 'brick', 'draw-2', 'fortify-wall', 'scavenge', 'missing']);
  expect(monsters.length).toBeGreaterThan(0);
  const before = await moveCount(page);
  await dragObject(page, 'cp.card.nice-shot', `cp.zone.monster.${monsters[0]}`);
  await toast(page, /Nice Shot turns a hit into a slay: it needs a card in your hand that hits a monster now/);
  expect(await moveCount(page)).toBe(before);
  expect(errors).toEqual([]);
});
