// Castle Panic after the newcomer of session 35 (scored from screenshots against Board Game Arena),
// in a real Chromium on stacked deals opened through a shared link:
// - a card let go a few pixels beside a monster lands on it; let go on an empty space it says
//   where it goes (a real mouse drag).
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors, drag, fcObjects, fcState, gotoApp, toastText, type FcObjectBox } from './helpers';
import type { CastlePanicState } from '../../src/games/castle-panic/rules';

const VERSION = 2; // CASTLE_PANIC_VERSION
const BOARD = { x: 452, y: 486 }; // the board's middle, design px (scene/layout.ts)

function link(options: object, seed: number, moves: object[], seats: string): string {
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function open(page: Page, hash: string): Promise<void> {
  await gotoApp(page, hash);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.phaseTitle'] && window.__fc.busy() === false, undefined, { timeout: 30_000 });
}

const moveCount = (page: Page): Promise<number> => page.evaluate(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0));
const centre = (b: FcObjectBox): { x: number; y: number } => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** Solo, in the play phase: the six starting monsters in the archer ring, an any-colour archer in the hand. */
const PLAY = link({ players: 1, mode: 'solo', stack: { hands: [['archer-any', 'knight-red', 'brick', 'mortar', 'tar', 'swordsman-green']] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h');

test('a card let go on an empty space says where it goes; let go a few pixels beside a monster, it hits it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await open(page, PLAY);
  const s = await fcState<CastlePanicState>(page);
  expect(s.phase).toBe('play');
  let o = await fcObjects(page);
  const card = o['cp.card.archer-any'] as FcObjectBox;
  // on nothing: the middle of arc 1's knight space (every monster stands in the archer ring)
  const a = -Math.PI / 3;
  await drag(page, centre(card), { x: BOARD.x + Math.cos(a) * 218, y: BOARD.y + Math.sin(a) * 218 });
  await expect.poll(() => toastText(page), { timeout: 5_000 }).toBe('Drop Archer (any colour) on a monster in any archer space (lit).');
  expect(await moveCount(page)).toBe(2);
  await page.waitForFunction(() => window.__fc?.busy() === false && !window.__fc.objects()['ui.toast']?.visible, undefined, { timeout: 10_000 });
  // beside a monster: out from the board's middle, a few pixels past its zone's edge
  const m = s.monsters[0] as CastlePanicState['monsters'][number];
  o = await fcObjects(page);
  const zone = o[`cp.zone.monster.${m.id}`] as FcObjectBox;
  const c = centre(zone);
  const d = Math.hypot(c.x - BOARD.x, c.y - BOARD.y);
  const off = zone.width / 2 + 12;
  await drag(page, centre(o['cp.card.archer-any'] as FcObjectBox), { x: c.x + ((c.x - BOARD.x) / d) * off, y: c.y + ((c.y - BOARD.y) / d) * off });
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 3 && window.__fc?.busy() === false, undefined, { timeout: 15_000 });
  const after = await fcState<CastlePanicState>(page);
  expect(after.hands[0], 'the archer played').not.toContain('archer-any');
  expect(after.monsters.find((x) => x.id === m.id)?.hp ?? 0, `the ${m.kind} hit`).toBe(m.hp - 1 > 0 ? m.hp - 1 : 0);
  expect(errors).toEqual([]);
});
