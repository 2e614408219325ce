// Regicide in a real Chromium, on stacked deals opened through a shared link: real drags play
// cards onto the enemy and onto the wounds, the screen and the rules state agree, a jack falls,
// the jester power refills the hand, and a 2-player game never shows the other hand.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { clickObject, collectConsoleErrors, dragObject, fcObjects, fcState, gotoApp, objectBox, screenshot, countPixelsNear } from './helpers';

interface State {
  hands: string[][];
  enemy: string | null;
  damage: number;
  phase: string;
  toDiscard: number;
  jestersLeft: number;
  current: number;
  tavern: string[];
  discard: string[];
}

/** A shared link to a fresh game of Regicide with these options (the link format of src/app/share.ts). */
function link(options: object, seats: string): string {
  const payload = { f: 1, r: { game: 'regicide', version: 1, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction(
    (n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false,
    moves,
  );
  await page.waitForTimeout(300); // the last cards settling into the hand
}

async function text(page: Page, name: string): Promise<string> {
  return (await objectBox(page, name)).text ?? '';
}

test('solo, stacked: play onto the enemy, cover the counter-attack, defeat a jack exactly, use the jester power', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [hand], tavern: ['9H', '8C', '7D'] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  expect(await text(page, 'regicide.health')).toBe('Health 20 / 20');
  const png0 = await screenshot(page, 'regicide-start');
  expect(countPixelsNear(png0, await objectBox(page, 'regicide.enemy'), { r: 0xfb, g: 0xf6, b: 0xea }, 12)).toBeGreaterThan(20000);

  // 10 of diamonds onto the jack of clubs: 10 damage, one card drawn (the hand was full).
  await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 10');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  let s = await fcState<State>(page);
  expect(s.damage).toBe(10);
  expect(s.phase).toBe('discard');
  expect(s.toDiscard).toBe(10);
  expect(s.hands[0]).toContain('9H'); // the tavern's top card, dealt by the diamonds
  expect(await text(page, 'regicide.health')).toBe('Health 10 / 20');

  // Cover the counter-attack of 10 with the 10 of hearts dragged onto the wounds.
  await dragObject(page, 'regicide.card.10H', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 2);
  s = await fcState<State>(page);
  expect(s.phase).toBe('play');
  expect(s.discard).toContain('10H');

  // 10 of spades: exactly 20, the jack goes onto the tavern and the next enemy comes.
  await dragObject(page, 'regicide.card.10S', 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Exact kill');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 3);
  s = await fcState<State>(page);
  expect(s.enemy).not.toBe('JC');
  expect(s.enemy?.startsWith('J')).toBe(true);
  expect(s.damage).toBe(0);
  expect(s.tavern.length).toBeGreaterThan(0);
  expect(await text(page, 'regicide.health')).toBe('Health 20 / 20');

  // The jester power: a fresh hand of 8, one power left.
  await clickObject(page, 'regicide.flipButton');
  await settle(page, 4);
  s = await fcState<State>(page);
  expect(s.jestersLeft).toBe(1);
  expect(s.hands[0]).toHaveLength(8);
  expect(s.hands[0]).toContain('JC'); // the exactly-killed jack came back from the tavern's top
  const shown = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.card.')).map((k) => k.slice('regicide.card.'.length));
  expect(shown.sort()).toEqual([...s.hands[0]!].sort());
  await screenshot(page, 'regicide-after-flip');
  expect(errors).toEqual([]);
});

test('two players: the pass-the-device screen comes between turns and the other hand is never shown', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const a = ['10D', '9C', '8S', '7H', '6D', '5C', '4S'];
  const b = ['10C', '9D', '8H', '7S', '6C', '5D', '4H'];
  await gotoApp(page, link({ players: 2, stack: { castle: ['JH'], hands: [a, b] } }, 'hh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  const visibleCards = async () => {
    const o = await fcObjects(page);
    return Object.keys(o).filter((k) => k.startsWith('regicide.card.') && o[k]?.visible).map((k) => k.slice('regicide.card.'.length));
  };
  expect((await visibleCards()).sort()).toEqual([...a].sort());
  await dragObject(page, 'regicide.card.9C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  await dragObject(page, 'regicide.card.10D', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true);
  expect(await visibleCards()).toEqual([]);
  await clickObject(page, 'privacy.button');
  await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('regicide.card.')));
  const second = await visibleCards();
  expect(second.sort()).toEqual([...b].sort());
  expect(second.some((c) => a.includes(c))).toBe(false);
  expect((await fcState<State>(page)).current).toBe(1);
  expect(errors).toEqual([]);
});

test('a lost game ends on the end screen: enemies defeated, play the deal again, share the deal', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectConsoleErrors(page);
  // Two players (a solo player could still flip a jester power to cover the damage).
  await gotoApp(page, link({ players: 2, stack: { castle: ['JC'], hands: [['2H'], ['3H']] } }, 'hh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await dragObject(page, 'regicide.card.2H', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  // 2 damage; the jack strikes back for 10 and the hand is empty: the game is lost.
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0);
  expect((await objectBox(page, 'dialog.body')).text).toBe('Defeat: 0 enemies of 12 fell.');
  expect((await fcState<{ status: string }>(page)).status).toBe('lost');
  await page.waitForTimeout(500); // the dialog fades in
  await screenshot(page, 'regicide-lost');
  await clickObject(page, 'dialog.button.1'); // Share this deal
  await page.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '') === 'Link copied.');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toContain('#g=');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.0']?.visible === true);
  await page.waitForTimeout(500);
  await clickObject(page, 'dialog.button.0'); // Play this deal again
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 0 && !!window.__fc?.objects()['regicide.card.2H']);
  expect((await fcState<{ status: string; enemy: string }>(page)).enemy).toBe('JC');
  expect(errors).toEqual([]);
});
