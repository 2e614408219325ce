// The shell in a real Chromium: the menu renders, settings survive reloads, the language
// switch changes the text, saves continue across page loads, corrupt saves and bad links are
// refused with a message, hot-seat hand-overs hide the other hand, undo honours hidden info.
import { expect, test, type Page } from './fixtures';
import { deflateRawSync } from 'node:zlib';
import {
  centreOf,
  clickAt,
  clickObject,
  collectConsoleErrors,
  confirmLeave,
  countPixelsNear,
  distinctColours,
  dragObject,
  fcObjects,
  fcRecord,
  fcState,
  gotoApp,
  objectBox,
  passOpeningHandOver,
  recordSaid,
  screenshot,
  settle,
  still,
  twoFrames,
  waitForScene,
} from './helpers';

const GOLD = { r: 0xd4, g: 0xa9, b: 0x4a };
const PARCHMENT = { r: 0xf1, g: 0xe4, b: 0xc3 };

async function objectText(page: Page, name: string): Promise<string | undefined> {
  return (await objectBox(page, name)).text;
}

/** Click the right-hand arrow of a selector (the next value). */
async function selectorNext(page: Page, name: string): Promise<void> {
  const box = await objectBox(page, name);
  await clickAt(page, box.x + box.width - 24, box.y + box.height / 2);
}

async function startTinyGame(page: Page, opts: { bot?: boolean; practice?: boolean } = {}): Promise<void> {
  await clickObject(page, 'menu.play.tiny');
  await waitForScene(page, 'Setup');
  // The setup remembers the last game's choices: set each one only where it differs.
  if ((await objectBox(page, 'setup.seat.1')).text !== (opts.bot ? 'Bot' : 'Person')) await selectorNext(page, 'setup.seat.1');
  if ((await objectBox(page, 'setup.practice')).text !== (opts.practice ? 'On' : 'Off')) await clickObject(page, 'setup.practice');
  await clickObject(page, 'setup.start');
  await waitForScene(page, 'GameHost');
  if (!opts.bot) await passOpeningHandOver(page); // two people at one device: the first hand-over
  await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('tiny.card.')));
}

/** Start against the bot, play a card, wait for the bot's answer and for the table to settle. */
async function playOneRound(page: Page): Promise<unknown> {
  await startTinyGame(page, { bot: true });
  await playFirstCard(page);
  await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 2);
  await settle(page);
  return fcRecord(page);
}

/** Open the share dialog and press its button number `n`. */
async function shareDialogButton(page: Page, n: number): Promise<void> {
  await clickObject(page, 'host.share');
  await page.waitForFunction((k) => window.__fc?.objects()[k]?.visible === true, `dialog.button.${n}`);
  await settle(page); // the dialog fades in
  await clickObject(page, `dialog.button.${n}`);
}

async function playFirstCard(page: Page): Promise<string> {
  const objects = await fcObjects(page);
  const card = Object.keys(objects).find((k) => k.startsWith('tiny.card.') && objects[k]?.visible);
  if (!card) throw new Error('no card in hand');
  await dragObject(page, card, 'tiny.pile');
  return card.slice('tiny.card.'.length);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!location.protocol.startsWith('http')) return; // about:blank has no storage
    if (!sessionStorage.getItem('fc-test-keep')) {
      const settings = localStorage.getItem('fourCrowns.settings.v1'); // the suite's double speed (fixtures.ts)
      localStorage.clear();
      if (settings) localStorage.setItem('fourCrowns.settings.v1', settings);
      sessionStorage.setItem('fc-test-keep', '1');
    }
  });
});

test('the menu renders the four games, gold title and parchment cards, with no console error', { tag: '@pixels' }, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await waitForScene(page, 'Menu');
  // The suite's pages start at the test speed, 4x (tests/e2e/fixtures.ts): the settings say so.
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('fourCrowns.settings.v1') ?? '{}') as { animSpeed?: number }).animSpeed)).toBe(4);
  const objects = await fcObjects(page);
  for (const id of ['castle-panic', 'roi-du-ring', 'regality', 'regicide']) {
    expect(objects[`menu.card.${id}`]?.visible, id).toBe(true);
  }
  const order = ['castle-panic', 'roi-du-ring', 'regality', 'regicide'].map((id) => objects[`menu.card.${id}`]?.x ?? 0);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  const png = await screenshot(page, 'menu');
  const title = await objectBox(page, 'menu.title');
  expect(countPixelsNear(png, title, GOLD, 40)).toBeGreaterThan(500);
  const card = await objectBox(page, 'menu.card.regicide');
  expect(countPixelsNear(png, card, PARCHMENT, 24)).toBeGreaterThan(card.width * card.height * 0.3);
  expect(distinctColours(png, card, 8)).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});

test.describe('settings from the defaults', () => {
  // No settings stored (the config's double speed left out): the animation speed steps 1x -> 1.5x.
  test.use({ animSpeed: null });

  test('settings survive a reload', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page);
    await clickObject(page, 'menu.settings');
    await waitForScene(page, 'Settings');
    await clickObject(page, 'settings.sound'); // on -> off
    await clickObject(page, 'settings.reducedMotion'); // off -> on
    await clickObject(page, 'settings.fourColour'); // off -> on
    await selectorNext(page, 'settings.animSpeed'); // 1x -> 1.5x
    const vol = await objectBox(page, 'settings.volume');
    await clickAt(page, vol.x + vol.width - 104, vol.y + vol.height / 2); // the end of the track: full volume
    const before = await page.evaluate(() => localStorage.getItem('fourCrowns.settings.v1'));
    await page.reload();
    await page.waitForFunction(() => window.__fc?.ready === true);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('fourCrowns.settings.v1') ?? '{}') as Record<string, unknown>);
    expect(JSON.stringify(after)).toBe(before);
    expect(after).toMatchObject({ sound: false, reducedMotion: true, fourColour: true, animSpeed: 1.5 });
    expect(after.volume as number).toBeGreaterThan(0.8);
    await clickObject(page, 'menu.settings');
    await waitForScene(page, 'Settings');
    expect(await objectText(page, 'settings.animSpeed')).toContain('1.5');
    expect(errors).toEqual([]);
  });
});

test('switching the language changes the menu text, in every language, and survives a reload', async ({ page }) => {
  await gotoApp(page);
  expect(await objectText(page, 'menu.title')).toBe('Four Crowns');
  const englishShot = await screenshot(page, 'menu-en');
  await clickObject(page, 'menu.settings');
  await waitForScene(page, 'Settings');
  await selectorNext(page, 'settings.language'); // English -> Français
  await page.waitForFunction(() => window.__fc?.objects()['settings.title']?.text === 'Réglages');
  await clickObject(page, 'settings.back');
  await waitForScene(page, 'Menu');
  expect(await objectText(page, 'menu.title')).toBe('Quatre Couronnes');
  expect(await objectText(page, 'menu.settings')).toBe('Réglages');
  const frenchShot = await screenshot(page, 'menu-fr');
  expect(englishShot.equals(frenchShot)).toBe(false);
  await page.reload();
  await page.waitForFunction(() => window.__fc?.ready === true);
  expect(await objectText(page, 'menu.title')).toBe('Quatre Couronnes');
  await clickObject(page, 'menu.settings');
  await waitForScene(page, 'Settings');
  await selectorNext(page, 'settings.language'); // Français -> Italiano
  await page.waitForFunction(() => window.__fc?.objects()['settings.title']?.text === 'Impostazioni');
  await clickObject(page, 'settings.back');
  await waitForScene(page, 'Menu');
  expect(await objectText(page, 'menu.title')).toBe('Quattro Corone');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
});

test('a game saved in one page load is continued in the next', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await startTinyGame(page, { bot: true });
  const card = await playFirstCard(page);
  await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 2);
  const state = await fcState<{ total: number }>(page);
  const record = await fcRecord<{ moves: unknown[] }>(page);
  expect(record.moves[0]).toEqual({ type: 'play', card });
  await settle(page);
  const settled = await fcRecord<{ moves: unknown[] }>(page);
  await page.reload();
  await page.waitForFunction(() => window.__fc?.ready === true);
  await clickObject(page, 'menu.continue');
  await waitForScene(page, 'GameHost');
  expect(await fcRecord(page)).toEqual(settled);
  const continued = await fcState<{ total: number }>(page);
  expect(continued.total).toBeGreaterThanOrEqual(state.total);
  expect(errors).toEqual([]);
});

test('a corrupt save shows the error and leaves the menu usable', { tag: '@pixels' }, async ({ page }) => {
  await gotoApp(page);
  await page.evaluate(() => {
    localStorage.setItem('fourCrowns.save.tiny', '{"format":"four-crowns-save","formatVersion":1,"record":{"game":"tiny"');
    localStorage.setItem('fourCrowns.lastGame', 'tiny');
  });
  await page.reload();
  await page.waitForFunction(() => window.__fc?.ready === true);
  await clickObject(page, 'menu.continue');
  await page.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([k, v]) => k === 'ui.dialog' && v.visible));
  const objects = await fcObjects(page);
  const body = Object.entries(objects).find(([k]) => k === 'dialog.body')?.[1];
  expect(body?.text ?? '').toMatch(/save|record|JSON|corrupt/i);
  expect(await fcState(page)).toBeNull();
  await settle(page); // the dialog fades in
  const png = await screenshot(page, 'corrupt-save');
  const panel = await objectBox(page, 'ui.dialog.panel');
  expect(countPixelsNear(png, panel, PARCHMENT, 24)).toBeGreaterThan(panel.width * panel.height * 0.4);
  await clickObject(page, 'dialog.button.1'); // Close
  await page.waitForFunction(() => !Object.entries(window.__fc?.objects() ?? {}).some(([k, v]) => k === 'ui.dialog' && v.visible));
  await clickObject(page, 'menu.settings');
  await waitForScene(page, 'Settings');
});

test('a bad shared link is refused with a message', async ({ page }) => {
  await gotoApp(page, '#g=not-a-real-game-link');
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0);
  expect((await objectBox(page, 'dialog.body')).text).toMatch(/link/i);
  expect(await fcState(page)).toBeNull();
});

test('a shared link opens the game where it stood', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoApp(page);
  const record = await playOneRound(page);
  await shareDialogButton(page, 0);
  await page.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '').length > 0);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toContain('#g=');
  // A fresh load of the link, with nothing saved: the link alone carries the game.
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost', undefined, { timeout: 20_000 });
  expect(await fcRecord(page)).toEqual(record);
  expect(await page.evaluate(() => location.hash)).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('fourCrowns.lastGame'))).toBe('tiny');
  expect(errors).toEqual([]);
});

test('hot seat: the pass-the-device screen hides the other hand', { tag: '@pixels' }, async ({ page }) => {
  await gotoApp(page);
  await startTinyGame(page);
  const firstHand = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('tiny.card.'));
  await playFirstCard(page);
  await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true);
  const during = await fcObjects(page);
  expect(Object.keys(during).filter((k) => k.startsWith('tiny.card.') && during[k]?.visible)).toEqual([]);
  const png = await screenshot(page, 'privacy');
  expect(distinctColours(png, { x: 0, y: 100, width: 1600, height: 700 }, 16)).toBeLessThan(400);
  await clickObject(page, 'privacy.button');
  await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('tiny.card.')));
  const secondHand = Object.keys(await fcObjects(page)).filter((k) => k.startsWith('tiny.card.'));
  expect(secondHand.some((k) => firstHand.includes(k))).toBe(false);
  const state = await fcState<{ current: number }>(page);
  expect(state.current).toBe(1);
});

test('undo is refused after a move that showed a card, except in practice mode', async ({ page }) => {
  await gotoApp(page);
  await startTinyGame(page, { bot: true });
  await playFirstCard(page);
  await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 2);
  await settle(page);
  await clickObject(page, 'host.undo');
  await settle(page); // the press taken (an undo would change the record as it is taken)
  expect(((await fcRecord<{ moves: unknown[] }>(page)).moves.length)).toBeGreaterThanOrEqual(2);

  await clickObject(page, 'host.menu');
  await confirmLeave(page); // "To the menu": a game not over asks first
  await waitForScene(page, 'Menu');
  await startTinyGame(page, { bot: true, practice: true });
  const before = await fcState(page);
  await playFirstCard(page);
  await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 2);
  await settle(page);
  await clickObject(page, 'host.undo');
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 0);
  expect(await fcState(page)).toEqual(before);
});

test('a card dropped away from the pile snaps back and changes nothing', async ({ page }) => {
  await gotoApp(page);
  await startTinyGame(page, { bot: true });
  const objects = await fcObjects(page);
  const name = Object.keys(objects).find((k) => k.startsWith('tiny.card.'));
  if (!name) throw new Error('no card');
  const home = objects[name];
  if (!home) throw new Error('no card box');
  const { drag } = await import('./helpers');
  await drag(page, centreOf(home), { x: 300, y: 700 });
  // It slides home (longer on a busy machine): wait until it is there.
  const offHome = async (): Promise<number> => {
    const after = (await fcObjects(page))[name];
    return Math.max(Math.abs((after?.x ?? 0) - home.x), Math.abs((after?.y ?? 0) - home.y));
  };
  await expect.poll(offHome, { intervals: [100], timeout: 10_000 }).toBeLessThan(2);
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toEqual([]);
});

test('sound: nothing before the first gesture, then a button plays its sound', async ({ page }) => {
  await gotoApp(page);
  const before = await page.evaluate(() => window.__fc?.audio());
  expect(before).toMatchObject({ played: 0, unlocked: false });
  await clickObject(page, 'menu.settings');
  await waitForScene(page, 'Settings');
  // A press in the page's first moments may come before howler: the sound then plays once it has come.
  await page.waitForFunction(() => (window.__fc?.audio().played ?? 0) >= 1);
  const after = await page.evaluate(() => window.__fc?.audio());
  expect(after?.unlocked).toBe(true);
  expect(after?.lastName).toBe('button');
});

test('the live region mirrors turn changes and log lines for screen readers', async ({ page }) => {
  await gotoApp(page);
  expect(await page.locator('#live').textContent()).toContain('Main menu');
  await startTinyGame(page, { bot: true });
  // Every line said from here on (the region keeps only its last few: a quick bot's lines can push
  // the person's out before a read of the region's text; the clean-clone run saw that once).
  await recordSaid(page);
  await playFirstCard(page);
  await page.waitForFunction(() => (window as unknown as { __said: string[] }).__said.some((x) => x.includes('Player 2')));
  const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
  expect(said.some((x) => /Player 1 plays \d/.test(x)), said.join(' | ')).toBe(true);
  expect(await page.locator('#live').getAttribute('aria-live')).toBe('polite');
});

test('render on demand: a still menu is not redrawn, while the page keeps its frame rate and its scene manager free', async ({ page }) => {
  await gotoApp(page);
  await still(page); // the menu come to rest: no tween left, not even one waiting to start
  const a = await page.evaluate(() => window.__fc!.renders());
  await page.waitForTimeout(2000); // deliberate: how many frames a still menu draws in this time is what is checked
  const b = await page.evaluate(() => window.__fc!.renders());
  expect(b.steps - a.steps).toBeGreaterThan(10); // the game loop ran (its rate depends on the machine)
  expect(b.renders - a.renders).toBeLessThanOrEqual(3);
  // Between steps the scene manager is free although no frame was drawn: Phaser frees it at the
  // end of a render, and a scene added meanwhile (the shell's, a table's) waited for the next drawn
  // frame, up to 3 s on a still screen (a shared link took 7-10 s to open its table).
  expect(await page.evaluate(() => (window as unknown as { __fcGame: { scene: { isProcessing: boolean } } }).__fcGame.scene.isProcessing)).toBe(false);
  // WebGL is SwiftShader here (no GPU): the ambience over the canvas stands still, its motes gone,
  // since each frame the compositor drew for them cost the CPU a whole screen (app/software-gl.ts).
  expect(await page.evaluate(() => document.getElementById('fc-ambience')?.className)).toBe('still');
  expect(await page.evaluate(() => document.getAnimations().filter((x) => x.playState === 'running').length)).toBe(0);
  // A change with no tween still reaches the screen: the language switch redraws every text.
  await clickObject(page, 'menu.settings');
  await waitForScene(page, 'Settings');
  const shotBefore = await screenshot(page, 'settings-en');
  await selectorNext(page, 'settings.language');
  await page.waitForFunction(() => window.__fc?.objects()['settings.title']?.text === 'Réglages');
  await settle(page);
  const shotAfter = await screenshot(page, 'settings-fr');
  expect(shotAfter.equals(shotBefore)).toBe(false);
});

test('a game exported as a file imports again; a bad file is refused with a message', async ({ page }) => {
  await gotoApp(page);
  const record = await playOneRound(page);
  const downloading = page.waitForEvent('download');
  await shareDialogButton(page, 1);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^four-crowns-tiny-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'));
  expect((JSON.parse(text) as { record: unknown }).record).toEqual(record);

  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await gotoApp(page);
  const choosing = page.waitForEvent('filechooser');
  await clickObject(page, 'menu.import');
  await (await choosing).setFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await waitForScene(page, 'GameHost');
  expect(await fcRecord(page)).toEqual(record);

  await clickObject(page, 'host.menu');
  await confirmLeave(page); // "To the menu": a game not over asks first
  await waitForScene(page, 'Menu');
  const broken = JSON.parse(text) as { record: { moves: unknown[] } };
  broken.record.moves.push({ type: 'play', card: 'not-a-card' });
  const choosingAgain = page.waitForEvent('filechooser');
  await clickObject(page, 'menu.import');
  await (await choosingAgain).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0);
  expect((await objectBox(page, 'dialog.body')).text).toMatch(/move 3/i);
  expect(await fcState(page)).toBeNull();
});

test('the in-game bar: rules open and close, the log lists the moves', { tag: '@pixels' }, async ({ page }) => {
  await gotoApp(page);
  await playOneRound(page);
  await clickObject(page, 'host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true);
  expect((await objectBox(page, 'host.rulesText')).text).toMatch(/21/);
  await clickObject(page, 'host.rules.close');
  await page.waitForFunction(() => !window.__fc?.objects()['host.rulesText']);
  expect((await fcObjects(page))['host.log']?.visible).toBe(false);
  await clickObject(page, 'host.log.toggle');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true);
  const png = await screenshot(page, 'log-open');
  const log = await objectBox(page, 'host.log');
  expect(countPixelsNear(png, log, PARCHMENT, 24)).toBeGreaterThan(log.width * log.height * 0.3);
});

test('the bar from the keyboard: R rules (with the keys listed), L log, S sound, U undo in practice, Q back to the menu', async ({ page }) => {
  await gotoApp(page);
  await startTinyGame(page, { bot: true, practice: true });
  await playFirstCard(page);
  await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 2 && window.__fc?.busy() === false);
  await settle(page);
  await page.keyboard.press('r');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true);
  // The keys are the rules screen's last paragraph (on its last page).
  for (let i = 0; i < 5 && (await objectBox(page, 'host.rulesText')).text?.includes('Escape') !== true; i++) {
    const next = (await fcObjects(page))['host.rules.next'];
    if (!next) break;
    await clickObject(page, 'host.rules.next');
    await settle(page);
  }
  expect((await objectBox(page, 'host.rulesText')).text).toContain('U undo, R rules');
  await page.keyboard.press('r');
  await page.waitForFunction(() => !window.__fc?.objects()['host.rulesText']);
  await page.keyboard.press('l');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true);
  await page.keyboard.press('l');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === false);
  const sound = (await objectBox(page, 'host.mute')).text;
  await page.keyboard.press('s');
  await page.waitForFunction((before) => window.__fc?.objects()['host.mute']?.text !== before, sound);
  await page.keyboard.press('s');
  await page.waitForFunction((before) => window.__fc?.objects()['host.mute']?.text === before, sound);
  // Ctrl+U is the browser's, not an undo.
  await page.keyboard.press('Control+u');
  await settle(page); // the key taken (an undo would change the record as it is taken)
  expect((await fcRecord<{ moves: unknown[] }>(page)).moves.length).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('u');
  await page.waitForFunction(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length === 0);
  // Q (the Menu) asks first in a game not over (newcomer s36: "Menu leaves without asking"): it
  // says the game is kept; Escape stays at the table, "To the menu" leaves.
  await page.keyboard.press('q');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.1']?.visible === true);
  const asked = await fcObjects(page);
  expect(Object.values(asked).some((o) => o.visible && o.text === 'Leave the table?'), 'the question').toBe(true);
  expect(asked['dialog.body']?.text).toMatch(/Your game is kept: Continue on the menu/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__fc?.objects()['dialog.button.1']?.visible);
  expect(await page.evaluate(() => window.__fc?.scene)).toBe('GameHost');
  await page.keyboard.press('q');
  await confirmLeave(page);
  await waitForScene(page, 'Menu');
  // A second game answers each key once (the first game's listener left with its scene).
  await startTinyGame(page);
  await page.keyboard.press('r');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true);
  await settle(page); // a second answer to the key (on the next step, through Phaser's keys) would have closed them
  expect((await fcObjects(page))['host.rulesText']?.visible).toBe(true);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });
  test('a tap opens the settings and a tap changes one', async ({ page }) => {
    await gotoApp(page);
    const box = await objectBox(page, 'menu.settings');
    const c = centreOf(box);
    const canvas = await page.locator('canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    const tap = (x: number, y: number) => page.touchscreen.tap(canvas.x + (x * canvas.width) / 1600, canvas.y + (y * canvas.height) / 900);
    await tap(c.x, c.y);
    await waitForScene(page, 'Settings');
    const toggle = centreOf(await objectBox(page, 'settings.reducedMotion'));
    await tap(toggle.x, toggle.y);
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('fourCrowns.settings.v1') ?? '{}') as { reducedMotion?: boolean }).reducedMotion === true);
  });

  test('a finger drags a card onto the pile', async ({ page }) => {
    await gotoApp(page);
    const canvas = await page.locator('canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    const at = (p: { x: number; y: number }) => ({ x: canvas.x + (p.x * canvas.width) / 1600, y: canvas.y + (p.y * canvas.height) / 900 });
    const tap = async (name: string) => {
      const p = at(centreOf(await objectBox(page, name)));
      await page.touchscreen.tap(p.x, p.y);
    };
    await tap('menu.play.tiny');
    await waitForScene(page, 'Setup');
    if ((await objectText(page, 'setup.seat.1')) !== 'Person') {
      // A bot sits there by default: a tap on the selector's right arrow makes it a person.
      const seat = await objectBox(page, 'setup.seat.1');
      const p = at({ x: seat.x + seat.width - 24, y: seat.y + seat.height / 2 });
      await page.touchscreen.tap(p.x, p.y);
      await page.waitForFunction(() => window.__fc?.objects()['setup.seat.1']?.text === 'Person');
    }
    expect(await objectText(page, 'setup.seat.1')).toBe('Person');
    await tap('setup.start');
    await waitForScene(page, 'GameHost');
    await passOpeningHandOver(page, tap);
    await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((k) => k.startsWith('tiny.card.')));
    const objects = await fcObjects(page);
    const card = Object.keys(objects).find((k) => k.startsWith('tiny.card.'));
    if (!card) throw new Error('no card');
    const from = at(centreOf(await objectBox(page, card)));
    const to = at(centreOf(await objectBox(page, 'tiny.pile')));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: { x: number; y: number } | null) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await touch('touchStart', from);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 });
      await page.waitForTimeout(16); // deliberate: the finger paced as a hand moves it, about a frame a step
    }
    await touch('touchEnd', null);
    await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) === 1);
    expect((await fcRecord<{ moves: unknown[] }>(page)).moves[0]).toEqual({ type: 'play', card: card.slice('tiny.card.'.length) });
  });
});

// ---- issue 15 defects 5 and 8 ------------------------------------------------------------------

/** A shared link to a fresh game (the link format of src/app/share.ts). */
function gameLink(game: string, version: number, options: object, seats: string, moves: object[] = [], seed = 3): string {
  const payload = { f: 1, r: { game, version, options, seed, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

test('issue 15 defect 5: a toast from the table comes in below the in-game bar, its first line whole', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, gameLink('regality', 2, { variant: 'standard', first: 0, stack: { neutral: ['fairy', 'dragon', 'sage', 'hermit', 'assassin'] } }, 'hh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regality.tile.bishop']);
  // The Citizen placed in the centre, then Religion's Bishop dropped on that taken cell: refused with a toast.
  await dragObject(page, 'regality.tile.citizen', 'regality.cell.4');
  await page.waitForFunction(() => window.__fc?.busy?.() === false && ((window.__fc.record() as { moves: unknown[] } | null)?.moves.length ?? 0) === 1);
  await settle(page);
  await dragObject(page, 'regality.tile.bishop', 'regality.cell.4');
  await page.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '').length > 0);
  // It slides down into place (on a loaded machine its frames come far apart): once there, it
  // starts under the bar. (Before the fix it came to rest under the bar, its first line hidden.)
  const bar = 72; // the in-game bar (GameHost BAR_H)
  await expect.poll(async () => (await objectBox(page, 'ui.toast')).y, { timeout: 3000, message: 'the toast starts under the bar' }).toBeGreaterThanOrEqual(bar);
  expect((await objectBox(page, 'ui.toast')).text).toBe('That cell is not empty.');
  await screenshot(page, 'toast-below-bar');
  expect(errors).toEqual([]);
});

test('issue 15 defect 9: a shared link opened in a tab that already shows the game (only the #g= part changes) opens it, even from a game in progress', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await page.evaluate((hash) => (location.hash = hash), gameLink('regality', 2, { variant: 'standard', first: 0 }, 'hh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regality.tile.citizen']);
  // and a second link over the game in progress: the other game opens
  await page.evaluate((hash) => (location.hash = hash), gameLink('regicide', 1, { players: 1 }, 'h'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  expect((await fcRecord<{ game: string }>(page)).game).toBe('regicide');
  expect(errors).toEqual([]);
});

test('issue 15 defect 8: "New game" at a game\'s end offers the setup chosen last (players, bot level), not the defaults', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await clickObject(page, 'menu.play.regicide');
  await waitForScene(page, 'Setup');
  const textOf = async (name: string): Promise<string> => (await objectBox(page, name)).text ?? '';
  const next = async (name: string): Promise<void> => {
    const box = await objectBox(page, name);
    await clickAt(page, box.x + box.width - 20, box.y + box.height / 2); // the selector's right arrow
    await settle(page); // the click taken and the screen laid out again for the new value
  };
  // Two players: the bots' strength is offered (solo it is not, issue 30 item 27).
  await next('setup.option.players');
  expect(await textOf('setup.option.players')).toBe('2');
  const before = { players: await textOf('setup.option.players'), level: await textOf('setup.option.botLevel') };
  await next('setup.option.botLevel');
  const chosen = { players: await textOf('setup.option.players'), level: await textOf('setup.option.botLevel') };
  expect(chosen).not.toEqual(before);
  await clickObject(page, 'setup.start');
  await waitForScene(page, 'GameHost');
  // A game that ends at once: two players, the jack's 10 damage against an empty hand.
  await page.goto('about:blank');
  await gotoApp(page, gameLink('regicide', 1, { players: 2, stack: { castle: ['JC'], hands: [['2H'], ['3H']] } }, 'hh'));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
  await dragObject(page, 'regicide.card.2H', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.2']?.visible === true);
  await settle(page); // the dialog fades in
  expect((await objectBox(page, 'dialog.button.2')).text).toBe('New game');
  await clickObject(page, 'dialog.button.2');
  await waitForScene(page, 'Setup');
  expect({ players: await textOf('setup.option.players'), level: await textOf('setup.option.botLevel') }).toEqual(chosen);
  expect(errors).toEqual([]);
});

test('issue 15 defect 9: the setup\'s practice note speaks of dice only in the game that rolls them', async ({ page }) => {
  await gotoApp(page);
  const note = async (game: string, title: string): Promise<string> => {
    await page.evaluate((g) => window.__fc?.start?.('Setup', { gameId: g }), game);
    await page.waitForFunction((t) => window.__fc?.scene === 'Setup' && window.__fc.objects()['setup.title']?.text === t && !!window.__fc.objects()['setup.practiceHint'], title);
    return (await objectBox(page, 'setup.practiceHint')).text ?? '';
  };
  expect(await note('castle-panic', 'Castle Panic')).toContain('dice');
  for (const [game, title] of [['roi-du-ring', 'Le Roi du Ring'], ['regicide', 'Regicide'], ['regality', 'Regality vs Religion']] as const) expect(await note(game, title), game).not.toContain('dice');
});

test('issue 31: keys that come between two of the game\'s steps count once each: a seed typed 687 reads 687, not 6687', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await page.evaluate(() => window.__fc?.start?.('Setup', { gameId: 'regicide' }));
  await page.waitForFunction(() => window.__fc?.scene === 'Setup' && window.__fc.objects()['setup.seedMode']?.visible === true);
  const mode = await objectBox(page, 'setup.seedMode');
  await clickAt(page, mode.x + mode.width - 24, mode.y + mode.height / 2); // random -> typed (a random seed shown)
  await page.waitForFunction(() => /^\d+▏$/.test(window.__fc?.objects()['setup.seedValue']?.text ?? ''));
  // Every key's down and up in one task, so that no game step comes between them (Phaser handles
  // the keys of a step together: a phone's slow frame, a typist's overlapping keys).
  const keys = (typed: string[]): Promise<void> =>
    page.evaluate((list) => {
      for (const k of list) {
        const code = k === 'Backspace' ? 8 : k.charCodeAt(0);
        for (const type of ['keydown', 'keyup']) window.dispatchEvent(new KeyboardEvent(type, { key: k, keyCode: code, bubbles: true }));
      }
    }, typed);
  for (let i = 0; i < 12; i++) await keys(['Backspace']);
  await page.waitForFunction(() => window.__fc?.objects()['setup.seedValue']?.text === '▏');
  await twoFrames(page); // a step after the last Backspace: its events are handled and gone
  await keys(['6', '8', '7']);
  await page.waitForFunction(() => window.__fc?.objects()['setup.seedValue']?.text !== undefined);
  await twoFrames(page);
  expect((await objectBox(page, 'setup.seedValue')).text).toBe('687▏');
  expect(errors).toEqual([]);
});

test('issue 30 item 8: the setup says what the chosen mode means, seats bots against the person by default, keeps them through a count change, and holds its notes inside its panel', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  const open = async (game: string, title: string): Promise<void> => {
    await page.evaluate((g) => window.__fc?.start?.('Setup', { gameId: g }), game);
    await page.waitForFunction((t) => window.__fc?.scene === 'Setup' && window.__fc.objects()['setup.title']?.text === t && !!window.__fc.objects()['setup.practiceHint'], title);
  };
  const next = async (name: string, expected: string): Promise<void> => {
    await twoFrames(page); // the screen was laid out again by the last choice
    await selectorNext(page, name);
    await page.waitForFunction(([n, t]) => window.__fc?.objects()[n]?.text === t, [name, expected] as const);
  };
  const seats = async (n: number): Promise<(string | undefined)[]> => Promise.all(Array.from({ length: n }, (_, i) => objectText(page, `setup.seat.${i}`)));
  /** Every note lies inside the panel, below the last row (the practice toggle). */
  const notesInside = async (): Promise<void> => {
    const panel = await objectBox(page, 'setup.panel');
    const practice = await objectBox(page, 'setup.practice');
    const objects = await fcObjects(page);
    for (const name of ['setup.about', 'setup.practiceHint'].filter((n) => objects[n])) {
      const note = await objectBox(page, name);
      expect(note.visible, name).toBe(true);
      expect(note.x, `${name} inside the panel's left edge`).toBeGreaterThan(panel.x + 12);
      expect(note.x + note.width, `${name} inside the panel's right edge`).toBeLessThan(panel.x + panel.width - 12);
      expect(note.y, `${name} below the practice toggle`).toBeGreaterThanOrEqual(practice.y + practice.height);
      expect(note.y + note.height, `${name} above the panel's foot`).toBeLessThan(panel.y + panel.height - 10);
    }
  };

  // Le Roi du Ring, never set up here: the person is Red, the bot Blue.
  await open('roi-du-ring', 'Le Roi du Ring');
  expect(await seats(2)).toEqual(['Person', 'Bot']);
  await notesInside();
  // A friend takes Blue; two more fighters come as bots, and Blue stays a person.
  await next('setup.seat.1', 'Person');
  await next('setup.option.players', '3');
  await next('setup.option.players', '4');
  expect(await seats(4)).toEqual(['Person', 'Person', 'Bot', 'Bot']);
  expect(await fcObjects(page).then((o) => o['setup.about'])).toBeUndefined(); // no teams: nothing to explain
  await next('setup.option.teams', 'Yes');
  expect(await objectText(page, 'setup.about')).toBe('Teams: Red and Green against Blue and Yellow, partners in opposite corners.');
  await notesInside();
  await screenshot(page, 'setup-roi-teams');

  // Castle Panic: each mode says what it is, at six defenders too.
  await open('castle-panic', 'Castle Panic');
  expect(await objectText(page, 'setup.about')).toBe('Co-op: everyone defends the castle together, and all win or all lose.');
  await next('setup.option.mode', 'Master Slayer');
  expect(await objectText(page, 'setup.about')).toMatch(/^Master Slayer: together against the monsters/);
  for (const n of ['2', '3', '4', '5', '6']) await next('setup.option.players', n);
  expect(await seats(6)).toEqual(['Person', 'Bot', 'Bot', 'Bot', 'Bot', 'Bot']);
  await notesInside();
  await screenshot(page, 'setup-cp-six');

  // Regality: the match the setup starts (R-MATCH-DEFAULT) says what it is.
  await open('regality', 'Regality vs Religion');
  expect(await objectText(page, 'setup.about')).toContain('Best of three: the first to win two games wins the match.');
  expect(await seats(2)).toEqual(['Person', 'Bot']);
  await notesInside();
  expect(errors).toEqual([]);
});

test('issue 15: the end screen shows the score as a small table (Castle Panic: each defender, the monsters slain), above the buttons', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Solo, every tower about to fall: the last damage choice ends the game (as in castle-panic.spec.ts).
  const pile = ['troll-mage', 'orc-warlord', 'move-red', 'move-green', 'move-blue', 'move-red', 'move-green', 'move-blue', 'move-cw', 'move-ccw', 'draw-4'];
  const options = { players: 1, mode: 'solo', stack: { hands: [['brick', 'mortar', 'draw-2', 'missing', 'scavenge', 'tar']], pile } };
  const pass = { type: 'pass' };
  await gotoApp(page, gameLink('castle-panic', 2, options, 'h', [{ type: 'start-deal' }, pass, pass, pass, pass, pass], 5));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['cp.pass']?.visible === true && window.__fc.busy?.() === false, undefined, { timeout: 30_000 });
  await clickObject(page, 'cp.pass');
  await page.waitForFunction(() => window.__fc?.objects()['cp.choose.3']?.visible === true && window.__fc.busy?.() === false, undefined, { timeout: 30_000 });
  await clickObject(page, 'cp.choose.3');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.table.1.1']?.visible === true, undefined, { timeout: 30_000 });
  await settle(page); // the dialog fading in
  const cell = async (r: number, c: number): Promise<string> => (await objectBox(page, `dialog.table.${r}.${c}`)).text ?? '';
  expect([await cell(0, 0), await cell(0, 1)]).toEqual(['Defender', 'Monsters slain']);
  expect([await cell(1, 0), await cell(1, 1)]).toEqual(['Player 1', String((await fcState<{ slain: number[] }>(page)).slain[0])]);
  // Under the text, above the buttons, inside the panel.
  const body = await objectBox(page, 'dialog.body');
  const last = await objectBox(page, 'dialog.table.1.1');
  const button = await objectBox(page, 'dialog.button.0');
  expect((await objectBox(page, 'dialog.table.0.0')).y).toBeGreaterThanOrEqual(body.y + body.height);
  expect(last.y + last.height).toBeLessThan(button.y);
  await screenshot(page, 'end-table');
  expect(errors).toEqual([]);
});
