// Castle Panic after the newcomer of session 37 (scored from screenshots against Board Game Arena),
// in a real Chromium on stacked deals opened through a shared link:
// - the board at 1600x900 (mouse) and 844x390 (touch): with monsters in every ring (forest,
//   archer, knight, swordsman) and three in one space, every token's centre lies in its own ring's
//   band (its radius from the board's centre) and its own arc (its angle), its box inside the
//   window, the smallest token larger than before (60.6 design px on a desktop, 26.3 CSS px on the
//   phone, measured on the code before); the arc numbers stand on the board's rim in the middle of
//   their arcs (their angle within 3 degrees), clear of every token.
import { expect, test, type Page } from './fixtures';
import { boxesMeet, clickObject, collectConsoleErrors, designView, drag, fcObjects, fcState, tapObject, toScreen, type FcObjectBox } from './helpers';
import { phoneUse } from './phone-audit';
import { cpLink, openCp } from './cp-positions';
import { BOARD, RING_EDGE, innerEdge } from '../../src/games/castle-panic/scene/layout';
import type { Ring } from '../../src/games/castle-panic/rules';

/**
 * Solo, the play phase of the third turn: the starting monsters in the swordsman ring, a goblin
 * king and six trolls in the knight ring (three in arc 3's space, with an orc), two in the archer
 * ring, two just come out in the forest.
 */
const EVERY_RING = cpLink(
  {
    players: 1,
    mode: 'solo',
    stack: {
      hands: [['archer-green', 'brick', 'brick', 'brick', 'mortar', 'mortar']],
      pile: ['goblin-king', 'draw-4', 'troll', 'troll', 'troll', 'troll', 'troll', 'troll', 'orc', 'goblin', 'orc', 'goblin', 'orc'],
      dice: [1, 2, 3, 4, 5, 6, 3, 3, 1, 1, 2, 2, 5, 5],
    },
  },
  5,
  [{ type: 'start-deal' }, ...Array.from({ length: 7 }, () => ({ type: 'pass' }))],
  'h',
);

type Monster = { id: number; ring: Ring; arc: number };
const centre = (b: FcObjectBox): { x: number; y: number } => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
/** An angle's difference to another, in degrees, in -180..180. */
const degreesOff = (a: number, b: number): number => ((((a - b) * 180) / Math.PI + 540) % 360) - 180;
const arcMiddle = (arc: number): number => ((-90 + (arc - 1) * 60 + 30) * Math.PI) / 180;

async function tokensInTheirSpaces(page: Page, least: number, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  await openCp(page, EVERY_RING);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  const s = await fcState<{ phase: string; monsters: Monster[] }>(page);
  expect(s.phase).toBe('play');
  expect(new Set(s.monsters.map((m) => m.ring))).toEqual(new Set(['forest', 'archer', 'knight', 'swordsman']));
  const o = await fcObjects(page);
  const view = await designView(page);
  const css = await page.evaluate(() => window.__fc?.layout().css ?? 1);
  const crowd = new Map<string, number>();
  for (const m of s.monsters) crowd.set(`${m.ring}${m.arc}`, (crowd.get(`${m.ring}${m.arc}`) ?? 0) + 1);
  expect(Math.max(...crowd.values()), 'three or more monsters in one space').toBeGreaterThanOrEqual(3);
  const sides: number[] = [];
  for (const m of s.monsters) {
    const b = o[`cp.monster.${m.id}`] as FcObjectBox;
    expect(b?.visible, `cp.monster.${m.id}`).toBe(true);
    const c = centre(b);
    const r = Math.hypot(c.x - BOARD.x, c.y - BOARD.y);
    const a = Math.atan2(c.y - BOARD.y, c.x - BOARD.x);
    const label = `cp.monster.${m.id} (${m.ring} ${m.arc}) at r ${r.toFixed(1)}, ${((a * 180) / Math.PI).toFixed(1)} degrees`;
    // in its band, the middle of its token a good way in from each line
    expect(r, label).toBeGreaterThan(innerEdge(m.ring) + b.height / 4);
    expect(r, label).toBeLessThan((m.ring === 'forest' ? BOARD.r : RING_EDGE[m.ring]) - b.height / 4);
    // in its arc: its centre's angle within 30 degrees of the arc's middle, a third of its side in
    expect(Math.abs(degreesOff(a, arcMiddle(m.arc))), label).toBeLessThan(30 - (((b.width / 3) / r) * 180) / Math.PI);
    // its box inside the window
    expect(b.x, `${label}: left`).toBeGreaterThanOrEqual(view.x);
    expect(b.y, `${label}: top`).toBeGreaterThanOrEqual(view.y);
    expect(b.x + b.width, `${label}: right`).toBeLessThanOrEqual(view.x + view.width);
    expect(b.y + b.height, `${label}: bottom`).toBeLessThanOrEqual(view.y + view.height);
    sides.push(Math.min(b.width, b.height) * css);
  }
  expect(Math.min(...sides), `the tokens' sides in CSS px: ${sides.map((x) => x.toFixed(1)).join(', ')}`).toBeGreaterThanOrEqual(least);
  // the arc numbers: on the rim, each in the middle of its arc, clear of every token
  for (let arc = 1; arc <= 6; arc++) {
    const b = o[`cp.arcNumber.${arc}`] as FcObjectBox;
    const c = centre(b);
    expect(Math.abs(degreesOff(Math.atan2(c.y - BOARD.y, c.x - BOARD.x), arcMiddle(arc))), `arc number ${arc}'s angle`).toBeLessThanOrEqual(3);
    expect(Math.hypot(c.x - BOARD.x, c.y - BOARD.y), `arc number ${arc} beyond the forest's tokens`).toBeGreaterThanOrEqual(BOARD.r);
    expect(b.x, `arc number ${arc} inside the window`).toBeGreaterThanOrEqual(view.x);
    for (const m of s.monsters) expect(boxesMeet(b, o[`cp.monster.${m.id}`] as FcObjectBox), `arc number ${arc} clear of cp.monster.${m.id}`).toBe(false);
    for (const [n, t] of Object.entries(o).filter(([n, t]) => t.visible && /^cp\.(trophies\.\d+|seat\.\d+|handTitle|ringName\.\w+)$/.test(n))) expect(boxesMeet(b, t), `arc number ${arc} clear of ${n}`).toBe(false);
  }
  expect(errors).toEqual([]);
}

test('every token in its own ring and arc, inside the window, larger than before; the arc numbers on the rim in their arcs\' middles, at 1600x900', async ({ page }) => {
  await tokensInTheirSpaces(page, 63, 'board-desktop');
});

test.describe('the board on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("every token in its own ring and arc, inside the window, larger than before; the arc numbers on the rim in their arcs' middles", async ({ page }) => {
    await tokensInTheirSpaces(page, 27.5, 'board-phone');
  });
});

/** Solo, in the play phase: the six starting monsters in the archer ring, an archer and a knight among the cards. */
const PLAY = cpLink({ players: 1, mode: 'solo', stack: { hands: [['archer-any', 'knight-red', 'brick', 'mortar', 'tar', 'swordsman-green']] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h');

test('Hint: its sign in the panel at once, before the answer; "The monsters move" says what happens and that nothing is asked', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openCp(page, PLAY);
  // every 5 ms from the press: the panel's line, and whether the hint's answer has come
  await page.evaluate(() => {
    const w = window as unknown as { __s37: { line: string; answered: boolean }[]; __fcHint?: unknown };
    w.__s37 = [];
    delete w.__fcHint;
    setInterval(() => w.__s37.push({ line: window.__fc?.objects()['cp.hint']?.text ?? '', answered: w.__fcHint !== undefined }), 5);
  });
  await clickObject(page, 'host.hint');
  await page.waitForFunction(() => (window as unknown as { __fcHint?: unknown }).__fcHint !== undefined, undefined, { timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { __s37: { line: string; answered: boolean }[] }).__s37);
  expect(seen.filter((x) => !x.answered).map((x) => x.line), 'the sign before the answer').toContain('Hint: looking for your best move…');
  // the answer: the hint's reason in its place, the sign gone
  await expect.poll(async () => (await fcObjects(page))['cp.hint']?.text).not.toBe('Hint: looking for your best move…');
  // the monsters' march: the panel says what happens
  await clickObject(page, 'cp.pass');
  const said = await page.waitForFunction(
    () => {
      const o = window.__fc?.objects() ?? {};
      return o['cp.phaseTitle']?.text === 'The monsters move' ? (o['cp.hint']?.text ?? '') : null;
    },
    undefined,
    { timeout: 10_000, polling: 10 },
  );
  expect(await said.jsonValue()).toMatch(/^Every monster moves one ring toward the castle.*Nothing to do/);
  expect(errors).toEqual([]);
});

async function offerAnswered(page: Page, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  const hands = [
    ['knight-any', 'barbarian', 'swordsman-any', 'hero-red', 'tar', 'nice-shot'],
    ['archer-red', 'archer-green', 'archer-blue', 'archer-any', 'brick', 'mortar'],
  ];
  const PASS = { type: 'pass' };
  const offer = { type: 'offer', seat: 0, give: 'archer-red', take: 'knight-any' };
  await openCp(page, cpLink({ players: 2, mode: 'coop', stack: { hands } }, 1, [{ type: 'start-deal' }, PASS, PASS, PASS, PASS, offer], 'hb'));
  const s = await fcState<{ phase: string }>(page);
  expect(s.phase).toBe('trade-answer');
  const o = await fcObjects(page);
  expect(o['cp.phaseTitle']?.text).toBe('Answering a trade offer');
  expect(o['cp.hint']?.text).toBe('Accept or refuse the trade you are offered.');
  // the offer's panel: clear of Player 2's row (its name, cards and trophies), its cards between its words and its buttons
  await page.waitForFunction(() => window.__fc?.objects()['cp.offer.accept']?.visible === true);
  const d = await fcObjects(page);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  const panel = d['cp.offer.panel'] as FcObjectBox;
  const rows = Object.entries(d).filter(([n, b]) => b.visible && b.width > 0 && /^cp\.(seat\.\d+|other\.\d+\.\d+|trophies\.1)$/.test(n));
  expect(rows.map(([n]) => n)).toContain('cp.seat.1');
  for (const [n, b] of rows) expect(boxesMeet(panel, b), `the offer ${JSON.stringify(panel)} clear of ${n} ${JSON.stringify(b)}`).toBe(false);
  // the arc numbers on the board's rim clear of the rows' trophy piles
  for (let arc = 1; arc <= 6; arc++) for (const [n, b] of rows) expect(boxesMeet(d[`cp.arcNumber.${arc}`] as FcObjectBox, b), `arc number ${arc} clear of ${n}`).toBe(false);
  const text = d['cp.offer.text'] as FcObjectBox;
  for (const c of Object.entries(d).filter(([n]) => /^cp\.offer\.(get|give)\.[^.]+$/.test(n))) {
    expect(c[1].y, `${c[0]} under the words`).toBeGreaterThanOrEqual(text.y + text.height);
    for (const btn of ['cp.offer.accept', 'cp.offer.refuse', 'cp.offer.keys']) if (d[btn]?.visible) expect(boxesMeet(c[1], d[btn]), `${c[0]} clear of ${btn}`).toBe(false);
    expect(c[1].y + c[1].height, `${c[0]} inside the panel`).toBeLessThanOrEqual(panel.y + panel.height);
  }
  expect(errors).toEqual([]);
}

test('"Answering a trade offer": the panel says to accept or refuse; the offer clear of Player 2\'s row, at 1600x900', async ({ page }) => {
  await offerAnswered(page, 'offer-desktop');
});

test.describe('the trade offer on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("the offer clear of Player 2's row", async ({ page }) => {
    await offerAnswered(page, 'offer-phone');
  });
});

test.describe('a phone held sideways, 844x390: nothing over another', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("a toast clear of the rings' names; the turn line clear of the phase title; a tip clear of the hand", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // a toast: a card let go on an empty space (the middle of arc 1's knight space)
    const hand = ['archer-any', 'knight-red', 'brick', 'mortar', 'tar', 'swordsman-green'];
    await openCp(page, cpLink({ players: 1, mode: 'solo', stack: { hands: [hand], pile: ['healer', 'goblin', 'move-red', 'move-green'], dice: [3, 4] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h'));
    let o = await fcObjects(page);
    const card = o['cp.card.archer-any'] as FcObjectBox;
    const a = -Math.PI / 3;
    await drag(page, centre(card), { x: BOARD.x + Math.cos(a) * 219, y: BOARD.y + Math.sin(a) * 219 });
    await page.waitForFunction(() => window.__fc?.objects()['ui.toast']?.visible === true, undefined, { timeout: 5_000 });
    o = await fcObjects(page);
    await page.screenshot({ path: test.info().outputPath('phone-toast.png') });
    const toast = o['ui.toast'] as FcObjectBox;
    const names = Object.entries(o).filter(([n, b]) => /^cp\.ringName\.\w+$/.test(n) && b.visible);
    expect(names.length).toBe(4);
    for (const [n, b] of [...names, ...['cp.phaseTitle', 'host.turn'].map((k) => [k, o[k] as FcObjectBox] as const)]) expect(boxesMeet(toast, b), `the toast ${JSON.stringify(toast)} clear of ${n} ${JSON.stringify(b)}`).toBe(false);
    expect(boxesMeet(o['host.turn'] as FcObjectBox, o['cp.phaseTitle'] as FcObjectBox), 'the turn line clear of the phase title').toBe(false);
    // a tip (the healer comes out at the march): clear of the hand, its title and the phase title
    await tapObject(page, 'cp.pass');
    await page.waitForFunction(() => window.__fc?.objects()['ui.explain']?.visible === true && window.__fc.busy() === false, undefined, { timeout: 30_000 });
    o = await fcObjects(page);
    await page.screenshot({ path: test.info().outputPath('phone-tip.png') });
    const tip = o['ui.explain'] as FcObjectBox;
    for (const [n, b] of Object.entries(o).filter(([n, b]) => b.visible && /^(cp\.card\.[^.]+|cp\.handTitle|cp\.phaseTitle|host\.turn)$/.test(n))) {
      expect(boxesMeet(tip, b), `the tip ${JSON.stringify(tip)} clear of ${n} ${JSON.stringify(b)}`).toBe(false);
    }
    expect(boxesMeet(o['host.turn'] as FcObjectBox, o['cp.phaseTitle'] as FcObjectBox), 'the turn line clear of the phase title').toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('the hand on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('a card tap-played: the cards left keep their places, none slides under the finger', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCp(page, PLAY);
    const before = await fcObjects(page);
    const cards = (o: Record<string, FcObjectBox>): [string, FcObjectBox][] => Object.entries(o).filter(([n, b]) => /^cp\.card\.[^.]+(\.\d+)?$/.test(n) && b.visible);
    expect(cards(before).length).toBe(6);
    const played = before['cp.card.archer-any'] as FcObjectBox;
    await tapObject(page, 'cp.card.archer-any');
    await tapObject(page, 'cp.monster.0');
    await page.waitForFunction(() => !window.__fc?.objects()['cp.card.archer-any'] && window.__fc?.busy() === false, undefined, { timeout: 15_000 });
    const after = await fcObjects(page);
    await page.screenshot({ path: test.info().outputPath('hand-after-play.png') });
    expect(cards(after).length).toBe(5);
    for (const [name, b] of cards(after)) {
      const was = before[name] as FcObjectBox;
      expect(Math.abs(b.x - was.x), `${name} where it was`).toBeLessThanOrEqual(1);
      expect(boxesMeet(b, { x: played.x + played.width / 2 - 1, y: played.y + played.height / 2 - 1, width: 2, height: 2 }), `${name} not under the spot tapped`).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('a drag while the monsters march (the animations at their own speed)', () => {
  test.use({ animSpeed: 1 });
  test('a card dragged onto a monster while the monsters move stays in the hand, and a toast says why', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCp(page, PLAY);
    await clickObject(page, 'cp.pass');
    await page.waitForFunction(() => window.__fc?.busy() === true && window.__fc.objects()['cp.phaseTitle']?.text === 'The monsters move', undefined, { timeout: 10_000, polling: 10 });
    // a real mouse drag, from the knight's card to a monster, while the march is shown
    const o = await fcObjects(page);
    const card = o['cp.card.knight-red'] as FcObjectBox;
    const monster = o['cp.monster.1'] as FcObjectBox;
    const a = await toScreen(page, card.x + card.width / 2, card.y + card.height / 2);
    const b = await toScreen(page, monster.x + monster.width / 2, monster.y + monster.height / 2);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await page.mouse.up();
    const toast = await page.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.visible ? window.__fc.objects()['ui.toast']?.text : null), undefined, { timeout: 3_000 });
    expect(await toast.jsonValue()).toBe('Wait: the monsters are still moving.');
    expect(await page.evaluate(() => window.__fc?.busy())).toBe(true);
    // once shown, the card is still in the hand: nothing was played
    await page.waitForFunction(() => window.__fc?.busy() === false, undefined, { timeout: 20_000 });
    expect((await fcState<{ hands: string[][] }>(page)).hands[0]).toContain('knight-red');
    expect(errors).toEqual([]);
  });
});

/** Four defenders: the person (walls only) and three bots holding knights and archers; the person in the play phase. */
const FOUR = cpLink(
  {
    players: 4,
    mode: 'coop',
    stack: {
      hands: [
        ['brick', 'brick', 'mortar', 'mortar', 'mortar'],
        ['knight-any', 'knight-red', 'knight-green', 'knight-blue', 'archer-any'],
        ['archer-red', 'archer-green', 'archer-blue', 'swordsman-any', 'barbarian'],
        ['swordsman-red', 'swordsman-green', 'swordsman-blue', 'hero-red', 'hero-green'],
      ],
      pile: ['orc', 'troll', 'orc', 'troll', 'orc', 'troll', 'orc', 'troll', 'orc', 'troll'],
    },
  },
  5,
  [{ type: 'start-deal' }, { type: 'pass' }, { type: 'pass' }],
  'hbbb',
);

async function recapOffRows(page: Page, phone: boolean, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  await openCp(page, FOUR);
  await (phone ? tapObject(page, 'cp.pass') : clickObject(page, 'cp.pass'));
  await page.waitForFunction(
    () => {
      const s = window.__fc?.state() as { current: number; turn: number } | null;
      return window.__fc?.busy() === false && s?.current === 0 && s.turn > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  // a tip the bots' cards brought (tar...) comes first: put away, the recap comes
  for (let i = 0; i < 4; i++) {
    const next = await page.waitForFunction(() => {
      const o = window.__fc?.objects() ?? {};
      return o['cp.recap']?.visible ? 'recap' : o['ui.explain.ok']?.visible && o['ui.explain.ok'].enabled ? 'tip' : null;
    });
    if ((await next.jsonValue()) === 'recap') break;
    await (phone ? tapObject(page, 'ui.explain.ok') : clickObject(page, 'ui.explain.ok'));
    await page.waitForFunction(() => !window.__fc?.objects()['ui.explain']?.visible);
  }
  const o = await fcObjects(page);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  const recap = o['cp.recap'] as FcObjectBox;
  const rows = Object.entries(o).filter(([n, b]) => b.visible && b.width > 0 && /^cp\.(seat\.\d+|other\.\d+\.\d+|trophies\.\d+|handTitle|card\.[^.]+|phaseTitle|hint|pass|tradeButton)$/.test(n));
  expect(rows.filter(([n]) => n.startsWith('cp.seat.')).length).toBe(3);
  for (const [n, b] of rows) expect(boxesMeet(recap, b), `the recap ${JSON.stringify(recap)} clear of ${n} ${JSON.stringify(b)}`).toBe(false);
  expect(errors).toEqual([]);
}

test('four defenders: "While you waited" clear of every defender\'s row, the panel and the hand, at 1600x900', async ({ page }) => {
  test.setTimeout(90_000);
  await recapOffRows(page, false, 'recap-four-desktop');
});

test.describe('four defenders on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('"While you waited" clear of every defender\'s row, the panel and the hand', async ({ page }) => {
    test.setTimeout(90_000);
    await recapOffRows(page, true, 'recap-four-phone');
  });
});
