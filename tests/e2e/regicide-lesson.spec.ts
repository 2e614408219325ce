// Regicide's guided first game (issue 15), in a real Chromium: from the menu's "Learn to play",
// every lesson move made by real drags and clicks on the lit cards (clubs, the counter-attack,
// spades, diamonds, the exact kill, hearts, the jester power, the Ace, immunity, a yield), a card
// off the script refused in the lesson's words, the farewell, then a normal game; skipping at any
// step; the coach's card on screen in French and Italian; and on a phone held sideways (844x390)
// every step's card and table meet the phone goals, the lesson played by taps.
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, dragObject, fcState, gotoApp, objectBox, screenshot, settle as settleScreen, toastText, tapObject, twoFrames } from './helpers';
import { demoShot, expectCoachClearOfRegicide, expectDemo } from './lesson-demo';
import { auditScreen, expectPhoneReady, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface State {
  hands: string[][];
  enemy: string | null;
  damage: number;
  shield: number;
  phase: string;
  toDiscard: number;
  jestersLeft: number;
  tavern: string[];
  discard: string[];
  yielded: boolean[];
  status: string;
}

const visible = (page: Page, name: string): Promise<boolean> => page.evaluate((n) => window.__fc?.objects()[n]?.visible === true, name);
const moves = (page: Page): Promise<number> => page.evaluate(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0));

async function settle(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= k && window.__fc?.busy() === false, n, { timeout: 20_000 });
  await settleScreen(page);
}

/** The coach's card shows step `n` (its title "Lesson n / 15", or in French "Leçon n / 15"). */
async function coachAt(page: Page, n: number, word = 'Lesson'): Promise<void> {
  await page.waitForFunction(([k, w]) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`${w} ${k} /`) === true, [n, word] as const, { timeout: 20_000 });
  await page.waitForFunction(() => window.__fc?.busy() === false);
  await settleScreen(page); // the cards settled into the hand
}

/** The lit spot `i` lies over the named object (their centres within a few px, once the hand has settled). */
async function spotOn(page: Page, i: number, name: string): Promise<void> {
  const gap = async (): Promise<number> => {
    const spot = centreOf(await objectBox(page, `ui.coach.spot.${i}`));
    const obj = centreOf(await objectBox(page, name));
    return Math.max(Math.abs(spot.x - obj.x), Math.abs(spot.y - obj.y));
  };
  await expect.poll(gap, { message: `spot ${i} on ${name}`, timeout: 3000 }).toBeLessThan(6);
}

/**
 * The words the coach's finger covers, its loop held at `ms` (a tap's press, a drag's start or
 * drop): each visible button's label (the table's buttons, the coach's) that a point of the drawn hand
 * (its box, turned as drawn) falls in. None may be covered, the target's own label included
 * (newcomer s33: the hand lay over the Jester button's words).
 */
async function wordsUnderFinger(page: Page, ms: number, target?: string): Promise<string[]> {
  await page.evaluate((t) => ((window as unknown as { __fcDemoAt?: number }).__fcDemoAt = t), ms);
  await twoFrames(page);
  if (target) {
    // the fingertip on the button it taps
    const tip = centreOf(await objectBox(page, 'ui.coach.demo'));
    const b = await objectBox(page, target);
    expect(tip.x > b.x && tip.x < b.x + b.width && tip.y > b.y && tip.y < b.y + b.height, `the fingertip (${Math.round(tip.x)}, ${Math.round(tip.y)}) on ${target}`).toBe(true);
  }
  const covered = await page.evaluate(() => {
    type Obj = { name: string; visible: boolean; active: boolean; list?: Obj[]; text?: string; getBounds?: () => { x: number; y: number; width: number; height: number }; width: number; height: number; getWorldTransformMatrix(): { transformPoint(x: number, y: number): { x: number; y: number } } };
    const game = (window as unknown as { __fcGame: { scene: { getScenes(a: boolean): { children: { list: Obj[] } }[] } } }).__fcGame;
    const labels: { name: string; b: { x: number; y: number; width: number; height: number } }[] = [];
    let hand: Obj | null = null;
    const walk = (list: Obj[], owner: string, shown: boolean): void => {
      for (const o of list) {
        const vis = shown && o.visible && o.active;
        if (o.name === 'ui.coach.demo.hand' && vis) hand = o;
        if (vis && typeof o.text === 'string' && o.text && /^regicide\.(\w+Button|jesterStep[14])$|^ui\.coach\.(skip|next)$/.test(owner) && o.getBounds) labels.push({ name: `${owner}: ${o.text}`, b: o.getBounds() });
        if (o.list) walk(o.list, o.name && o.list.some((c) => typeof c.text === 'string') ? o.name : '', vis);
      }
    };
    for (const scene of game.scene.getScenes(true)) walk(scene.children.list, '', true);
    if (!hand) return null;
    const h = hand as Obj;
    const m = h.getWorldTransformMatrix();
    const hit = new Set<string>();
    for (let i = 0; i <= 10; i++) {
      for (let j = 0; j <= 10; j++) {
        const p = m.transformPoint(-h.width / 2 + (h.width * i) / 10, -h.height / 2 + (h.height * j) / 10);
        for (const l of labels) if (p.x > l.b.x + 1 && p.x < l.b.x + l.b.width - 1 && p.y > l.b.y + 1 && p.y < l.b.y + l.b.height - 1) hit.add(l.name);
      }
    }
    return [...hit];
  });
  await page.evaluate(() => delete (window as unknown as { __fcDemoAt?: number }).__fcDemoAt);
  expect(covered, 'the coach\'s finger is shown').not.toBeNull();
  return covered ?? [];
}

/** At this lesson step the finger, at rest on what it shows (a tap's press; a drag's start and drop), covers no button's words. */
async function expectWordsClear(page: Page, drag: boolean, target?: string): Promise<void> {
  // (a held moment is shown even while the finger steps aside for the last touch)
  await page.waitForFunction(() => window.__fc?.objects()['ui.coach.demo.hand'] !== undefined, undefined, { timeout: 10_000 });
  for (const ms of drag ? [350, 1600] : [1100]) expect(await wordsUnderFinger(page, ms, target), `the words under the finger ${ms} ms into its loop`).toEqual([]);
}

const spots = (page: Page): Promise<number> => page.evaluate(() => Object.keys(window.__fc?.objects() ?? {}).filter((k) => k.startsWith('ui.coach.spot.')).length);

/** The lesson's script, as the learner meets it: the cards to put where, then the button; or a button alone. */
const SCRIPT: { cards?: string[]; to?: 'enemyZone' | 'wounds'; button: string }[] = [
  { cards: ['5C'], to: 'enemyZone', button: 'playButton' },
  { cards: ['10D'], to: 'wounds', button: 'discardButton' },
  { cards: ['4S'], to: 'enemyZone', button: 'playButton' },
  { cards: ['6C'], to: 'wounds', button: 'discardButton' },
  { cards: ['3D'], to: 'enemyZone', button: 'playButton' },
  { cards: ['7H'], to: 'wounds', button: 'discardButton' },
  { cards: ['3S'], to: 'enemyZone', button: 'playButton' },
  { cards: ['6H'], to: 'enemyZone', button: 'playButton' },
  { button: 'jesterStep4' },
  { cards: ['10C'], to: 'wounds', button: 'discardButton' },
  { cards: ['AD', '9S'], to: 'enemyZone', button: 'playButton' },
  { cards: ['2C'], to: 'enemyZone', button: 'playButton' },
  { button: 'yieldButton' },
];

/** The hint's reason at some lesson steps (the hint is the lesson's move): a cover, a spade's shield, an exact kill, a free yield. */
const HINT_WHY: Partial<Record<number, string>> = {
  1: 'Why: Covers the 10 damage with 10, keeping the rest of your hand',
  2: 'Why: Spades 4: shields 4, its attack down to 6. Then you cover 6',
  6: 'Why: Kills the Jack of hearts exactly: it goes on top of the tavern.',
  12: 'Why: Yield: the shield stops its whole attack, so you lose nothing.',
};

/** What the table shows after each lesson move (checked against the rules' state). */
async function checkAfter(page: Page, i: number): Promise<void> {
  const s = await fcState<State>(page);
  if (i === 0) expect(s).toMatchObject({ damage: 10, phase: 'discard', toDiscard: 10 }); // clubs doubled the 5
  if (i === 2) expect(s).toMatchObject({ damage: 14, shield: 4, toDiscard: 6 });
  if (i === 4) expect(s.hands[0]).toHaveLength(6); // the 3♦ drew 3
  if (i === 6) {
    expect(s).toMatchObject({ enemy: 'JC', damage: 0, phase: 'play' });
    expect(s.tavern.length).toBeGreaterThan(0);
  }
  if (i === 7) expect(s).toMatchObject({ damage: 6, phase: 'discard', toDiscard: 10 });
  if (i === 8) {
    expect(s).toMatchObject({ jestersLeft: 1, phase: 'discard' });
    expect(s.hands[0]).toContain('JH'); // the Jack defeated exactly, drawn back from the tavern's top
  }
  if (i === 10) expect(s).toMatchObject({ damage: 16, shield: 10, phase: 'play' });
  if (i === 11) expect(s).toMatchObject({ damage: 18, phase: 'play' }); // immune: the 2♣ not doubled
  if (i === 12) expect(s).toMatchObject({ damage: 18, yielded: [true], phase: 'play' });
}

test('the guided first game: Learn to play from the menu, each lesson move made by real drags and clicks on the lit cards, then a normal game', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4 })));
  await gotoApp(page);
  await page.waitForFunction(() => window.__fc?.objects()['menu.learn.regicide']?.visible === true);
  await screenshot(page, 'regicide-lesson-menu');
  await clickObject(page, 'menu.learn.regicide');
  await coachAt(page, 1);
  await screenshot(page, 'regicide-lesson-1-goal');
  expect((await objectBox(page, 'ui.coach.body')).text).toContain('12 royals');
  // The goal first: nothing can be played until Next.
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await settleScreen(page); // the drop handled (the card back in the hand)
  expect(await visible(page, 'regicide.pending.5C')).toBe(false);
  await clickObject(page, 'ui.coach.next');

  for (let i = 0; i < SCRIPT.length; i++) {
    const step = SCRIPT[i]!;
    await coachAt(page, i + 2);
    const hintWhy = async (): Promise<void> => {
      const why = HINT_WHY[i];
      if (!why) return;
      // Hint says why, in the panel, in one line (newcomer s33: "the hint says no why").
      await clickObject(page, 'host.hint');
      await expect.poll(async () => (await objectBox(page, 'regicide.forecast')).text ?? '', { message: `the hint's reason at step ${i + 2}` }).toContain(why);
      await settleScreen(page);
    };
    if (i === 0) {
      // The coach's finger shows the move, not in the way: the 5♣ dragged onto the Jack.
      await expectDemo(page, 'regicide.card.5C', 'regicide.enemyZone');
      await demoShot(page, 'regicide-lesson-demo');
      // A card off the script is refused in the lesson's words, and nothing changes.
      await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
      await expect.poll(() => toastText(page)).toContain('lit cards');
      expect(await visible(page, 'regicide.pending.10D')).toBe(false);
    }
    if (step.cards && step.to) {
      // Lit: each card to play, then where it goes.
      for (const [k, c] of step.cards.entries()) await spotOn(page, k, `regicide.card.${c}`);
      await spotOn(page, step.cards.length, `regicide.${step.to}`);
      await expectWordsClear(page, true);
      await hintWhy();
      await screenshot(page, `regicide-lesson-${i + 2}`);
      for (const [k, c] of step.cards.entries()) {
        // Drags for most; the Ace and its companion by click, then a click on the lit enemy.
        if (step.cards.length > 1 || k % 2 === 1) {
          await clickObject(page, `regicide.card.${c}`);
          await clickObject(page, `regicide.${step.to}`);
        } else await dragObject(page, `regicide.card.${c}`, `regicide.${step.to}`);
        await page.waitForFunction((n) => !!window.__fc?.objects()[`regicide.pending.${n}`], c);
        await settleScreen(page); // the card come to rest in the play
      }
      // Now the button is lit, alone (and the finger, its card chosen, taps it).
      expect(await spots(page)).toBe(1);
      if (i === 0) await expectDemo(page, 'regicide.playButton');
    } else {
      await hintWhy();
      await screenshot(page, `regicide-lesson-${i + 2}`);
    }
    await spotOn(page, 0, `regicide.${step.button}`);
    // The finger taps the button, every button's words readable (its own, the Jester buttons' below it).
    await expectWordsClear(page, false, `regicide.${step.button}`);
    if (i === 1 || i === 8) await demoShot(page, `regicide-lesson-tap-${i + 2}`, 1100);
    await clickObject(page, `regicide.${step.button}`);
    await settle(page, i + 1);
    await checkAfter(page, i);
  }

  // The farewell, then a normal game: any card may be played now (the 5♥ finishes the Jack of clubs).
  await coachAt(page, 15);
  await screenshot(page, 'regicide-lesson-15-farewell');
  expect(await visible(page, 'ui.coach.demo')).toBe(false); // nothing to show: the finger is gone
  expect((await objectBox(page, 'ui.coach.body')).text).toContain('2 health left');
  await clickObject(page, 'ui.coach.next');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  await dragObject(page, 'regicide.card.5H', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, SCRIPT.length + 1);
  const s = await fcState<State>(page);
  expect(s.enemy).toBe('JD');
  expect(s.status).toBe('playing');
  expect(await visible(page, 'ui.coach')).toBe(false);
  await screenshot(page, 'regicide-lesson-after');
  expect(errors).toEqual([]);
});

test('the lesson can be skipped at its first step and at a later one: the coach goes and the game goes on as a normal one', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await clickObject(page, 'menu.learn.regicide');
  await coachAt(page, 1);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  // Free play: the 10♦ (not the lesson's 5♣) onto the Jack.
  await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  expect((await fcState<State>(page)).damage).toBe(10);
  expect(await visible(page, 'ui.coach')).toBe(false);

  // Again from the menu, skipped at step 3 (the counter-attack), after a lesson move.
  await page.goto('about:blank');
  await gotoApp(page);
  await clickObject(page, 'menu.learn.regicide');
  await coachAt(page, 1);
  await clickObject(page, 'ui.coach.next');
  await coachAt(page, 2);
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  await coachAt(page, 3);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
  // Any cover now: the 4♠ and the 6♣ (not the lesson's 10♦).
  await dragObject(page, 'regicide.card.4S', 'regicide.wounds');
  await settleScreen(page); // the 4 on the wounds, the hand closed up
  await dragObject(page, 'regicide.card.6C', 'regicide.wounds');
  await settleScreen(page);
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 2);
  const s = await fcState<State>(page);
  expect(s.discard.sort()).toEqual(['4S', '6C']);
  expect(s.phase).toBe('play');
  expect(await visible(page, 'ui.coach')).toBe(false);
  expect(errors).toEqual([]);
});

for (const lang of ['fr', 'it'] as const) {
  test(`the lesson in ${lang}: the coach's card fits on screen, its words in ${lang}`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
    await gotoApp(page);
    await clickObject(page, 'menu.learn.regicide');
    const title = lang === 'fr' ? 'Leçon' : 'Lezione';
    await page.waitForFunction((w) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`${w} 1 /`) === true, title);
    for (let step = 0; step < 2; step++) {
      const card = await objectBox(page, 'ui.coach');
      const body = await objectBox(page, 'ui.coach.body');
      expect(card.y).toBeGreaterThanOrEqual(72);
      expect(card.y + card.height).toBeLessThanOrEqual(900);
      expect(body.y + body.height).toBeLessThan(card.y + card.height - 60); // above the buttons
      expect(body.text).toContain(step === 0 ? (lang === 'fr' ? 'valet' : 'fante') : lang === 'fr' ? 'trèfle' : 'fiori');
      await screenshot(page, `regicide-lesson-${lang}-${step}`);
      if (step === 0) {
        await clickObject(page, 'ui.coach.next');
        await page.waitForFunction((w) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`${w} 2 /`) === true, title);
      }
    }
    expect(errors).toEqual([]);
  });
}

test.describe('on a phone held sideways (844x390)', () => {
  test.use(phoneUse({ width: 844, height: 390 }));

  // The coach's card is opaque and drawn over the table: the table's texts under it are hidden, not overlapped.
  const underCoach = { onlyScene: 'Regicide', overlapOk: (a: { name: string }, b: { name: string }) => a.name.startsWith('ui.coach') && !b.name.startsWith('ui.coach') };

  /**
   * The coach's card clear of the enemy, of the cards played against it and of the hand (its
   * chosen, raised cards too); the demonstrating finger, when there, on screen.
   */
  async function coachClear(page: Page): Promise<void> {
    await expectCoachClearOfRegicide(page);
  }

  // In French only, the longest words of the three languages (English plays the lesson on the desktop;
  // each step's layout is the same in every language, only the words' length differs).
  for (const lang of ['fr'] as const) test(`every step of the lesson meets the phone goals, played by taps (${lang})`, async ({ page }, info) => {
    test.setTimeout(300_000);
    const errors = collectConsoleErrors(page);
    await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, lang: l })), lang);
    const word = lang === 'fr' ? 'Leçon' : 'Lesson';
    await gotoApp(page);
    await tapObject(page, 'menu.learn.regicide');
    await coachAt(page, 1, word);
    await expectPhoneReady(page, info, `regicide-lesson-phone-${lang}-1`, underCoach);
    await coachClear(page);
    await tapObject(page, 'ui.coach.next');
    for (let i = 0; i < SCRIPT.length; i++) {
      const step = SCRIPT[i]!;
      await coachAt(page, i + 2, word);
      // A loaded machine may still be dealing the new cards: the audit once they have landed.
      await expect.poll(() => auditScreen(page, underCoach), { timeout: 8000 }).toEqual([]);
      await expectPhoneReady(page, info, `regicide-lesson-phone-${lang}-${i + 2}`, underCoach);
      await coachClear(page);
      if (step.cards) await expectWordsClear(page, false); // the finger's tap on the first card
      for (const c of step.cards ?? []) {
        // A tap on a card of the hand chooses it. After the jester's new hand a loaded machine may
        // still be sliding the card in (the tap lands where it was): tapped again, three times at most.
        for (let tries = 1; ; tries++) {
          await tapObject(page, `regicide.card.${c}`);
          const chosen = await page
            .waitForFunction((n) => !!window.__fc?.objects()[`regicide.pending.${n}`], c, { timeout: 10_000 })
            .then(() => true)
            .catch(() => false);
          if (chosen) break;
          if (tries === 3) throw new Error(`three taps on ${c} did not choose it`);
        }
        await settleScreen(page); // the card come to rest in the play
      }
      // The finger taps the button, every button's words readable (its own, the Jester buttons' near it).
      await expectWordsClear(page, false, `regicide.${step.button}`);
      if (i === 0 || i === 8) await demoShot(page, `regicide-lesson-phone-tap-${i + 2}`, 1100);
      await tapObject(page, `regicide.${step.button}`);
      await settle(page, i + 1);
      await checkAfter(page, i);
    }
    await coachAt(page, 15, word);
    await expectPhoneReady(page, info, `regicide-lesson-phone-${lang}-15`, underCoach);
    await tapObject(page, 'ui.coach.next');
    await page.waitForFunction(() => !window.__fc?.objects()['ui.coach']);
    expect(await moves(page)).toBe(SCRIPT.length);
    expect(errors).toEqual([]);
  });
});
