// Issue 30, "the tables as a newcomer meets them": Regicide's items 25-28 and the shared host's
// items 4, 5 and 28, in a real Chromium at 1600x900 and on a phone held sideways (844x390, touch).
// After a defeat, See the table -> Undo takes "Back to the result" away for good (no stale result);
// the turn line says "Your turn" to the one person at the device, and a bot's move (Castle Panic:
// its monsters marching) is never shown under "is thinking…"; Escape closes the rules, and a
// phone's rules list no keys; solo, "Bot strength" is not offered and the player is "You"; one log
// line for the cards the diamonds draw; a hand that cannot cover the damage is warned that only the
// jester power saves it; a hand card's "what is this?" card opens above the hand.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, fcState, gotoApp, objectBox, screenshot, settle as settleScreen, toScreen, waitForScene } from './helpers';
import { phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

// A loaded machine (two cores shared by several engineers): room to wait.
test.describe.configure({ timeout: 180_000 });
const LONG = { timeout: 60_000 };

/** A shared link to a fresh game of Regicide with these options (the link format of src/app/share.ts). */
function link(options: object, seats: string, practice = false): string {
  const payload = { f: 1, r: { game: 'regicide', version: 1, options, seed: 7, moves: [] }, k: seats, ...(practice ? { p: 1 } : {}) };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction(
    (n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false,
    moves,
    { timeout: 30_000 },
  );
  await settleScreen(page); // the last cards settled into the hand
}

const text = async (page: Page, name: string): Promise<string> => (await objectBox(page, name)).text ?? '';
const shown = (page: Page, name: string): Promise<boolean> => page.evaluate((n) => window.__fc?.objects()[n]?.visible === true, name);
/** Every text of the host's log (the panel open). */
const logLines = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window.__fc?.texts() ?? []).filter((t) => t.scene === 'GameHost').flatMap((t) => t.text.split('\n')));

/** Two people, one card each: 2♠ on the Jack of clubs, which strikes back for 10 − 2 on an empty hand (spades shuffle nothing: the move may be undone). */
// In practice mode: a finished game's table shows every hand, so only practice takes its last move back.
const LOSING = link({ players: 2, stack: { castle: ['JC'], hands: [['2S'], ['3S']] } }, 'hh', true);

async function loseAndLookAtTheTable(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  await dragObject(page, 'regicide.card.2S', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').startsWith('Defeat'), undefined, LONG);
  await settleScreen(page); // the dialog faded in
  await clickObject(page, 'dialog.button.4'); // See the table
  await page.waitForFunction(() => window.__fc?.objects()['host.backToResult']?.visible === true && window.__fc.objects()['host.undo']?.enabled === true, undefined, LONG);
  await settleScreen(page); // the dialog faded out
}

/** After the undo: the move is gone, "Back to the result" with it, and no result dialog comes back. */
async function undoneForGood(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 0 && window.__fc?.busy() === false, undefined, LONG);
  await page.waitForFunction(() => !window.__fc?.objects()['host.backToResult'], undefined, LONG);
  expect((await fcState<{ status: string }>(page)).status).toBe('playing');
  await settleScreen(page);
  await page.waitForTimeout(800); // deliberate: checking that no stale result (its dialog, "Back to the result") comes back in that time
  expect(await shown(page, 'dialog.body')).toBe(false);
  expect(await shown(page, 'host.backToResult')).toBe(false);
  expect(await text(page, 'host.turn')).not.toBe('Game over');
}

test('issue 30 item 25: after a defeat, See the table -> Undo takes "Back to the result" away; the game goes on and a new defeat brings a new result', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, LOSING);
  await loseAndLookAtTheTable(page);
  await screenshot(page, 'issue30-regicide-see-table');
  await clickObject(page, 'host.undo');
  await undoneForGood(page);
  expect(await text(page, 'host.turn')).toBe('Player 1 to play'); // two people at one device: the line names whose turn
  await screenshot(page, 'issue30-regicide-undone');
  // The same defeat again: its result comes as before, and undo by the U key does the same.
  await loseAndLookAtTheTable(page);
  await page.keyboard.press('u');
  await undoneForGood(page);
  expect(errors).toEqual([]);
});

// A newcomer's playtest: a lesson skipped and then lost ended on "Lesson complete… You know the
// game now". A lesson's options with a losing deal (2♠ on the Jack of clubs, two people at the
// device): the coach skipped at its first card, the defeat's card is a game's (Defeat, You lost),
// with the lesson's buttons still (a real game, the lesson again).
test('a lesson skipped and then lost ends as a game, not "Lesson complete"', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link({ players: 2, stack: { castle: ['JC'], hands: [['2S'], ['3S']] }, lesson: true }, 'hh', true));
  await page.waitForFunction(() => window.__fc?.objects()['ui.coach.skip']?.visible === true, undefined, LONG);
  await clickObject(page, 'ui.coach.skip');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.coach'] && window.__fc?.busy() === false, undefined, LONG);
  await dragObject(page, 'regicide.card.2S', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').startsWith('Defeat'), undefined, LONG);
  const title = (await objectBox(page, 'ui.dialog.panel.title')).text ?? '';
  expect(title).not.toContain('Lesson');
  expect(title).toMatch(/lost|Game over/i);
  expect((await objectBox(page, 'dialog.body')).text).not.toContain('You know the game');
  expect((await objectBox(page, 'dialog.button.0')).text).toBe('Play a real game');
  expect(errors).toEqual([]);
});

test('issue 30 item 5: solo, the turn line says "Your turn"; with a bot partner it names the bot while it plays, never "thinking" while its move is shown', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const a = ['10D', '9C', '8S', '7H', '6D', '5C', '4S'];
  const b = ['10C', '9D', '8H', '7S', '6C', '5D', '4H'];
  await gotoApp(page, link({ players: 2, stack: { castle: ['JH'], hands: [a, b] } }, 'hb'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  expect(await text(page, 'host.turn')).toBe('Your turn');
  // Every frame from here: the turn line, and whether a move is being shown.
  await page.evaluate(() => {
    const out: [string, boolean, number][] = [];
    (window as unknown as { __lines: typeof out }).__lines = out;
    const tick = (): void => {
      const moves = (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0;
      out.push([window.__fc?.objects()['host.turn']?.text ?? '', window.__fc?.busy() ?? false, moves]);
      if (out.length < 4000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await dragObject(page, 'regicide.card.9C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  await dragObject(page, 'regicide.card.10D', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await page.waitForFunction(
    () => {
      const s = window.__fc?.state() as { current: number; status: string } | undefined;
      const moves = (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0;
      return window.__fc?.busy() === false && moves > 2 && (s?.status !== 'playing' || s.current === 0);
    },
    undefined,
    { timeout: 60_000 },
  );
  await settleScreen(page);
  const lines = await page.evaluate(() => (window as unknown as { __lines: [string, boolean, number][] }).__lines);
  expect(lines.some(([l]) => l === 'Player 2 is thinking…'), 'the bot was said to think').toBe(true);
  // A bot's move is shown from the frame it is recorded on: there, the line no longer says it thinks.
  const shownFrames = lines.filter(([, , moves], i) => i > 0 && moves > 2 && moves > (lines[i - 1]?.[2] ?? 0));
  expect(shownFrames.length).toBeGreaterThan(0);
  expect(shownFrames.filter(([l]) => l.includes('thinking'))).toEqual([]);
  if ((await fcState<{ status: string }>(page)).status === 'playing') expect(await text(page, 'host.turn')).toBe('Your turn');
  await screenshot(page, 'issue30-regicide-your-turn');
  expect(errors).toEqual([]);
});

test('issue 30 item 5: Castle Panic, a bot defender\'s monsters march under its move\'s caption or its name, never "Player 2 is thinking…"; the person\'s turn says "Your turn"', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const hands = [
    ['knight-any', 'barbarian', 'swordsman-any', 'hero-red', 'tar', 'nice-shot'],
    ['archer-red', 'archer-green', 'archer-blue', 'archer-any', 'brick', 'mortar'],
  ];
  const pass = { type: 'pass' };
  const payload = { f: 1, r: { game: 'castle-panic', version: 2, options: { players: 2, mode: 'coop', stack: { hands } }, seed: 1, moves: [{ type: 'start-deal' }, pass, pass] }, k: 'hb' };
  await gotoApp(page, `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.pass'] && window.__fc.busy() === false, undefined, LONG);
  expect(await text(page, 'host.turn')).toBe('Your turn');
  await page.evaluate(() => {
    const out: [string, string][] = [];
    (window as unknown as { __titles: typeof out }).__titles = out;
    const tick = (): void => {
      const o = window.__fc?.objects() ?? {};
      out.push([o['host.turn']?.text ?? '', o['cp.phaseTitle']?.text ?? '']);
      if (out.length < 6000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await clickObject(page, 'cp.pass'); // the person's play phase ends: the monsters move, then the bot's turn
  // Until the turn comes back to the person (a trade the bot asks for is refused).
  await page.waitForFunction(
    () => {
      const s = window.__fc?.state() as { current: number; turn: number; phase: string; status: string } | null;
      if (s?.phase === 'trade-answer' && window.__fc?.busy() === false && window.__fc.objects()['cp.offer.refuse']?.visible) return 'refuse';
      return (s?.status !== 'playing' || (s.current === 0 && s.turn >= 2)) && window.__fc?.busy() === false;
    },
    undefined,
    { timeout: 90_000 },
  ).then(async (h) => {
    if ((await h.jsonValue()) === 'refuse') {
      await clickObject(page, 'cp.offer.refuse');
      await page.waitForFunction(() => {
        const s = window.__fc?.state() as { current: number; turn: number; status: string } | null;
        return (s?.status !== 'playing' || (s.current === 0 && s.turn >= 2)) && window.__fc?.busy() === false;
      }, undefined, { timeout: 90_000 });
    }
  });
  const titles = await page.evaluate(() => (window as unknown as { __titles: [string, string][] }).__titles);
  expect(titles.some(([bar]) => bar === 'Player 2 is thinking…'), 'the bot was said to think').toBe(true);
  // From the bot's first thought on, its monsters march under its move's caption (issue 30 item 2)
  // or its name: never "Your turn", never "thinking", never nothing.
  const botMarch = titles.slice(titles.findIndex(([bar]) => bar === 'Player 2 is thinking…')).filter(([, panel]) => panel === 'The monsters move');
  expect(botMarch.length, 'the bot\'s monsters marched').toBeGreaterThan(0);
  expect(botMarch.filter(([bar]) => bar === '' || bar === 'Your turn' || bar.includes('thinking'))).toEqual([]);
  expect(titles.filter(([bar, panel]) => bar.includes('thinking') && panel === 'The monsters move')).toEqual([]);
  if ((await fcState<{ status: string }>(page)).status === 'playing') expect(await text(page, 'host.turn')).toBe('Your turn');
  expect(errors).toEqual([]);
});

test('issue 30 items 27, 28: solo setup offers no bot strength; the rules close on Escape; "You" in the log; four cards drawn in one line', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await page.waitForFunction(() => window.__fc?.objects()['menu.play.regicide']?.visible === true, undefined, LONG);
  await clickObject(page, 'menu.play.regicide');
  await waitForScene(page, 'Setup');
  await page.waitForFunction(() => !!window.__fc?.objects()['setup.option.players'], undefined, LONG);
  const players = await text(page, 'setup.option.players');
  if (players === '1') expect(await shown(page, 'setup.option.botLevel')).toBe(false);
  await screenshot(page, 'issue30-regicide-setup-solo');

  // A solo game: 4♦ draws four cards (one line in the log), the player is "You".
  const hand = ['4D', '2C', '3S'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH'], hands: [hand], tavern: ['9H', '8C', '7D', '6S', '5H'] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  expect(await text(page, 'host.turn')).toBe('Your turn');
  await dragObject(page, 'regicide.card.4D', 'regicide.enemyZone');
  await expect.poll(() => text(page, 'regicide.forecast')).toContain('Draw 4 cards');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  await clickObject(page, 'host.log.toggle');
  const lines = await logLines(page);
  expect(lines).toContain('You play 4♦.');
  expect(lines).toContain('You draw 4 cards.');
  expect(lines.filter((l) => /draws? (a|\d+) cards?/.test(l))).toEqual(['You draw 4 cards.']);
  expect(lines.some((l) => l.includes('Player 1'))).toBe(false);
  await clickObject(page, 'host.log.toggle');

  // The rules: open, then Escape closes them.
  await clickObject(page, 'host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesPanel']?.visible === true, undefined, LONG);
  await screenshot(page, 'issue30-rules-desktop');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__fc?.objects()['host.rulesPanel'], undefined, LONG);
  expect((await fcState<{ phase: string }>(page)).phase).toBe('discard'); // nothing else done by the key
  expect(errors).toEqual([]);
});

const SHIELDED = link({ players: 1, stack: { castle: ['JH', 'JD'], hands: [['10S', '3C']] } }, 'h');

test('issue 30 item 27: behind a full shield the forecast says "nothing to cover", not "cover 0 damage"', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Solo: 10♠ on the Jack of hearts shields its whole attack of 10.
  await gotoApp(page, SHIELDED);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  await dragObject(page, 'regicide.card.10S', 'regicide.enemyZone');
  await expect.poll(() => text(page, 'regicide.forecast')).toContain('Then nothing to cover');
  expect(await text(page, 'regicide.forecast')).not.toContain('cover 0');
  expect(errors).toEqual([]);
});

test('issue 30 item 27: a hand that cannot cover the damage is told that only the jester power saves it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The 3♣, the last card, on the Jack of hearts: 6 damage, then 10 to cover with nothing left.
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH', 'JD'], hands: [['3C']] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  await dragObject(page, 'regicide.card.3C', 'regicide.enemyZone');
  await expect.poll(() => text(page, 'regicide.forecast')).toContain('Then cover 10 damage with no card left!');
  await screenshot(page, 'issue30-regicide-no-card-left');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  const s = await fcState<{ phase: string; toDiscard: number }>(page);
  expect(s.phase).toBe('discard');
  expect(await text(page, 'regicide.forecast')).toBe(`No card left to cover ${s.toDiscard}: use the jester power, or you lose.\n\nYour hand is your health: 0 to cover its attacks.`);
  await screenshot(page, 'issue30-regicide-use-the-jester');
  expect(errors).toEqual([]);
});

test('issue 30 item 28: a hand card\'s "what is this?" card opens above the hand, every other card of the hand in sight', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [hand] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  await settleScreen(page); // the hand dealt and at rest
  const card = await objectBox(page, 'regicide.card.5C');
  const p = await toScreen(page, card.x + card.width / 2, card.y + card.height / 2);
  await page.mouse.move(p.x - 30, p.y + 10);
  await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.waitForFunction(() => window.__fc?.objects()['ui.info']?.visible === true, undefined, { timeout: 10_000 });
  const info = await objectBox(page, 'ui.info');
  const tops = await Promise.all(hand.map(async (c) => (await objectBox(page, `regicide.card.${c}`)).y));
  expect(info.y + info.height).toBeLessThanOrEqual(Math.min(...tops) + 1);
  await screenshot(page, 'issue30-regicide-hover-card');
  expect(errors).toEqual([]);
});

test.describe('phone 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));

  test('issue 30 item 28: the rules list no keys and close', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H']] } }, 'h'));
    await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
    expect(await text(page, 'host.turn')).toBe('Your turn');
    await screenshot(page, 'issue30-phone-regicide-start');
    // Every page of the rules: no keyboard keys on a phone.
    await clickObject(page, 'host.rules');
    await page.waitForFunction(() => window.__fc?.objects()['host.rulesPanel']?.visible === true, undefined, LONG);
    await screenshot(page, 'issue30-phone-rules');
    for (let i = 0; i < 10; i++) {
      expect(await text(page, 'host.rulesText')).not.toMatch(/Keys|Tab|Escape/);
      if (!(await page.evaluate(() => window.__fc?.objects()['host.rules.next']?.enabled === true))) break;
      await clickObject(page, 'host.rules.next');
    }
    await clickObject(page, 'host.rules.close');
    await page.waitForFunction(() => !window.__fc?.objects()['host.rulesPanel'], undefined, LONG);
    expect(errors).toEqual([]);
  });

  test('issue 30 item 25: after a defeat, See the table -> Undo takes "Back to the result" away', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page, LOSING);
    await loseAndLookAtTheTable(page);
    await screenshot(page, 'issue30-phone-see-table');
    await clickObject(page, 'host.undo');
    await undoneForGood(page);
    expect(await shown(page, 'host.turn')).toBe(true);
    await screenshot(page, 'issue30-phone-undone');
    expect(errors).toEqual([]);
  });
});
