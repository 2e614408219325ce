// The guided first game (Regality's "Learn to play") on a phone held sideways: the coach's card and
// the lit spot meet the phone goals (tests/e2e/phone-audit.ts) at its first steps, and the lesson's
// first move is made by taps (the Citizen, then the lit cell); Regicide's lesson: the coach's finger
// on screen, and the coach's card clear of the enemy, the cards played against it and the hand.
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors, fcState, gotoApp, settle, tapObject } from './helpers';
import { demoShot, expectCoachClearOfRegicide, expectDemo } from './lesson-demo';
import { expectPhoneReady, PHONES, phoneShare, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

async function coachAt(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => window.__fc?.objects()['ui.coach.title']?.text?.startsWith(`Lesson ${k} /`) === true, n, { timeout: 30_000 });
  await page.waitForFunction(() => window.__fc?.busy() === false);
  await settle(page); // the card settled in
}

// The coach's card is opaque and drawn over the table: the table's texts under it are hidden, not overlapped.
const underCoach = { overlapOk: (a: { name: string }, b: { name: string }) => a.name.startsWith('ui.coach') && !b.name.startsWith('ui.coach') };

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    test.use(phoneUse(phone.viewport));

    if (share()) test('the lesson\'s coach card and spot meet the phone goals; its first move by taps', async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await gotoApp(page);
      await tapObject(page, 'menu.learn.regality');
      await coachAt(page, 1);
      await expectPhoneReady(page, info, `${phone.name}-lesson-1`, underCoach);
      await tapObject(page, 'ui.coach.next');
      await coachAt(page, 2);
      await expectPhoneReady(page, info, `${phone.name}-lesson-2`, underCoach);
      await tapObject(page, 'regality.tile.citizen');
      await tapObject(page, 'regality.cell.4');
      await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 1, undefined, { timeout: 30_000 });
      expect((await fcState<{ placed: number }>(page)).placed).toBeGreaterThanOrEqual(1);

      // Regicide's lesson: the coach's finger taps the 5♣ (on screen, above the hand), then Play;
      // once it is played, the coach's card covers neither it, nor the enemy, nor the hand.
      await gotoApp(page);
      await tapObject(page, 'menu.learn.regicide');
      await coachAt(page, 1);
      await tapObject(page, 'ui.coach.next');
      await coachAt(page, 2);
      await expectDemo(page, 'regicide.card.5C');
      await expectCoachClearOfRegicide(page);
      await demoShot(page, `${phone.name}-lesson-regicide-demo`, 1100);
      await tapObject(page, 'regicide.card.5C');
      await page.waitForFunction(() => !!window.__fc?.objects()['regicide.pending.5C']);
      await expectDemo(page, 'regicide.playButton');
      await expectCoachClearOfRegicide(page); // the chosen card, raised
      await tapObject(page, 'regicide.playButton');
      await coachAt(page, 3);
      expect(Object.keys(await page.evaluate(() => window.__fc?.objects() ?? {}))).toContain('regicide.table.5C');
      await expectCoachClearOfRegicide(page);
      await expectPhoneReady(page, info, `${phone.name}-lesson-regicide-3`, underCoach);
      expect(errors).toEqual([]);
    });
  });
}
