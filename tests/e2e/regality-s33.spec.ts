// Regality: the hint's move can be followed by one click (a newcomer's report, s33: after Hint the
// tile rose and its cell glowed, but a click on the glowing cell did nothing). After Hint, one
// click (a phone: one tap) on the lit cell plays exactly the hinted tile there.
import { expect, test } from './fixtures';
import { clickAt, clickObject, collectConsoleErrors, gotoApp, objectBox, settle, tapAt, tapObject } from './helpers';
import { phoneUse } from './phone-audit';
import { rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../src/games/regality/rules';
import { regalityLink, walk } from './regality-positions';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

// A position of a plain game, the person (seat 0) to place a tile (the lesson's would refuse any move but its own).
const hintLink = (): { link: string; moves: RegalityMove[] } => {
  const moves = hierophantDiscarded();
  return { link: regalityLink(PLAIN, 3, moves, 'hb'), moves };
};

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone held sideways' : 'on a desktop', () => {
    if (phone) test.use(phoneUse({ width: 844, height: 390 }));
    test('after Hint, one click on the lit cell plays the hinted tile there', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const { link, moves: MOVES } = hintLink();
      await gotoApp(page, link);
      await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['host.hint']?.enabled === true);
      await settle(page);
      await (phone ? tapObject(page, 'host.hint') : clickObject(page, 'host.hint'));
      await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('hint.ghost.')));
      await settle(page);
      const objects = await page.evaluate(() => window.__fc!.objects());
      const ghostName = Object.keys(objects).find((k) => k.startsWith('hint.ghost.'))!;
      const tile = ghostName.slice('hint.ghost.'.length);
      const ghost = objects[ghostName]!;
      const gx = ghost.x + ghost.width / 2;
      const gy = ghost.y + ghost.height / 2;
      let cell = -1;
      for (let n = 0; n < 9; n++) {
        const b = await objectBox(page, `regality.cell.${n}`);
        if (gx > b.x && gx < b.x + b.width && gy > b.y && gy < b.y + b.height) cell = n;
      }
      expect(cell).toBeGreaterThanOrEqual(0);
      // Nothing picked up: the hint only lifts the tile.
      await (phone ? tapAt(page, gx, gy) : clickAt(page, gx, gy));
      await page.waitForFunction((n) => (window.__fc?.record() as { moves: unknown[] }).moves.length > n, MOVES.length, { timeout: 30_000 });
      const moves = (await page.evaluate(() => (window.__fc!.record() as { moves: unknown[] }).moves)) as RegalityMove[];
      expect(moves.length).toBe(MOVES.length + 1);
      expect(moves[MOVES.length]).toEqual({ type: 'place', tile, cell });
      expect(errors).toEqual([]);
    });
  });
}

// Between two games of a match (a newcomer's report, s33 d51): the bar said "Your turn" while the
// person, who lost game 1, chose who starts game 2. It says what is asked.
const MATCH: RegalityOptions = { variant: 'standard', first: 0, match: 'best-of-three' };

/** The moves of a first game that the bot (seat 1) wins, found by playing seeded random legal moves: the person chooses. */
function firstGameLostByPerson(): RegalityMove[] {
  for (let seed = 1; seed < 500; seed++) {
    const w = walk(MATCH, 3, seed, (s) => s.phase === 'between');
    if (w && w.s.current === 0) return w.moves;
  }
  throw new Error('no first game lost by seat 0');
}

test('between two games the bar asks the person who lost to choose who starts the next', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const moves = firstGameLostByPerson();
  await gotoApp(page, regalityLink(MATCH, 3, moves, 'hb'));
  await page.waitForFunction(() => window.__fc?.objects()['regality.chooseFirst.0']?.visible === true);
  await settle(page);
  expect((await page.evaluate(() => window.__fc!.state() as RegalityState)).phase).toBe('between');
  const turn = await objectBox(page, 'host.turn');
  expect(turn.text).toBe('Choose who starts game 2');
  expect(errors).toEqual([]);
});

// Every tile's name fits its tile (a newcomer's report, s33 d55: French "Hiérophante" spilled out
// of its small tile in the discard), in English, French and Italian, on a desktop and a phone.
const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };

/** The moves to a position, the person (seat 0) to place a tile, with the Hierophant in the discard among others. */
function hierophantDiscarded(): RegalityMove[] {
  for (let seed = 1; seed < 2000; seed++) {
    const w = walk(PLAIN, 3, seed, (s) => s.discarded.includes('hierophant') && s.discarded.length >= 2 && s.phase === 'place' && s.current === 0);
    if (w) return w.moves;
  }
  throw new Error('no position with the Hierophant discarded');
}

for (const phone of [false, true]) {
  for (const lang of ['en', 'fr', 'it']) {
    test.describe(`${phone ? 'phone' : 'desktop'} ${lang}`, () => {
      if (phone) test.use(phoneUse({ width: 844, height: 390 }));
      test(`every tile's name fits its tile, the discard's small tiles included (${lang})`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
        const moves = hierophantDiscarded();
        await gotoApp(page, regalityLink(PLAIN, 3, moves, 'hb'));
        await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.discard.hierophant']);
        await settle(page);
        const found = await page.evaluate(() => {
          type Obj = { name: string; list?: Obj[]; visible?: boolean; active: boolean; width: number; scaleX: number; text?: string; getData?(k: string): unknown };
          const game = (window as unknown as { __fcGame: { scene: { getScenes(a: boolean): { children: { list: Obj[] } }[] } } }).__fcGame;
          const tiles: string[] = [];
          const bad: string[] = [];
          const walk = (list: Obj[]): void => {
            for (const o of list) {
              if (!o.active || o.visible === false) continue;
              const size = o.getData?.('tileSize');
              if (typeof size === 'number' && o.list) {
                tiles.push(o.name);
                for (const k of o.list) {
                  if (typeof k.text !== 'string' || k.text.trim() === '' || k.visible === false) continue;
                  const w = k.width * Math.abs(k.scaleX);
                  if (w > size - 6) bad.push(`${o.name} "${k.text}" ${Math.round(w)} > ${size - 6}`);
                }
              }
              if (o.list) walk(o.list);
            }
          };
          for (const scene of game.scene.getScenes(true)) walk(scene.children.list);
          return { tiles, bad };
        });
        expect(found.tiles).toContain('regality.discard.hierophant');
        expect(found.tiles.length).toBeGreaterThan(10);
        expect(found.bad).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
}

// The lesson on a phone (a newcomer's report, s33 p32/p33): it said "red, below" and "click", where
// the player's tiles lie at the bottom right of the board and the player taps.
test.describe('the lesson on a phone held sideways', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('says where the tiles are on the phone, and "tap"', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const coachAt = (n: number) => page.waitForFunction((k) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`Lesson ${k} /`) === true, n, { timeout: 20_000 });
    await gotoApp(page);
    await tapObject(page, 'menu.learn.regality');
    await coachAt(1);
    await settle(page);
    const first = (await objectBox(page, 'ui.coach.body')).text ?? '';
    expect(first).toContain('red, bottom right');
    expect(first).not.toMatch(/below/);
    // It is so: the player's Citizen lies right of the board, below its middle row.
    const citizen = await objectBox(page, 'regality.tile.citizen');
    const right = await objectBox(page, 'regality.cell.5');
    expect(citizen.x).toBeGreaterThan(right.x + right.width);
    expect(citizen.y).toBeGreaterThan(right.y + right.height / 2);
    await tapObject(page, 'ui.coach.next');
    await coachAt(2);
    await settle(page);
    const second = (await objectBox(page, 'ui.coach.body')).text ?? '';
    expect(second).toMatch(/\btap\b/);
    expect(second).not.toMatch(/click/i);
    expect(errors).toEqual([]);
  });
});

// A phone: an effect's many choices (the Assassin's) lay over the panel's score lines and the
// hint's reason (a newcomer's report, s33 p101, in French). They stay under the panel's lines.
function assassinChoosing(): { options: RegalityOptions; deal: number; moves: RegalityMove[] } {
  let best: { options: RegalityOptions; deal: number; moves: RegalityMove[]; n: number } | null = null;
  const options: RegalityOptions = { variant: 'standard', first: 1 };
  for (let deal = 1; deal <= 12; deal++) {
    for (let seed = 1; seed < 60; seed++) {
      let s = rules.setup(options, deal);
      let x = seed;
      const moves: RegalityMove[] = [];
      while (rules.outcome(s) === null && moves.length < 6) {
        const legal = rules.legalMoves(s);
        const n = legal.filter((m) => 'slot' in m).length;
        if (s.phase === 'effect' && s.current === 0 && n > (best?.n ?? 0)) best = { options, deal, moves: [...moves], n };
        x = (x * 1103515245 + 12345) % 2147483648;
        const m = legal[x % legal.length] as RegalityMove;
        const r = rules.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        moves.push(m);
      }
      if (best && best.n >= 7) return best;
    }
  }
  if (!best) throw new Error('no Assassin to use');
  return best;
}

for (const size of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(`phone ${size.width}x${size.height} fr`, () => {
    test.use(phoneUse(size));
    test("the Assassin's target buttons lie under the panel's title and score lines, and the hint's reason off them", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'fr', animSpeed: 4 })));
      const { options, deal, moves } = assassinChoosing();
      await gotoApp(page, regalityLink(options, deal, moves, 'hb'));
      await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['regality.slot.0']);
      await settle(page);
      const check = async (): Promise<void> => {
        const objects = await page.evaluate(() => window.__fc!.objects());
        const buttons = Object.entries(objects).filter(([k, b]) => (k.startsWith('regality.slot.') || k === 'regality.skip') && b.visible);
        expect(buttons.length).toBeGreaterThanOrEqual(7);
        const lines = ['regality.phase', 'regality.score.0', 'regality.score.1', 'regality.match', 'regality.hintWhy', 'regality.hint'].map((k) => [k, objects[k]] as const).filter(([, b]) => b?.visible);
        expect(lines.length).toBeGreaterThanOrEqual(2);
        const over: string[] = [];
        for (const [name, b] of buttons) {
          for (const [line, l] of lines) {
            if (!l || !l.text) continue;
            if (b.x < l.x + l.width && l.x < b.x + b.width && b.y < l.y + l.height && l.y < b.y + b.height) over.push(`${name} over ${line}`);
          }
        }
        expect(over).toEqual([]);
      };
      await check();
      await tapObject(page, 'host.hint');
      await page.waitForFunction(() => Object.values(window.__fc?.objects() ?? {}).length > 0);
      await settle(page);
      await check();
      expect(errors).toEqual([]);
    });
  });
}
