// Regicide, a newcomer's round s36 (desktop 1600x900 by mouse, phone 844x390 by touch). A bot
// partner's turn (its play and its suffer, right after the person's suffer) is told on the table
// when the person's turn comes back: a "While you waited" box names the bot's play and discard in
// the log's words, lies over none of the table's cards, meters, prompts or buttons, and goes at the
// person's next action on the table. While the bot suffers, the attack's line names the bot
// ("Player 2 discards 8", not "you discard 8") and the person has no Suffer button. A greyed Yield
// says why when pressed. A royal defeated is a moment on the table: "Jack of diamonds captured: onto
// the tavern" over its place until the next one, which then shows, has turned up. On a phone
// (844x390, 740x360) the health words lie inside their bar, and solo the log opens clear of the
// jester powers. Every page of the rules shows a picture beside its words (the plays and solo had
// none), at both sizes.
import { expect, test, type Page } from './fixtures';
import { boxesMeet, type Rect, clickObject, dragObject, fcObjects, gotoApp, screenshot, settle, tapObject } from './helpers';
import { PHONES, phoneUse } from './phone-audit';
import { LONG, link, tableUp } from './regicide-positions';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

test.describe.configure({ timeout: 90_000 });

type Box = Rect;
const meet = boxesMeet;

/**
 * Two players against the Queen of hearts (attack 15): the person has played the 7♠ (shield 7) and
 * must suffer 8; the bot partner holds no spade and cannot kill her (23 at most of 30), so it plays
 * and then suffers: two moves before the person's turn comes back.
 */
const BOT_TURN = link(
  { players: 2, stack: { castle: ['QH', 'KC'], hands: [['10D', '9C', '8H', '7S', '6D', '5C', '2H'], ['9H', '8C', '4H', '3D', '3C', '2C', '5D']], tavern: ['9D', '8S', '7C', '6S'] } },
  'hb',
  [{ type: 'play', cards: ['7S'] }],
);

/** Every visible table thing the recap must not cover: cards, piles, the enemy and its meters, the panel, buttons, seats, tips. */
async function tableBoxes(page: Page): Promise<[string, Box][]> {
  const o = await fcObjects(page);
  return Object.entries(o).filter(([n, b]) => b.visible && (n.startsWith('regicide.') || n.startsWith('ui.explain') || n.startsWith('host.')) && !n.startsWith('regicide.recap') && b.width > 0 && b.height > 0);
}

async function botTurnTold(page: Page, phone: boolean, shot: string): Promise<void> {
  // the bots' slow pace (each move held 0.8 s at the tests' 4x): the bot's suffer is looked at while it is shown
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, botPace: 'slow' })));
  await gotoApp(page, BOT_TURN);
  await tableUp(page);
  // The person suffers 8 with the 10♦; the bot then plays and suffers.
  if (phone) await tapObject(page, 'regicide.card.10D');
  else await dragObject(page, 'regicide.card.10D', 'regicide.wounds');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.discardButton']?.enabled === true, undefined, LONG);
  if (phone) await tapObject(page, 'regicide.discardButton');
  else await clickObject(page, 'regicide.discardButton');
  // The bot's suffer is the bot's: its name on the attack's line, no Suffer button for the person.
  await page.waitForFunction(() => {
    const s = window.__fc?.state() as { current: number; phase: string };
    const o = window.__fc?.objects() ?? {};
    // (the bot's suffer drawn: its panel's title says the enemy strikes)
    return s.current === 1 && s.phase === 'discard' && /strikes/.test(o['regicide.panel.title']?.text ?? o['regicide.panelTitle']?.text ?? '');
  }, undefined, { ...LONG, polling: 'raf' });
  const during = await fcObjects(page);
  expect(during['regicide.attack']?.text, 'the attack line while the bot suffers').toMatch(/: Player 2 discards \d+$/);
  expect(during['regicide.discardButton']?.visible ?? false, 'no Suffer button while the bot suffers').toBe(false);
  expect(during['regicide.panel.title']?.text ?? during['regicide.panelTitle']?.text).toMatch(/^The enemy strikes: \d+$/);
  await titleInPanel(page);
  await page.waitForFunction(() => {
    const s = window.__fc?.state() as { current: number; phase: string; hands: string[][] };
    return s.current === 0 && s.phase === 'play' && (s.hands[1]?.length ?? 7) < 7 && window.__fc?.busy() === false;
  }, undefined, LONG);
  await page.waitForFunction(() => window.__fc?.objects()['regicide.recap']?.visible === true, undefined, LONG);
  await settle(page);
  await screenshot(page, shot);
  const o = await fcObjects(page);
  const recap = o['regicide.recap'] as Box;
  const words = o['regicide.recap.text']?.text ?? '';
  expect(words, 'the recap names the bot\'s play (or its yield: the strong bot\'s search may choose either)').toMatch(/Player 2 (plays|yields)/);
  expect(words, 'the recap names the bot\'s discard').toMatch(/Player 2 discards /);
  expect(o['regicide.recap.title']?.text).toBe('While you waited');
  for (const [name, b] of await tableBoxes(page)) expect(meet(recap, b), `the recap ${JSON.stringify(recap)} over ${name} ${JSON.stringify(b)}`).toBe(false);
  // The person's next action on the table (a card chosen): the recap is gone.
  if (phone) await tapObject(page, 'regicide.card.2H');
  else await dragObject(page, 'regicide.card.2H', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.pending.2H']?.visible === true, undefined, LONG);
  await settle(page);
  expect((await fcObjects(page))['regicide.recap']?.visible ?? false, 'the recap gone at the next action').toBe(false);
}

/** Solo against the Jack of diamonds, 10 damage dealt (the 10♠, its shield taking the whole attack): the 10♥ falls it exactly. */
const EXACT_KILL = link({ players: 1, stack: { castle: ['JD', 'JS'], hands: [['10S', '10H', '3C', '4D', '5C', '6H', '7S', '2D']], tavern: ['9H', '8C', '7D', '6S'] } }, 'h', [{ type: 'play', cards: ['10S'] }]);

async function defeatSeen(page: Page, phone: boolean, shot: string): Promise<void> {
  await gotoApp(page, EXACT_KILL);
  await tableUp(page);
  if (phone) await tapObject(page, 'regicide.card.10H');
  else await dragObject(page, 'regicide.card.10H', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  if (phone) await tapObject(page, 'regicide.playButton');
  else await clickObject(page, 'regicide.playButton');
  // the defeat's words come up on the table, then the next royal is shown
  const said = await page.waitForFunction(() => {
    const o = window.__fc?.objects()['regicide.defeat.text'];
    return o?.visible && o.alpha > 0.5 ? o.text : null;
  }, undefined, { ...LONG, polling: 'raf' });
  expect(await said.jsonValue()).toBe('Jack of diamonds captured: onto the tavern');
  await screenshot(page, `${shot}-said`);
  await page.waitForFunction(() => (window.__fc?.state() as { enemy: string }).enemy === 'JS' && window.__fc?.objects()['regicide.enemy']?.visible === true && window.__fc.busy() === false, undefined, LONG);
  await screenshot(page, shot);
  expect((await fcObjects(page))['regicide.enemyTitle' as string]?.text ?? (await fcObjects(page))['regicide.health']?.text).toMatch(/Jack of spades/);
  // and the words go once it is up
  await page.waitForFunction(() => !window.__fc?.objects()['regicide.defeat'], undefined, LONG);
}

test('desktop: a royal captured says so on the table, and the next one is shown', async ({ page }) => {
  await defeatSeen(page, false, 'rgc36-defeat-desktop');
});

test('desktop: a bot partner\'s turn is told in a recap clear of the table, gone at the next action', async ({ page }) => {
  await botTurnTold(page, false, 'rgc36-recap-desktop');
});

test.describe(PHONES[0].name, () => {
  test.use(phoneUse(PHONES[0].viewport));
  test('phone: a bot partner\'s turn is told in a recap clear of the table, gone at the next tap', async ({ page }) => {
    await botTurnTold(page, true, 'rgc36-recap-phone');
  });
  test('phone: a royal captured says so on the table, and the next one is shown', async ({ page }) => {
    await defeatSeen(page, true, 'rgc36-defeat-phone');
  });
});

test('desktop: the greyed Yield says why when pressed (solo, yielding off)', async ({ page }) => {
  await gotoApp(page, link({ players: 1, stack: { castle: ['JH'], hands: [['10D', '7S', '9H', '2C']] } }, 'h'));
  await tableUp(page);
  expect((await fcObjects(page))['regicide.yieldButton']?.enabled).toBe(false);
  await clickObject(page, 'regicide.yieldButton');
  await page.waitForFunction(() => window.__fc?.objects()['ui.toast']?.visible === true, undefined, LONG);
  expect((await fcObjects(page))['ui.toast']?.text).toMatch(/^Can't yield: solo, yielding is off/);
});

/** On a phone, solo: the health words inside their bar, and the log opened clear of the jester powers' line and buttons. */
async function phoneMetersAndLog(page: Page, shot: string): Promise<void> {
  await gotoApp(page, link({ players: 1, stack: { castle: ['QH'], hands: [['10D', '7S', '9H', '2C', '3D', '4S', '5H', '6C']] } }, 'h'));
  await tableUp(page);
  const o = await fcObjects(page);
  const words = o['regicide.health'] as Box;
  const bar = o['regicide.healthBar'] as Box;
  expect(bar, 'the health bar').toBeDefined();
  expect.soft(words.y >= bar.y + 3 && words.y + words.height <= bar.y + bar.height - 3, `the health words (3 px of bar at least above and below) ${JSON.stringify(words)} inside their bar ${JSON.stringify(bar)}`).toBe(true);
  await tapObject(page, 'host.log.toggle');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true, undefined, LONG);
  await settle(page);
  await screenshot(page, shot);
  const open = await fcObjects(page);
  const log = open['host.log'] as Box;
  for (const name of ['regicide.jestersLeft', 'regicide.jesterStep1', 'regicide.jesterStep4', 'regicide.yieldButton', 'regicide.playButton']) {
    const b = open[name];
    expect(b?.visible, name).toBe(true);
    expect(meet(log, b as Box), `the log ${JSON.stringify(log)} over ${name} ${JSON.stringify(b)}`).toBe(false);
  }
}

for (const phone of PHONES) {
  test.describe(`${phone.name} solo`, () => {
    test.use(phoneUse(phone.viewport));
    test(`${phone.name}: the health words inside their bar; the log clear of the jester powers`, async ({ page }) => {
      await phoneMetersAndLog(page, `rgc36-phone-log-${phone.viewport.width}`);
    });
  });
}

/** Two players, one card each: the 2♠ on the Jack of clubs, which strikes back for 8 on an empty hand: lost (`other` the bot's card: a link of its own per language). */
const LOST = (other: string): string => link({ players: 2, stack: { castle: ['JC'], hands: [['2S'], [other]] } }, 'hb');
const GAME_OVER: Record<string, string> = { en: 'Game over', fr: 'Partie terminée', it: 'Partita finita' };

/** The game lost and the table seen again: the bar's "Game over" whole (shrunk or on two lines, never cut), inside the bar. */
async function gameOverWhole(page: Page, phone: boolean, lang: string): Promise<void> {
  // the language set in the running page, then the link opened there (as a player's would be)
  if (lang === 'en') await gotoApp(page, LOST('3S'));
  else {
    await page.evaluate(async ([l, h]) => {
      localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' }));
      await (window as unknown as { __fc: { storageChanged(): Promise<void> } }).__fc.storageChanged();
      location.hash = h;
    }, [lang, LOST(lang === 'fr' ? '4S' : '5S')] as const);
    await page.waitForFunction(() => window.__fc?.state() && (window.__fc.state() as { status: string }).status === 'playing', undefined, LONG);
  }
  await tableUp(page);
  if (phone) await tapObject(page, 'regicide.card.2S');
  else await dragObject(page, 'regicide.card.2S', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  if (phone) await tapObject(page, 'regicide.playButton');
  else await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.4']?.visible === true, undefined, LONG);
  await settle(page);
  if (phone) await tapObject(page, 'dialog.button.4');
  else await clickObject(page, 'dialog.button.4'); // See the table
  await page.waitForFunction(() => window.__fc?.objects()['host.backToResult']?.visible === true && window.__fc.busy() === false, undefined, LONG);
  await settle(page);
  await screenshot(page, `rgc36-over-${lang}-${phone ? 'phone' : 'desk'}`);
  const o = await fcObjects(page);
  const line = o['host.turn'] as Box & { text?: string };
  expect((line.text ?? '').replace(/\s+/g, ' '), `the turn line in ${lang}`).toBe(GAME_OVER[lang]);
  expect(line.y >= 0 && line.y + line.height <= 72, `the turn line ${JSON.stringify(line)} inside the bar`).toBe(true);
  expect(meet(line, o['host.backToResult'] as Box), 'the turn line clear of Back to the result').toBe(false);
  await titleInPanel(page);
}

/** The panel's title ("Suffer 8 damage", "The enemy strikes: 8") inside its panel (on a phone, its box). */
async function titleInPanel(page: Page): Promise<void> {
  const o = await fcObjects(page);
  const title = (o['regicide.panel.title'] ?? o['regicide.panelTitle']) as Box & { text?: string };
  // (a desktop's panel; a phone's forecast or wounds box)
  const frame = (o['regicide.infoBox'] ?? o['regicide.panel']) as Box;
  expect(title, 'the panel title').toBeDefined();
  expect(title.x >= frame.x + 8 && title.x + title.width <= frame.x + frame.width - 8, `the title ${JSON.stringify(title)} inside the panel ${JSON.stringify(frame)}`).toBe(true);
}

test('desktop: Game over whole on the bar in EN, FR and IT, the panel title inside its panel', async ({ page }) => {
  for (const lang of ['en', 'fr', 'it']) await gameOverWhole(page, false, lang);
});

test.describe(`${PHONES[0].name} bar`, () => {
  test.use(phoneUse(PHONES[0].viewport));
  test('phone: Game over whole on the bar in EN, FR and IT', async ({ page }) => {
    for (const lang of ['en', 'fr', 'it']) await gameOverWhole(page, true, lang);
  });
});

/** Every page of the rules (Keys apart) shows its picture, inside the panel, beside its words; the words end above the buttons. */
async function rulesPictured(page: Page, phone: boolean): Promise<void> {
  await gotoApp(page, link({ players: 1 }, 'h'));
  await tableUp(page);
  if (phone) await tapObject(page, 'host.rules');
  else await clickObject(page, 'host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rules.picture']?.visible === true, undefined, LONG);
  const seen: string[] = [];
  for (let i = 0; i < 30; i++) {
    await settle(page);
    const o = await fcObjects(page);
    const head = (o[phone ? 'host.rulesPanel.title' : 'host.rules.heading']?.text ?? '').trim();
    const words = o['host.rulesText'] as Box;
    const close = o['host.rules.close'] as Box;
    const panel = o['host.rulesPanel'] as Box;
    expect(words.y + words.height, `"${head}": the words end above the buttons`).toBeLessThan(close.y + 2);
    if (head === 'Plays and immunity' || head === 'Solo') await screenshot(page, `rgc36-rules-${head.split(' ')[0]}-${phone ? 'phone' : 'desk'}`);
    if (head !== 'Keys') {
      const pic = o['host.rules.picture'];
      expect(pic?.visible, `"${head}" screen ${i + 1}: a picture`).toBe(true);
      const p = pic as Box;
      expect(p.x >= panel.x && p.x + p.width <= panel.x + panel.width && p.y >= panel.y && p.y + p.height <= panel.y + panel.height, `"${head}": the picture inside the panel`).toBe(true);
      expect(p.x + p.width, `"${head}": the picture left of the words`).toBeLessThanOrEqual(words.x + 1);
    }
    if (seen[seen.length - 1] !== head) seen.push(head);
    if (!o['host.rules.next']?.enabled) break;
    const at = o['host.rules.page']?.text ?? '';
    if (phone) await tapObject(page, 'host.rules.next');
    else await clickObject(page, 'host.rules.next');
    await page.waitForFunction((before) => (window.__fc?.objects()['host.rules.page']?.text ?? before) !== before, at, LONG);
  }
  expect(seen.slice(0, 6)).toEqual(['The castle and the goal', 'A turn, step by step', 'Plays and immunity', "The suits' powers", 'Damage, defeat and the end', 'Solo']);
}

test('desktop: every rules page has its picture beside its words', async ({ page }) => {
  await rulesPictured(page, false);
});

test.describe(`${PHONES[0].name} rules`, () => {
  test.use(phoneUse(PHONES[0].viewport));
  test('phone: every rules page has its picture beside its words', async ({ page }) => {
    await rulesPictured(page, true);
  });
});
