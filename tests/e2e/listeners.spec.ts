// A new game opened on the same page (a shared link followed in the tab: the table starts afresh on
// the same Phaser scene, whose event emitter outlives each game) leaves no listener of the last
// game behind. Castle Panic's "While you waited" box listened to every step for good: a recap left
// waiting behind a tip when its game ended drew its box into the next game, over that game's own
// (two titles at once in the clean-clone run of session 37, cp-trade.spec's French phone test).
// Regality's phone panel listened for every object added to the scene, game after game.
import { expect, test, type Page } from './fixtures';
import { gotoApp } from './helpers';
import { cpLink, openCp } from './cp-positions';
import { regalityLink } from './regality-positions';
import { phoneUse } from './phone-audit';

test.use({ reuse: true });

/** How many listeners `event` has on the scene `key`'s emitter. */
const listeners = (page: Page, key: string, event: string): Promise<number> =>
  page.evaluate(([k, e]) => (window as unknown as { __fcGame: { scene: { getScene(k: string): { events: { listenerCount(e: string): number } } } } }).__fcGame.scene.getScene(k).events.listenerCount(e), [key, event] as const);

/** Follows `hash` in this tab (no reload) and waits for its table, `moves` moves long, idle. */
async function follow(page: Page, hash: string, moves: number): Promise<void> {
  await page.evaluate((h) => (location.hash = h.slice(1)), hash);
  await page.waitForFunction(
    (n) => window.__fc?.scene === 'GameHost' && (window.__fc.record() as { moves: unknown[] } | null)?.moves.length === n && window.__fc.busy() === false,
    moves,
    { timeout: 30_000 },
  );
}

test('Castle Panic: a second game on the same page adds no step listener of the first', async ({ page }) => {
  const solo = (moves: object[]): string => cpLink({ players: 1, mode: 'solo' }, 5, moves, 'h');
  await openCp(page, solo([{ type: 'start-deal' }]));
  const first = await listeners(page, 'CastlePanic', 'update');
  await follow(page, solo([{ type: 'start-deal' }, { type: 'pass' }]), 2);
  await follow(page, solo([{ type: 'start-deal' }]), 1);
  expect(await listeners(page, 'CastlePanic', 'update')).toBe(first);
});

test.describe('on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('Regality: a second game on the same page adds no listener of the first panel', async ({ page }) => {
    const game = (deal: number): string => regalityLink({}, deal, [], 'hb');
    await gotoApp(page, game(3));
    await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy() === false, undefined, { timeout: 30_000 });
    const first = await listeners(page, 'Regality', 'addedtoscene');
    await follow(page, game(4), 0);
    await follow(page, game(5), 0);
    expect(await listeners(page, 'Regality', 'addedtoscene')).toBe(first);
  });
});
