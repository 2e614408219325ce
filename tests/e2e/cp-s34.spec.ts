// Castle Panic after the newcomer of session 33 (scored from screenshots against Board Game Arena),
// in a real Chromium on stacked deals opened through a shared link:
// - while the starting monsters are dealt the panel and the turn line say so (never "The monsters
//   move", which they do not);
// - the whole board in view and uncovered: the forest spaces and a token on each arc's forest
//   space inside the canvas, clear of the host's bar (and a phone's rail), and never under the
//   announcements of the monster phase, at 1600x900, 844x390 and 740x360; on a phone, tokens sharing
//   a forest space keep off each other's hit-point badge;
// - at the end of a game the side is drawn from the final state under the finale (a newcomer read
//   "9 slain" beside a result saying 10);
// - a chain of events paced, each link said over the side while it is shown, what it moved lit;
//   with nothing in the hand to play, the panel says so and how to go on;
// - the trade dialog's "×2" badges and arrows over no card's picture, with six cards.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, fcObjects, fcState, gotoApp, settle, tapObject, type FcObjectBox } from './helpers';
import { phoneUse } from './phone-audit';
import { litRings } from './cp-positions';
import { rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState } from '../../src/games/castle-panic/rules';
import { strong } from '../../src/games/castle-panic/ai';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const VERSION = 2; // CASTLE_PANIC_VERSION
const BAR_H = 72; // the host's bar, design px (src/app/scenes/host/context.ts)

function link(options: object, seed: number, moves: object[], seats: string): string {
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function open(page: Page, hash: string): Promise<void> {
  await page.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4 }));
  });
  await gotoApp(page, hash);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.phaseTitle'] && window.__fc.busy() === false, undefined, { timeout: 30_000 });
}

const moveCount = (page: Page): Promise<number> => page.evaluate(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0));

async function pressAndWait(page: Page, name: string, phone: boolean): Promise<void> {
  const made = await moveCount(page);
  if (phone) await tapObject(page, name);
  else await clickObject(page, name);
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n && window.__fc?.busy() === false, made, { timeout: 40_000 });
}

const overlap = (a: FcObjectBox, b: FcObjectBox): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The six starting monsters dealt, then a goblin king and a draw-4 bring seven more tokens: a monster
 * in the forest of every arc, three in arc 3's (the bottom right, where a newcomer's troll was cut
 * off at the phone's lower edge).
 */
const FOREST = link(
  { players: 1, mode: 'solo', stack: { hands: [['knight-any', 'archer-any', 'swordsman-any', 'hero-red', 'brick', 'mortar']], pile: ['goblin-king', 'draw-4', 'troll', 'troll', 'troll', 'troll', 'troll', 'troll', 'orc'], dice: [1, 2, 3, 4, 5, 6, 3, 3] } },
  5,
  [],
  'h',
);

async function boardInView(page: Page, phone: boolean): Promise<void> {
  const errors = collectConsoleErrors(page);
  await open(page, FOREST);
  // every frame: the panel's title and the turn line while a change is shown; an announcement or
  // banner lying over a forest space or a token
  await page.evaluate(() => {
    const w = window as unknown as { __s34: { titles: string[]; covered: string[] } };
    w.__s34 = { titles: [], covered: [] };
    const look = (): void => {
      const o = window.__fc?.objects() ?? {};
      if (window.__fc?.busy()) {
        for (const n of ['cp.phaseTitle', 'host.turn']) {
          const tx = o[n]?.visible ? (o[n]?.text ?? '') : '';
          if (tx && !w.__s34.titles.includes(tx)) w.__s34.titles.push(tx);
        }
      }
      for (const over of ['cp.announce', 'cp.banner']) {
        const a = o[over];
        if (!a?.visible || a.alpha <= 0.05) continue;
        for (const [name, b] of Object.entries(o)) {
          if (!b.visible || !(/^cp\.forestZone\.\d$/.test(name) || /^cp\.monster\.\d+$/.test(name))) continue;
          if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) {
            const tag = `${over} (${a.text ?? ''}) over ${name}`;
            if (!w.__s34.covered.includes(tag)) w.__s34.covered.push(tag);
          }
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // the starting monsters dealt: the panel and the turn line say so, never that monsters move
  await pressAndWait(page, 'cp.deal', phone);
  let seen = await page.evaluate(() => (window as unknown as { __s34: { titles: string[] } }).__s34.titles.slice());
  expect.soft(seen, 'said while the starting monsters are dealt').toContain('Placing the starting monsters');
  expect.soft(seen, 'said while the starting monsters are dealt').not.toContain('The monsters move');
  // keep the hand, then the monsters move and nine tokens are drawn
  await pressAndWait(page, 'cp.pass', phone);
  await pressAndWait(page, 'cp.pass', phone);
  await settle(page);
  const s = await fcState<CastlePanicState>(page);
  const forest = s.monsters.filter((m) => m.ring === 'forest');
  expect(new Set(forest.map((m) => m.arc)).size, 'a monster in the forest of every arc').toBe(6);
  seen = await page.evaluate(() => (window as unknown as { __s34: { covered: string[] } }).__s34.covered.slice());
  expect(seen, 'announcements over the forest or its monsters').toEqual([]);
  // at rest: every forest space and every token on one inside the canvas, clear of the bar (and the phone's rail)
  const vp = await page.evaluate(() => (window.__fc as unknown as { layout(): { left: number; top: number; right: number; bottom: number } }).layout());
  const o = await fcObjects(page);
  const boxes: [string, FcObjectBox][] = [
    ...[1, 2, 3, 4, 5, 6].map((arc) => [`cp.forestZone.${arc}`, o[`cp.forestZone.${arc}`] as FcObjectBox] as [string, FcObjectBox]),
    ...forest.map((m) => [`cp.monster.${m.id}`, o[`cp.monster.${m.id}`] as FcObjectBox] as [string, FcObjectBox]),
    ...forest.flatMap((m) => Object.entries(o).filter(([n, b]) => n.startsWith(`cp.monster.${m.id}.hp.`) && b.visible)),
  ];
  for (const [name, b] of boxes) {
    expect(b?.visible, name).toBe(true);
    if (!b) continue;
    expect(b.x >= vp.left && b.x + b.width <= vp.right && b.y >= vp.top && b.y + b.height <= vp.bottom, `${name} inside the canvas (${JSON.stringify(b)})`).toBe(true);
    expect(b.y, `${name} below the bar`).toBeGreaterThanOrEqual(BAR_H);
    if (phone) expect(b.x, `${name} right of the rail`).toBeGreaterThanOrEqual(0);
  }
  if (phone) {
    // tokens sharing a space: none over another's hit-point badge
    for (const m of s.monsters) {
      const mates = s.monsters.filter((x) => x.id !== m.id && x.arc === m.arc && x.ring === m.ring);
      for (const [name, badge] of Object.entries(o).filter(([n, b]) => n.startsWith(`cp.monster.${m.id}.hp.`) && b.visible)) {
        for (const x of mates) expect(overlap(badge, o[`cp.monster.${x.id}`] as FcObjectBox), `${name} clear of cp.monster.${x.id}`).toBe(false);
      }
    }
    // a card picked in the play phase: the monsters it may hit lit bold (a ring 4 CSS px thick)
    await pressAndWait(page, 'cp.pass', true); // keep the hand
    const now = await fcState<CastlePanicState>(page);
    const play = rules.legalMoves(now).find((m): m is Extract<CastlePanicMove, { type: 'play' }> & { monster: number } => m.type === 'play' && 'monster' in m);
    expect(play, 'a card that hits a monster').toBeTruthy();
    if (!play) return;
    await tapObject(page, `cp.card.${play.card}`);
    let rings: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          rings = Object.fromEntries((await litRings(page)).flatMap((r) => (r.ringCss === undefined ? [] : [[r.name, r.ringCss] as const])));
          return rings[`cp.zone.monster.${play.monster}`] !== undefined || Object.keys(rings).length === 0;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(Number(rings?.[`cp.zone.monster.${play.monster}`] ?? 0), `the lit target's ring (${JSON.stringify(rings)})`).toBeGreaterThanOrEqual(3.5);
  }
  expect(errors).toEqual([]);
}

test('the starting monsters dealt say so; the forest and its monsters in view, clear of the bar and of every announcement, at 1600x900', async ({ page }) => {
  await boardInView(page, false);
});

test.describe('on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the forest and its monsters in view, clear of the bar, the rail and the announcements; a space\'s tokens off each other\'s badges', async ({ page }) => {
    await boardInView(page, true);
  });
});

test.describe('on a small phone held sideways, 740x360', () => {
  test.use(phoneUse({ width: 740, height: 360 }));
  test('the forest and its monsters in view, clear of the bar, the rail and the announcements', async ({ page }) => {
    await boardInView(page, true);
  });
});

/** A solo game (Easier Battles) the strong bot wins with a card, played out in Node: its moves and the last one. */
function wonGame(): { seed: number; options: CastlePanicOptions; moves: CastlePanicMove[] } {
  const options: CastlePanicOptions = { players: 1, mode: 'solo', variants: { easierBattles: true } };
  for (let seed = 1; seed < 80; seed++) {
    let s = rules.setup(options, seed);
    const moves: CastlePanicMove[] = [];
    for (let i = 0; i < 1500 && s.status === 'playing'; i++) {
      const legal = rules.legalMoves(s);
      const m = strong.choose(s, legal, 0, { seed: i });
      const r = rules.apply(s, m);
      if (!r.ok) throw new Error(r.error.message);
      moves.push(m);
      s = r.state;
    }
    const last = moves.at(-1);
    if (s.status === 'won' && last?.type === 'play' && 'monster' in last) return { seed, options, moves };
  }
  throw new Error('no won game found');
}

test('the last monster slain: the side says the final count under the finale, as the result does', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const game = wonGame();
  const last = game.moves.at(-1) as Extract<CastlePanicMove, { type: 'play' }> & { monster: number };
  await open(page, link(game.options, game.seed, game.moves.slice(0, -1), 'h'));
  const before = (await fcState<CastlePanicState>(page)).slain[0] ?? 0;
  await page.evaluate(() => {
    const w = window as unknown as { __end: { title: string; pass: boolean } | null };
    w.__end = null;
    const look = (): void => {
      const o = window.__fc?.objects() ?? {};
      if (o['cp.finale']?.visible) w.__end = { title: o['cp.handTitle']?.text ?? '', pass: o['cp.pass']?.visible === true };
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await clickObject(page, `cp.card.${last.card}`);
  await clickObject(page, `cp.zone.monster.${last.monster}`);
  const end = (await (await page.waitForFunction(() => (window as unknown as { __end: object | null }).__end, undefined, { timeout: 40_000 })).jsonValue()) as { title: string; pass: boolean };
  const s = await fcState<CastlePanicState>(page);
  expect(s.status).toBe('won');
  expect(s.slain[0]).toBe(before + 1);
  expect(end.title, 'the row under the finale').toContain(`${s.slain[0]} slain`);
  expect(end.pass, 'no button to move on under the finale').toBe(false);
  expect(errors).toEqual([]);
});

/**
 * A chain of events in one monster phase, stacked: the monsters advance, a Troll Mage comes out and
 * every monster moves again, a boulder rolls and breaks a wall. Each link is said over the side in
 * turn, and held: what it does (the march, the mage's arrival, the boulder's roll) is animated while
 * its words are up, what it moved lit under them.
 */
test('a chain (the advance, a Troll Mage, a boulder): each said in turn while its effect is shown, what it moved lit, each held to be read', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // knights and a swordsman while every monster is in the archer ring, brick and mortar with every wall up: nothing to play
  const hand = ['knight-red', 'knight-green', 'knight-blue', 'swordsman-red', 'brick', 'mortar'];
  await open(page, link({ players: 1, mode: 'solo', stack: { hands: [hand], pile: ['troll-mage', 'boulder', 'goblin'], dice: [2, 4] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h'));
  expect((await fcObjects(page))['cp.hint']?.text, 'the panel says nothing can be played, and how to go on').toBe('None of your cards can be played now: press Monsters move.');
  await page.evaluate(() => {
    type Seen = { text: string; ms: number; lit: boolean; moved: boolean; boulder: boolean; hidden: boolean };
    const w = window as unknown as { __chain: Seen[] };
    w.__chain = [];
    let at: Record<string, [number, number]> = {};
    let since = 0;
    const look = (): void => {
      const o = window.__fc?.objects() ?? {};
      const a = o['cp.announce'];
      const text = a?.visible && a.alpha > 0.5 ? (a.text ?? '') : '';
      const cur = w.__chain.at(-1);
      if (cur && !cur.hidden && cur.text !== text) {
        cur.ms = performance.now() - since;
        cur.hidden = true;
      }
      if (text && (!cur || cur.hidden || cur.text !== text)) {
        w.__chain.push({ text, ms: 0, lit: false, moved: false, boulder: false, hidden: false });
        since = performance.now();
        at = {};
      }
      const now = w.__chain.at(-1);
      if (now && !now.hidden) {
        for (const [name, b] of Object.entries(o)) {
          if (/^cp\.lit\.\d+$/.test(name) && b.visible) now.lit = true;
          if (name === 'cp.boulder' && b.visible) now.boulder = true;
          if (/^cp\.monster\.\d+$/.test(name) && b.visible) {
            const was = at[name];
            if (!was) at[name] = [b.x, b.y];
            else if (Math.abs(was[0] - b.x) + Math.abs(was[1] - b.y) > 3) now.moved = true;
          }
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await pressAndWait(page, 'cp.pass', false);
  await page.waitForFunction(() => !window.__fc?.objects()['cp.announce']?.visible, undefined, { timeout: 10_000 }); // the last words gone
  type Seen = { text: string; ms: number; lit: boolean; moved: boolean; boulder: boolean };
  const frames = await page.evaluate(() => (window as unknown as { __chain: Seen[] }).__chain);
  // one caption fading in (or out) may be read twice in a row: one entry each
  const chain: Seen[] = [];
  for (const f of frames) {
    const last = chain.at(-1);
    if (last?.text === f.text) Object.assign(last, { ms: last.ms + f.ms, lit: last.lit || f.lit, moved: last.moved || f.moved, boulder: last.boulder || f.boulder });
    else chain.push({ ...f });
  }
  const advance = chain.findIndex((c) => c.text === 'The monsters advance');
  const mage = chain.findIndex((c) => c.text.startsWith('Troll Mage'));
  const boulder = chain.findIndex((c) => c.text.startsWith('Giant boulder') || /boulder/i.test(c.text));
  expect(advance, JSON.stringify(chain)).toBeGreaterThanOrEqual(0);
  expect(mage, JSON.stringify(chain)).toBeGreaterThan(advance);
  expect(boulder, JSON.stringify(chain)).toBeGreaterThan(mage);
  const [a, m, b] = [chain[advance], chain[mage], chain[boulder]] as Seen[];
  expect(a?.moved && a.lit, `the advance shown and lit under its words: ${JSON.stringify(a)}`).toBe(true);
  expect(m?.moved && m.lit, `the mage's march shown and lit under its words: ${JSON.stringify(m)}`).toBe(true);
  expect(b?.boulder, `the boulder rolls under its words: ${JSON.stringify(b)}`).toBe(true);
  // each held (at the tests' speed, 4 times the normal: 2.2 s of words come to 550 ms)
  for (const c of [a, m, b]) expect(c?.ms ?? 0, `${c?.text} held`).toBeGreaterThanOrEqual(400);
  expect(errors).toEqual([]);
});

/**
 * The trade dialog with six cards each: the person's six (three to a row), the bot partner's with
 * pairs ("×2" badges). No badge over a card's picture or over another card, the arrows over none.
 */
async function tradeLaidOut(page: Page, phone: boolean): Promise<void> {
  const errors = collectConsoleErrors(page);
  const hands = [
    ['archer-green', 'archer-blue', 'brick', 'barbarian', 'tar', 'knight-red'],
    ['archer-red', 'archer-red', 'knight-blue', 'knight-blue', 'mortar', 'swordsman-any'],
  ];
  await open(page, link({ players: 2, mode: 'coop', stack: { hands } }, 1, [{ type: 'start-deal' }, { type: 'pass' }], 'hb'));
  if (phone) await tapObject(page, 'cp.tradeButton');
  else await clickObject(page, 'cp.tradeButton');
  await page.waitForFunction(() => window.__fc?.objects()['cp.trade.panel']?.visible === true);
  const o = await fcObjects(page);
  const cards = Object.entries(o).filter(([n, b]) => /^cp\.trade\.(give\.[^.]+|take\.\d+\.[^.]+)$/.test(n) && b.visible);
  expect(cards.length, 'six cards given, four kinds taken').toBe(10);
  // each count's disc (its words where the disc is not named)
  const badges = Object.entries(o)
    .filter(([n, b]) => /^cp\.trade\..*\.count$/.test(n) && b.visible)
    .map(([n, b]) => [n, o[`${n}.badge`] ?? b] as [string, FcObjectBox]);
  expect(badges.length, 'two pairs counted').toBe(2);
  for (const [name, badge] of badges) {
    const own = name.slice(0, -'.count'.length);
    const c = o[own] as FcObjectBox;
    // the picture: the middle half of the card across, from under the band to above the name
    const picture = { x: c.x + c.width * 0.25, y: c.y + c.height * 0.2, width: c.width * 0.5, height: c.height * 0.48, visible: true, alpha: 1 };
    expect(overlap(badge, picture), `${name} clear of its card's picture`).toBe(false);
    for (const [other, b] of cards) if (other !== own) expect(overlap(badge, b), `${name} clear of ${other}`).toBe(false);
  }
  const arrow = o['cp.trade.arrow'] as FcObjectBox;
  expect(arrow?.visible).toBe(true);
  for (const [name, b] of cards) expect(overlap(arrow, b), `the arrows clear of ${name}`).toBe(false);
  expect(errors).toEqual([]);
}

test('the trade dialog with six cards: its "×2" badges and arrows over no card\'s picture, at 1600x900', async ({ page }) => {
  await tradeLaidOut(page, false);
});

test.describe('the trade dialog on a phone', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('with six cards: its "×2" badges and arrows over no card\'s picture, at 844x390', async ({ page }) => {
    await tradeLaidOut(page, true);
  });
});

/**
 * A monster hurt by a wall (R-WALL) is seen hurt: a Troll Mage and an Orc Warlord drive the green
 * arcs' troll and orc into their walls; each hit is marked on its token (a red burst, its loss)
 * under the words that moved it, and its hit points on the badge drop (a newcomer saw a Goblin King
 * lose a hit point with no hit seen; the log says the cause: log.test.ts).
 */
test('monsters driven into walls: each hit marked on its token under the words that moved them, its badge down by one', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await open(page, link({ players: 1, mode: 'solo', stack: { pile: ['troll-mage', 'orc-warlord', 'goblin'], dice: [2, 4] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h'));
  const before = await fcState<CastlePanicState>(page);
  const green = before.monsters.filter((m) => m.arc === 3 || m.arc === 4);
  await page.evaluate(() => {
    const w = window as unknown as { __hits: Record<string, string> };
    w.__hits = {};
    const look = (): void => {
      const o = window.__fc?.objects() ?? {};
      for (const [name, b] of Object.entries(o)) {
        const hit = /^cp\.hit\.(\d+)$/.exec(name);
        if (hit && b.visible && !((hit[1] as string) in w.__hits)) w.__hits[hit[1] as string] = o['cp.announce']?.text ?? '';
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await pressAndWait(page, 'cp.pass', false);
  const hits = await page.evaluate(() => (window as unknown as { __hits: Record<string, string> }).__hits);
  const after = await fcState<CastlePanicState>(page);
  expect(green.length).toBe(2);
  for (const m of green) {
    const now = after.monsters.find((x) => x.id === m.id);
    expect(now?.hp, `${m.kind} hurt at the wall`).toBe(m.hp - 1);
    expect(hits[String(m.id)], `${m.kind}'s hit marked under the warlord's words`).toMatch(/^Orc Warlord/);
  }
  const texts = await page.evaluate(() => window.__fc?.texts() ?? []);
  for (const m of green) expect(texts.filter((t) => t.name.startsWith(`cp.monster.${m.id}.hp.`)).map((t) => t.text), `${m.kind}'s badge`).toEqual([String(m.hp - 1)]);
  expect(errors).toEqual([]);
});
