// Regicide in a real Chromium, on stacked deals opened through a shared link: real drags play
// cards onto the enemy and onto the wounds, the screen and the rules state agree, a jack falls,
// the jester power refills the hand in each of its two windows, the dedicated animations run
// (hearts under the tavern, cracks on a hit, an exact kill turning face down onto the tavern, an
// overkill falling to the discard), a 2-player game never shows the other hand, and the whole
// game is played by keyboard alone (cards onto the enemy and the wounds, the buttons, the jester's
// "who goes next" list, the hand-over and end screens).
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { centreOf, clickObject, collectConsoleErrors, dragObject, fcObjects, fcRecord, fcState, gotoApp, liveButtonsWhileBusy, objectBox, screenshot, countPixelsNear, settle as settleScreen, watchButtonsWhileBusy } from './helpers';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

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
  await settleScreen(page); // the last cards settled into the hand
}

async function text(page: Page, name: string): Promise<string> {
  return (await objectBox(page, name)).text ?? '';
}

test('solo, stacked: play onto the enemy, cover the counter-attack, defeat a jack exactly, use the jester power', { tag: '@pixels' }, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [hand], tavern: ['9H', '8C', '7D'] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  expect(await text(page, 'regicide.health')).toBe('Health 20 / 20');
  const png0 = await screenshot(page, 'regicide-start');
  expect(countPixelsNear(png0, await objectBox(page, 'regicide.enemy'), { r: 0xfb, g: 0xf6, b: 0xea }, 12)).toBeGreaterThan(20000);
  // While a play is shown (the deal lands after the table is redrawn), the buttons look disabled.
  await watchButtonsWhileBusy(page, ['regicide.playButton', 'regicide.yieldButton', 'regicide.discardButton', 'regicide.jesterStep']);

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
  await clickObject(page, 'regicide.jesterStep1');
  await settle(page, 4);
  s = await fcState<State>(page);
  expect(s.jestersLeft).toBe(1);
  expect(s.hands[0]).toHaveLength(8);
  expect(s.hands[0]).toContain('JC'); // the exactly-killed jack came back from the tavern's top
  const shown = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.card.')).map((k) => k.slice('regicide.card.'.length));
  expect(shown.sort()).toEqual([...s.hands[0]!].sort());
  await screenshot(page, 'regicide-after-flip');
  expect(await liveButtonsWhileBusy(page)).toEqual([]);
  expect(errors).toEqual([]);
});

type Sample = { name: string; t: number; x: number; y: number; scaleX: number };
type Node = { name?: string; x?: number; y?: number; scaleX?: number; list?: Node[] };

/** Record named objects of the Regicide scene every frame for `ms` into window.__samples. */
async function sampleObjects(page: Page, names: string[], ms: number): Promise<void> {
  await page.evaluate(
    ([objNames, span]) => {
      const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
      const walk = (nodes: Node[], found: Map<string, Node>): void => {
        for (const n of nodes) {
          if (n.name && objNames.includes(n.name)) found.set(n.name, n);
          if (n.list) walk(n.list, found);
        }
      };
      const out: Sample[] = [];
      (window as unknown as { __samples: Sample[] }).__samples = out;
      const start = performance.now();
      const tick = () => {
        const found = new Map<string, Node>();
        walk(game.scene.getScene('Regicide').children.list, found);
        const t = performance.now() - start;
        for (const [name, o] of found) out.push({ name, t, x: o.x ?? 0, y: o.y ?? 0, scaleX: o.scaleX ?? 1 });
        if (t < span) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [names, ms] as const,
  );
}

const sampleObject = (page: Page, name: string, ms: number): Promise<void> => sampleObjects(page, [name], ms);

/** Wait until no tween runs in the Regicide scene (the hand has closed up after a card left it). */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { tweens: { getTweens(): unknown[] } } } } }).__fcGame;
    return game.scene.getScene('Regicide').tweens.getTweens().length === 0;
  });
  await settleScreen(page);
}

const samples = (page: Page): Promise<Sample[]> => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
const CRACK = { r: 0x3a, g: 0x1e, b: 0x14 };

test('solo, stacked, half speed: a hit cracks the enemy, hearts fly under the tavern, an exact kill turns onto the tavern, an overkill falls to the discard', { tag: '@pixels' }, async ({ page }) => {
  test.setTimeout(180_000); // six moves at half speed on a loaded machine
  const errors = collectConsoleErrors(page);
  // Half-speed animations, so that a loaded machine still draws frames in the middle of each.
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 0.5 })));
  const hand = ['AC', 'AD', '4S', '6C', '7H', '8D', '9C', '10C'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JC', 'JS'], hands: [hand], tavern: ['2D', '3D', '4D', '5D'] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  const enemyBox = await objectBox(page, 'regicide.enemy');
  const clean = await screenshot(page, 'regicide-anim-start');
  expect(countPixelsNear(clean, enemyBox, CRACK, 14)).toBeLessThan(30);
  expect(Object.keys(await fcObjects(page))).not.toContain('regicide.cracks');

  // 4 of spades: 4 damage, the jack cracks (and stays cracked); then 6 to cover with the 6 of clubs.
  await dragObject(page, 'regicide.card.4S', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  expect((await fcState<State>(page)).damage).toBe(4);
  expect(Object.keys(await fcObjects(page))).toContain('regicide.cracks');
  const cracked = await screenshot(page, 'regicide-anim-cracked');
  expect(countPixelsNear(cracked, enemyBox, CRACK, 14)).toBeGreaterThan(60);
  await dragObject(page, 'regicide.card.6C', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 2);
  expect((await fcState<State>(page)).discard).toEqual(['6C']);

  // The ace of diamonds with the 7 of hearts: hearts first, the one card of the discard flies up
  // from the discard and under the tavern; then diamonds deal 4 cards into the hand one at a time.
  const tavernBefore = (await fcState<State>(page)).tavern.length;
  const discardBox = await objectBox(page, 'regicide.discard');
  const tavernBox = await objectBox(page, 'regicide.tavern');
  await dragObject(page, 'regicide.card.7H', 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 7');
  await still(page);
  await clickObject(page, 'regicide.card.AD');
  await clickObject(page, 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Draw 4');
  const dealt = ['2D', '3D', '4D', '5D'];
  await sampleObjects(page, ['regicide.heal.0', ...dealt.map((c) => `regicide.card.${c}`)], 12_000); // long enough for a loaded machine's deal
  await clickObject(page, 'regicide.playButton');
  await settle(page, 3);
  let s = await fcState<State>(page);
  expect(s.tavern).toHaveLength(tavernBefore + 1 - 4);
  expect(s.tavern[s.tavern.length - 1]).toBe('6C');
  expect(s.discard).toEqual([]);
  expect(s.hands[0]).toEqual(['AC', '2D', '3D', '4D', '5D', '8D', '9C', '10C']);
  const all = await samples(page);
  const heal = all.filter((p) => p.name === 'regicide.heal.0');
  expect(heal.length).toBeGreaterThan(2);
  const discardY = discardBox.y + discardBox.height / 2;
  const tavernY = tavernBox.y + tavernBox.height / 2;
  expect(Math.abs(heal[0]!.y - discardY)).toBeLessThan(30);
  expect(heal.some((p) => p.y < discardY - 30 && p.y > tavernY + 30)).toBe(true); // seen on its way
  expect(Math.abs(heal[heal.length - 1]!.y - tavernY)).toBeLessThan(40); // tucked under the tavern
  // The deal: each card starts on the tavern and leaves it after the one dealt before it.
  const tavernX = tavernBox.x + tavernBox.width / 2;
  const leaves = dealt.map((c) => {
    const path = all.filter((p) => p.name === `regicide.card.${c}`);
    expect(path.length).toBeGreaterThan(1);
    expect(Math.hypot(path[0]!.x - tavernX, path[0]!.y - tavernY)).toBeLessThan(40);
    return path.find((p) => Math.hypot(p.x - tavernX, p.y - tavernY) > 60)?.t ?? Infinity;
  });
  expect(leaves.every((t) => Number.isFinite(t))).toBe(true);
  expect(leaves[0]!).toBeLessThan(leaves[3]!);
  for (let i = 1; i < leaves.length; i++) expect(leaves[i]!).toBeGreaterThanOrEqual(leaves[i - 1]!);
  await dragObject(page, 'regicide.card.9C', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 4);

  // 8 of diamonds: exactly 20. The jack turns face down on its way onto the tavern.
  await dragObject(page, 'regicide.card.8D', 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Exact kill');
  await sampleObject(page, 'regicide.fallen', 5000);
  await clickObject(page, 'regicide.playButton');
  await settle(page, 5);
  s = await fcState<State>(page);
  expect(s.tavern[0]).toBe('JC');
  expect(s.enemy).toBe('JS');
  const exact = await samples(page);
  expect(exact.length).toBeGreaterThan(2);
  expect(exact.some((p) => p.x < enemyBox.x && p.x > tavernBox.x + tavernBox.width)).toBe(true); // between the enemy and the tavern
  expect(exact.some((p) => Math.abs(p.scaleX) < 0.6)).toBe(true); // seen edge-on, turning over
  const landed = exact[exact.length - 1]!;
  expect(Math.abs(landed.x - (tavernBox.x + tavernBox.width / 2))).toBeLessThan(30);
  expect(Math.abs(landed.y - tavernY)).toBeLessThan(30);

  // 10 of clubs with the ace of clubs against the jack of spades: 22, an overkill onto the discard.
  await dragObject(page, 'regicide.card.10C', 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 20');
  await still(page); // the chosen card settles above the hand at half speed
  // The ace joins by the other way in: click it, then click the enemy.
  await clickObject(page, 'regicide.card.AC');
  await clickObject(page, 'regicide.enemyZone');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 22');
  await sampleObject(page, 'regicide.fallen', 5000);
  await clickObject(page, 'regicide.playButton');
  await settle(page, 6);
  s = await fcState<State>(page);
  expect(s.discard).toContain('JS');
  const fell = await samples(page);
  const end = fell[fell.length - 1]!;
  expect(fell.some((p) => p.y > enemyBox.y + enemyBox.height / 2 + 20 && p.x > discardBox.x + discardBox.width)).toBe(true); // on its way down
  expect(Math.abs(end.x - (discardBox.x + discardBox.width / 2))).toBeLessThan(30);
  expect(Math.abs(end.y - discardY)).toBeLessThan(30);
  expect(fell.every((p) => Math.abs(p.scaleX) > 0.9)).toBe(true); // it does not turn over
  await screenshot(page, 'regicide-anim-after');
  expect(errors).toEqual([]);
});

test('solo: the two jester buttons, each usable only in its own window', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const tavern = ['2C', '3S', '4D', '5C', '6H', '7S', '8D', '9C', '10D', '10S', '9S', '8S', '7D', '6D', '5D', '4C'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH'], hands: [['AC', 'AD']], tavern } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.jesterStep1']);
  expect(await text(page, 'regicide.jesterStep1')).toBe('Jester: new hand, then play');
  expect(await text(page, 'regicide.jesterStep4')).toBe('Jester: new hand, then suffer');
  expect(await text(page, 'regicide.jestersLeft')).toBe('Jester powers left: 2');
  await screenshot(page, 'regicide-jesters-step1');

  // Step 1: the step-4 button does nothing; the step-1 button gives a new hand of 8.
  await clickObject(page, 'regicide.jesterStep4');
  await settleScreen(page); // the click handled (a move it made would be recorded now)
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toHaveLength(0);
  await clickObject(page, 'regicide.jesterStep1');
  await settle(page, 1);
  let s = await fcState<State>(page);
  expect(s.jestersLeft).toBe(1);
  expect(s.phase).toBe('play');
  expect(s.hands[0]).toEqual(tavern.slice(0, 8));
  expect(s.discard).toEqual(['AC', 'AD']);
  expect(await text(page, 'regicide.jestersLeft')).toBe('Jester powers left: 1');

  // 2 of clubs: the jack survives and strikes for 10. Step 4: now only the step-4 button works,
  // and after the new hand the damage is still to cover.
  await dragObject(page, 'regicide.card.2C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 2);
  expect((await fcState<State>(page)).phase).toBe('discard');
  await screenshot(page, 'regicide-jesters-step4');
  await clickObject(page, 'regicide.jesterStep1');
  await settleScreen(page); // the click handled (a move it made would be recorded now)
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toHaveLength(2);
  await clickObject(page, 'regicide.jesterStep4');
  await settle(page, 3);
  s = await fcState<State>(page);
  expect(s.jestersLeft).toBe(0);
  expect(s.phase).toBe('discard');
  expect(s.toDiscard).toBe(10);
  expect([...s.hands[0]!].sort()).toEqual(tavern.slice(8, 16).sort());
  const shown = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.card.')).map((k) => k.slice('regicide.card.'.length));
  expect(shown.sort()).toEqual([...s.hands[0]!].sort());

  // No power left: neither button does anything; the 10 of diamonds covers the damage.
  await clickObject(page, 'regicide.jesterStep4');
  await settleScreen(page); // the click handled (a move it made would be recorded now)
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toHaveLength(3);
  await dragObject(page, 'regicide.card.10D', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 4);
  s = await fcState<State>(page);
  expect(s.phase).toBe('play');
  expect(s.discard).toContain('10D');
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

test('a lost game ends on the end screen: enemies defeated, play the deal again, share the deal', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
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
  await settleScreen(page); // the dialog faded in
  await screenshot(page, 'regicide-lost');
  await clickObject(page, 'dialog.button.1'); // Share this deal
  await page.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '') === 'Link copied.');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toContain('#g=');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.0']?.visible === true);
  await settleScreen(page); // the dialog shown again faded in
  await clickObject(page, 'dialog.button.0'); // Play this deal again
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 0 && !!window.__fc?.objects()['regicide.card.2H']);
  expect((await fcState<{ status: string; enemy: string }>(page)).enemy).toBe('JC');
  expect(errors).toEqual([]);
});

test('half speed: cards clicked one after another, without waiting for the hand to settle, each join the play', async ({ page }) => {
  // A card that joins the play leaves a gap: the rest of the hand stays where it is, so a click
  // aimed at a card right after the previous one was chosen lands on that card (it used to slide
  // away while the hand closed up, and the click picked its neighbour or nothing).
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 0.5 })));
  const hand = ['AC', '2C', '2D', '2H', '2S', '5S', '7H', '9D'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH'], hands: [hand] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await still(page);
  const chosen = ['2C', '2D', '2H'];
  for (const card of chosen) {
    await clickObject(page, `regicide.card.${card}`);
    await clickObject(page, 'regicide.enemyZone');
  }
  const pending = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.pending.'));
  expect(pending.sort()).toEqual(chosen.map((c) => `regicide.pending.${c}`).sort());
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 12'); // 2+2+2, clubs doubled
  await screenshot(page, 'regicide-quick-clicks');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  expect((await fcState<State>(page)).damage).toBe(12);
  expect(errors).toEqual([]);
});

/** A screenshot of the canvas to /tmp/rk-<name>.png, to look at by eye. */
async function shot(page: Page, name: string): Promise<void> {
  const box = await page.locator('canvas').first().boundingBox();
  await page.screenshot({ path: `/tmp/rk-${name}.png`, clip: box ?? undefined });
}

/** Press a key `n` times. */
async function press(page: Page, key: string, n = 1): Promise<void> {
  for (let i = 0; i < n; i++) await page.keyboard.press(key);
}

test('keyboard only, solo: Tab reaches a card, Enter picks it, Enter plays it on the enemy, Enter commits; the counter-attack covered on the wounds; Escape lets go; the jester button', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['10D', '10H', '10S', '5C', '5S', '2H', '3D', '4H'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [hand], tavern: ['9H', '8C', '7D'] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await still(page);
  const handIndex = async (card: string): Promise<number> => ((await fcState<State>(page)).hands[0] ?? []).indexOf(card);
  const moves = async (): Promise<unknown[]> => (await fcRecord<{ moves: unknown[] }>(page)).moves;

  // The first Tab reaches the hand's first card; Tab on to the 10 of diamonds. Enter picks it up
  // and lights the enemy (the target ring's one stop); Enter puts it into the play.
  await press(page, 'Tab', (await handIndex('10D')) + 1);
  await page.keyboard.press('Enter');
  await shot(page, 'keyboard-pick');
  await page.keyboard.press('Enter');
  await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 10');
  expect(Object.keys(await fcObjects(page))).toContain('regicide.pending.10D');
  await still(page);
  await shot(page, 'keyboard-play-button');
  // The focus waits on the play button: Enter plays the 10 of diamonds.
  await page.keyboard.press('Enter');
  await settle(page, 1);
  let s = await fcState<State>(page);
  expect(await moves()).toEqual([{ type: 'play', cards: ['10D'] }]);
  expect(s.damage).toBe(10);
  expect(s.phase).toBe('discard');
  expect(s.toDiscard).toBe(10);

  // The counter-attack: the focus is back on the hand's first card. Escape lets a picked card go.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await settleScreen(page); // the card let go back in the hand
  expect(Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.pending.'))).toEqual([]);
  // A card chosen for the wounds and taken back: Tab on to the 5 of clubs, Enter, Enter puts it
  // on the wounds (5 of 10). The chosen card is a stop after the hand's: Enter on it takes it back.
  await press(page, 'Tab', await handIndex('5C'));
  await press(page, 'Enter', 2);
  await page.waitForFunction(() => !!window.__fc?.objects()['regicide.pending.5C']);
  await still(page);
  await press(page, 'Tab', (await fcState<State>(page)).hands[0]!.length - 1); // from the first card, past the 7 others in hand
  await shot(page, 'keyboard-chosen');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !window.__fc?.objects()['regicide.pending.5C']);
  // The 10 of hearts onto the wounds covers all 10: the focus moves to the cover button; Enter.
  await still(page);
  await press(page, 'Tab', await handIndex('10H'));
  await page.keyboard.press('Enter');
  await shot(page, 'keyboard-wounds');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !!window.__fc?.objects()['regicide.pending.10H']);
  await still(page);
  await shot(page, 'keyboard-cover-button');
  await page.keyboard.press('Enter');
  await settle(page, 2);
  s = await fcState<State>(page);
  expect((await moves())[1]).toEqual({ type: 'discard', cards: ['10H'] });
  expect(s.phase).toBe('play');
  expect(s.discard).toContain('10H');
  expect(s.hands[0]).not.toContain('10H');

  // Shift+Tab from the hand's first card wraps to the last stop that can be used: the step-1
  // jester button (the step-4 one is off in this window). Enter: a fresh hand of 8.
  await press(page, 'Shift+Tab');
  await shot(page, 'keyboard-jester');
  await page.keyboard.press('Enter');
  await settle(page, 3);
  s = await fcState<State>(page);
  expect((await moves())[2]).toEqual({ type: 'flip' });
  expect(s.jestersLeft).toBe(1);
  expect(s.hands[0]).toHaveLength(8);
  expect(errors).toEqual([]);
});

test('keyboard only, three players: a jester played by keyboard, the "who goes next" list, the hand-over screen, and the next seat\'s hand', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Three players: the fewest with a jester in the tavern (two play without one).
  const a = ['X1', '9C', '8S', '7H', '6D', '5C'];
  const b = ['10C', '9D', '8H', '7S', '6C', '5D'];
  await gotoApp(page, link({ players: 3, stack: { castle: ['JH'], hands: [a, b] } }, 'hhh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await still(page);
  const hand = (await fcState<State>(page)).hands[0]!;
  expect(hand[hand.length - 1]).toBe('X1'); // jesters sort last
  // Tab to the jester, the hand's last card; Enter picks it, Enter puts it on the enemy, Enter plays it.
  await press(page, 'Tab', hand.length);
  await press(page, 'Enter', 2);
  await expect.poll(async () => await text(page, 'regicide.forecast')).not.toBe('');
  await still(page);
  await page.keyboard.press('Enter'); // the play button
  await settle(page, 1);
  expect((await fcState<State>(page)).phase).toBe('choose');
  // The list of seats: the focus is on the first; Tab on to seat 2, Enter.
  await page.waitForFunction(() => !!window.__fc?.objects()['regicide.choose.1']);
  await shot(page, 'keyboard-choose');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The hand-over screen takes the keyboard: Enter on its button.
  await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true);
  await settleScreen(page); // the screen faded in
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('regicide.card.')));
  const s = await fcState<State>(page);
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toEqual([
    { type: 'play', cards: ['X1'] },
    { type: 'choose', seat: 1 },
  ]);
  expect(s.current).toBe(1);
  // Seat 2 plays the 10 of clubs by keyboard: the focus is on their first card.
  await still(page);
  await press(page, 'Tab', s.hands[1]!.indexOf('10C'));
  await press(page, 'Enter', 3);
  await settle(page, 3);
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves[2]).toEqual({ type: 'play', cards: ['10C'] });
  await shot(page, 'keyboard-seat2');
  expect(errors).toEqual([]);
});

test('keyboard only: Escape takes the chosen cards back; a lost game\'s end screen answers Enter (play the deal again)', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, link({ players: 2, stack: { castle: ['JC'], hands: [['2H'], ['3H']] } }, 'hh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await still(page);
  await page.keyboard.press('Tab');
  await press(page, 'Enter', 2);
  await page.waitForFunction(() => !!window.__fc?.objects()['regicide.pending.2H']);
  // Escape on the table (no card held): the chosen 2 of hearts goes back to the hand.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__fc?.objects()['regicide.pending.2H'] && !!window.__fc?.objects()['regicide.card.2H']);
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toEqual([]);
  // Again, and played: 2 damage, the jack strikes back for 10 with no card left to cover it.
  await still(page);
  await press(page, 'Enter', 2);
  await page.waitForFunction(() => !!window.__fc?.objects()['regicide.pending.2H']);
  await still(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0);
  expect((await fcState<{ status: string }>(page)).status).toBe('lost');
  await settleScreen(page); // the dialog faded in
  await shot(page, 'keyboard-end');
  // The end screen's first button has the focus: Enter plays the deal again.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 0 && !!window.__fc?.objects()['regicide.card.2H']);
  expect((await fcState<{ status: string; enemy: string }>(page)).enemy).toBe('JC');
  expect(errors).toEqual([]);
});

test('one person with a bot partner: the bot plays its turns by itself, no hand-over screen comes, and its hand is never shown', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const a = ['10D', '9C', '8S', '7H', '6D', '5C', '4S'];
  const b = ['10C', '9D', '8H', '7S', '6C', '5D', '4H'];
  await gotoApp(page, link({ players: 2, stack: { castle: ['JH'], hands: [a, b] } }, 'hb'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  // From now on, every 40 ms: no hand-over screen, and no card of the bot's hand (as the rules
  // state has it at that moment) drawn face up anywhere on the table.
  await page.evaluate(() => {
    const w = window as unknown as { __handOver: boolean; __peeks: string[] };
    w.__handOver = false;
    w.__peeks = [];
    setInterval(() => {
      const objects = window.__fc?.objects() ?? {};
      if (objects['privacy.button']?.visible) w.__handOver = true;
      const s = window.__fc?.state() as { hands: string[][] } | undefined;
      const botHand = new Set(s?.hands[1] ?? []);
      for (const [k, o] of Object.entries(objects)) {
        if (k.startsWith('regicide.card.') && o.visible && botHand.has(k.slice('regicide.card.'.length))) w.__peeks.push(k);
      }
    }, 40);
  });
  await watchButtonsWhileBusy(page, ['regicide.playButton', 'regicide.yieldButton', 'regicide.discardButton']);
  // The 9 of clubs: 18 damage to the jack of hearts, which strikes back for 10: the 10 of diamonds.
  await dragObject(page, 'regicide.card.9C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  await dragObject(page, 'regicide.card.10D', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  // The bot's turn (or turns, where it fells the jack and plays on) comes by itself; then it is
  // the person's turn again, or the game is over.
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
  const r = await fcRecord<{ moves: { type: string }[] }>(page);
  expect(r.moves.length).toBeGreaterThan(2);
  const s = await fcState<State>(page);
  // The person's own hand is what the table shows, and none of the bot's cards.
  const o = await fcObjects(page);
  const shown = Object.keys(o).filter((k) => k.startsWith('regicide.card.') && o[k]?.visible).map((k) => k.slice('regicide.card.'.length));
  for (const c of s.hands[0] ?? []) expect(shown).toContain(c);
  expect(shown.filter((c) => (s.hands[1] ?? []).includes(c))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __handOver: boolean }).__handOver)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __peeks: string[] }).__peeks)).toEqual([]);
  expect(await liveButtonsWhileBusy(page)).toEqual([]);
  await screenshot(page, 'regicide-bot-partner');
  expect(errors).toEqual([]);
});

test('issue 15 defect 2: a card selected, then a click in the middle of the Wounds box, adds it to the wounds (the cards already there stay)', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['10D', '2H', '3S', '4C', '5S', '6H', '7C', '8D'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH'], hands: [hand], tavern: ['9H', '8C', '7D'] } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  // 10 of diamonds: 10 damage, one card drawn; the jack strikes back for 10.
  await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  expect((await fcState<State>(page)).toDiscard).toBe(10);
  await still(page);
  // The 2 of hearts clicked, then the wounds: it lies in the middle of the box.
  await clickObject(page, 'regicide.card.2H');
  await clickObject(page, 'regicide.wounds');
  await still(page);
  const box = await objectBox(page, 'regicide.wounds');
  const chosen = await objectBox(page, 'regicide.pending.2H');
  const mid = centreOf(box);
  expect(mid.x > chosen.x && mid.x < chosen.x + chosen.width && mid.y > chosen.y && mid.y < chosen.y + chosen.height).toBe(true);
  // The 8 of diamonds clicked, then the middle of the box (on the 2 of hearts): the 8 joins, the 2 stays.
  await clickObject(page, 'regicide.card.8D');
  await clickObject(page, 'regicide.wounds');
  await still(page);
  const pending = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.pending.'));
  expect(pending.sort()).toEqual(['regicide.pending.2H', 'regicide.pending.8D']);
  expect(await text(page, 'regicide.discardButton')).toBe('Suffer 10');
  await screenshot(page, 'regicide-wounds-click-adds');
  // With nothing selected, a click on a card on the wounds still takes it back.
  await clickObject(page, 'regicide.pending.8D');
  await still(page);
  expect(Object.keys(await fcObjects(page)).filter((k) => k.startsWith('regicide.pending.'))).toEqual(['regicide.pending.2H']);
  expect(errors).toEqual([]);
});

test('explain once: the first immunity, the first yield and the first jester power each bring a card saying what happened; a second immunity does not', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['2C', '3C', '4H', '5S', '6D', '7H', '8S', '9D'];
  const tavern = ['10S', '10H', '10D', '5C', '2D', '3H', '4S', '6H'];
  await gotoApp(page, link({ players: 1, soloYield: true, stack: { castle: ['JC'], hands: [hand], tavern } }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  const explained = async (title: string, words: string): Promise<void> => {
    await page.waitForFunction(() => window.__fc?.objects()['ui.explain']?.visible === true);
    expect((await objectBox(page, 'ui.explain.title')).text).toBe(title);
    expect((await objectBox(page, 'ui.explain.body')).text).toContain(words);
    await clickObject(page, 'ui.explain.ok');
    await page.waitForFunction(() => !window.__fc?.objects()['ui.explain']);
  };
  // 2♣ against the Jack of clubs: immune, 2 damage.
  await dragObject(page, 'regicide.card.2C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  await page.waitForFunction(() => window.__fc?.objects()['ui.explain']?.visible === true);
  await screenshot(page, 'regicide-explain-immunity');
  await explained('Immunity', '♣ clubs');
  // The counter-attack covered, then a yield.
  await dragObject(page, 'regicide.card.9D', 'regicide.wounds');
  await settleScreen(page); // the 9 on the wounds, the hand closed up
  await dragObject(page, 'regicide.card.3C', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 2);
  await still(page);
  await clickObject(page, 'regicide.yieldButton');
  await settle(page, 3);
  await explained('A yield', 'You played nothing');
  // 10 to cover: the jester power, before suffering.
  await clickObject(page, 'regicide.jesterStep4');
  await settle(page, 4);
  await explained('The jester power', 'new hand of 8');
  await still(page);
  await dragObject(page, 'regicide.card.10S', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 5);
  // A second club against the Jack of clubs: immune again, no card this time.
  await still(page);
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 6); // (the move shown: a card it brought would be up now)
  expect((await fcState<State>(page)).damage).toBe(7);
  expect(await page.evaluate(() => window.__fc?.objects()['ui.explain']?.visible ?? false)).toBe(false);
  const seen = await page.evaluate(() => localStorage.getItem('fourCrowns.seen.v1') ?? '');
  for (const key of ['regicide.immune', 'regicide.yield', 'regicide.flip']) expect(seen).toContain(key);
  expect(errors).toEqual([]);
});
