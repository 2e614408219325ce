// Regality: a newcomer's reports (session 36), each test from a position opened by a link:
// - when the person's turn comes back after the bot's turn, a recap on the table ("Religion's
//   turn") names what the bot did (its log's words), the bot's tile and the tiles its turn touched
//   ringed on the board; the recap covers no prompt, target, hand tile, button or score, and goes
//   at the person's first action (1600x900, and 844x390 with touch);
import { expect, test, type Page } from './fixtures';
import { clickAt, clickObject, collectConsoleErrors, fcState, gotoApp, objectBox, settle, tapAt, tapObject, toastText } from './helpers';
import { phoneUse } from './phone-audit';
import { rules, type RegalityMove, type RegalityOptions } from '../../src/games/regality/rules';
import type { GameEvent } from '../../src/core';
import { regalityStrings } from '../../src/games/regality/strings';
import regalityFr from '../../src/games/regality/strings.fr';
import regalityIt from '../../src/games/regality/strings.it';
import { find, foundLink, regalityLink, type Found, openRegalitySetup, prepareRegality } from './regality-positions';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED } from '../../src/games/regality/tutorial';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };
const EN = regalityStrings.en as Record<string, string>;

/** Settings before the page's scripts: the language, the test's speed, every explain-once tip seen. */
const prepare = prepareRegality;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Log lines an event gives (those the log describes). */
const TOLD = ['place', 'flip', 'destroy', 'remove', 'banish', 'move', 'retrigger', 'recall', 'cancelled', 'effect-skipped', 'shield', 'tower-lowered'];
const told = (evs: readonly GameEvent[]): number => evs.filter((e) => TOLD.includes(e.type)).length;

/**
 * Seat 0 to place, with a placement that hands the turn straight to Religion (no choice of its own),
 * after which every turn Religion may play tells two lines or more (its tile placed, then its effect).
 */
function beforeBusyBotTurn(): { found: Found; mine: RegalityMove & { type: 'place' } } {
  let mine: (RegalityMove & { type: 'place' }) | null = null;
  const found = find(PLAIN, (s) => {
    if (s.phase !== 'place' || s.current !== 0 || s.placed < 4 || s.board.filter((c) => c === null).length < 4) return false;
    for (const m of rules.legalMoves(s)) {
      const r = m.type === 'place' ? rules.apply(s, m) : null;
      if (!r?.ok || r.state.current !== 1 || r.state.phase !== 'place') continue;
      const theirs = rules.legalMoves(r.state);
      const busy = theirs.every((b) => {
        const r2 = rules.apply(r.state, b);
        if (!r2.ok) return false;
        if (r2.state.phase !== 'effect') return told(r2.events) >= 2;
        return rules.legalMoves(r2.state).every((e) => {
          const r3 = rules.apply(r2.state, e);
          return r3.ok && told(r2.events) + told(r3.events) >= 2;
        });
      });
      if (busy) {
        mine = m as RegalityMove & { type: 'place' };
        return true;
      }
    }
    return false;
  });
  return { found, mine: mine as unknown as RegalityMove & { type: 'place' } };
}

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("after the bot's turn a recap names what it did, rings its tiles, covers nothing to press and goes at the next action", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const { found, mine } = beforeBusyBotTurn();
      await prepare(page);
      await gotoApp(page, foundLink(found, 'hb'));
      await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], mine.tile);
      await settle(page);
      const press = (name: string): Promise<void> => (size ? tapObject(page, name) : clickObject(page, name));
      await press(`regality.tile.${mine.tile}`);
      await press(`regality.cell.${mine.cell}`);
      // The bot's turn is played and shown; the person's turn is back.
      await page.waitForFunction((n) => (window.__fc?.record() as { moves: unknown[] }).moves.length > n + 1 && window.__fc!.busy() === false, found.moves.length);
      await page.waitForFunction(() => (window.__fc?.state() as { current: number; phase: string }).current === 0 && window.__fc!.busy() === false);
      await settle(page);
      await page.screenshot({ path: `test-results/regality-s36-recap-${size ? 'phone' : 'desktop'}.png` });
      // What the bot did, from the record: its tile and the tiles its turn touched.
      const record = (await page.evaluate(() => window.__fc!.record())) as { moves: RegalityMove[] };
      let s = rules.setup(found.options, found.deal);
      const events: GameEvent[] = [];
      for (const [i, m] of record.moves.entries()) {
        const r = rules.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        if (i > found.moves.length) events.push(...r.events);
        s = r.state;
      }
      const placed = events.find((e) => e.type === 'place')!;
      const objects = await page.evaluate(() => window.__fc!.objects());
      const recap = objects['regality.recap'];
      expect(recap?.visible, 'the recap shows').toBe(true);
      const words = Object.entries(objects)
        .filter(([k]) => k.startsWith('regality.recap.'))
        .map(([, b]) => b.text ?? '')
        .join('\n');
      expect(words).toContain("Religion's turn");
      expect(words).toContain(`places the ${EN[`regality.tile.${String(placed.tile)}`]}`);
      expect(words.split('\n').filter((l) => l.trim() !== '').length).toBeGreaterThanOrEqual(3); // the title and two lines or more
      // The bot's tile ringed on the board.
      expect(objects[`regality.recap.mark.${Number(placed.cell)}`]?.visible).toBe(true);
      // Nothing to press, read or score under it.
      const targets = await page.evaluate(() => window.__fc!.targets());
      const under = targets.filter((b) => b.scene === 'Regality' || b.scene === 'GameHost').filter((b) => overlaps(recap!, b)).map((b) => b.name);
      const labels = Object.entries(objects)
        .filter(([k, b]) => b.visible && /^(regality\.(phase|hint|score\.\d|match|tile\.|cell\.|use|skip|dir\.|target\.)|host\.|ui\.explain)/.test(k) && overlaps(recap!, b))
        .map(([k]) => k);
      expect([...under, ...labels]).toEqual([]);
      // The person's first action (picking a tile up) puts it away, the rings with it.
      const next = (s).zones[0]!.find((t) => rules.legalMoves(s).some((m) => m.type === 'place' && m.tile === t))!;
      await press(`regality.tile.${next}`);
      await page.waitForFunction(() => !window.__fc?.objects()['regality.recap']?.visible);
      const after = await page.evaluate(() => Object.keys(window.__fc!.objects()).filter((k) => k.startsWith('regality.recap')));
      expect(after).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('phone 844x390: a tip and the recap', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("with a tip filling the panel the bot's tiles are ringed, and the recap comes when the tip's Got it puts it away", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { found, mine } = beforeBusyBotTurn();
    await prepare(page, 'en', ['flip', 'destroy', 'banish', 'shield', 'retrigger', 'cancel']);
    await gotoApp(page, foundLink(found, 'hb'));
    await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], mine.tile);
    await settle(page);
    await tapObject(page, `regality.tile.${mine.tile}`);
    await tapObject(page, `regality.cell.${mine.cell}`);
    await page.waitForFunction((n) => (window.__fc?.record() as { moves: unknown[] }).moves.length > n + 1 && window.__fc!.busy() === false, found.moves.length);
    await page.waitForFunction(() => (window.__fc?.state() as { current: number }).current === 0 && window.__fc!.busy() === false && window.__fc!.objects()['ui.explain.ok']?.visible === true);
    await settle(page);
    let objects = await page.evaluate(() => window.__fc!.objects());
    expect(Object.keys(objects).some((k) => k.startsWith('regality.recap.mark.'))).toBe(true);
    await tapObject(page, 'ui.explain.ok');
    await page.waitForFunction(() => window.__fc?.objects()['regality.recap']?.visible === true);
    await settle(page);
    objects = await page.evaluate(() => window.__fc!.objects());
    const recap = objects['regality.recap']!;
    expect(objects['regality.recap.title']?.text).toBe("Religion's turn");
    const targets = await page.evaluate(() => window.__fc!.targets());
    expect(targets.filter((b) => overlaps(recap, b)).map((b) => b.name)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('phone 844x390: refused taps', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('a tile tapped onto a cell where it cannot go, and a tap off the lit targets of an effect, each say why', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await prepare(page);
    // Seat 0 to place, a playable tile in its zone, a cell taken.
    const placing = find(PLAIN, (s) => s.phase === 'place' && s.current === 0 && s.placed >= 2 && rules.legalMoves(s).some((m) => m.type === 'place' && s.zones[0]!.includes(m.tile)));
    const tile = placing.s.zones[0]!.find((t) => rules.legalMoves(placing.s).some((m) => m.type === 'place' && m.tile === t))!;
    const taken = placing.s.board.findIndex((c) => c !== null);
    await gotoApp(page, foundLink(placing, 'hb'));
    await page.waitForFunction((t) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.tile.${t}`], tile);
    await settle(page);
    await tapObject(page, `regality.tile.${tile}`);
    await page.waitForFunction(() => !!window.__fc?.objects()['regality.picked']);
    await tapObject(page, `regality.cell.${taken}`);
    await expect.poll(() => toastText(page)).toBe('That cell is not empty.');
    // Seat 0 to choose its effect's target: a tap on a tile that is no target.
    const choosing = find(PLAIN, (s) => {
      if (s.phase !== 'effect' || s.current !== 0) return false;
      const eff = rules.legalMoves(s);
      return eff.length > 0 && eff.every((m) => m.type === 'effect' && 'target' in m) && s.board.some((c, n) => c !== null && !eff.some((m) => 'target' in m && m.target === n));
    });
    const targets = rules.legalMoves(choosing.s).map((m) => (m as { target: number }).target);
    const other = choosing.s.board.findIndex((c, n) => c !== null && !targets.includes(n));
    const pending = EN[`regality.tile.${choosing.s.board[choosing.s.pending!.cell]!.tile}`]!;
    await page.goto('about:blank');
    await gotoApp(page, foundLink(choosing, 'hb'));
    await page.waitForFunction((n) => window.__fc?.busy() === false && !!window.__fc.objects()[`regality.target.${n}`], targets[0]);
    await settle(page);
    await tapObject(page, `regality.cell.${other}`);
    await expect.poll(() => toastText(page)).toBe(`Tap a lit cell: the ${pending}'s effect takes only those.`);
    expect(errors).toEqual([]);
  });
});

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("the setup: the games row's kept place says how many games the match plays, where Points' games then come", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await prepare(page);
      await openRegalitySetup(page);
      expect((await objectBox(page, 'setup.option.match')).text).toContain('Best of three');
      const instead = await objectBox(page, 'setup.instead.games');
      expect(instead.visible).toBe(true);
      expect(instead.text).toBe('2 or 3 (first to win two)');
      await page.screenshot({ path: `test-results/regality-s36-setup-${size ? 'phone' : 'desktop'}.png` });
      // Points: the games' selector comes on the same row
      const match = await objectBox(page, 'setup.option.match');
      const arrow = { x: match.x + match.width - match.height / 2, y: match.y + match.height / 2 };
      await (size ? tapAt(page, arrow.x, arrow.y) : clickAt(page, arrow.x, arrow.y));
      await page.waitForFunction(() => window.__fc?.objects()['setup.option.games']?.visible === true);
      await settle(page);
      const games = await objectBox(page, 'setup.option.games');
      expect(Math.abs(games.y + games.height / 2 - (instead.y + instead.height / 2))).toBeLessThan(4);
      expect(await page.evaluate(() => window.__fc!.objects()['setup.instead.games']?.visible ?? false)).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}

/**
 * The lesson's positions where the person acts, before each of its own scripted moves; then, after
 * the script (the farewell card up), its last tile: one whose effect asks to be used or skipped.
 */
function lessonStops(): { stops: RegalityMove[][]; last: RegalityMove & { type: 'place' } } {
  const stops: RegalityMove[][] = [];
  let s = rules.setup(LESSON_OPTIONS, LESSON_SEED);
  const moves: RegalityMove[] = [];
  for (const { move } of LESSON_SCRIPT) {
    if (s.current === 0) stops.push([...moves]);
    const r = rules.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves.push(move);
  }
  const last = rules.legalMoves(s).find((m) => {
    const r = m.type === 'place' ? rules.apply(s, m) : null;
    return r?.ok && r.state.phase === 'effect' && rules.legalMoves(r.state).some((e) => e.type === 'skip');
  });
  return { stops, last: last as RegalityMove & { type: 'place' } };
}

type Obj = { name?: string; x: number; y: number; width: number; height: number };
/**
 * What the coach's card covers of its step's targets: the cells, the effect's buttons and arrows,
 * the tile the step plays (`tile`; the hand's other tiles take no move in the lesson, and the phone's
 * discard only shows what lies there).
 */
async function underCoach(page: Page, tile?: string): Promise<string[]> {
  const coach = (await page.evaluate(() => window.__fc!.objects()))['ui.coach']!;
  const targets: Obj[] = await page.evaluate(() => window.__fc!.targets());
  const ofStep = (name: string): boolean => !name.startsWith('ui.coach') && name !== 'regality.discardArea' && !name.startsWith('regality.discard.') && (!name.startsWith('regality.tile.') || name === `regality.tile.${tile}`);
  return targets.filter((b) => ofStep(b.name!) && overlaps(coach, b)).map((b) => b.name!);
}

for (const size of [null, { width: 844, height: 390 }]) {
  test.describe(size ? 'phone 844x390' : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("the lesson's card never covers a button or target of its step", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await prepare(page);
      const press = (name: string): Promise<void> => (size ? tapObject(page, name) : clickObject(page, name));
      const bad: string[] = [];
      const { stops, last } = lessonStops();
      for (const [i, moves] of stops.entries()) {
        if (i > 0) await page.goto('about:blank');
        await gotoApp(page, regalityLink(LESSON_OPTIONS, LESSON_SEED, moves, 'hb'));
        await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['ui.coach']?.visible === true);
        await settle(page);
        const step = LESSON_SCRIPT[moves.length]!.move;
        const under = await underCoach(page, step.type === 'place' ? step.tile : undefined);
        if (under.length > 0) bad.push(`after ${moves.length} moves: ${under.join(', ')}`);
      }
      // The last scripted step (the Queen's arrow), the bot's Cardinal, the farewell card; the last
      // tile placed: its effect's buttons clear of the card.
      await press(`regality.dir.${String((LESSON_SCRIPT[stops[stops.length - 1]!.length]!.move as { direction: string }).direction)}`);
      await page.waitForFunction(() => window.__fc?.busy() === false && /^Lesson 11 \//.test(window.__fc.objects()['ui.coach.title']?.text ?? '') && (window.__fc.state() as { current: number }).current === 0);
      await settle(page);
      await press(`regality.tile.${last.tile}`);
      await press(`regality.cell.${last.cell}`);
      await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['regality.skip']?.visible === true && window.__fc.objects()['ui.coach']?.visible === true);
      await settle(page);
      await page.screenshot({ path: `test-results/regality-s36-coach-${size ? 'phone' : 'desktop'}.png` });
      const under = await underCoach(page);
      if (under.length > 0) bad.push(`the last tile's effect: ${under.join(', ')}`);
      // (the recap of Religion's turn went with the person's first action, and came back on nothing)
      expect(await page.evaluate(() => window.__fc!.objects()['regality.recap']?.visible ?? false)).toBe(false);
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

// Newcomer s36 item 4: on a phone (844x390) every tile in the zones, the draft pool and on the
// board shows its whole name (EN/FR/IT), a long one on two lines cut at a syllable ('Hiero-' over
// 'phant') rather than shortened ('Hiero.'), in letters of 12 CSS px or more, inside its tile.
test.describe('phone 844x390: whole tile names', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('every tile of the zones, the draft pool and the board named in full, 12 CSS px or more (EN/FR/IT)', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    const P = (tile: string, cell: number): RegalityMove => ({ type: 'place', tile, cell });
    const D = (tile: string): RegalityMove => ({ type: 'draft', tile });
    const SKIP = { type: 'skip' } as RegalityMove;
    const draft = { variant: 'draft', first: 1, stack: { neutral: ['sorceress', 'fortuneteller', 'samurai', 'performer', 'shaman'] } } as unknown as RegalityOptions;
    const drafted = [D('sorceress'), D('fortuneteller'), D('samurai'), P('citizen', 0)];
    const positions = [drafted, [...drafted, P('castle', 1), P('temple', 2), P('king', 3), SKIP, P('hierophant', 4), SKIP, P('queen', 5), SKIP]];
    const seen = new Set<string>();
    for (const [lang, words] of [['en', regalityStrings.en], ['fr', regalityFr], ['it', regalityIt]] as const) {
      const full = (id: string): string => (words as Record<string, string>)[`regality.tile.${id}`] ?? `?${id}`;
      for (const moves of positions) {
        await page.addInitScript((l) => location.protocol.startsWith('http') && localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' })), lang);
        await page.goto('about:blank'); // a fresh load, in the language just set
        await gotoApp(page, regalityLink(draft, 3, moves, 'hh'));
        await page.waitForFunction((n) => window.__fc?.scene === 'GameHost' && window.__fc.busy() === false && ((window.__fc.record() as { moves: unknown[] } | null)?.moves.length ?? 0) === n, moves.length);
        await settle(page);
        const labels = await page.evaluate(() => {
          type Matrix = { scaleX: number; scaleY: number };
          type Node = { name?: string; visible?: boolean; list?: Node[]; text?: string; style?: { fontSize: string }; getWorldTransformMatrix?(): Matrix };
          const css = (window.__fc!.layout() as { css: number }).css;
          const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
          const out: { tile: string; text: string | null; cssPx: number }[] = [];
          const walk = (nodes: Node[]): void => {
            for (const o of nodes) {
              if (o.visible === false) continue;
              if (o.name && /^regality\.(tile\.[a-z]+|draft\.[a-z]+|board\.\d)$/.test(o.name)) {
                let name: Node | undefined;
                const find = (ns: Node[]): void => ns.forEach((n) => { if (!name && typeof n.text === 'string' && /(^|\.)name$/.test(n.name ?? '')) name = n; else if (n.list) find(n.list); });
                find(o.list ?? []);
                const m = name?.getWorldTransformMatrix?.();
                out.push({ tile: o.name, text: name?.text ?? null, cssPx: name && m ? parseFloat(name.style!.fontSize) * Math.min(Math.abs(m.scaleX), Math.abs(m.scaleY)) * css : 0 });
              }
              if (o.list) walk(o.list);
            }
          };
          walk(game.scene.getScene('Regality').children.list);
          return out;
        });
        const board = (await fcState<{ board: ({ tile: string } | null)[] }>(page)).board;
        expect(labels.length, `${lang}: tiles named`).toBeGreaterThanOrEqual(13);
        for (const l of labels) {
          const id = l.tile.startsWith('regality.board.') ? board[Number(l.tile.slice(-1))]?.tile ?? '' : l.tile.split('.')[2]!;
          const whole = (l.text ?? '').replace(/-\n/g, '').replace(/\n/g, ' ');
          expect(whole, `${lang}: ${l.tile} named in full ("${l.text}")`).toBe(full(id));
          expect(l.cssPx, `${lang}: ${l.tile} "${l.text}" in letters of 12 CSS px`).toBeGreaterThanOrEqual(11.95);
          seen.add(id);
        }
      }
    }
    // the long names the newcomer saw shortened are among those checked
    for (const id of ['hierophant', 'performer', 'sorceress', 'fortuneteller']) expect(seen.has(id), id).toBe(true);
    expect(errors).toEqual([]);
  });
});
