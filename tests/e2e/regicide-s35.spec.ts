// Regicide, a newcomer's round s35 (desktop 1600x900, phone 844x390 by touch): on a phone the first
// tap on a hand card once a new enemy is turned up (and once its explain-once tip is put away)
// chooses the card: the table took no input for a dead beat after the last card had landed. On a
// desktop the hint's reason ("Why: ...") and its marks go as soon as the cards chosen are not the
// hint's. At both sizes the error toast keeps clear of the enemy's name and meters. On a desktop
// the mouse resting on the enemy shows its "what is this?" card, also when it came there while a
// move was being shown (the table took no input then, and the card never came). The turn line's
// letters are whole at both sizes in EN/FR/IT: none cut at the edge of the text's own canvas (the
// Italian "Tocca a te" read "Iocca"), and the line inside the bar.
import { expect, test, type Page } from './fixtures';
import { boxesMeet, type Rect, clickObject, dragObject, fcObjects, gotoApp, objectBox, screenshot, settle, tapObject, toScreen } from './helpers';
import { PHONES, phoneUse } from './phone-audit';
import { LONG, link, tableUp } from './regicide-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

test.describe.configure({ timeout: 120_000 });

/** A finger's tap on a named object's middle, at once: no wait for the table to take input (a player does not wait). */
async function tapNow(page: Page, name: string): Promise<void> {
  const b = await objectBox(page, name);
  const p = await toScreen(page, b.x + b.width / 2, b.y + b.height / 2);
  await page.touchscreen.tap(p.x, p.y);
}

type Box = Rect;
const meet = boxesMeet;

/** The error toast up (its words), clear of the enemy's card, name and meters, inside the visible screen. */
async function toastClear(page: Page, shot: string): Promise<string> {
  await page.waitForFunction(() => window.__fc?.objects()['ui.toast']?.visible === true, undefined, LONG);
  await settle(page);
  await screenshot(page, shot);
  const o = await fcObjects(page);
  const toast = o['ui.toast'] as Box;
  for (const name of ['regicide.enemy', 'regicide.enemyTitle', 'regicide.health', 'regicide.attack', 'regicide.immunity']) {
    const b = o[name];
    if (b?.visible) expect(meet(toast, b), `the toast ${JSON.stringify(toast)} over ${name} ${JSON.stringify(b)}`).toBe(false);
  }
  const view = await page.evaluate(() => (window as unknown as { __fc: { layout(): { left: number; top: number; right: number; bottom: number } } }).__fc.layout());
  expect(toast.x >= view.left && toast.y >= view.top && toast.x + toast.width <= view.right && toast.y + toast.height <= view.bottom, `the toast ${JSON.stringify(toast)} on the screen ${JSON.stringify(view)}`).toBe(true);
  return o['ui.toast']?.text ?? '';
}

/** The turn lines of the three languages (src/app/strings*.ts: host.yourTurn, host.thinking, host.gameOver). */
const TURN_LINES = ['Your turn', 'Player 2 is thinking…', 'Game over', 'À vous de jouer', 'Le joueur 2 réfléchit…', 'Partie terminée', 'Tocca a te', 'Il giocatore 2 sta pensando…', 'Partita finita'];

/**
 * Each turn line set on the bar's own line: the ink of its first and last letters within the
 * line's canvas (a glyph reaching past the origin or the advance is cut there), as measured by the
 * canvas with the line's font; then the line put back. Returns the cut ones, in words.
 */
async function cutTurnLines(page: Page): Promise<string[]> {
  return page.evaluate((lines) => {
    type Text = { name: string; text: string; list?: Text[]; canvas?: HTMLCanvasElement; padding: { left: number; right: number }; setText(t: string): void };
    const game = (window as unknown as { __fcGame: { scene: { getScenes(a: boolean): { children: { list: Text[] } }[] } } }).__fcGame;
    let line: Text | undefined;
    for (const sc of game.scene.getScenes(true)) line ??= sc.children.list.find((o) => o.name === 'host.turn');
    if (!line?.canvas) return ['no host.turn'];
    const was = line.text;
    const out: string[] = [];
    for (const text of lines) {
      line.setText(text);
      const ctx = line.canvas.getContext('2d')!;
      const m = ctx.measureText(text);
      const left = m.actualBoundingBoxLeft - line.padding.left;
      const right = m.actualBoundingBoxRight - m.width - line.padding.right;
      if (left > 0.01 || right > 0.01) out.push(`"${text}" (${ctx.font}): ${left.toFixed(2)} px cut on the left, ${right.toFixed(2)} on the right`);
    }
    line.setText(was);
    return out;
  }, TURN_LINES);
}

/** The turn line as the bar drew it: inside the bar (72 high: src/app/scenes/host/context.ts BAR_H), between `from` and `to` (what stands beside it, less a margin). */
async function turnLineInBar(page: Page, from: number, to: number): Promise<void> {
  const b = await objectBox(page, 'host.turn');
  expect(b.x >= from && b.x + b.width <= to && b.y >= 0 && b.y + b.height <= 72, `the turn line ${JSON.stringify(b)} inside the bar, between ${from} and ${to}`).toBe(true);
}

const chosen = (page: Page, code: string): Promise<boolean> => page.evaluate((c) => window.__fc?.objects()[`regicide.pending.${c}`]?.visible === true, code);

test.describe(PHONES[0].name, () => {
  // At the game's own pace (1x): the beat the table stayed deaf was 300 ms of it.
  test.use({ ...phoneUse(PHONES[0].viewport), animSpeed: null });

  test('phone: the first tap once a new enemy is turned up chooses the card, and the first after its tip is put away', async ({ page }) => {
    // Solo: the 10♠ played (its shield takes the whole attack); the 10♦ falls the Jack of diamonds exactly (immune to diamonds: the tip comes), the Jack of clubs turns up.
    const hand = ['10S', '10D', '3H', '3C', '4H', '5C', '6H', '7S'];
    await gotoApp(page, link({ players: 1, stack: { castle: ['JD', 'JC'], hands: [hand], tavern: ['9H', '8C', '7D', '6S'] } }, 'h', [{ type: 'play', cards: ['10S'] }]));
    await tableUp(page);
    await tapObject(page, 'regicide.card.10D');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
    await tapObject(page, 'regicide.playButton');
    // The new enemy turned up, at rest (nothing moves on the Regicide table): the player taps.
    await page.waitForFunction(
      () => {
        type Obj = { name: string; scaleX: number; list?: Obj[] };
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Obj[] }; tweens: { getTweens(): unknown[] } } } } }).__fcGame;
        const scene = game.scene.getScene('Regicide');
        const enemy = scene.children.list.flatMap((o) => o.list ?? []).find((o) => o.name === 'regicide.enemy');
        return (window.__fc?.state() as { enemy: string }).enemy === 'JC' && enemy?.scaleX === 1.7 && scene.tweens.getTweens().length === 0;
      },
      undefined,
      { ...LONG, polling: 'raf' },
    );
    await tapNow(page, 'regicide.card.3H');
    await expect.poll(() => chosen(page, '3H'), { timeout: 3000, message: 'the first tap once the Jack of clubs turned up chose the 3♥' }).toBe(true);
    // The tip of the immunity came with it: "Got it", then at once a tap on another card.
    await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true, undefined, LONG);
    await settle(page);
    await screenshot(page, 'rgc35-phone-new-enemy-tip');
    await tapNow(page, 'ui.explain.ok');
    await page.waitForFunction(() => !window.__fc?.objects()['ui.explain'], undefined, LONG);
    await tapNow(page, 'regicide.card.3C');
    await expect.poll(() => chosen(page, '3C'), { timeout: 3000, message: 'the first tap after the tip was put away chose the 3♣ (a pair of threes)' }).toBe(true);
    expect(Object.keys(await fcObjects(page)).filter((n) => n.startsWith('regicide.pending.')).sort()).toEqual(['regicide.pending.3C', 'regicide.pending.3H']);
    // A card that cannot join: the toast says why, clear of the enemy's name and meters (newcomer s35).
    await tapObject(page, 'regicide.card.4H');
    expect(await toastClear(page, 'rgc35-phone-toast')).toContain('combo');
    // The turn line: its letters whole, the line inside the bar (newcomer s35: "Iocca").
    const view = await page.evaluate(() => (window as unknown as { __fc: { layout(): { right: number } } }).__fc.layout());
    await turnLineInBar(page, 8, view.right - 8);
    expect(await cutTurnLines(page)).toEqual([]);
  });
});

/** The hint's marks now: pieces lifted and targets lit. */
const marks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.entries(window.__fc?.objects() ?? {})
      .filter(([n, b]) => b.visible && (n.startsWith('hint.card.') || n.startsWith('hint.target.')))
      .map(([n]) => n),
  );

const forecast = async (page: Page): Promise<string> => (await objectBox(page, 'regicide.forecast')).text ?? '';

test('desktop: the hint\'s reason and marks go once the cards chosen are not the hint\'s, and stay while they are', async ({ page }) => {
  // Two players (a bot partner) against the Jack of diamonds: the hint is 5♣ + 5♠ (an exact kill, s33).
  await gotoApp(page, link({ players: 2, stack: { castle: ['JD', 'JC'], hands: [['5C', '5S', '2H', '9D'], ['2S', '3H']], tavern: ['9H', '8C', '7D', '6S'] } }, 'hb'));
  await tableUp(page);
  await clickObject(page, 'host.hint');
  await page.waitForFunction(() => /^Why: /m.test(window.__fc?.objects()['regicide.forecast']?.text ?? ''), undefined, LONG);
  expect(await marks(page)).toEqual(expect.arrayContaining(['hint.card.regicide.card.5C', 'hint.card.regicide.card.5S']));
  // One of the hint's cards chosen: the hint holds (its other card lit, its reason said).
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.pending.5C']?.visible === true, undefined, LONG);
  await settle(page);
  expect(await forecast(page)).toContain('Why: ');
  expect(await marks(page)).toContain('hint.card.regicide.card.5S');
  // Taken back, another card chosen instead (the 2♥, not the hint's): the reason and the marks go.
  await clickObject(page, 'regicide.pending.5C');
  await page.waitForFunction(() => !window.__fc?.objects()['regicide.pending.5C'], undefined, LONG);
  await dragObject(page, 'regicide.card.2H', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.pending.2H']?.visible === true, undefined, LONG);
  await settle(page);
  await screenshot(page, 'rgc35-hint-left');
  expect(await forecast(page), 'the hint\'s reason gone with other cards chosen').not.toContain('Why: ');
  expect(await marks(page), 'no hint marks left').toEqual([]);
  // and it does not come back once the other card goes back to the hand
  await clickObject(page, 'regicide.pending.2H');
  await page.waitForFunction(() => !window.__fc?.objects()['regicide.pending.2H'], undefined, LONG);
  await settle(page);
  expect(await forecast(page)).not.toContain('Why: ');

  // A card that cannot join the 5♣: the toast says why, clear of the enemy's name and meters (newcomer s35).
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.pending.5C']?.visible === true, undefined, LONG);
  await dragObject(page, 'regicide.card.9D', 'regicide.enemyZone');
  expect(await toastClear(page, 'rgc35-desk-toast')).toContain('combo');

  // The turn line: its letters whole, the line inside the bar between Hint and Replay (newcomer s35: "Iocca").
  const hint = await objectBox(page, 'host.hint');
  await turnLineInBar(page, hint.x + hint.width + 8, (await objectBox(page, 'host.replay')).x - 8);
  expect(await cutTurnLines(page)).toEqual([]);
});

/** The mouse moved onto a named object's middle, from beside it, in steps. */
async function moveOnto(page: Page, name: string): Promise<void> {
  const b = await objectBox(page, name);
  const p = await toScreen(page, b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.move(p.x - 40, p.y + 40, { steps: 2 });
  await page.mouse.move(p.x, p.y, { steps: 4 });
}

test.describe('desktop at the game\'s own pace', () => {
  // (1x: the move is shown long enough for the mouse to come meanwhile)
  test.use({ animSpeed: null });

  test('desktop: the mouse resting on the enemy shows its card (immunity, attack, health), also the next enemy\'s once its coming is over', async ({ page }) => {
    // Solo against the Jack of spades: the 10♣ kills it exactly (clubs double), the Queen of hearts turns up.
    await gotoApp(page, link({ players: 1, stack: { castle: ['JS', 'QH'], hands: [['10C', '3D', '4H', '5C', '10D', '10H', '2S', '5S']], tavern: ['9H', '8C', '7D'] } }, 'h'));
    await tableUp(page);
    await moveOnto(page, 'regicide.enemy');
    await page.waitForFunction(() => window.__fc?.objects()['ui.info.title']?.text === 'Jack of spades', undefined, LONG);
    const body = (await objectBox(page, 'ui.info.body')).text ?? '';
    expect(body).toContain('Enemy health 20');
    expect(body).toContain('Its attack 10');
    expect(body).toContain('Immune to spades');
    const e = await objectBox(page, 'regicide.enemy');
    const onEnemy = await toScreen(page, e.x + e.width / 2, e.y + e.height / 2);
    await page.mouse.move(5, 500, { steps: 2 });
    await page.waitForFunction(() => !window.__fc?.objects()['ui.info'], undefined, LONG);
    // The 10♣ played; while the table shows the Jack's fall and the Queen turning up (busy), the mouse comes to rest on the enemy.
    await dragObject(page, 'regicide.card.10C', 'regicide.enemyZone');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
    await clickObject(page, 'regicide.playButton');
    await page.waitForFunction(() => window.__fc?.busy() === true, undefined, { ...LONG, polling: 'raf' });
    await page.mouse.move(onEnemy.x, onEnemy.y, { steps: 2 });
    expect(await page.evaluate(() => window.__fc?.busy()), 'the mouse came while the move was shown').toBe(true);
    await page.waitForFunction(() => window.__fc?.busy() === false, undefined, LONG);
    await page.waitForFunction(() => window.__fc?.objects()['ui.info.title']?.text === 'Queen of hearts', undefined, { timeout: 5000 });
    expect((await objectBox(page, 'ui.info.body')).text).toContain('0 damage taken, 30 left');
    await screenshot(page, 'rgc35-desk-enemy-card');
  });
});
