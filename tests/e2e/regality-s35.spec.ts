// Regality: a newcomer's reports (session 35), each test from a position opened by a link:
// - a phone: a long press reads any tile at any time (its card, no "the first tile must be the
//   Citizen", nothing picked up); pressing Hint puts a tile's card away, and the hint's words show;
// - a phone: the bar's line tells a bot's turn of several effects (shown again by Replay) in words
//   that fit the bar, each effect named (English, French, Italian; 844x390 and 740x360);
// - the hint on a tile whose effect is then to choose names the choice (the tile and its cell) and
//   lights that tile on the board too;
// - after "See the table" at a game's end, "Back to the result" lies clear of the bar's line (and of
//   its other buttons), which still shows (1600x900 and 844x390);
// - the setup: choosing a match by points (its row of games comes) moves no other row;
// - the menu's bottom row stands in the same place with and without a saved game (Continue's place
//   kept), at 1600x900, 844x390 and 740x360;
// - the first flip's tip lies clear of the side zones (the allies' lines, the neutral tiles, the
//   discard) and of the hand, at 1600x900 and 844x390;
import { expect, test, type Page } from './fixtures';
import { clickAt, clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, settle, tapAt, tapObject, toastText, toScreen } from './helpers';
import { phoneUse } from './phone-audit';
import { rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../src/games/regality/rules';
import { regalityStrings } from '../../src/games/regality/strings';
import fr from '../../src/games/regality/strings.fr';
import it from '../../src/games/regality/strings.it';
import { find, foundLink, regalityLink, walk, type Found, openRegalitySetup, prepareRegality } from './regality-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };
const link = foundLink;

/** Settings before the page's scripts: the language, the test's speed, every explain-once tip seen. */
const prepare = prepareRegality;

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

/**
 * Seat 0 (the person) to place, after a turn of Religion's (the bot's) whose events turned, destroyed
 * or banished three tiles or more: those tiles, for the bar's words to name.
 */
function afterBusyBotTurn(): { found: Found; touched: string[] } {
  for (let n = 1; n < 4000; n++) {
    const deal = 1 + (n % 97);
    const w = walk(PLAIN, deal, n, (s) => s.current === 0 && s.phase === 'place' && s.placed >= 4);
    if (!w) continue;
    let s = rules.setup(PLAIN, deal);
    let touched: string[] = [];
    for (const m of w.moves) {
      const seat = s.current;
      const r = rules.apply(s, m);
      if (!r.ok) throw new Error(r.error.message);
      if (seat === 0) touched = [];
      else touched.push(...r.events.filter((e) => ['flip', 'destroy', 'banish'].includes(e.type)).map((e) => String(e.tile)));
      s = r.state;
    }
    if (touched.length >= 3) return { found: { options: PLAIN, deal, ...w }, touched };
  }
  throw new Error('no such position');
}

/** The bar's words as a replay begins (their '…' is no cut). */
const REPLAYING = ['What happened: again…', 'Ce qui s’est passé, à nouveau…', 'Cos’è successo, di nuovo…'];
const NAMES: Record<string, Record<string, string>> = { en: regalityStrings.en, fr: fr, it: it };

for (const size of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(`phone ${size.width}x${size.height}`, () => {
    test.use(phoneUse(size));
    test("Replay of a bot's turn of several effects: the bar's words fit the bar, uncut, each effect named (EN/FR/IT)", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const { found, touched } = afterBusyBotTurn();
      const bad: string[] = [];
      for (const lang of size.width === 844 ? ['en', 'fr', 'it'] : ['fr', 'it']) {
        if (lang !== 'en') await page.goto('about:blank');
        await prepare(page, lang);
        await gotoApp(page, link(found, 'hb'));
        await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['host.replay']?.enabled === true);
        await settle(page);
        // every frame of the replay: the bar's line and its box
        await page.evaluate(() => {
          const out: { text: string; x: number; y: number; width: number; height: number }[] = [];
          (window as unknown as { __bar: typeof out }).__bar = out;
          const tick = (): void => {
            const b = window.__fc?.objects()['host.turn'];
            if (b?.visible && b.text && out[out.length - 1]?.text !== b.text) out.push({ text: b.text, x: b.x, y: b.y, width: b.width, height: b.height });
            if (out.length < 400) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        await tapObject(page, 'host.replay');
        await page.waitForFunction(() => window.__fc?.busy() === true);
        await page.waitForFunction(() => window.__fc?.busy() === false, undefined, { timeout: 30_000 });
        const lines = await page.evaluate(() => (window as unknown as { __bar: { text: string; x: number; y: number; width: number; height: number }[] }).__bar);
        const vp = await page.evaluate(() => window.__fc!.layout());
        for (const l of lines) {
          if (l.text.includes('…') && !REPLAYING.includes(l.text)) bad.push(`${lang}: "${l.text}" cut`);
          if (l.x < 0 || l.x + l.width > vp.right + 1 || l.y < -1 || l.y + l.height > 73) bad.push(`${lang}: "${l.text}" out of the bar (${Math.round(l.x)}, ${Math.round(l.y)}, ${Math.round(l.width)}x${Math.round(l.height)})`);
        }
        const said = lines.map((l) => l.text).join('\n');
        for (const tile of touched) {
          const name = NAMES[lang]![`regality.tile.${tile}`] ?? NAMES.en![`regality.tile.${tile}`]!;
          if (!said.includes(name)) bad.push(`${lang}: ${name} not named`);
        }
      }
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

// Seat 0 to place, 2 to 4 cells empty (the solver's exact answer), every tile it may place taking a
// tile of the board by its effect: the hint's placement comes with its effect's choice.
function everyPlacementTakesATile(s: RegalityState): boolean {
  if (s.phase !== 'place' || s.current !== 0) return false;
  const empties = s.board.filter((c) => c === null).length;
  if (empties > 4 || empties < 2) return false;
  return rules.legalMoves(s).every((m) => {
    const r = m.type === 'place' ? rules.apply(s, m) : null;
    if (!r?.ok || r.state.phase !== 'effect') return false;
    const eff = rules.legalMoves(r.state).filter((e) => e.type === 'effect');
    return eff.length > 0 && eff.every((e) => 'target' in e);
  });
}

test("the hint on a tile whose effect then takes a tile names that tile and its cell, and lights it", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const w = walk(PLAIN, 16, 3119, everyPlacementTakesATile)!;
  await prepare(page);
  await gotoApp(page, regalityLink(PLAIN, 16, w.moves, 'hb'));
  await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['host.hint']?.enabled === true);
  await settle(page);
  await clickObject(page, 'host.hint');
  await page.waitForFunction(() => window.__fc?.objects()['regality.hintWhy']?.visible === true && Object.keys(window.__fc.objects()).some((k) => k.startsWith('hint.ghost.')));
  await settle(page);
  const objects = await page.evaluate(() => window.__fc!.objects());
  const why = objects['regality.hintWhy']!.text ?? '';
  const said = /Then its effect: the (\w+) on the ([\w-]+) cell\./.exec(why);
  expect(said, why).not.toBeNull();
  const lit = Object.keys(objects).filter((k) => /^hint\.target\.regality\.board\.\d$/.test(k)).map((k) => Number(k.slice(-1)));
  expect(lit).toHaveLength(1);
  expect(NAMES.en![`regality.tile.${w.s.board[lit[0]!]!.tile}`]).toBe(said![1]);
  expect(NAMES.en![`regality.cellName.${lit[0]}`]).toBe(said![2]);
  expect(why).toMatch(/What it does: /);
  expect(errors).toEqual([]);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test('"Back to the result" lies clear of the bar\'s line, which still shows, and of the bar\'s buttons', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      let last: (RegalityMove & { type: 'place' }) | null = null;
      const found = find(PLAIN, (s) => {
        if (s.phase !== 'place' || s.current !== 0) return false;
        for (const m of rules.legalMoves(s)) {
          const r = m.type === 'place' ? rules.apply(s, m) : null;
          if (r?.ok && r.state.status === 'over') {
            last = m as RegalityMove & { type: 'place' };
            return true;
          }
        }
        return false;
      });
      const m = last as unknown as RegalityMove & { type: 'place' };
      await prepare(page);
      await gotoApp(page, link(found, 'hb'));
      await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], m.tile);
      await settle(page);
      if (size) {
        await tapObject(page, `regality.tile.${m.tile}`);
        await tapObject(page, `regality.cell.${m.cell}`);
      } else await dragObject(page, `regality.tile.${m.tile}`, `regality.cell.${m.cell}`);
      await page.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([k, b]) => k.startsWith('dialog.button.') && b.text === 'See the table' && b.visible));
      await settle(page);
      const [see] = Object.entries(await page.evaluate(() => window.__fc!.objects())).find(([k, b]) => k.startsWith('dialog.button.') && b.text === 'See the table')!;
      await (size ? tapObject(page, see) : clickObject(page, see));
      await page.waitForFunction(() => window.__fc?.objects()['host.backToResult']?.visible === true);
      await settle(page);
      const objects = await page.evaluate(() => window.__fc!.objects());
      const back = objects['host.backToResult']!;
      const line = objects['host.turn']!;
      expect(line.visible).toBe(true);
      expect(line.text).toBe('Game over');
      expect(overlaps(back, line)).toBe(false);
      const bar = Object.entries(objects).filter(([k, b]) => /^host\.(menu|undo|rules|log\.toggle|share|hint|replay|mute)$/.test(k) && b.visible);
      expect(bar.length).toBeGreaterThan(5);
      expect(bar.filter(([, b]) => overlaps(back, b) || overlaps(line, b)).map(([k]) => k)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("the setup: choosing Points (its games row comes) moves no other row", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await prepare(page);
      await openRegalitySetup(page);
      const rows = async (): Promise<Record<string, string>> => {
        const o = await page.evaluate(() => window.__fc!.objects());
        return Object.fromEntries(
          Object.entries(o)
            .filter(([k, b]) => /^setup\.(option\.\w+|seat\.\d|seedMode|practice)$/.test(k) && b.visible && k !== 'setup.option.games')
            .map(([k, b]) => [k, `${Math.round(b.x)},${Math.round(b.y)},${Math.round(b.width)}x${Math.round(b.height)}`]),
        );
      };
      // from Best of three, the right arrow once: Points
      expect((await objectBox(page, 'setup.option.match')).text).toContain('Best of three');
      const before = await rows();
      expect(Object.keys(before).length).toBeGreaterThan(4);
      const match = await objectBox(page, 'setup.option.match');
      const arrow = { x: match.x + match.width - match.height / 2, y: match.y + match.height / 2 };
      await (size ? tapAt(page, arrow.x, arrow.y) : clickAt(page, arrow.x, arrow.y));
      await page.waitForFunction(() => window.__fc?.objects()['setup.option.games']?.visible === true);
      await settle(page);
      expect((await objectBox(page, 'setup.option.match')).text).toContain('Points');
      expect(await rows()).toEqual(before);
      expect(errors).toEqual([]);
    });
  });
}

for (const size of [null, { width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(size ? `phone ${size.width}x${size.height}` : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("the menu's bottom row stands still whether a saved game waits (Continue) or not", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await prepare(page);
      const row = async (): Promise<Record<string, string>> => {
        await page.waitForFunction(() => window.__fc?.scene === 'Menu' && !!window.__fc.objects()['menu.settings']);
        await settle(page);
        const o = await page.evaluate(() => window.__fc!.objects());
        return Object.fromEntries(
          Object.entries(o)
            .filter(([k, b]) => /^menu\.(online|record|import|settings|continue)$/.test(k) && b.visible)
            .map(([k, b]) => [k, `${Math.round(b.x)},${Math.round(b.y)},${Math.round(b.width)}x${Math.round(b.height)}`]),
        );
      };
      await gotoApp(page);
      const without = await row();
      // a game saved (a fresh one, from a link), then the menu again
      const found = find(PLAIN, (s) => s.placed === 2 && s.current === 0);
      await gotoApp(page, link(found, 'hb'));
      await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.cell.0']);
      await page.evaluate(() => {
        const k = Object.keys(localStorage).find((x) => x.startsWith('fourCrowns.save.'));
        if (!k) throw new Error('no save');
      });
      await page.goto('about:blank');
      await gotoApp(page);
      const withSave = await row();
      expect(withSave['menu.continue']).toBeDefined();
      expect(Object.keys(without).length).toBeGreaterThanOrEqual(4);
      for (const [k, box] of Object.entries(without)) expect(withSave[k], k).toBe(box);
      expect(errors).toEqual([]);
    });
  });
}

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? `phone ${size.width}x${size.height}` : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("the first flip's tip lies clear of the side zones (allies, neutral tiles, discard) and of the hand", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      let pick: { place: RegalityMove & { type: 'place' }; target: number } | null = null;
      const found = find(PLAIN, (s) => {
        if (s.phase !== 'place' || s.current !== 0 || s.discarded.length === 0 || s.zones[0]!.length < 4) return false;
        for (const m of rules.legalMoves(s)) {
          const r = m.type === 'place' ? rules.apply(s, m) : null;
          if (!r?.ok || r.state.phase !== 'effect') continue;
          for (const e of rules.legalMoves(r.state)) {
            const r2 = e.type === 'effect' && 'target' in e ? rules.apply(r.state, e) : null;
            if (r2?.ok && r2.events.some((x) => x.type === 'flip')) {
              pick = { place: m as RegalityMove & { type: 'place' }, target: (e as { target: number }).target };
              return true;
            }
          }
        }
        return false;
      });
      const { place, target } = pick as unknown as { place: RegalityMove & { type: 'place' }; target: number };
      await prepare(page, 'en', ['flip']);
      await gotoApp(page, link(found, 'hh'));
      await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], place.tile);
      await settle(page);
      if (size) {
        await tapObject(page, `regality.tile.${place.tile}`);
        await tapObject(page, `regality.cell.${place.cell}`);
      } else await dragObject(page, `regality.tile.${place.tile}`, `regality.cell.${place.cell}`);
      await page.waitForFunction((c) => window.__fc?.busy() === false && window.__fc.objects()[`regality.target.${c}`]?.visible === true, target);
      await settle(page);
      await (size ? tapObject(page, `regality.target.${target}`) : clickObject(page, `regality.target.${target}`));
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain']?.visible === true && window.__fc.busy() === false);
      await settle(page);
      const objects = await page.evaluate(() => window.__fc!.objects());
      const s = await page.evaluate(() => window.__fc!.state() as RegalityState);
      const tip = objects['ui.explain']!;
      const hand = [...s.zones[0]!, ...s.zones[1]!, ...s.neutral].map((t) => `regality.tile.${t}`);
      const side = Object.entries(objects).filter(
        ([k, b]) => b.visible && b.alpha > 0 && (hand.includes(k) || /^regality\.(discard\.\w+|discardTitle|discardMore|score\.\d|neutralTitle|phase)$/.test(k)),
      );
      expect(side.length).toBeGreaterThan(5);
      if (process.env.FC_SHOTS) await page.screenshot({ path: `/tmp/r35/tip-${size?.width ?? 1600}.png` });
      expect(side.filter(([, b]) => overlaps(tip, b)).map(([k]) => k)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
