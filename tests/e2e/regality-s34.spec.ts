// Regality: a newcomer's reports (session 34, from the s33 round). Each test starts from a
// position found by the rules (a link to it), one page each:
// - a tip never lies over the discard while the Hermit takes from it, and a tip comes while its
//   event is shown, never later (the Tower's tip hid the discard as the Hermit took a tile; "A
//   destroyed tile" came after the tile had gone);
// - arrow keys move by rows and columns on the kingdom, and along the hand;
// - after Hint, a click on the Tower's lit cell (an ally under it) plays it, as an effect's does;
// - the phone's discard shows every tile or counts the rest ("+N");
// - the Princess's preview rings exactly the tiles that will turn, in the colour of the side each goes to;
// - Undo after the match's end takes the result away (and "Back to the result" works before it).
import { expect, test, type Page } from './fixtures';
import { centreOf, clickAt, clickObject, collectConsoleErrors, dragObject, fcState, gotoApp, objectBox, settle, tapAt, tapObject, toScreen } from './helpers';
import { phoneUse } from './phone-audit';
import { rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../src/games/regality/rules';
import { find, foundLink, type Found } from './regality-positions';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });


const after = (s: RegalityState, m: RegalityMove): RegalityState | null => {
  const r = rules.apply(s, m);
  return r.ok ? r.state : null;
};
const empties = (s: RegalityState): number => s.board.filter((c) => c === null).length;
const link = foundLink;
const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };

/** Every explain-once card of Regality seen but those named (so only their tips can come). */
async function onlyTips(page: Page, unseen: string[], lang = 'en'): Promise<void> {
  const all = ['flip', 'destroy', 'banish', 'shield', 'tower', 'death', 'retrigger', 'cancel'].filter((k) => !unseen.includes(k)).map((k) => `regality.${k}`);
  await page.addInitScript(
    ([seen, l]) => {
      localStorage.setItem('fourCrowns.seen.v1', JSON.stringify(seen));
      localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 }));
    },
    [all, lang] as const,
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Seat 0 to place the Bard beside a Hermit, the discard not empty: the Bard re-triggers the Hermit,
// whose choice (a tile from the discard) comes with the Bard's tip up.
function bardOnHermit(): { found: Found; bard: RegalityMove & { type: 'place' }; target: RegalityMove } {
  let pick: { bard: RegalityMove & { type: 'place' }; target: RegalityMove } | null = null;
  const found = find(PLAIN, (s) => {
    if (s.phase !== 'place' || s.current !== 0 || empties(s) < 3 || s.discarded.length === 0) return false;
    for (const m of rules.legalMoves(s)) {
      if (m.type !== 'place' || m.tile !== 'bard') continue;
      const s1 = after(s, m);
      if (!s1 || s1.phase !== 'effect') continue;
      for (const e of rules.legalMoves(s1)) {
        if (e.type !== 'effect' || !('target' in e) || s1.board[e.target]?.tile !== 'hermit') continue;
        const s2 = after(s1, e);
        if (s2?.phase === 'effect' && s2.current === 0 && (rules.legalMoves(s2)).some((r) => r.type === 'effect' && 'tile' in r)) {
          pick = { bard: m, target: e };
          return true;
        }
      }
    }
    return false;
  });
  return { found, ...(pick as unknown as { bard: RegalityMove & { type: 'place' }; target: RegalityMove }) };
}

for (const size of [null, { width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(size ? `phone ${size.width}x${size.height}` : 'desktop', () => {
    if (size) test.use(phoneUse(size));
    test("the Bard's tip lies clear of the discard while the Hermit it re-triggers takes from it; the hint's target cell plays by a click", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const { found, bard, target } = bardOnHermit();
      await onlyTips(page, ['retrigger']);
      await gotoApp(page, link(found, 'hh'));
      await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], bard.tile);
      await settle(page);
      const press = (name: string): Promise<void> => (size ? tapObject(page, name) : clickObject(page, name));
      if (size) {
        await tapObject(page, 'regality.tile.bard');
        await tapObject(page, `regality.cell.${bard.cell}`);
      } else await dragObject(page, 'regality.tile.bard', `regality.cell.${bard.cell}`);
      const cell = (target as { target: number }).target;
      await page.waitForFunction((c) => window.__fc?.busy() === false && window.__fc.objects()[`regality.target.${c}`]?.visible === true, cell);
      await settle(page);
      // The hint's target (the Hermit's cell, lit): one press on it plays it, as on any effect's target.
      await page.evaluate((m) => {
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { showHint(m: unknown): void } } } }).__fcGame;
        game.scene.getScene('Regality').showHint(m);
      }, target);
      await press(`regality.target.${cell}`);
      await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('regality.recall.')) && window.__fc?.objects()['ui.explain']?.visible === true && window.__fc.busy() === false);
      await settle(page);
      const moves = (await page.evaluate(() => (window.__fc!.record() as { moves: unknown[] }).moves)) as RegalityMove[];
      expect(moves.slice(-2)).toEqual([bard, target]);
      const objects = await page.evaluate(() => window.__fc!.objects());
      const card = objects['ui.explain']!;
      const discard = Object.entries(objects).filter(([k, b]) => (k.startsWith('regality.discard.') || k === 'regality.discardTitle' || k === 'regality.discardMore') && b.visible && b.alpha > 0);
      expect(discard.length).toBeGreaterThan(1);
      expect(discard.filter(([, b]) => overlaps(card, b)).map(([k]) => k)).toEqual([]);
      // nor over the Hermit's choices
      const recall = Object.entries(objects).filter(([k, b]) => k.startsWith('regality.recall.') && b.visible);
      expect(recall.filter(([, b]) => overlaps(card, b)).map(([k]) => k)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

// The Dragon turns its neighbours and one of them, shielded, glints: two tips fire in one move. The
// first comes at once; the second is not shown late (after the move, once the first had been read),
// it comes the next time its rule fires.
test('a tip comes while its event is shown: the second tip of a move does not come once the move is over', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  let dragon: (RegalityMove & { type: 'place' }) | null = null;
  const found = find(PLAIN, (s) => {
    if (s.phase !== 'place' || s.current !== 0 || empties(s) < 3) return false;
    for (const m of rules.legalMoves(s)) {
      if (m.type !== 'place' || m.tile !== 'dragon') continue;
      const s1 = after(s, m);
      const use = s1?.phase === 'effect' ? (rules.legalMoves(s1)).find((e) => e.type === 'effect') : undefined;
      const r = s1 && use ? rules.apply(s1, use) : null;
      if (r?.ok && r.events.some((e) => e.type === 'flip') && r.events.some((e) => e.type === 'shield')) {
        dragon = m;
        return true;
      }
    }
    return false;
  });
  const m = dragon as unknown as RegalityMove & { type: 'place' };
  await onlyTips(page, ['flip', 'shield']);
  await gotoApp(page, link(found, 'hh'));
  await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.tile.dragon']);
  await settle(page);
  await dragObject(page, 'regality.tile.dragon', `regality.cell.${m.cell}`);
  await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['regality.use']?.visible === true);
  await settle(page);
  await clickObject(page, 'regality.use');
  await page.waitForFunction(() => window.__fc?.objects()['ui.explain.title']?.visible === true);
  const first = (await objectBox(page, 'ui.explain.title')).text;
  expect(['A flip', 'A shield']).toContain(first);
  await page.waitForFunction(() => window.__fc?.busy() === false);
  // Waited on the game's clock: past the time a waiting card would have taken the first one's place.
  type Clock = { __fcGame: { scene: { getScene(k: string): { time: { now: number } } } } };
  const now = await page.evaluate(() => (window as unknown as Clock).__fcGame.scene.getScene('Regality').time.now);
  await page.waitForFunction((t) => (window as unknown as Clock).__fcGame.scene.getScene('Regality').time.now > t + 4500, now, { timeout: 15_000 });
  await settle(page);
  expect((await objectBox(page, 'ui.explain.title')).text).toBe(first);
  expect(errors).toEqual([]);
});

// Arrow keys (desktop): a tile picked by keyboard, the arrows move among its lit cells by rows
// (Up / Down) and columns (Left / Right), not in reading order; on a tile of the hand, Left / Right
// go along the hand.
test('arrow keys move by rows and columns on the kingdom, and along the hand', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const found = find(PLAIN, (s) => s.phase === 'place' && s.current === 0 && s.placed >= 2 && [0, 1, 3, 4].every((c) => s.board[c] === null) && s.zones[0]!.length >= 3);
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'en', animSpeed: 4 })));
  await gotoApp(page, link(found, 'hb'));
  await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.cell.0']);
  await settle(page);
  const focus = async (): Promise<Box> => (await page.evaluate(() => window.__fc!.focus()['Regality']))!;
  const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  // Tab to the first tile of the hand
  const zone = await Promise.all(found.s.zones[0]!.map((t) => objectBox(page, `regality.tile.${t}`)));
  const row = zone.map(centre).sort((a, b) => a.x - b.x);
  const near = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.abs(p.x - q.x) < 8 && Math.abs(p.y - q.y) < 8;
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const f = await focus();
    if (f && near(centre(f), row[0]!)) break;
  }
  expect(near(centre(await focus()), row[0]!)).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect(near(centre(await focus()), row[1]!)).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect(near(centre(await focus()), row[2]!)).toBe(true);
  await page.keyboard.press('ArrowLeft');
  expect(near(centre(await focus()), row[1]!)).toBe(true);
  // Picked: the first lit cell is focused; Down goes a row down, Right a column right, Up a row up.
  await page.keyboard.press('Enter');
  const cells = await Promise.all([0, 1, 3, 4].map((n) => objectBox(page, `regality.cell.${n}`)));
  const at = async (n: number): Promise<void> => expect(near(centre(await focus()), centre(cells[[0, 1, 3, 4].indexOf(n)]!))).toBe(true);
  await page.waitForFunction(() => !!window.__fc?.focus()['Regality']);
  await at(0);
  await page.keyboard.press('ArrowDown');
  await at(3);
  await page.keyboard.press('ArrowRight');
  await at(4);
  await page.keyboard.press('ArrowUp');
  await at(1);
  await page.keyboard.press('ArrowLeft');
  await at(0);
  expect(errors).toEqual([]);
});

// The Tower's hint (desktop and phone): the hint lifts the Tower and lights the ally it would
// cover; one click (tap) on that lit cell, on the ally's tile, plays the Tower there.
for (const phone of [false, true]) {
  test.describe(phone ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (phone) test.use(phoneUse({ width: 844, height: 390 }));
    test("after Hint on the Tower, one click on its lit cell (the ally under it) plays it", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const found = find(PLAIN, (s) => s.phase === 'place' && s.current === 0 && (rules.legalMoves(s)).some((m) => m.type === 'place' && m.tile === 'tower'));
      const tower = (rules.legalMoves(found.s)).find((m) => m.type === 'place' && m.tile === 'tower') as RegalityMove & { type: 'place' };
      expect(found.s.board[tower.cell]).not.toBeNull(); // on an ally
      await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'en', animSpeed: 4 })));
      await gotoApp(page, link(found, 'hb'));
      await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.tile.tower']);
      await settle(page);
      await page.evaluate((m) => {
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { showHint(m: unknown): void } } } }).__fcGame;
        game.scene.getScene('Regality').showHint(m);
      }, tower);
      await page.waitForFunction(() => !!window.__fc?.objects()['hint.ghost.tower']);
      await settle(page);
      const c = centreOf(await objectBox(page, `regality.cell.${tower.cell}`));
      await (phone ? tapAt(page, c.x, c.y) : clickAt(page, c.x, c.y));
      await page.waitForFunction((n) => (window.__fc?.record() as { moves: unknown[] }).moves.length > n, found.moves.length);
      const moves = (await page.evaluate(() => (window.__fc!.record() as { moves: unknown[] }).moves)) as RegalityMove[];
      expect(moves[found.moves.length]).toEqual(tower);
      expect(errors).toEqual([]);
    });
  });
}

// The phone's discard (844x390 and 740x360): with more tiles than its row holds, the last are
// drawn and a "+N" counts the others, all of them accounted for, readable, inside the strip.
for (const size of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(`phone ${size.width}x${size.height}`, () => {
    test.use(phoneUse(size));
    test('eight discarded tiles: those drawn and the "+N" count them all', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const found = find(PLAIN, (s) => s.discarded.length >= 8 && s.phase === 'place' && s.current === 0);
      await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'en', animSpeed: 4 })));
      await gotoApp(page, link(found, 'hb'));
      await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.discardTitle']);
      await settle(page);
      const objects = await page.evaluate(() => window.__fc!.objects());
      const vp = await page.evaluate(() => window.__fc!.layout());
      const shown = found.s.discarded.filter((t) => objects[`regality.discard.${t}`]?.visible === true);
      const more = objects['regality.discardMore.text'];
      const counted = more?.visible ? Number((more.text ?? '').replace('+', '')) : 0;
      expect(shown.length + counted).toBe(found.s.discarded.length);
      const area = objects['regality.discardArea']!;
      for (const b of [...shown.map((t) => objects[`regality.discard.${t}`]!), ...(more?.visible ? [objects['regality.discardMore']!] : [])]) {
        expect(b.x).toBeGreaterThanOrEqual(area.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(Math.min(area.x + area.width, vp.right) + 1);
        expect(b.y + b.height).toBeLessThanOrEqual(vp.bottom + 1);
      }
      if (more?.visible) {
        const text = (await page.evaluate(() => window.__fc!.texts())).find((x) => x.name === 'regality.discardMore.text');
        expect(text?.cssPx ?? 0).toBeGreaterThanOrEqual(12);
      }
      expect(errors).toEqual([]);
    });
  });
}

// The Princess's preview (desktop): pointed at, each of her two choices rings exactly the tiles
// that will turn (the player's own allies in her pattern too, as the rulebook has it; a shielded
// or face-down tile not), each in the colour of the side it goes to; the button counts the player's own.
test("the Princess's preview rings exactly the tiles that will turn, each in the colour of the side it goes to", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  let princess: (RegalityMove & { type: 'place' }) | null = null;
  const found = find(PLAIN, (s) => {
    if (s.phase !== 'place' || s.current !== 0 || empties(s) < 3) return false;
    for (const m of rules.legalMoves(s)) {
      if (m.type !== 'place' || m.tile !== 'princess') continue;
      const s1 = after(s, m);
      if (s1?.phase !== 'effect') continue;
      for (const e of rules.legalMoves(s1)) {
        const s2 = e.type === 'effect' && 'pattern' in e ? after(s1, e) : null;
        if (!s2) continue;
        const turned = s1.board.map((c, n) => (c && s2.board[n] && c.owner !== s2.board[n].owner ? c.owner : -1));
        if (turned.includes(0) && turned.includes(1)) {
          princess = m;
          return true;
        }
      }
    }
    return false;
  });
  const m = princess as unknown as RegalityMove & { type: 'place' };
  const s1 = after(found.s, m)!;
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'en', animSpeed: 4 })));
  await onlyTips(page, []);
  await gotoApp(page, link(found, 'hh'));
  await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.tile.princess']);
  await settle(page);
  await dragObject(page, 'regality.tile.princess', `regality.cell.${m.cell}`);
  await page.waitForFunction(() => window.__fc?.busy() === false && Object.keys(window.__fc.objects()).some((k) => k.startsWith('regality.pattern.')));
  await settle(page);
  for (const e of rules.legalMoves(s1)) {
    if (e.type !== 'effect' || !('pattern' in e)) continue;
    const s2 = after(s1, e)!;
    const want = s1.board.flatMap((c, n) => (c && s2.board[n] && c.owner !== s2.board[n].owner ? [`${n}.to${s2.board[n].owner}`] : [])).sort();
    const name = `regality.pattern.${e.pattern}`;
    const box = await objectBox(page, name);
    const p = await toScreen(page, box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('regality.preview.')));
    const shown = Object.entries(await page.evaluate(() => window.__fc!.objects()))
      .filter(([k, b]) => /^regality\.preview\.\d\.to\d$/.test(k) && b.visible)
      .map(([k]) => k.slice('regality.preview.'.length))
      .sort();
    expect(shown, name).toEqual(want);
    const own = want.filter((w) => w.endsWith('to1')).length;
    if (own > 0) expect(box.text).toContain(`(${own} yours)`);
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('regality.preview.')));
  }
  expect(errors).toEqual([]);
});

// Undo after the match's end: "Back to the result" brings the dialog back; Undo then takes the
// last move back, the result with it (no "Back to the result", the game on again).
test('after the match is over: Back to the result works; Undo takes the result away and the game goes on', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const MATCH: RegalityOptions = { variant: 'standard', first: 0, match: 'best-of-three' };
  let last: RegalityMove | null = null;
  const found = find(MATCH, (s) => {
    if (s.phase !== 'place' || s.current !== 0 || !s.match) return false;
    for (const m of rules.legalMoves(s)) {
      const r = m.type === 'place' ? rules.apply(s, m) : null;
      if (r?.ok && r.state.status === 'over') {
        last = m;
        return true;
      }
    }
    return false;
  }, 20_000);
  const m = last as unknown as RegalityMove & { type: 'place' };
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'en', animSpeed: 4 })));
  await gotoApp(page, link(found, 'hb'));
  await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], m.tile);
  await settle(page);
  await dragObject(page, `regality.tile.${m.tile}`, `regality.cell.${m.cell}`);
  const seeTable = async (): Promise<void> => {
    await page.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([k, b]) => k.startsWith('dialog.button.') && b.text === 'See the table' && b.visible));
    await settle(page);
    const objects = await page.evaluate(() => window.__fc!.objects());
    const [name] = Object.entries(objects).find(([k, b]) => k.startsWith('dialog.button.') && b.text === 'See the table')!;
    await clickObject(page, name);
    await page.waitForFunction(() => window.__fc?.objects()['host.backToResult']?.visible === true && window.__fc.objects()['host.undo']?.enabled === true);
    await settle(page);
  };
  await seeTable();
  expect((await fcState<RegalityState>(page)).status).toBe('over');
  await clickObject(page, 'host.backToResult');
  await seeTable();
  await clickObject(page, 'host.undo');
  await page.waitForFunction((n) => (window.__fc?.record() as { moves: unknown[] }).moves.length === n && window.__fc?.busy() === false, found.moves.length);
  await page.waitForFunction(() => !window.__fc?.objects()['host.backToResult']);
  await settle(page);
  const s = await fcState<RegalityState>(page);
  expect(s.status).toBe('playing');
  expect(s.result).toBeNull();
  const objects = await page.evaluate(() => window.__fc!.objects());
  expect(objects['dialog.body']?.visible ?? false).toBe(false);
  expect(objects['host.turn']?.text).toBe('Your turn');
  expect(objects['regality.phase']?.text ?? '').not.toMatch(/over/i);
  // and the move can be made again
  expect(objects[`regality.tile.${m.tile}`]?.visible).toBe(true);
  expect(errors).toEqual([]);
});

// The setup's selectors (a newcomer's report: French "Nouveau mélange" touched its arrows): every
// value of every selector of Regality's setup lies clear of its two arrows, 8 CSS px or more, in
// English, French and Italian, on a desktop and a phone.
for (const phone of [false, true]) {
  test.describe(phone ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (phone) test.use(phoneUse({ width: 844, height: 390 }));
    test("every value of the setup's selectors lies clear of its arrows, in English, French and Italian", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page);
      const tight: string[] = [];
      for (const lang of ['en', 'fr', 'it']) {
        await page.evaluate((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
        if (lang !== 'en') await gotoApp(page);
        await page.evaluate(() => window.__fc?.start?.('Setup', { gameId: 'regality' }));
        await page.waitForFunction(() => window.__fc?.scene === 'Setup' && !!window.__fc.objects()['setup.practice']);
        await settle(page);
        const found = await page.evaluate(() => {
          type Obj = { name: string; list?: Obj[]; type: string; text?: string; width: number; displayWidth: number; visible: boolean; getBounds(): { x: number; y: number; width: number; height: number }; values?: { label: string }[]; setValue?(v: unknown): void; step?(d: number): void };
          const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Obj[] } } } } }).__fcGame;
          const vp = window.__fc!.layout();
          const r = vp.compact ? 0.38 : 26 / 56;
          const out: string[] = [];
          let n = 0;
          const rows = game.scene.getScene('Setup').children.list.filter((o) => /^setup\.(option\.|seat\.|seedMode$)/.test(o.name) && o.visible && Array.isArray(o.values));
          for (const row of rows) {
            const kids = row.list ?? [];
            const text = kids.find((k) => k.type === 'Text' && (row.values ?? []).some((v) => v.label === k.text));
            const arrows = kids.filter((k) => k.type === 'Container');
            if (!text || arrows.length !== 2) continue;
            for (const v of row.values ?? []) {
              (row as unknown as { setValue(x: unknown): void }).setValue((v as unknown as { value: unknown }).value);
              const tb = text.getBounds();
              for (const a of arrows) {
                // (an arrow's centre from its transform: a container's bounds are its children's)
                const cx = (a as unknown as { getWorldTransformMatrix(): { tx: number } }).getWorldTransformMatrix().tx;
                const rad = a.width * r;
                const gap = cx < tb.x ? tb.x - (cx + rad) : cx - rad - (tb.x + tb.width);
                n++;
                if (gap * vp.css < 8) out.push(`${row.name} "${v.label}" ${Math.round(gap * vp.css)} css px`);
              }
            }
          }
          return { out, n };
        });
        expect(found.n, lang).toBeGreaterThan(10);
        tight.push(...found.out.map((x) => `${lang}: ${x}`));
      }
      expect(tight).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

// The rules screen's pictures (a newcomer called the rules "text only"): the kingdom, a turn's
// three numbered steps drawn (with an effect's example), and a tile's parts named. Each picture's
// words lie inside its box, clear of the page's text, at 12 CSS px or more, in English, French and
// Italian, on a desktop and a phone.
for (const phone of [false, true]) {
  test.describe(phone ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (phone) test.use(phoneUse({ width: 844, height: 390 }));
    test("the rules' pictures (the kingdom, a turn's steps, a tile's parts) fit their boxes, clear of the words", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const found = find(PLAIN, (s) => s.placed === 1);
      const bad: string[] = [];
      let english = '';
      for (const lang of ['en', 'fr', 'it']) {
        // (English first, the browser's own; then each language chosen, as the settings keep it)
        if (lang !== 'en') await page.evaluate((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
        // A new document: the same link again would change only the address's hash, no reload, and
        // the page would stay in the language it started in.
        if (lang !== 'en') await page.goto('about:blank');
        await gotoApp(page, link(found, 'hb'));
        await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['host.rules']);
        await settle(page);
        await (phone ? tapObject(page, 'host.rules') : clickObject(page, 'host.rules'));
        let pictures = 0;
        for (let screen = 0; screen < 4; screen++) {
          await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true);
          await settle(page);
          const objects = await page.evaluate(() => window.__fc!.objects());
          if (screen === 0) {
            // Each language's own words (the first page's text differs from English's).
            const first = objects['host.rulesText']?.text ?? '';
            if (lang === 'en') english = first;
            else expect(first, `${lang}: the rules in ${lang}`).not.toBe(english);
          }
          const picture = objects['host.rules.picture'];
          if (picture?.visible) {
            pictures++;
            const words = objects['host.rulesText']!;
            const panel = objects['host.rulesPanel']!;
            if (picture.x < panel.x || picture.x + picture.width > panel.x + panel.width || picture.y + picture.height > panel.y + panel.height) bad.push(`${lang} ${screen}: the picture's box out of the panel`);
            const texts = (await page.evaluate(() => window.__fc!.texts())).filter((x) => x.name === 'host.rules.picture');
            if (screen > 0 && texts.length < 3) bad.push(`${lang} ${screen}: ${texts.length} words in the picture`);
            for (const x of texts) {
              if (x.x < picture.x - 1 || x.x + x.width > picture.x + picture.width + 1 || x.y < picture.y - 1 || x.y + x.height > picture.y + picture.height + 1) bad.push(`${lang} ${screen}: "${x.text}" out of the picture`);
              if (overlaps(x, words)) bad.push(`${lang} ${screen}: "${x.text}" over the page's words`);
              if (x.cssPx < 11.95) bad.push(`${lang} ${screen}: "${x.text}" ${x.cssPx.toFixed(1)} css px`);
            }
            for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (texts[i]!.text.length > 1 && texts[j]!.text.length > 1 && overlaps(texts[i]!, texts[j]!)) bad.push(`${lang} ${screen}: "${texts[i]!.text}" over "${texts[j]!.text}"`);
          }
          const next = objects['host.rules.next'];
          if (!next?.enabled || pictures >= 3) break;
          const was = objects['host.rules.page']?.text;
          await (phone ? tapObject(page, 'host.rules.next') : clickObject(page, 'host.rules.next'));
          await page.waitForFunction((w) => window.__fc?.objects()['host.rules.page']?.text !== w, was);
        }
        expect(pictures, lang).toBeGreaterThanOrEqual(3);
      }
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
