// Castle Panic after the newcomer of session 35 (scored from screenshots against Board Game Arena),
// in a real Chromium on stacked deals opened through a shared link:
// - a card let go a few pixels beside a monster lands on it; let go on an empty space it says
//   where it goes (a real mouse drag);
// - the hinted card, lifted and ringed, keeps clear of the "Player 1 · N slain" line above the
//   hand, at 1600x900 and 844x390;
// - the log open: the "Monsters move" button and the hand in sight, uncovered, and a press on the
//   button moves on, at 1600x900 and 844x390;
// - on a phone, three monsters in one archer space: each distinguishable (no token over another's
//   badge, little of one box over another), and the hint lights the one token it means;
// - on a phone, the choice of which monster takes a hit: each candidate's face uncovered by the
//   others' tokens and lit rings, and a tap on one chooses it;
// - a bot's turn at half speed: a click on the board skips the caption held over the side (the
//   next caption, or none, comes at once), and the caption says it can be skipped.
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, drag, fcObjects, fcState, gotoApp, tapAt, tapObject, toastText, type FcObjectBox } from './helpers';
import { phoneUse } from './phone-audit';
import { cpLink, litRings, openCp } from './cp-positions';
import type { CastlePanicState } from '../../src/games/castle-panic/rules';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

const BOARD = { x: 452, y: 486 }; // the board's middle, design px (scene/layout.ts)

const link = cpLink;

const open = openCp;

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

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Solo, in the play phase: of the hand only the red archer (the leftmost card, under the hand's title) hits a monster. */
const HINT_LEFT = link({ players: 1, mode: 'solo', stack: { hands: [['archer-red', 'knight-blue', 'knight-green', 'swordsman-blue', 'brick', 'mortar']] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h');

async function hintClearOfTitle(page: Page, phone: boolean): Promise<void> {
  const errors = collectConsoleErrors(page);
  await open(page, HINT_LEFT);
  await page.waitForFunction(() => window.__fc?.objects()['host.hint']?.enabled === true);
  if (phone) await tapObject(page, 'host.hint');
  else await clickObject(page, 'host.hint');
  await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((n) => n.startsWith('hint.card.')), undefined, { timeout: 20_000 });
  const ring = await page.evaluate(() => {
    type Node = { name?: string; list?: Node[]; getData?(k: string): unknown };
    const scene = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame.scene.getScene('CastlePanic');
    const g = scene.children.list.find((n) => n.name?.startsWith('hint.card.'));
    return { name: g?.name ?? '', drawn: g?.getData?.('drawn') as { x: number; y: number; width: number; height: number } | undefined };
  });
  expect(ring.name, 'the red archer hinted').toBe('hint.card.cp.card.archer-red');
  const o = await fcObjects(page);
  const title = o['cp.handTitle'] as FcObjectBox;
  const card = o['cp.card.archer-red'] as FcObjectBox;
  expect(title?.visible).toBe(true);
  expect(overlap(card, title), `the lifted card ${JSON.stringify(card)} clear of the title ${JSON.stringify(title)}`).toBe(false);
  expect(ring.drawn, 'the ring drawn').toBeTruthy();
  if (ring.drawn) expect(overlap(ring.drawn, title), `the hint's ring ${JSON.stringify(ring.drawn)} clear of the title ${JSON.stringify(title)}`).toBe(false);
  const pile = o['cp.trophies.0'];
  if (pile?.visible && ring.drawn) expect(overlap(ring.drawn, pile), `the hint's ring clear of the trophy pile ${JSON.stringify(pile)}`).toBe(false);
  expect(errors).toEqual([]);
}

test('the hinted card, lifted and ringed, keeps clear of the hand\'s "Player 1 · 0 slain" line, at 1600x900', async ({ page }) => {
  await hintClearOfTitle(page, false);
});

test.describe('on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the hinted card, lifted and ringed, keeps clear of the hand\'s title', async ({ page }) => {
    await hintClearOfTitle(page, true);
  });
});

async function logClearOfButton(page: Page, phone: boolean): Promise<void> {
  const errors = collectConsoleErrors(page);
  await open(page, PLAY);
  if (phone) await tapObject(page, 'host.log.toggle');
  else await clickObject(page, 'host.log.toggle');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true);
  const o = await fcObjects(page);
  const log = o['host.log'] as FcObjectBox;
  for (const name of ['cp.pass', 'cp.phaseTitle', 'cp.handTitle', ...Object.keys(o).filter((n) => /^cp\.card\.[^.]+$/.test(n))]) {
    const b = o[name] as FcObjectBox;
    expect(b?.visible, name).toBe(true);
    expect(overlap(log, b), `the log ${JSON.stringify(log)} clear of ${name} ${JSON.stringify(b)}`).toBe(false);
  }
  // the button still takes a press with the log open: the monsters move
  const made = await moveCount(page);
  if (phone) await tapObject(page, 'cp.pass');
  else await clickObject(page, 'cp.pass');
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, made, { timeout: 15_000 });
  expect(errors).toEqual([]);
}

test('the log open: "Monsters move", the panel and the hand uncovered, and the button still moves on, at 1600x900', async ({ page }) => {
  await logClearOfButton(page, false);
});

test.describe('the log on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the log open: "Monsters move", the panel and the hand uncovered, and the button still moves on', async ({ page }) => {
    await logClearOfButton(page, true);
  });
});

test.describe('a bot turn at half speed', () => {
  test.use({ animSpeed: 0.5 });
  test('a click skips the caption held over the side; the caption says so', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // a solo game the bot plays from its first turn (the person looks on)
    await gotoApp(page, link({ players: 1, mode: 'solo', stack: { pile: ['troll-mage', 'orc-warlord', 'goblin', 'orc'], dice: [2, 4, 1, 1] } }, 5, [{ type: 'start-deal' }], 'b'));
    // a caption up in the bot's turn: its words
    const first = await (await page.waitForFunction(() => {
      const a = window.__fc?.scene === 'GameHost' ? window.__fc.objects()['cp.announce'] : undefined;
      return a?.visible && a.alpha > 0.9 ? (a.text ?? '') : null;
    }, undefined, { timeout: 40_000 })).jsonValue();
    const o = await fcObjects(page);
    // a click on the board's empty middle ring: the caption goes long before its 4.4 s are up
    await clickObject(page, 'cp.ringName.knight');
    await page.waitForFunction((was) => {
      const a = window.__fc?.objects()['cp.announce'];
      return !a?.visible || a.alpha < 0.5 || a.text !== was;
    }, first, { timeout: 2_000 });
    expect(o['cp.announce.skip']?.visible, 'the caption says it can be skipped').toBe(true);
    expect(o['cp.announce.skip']?.text).toBe('Click or press Space to skip');
    expect(errors).toEqual([]);
  });
});

test.describe('three monsters in one space on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('each distinguishable, and the hint lights the one it means', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // the deal of cp-s34.spec.ts: three trolls come out in arc 3's forest, and march into its archer space a turn later
    const moves = [{ type: 'start-deal' }, ...Array.from({ length: 5 }, () => ({ type: 'pass' }))];
    const pile = ['goblin-king', 'draw-4', 'troll', 'troll', 'troll', 'troll', 'troll', 'troll', 'orc'];
    // of the hand only the green archer hits (the arcs 3 and 4 archer spaces): the hint aims at the space
    await open(page, link({ players: 1, mode: 'solo', stack: { hands: [['archer-green', 'brick', 'brick', 'brick', 'mortar', 'mortar']], pile, dice: [1, 2, 3, 4, 5, 6, 3, 3, 1, 1] } }, 5, moves, 'h'));
    const s = await fcState<CastlePanicState>(page);
    expect(s.phase).toBe('play');
    const spaces = new Map<string, number[]>();
    for (const m of s.monsters) spaces.set(`${m.arc}:${m.ring}`, [...(spaces.get(`${m.arc}:${m.ring}`) ?? []), m.id]);
    const three = [...spaces.values()].find((ids) => ids.length >= 3) ?? [];
    expect(three.length, JSON.stringify([...spaces])).toBeGreaterThanOrEqual(3);
    const o = await fcObjects(page);
    const area = (a: FcObjectBox, b: FcObjectBox): number => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
    const badge = (id: number): FcObjectBox[] => Object.entries(o).filter(([n, b]) => n.startsWith(`cp.monster.${id}.hp.`) && b.visible).map(([, b]) => b);
    for (const a of three) {
      for (const b of three) {
        if (a === b) continue;
        const ta = o[`cp.monster.${a}`] as FcObjectBox;
        const tb = o[`cp.monster.${b}`] as FcObjectBox;
        expect(area(ta, tb) / (ta.width * ta.height), `cp.monster.${a} and cp.monster.${b} share little`).toBeLessThan(0.2);
        for (const bd of badge(b)) expect(overlap(ta, bd), `cp.monster.${a} clear of cp.monster.${b}'s badge`).toBe(false);
      }
    }
    // the hint: where it hits a monster of the space, its ring over no other monster's badge there
    await tapObject(page, 'host.hint');
    await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((n) => n.startsWith('hint.target.')), undefined, { timeout: 20_000 });
    const ring = await page.evaluate(() => {
      type Node = { name?: string; getData?(k: string): unknown };
      const scene = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame.scene.getScene('CastlePanic');
      const g = scene.children.list.find((n) => n.name?.startsWith('hint.target.'));
      return { name: g?.name ?? '', drawn: g?.getData?.('drawn') as FcObjectBox | undefined };
    });
    const meant = Number(/monster\.(\d+)$/.exec(ring.name)?.[1] ?? -1);
    expect(three, `the hint (${ring.name}) aims at a monster of the space`).toContain(meant);
    expect(ring.drawn).toBeTruthy();
    for (const id of three.filter((x) => x !== meant)) {
      const other = o[`cp.monster.${id}`] as FcObjectBox;
      if (ring.drawn) expect(area(ring.drawn, other) / (other.width * other.height), `the hint's ring (${ring.name}) over little of cp.monster.${id}`).toBeLessThan(0.15);
      for (const bd of badge(id)) if (ring.drawn) expect(overlap(ring.drawn, bd), `the hint's ring (${ring.name}) clear of cp.monster.${id}'s badge`).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the damage choice on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("each candidate's face in sight, no other candidate's token or ring over it; a tap on one chooses it", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // the stacked deal of castle-panic.spec.ts's lost game: six passes on, several monsters hit one tower
    const pile = ['troll-mage', 'orc-warlord', 'move-red', 'move-green', 'move-blue', 'move-red', 'move-green', 'move-blue', 'move-cw', 'move-ccw', 'draw-4'];
    const moves = [{ type: 'start-deal' }, ...Array.from({ length: 6 }, () => ({ type: 'pass' }))];
    await open(page, link({ players: 1, mode: 'solo', stack: { hands: [['brick', 'mortar', 'draw-2', 'missing', 'scavenge', 'tar']], pile } }, 5, moves, 'h'));
    const s = await fcState<CastlePanicState>(page);
    expect(s.phase).toBe('choose');
    const ids = s.hits[0]?.monsters ?? [];
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const o = await fcObjects(page);
    // the candidates' lit zones and choice rings, where each is drawn
    const rings = Object.fromEntries((await litRings(page)).flatMap((r) => (r.highlight !== 'off' && r.box ? [[r.name, r.box] as const] : [])));
    for (const id of ids) {
      const face = Object.entries(o).find(([n]) => n.startsWith(`cp.monster.${id}.face.`))?.[1] as FcObjectBox;
      expect(face?.visible, `candidate ${id}'s face`).toBe(true);
      for (const other of ids.filter((x) => x !== id)) {
        const tok = o[`cp.monster.${other}`] as FcObjectBox;
        expect(overlap(face, { x: tok.x + tok.width * 0.2, y: tok.y + tok.height * 0.2, width: tok.width * 0.6, height: tok.height * 0.6 }), `candidate ${other}'s token off ${id}'s face`).toBe(false);
        for (const [name, r] of Object.entries(rings).filter(([n]) => n.endsWith(`.${other}`))) {
          const inner = { x: face.x + face.width * 0.25, y: face.y + face.height * 0.25, width: face.width * 0.5, height: face.height * 0.5 };
          const cx = r.x + r.width / 2;
          const cy = r.y + r.height / 2;
          // a ring lies on its circle: it crosses the face's middle where the middle reaches past its radius
          const corners = [[inner.x, inner.y], [inner.x + inner.width, inner.y], [inner.x, inner.y + inner.height], [inner.x + inner.width, inner.y + inner.height]].map(([x, y]) => Math.hypot((x as number) - cx, (y as number) - cy));
          const rad = r.width / 2;
          expect(Math.min(...corners) > rad + 2 || Math.max(...corners) < rad - 2, `${name}'s ring off candidate ${id}'s face`).toBe(true);
        }
      }
    }
    // a tap on a candidate's face chooses it
    const pick = ids[ids.length - 1] as number;
    const face = Object.entries(o).find(([n]) => n.startsWith(`cp.monster.${pick}.face.`))?.[1] as FcObjectBox;
    const made = await moveCount(page);
    await tapAt(page, face.x + face.width / 2, face.y + face.height / 2);
    await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, made, { timeout: 15_000 });
    const rec = (await page.evaluate(() => window.__fc?.record())) as { moves: { type: string; monster?: number }[] };
    expect(rec.moves[made]).toEqual({ type: 'choose', monster: pick });
    expect(errors).toEqual([]);
  });
});
