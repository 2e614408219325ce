// Regality: a newcomer's reports (session 37), each test from a position opened by a link:
// - desktop (1600x900, mouse): a click on a cell where nothing can be done says why in a toast
//   (nothing picked up: pick a tile first; a taken cell; a tile picked up onto a cell it cannot
//   take; an effect's unlit cell), and a pressed greyed tile says why it is grey;
// - a re-triggered effect (Bard, Performer) must be used, as the rules have it: the prompt names
//   the tile and says it cannot be skipped, and no Skip button is offered;
// - an explain-once tip (the Bard's "Played again", shown while its player still chooses the
//   effect played again) lies clear of the discard (1600x900 and 844x390);
// - the setup's practice note says in plain words what practice lets undo take back in Regality
//   (English, French, Italian);
// - every tile's face laid out as the desktop's (its sign 12 CSS px or more in the middle, its
//   reach in the top right corner), no board tile over the kingdom's edge, none off the screen
//   (1600x900 and 844x390).
import { expect, test } from './fixtures';
import { boxesMeet, clickObject, collectConsoleErrors, designView, fcObjects, gotoApp, settle, tapObject, toastText } from './helpers';
import { phoneUse } from './phone-audit';
import { rules, type RegalityOptions } from '../../src/games/regality/rules';
import { regalityStrings } from '../../src/games/regality/strings';
import regalityFr from '../../src/games/regality/strings.fr';
import regalityIt from '../../src/games/regality/strings.it';
import { find, foundLink, openRegalitySetup, prepareRegality } from './regality-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };
const EN = regalityStrings.en as Record<string, string>;
const say = (key: string, params: Record<string, string> = {}): string => Object.entries(params).reduce((s, [k, v]) => s.replace(`{${k}}`, v), EN[key] ?? key);

test.describe('desktop 1600x900: wrong clicks', () => {
  test('a click on a cell where nothing can be done, and a press on a greyed tile, each say why', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await prepareRegality(page);
    // Seat 0 to place, an empty cell and a taken one, a playable tile and the Tower with no ally to cover (greyed).
    const placing = find(PLAIN, (s) => {
      if (s.phase !== 'place' || s.current !== 0 || s.placed < 2) return false;
      const hand = [...s.zones[0]!, ...s.neutral];
      const can = (t: string): boolean => rules.legalMoves(s).some((m) => m.type === 'place' && m.tile === t);
      return hand.some(can) && hand.includes('tower') && !can('tower') && s.board.some((c) => c === null);
    });
    const s = placing.s;
    const hand = [...s.zones[0]!, ...s.neutral];
    const can = (t: string): boolean => rules.legalMoves(s).some((m) => m.type === 'place' && m.tile === t);
    const tile = hand.find(can)!;
    const grey = 'tower';
    const taken = s.board.findIndex((c) => c !== null);
    const empty = s.board.findIndex((c) => c === null);
    await gotoApp(page, foundLink(placing, 'hb'));
    await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], tile);
    await settle(page);
    // Nothing picked up: an empty cell, then a taken one.
    await clickObject(page, `regality.cell.${empty}`);
    await expect.poll(() => toastText(page)).toBe(say('regality.why.pickFirst'));
    await clickObject(page, `regality.cell.${taken}`);
    await expect.poll(() => toastText(page)).toBe(say('regality.why.takenPick'));
    // A tile picked up, clicked onto a taken cell: why.
    await clickObject(page, `regality.tile.${tile}`);
    await settle(page);
    await clickObject(page, `regality.cell.${taken}`);
    await expect.poll(() => toastText(page)).toBe(say('regality.cellTaken'));
    // A greyed tile pressed: why it is grey.
    await clickObject(page, `regality.tile.${grey}`);
    await expect.poll(() => toastText(page)).toBe(say('regality.towerOnAlly'));
    // An effect's targets lit: a click on a cell that is none of them.
    const choosing = find(PLAIN, (q) => {
      if (q.phase !== 'effect' || q.current !== 0) return false;
      const eff = rules.legalMoves(q);
      return eff.length > 0 && eff.every((m) => m.type === 'effect' && 'target' in m) && q.board.some((c, n) => c !== null && !eff.some((m) => 'target' in m && m.target === n));
    });
    const targets = rules.legalMoves(choosing.s).map((m) => (m as { target: number }).target);
    const other = choosing.s.board.findIndex((c, n) => c !== null && !targets.includes(n));
    const pending = EN[`regality.tile.${choosing.s.board[choosing.s.pending!.cell]!.tile}`]!;
    await page.goto('about:blank');
    await gotoApp(page, foundLink(choosing, 'hb'));
    await page.waitForFunction((n) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.target.${n}`], targets[0]);
    await settle(page);
    await clickObject(page, `regality.cell.${other}`);
    await expect.poll(() => toastText(page)).toBe(say('regality.why.notTargetClick', { tile: pending }));
    expect(errors).toEqual([]);
  });
});

test("the setup's practice note says what practice means in Regality, in plain words (EN, FR, IT)", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const [lang, words] of [['en', EN], ['fr', regalityFr], ['it', regalityIt]] as const) {
    await page.goto('about:blank');
    await prepareRegality(page, lang);
    await openRegalitySetup(page);
    const note = (await fcObjects(page))['setup.practiceHint'];
    expect(note?.visible, lang).toBe(true);
    expect(note?.text, lang).toBe((words as Record<string, string>)['regality.practiceNote']);
  }
  expect(errors).toEqual([]);
});

test('a re-triggered effect: the prompt names the tile and says it must be used and cannot be skipped; no Skip', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await prepareRegality(page);
  const again = find(PLAIN, (q) => q.phase === 'effect' && q.current === 0 && !!q.pending?.retrigger && rules.legalMoves(q).length > 1, 8000);
  // the rules: declining is no move here
  expect(rules.legalMoves(again.s).some((m) => m.type === 'skip')).toBe(false);
  const tile = EN[`regality.tile.${again.s.board[again.s.pending!.cell]!.tile}`]!;
  await gotoApp(page, foundLink(again, 'hb'));
  await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.hint']);
  await settle(page);
  const objects = await fcObjects(page);
  expect(objects['regality.hint']?.text).toContain(say('regality.hint.retrigger', { tile }));
  expect(objects['regality.hint']?.text).toMatch(/must be used: it cannot be skipped/);
  expect(objects['regality.skip']?.visible ?? false).toBe(false);
  expect(errors).toEqual([]);
});

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("a tip shown while its player still chooses lies clear of the discard", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await prepareRegality(page, 'en', ['retrigger']);
      // Seat 0's Bard or Performer to use, a choice of it leading to the effect played again, still to choose; a tile in the discard.
      let pick: { target: number } | null = null;
      const bard = find(PLAIN, (q) => {
        if (q.phase !== 'effect' || q.current !== 0 || !q.pending || q.pending.retrigger || q.discarded.length === 0) return false;
        for (const m of rules.legalMoves(q)) {
          const r = rules.apply(q, m);
          if (m.type === 'effect' && 'target' in m && r.ok && r.state.current === 0 && r.state.pending?.retrigger && rules.legalMoves(r.state).some((e) => e.type === 'effect' && 'target' in e)) {
            pick = m;
            return true;
          }
        }
        return false;
      }, 20000);
      const target = (pick as unknown as { target: number }).target;
      await gotoApp(page, foundLink(bard, 'hb'));
      await page.waitForFunction((n) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.target.${n}`], target);
      await settle(page);
      await (size ? tapObject : clickObject)(page, `regality.target.${target}`);
      await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['ui.explain']?.visible === true && window.__fc.objects()['ui.explain.title']?.text === 'Played again');
      await settle(page);
      await page.screenshot({ path: `test-results/regality-s37-tip-${size ? 'phone' : 'desktop'}.png` });
      const objects = await fcObjects(page);
      const tip = objects['ui.explain']!;
      const discard = Object.entries(objects).filter(([k, b]) => b.visible && /^regality\.(discard\.|discardTitle$|discardMore$)/.test(k));
      expect(discard.length).toBeGreaterThan(0);
      expect(discard.filter(([, b]) => boxesMeet(tip, b)).map(([k]) => k)).toEqual([]);
      // nor over the lit cells of the choice still to make
      const lit = Object.entries(objects).filter(([k, b]) => b.visible && k.startsWith('regality.target.'));
      expect(lit.length).toBeGreaterThan(0);
      expect(lit.filter(([, b]) => boxesMeet(tip, b)).map(([k]) => k)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

// The tiles' faces at both sizes: the power's sign in the middle, 12 CSS px or more, the reach
// pattern in the top right corner, as on the desktop (newcomer s37 item 5); no board tile over the
// kingdom's edge, no tile off the screen.
for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test('every tile shows its sign (12 CSS px or more) and its reach where the desktop does, inside the kingdom and the screen', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await prepareRegality(page);
      const busy = find(PLAIN, (q) => q.phase === 'place' && q.current === 0 && q.board.filter((c) => c !== null).length >= 5 && q.board.every((c) => !c?.faceDown && !c?.under));
      await gotoApp(page, foundLink(busy, 'hb'));
      await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.cell.8']);
      await settle(page);
      const faces = await page.evaluate(() => {
        type Matrix = { scaleX: number; scaleY: number; tx: number; ty: number };
        type Node = { name?: string; visible?: boolean; list?: Node[]; text?: string; style?: { fontSize: string }; angle?: number; getWorldTransformMatrix?(): Matrix; getData?(k: string): unknown };
        const css = (window.__fc!.layout() as { css: number }).css;
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
        const out: { tile: string; size: number; glyphPx: number; glyph: { x: number; y: number } | null; reach: { x: number; y: number } | null }[] = [];
        const walk = (nodes: Node[]): void => {
          for (const o of nodes) {
            if (o.visible === false) continue;
            if (o.name && /^regality\.(tile\.[a-z]+|board\.\d)$/.test(o.name)) {
              let glyph: Node | undefined;
              let face: Node | undefined;
              const find = (n: Node): void => {
                if (!face && typeof n.getData === 'function' && n.getData('tileSize')) face = n;
                for (const c of n.list ?? []) {
                  if (!glyph && typeof c.text === 'string' && (c.name ?? '').endsWith('.glyph')) glyph = c;
                  find(c);
                }
              };
              find(o);
              if (!face) continue;
              const size = face.getData!('tileSize') as number;
              const fm = face.getWorldTransformMatrix!();
              const sc = Math.abs(fm.scaleX) || 1;
              const gm = glyph?.getWorldTransformMatrix?.();
              // in the tile's own frame (a tile turned half round: its offsets turned back), as shares of its size
              const turn = Math.round(Math.abs(((face === o ? 0 : (face.angle ?? 0)) + (o.angle ?? 0)) % 360)) === 180 ? -1 : 1;
              const rel = (x: number, y: number): { x: number; y: number } => ({ x: (turn * (x - fm.tx)) / (size * sc), y: (turn * (y - fm.ty)) / (size * sc) });
              const reach = face.getData!('reach') as { x: number; y: number } | undefined;
              out.push({
                tile: o.name,
                size,
                glyphPx: glyph && gm ? parseFloat(glyph.style!.fontSize) * Math.abs(gm.scaleY || gm.scaleX) * css : 0,
                glyph: glyph && gm ? rel(gm.tx, gm.ty) : null,
                reach: reach ? { x: reach.x / size, y: reach.y / size } : null,
              });
            }
            if (o.list) walk(o.list);
          }
        };
        walk(game.scene.getScene('Regality').children.list);
        return out;
      });
      const withSign = faces.filter((f) => f.glyph !== null);
      expect(withSign.length).toBeGreaterThanOrEqual(8);
      for (const f of withSign) {
        expect(f.glyphPx, `${f.tile}: its sign in 12 CSS px or more`).toBeGreaterThanOrEqual(11.95);
        expect(Math.abs(f.glyph!.x + 0.04), `${f.tile}: its sign's place across`).toBeLessThan(0.06);
        expect(Math.abs(f.glyph!.y + 0.02), `${f.tile}: its sign's place down`).toBeLessThan(0.06);
      }
      const reached = faces.filter((f) => f.reach !== null);
      expect(reached.length).toBeGreaterThanOrEqual(8);
      for (const f of reached) expect([f.tile, Math.round(f.reach!.x * 100), Math.round(f.reach!.y * 100)]).toEqual([f.tile, 30, -14]);
      // no board tile over the kingdom's edge (its cells and their 12 px margin), no tile off the screen
      const objects = await fcObjects(page);
      const cells = Array.from({ length: 9 }, (_, n) => objects[`regality.cell.${n}`]!);
      const kingdom = { left: Math.min(...cells.map((c) => c.x)) - 16, top: Math.min(...cells.map((c) => c.y)) - 16, right: Math.max(...cells.map((c) => c.x + c.width)) + 16, bottom: Math.max(...cells.map((c) => c.y + c.height)) + 16 };
      const view = await designView(page); // (the boxes are in design px)
      const screen = { left: view.x, top: view.y, right: view.x + view.width, bottom: view.y + view.height };
      for (const [k, b] of Object.entries(objects)) {
        if (!b.visible || !/^regality\.(tile\.[a-z]+|board\.\d)$/.test(k)) continue;
        expect(b.x >= screen.left - 0.5 && b.y >= screen.top - 0.5 && b.x + b.width <= screen.right + 0.5 && b.y + b.height <= screen.bottom + 0.5, `${k} on the screen`).toBe(true);
        if (k.startsWith('regality.board.')) expect(b.x >= kingdom.left && b.y >= kingdom.top && b.x + b.width <= kingdom.right && b.y + b.height <= kingdom.bottom, `${k} inside the kingdom`).toBe(true);
      }
      await page.screenshot({ path: `test-results/regality-s37-faces-${size ? 'phone' : 'desktop'}.png` });
      expect(errors).toEqual([]);
    });
  });
}
