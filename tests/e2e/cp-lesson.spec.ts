// Castle Panic's guided first game (issue 15), in a real Chromium: from the menu's "Learn to play",
// every lesson move made by real drags and clicks on what the coach lights (the orc and the goblin
// placed on their arcs, the rest dealt, the hand kept, a hit that turns the orc's token, a kill,
// the monsters' march with the boulder breaking wall 1, the wall rebuilt with brick and mortar), a
// move off the script refused in the lesson's words, the farewell, then a normal game; skipping at
// the first step and at a later one; the coach's card in French and Italian; and on a phone held
// sideways (844x390) every step's card and table meet the phone goals, the lesson played by taps.
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, dragObject, fcObjects, fcState, gotoApp, objectBox, screenshot, settle as settleScreen, toastText, tapObject } from './helpers';
import { coachTitle, demoShot, expectDemo, expectDemoAside } from './lesson-demo';
import { expectPhoneReady, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface Monster {
  id: number;
  kind: string;
  hp: number;
  arc: number;
  ring: string;
}
interface State {
  monsters: Monster[];
  walls: boolean[];
  hands: string[][];
  phase: string;
  status: string;
  turn: number;
  slain: number[];
}

const STEPS = 11; // the goal, nine moves, the farewell
const visible = (page: Page, name: string): Promise<boolean> => page.evaluate((n) => window.__fc?.objects()[n]?.visible === true, name);
const moves = (page: Page): Promise<number> => page.evaluate(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0));

async function settle(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= k && window.__fc?.busy() === false, n, { timeout: 30_000 });
  await settleScreen(page);
}

/** The coach's card shows step `n` (its title "Lesson n / 11", in French "Leçon n / 11"). */
async function coachAt(page: Page, n: number, word = 'Lesson'): Promise<void> {
  await page.waitForFunction(([k, w]) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`${w} ${k} /`) === true, [n, word] as const, { timeout: 30_000 });
  await settleScreen(page);
}

/** The piece chosen by a click or a tap: selected, its targets lit, at rest. */
async function selected(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => window.__fc?.objects()[n]?.selected === true, name);
  await settleScreen(page);
}

/** The lit spot `i` lies over the named object (their centres within a few px). */
async function spotOn(page: Page, i: number, name: string): Promise<void> {
  const gap = async (): Promise<number> => {
    const spot = centreOf(await objectBox(page, `ui.coach.spot.${i}`));
    const obj = centreOf(await objectBox(page, name));
    return Math.max(Math.abs(spot.x - obj.x), Math.abs(spot.y - obj.y));
  };
  await expect.poll(gap, { message: `spot ${i} on ${name}`, timeout: 3000 }).toBeLessThan(8);
}

/** The lesson's moves as the learner meets them: a piece dragged (or clicked, then its target clicked) to a place, or a button. */
const SCRIPT: { piece?: string; to?: string; click?: boolean; button?: string }[] = [
  { piece: 'cp.start.orc', to: 'cp.startZone.2' },
  { piece: 'cp.start.goblin', to: 'cp.startZone.1', click: true },
  { button: 'cp.deal' },
  { button: 'cp.pass' },
  { piece: 'cp.card.archer-red', to: 'cp.zone.monster.0' },
  { piece: 'cp.card.archer-any', to: 'cp.zone.monster.1', click: true },
  { button: 'cp.pass' },
  { button: 'cp.pass' },
  { piece: 'cp.card.brick', to: 'cp.wallZone.1' },
];

/** What the table holds after each lesson move (the rules' state). */
async function checkAfter(page: Page, i: number): Promise<void> {
  const s = await fcState<State>(page);
  const at = (id: number): Monster | undefined => s.monsters.find((m) => m.id === id);
  if (i === 0) expect(at(0)).toMatchObject({ kind: 'orc', arc: 2, ring: 'archer' });
  if (i === 1) expect(at(1)).toMatchObject({ kind: 'goblin', arc: 1, ring: 'archer' });
  if (i === 2) {
    expect(s.monsters).toHaveLength(6);
    expect(s.phase).toBe('discard');
  }
  if (i === 3) expect(s.phase).toBe('play');
  if (i === 4) expect(at(0)).toMatchObject({ hp: 1 }); // the hit: the orc's token turned
  if (i === 5) {
    expect(at(1)).toBeUndefined(); // the kill
    expect(s.slain).toEqual([1]);
  }
  if (i === 6) {
    expect(s.walls).toEqual([false, true, true, true, true, true]); // the boulder broke wall 1
    expect(at(0)).toMatchObject({ ring: 'knight' });
    expect(s.monsters.find((m) => m.ring === 'forest')).toMatchObject({ kind: 'goblin', arc: 4 });
    expect(s).toMatchObject({ turn: 1, phase: 'discard' });
    expect(s.hands[0]).toHaveLength(6);
  }
  if (i === 8) expect(s.walls).toEqual([true, true, true, true, true, true]);
}

async function openLesson(page: Page, settings: object = {}): Promise<void> {
  // (not on about:blank, where the skip test goes between two lessons: no storage there)
  await page.addInitScript((more) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, ...more }));
  }, settings);
  await gotoApp(page);
  await page.waitForFunction(() => window.__fc?.objects()['menu.learn.castle-panic']?.visible === true);
}

test.describe.configure({ timeout: 240_000 });

test('the guided first game: Learn to play from the menu, each lesson move made by real drags and clicks on what is lit, then a normal game', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openLesson(page);
  await screenshot(page, 'cp-lesson-menu');
  await clickObject(page, 'menu.learn.castle-panic');
  await coachAt(page, 1);
  await screenshot(page, 'cp-lesson-1-goal');
  expect((await objectBox(page, 'ui.coach.body')).text).toContain('tower');
  // The goal first: nothing can be placed until Next.
  await dragObject(page, 'cp.start.orc', 'cp.startZone.2');
  await settleScreen(page); // the release handled, the orc back in the tray
  expect(await moves(page)).toBe(0);
  await clickObject(page, 'ui.coach.next');

  for (let i = 0; i < SCRIPT.length; i++) {
    const step = SCRIPT[i]!;
    await coachAt(page, i + 2);
    if (i === 0) expect(await visible(page, 'cp.deal')).toBe(false); // only the lesson's move is offered
    if (i === 4) {
      // A card off the script (the any-colour archer onto the orc) is refused in the lesson's words; nothing changes.
      await dragObject(page, 'cp.card.archer-any', 'cp.zone.monster.0');
      await expect.poll(() => toastText(page)).toContain('lit move');
      expect(await moves(page)).toBe(4);
      await settleScreen(page); // the card back in the hand
    }
    // The coach's finger shows the move (not in the way): the orc dragged to arc 2, then (a new
    // step, a new demonstration) the goblin to arc 1; then Deal at random tapped.
    if (i <= 2) await expectDemo(page, step.piece ?? step.button!, step.to);
    if (i === 0) await demoShot(page, 'cp-lesson-demo');
    const title = await coachTitle(page);
    if (step.piece && step.to) {
      await spotOn(page, 0, step.piece);
      await spotOn(page, i === 8 ? 2 : 1, step.to); // brick, mortar, then the wall
      if (i === 8) await spotOn(page, 1, 'cp.card.mortar');
      await screenshot(page, `cp-lesson-${i + 2}`);
      if (step.click) {
        await clickObject(page, step.piece);
        await selected(page, step.piece);
        await clickObject(page, step.to);
      } else await dragObject(page, step.piece, step.to);
    } else {
      await spotOn(page, 0, step.button!);
      await screenshot(page, `cp-lesson-${i + 2}`);
      await clickObject(page, step.button!);
    }
    if (i === 0) await expectDemoAside(page, title); // the player's move: the finger steps aside
    await settle(page, i + 1);
    await checkAfter(page, i);
  }

  // The farewell, then a normal game: the red knight slays the wounded orc, now in the knights' ring.
  await coachAt(page, STEPS);
  expect((await fcObjects(page))['ui.coach.demo']).toBeUndefined(); // nothing to show: the finger is gone
  await screenshot(page, 'cp-lesson-11-farewell');
  expect((await objectBox(page, 'ui.coach.body')).text).toContain('trade');
  await clickObject(page, 'ui.coach.next');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  await dragObject(page, 'cp.card.knight-red', 'cp.zone.monster.0');
  await settle(page, SCRIPT.length + 1);
  const s = await fcState<State>(page);
  expect(s.monsters.some((m) => m.id === 0)).toBe(false);
  expect(s.status).toBe('playing');
  // The other moves are back: the monsters may move on now.
  expect(await visible(page, 'cp.pass')).toBe(true);
  await screenshot(page, 'cp-lesson-after');
  expect(errors).toEqual([]);
});

test('the lesson can be skipped at its first step and at a later one: the coach goes and the game goes on as a normal one', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openLesson(page);
  await clickObject(page, 'menu.learn.castle-panic');
  await coachAt(page, 1);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  // Free play: the troll (not the lesson's orc) onto arc 5, then the rest dealt.
  await dragObject(page, 'cp.start.troll', 'cp.startZone.5');
  await settle(page, 1);
  expect((await fcState<State>(page)).monsters[0]).toMatchObject({ kind: 'troll', arc: 5 });
  expect(await visible(page, 'ui.coach')).toBe(false);

  // Again from the menu, skipped at the hit (step 6): the any-colour archer may go onto the orc then.
  await page.goto('about:blank');
  await openLesson(page);
  await clickObject(page, 'menu.learn.castle-panic');
  await coachAt(page, 1);
  await clickObject(page, 'ui.coach.next');
  for (let i = 0; i < 4; i++) {
    const step = SCRIPT[i]!;
    await coachAt(page, i + 2);
    if (step.piece && step.to) await dragObject(page, step.piece, step.to);
    else await clickObject(page, step.button!);
    await settle(page, i + 1);
  }
  await coachAt(page, 6);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  await dragObject(page, 'cp.card.archer-any', 'cp.zone.monster.0');
  await settle(page, 5);
  const s = await fcState<State>(page);
  expect(s.monsters.find((m) => m.id === 0)?.hp).toBe(1);
  expect(s.hands[0]).toContain('archer-red');
  expect(s.hands[0]).not.toContain('archer-any');
  expect(await visible(page, 'ui.coach')).toBe(false);
  expect(errors).toEqual([]);
});

for (const lang of ['fr', 'it'] as const) {
  test(`the lesson in ${lang}: the coach's card fits on screen, its words in ${lang}`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openLesson(page, { lang });
    await clickObject(page, 'menu.learn.castle-panic');
    const word = lang === 'fr' ? 'Leçon' : 'Lezione';
    for (let step = 0; step < 2; step++) {
      await coachAt(page, step + 1, word);
      const card = await objectBox(page, 'ui.coach');
      const body = await objectBox(page, 'ui.coach.body');
      expect(card.y).toBeGreaterThanOrEqual(72);
      expect(card.y + card.height).toBeLessThanOrEqual(900);
      expect(body.y + body.height).toBeLessThan(card.y + card.height - 60); // above the buttons
      expect(body.text).toContain(step === 0 ? (lang === 'fr' ? 'tour' : 'torre') : lang === 'fr' ? 'orc' : 'orco');
      await screenshot(page, `cp-lesson-${lang}-${step}`);
      if (step === 0) await clickObject(page, 'ui.coach.next');
    }
    expect(errors).toEqual([]);
  });
}

test.describe('on a phone held sideways (844x390)', () => {
  test.use(phoneUse({ width: 844, height: 390 }));

  // The coach's card is opaque and drawn over the table: the table's texts under it are hidden, not overlapped.
  const underCoach = { onlyScene: 'CastlePanic', overlapOk: (a: { name: string }, b: { name: string }) => a.name.startsWith('ui.coach') && !b.name.startsWith('ui.coach') };

  /** The coach's card clear of the hand (cards or starting monsters) and of the board. */
  async function coachClear(page: Page): Promise<void> {
    const card = await objectBox(page, 'ui.coach');
    const hand = Object.entries(await fcObjects(page))
      .filter(([k, b]) => (/^cp\.card\.[a-z-]+(\.\d)?$/.test(k) || /^cp\.start\.[a-z]+(\.\d)?$/.test(k)) && b.visible)
      .map(([, b]) => b);
    expect(hand.length).toBeGreaterThan(0);
    for (const b of hand) expect(card.y + card.height).toBeLessThanOrEqual(b.y + 1);
    expect(card.x).toBeGreaterThanOrEqual(862 - 1); // right of the round board
  }

  // In French only, the longest words of the three languages (English plays the lesson on the desktop;
  // each step's layout is the same in every language, only the words' length differs).
  for (const lang of ['fr'] as const) test(`every step of the lesson meets the phone goals, played by taps (${lang})`, async ({ page }, info) => {
    test.setTimeout(300_000);
    const errors = collectConsoleErrors(page);
    await openLesson(page, { lang });
    const word = lang === 'fr' ? 'Leçon' : 'Lesson';
    await tapObject(page, 'menu.learn.castle-panic');
    await coachAt(page, 1, word);
    await expectPhoneReady(page, info, `cp-lesson-phone-${lang}-1`, underCoach);
    await coachClear(page);
    await tapObject(page, 'ui.coach.next');
    for (let i = 0; i < SCRIPT.length; i++) {
      const step = SCRIPT[i]!;
      await coachAt(page, i + 2, word);
      await expectPhoneReady(page, info, `cp-lesson-phone-${lang}-${i + 2}`, underCoach);
      await coachClear(page);
      if (step.piece && step.to) {
        await tapObject(page, step.piece); // a tap chooses the piece, a tap on its lit target plays it
        await selected(page, step.piece);
        await tapObject(page, step.to);
      } else await tapObject(page, step.button!);
      await settle(page, i + 1);
      await checkAfter(page, i);
    }
    await coachAt(page, STEPS, word);
    await expectPhoneReady(page, info, `cp-lesson-phone-${lang}-${STEPS}`, underCoach);
    await tapObject(page, 'ui.coach.next');
    await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
    expect(await moves(page)).toBe(SCRIPT.length);
    expect(errors).toEqual([]);
  });
});
