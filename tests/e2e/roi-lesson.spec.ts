// Le Roi du Ring's guided first game in a real Chromium: from the menu's "Learn to play", each
// lesson move made by real drags and clicks (keep the hand, a step, the end of a turn, a strike,
// a parry, a dodge, a push into the ropes and the hit there), the move to make lit by the coach,
// a wrong card refused in the lesson's words; then the fight goes on against the bot. Skipping
// at any step leaves a normal game; the coach's card fits in French and Italian, and on a phone.
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, screenshot, settle, tapObject, twoFrames } from './helpers';
import { coachTitle, demoShot, expectDemo, expectDemoAside } from './lesson-demo';
import { expectPhoneReady, PHONES, phoneShare, phoneUse } from './phone-audit';
import type { RoiState } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const state = (page: Page): Promise<RoiState> => page.evaluate(() => window.__fc?.state() as RoiState);
const visible = (page: Page, name: string): Promise<boolean> => page.evaluate((n) => window.__fc?.objects()[n]?.visible === true, name);
const movesPlayed = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] }).moves.length);

/**
 * The coach's card shows step `n` (its title "Lesson n / 15"), the table at rest; it covers neither
 * the deck (the exchange and the draw speak of it) nor the hand, the tray or the prompt's buttons
 * (round 34 item 4), nor the discard pile or a fighter's hp badge (round 35 item 5: it lay over the
 * discard), at both sizes (a phone's piles are a line of words).
 */
async function coachAt(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`Lesson ${k} /`) === true && window.__fc.busy() === false, n, { timeout: 30_000 });
  await settle(page);
  const objects = await page.evaluate(() => window.__fc?.objects() ?? {});
  const coach = objects['ui.coach'];
  if (!coach) throw new Error('no coach card');
  const apart = (b: { x: number; y: number; width: number; height: number }): boolean => b.x >= coach.x + coach.width || coach.x >= b.x + b.width || b.y >= coach.y + coach.height || coach.y >= b.y + b.height;
  const kept = Object.entries(objects).filter(([name, b]) => b.visible && (/^roi\.(deck|deck\.count|discard|discard\.count|tray)$/.test(name) || /^roi\.(card|btn|hp)\./.test(name)));
  expect(kept.filter(([, b]) => !apart(b)).map(([name]) => name), `under the coach's card at step ${n}`).toEqual([]);
}

async function coachText(page: Page): Promise<string> {
  return (await objectBox(page, 'ui.coach.body')).text ?? '';
}

/** The coach lights spot `i` on the object named `name` (their centres within a few px). */
async function expectLit(page: Page, i: number, name: string): Promise<void> {
  const spot = centreOf(await objectBox(page, `ui.coach.spot.${i}`));
  const obj = centreOf(await objectBox(page, name));
  expect(Math.abs(spot.x - obj.x), name).toBeLessThan(6);
  expect(Math.abs(spot.y - obj.y), name).toBeLessThan(6);
}

/**
 * The coach's finger, held at each moment of its tap loop (window.__fcDemoAt, every 100 ms), never
 * lies on another button of the prompt than `button` while it is seen: its fingertip (the box of
 * `ui.coach.demo`) outside every other visible `roi.btn.*` (a newcomer saw it on Cancel at step 12).
 */
async function expectFingerOnlyOn(page: Page, button: string): Promise<void> {
  const others = await page.evaluate((b) => Object.keys(window.__fc?.objects() ?? {}).filter((n) => n.startsWith('roi.btn.') && n !== b && window.__fc?.objects()[n]?.visible === true), button);
  for (let ms = 0; ms < 2400; ms += 100) {
    await page.evaluate((t) => ((window as unknown as { __fcDemoAt?: number }).__fcDemoAt = t), ms);
    await twoFrames(page);
    const tip = await objectBox(page, 'ui.coach.demo');
    if (!tip.visible || (tip.alpha ?? 1) < 0.05) continue;
    const p = centreOf(tip);
    for (const name of others) {
      const o = await objectBox(page, name);
      const inside = p.x >= o.x && p.x <= o.x + o.width && p.y >= o.y && p.y <= o.y + o.height;
      expect(inside, `the finger at ${ms} ms of its loop lies on ${name}, not on ${button}`).toBe(false);
    }
  }
  await page.evaluate(() => delete (window as unknown as { __fcDemoAt?: number }).__fcDemoAt);
}

async function startLesson(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ ...JSON.parse(localStorage.getItem('fourCrowns.settings.v1') ?? '{}'), animSpeed: 4 })));
  await gotoApp(page);
  await clickObject(page, 'menu.learn.roi-du-ring');
  await coachAt(page, 1);
}

test.describe.configure({ timeout: 180_000 });

test('the guided first game: learn to play from the menu, each lesson move made by real drags and clicks, then the fight goes on', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await startLesson(page);
  await screenshot(page, 'roi-lesson-goal');
  // The goal first: nothing can be played until Next.
  expect(await coachText(page)).toContain('10 hp');
  expect(await visible(page, 'roi.btn.keep')).toBe(false);
  await clickObject(page, 'ui.coach.next');

  // 1. Keep the hand (the exchange before the first turn).
  await coachAt(page, 2);
  await expectLit(page, 0, 'roi.btn.keep');
  await expectDemo(page, 'roi.btn.keep'); // the coach's finger taps the button
  await clickObject(page, 'roi.btn.keep');

  // 2. A step: the 6♠ onto the lit square (1, 1); a wrong card is refused in the lesson's words.
  await coachAt(page, 3);
  await screenshot(page, 'roi-lesson-move');
  expect(await coachText(page)).toContain('6♠');
  await expectLit(page, 0, 'roi.card.6S');
  await expectLit(page, 1, 'roi.sq.1.1');
  // a new step, a new demonstration: the finger drags the 6♠ onto its square
  await expectDemo(page, 'roi.card.6S', 'roi.sq.1.1');
  await demoShot(page, 'roi-lesson-demo');
  const title = await coachTitle(page);
  await dragObject(page, 'roi.card.QS', 'roi.sq.1.1');
  await expect.poll(async () => (await page.evaluate(() => window.__fc?.objects()['ui.toast']?.text)) ?? '').toContain('Follow the lesson');
  expect(await movesPlayed(page)).toBe(2);
  await dragObject(page, 'roi.card.6S', 'roi.sq.1.1');
  await expectDemoAside(page, title); // the player's move: the finger steps aside

  // 3. The end of the turn: draw 1.
  await coachAt(page, 4);
  expect((await state(page)).fighters[0]).toMatchObject({ x: 1, y: 1 });
  await expectLit(page, 0, 'roi.btn.end.1');
  await expectDemo(page, 'roi.btn.end.1');
  await clickObject(page, 'roi.btn.end.1');

  // 4. Blue came closer (its scripted turn): step next to it.
  await coachAt(page, 5);
  expect((await state(page)).fighters[1]).toMatchObject({ x: 3, y: 2 });
  await expectDemo(page, 'roi.card.5C', 'roi.sq.2.1');
  await dragObject(page, 'roi.card.5C', 'roi.sq.2.1');

  // 5. A strike: the 9♥ onto Blue, then Hit.
  await coachAt(page, 6);
  await expectLit(page, 1, 'roi.sq.3.2');
  await expectDemo(page, 'roi.card.9H', 'roi.sq.3.2');
  await dragObject(page, 'roi.card.9H', 'roi.sq.3.2');
  await page.waitForFunction(() => window.__fc?.objects()['roi.btn.hit']?.visible === true);
  await coachAt(page, 6);
  await expectLit(page, 0, 'roi.btn.hit');
  await expectDemo(page, 'roi.btn.hit');
  await expectFingerOnlyOn(page, 'roi.btn.hit');
  expect(await visible(page, 'roi.btn.push')).toBe(false); // only the lesson's choice
  await screenshot(page, 'roi-lesson-strike');
  await clickObject(page, 'roi.btn.hit');

  // 6. Blue takes it (9 hp); end the turn.
  await coachAt(page, 7);
  expect((await state(page)).fighters[1]?.hp).toBe(9);
  expect((await objectBox(page, 'roi.side.hp.1')).text).toBe('9 hp');
  await expectDemo(page, 'roi.btn.end.2');
  await clickObject(page, 'roi.btn.end.2');

  // 7. Blue steps beside Red and strikes with the 6♦: a parry.
  await coachAt(page, 8);
  expect(await coachText(page)).toContain('6♦');
  await expectLit(page, 0, 'roi.btn.parry.9D');
  await expectDemo(page, 'roi.btn.parry.9D');
  await screenshot(page, 'roi-lesson-parry');
  await clickObject(page, 'roi.btn.parry.9D');

  // 8. No counter-attack.
  await coachAt(page, 9);
  await expectDemo(page, 'roi.btn.stop');
  await clickObject(page, 'roi.btn.stop');

  // 9. The 8♦: a dodge with the Q♠, then the lit square.
  await coachAt(page, 10);
  expect(await coachText(page)).toContain('8♦');
  await expectDemo(page, 'roi.btn.dodge.QS');
  await clickObject(page, 'roi.btn.dodge.QS');
  await page.waitForFunction(() => window.__fc?.objects()['roi.target.3.2']?.visible === true);
  await coachAt(page, 10);
  await expectLit(page, 0, 'roi.target.3.2');
  await expectDemo(page, 'roi.target.3.2');
  await screenshot(page, 'roi-lesson-dodge');
  await clickObject(page, 'roi.target.3.2');

  // 10. No counter-attack again; Blue ends its turn.
  await coachAt(page, 11);
  let s = await state(page);
  expect(s.fighters[0]).toMatchObject({ x: 3, y: 2, hp: 10 });
  await expectDemo(page, 'roi.btn.stop');
  await clickObject(page, 'roi.btn.stop');

  // 11. A push toward the ropes: the 4♦ onto Blue, then Push.
  await coachAt(page, 12);
  await expectDemo(page, 'roi.card.4D', 'roi.sq.3.1');
  await dragObject(page, 'roi.card.4D', 'roi.sq.3.1');
  await page.waitForFunction(() => window.__fc?.objects()['roi.btn.push']?.visible === true);
  await coachAt(page, 12);
  await expectLit(page, 0, 'roi.btn.push');
  await screenshot(page, 'roi-lesson-push');
  await expectDemo(page, 'roi.btn.push');
  await expectFingerOnlyOn(page, 'roi.btn.push'); // on Push, never on another button (a newcomer saw it on Cancel)
  await clickObject(page, 'roi.btn.push');

  // 12. Follow Blue.
  await coachAt(page, 13);
  expect((await state(page)).fighters[1]).toMatchObject({ x: 3, y: 0 });
  await expectDemo(page, 'roi.card.3C', 'roi.sq.3.1');
  await dragObject(page, 'roi.card.3C', 'roi.sq.3.1');

  // 13. The hit against the ropes: 2 hp.
  await coachAt(page, 14);
  await screenshot(page, 'roi-lesson-ropes');
  await expectDemo(page, 'roi.card.JD', 'roi.sq.3.0');
  await dragObject(page, 'roi.card.JD', 'roi.sq.3.0');
  await page.waitForFunction(() => window.__fc?.objects()['roi.btn.hit']?.text === 'Hit: −2 hp');
  await coachAt(page, 14);
  await expectDemo(page, 'roi.btn.hit');
  await expectFingerOnlyOn(page, 'roi.btn.hit');
  await clickObject(page, 'roi.btn.hit');

  // The farewell, then the fight goes on as a normal one against the bot.
  await coachAt(page, 15);
  s = await state(page);
  expect(s.fighters.map((f) => f.hp)).toEqual([10, 7]);
  await screenshot(page, 'roi-lesson-end');
  await clickObject(page, 'ui.coach.next');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  const before = await movesPlayed(page);
  await clickObject(page, 'roi.btn.end.2');
  // The easy bot plays its own moves now (the script is over), and Red's turn comes back.
  await page.waitForFunction(() => window.__fc?.busy() === false && (window.__fc.state() as RoiState).current === 0 && (window.__fc.state() as RoiState).phase === 'play', undefined, { timeout: 30_000 });
  expect(await movesPlayed(page)).toBeGreaterThan(before + 1);
  expect(await visible(page, 'ui.coach')).toBe(false);
  expect(errors).toEqual([]);
});

test('the lesson can be skipped at any step: the coach goes and the fight goes on as a normal one', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await startLesson(page);
  await clickObject(page, 'ui.coach.next');
  await coachAt(page, 2);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  // Free play: the exchange takes cards on the tray now, and the first step may go anywhere lit.
  await dragObject(page, 'roi.card.9H', 'roi.tray');
  await page.waitForFunction(() => window.__fc?.objects()['roi.btn.exchange']?.enabled === true);
  await clickObject(page, 'roi.btn.exchange');
  await page.waitForFunction(() => window.__fc?.busy() === false && (window.__fc.state() as RoiState).phase === 'play' && (window.__fc.state() as RoiState).current === 0, undefined, { timeout: 30_000 });
  expect(await visible(page, 'ui.coach')).toBe(false);
  const s = await state(page);
  expect(s.hands[0]).not.toContain('9H');
  expect(errors).toEqual([]);
});

test('skipped in the middle (at the parry): every defence is offered again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await startLesson(page);
  await clickObject(page, 'ui.coach.next');
  await coachAt(page, 2);
  await clickObject(page, 'roi.btn.keep');
  await coachAt(page, 3);
  await dragObject(page, 'roi.card.6S', 'roi.sq.1.1');
  await coachAt(page, 4);
  await clickObject(page, 'roi.btn.end.1');
  await coachAt(page, 5);
  await dragObject(page, 'roi.card.5C', 'roi.sq.2.1');
  await coachAt(page, 6);
  await dragObject(page, 'roi.card.9H', 'roi.sq.3.2');
  await page.waitForFunction(() => window.__fc?.objects()['roi.btn.hit']?.visible === true);
  await clickObject(page, 'roi.btn.hit');
  await coachAt(page, 7);
  await clickObject(page, 'roi.btn.end.2');
  await coachAt(page, 8);
  expect(await visible(page, 'roi.btn.take')).toBe(false);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  // The dodge with the Q♠ and taking the blow are offered now, besides the parry.
  for (const name of ['roi.btn.parry.9D', 'roi.btn.dodge.QS', 'roi.btn.take']) expect(await visible(page, name), name).toBe(true);
  await clickObject(page, 'roi.btn.take');
  await page.waitForFunction(() => (window.__fc?.state() as RoiState).fighters[0]?.hp === 9);
  expect(errors).toEqual([]);
});

for (const lang of ['fr', 'it'] as const) {
  test(`the lesson in ${lang}: the coach's card fits beside the ring, its words in ${lang}`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
    await gotoApp(page);
    await clickObject(page, 'menu.learn.roi-du-ring');
    await page.waitForFunction(() => window.__fc?.objects()['ui.coach']?.visible === true);
    const words = { fr: ['Bleu', 'Garder ma main'], it: ['Blu', 'Tengo la mano'] }[lang];
    for (let step = 0; step < 3; step++) {
      const card = await objectBox(page, 'ui.coach');
      const body = await objectBox(page, 'ui.coach.body');
      const sq = await objectBox(page, 'roi.sq.0.0');
      expect(card.y).toBeGreaterThanOrEqual(72);
      expect(card.y + card.height).toBeLessThanOrEqual(900);
      expect(card.x + card.width).toBeLessThanOrEqual(sq.x); // clear of the ring's squares
      expect(body.y + body.height).toBeLessThan(card.y + card.height - 60); // above the buttons
      const skip = await objectBox(page, 'ui.coach.skip');
      expect(skip.x).toBeGreaterThanOrEqual(card.x);
      await screenshot(page, `roi-lesson-${lang}-${step}`);
      if (step === 0) {
        expect(body.text).toContain(words[0]);
        await clickObject(page, 'ui.coach.next');
      } else if (step === 1) {
        expect(body.text).toContain(words[1]);
        await clickObject(page, 'roi.btn.keep');
      }
      if (step === 2) break;
      await page.waitForFunction((k) => window.__fc?.objects()['ui.coach.title']?.text?.includes(`${k} /`) === true && window.__fc.busy() === false, step + 2, { timeout: 30_000 });
      await settle(page);
    }
    expect(errors).toEqual([]);
  });
}

// The coach's card is opaque and drawn over the table: the table's texts under it are hidden, not overlapped.
const underCoach = { overlapOk: (a: { name: string }, b: { name: string }) => a.name.startsWith('ui.coach') && !b.name.startsWith('ui.coach') };

/** On a phone the coach's card leaves the fighters' hp rows in sight: its box meets neither hp text's box. */
async function expectHpInSight(page: Page): Promise<void> {
  const coach = await objectBox(page, 'ui.coach');
  expect(coach.visible).toBe(true);
  for (const name of ['roi.side.hp.0', 'roi.side.hp.1']) {
    const hp = await objectBox(page, name);
    expect(hp.visible, name).toBe(true);
    const apart = hp.y + hp.height <= coach.y || coach.y + coach.height <= hp.y || hp.x + hp.width <= coach.x || coach.x + coach.width <= hp.x;
    expect(apart, `${name} ${JSON.stringify(hp)} under the coach ${JSON.stringify(coach)}`).toBe(true);
  }
}

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    test.use(phoneUse(phone.viewport));
    if (share())
      test("the lesson on a phone: each coach card meets the phone goals, its moves made by taps", async ({ page }, info) => {
        const errors = collectConsoleErrors(page);
        await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4 })));
        await gotoApp(page);
        await tapObject(page, 'menu.learn.roi-du-ring');
        await coachAt(page, 1);
        await expectPhoneReady(page, info, `${phone.name}-roi-lesson-1`, underCoach);
        await expectHpInSight(page);
        await tapObject(page, 'ui.coach.next');
        await coachAt(page, 2);
        await expectPhoneReady(page, info, `${phone.name}-roi-lesson-2`, underCoach);
        await expectHpInSight(page);
        await tapObject(page, 'roi.btn.keep');
        await coachAt(page, 3);
        await expectPhoneReady(page, info, `${phone.name}-roi-lesson-3`, underCoach);
        await expectHpInSight(page);
        expect((await objectBox(page, 'ui.coach.body')).text).not.toMatch(/drag|drop/i);
        // The step by taps: the lit card, then the lit square.
        await tapObject(page, 'roi.card.6S');
        await tapObject(page, 'roi.sq.1.1');
        await coachAt(page, 4);
        await expectPhoneReady(page, info, `${phone.name}-roi-lesson-4`, underCoach);
        await expectHpInSight(page);
        expect((await state(page)).fighters[0]).toMatchObject({ x: 1, y: 1 });
        expect(errors).toEqual([]);
      });
    if (share())
      test("the lesson on a phone: at every step the coach's finger shows the step's own card, square, fighter or button", async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4 })));
        await gotoApp(page);
        await tapObject(page, 'menu.learn.roi-du-ring');
        await coachAt(page, 1);
        await tapObject(page, 'ui.coach.next');
        // [coach's step, what to tap first, then (a card's place)]; the button after a card on a fighter.
        const steps: [number, string, string?, string?][] = [
          [2, 'roi.btn.keep'],
          [3, 'roi.card.6S', 'roi.sq.1.1'],
          [4, 'roi.btn.end.1'],
          [5, 'roi.card.5C', 'roi.sq.2.1'],
          [6, 'roi.card.9H', 'roi.sq.3.2', 'roi.btn.hit'],
          [7, 'roi.btn.end.2'],
          [8, 'roi.btn.parry.9D'],
          [9, 'roi.btn.stop'],
          [10, 'roi.btn.dodge.QS', 'roi.target.3.2'],
          [11, 'roi.btn.stop'],
          [12, 'roi.card.4D', 'roi.sq.3.1', 'roi.btn.push'],
          [13, 'roi.card.3C', 'roi.sq.3.1'],
          [14, 'roi.card.JD', 'roi.sq.3.0', 'roi.btn.hit'],
        ];
        for (const [n, first, then, button] of steps) {
          await coachAt(page, n);
          if (first.startsWith('roi.btn.dodge')) {
            // A dodge: its button, then the square it steps to (each shown on its own).
            await expectDemo(page, first);
            await tapObject(page, first);
            await page.waitForFunction((t) => window.__fc?.objects()[t]?.visible === true, then as string);
            await coachAt(page, n);
            await expectDemo(page, then as string);
            await tapObject(page, then as string);
            continue;
          }
          await expectDemo(page, first, then);
          await tapObject(page, first);
          if (then) await tapObject(page, then);
          if (button) {
            await page.waitForFunction((b) => window.__fc?.objects()[b]?.visible === true, button);
            await coachAt(page, n);
            await expectLit(page, 0, button);
            await expectDemo(page, button);
            await expectFingerOnlyOn(page, button); // on its button, never on another (Cancel was under it)
            await tapObject(page, button);
          }
        }
        await coachAt(page, 15);
        expect((await state(page)).fighters.map((f) => f.hp)).toEqual([10, 7]);
        expect(errors).toEqual([]);
      });
  });
}
