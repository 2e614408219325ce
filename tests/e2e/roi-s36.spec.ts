// Le Roi du Ring, the newcomer's report of round 36, in a real Chromium from stacked positions
// opened through a shared link, at 1600x900 (mouse) and 844x390 (touch):
// - the bot's turn told on the table: when the turn comes back to the person after the bot's
//   moves, a "While you waited" box says what the bot did in the log's words (its cards named),
//   clear of the prompt's words, the buttons, the hand, the hp labels and the squares; it goes at
//   the person's first action, and the next bot's turn brings the next one;
// - with nothing played or discarded yet, the end buttons say the tomatoes cost 1 hp (EN, FR, IT; on a
//   phone the shorter 'End, draw 1: −1 hp', the prompt's words saying tomatoes),
//   each label inside its button with 6 px to spare each side;
// - the hp badges stay readable over a neighbour's gloves and the who-hits-whom arrow: fighters
//   diagonal (Red beside Blue in its corner) and one above the other, a card dropped on Blue: no
//   more than a trace of the other fighter's colour inside either hp label;
// - a push with no room behind the target says so (its button not lit: tests/unit/roi-du-ring/s36.test.ts);
// - a card played leaves a faint outline of its place in the hand (the others stay where they were);
// - on a phone the "who starts" toast keeps clear of the line of the round and the piles (and of
//   the fighters' rows).
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, colourNear, decodePng, designToPng, dragObject, gotoApp, objectBox, pixelAt, settle, tapObject, type FcObjectBox } from './helpers';
import { phoneUse } from './phone-audit';
import { type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';
import { ROPES_DEAL, ROPES_MOVES, gone, overlap, roiLink, visible } from './roi-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const link = roiLink;
const KEEP: RoiMove[] = [
  { type: 'exchange', cards: [] },
  { type: 'exchange', cards: [] },
];
/** Red (the person) two steps in, at 2 2, the 5♥ 6♥ discarded (no hand worth intimidating), ends drawing none; Blue (the bot, in its corner 4 4) steps twice and strikes (the strong bot, tests/unit/roi-du-ring/s36.test.ts). */
const BOT_DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['2C', '3C', '9H', '10H', '8D']] } };
const BOT_MOVES: RoiMove[] = [...KEEP, { type: 'move', card: '2S', to: { x: 1, y: 1 } }, { type: 'move', card: '3S', to: { x: 2, y: 2 } }, { type: 'discard', cards: ['5H', '6H'] }];

/** The turn is back with the person (seat 0) and nothing is being shown. */
const myTurnBack = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const fc = window.__fc;
    if (!fc || fc.busy()) return false;
    const s = fc.state() as RoiState;
    const actor = s.phase === 'defend' ? s.attack?.on : s.phase === 'shed' ? s.victim : s.phase === 'play' ? s.current : -1;
    return actor === 0;
  }, undefined, { timeout: 30_000 });

/** The names of what the recap must keep clear of, with their boxes: what is over one of them. */
async function recapOver(page: Page, phone: boolean): Promise<string[]> {
  const objects = (await page.evaluate(() => window.__fc?.objects() ?? {})) as Record<string, FcObjectBox>;
  const box = objects['roi.recap.box'];
  if (!box) return ['no recap'];
  const guarded = /^(roi\.(hint|title|btn\..*|card\..*|hp\.\d|side\.(hp|name|extra)\.\d|sq\.\d\.\d|tray.*|chosen\..*)|host\..*)$/;
  // (on a desktop the whole prompt panel is kept clear too; on a phone the box lies in its free room)
  return Object.entries(objects)
    .filter(([n, b]) => b.visible && (guarded.test(n) || (!phone && n === 'roi.prompt')) && b.width > 0 && overlap(box, b))
    .map(([n, b]) => `${n} ${JSON.stringify([b.x, b.y, b.width, b.height])}`);
}

/** The end buttons' labels and how much room each has inside its button (the least of its four sides). */
async function endLabels(page: Page): Promise<{ text: string; room: number }[]> {
  return page.evaluate(() => {
    const fc = window.__fc as unknown as { objects(): Record<string, { x: number; y: number; width: number; height: number; visible: boolean }>; texts(): { name: string; text: string; x: number; y: number; width: number; height: number }[] };
    const objects = fc.objects();
    return fc
      .texts()
      .filter((t) => /^roi\.btn\.end\.\d$/.test(t.name) && objects[t.name]?.visible)
      .map((t) => {
        const b = objects[t.name]!;
        return { text: t.text, room: Math.min(t.x - b.x, t.y - b.y, b.x + b.width - t.x - t.width, b.y + b.height - t.y - t.height) };
      });
  });
}

/** Red on the left ropes (0 2) and Blue right under him (0 3), Red to play with the 5♦ (orthogonal) left. */
const SIDE_DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2C', '3C', '4C', '5D', '6D'], ['7C', '8C', '9C', '10C', 'QC']] } };
const SIDE_MOVES: RoiMove[] = [
  ...KEEP,
  { type: 'move', card: '2C', to: { x: 0, y: 1 } },
  { type: 'move', card: '3C', to: { x: 0, y: 2 } },
  { type: 'end', draw: 0 },
  { type: 'move', card: '7C', to: { x: 3, y: 4 } },
  { type: 'move', card: '8C', to: { x: 2, y: 4 } },
  { type: 'move', card: '9C', to: { x: 1, y: 4 } },
  { type: 'move', card: '10C', to: { x: 0, y: 4 } },
  { type: 'move', card: 'QC', to: { x: 0, y: 3 } },
  { type: 'end', draw: 2 },
];

/** The share of an hp label's inner pixels in a fighter's colour (gloves, the who-hits-whom arrow drawn over it; the badge's own rim lies outside that part). */
async function coveredShare(page: Page, seat: number): Promise<number> {
  const png = decodePng(await page.screenshot());
  const b = await page.evaluate((n) => window.__fc?.objects()[n], `roi.hp.${seat}`);
  if (!b) return 1;
  // the label's inner part (its box reaches past the badge's rounded ends and its top and foot)
  const a = designToPng(png, b.x + b.width * 0.15, b.y + b.height / 3);
  const z = designToPng(png, b.x + b.width * 0.85, b.y + (2 * b.height) / 3);
  let n = 0;
  let covered = 0;
  for (let y = Math.ceil(a.y); y < Math.floor(z.y); y++)
    for (let x = Math.ceil(a.x); x < Math.floor(z.x); x++) {
      const p = pixelAt(png, x, y);
      n++;
      if (colourNear(p, 0x2f6fbf, 50) || colourNear(p, 0xc0392b, 50)) {
        covered++;
      }
    }
  return n ? covered / n : 1;
}

for (const size of ['desktop', 'phone'] as const) {
  test.describe(size, () => {
    if (size === 'phone') test.use(phoneUse({ width: 844, height: 390 }));

    test(`${size}: the bot's turn is told on the table when the turn comes back ("While you waited"), clear of the prompt, buttons, hand and hp; gone at the first action`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const phone = size === 'phone';
      const press = (n: string): Promise<void> => (phone ? tapObject(page, n) : clickObject(page, n));
      await gotoApp(page, link(BOT_DEAL, BOT_MOVES, 'hb'));
      await visible(page, 'roi.btn.end.0');
      await settle(page);
      expect((await page.evaluate(() => window.__fc?.objects()['roi.recap.box']?.visible)) ?? false).toBe(false);
      const start = ((await page.evaluate(() => window.__fc?.record())) as { moves: RoiMove[] }).moves.length;
      await press('roi.btn.end.0');
      // Blue's turn, then Red's answer or turn: the recap says what Blue did
      await myTurnBack(page);
      await visible(page, 'roi.recap.box');
      await settle(page);
      const check = async (from: number, shot: string): Promise<number> => {
        const moves = ((await page.evaluate(() => window.__fc?.record())) as { moves: RoiMove[] }).moves;
        const bots = moves.slice(from + 1);
        expect(bots.length, JSON.stringify(moves.slice(from))).toBeGreaterThan(0);
        const text = (await page.evaluate(() => window.__fc?.objects()['roi.recap.lines']?.text)) ?? '';
        expect(text).toContain('Blue');
        const cardWord = (c: string): string => c.replace('H', '♥').replace('D', '♦').replace('C', '♣').replace('S', '♠');
        for (const m of bots) {
          if ('card' in m) expect(text, JSON.stringify(m)).toContain(cardWord(m.card));
          if (m.type === 'intimidate') expect(text).toContain('intimidate Red');
          if (m.type === 'move') expect(text).toContain('Blue steps to');
          if (m.type === 'strike') expect(text).toContain('Blue strikes Red');
        }
        expect(await recapOver(page, phone)).toEqual([]);
        await page.screenshot({ path: `test-results/shots/roi-s36-recap-${shot}-${size}.png` });
        return moves.length;
      };
      const after = await check(start, '1');
      expect(after - start, 'Blue played two moves or more').toBeGreaterThanOrEqual(3);
      // the person's first action on the table (a card taken up): the recap goes at once, and comes back on nothing else
      const s = (await page.evaluate(() => window.__fc?.state())) as RoiState;
      expect(s.phase).toBe('defend');
      if (phone) await tapObject(page, 'roi.card.4S');
      else await page.mouse.move(10, 890);
      if (!phone) await page.mouse.down();
      await gone(page, 'roi.recap.box');
      if (!phone) await page.mouse.up();
      await settle(page);
      expect(await page.evaluate(() => window.__fc?.objects()['roi.recap.box']?.visible === true), 'the recap back on its own').toBe(false);
      expect(errors).toEqual([]);
    });

    test(`${size}: the hp labels are drawn over the neighbour's gloves and the who-hits-whom arrow (fighters diagonal, one above the other); a push with no room says so`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const cases = [
        { name: 'diagonal', link: link(ROPES_DEAL, ROPES_MOVES, 'hh'), card: '5H', on: 'roi.sq.4.4', blocked: true },
        { name: 'above', link: link(SIDE_DEAL, SIDE_MOVES, 'hh'), card: '5D', on: 'roi.sq.0.3', blocked: false },
      ];
      for (const c of cases) {
        await gotoApp(page, c.link);
        await visible(page, `roi.card.${c.card}`);
        await settle(page);
        await dragObject(page, `roi.card.${c.card}`, c.on);
        await visible(page, 'roi.btn.hit');
        await visible(page, 'roi.choiceCard.arrow');
        await settle(page);
        for (const seat of [0, 1]) expect(await coveredShare(page, seat), `${c.name}: seat ${seat}'s hp label covered`).toBeLessThan(0.04);
        await page.screenshot({ path: `test-results/shots/roi-s36-hp-${c.name}-${size}.png` });
        // the push says nothing moves where Blue has no room behind (its button's kind: s36.test.ts)
        const texts = await page.evaluate(() => (window.__fc?.texts() ?? []).filter((t) => t.name === 'roi.btn.push').map((t) => t.text));
        expect(texts.join(), c.name).toMatch(c.blocked ? /no room, nothing moves/ : /^Push$/);
      }
      expect(errors).toEqual([]);
    });

    test(`${size}: a card played leaves a faint outline of its place in the hand, the others where they were`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link(ROPES_DEAL, KEEP, 'hh'));
      await visible(page, 'roi.card.3S');
      await settle(page);
      const before = await objectBox(page, 'roi.card.2S');
      const next = await objectBox(page, 'roi.card.3S');
      expect((await page.evaluate(() => window.__fc?.objects()['roi.slot.2S.box']?.visible)) ?? false).toBe(false);
      if (size === 'phone') {
        await tapObject(page, 'roi.card.2S');
        await tapObject(page, 'roi.sq.1.1');
      } else await dragObject(page, 'roi.card.2S', 'roi.sq.1.1');
      await page.waitForFunction(() => (window.__fc?.state() as RoiState).fighters[0]?.x === 1);
      await visible(page, 'roi.slot.2S.box');
      await settle(page);
      const slot = await objectBox(page, 'roi.slot.2S.box');
      expect(Math.abs(slot.x - before.x) + Math.abs(slot.y - before.y), `the slot ${JSON.stringify(slot)} where the 2♠ was ${JSON.stringify(before)}`).toBeLessThan(4);
      const after = await objectBox(page, 'roi.card.3S');
      expect(Math.abs(after.x - next.x), 'the 3♠ did not move').toBeLessThan(3);
      await page.screenshot({ path: `test-results/shots/roi-s36-slot-${size}.png` });
      expect(errors).toEqual([]);
    });

    test(`${size}: with nothing played yet the end buttons say the tomatoes cost 1 hp, inside their buttons (EN, FR, IT)`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // (on a phone the shorter 'End, draw 1: −1 hp', the prompt's line under the title saying why: tomatoes)
      const words = size === 'phone' ? ({ en: /^End, draw \d: −1 hp$/, fr: /^Fin, piocher \d : −1 PV$/, it: /^Fine, pesca \d: −1 PV$/ } as const) : ({ en: /tomatoes, −1 hp$/, fr: /tomates, −1 PV$/, it: /pomodori, −1 PV$/ } as const);
      for (const lang of ['en', 'fr', 'it'] as const) {
        if (lang !== 'en') {
          await page.evaluate((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' })), lang);
          await page.goto('about:blank');
        }
        // Red's first turn, a card short of a full hand: two ways to end it, both with tomatoes
        await gotoApp(page, link({ players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H'], ['2C', '3C', '9H', '10H', '8D']] } }, KEEP, 'hh'));
        await visible(page, 'roi.btn.end.1');
        await settle(page);
        const labels = await endLabels(page);
        expect(labels.length, lang).toBe(2);
        for (const l of labels) {
          expect(l.text, lang).toMatch(words[lang]);
          expect(l.room, `${lang} "${l.text}"`).toBeGreaterThanOrEqual(6);
        }
        await page.screenshot({ path: `test-results/shots/roi-s36-tomatoes-${lang}-${size}.png` });
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('phone toast', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the "who starts" toast keeps clear of the line of the round and the piles, and of the fighters\' rows', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page);
    await visible(page, 'menu.play.roi-du-ring');
    await tapObject(page, 'menu.play.roi-du-ring');
    await visible(page, 'setup.start');
    await settle(page);
    await tapObject(page, 'setup.start');
    await visible(page, 'ui.toast');
    await visible(page, 'roi.round');
    const objects = (await page.evaluate(() => window.__fc?.objects() ?? {})) as Record<string, FcObjectBox>;
    const toast = objects['ui.toast']!;
    expect(toast.text).toMatch(/starts/);
    const guarded = Object.entries(objects).filter(([n, b]) => b.visible && /^roi\.(round|deck\.count|discard\.count|hp\.\d|side\.(hp|extra|name)\.\d)$/.test(n));
    expect(guarded.map(([n]) => n)).toEqual(expect.arrayContaining(['roi.round', 'roi.deck.count', 'roi.discard.count']));
    for (const [n, b] of guarded) expect(overlap(toast, b), `the toast ${JSON.stringify(toast)} over ${n} ${JSON.stringify(b)}`).toBe(false);
    await page.screenshot({ path: 'test-results/shots/roi-s36-toast-phone.png' });
    expect(errors).toEqual([]);
  });
});
