// Le Roi du Ring against the bot, as a newcomer met it (issue 30 items 4 and 5): Undo takes back a
// plain step (the card was shown only to the bot, which keeps nothing between its moves), and once
// it cannot (the turn's draw showed new cards), the grey button still takes a press and says why;
// answering the bot's attack, the turn line names whose turn it is instead of "Your turn".
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, settle } from './helpers';
import { CORNER_STRIKE_MOVES, ROPES_DEAL } from './roi-positions';
import { ROI_VERSION, rules, type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

/** A shared link to a game with these seats ('h' a person, 'b' the bot) and moves already played. */
function link(options: RoiOptions, moves: RoiMove[], kinds: string): string {
  let s = rules.setup(options, 7);
  for (const m of moves) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
  }
  const payload = { f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options, seed: 7, moves }, k: kinds };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '4C', '5C']] } };
const KEEP: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
];

const state = (page: Page): Promise<RoiState> => page.evaluate(() => window.__fc?.state() as RoiState);
const moveCount = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] }).moves.length);
const visible = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible === true, name);
const turnLine = async (page: Page): Promise<string> => (await objectBox(page, 'host.turn')).text ?? '';

test('against the bot, Undo takes back a step; after the turn\'s draw it is grey and a press on it says why', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link(DEAL, KEEP, 'hb'));
  await visible(page, 'roi.card.2S');
  await settle(page);
  expect(await turnLine(page)).toBe('Your turn');

  await dragObject(page, 'roi.card.2S', 'roi.sq.1.1');
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] }).moves.length === 3 && window.__fc?.busy() === false);
  await settle(page);
  expect((await state(page)).fighters[0]).toMatchObject({ x: 1, y: 1 });
  expect((await objectBox(page, 'host.undo')).enabled).toBe(true);
  await clickObject(page, 'host.undo');
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] }).moves.length === 2 && window.__fc?.busy() === false);
  expect((await state(page)).fighters[0]).toMatchObject({ x: 0, y: 0 });

  // The step again, then the end of the turn drawing one card: the bot plays, Red acts again.
  await settle(page);
  await dragObject(page, 'roi.card.2S', 'roi.sq.1.1');
  await visible(page, 'roi.btn.end.1');
  await settle(page);
  await clickObject(page, 'roi.btn.end.1');
  // (the bot's turn may end with an attack or an intimidation that Red answers)
  await page.waitForFunction(
    () => window.__fc?.busy() === false && /^(Your turn|Blue’s turn: your answer)$/.test(window.__fc.objects()['host.turn']?.text ?? ''),
    undefined,
    { timeout: 60_000 },
  );
  await settle(page);
  const before = await moveCount(page);
  expect((await objectBox(page, 'host.undo')).enabled).toBe(false);
  await clickObject(page, 'host.undo');
  await page.waitForFunction(() => window.__fc?.texts().some((x) => /showed you something hidden cannot be taken back/.test(x.text)) === true);
  expect(await moveCount(page)).toBe(before);
  expect(errors).toEqual([]);
});

test('answering the bot\'s attack, the turn line says whose turn it is, not "Your turn"', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Red (the bot) steps next to Blue (the person) in the corner and strikes with the 5 of hearts.
  await gotoApp(page, link(DEAL, CORNER_STRIKE_MOVES, 'bh'));
  await visible(page, 'roi.btn.take');
  await settle(page);
  expect((await state(page)).phase).toBe('defend');
  expect(await turnLine(page)).toBe('Red’s turn: your answer');
  expect(errors).toEqual([]);
});

test('a strike the bot has answered is not taken back: Undo is grey and a press says the answer told about hidden cards', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Red (the person) struck Blue (the bot) in the corner; Blue could have dodged with the 6 of clubs and took the blow.
  await gotoApp(page, link(ROPES_DEAL, [...CORNER_STRIKE_MOVES, { type: 'take' }], 'hb'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['host.undo'] && window.__fc.busy() === false);
  await settle(page);
  const before = await moveCount(page);
  expect((await objectBox(page, 'host.undo')).enabled).toBe(false);
  await clickObject(page, 'host.undo');
  await page.waitForFunction(() => window.__fc?.texts().some((x) => /bot has answered cannot be taken back/.test(x.text)) === true);
  expect(await moveCount(page)).toBe(before);
  expect(errors).toEqual([]);
});
