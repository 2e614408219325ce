// Le Roi du Ring, the newcomers' reports of round 34, in a real Chromium from stacked positions
// opened through a shared link (both seats people, so nothing moves on its own):
// - a fighter's "what is this?" card goes when the mouse leaves the fighter, even straight onto the
//   host's rail (a scene drawn above the table: the table never heard that move, the card stayed);
// - Escape lets go of a card dropped on a fighter (the hit-or-push question), and a drag of a card
//   to the tray works after it;
// - the card drawn between the fighters (the one being decided, then the attack waiting for its
//   answer) covers neither fighter's hp badge;
// - the end of a round is a banner on the ring (why it ended, each fighter's hp, the next round),
//   and an intimidation tells its target what was thrown, what it costs and why it is legal, at
//   both sizes.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, designView, dragObject, gotoApp, objectBox, settle, tapObject, toScreen, type Rect } from './helpers';
import { phoneUse } from './phone-audit';
import { ROI_VERSION, rules, type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';
import { CORNER_STRIKE_MOVES, ROPES_DEAL, ROPES_MOVES } from './roi-positions';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

function link(options: RoiOptions, moves: RoiMove[], kinds: string): string {
  const payload = { f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options, seed: 7, moves }, k: kinds };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const visible = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible === true, name);
const gone = (page: Page, name: string): Promise<unknown> => page.waitForFunction((n) => window.__fc?.objects()[n]?.visible !== true, name);
const state = (page: Page): Promise<RoiState> => page.evaluate(() => window.__fc?.state() as RoiState);

/** The real mouse moved onto the middle of a named object (in one step: as a hand flicks it). */
async function mouseTo(page: Page, name: string, steps = 1): Promise<void> {
  const c = centreOf(await objectBox(page, name));
  const p = await toScreen(page, c.x, c.y);
  await page.mouse.move(p.x, p.y, { steps });
}

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The hp badges' numbers are not covered by the card drawn between the fighters (`card`: its name). */
async function badgesClear(page: Page, card: string): Promise<void> {
  const c = await objectBox(page, card);
  expect(c.visible).toBe(true);
  for (const seat of [0, 1]) {
    const b = await objectBox(page, `roi.hp.${seat}`);
    // the number and the pill around it (a few px each side)
    const pill = { x: b.x - 8, y: b.y - 3, width: b.width + 16, height: b.height + 6 };
    expect(overlap(c, pill), `${card} over Seat ${seat}'s hp badge: ${JSON.stringify({ card: c, pill })}`).toBe(false);
  }
}

test("a fighter's card goes when the mouse leaves it, straight onto the host's rail or the prompt", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link(ROPES_DEAL, ROPES_MOVES, 'hh'));
  await visible(page, 'roi.card.5H');
  await settle(page);
  for (const away of ['host.hint', 'host.turn', 'roi.prompt']) {
    await mouseTo(page, 'roi.sq.4.4', 4); // Blue, in the corner
    await visible(page, 'ui.info');
    expect((await objectBox(page, 'ui.info.title')).text).toBe('Blue');
    await mouseTo(page, away);
    await gone(page, 'ui.info');
  }
  expect(errors).toEqual([]);
});

/** Red steps down next to Blue in the corner (4, 4), on the same column: a diamond strikes it straight. */
const STACKED: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5C', '6D'], ['2C', '3C', '4C', '7C', '8C']] } };
const STACKED_MOVES: RoiMove[] = [...ROPES_MOVES, { type: 'move', card: '5C', to: { x: 4, y: 3 } }];

test('Escape lets go of a card dropped on Blue and a drag to the tray works next; the cards between the fighters leave both hp badges clear', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link(STACKED, STACKED_MOVES, 'hh'));
  await visible(page, 'roi.card.6D');
  await settle(page);
  await dragObject(page, 'roi.card.6D', 'roi.sq.4.4');
  await visible(page, 'roi.btn.hit');
  await settle(page);
  await badgesClear(page, 'roi.choiceCard');
  // Escape: the question goes, the card is back in the hand, and a drag to the tray is taken
  await page.keyboard.press('Escape');
  await gone(page, 'roi.btn.hit');
  await settle(page);
  await dragObject(page, 'roi.card.6D', 'roi.tray');
  await visible(page, 'roi.chosen.6D');
  await settle(page);
  await clickObject(page, 'roi.chosen.6D');
  await visible(page, 'roi.card.6D');
  await settle(page);
  // the strike made: its card waits between the fighters for Blue's answer
  await dragObject(page, 'roi.card.6D', 'roi.sq.4.4');
  await visible(page, 'roi.btn.hit');
  await settle(page);
  await clickObject(page, 'roi.btn.hit');
  await page.waitForFunction(() => (window.__fc?.state() as RoiState).phase === 'defend');
  // the device handed to Blue, who answers
  await visible(page, 'privacy.button');
  await settle(page);
  await clickObject(page, 'privacy.button');
  await visible(page, 'roi.attackCard');
  await settle(page);
  expect((await state(page)).attack).toMatchObject({ card: '6D', on: 1 });
  await badgesClear(page, 'roi.attackCard');
  expect(errors).toEqual([]);
});

const DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '4C', '5C']] } };

/**
 * Round 1 played out by the rules to its last two cards (each turn a card discarded, then two
 * drawn), and Red's discard of the turn that will draw them: Red's "End turn, draw `draw`" ends the round.
 */
function lastTurnOfRound(): { moves: RoiMove[]; draw: number } {
  let s = rules.setup(DEAL, 7);
  const moves: RoiMove[] = [];
  const go = (m: RoiMove): void => {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
    moves.push(m);
  };
  go({ type: 'exchange', cards: [] });
  go({ type: 'exchange', cards: [] });
  for (let i = 0; i < 200; i++) {
    const legal = rules.legalMoves(s);
    if (s.phase === 'play' && !s.acted && s.current === 0 && s.deck.length <= 2) {
      // Red's last turn: as many cards discarded as let it draw the whole deck
      const k = Math.max(1, (s.hands[0]?.length ?? 0) + s.deck.length - 5);
      const last = legal.find((m) => m.type === 'discard' && m.cards.length === k);
      if (last) {
        go(last);
        return { moves, draw: s.deck.length };
      }
    }
    const discard = legal.find((m) => m.type === 'discard' && m.cards.length === 1);
    if (s.phase === 'play' && !s.acted && discard) {
      go(discard);
      continue;
    }
    const ends = legal.filter((m): m is Extract<RoiMove, { type: 'end' }> => m.type === 'end');
    const end = ends.reduce<Extract<RoiMove, { type: 'end' }> | undefined>((a, b) => (a && a.draw >= b.draw ? a : b), undefined);
    const first = legal[0];
    if (end) go(end);
    else if (first) go(first);
  }
  throw new Error('the round did not come to its end');
}

/** Blue (the person) intimidated by Red (the bot) with 2♠ 3♠ 4♠, to discard two of its five cards. */
const INTIMIDATED: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
  { type: 'intimidate', cards: ['2S', '3S', '4S'], target: 1 },
];

const inside = (a: Rect, b: Rect): boolean => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

for (const size of ['desktop', 'phone'] as const) {
  test.describe(size, () => {
    if (size === 'phone') test.use(phoneUse({ width: 844, height: 390 }));
    const press = (page: Page, name: string): Promise<void> => (size === 'phone' ? tapObject(page, name) : clickObject(page, name));

    test(`${size}: the end of a round is a banner on the ring: why, each fighter's hp, the round that begins`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const last = lastTurnOfRound();
      await gotoApp(page, link(DEAL, last.moves, 'hh'));
      await visible(page, `roi.btn.end.${last.draw}`);
      await settle(page);
      await press(page, `roi.btn.end.${last.draw}`);
      await visible(page, 'roi.roundBanner.next');
      const text = async (n: string): Promise<string> => (await objectBox(page, `roi.roundBanner.${n}`)).text ?? '';
      expect(await text('title')).toBe('End of round 1');
      expect(await text('body')).toBe('The deck ran out: every fighter goes back to their corner and regains 1 hp.');
      expect(await text('score')).toMatch(/^Red \d+ hp · Blue \d+ hp: (Red leads|Blue leads|level)$/);
      expect(await text('next')).toBe('Round 2 begins');
      const banner = await objectBox(page, 'roi.roundBanner');
      expect(inside(banner, await designView(page)), `the banner ${JSON.stringify(banner)} on screen`).toBe(true);
      for (const n of ['title', 'body', 'score', 'next']) expect(inside(await objectBox(page, `roi.roundBanner.${n}`), banner)).toBe(true);
      await page.screenshot({ path: `test-results/shots/roi-round-end-${size}.png` });
      await page.waitForFunction(() => (window.__fc?.state() as RoiState).round === 2 && window.__fc?.objects()['roi.roundBanner'] === undefined, undefined, { timeout: 20_000 });
      expect(errors).toEqual([]);
    });

    test(`${size}: intimidated by the bot, the prompt says what it threw, what it costs and why it is legal, inside its panel`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link(DEAL, INTIMIDATED, 'bh'));
      await visible(page, 'roi.tray');
      await page.waitForFunction(() => /threw away/.test(window.__fc?.objects()['roi.hint']?.text ?? ''));
      await settle(page);
      const hint = await objectBox(page, 'roi.hint');
      expect(hint.text?.replace(/\s+/g, ' ')).toContain('Red threw away 2♠ 3♠ 4♠ to intimidate you');
      expect(hint.text?.replace(/\s+/g, ' ')).toContain('The rules allow it: anyone may discard 3 cards so that a foe anywhere on the ring discards 2.');
      const panel = await objectBox(page, 'roi.prompt');
      expect(inside(hint, panel), `the hint ${JSON.stringify(hint)} inside the prompt ${JSON.stringify(panel)}`).toBe(true);
      await page.screenshot({ path: `test-results/shots/roi-intimidated-${size}.png` });
      expect(errors).toEqual([]);
    });
  });
}

/** Blue (the person) struck by Red (the bot) in the corner: it may parry (9♥), dodge (8♣) or take it. */
const ANSWER_DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '8C', '5C']] } };

for (const viewport of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(`phone ${viewport.width}x${viewport.height}`, () => {
    test.use(phoneUse(viewport));
    test(`${viewport.width}x${viewport.height}: the answers keep one grid from prompt to prompt: same size, the last row in the same place`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link(ANSWER_DEAL, CORNER_STRIKE_MOVES, 'bh'));
      await visible(page, 'roi.btn.take');
      await settle(page);
      const answers = async (): Promise<[string, Rect][]> =>
        Object.entries(await page.evaluate(() => window.__fc?.objects() ?? {})).filter(([n, b]) => b.visible && n.startsWith('roi.btn.')).map(([n, b]) => [n, { x: b.x, y: b.y, width: b.width, height: b.height }]);
      const first = await answers();
      expect(first.map(([n]) => n).sort()).toEqual(['roi.btn.dodge.8C', 'roi.btn.parry.9H', 'roi.btn.take']);
      // the dodge chosen: its squares lit, one answer left (Cancel)
      await tapObject(page, 'roi.btn.dodge.8C');
      await visible(page, 'roi.btn.cancel');
      await settle(page);
      const second = await answers();
      expect(second.map(([n]) => n)).toEqual(['roi.btn.cancel']);
      const size = (r: Rect): string => `${Math.round(r.width)}x${Math.round(r.height)}`;
      const cancel = second[0]?.[1] as Rect;
      for (const [n, r] of first) expect(size(r), `${n} the size of Cancel`).toBe(size(cancel));
      // the last row stands where it stood: "Take it" (alone on it) where Cancel is now
      const take = first.find(([n]) => n === 'roi.btn.take')?.[1] as Rect;
      expect(Math.abs(take.x - cancel.x) + Math.abs(take.y - cancel.y), `Take it ${JSON.stringify(take)} and Cancel ${JSON.stringify(cancel)}`).toBeLessThan(2);
      expect(errors).toEqual([]);
    });
  });
}
