// Regicide teaches at the table (issue 15): the "what is this?" card on a card of the hand and on
// the enemy (hover on a desktop, a long press on a phone) says exactly what it does; the meters say
// whose health it is; each royal wears its own portrait (a named face per rank, the Jack, Queen
// and King of one suit drawn differently); the first immunity is explained while the immune enemy
// is still there; the other seats' hand counts stand clear of the enemy; a lost game's end screen
// names the cause of the defeat.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { docsShot, clickObject, collectConsoleErrors, decodePng, designToPng, dragObject, fcState, gotoApp, objectBox, pixelAt, screenshot, settle as settleScreen, toScreen, type DecodedPng } from './helpers';
import { phoneUse } from './phone-audit';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

/** A shared link to a fresh game of Regicide with these options (the link format of src/app/share.ts). */
function link(options: object, seats: string): string {
  const payload = { f: 1, r: { game: 'regicide', version: 1, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function open(page: Page, options: object, seats = 'h'): Promise<void> {
  await page.goto('about:blank'); // a new link in the same tab: a fresh page
  await gotoApp(page, link(options, seats));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false);
}

async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction(
    (n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false,
    moves,
    { timeout: 30_000 },
  );
  // The last cards settling into the hand: no tween runs in the Regicide scene.
  const running = () =>
    page.evaluate(() => {
      const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { tweens: { getTweens(): unknown[] } } } } }).__fcGame;
      return game.scene.getScene('Regicide').tweens.getTweens().length;
    });
  await expect.poll(running, { timeout: 30_000 }).toBe(0);
  await settleScreen(page);
}

const text = async (page: Page, name: string): Promise<string> => (await objectBox(page, name)).text ?? '';

/** Rest the mouse on a named object (moving onto it) until the "what is this?" card shows its title. */
async function hover(page: Page, name: string, title: string): Promise<string> {
  const b = await objectBox(page, name);
  const p = await toScreen(page, b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.move(p.x - 30, p.y - 30);
  await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.waitForFunction((t) => window.__fc?.objects()['ui.info.title']?.text === t, title, { timeout: 10_000 });
  return text(page, 'ui.info.body');
}

/** Pixels of two screenshots that differ clearly, sampled over a design-px box. */
function differing(a: DecodedPng, b: DecodedPng, box: { x: number; y: number; width: number; height: number }): number {
  let n = 0;
  for (let i = 0; i < 30; i++) {
    for (let j = 0; j < 50; j++) {
      const p = designToPng(a, box.x + ((i + 0.5) * box.width) / 30, box.y + ((j + 0.5) * box.height) / 50);
      const pa = pixelAt(a, p.x, p.y);
      const pb = pixelAt(b, p.x, p.y);
      if (Math.abs(pa.r - pb.r) + Math.abs(pa.g - pb.g) + Math.abs(pa.b - pb.b) > 60) n++;
    }
  }
  return n / 1500;
}

test('what is this? on a hand card and the enemy, the meters in plain words, a portrait per royal, the immunity explained in time, the seats clear of the enemy, the cause of a defeat', { tag: '@pixels' }, async ({ page }) => {
  test.setTimeout(240_000); // four parts, each a fresh page: 2.5 min on a busy 2-core machine
  const errors = collectConsoleErrors(page);
  const hand = ['10D', '7H', '9S', '5C', '3D', '2C', 'AS', '4H'];

  // Each royal of hearts as the enemy in turn: its own named portrait, and drawn differently.
  const shots: Record<string, DecodedPng> = {};
  let faceBox = { x: 0, y: 0, width: 0, height: 0 };
  for (const royal of ['JH', 'QH', 'KH']) {
    await open(page, { players: 1, stack: { castle: [royal], hands: [hand] } });
    const rank = royal[0] as string;
    const names = Object.keys(await page.evaluate(() => window.__fc?.objects() ?? {}));
    expect(names).toContain(`regicide.face.${rank}.${royal}`);
    expect(names.filter((n) => n.startsWith('regicide.face.'))).toEqual([`regicide.face.${rank}.${royal}`]);
    const card = await objectBox(page, 'regicide.enemy');
    faceBox = { x: card.x + card.width * 0.25, y: card.y + card.height * 0.12, width: card.width * 0.5, height: card.height * 0.76 }; // the portrait's frame
    shots[rank] = decodePng(await screenshot(page, `regicide-teach-face-${rank}`));
  }
  const j = shots.J as DecodedPng;
  const q = shots.Q as DecodedPng;
  const k = shots.K as DecodedPng;
  expect(differing(j, q, faceBox)).toBeGreaterThan(0.08);
  expect(differing(q, k, faceBox)).toBeGreaterThan(0.08);
  expect(differing(j, k, faceBox)).toBeGreaterThan(0.08);

  // In French the royal's letter is the French one (R for Roi) in the corner of the card.
  // (The words of every card in FR and IT are unit-tested in tests/unit/regicide/info.test.ts.)

  // A Queen of spades as the enemy: the meters say it is the enemy's health and what its attack costs you.
  await open(page, { players: 1, stack: { castle: ['QS', 'KH'], hands: [hand], tavern: ['8H', '6C', '5S'] } });
  expect(await text(page, 'regicide.enemyTitle')).toBe('The enemy: Queen of spades');
  expect(await text(page, 'regicide.health')).toBe('Health 30 / 30');
  expect(await text(page, 'regicide.attack')).toBe('Its attack 15 − shield 0: you discard 15');
  expect(await text(page, 'regicide.forecast')).toContain('Your hand is your health: 41 to cover its attacks.');

  // What is this? A card of the hand: its value, its suit's power; the immunity only for the enemy's suit.
  let body = await hover(page, 'regicide.card.7H', '7 of hearts');
  expect(body).toContain('Worth 7: it deals 7 damage, and covers 7 when you suffer damage.');
  expect(body).toContain('♥ Hearts heal: the discard is shuffled and as many cards as the play’s attack go from it, face down, under the tavern.');
  expect(body).toContain('No combo');
  expect(body).not.toContain('immune');
  body = await hover(page, 'regicide.card.9S', '9 of spades');
  expect(body).toContain('♠ Spades shield');
  expect(body).toContain('The Queen of spades is immune to spades: this power does nothing against it');
  body = await hover(page, 'regicide.card.2C', '2 of clubs');
  expect(body).toContain('Combo: up to 4 cards of this rank together (at most 10 in all)');
  expect(body).toContain('With an Ace: 1 more damage');
  body = await hover(page, 'regicide.card.AS', 'Ace of spades');
  expect(body).toContain('Animal companion');
  // The enemy: its health and attack, its immunity, the exact kill.
  body = await hover(page, 'regicide.enemy', 'Queen of spades');
  expect(body).toContain('Enemy health 30: 0 damage taken, 30 left.');
  expect(body).toContain('Its attack 15: after each turn it survives, the player discards cards worth at least 15 − shields 0 = 15.');
  expect(body).toContain('Immune to spades');
  expect(body).toContain('Exactly 30 more damage is a perfect kill');
  expect(Object.keys(await page.evaluate(() => window.__fc?.objects() ?? {}))).toContain('regicide.face.Q.QS'); // the picture: her portrait
  await screenshot(page, 'regicide-teach-info-enemy');
  // The piles and the jester powers.
  expect(await hover(page, 'regicide.tavern', 'The tavern')).toContain('face down');
  expect(await hover(page, 'regicide.castle', 'The castle')).toContain('11 royals still to fight');
  expect(await hover(page, 'regicide.jestersLeft', 'Jester powers')).toContain('2 of 2 left');
  // A press puts the card away.
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => !window.__fc?.objects()['ui.info']);

  // Mid-game: the 10♦ plays (10 damage, cracks), the counter-attack of 15 is covered, a play is chosen.
  await dragObject(page, 'regicide.card.10D', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  expect((await fcState<{ damage: number; toDiscard: number }>(page)).toDiscard).toBe(15);
  await dragObject(page, 'regicide.card.9S', 'regicide.wounds');
  await dragObject(page, 'regicide.card.8H', 'regicide.wounds');
  await clickObject(page, 'regicide.discardButton');
  await settle(page, 2);
  expect(await text(page, 'regicide.health')).toBe('Health 20 / 30');
  body = await hover(page, 'regicide.enemy', 'Queen of spades');
  expect(body).toContain('10 damage taken, 20 left');
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => !window.__fc?.objects()['ui.info']);
  await dragObject(page, 'regicide.card.7H', 'regicide.enemyZone');
  await page.mouse.move(5, 5);
  await settleScreen(page); // the 7 in the play, at rest
  await screenshot(page, 'regicide-teach-midgame');
  await docsShot(page, 'table/regicide.jpg', { quality: 80, clip: await page.locator('canvas').first().boundingBox() });

  // The first immunity is explained once the play has played out (newcomer s33: shown while the
  // chosen cards still stood in the hand, it came before the play and took two "Got it"): the
  // 10♠'s shield takes the Jack's whole attack, then the 10♣ (clubs: its own suit, no doubling)
  // kills it exactly; the card names the Jack, and one "Got it" puts it away.
  await open(page, { players: 1, stack: { castle: ['JC', 'QD'], hands: [['10S', '10C', '2H', '3H']] } });
  await dragObject(page, 'regicide.card.10S', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await settle(page, 1);
  expect(await page.evaluate(() => !!window.__fc?.objects()['ui.explain'])).toBe(false);
  await dragObject(page, 'regicide.card.10C', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => !!window.__fc?.objects()['ui.explain'], undefined, { timeout: 30_000 });
  const names = Object.keys(await page.evaluate(() => window.__fc?.objects() ?? {}));
  expect(names).not.toContain('regicide.pending.10C');
  expect(await text(page, 'ui.explain.title')).toBe('Immunity');
  // (the Jack fallen: the card says so, and names the Queen of diamonds on the table now: s37)
  expect(await text(page, 'ui.explain.body')).toContain('the power of ♣ clubs did nothing against the Jack of clubs, now fallen');
  await screenshot(page, 'regicide-teach-immune-explain');
  await clickObject(page, 'ui.explain.ok');
  await page.waitForFunction(() => !!window.__fc?.objects()['regicide.face.Q.QD'] && !window.__fc.objects()['ui.explain'], undefined, { timeout: 30_000 });
  expect((await fcState<{ enemy: string }>(page)).enemy).toBe('QD');
  // With 2, 3 and 4 players the other seats' hand counts stand clear of the enemy card (and of the
  // piles, the hand and each other).
  const meets = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const players of [2, 3, 4]) {
    await open(page, { players, stack: { castle: ['JC'] } }, 'h'.repeat(players));
    const objs = await page.evaluate(() => window.__fc?.objects() ?? {});
    const seats = Object.entries(objs).filter(([k]) => /^regicide\.seat\.\d$/.test(k));
    expect(seats).toHaveLength(players);
    const others = Object.entries(objs).filter(([k]) => k === 'regicide.enemy' || k === 'regicide.enemyZone' || /^regicide\.(tavern|castle|discard)(\.count)?$/.test(k) || k.startsWith('regicide.card.'));
    expect(others.length).toBeGreaterThan(8);
    for (const [seat, box] of seats) {
      for (const [other, b] of others) expect(meets(box, b), `${seat} "${box.text}" over ${other}`).toBe(false);
      for (const [seat2, b] of seats) if (seat2 !== seat) expect(meets(box, b), `${seat} over ${seat2}`).toBe(false);
    }
    await screenshot(page, `regicide-teach-seats-${players}`);
  }

  // A lost position: the end screen names the cause.
  await open(page, { players: 2, stack: { castle: ['JC'], hands: [['2H', '3S'], ['3H']] } }, 'hh');
  await dragObject(page, 'regicide.card.2H', 'regicide.enemyZone');
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0, undefined, { timeout: 30_000 });
  expect(await text(page, 'dialog.body')).toBe('Defeat: 0 enemies of 12 fell.');
  expect(await text(page, 'dialog.table.3.0')).toBe('Cause of defeat');
  expect(await text(page, 'dialog.table.3.1')).toBe('10 damage to cover, only 3 in hand.');
  expect(await text(page, 'dialog.table.2.1')).toBe('Jack of clubs, 18 health left');
  await settleScreen(page); // the dialog faded in
  await screenshot(page, 'regicide-teach-lost');
  expect(errors).toEqual([]);
});

test.describe('phone held sideways', () => {
  test.use(phoneUse({ width: 844, height: 390 }));

  test('a long press on a card or the enemy shows what it is, and chooses nothing', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await open(page, { players: 1, stack: { castle: ['KS'], hands: [['10D', '7H', '9S', '5C', '3D', '2C', 'AS', '4H']] } });
    expect(await text(page, 'regicide.health')).toBe('King of spades: health 40 / 40');
    const press = async (name: string, title: string): Promise<string> => {
      const b = await objectBox(page, name);
      const p = await toScreen(page, b.x + b.width / 2, b.y + b.height / 2);
      const client = await page.context().newCDPSession(page);
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
      await page.waitForFunction((t) => window.__fc?.objects()['ui.info.title']?.text === t, title, { timeout: 10_000 });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settleScreen(page); // the finger's lift handled (a card it chose would be in the play now)
      return text(page, 'ui.info.body');
    };
    expect(await press('regicide.card.9S', '9 of spades')).toContain('The King of spades is immune to spades');
    await screenshot(page, 'regicide-teach-phone-info');
    // The long press chose nothing: the card is still in the hand, none chosen.
    expect(Object.keys(await page.evaluate(() => window.__fc?.objects() ?? {})).some((n) => n.startsWith('regicide.pending.'))).toBe(false);
    const info = await objectBox(page, 'ui.info.body');
    const layout = await page.evaluate(() => (window as unknown as { __fc: { layout(): { css: number; right: number } } }).__fc.layout());
    expect(info.x + info.width).toBeLessThanOrEqual(layout.right + 1);
    expect(await press('regicide.enemy', 'King of spades')).toContain('Enemy health 40: 0 damage taken, 40 left.');
    expect((await fcState<{ hands: string[][] }>(page)).hands[0]).toHaveLength(8);
    expect(errors).toEqual([]);
  });
});
