// Regicide, a newcomer's round s37 (desktop 1600x900 by mouse, phone 844x390 by touch). A bot
// partner's turn is told step by step: at 1x and the normal pace each of its steps (its play, the
// damage, the attack to suffer, its discard) stays on the bar a second or so, the whole turn as
// long as its steps; at the tests' 4x the bar's caption shows each step's words in turn. The
// "While you waited" recap goes at the person's first action and does not come back after the
// person's own play. On a phone the hand's cards keep their places when one is played, a refusal
// toast stays long enough to read its words, and the jester power buttons say "Jester". On a
// desktop a mouse press held on the enemy opens its "what is this?" card. The first immunity's tip
// met by a play that killed its Jack says so of the fallen Jack and speaks of the enemy on the table,
// and lies under the enemy's meters. The lesson's capture plate lies clear of the coach's card. The rules' lists (a
// turn's steps, the suits' powers) stay on one screen.
import { expect, test, type Page } from './fixtures';
import { boxesMeet, type Rect, clickObject, dragObject, fcObjects, gotoApp, screenshot, settle, tapObject, toScreen } from './helpers';
import { PHONES, phoneUse } from './phone-audit';
import { LONG, link, tableUp } from './regicide-positions';
import { LESSON_OPTIONS, LESSON_SCRIPT } from '../../src/games/regicide/tutorial';

// One booted page per worker for the tests of a window, given back between them (fixtures.ts `reuse`).
test.use({ reuse: true });

test.describe.configure({ timeout: 90_000 });

type Box = Rect;

/**
 * Two players against the Queen of hearts (attack 15): the person has played the 7♠ (shield 7) and
 * must suffer 8; the bot partner then plays and suffers (regicide-s36.spec's position).
 */
const BOT_TURN = link(
  { players: 2, stack: { castle: ['QH', 'KC'], hands: [['10D', '9C', '8H', '7S', '6D', '5C', '2H'], ['9H', '8C', '4H', '3D', '3C', '2C', '5D']], tavern: ['9D', '8S', '7C', '6S'] } },
  'hb',
  [{ type: 'play', cards: ['7S'] }],
);

/** Records, every frame, the bar's line with the time it was read (ms from now). */
async function recordBar(page: Page): Promise<() => Promise<[number, string][]>> {
  await page.evaluate(() => {
    const out: [number, string][] = [];
    (window as unknown as { __bar: [number, string][] }).__bar = out;
    const t0 = performance.now();
    const tick = (): void => {
      const text = window.__fc?.objects()['host.turn']?.text ?? '';
      if (out.length === 0 || out[out.length - 1]?.[1] !== text) out.push([performance.now() - t0, text]);
      if (performance.now() - t0 < 60_000) requestAnimationFrame(tick);
    };
    tick();
  });
  return () => page.evaluate(() => (window as unknown as { __bar: [number, string][] }).__bar.slice());
}

/** The person suffers 8 with the 10♦ (desktop: dragged onto the wounds, Suffer clicked). */
async function personSuffers(page: Page): Promise<void> {
  await dragObject(page, 'regicide.card.10D', 'regicide.wounds');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.discardButton']?.enabled === true, undefined, LONG);
  await clickObject(page, 'regicide.discardButton');
}

const personAgain = (page: Page) =>
  page.waitForFunction(() => {
    const s = window.__fc?.state() as { current: number; phase: string };
    return s.current === 0 && s.phase === 'play' && window.__fc?.busy() === false;
  }, undefined, LONG);

/** The bar's lines naming the bot's steps, in order, each with how long it stayed. */
function botSteps(bar: [number, string][]): { text: string; ms: number }[] {
  const out: { text: string; ms: number }[] = [];
  bar.forEach(([at, text], i) => {
    const next = bar[i + 1]?.[0];
    if (next !== undefined && /^Player 2 |damage|suffer|Shield|shield/.test(text) && !/^You|thinking/.test(text)) out.push({ text, ms: next - at });
  });
  return out;
}

test.describe('1x, the normal pace', () => {
  test.use({ animSpeed: null });
  test('desktop: a bot partner\'s turn at 1x: each step on the bar about a second, the turn as long as its steps', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 1, botPace: 'normal' })));
    await gotoApp(page, BOT_TURN);
    await tableUp(page);
    const read = await recordBar(page);
    const t0 = Date.now();
    await personSuffers(page);
    await personAgain(page);
    const took = Date.now() - t0;
    const steps = botSteps(await read());
    // its play, the damage, the attack it must suffer, its discard (a yield, its suffer, its discard)
    expect(steps.length, JSON.stringify(steps)).toBeGreaterThanOrEqual(3);
    for (const s of steps) expect(s.ms, `"${s.text}" held on the bar`).toBeGreaterThanOrEqual(850);
    expect(took, `the bot's turn of ${steps.length} steps`).toBeGreaterThanOrEqual(steps.length * 900);
  });
});

test('desktop 4x: the bar tells each step of the bot\'s turn in turn; the recap goes at the first action and not back after the person\'s own play', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, botPace: 'normal' })));
  await gotoApp(page, BOT_TURN);
  await tableUp(page);
  const read = await recordBar(page);
  await personSuffers(page);
  await personAgain(page);
  const lines = (await read()).map(([, text]) => text);
  const play = lines.findIndex((l) => /^Player 2 (plays|yields)/.test(l));
  const discard = lines.findIndex((l) => /^Player 2 discards /.test(l));
  expect(play, lines.join(' | ')).toBeGreaterThanOrEqual(0);
  expect(discard, lines.join(' | ')).toBeGreaterThan(play);
  // between them the play's own steps: its damage (a play) and the attack the bot must suffer
  const between = lines.slice(play + 1, discard);
  expect(between.some((l) => /Player 2 must suffer \d+ damage/.test(l)), lines.join(' | ')).toBe(true);
  if (/plays/.test(lines[play] ?? '')) expect(between.some((l) => /^\d+ damage/.test(l)), lines.join(' | ')).toBe(true);
  // the recap, then the person's own play: gone at the first action, and not back once it is shown
  await page.waitForFunction(() => window.__fc?.objects()['regicide.recap']?.visible === true, undefined, LONG);
  await dragObject(page, 'regicide.card.2H', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  expect((await fcObjects(page))['regicide.recap']?.visible ?? false, 'the recap gone at the first action').toBe(false);
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => {
    const s = window.__fc?.state() as { current: number; phase: string };
    return s.current === 0 && s.phase === 'discard' && window.__fc?.busy() === false;
  }, undefined, LONG);
  await settle(page);
  expect((await fcObjects(page))['regicide.recap']?.visible ?? false, 'no recap after the person\'s own play').toBe(false);
});

test.describe(PHONES[0].name, () => {
  test.use(phoneUse(PHONES[0].viewport));

  test('phone: the hand keeps its places after a play, a refusal toast stays to be read, the jester buttons say Jester', async ({ page }) => {
    await gotoApp(page, link({ players: 1, stack: { castle: ['JS', 'JD'], hands: [['5H', '9C', '3D', '4S', '6C', '7H', '8D', '2C']] } }, 'h'));
    await tableUp(page);
    let o = await fcObjects(page);
    for (const name of ['regicide.jesterStep1', 'regicide.jesterStep4']) {
      expect(o[`${name}.label`]?.text ?? o[name]?.text, name).toMatch(/^Jester: new hand, (play|suffer)$/);
    }
    // a refusal: the 5♥ chosen, the 9♣ tapped ("A combo is cards of one rank ..."), timed while up
    await tapObject(page, 'regicide.card.5H');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.pending.5H']?.visible === true, undefined, LONG);
    await page.evaluate(() => {
      const w = window as unknown as { __toast: { from: number; to: number; text: string } };
      w.__toast = { from: 0, to: 0, text: '' };
      const tick = (): void => {
        const t = window.__fc?.objects()['ui.toast'];
        const now = performance.now();
        if (t?.visible && t.alpha > 0.5) {
          if (!w.__toast.from) w.__toast.from = now;
          w.__toast.to = now;
          w.__toast.text = t.text ?? '';
        }
        if (!w.__toast.from || now - w.__toast.to < 1500) requestAnimationFrame(tick);
      };
      tick();
    });
    await tapObject(page, 'regicide.card.9C');
    const life = await (
      await page.waitForFunction(() => {
        const w = (window as unknown as { __toast: { from: number; to: number; text: string } }).__toast;
        return w.from && performance.now() - w.to > 1000 ? w : null;
      }, undefined, LONG)
    ).jsonValue() as { from: number; to: number; text: string };
    expect(life.text).toMatch(/^A combo is cards of one rank/);
    // shown (not under the test's speed: reading is not faster) 2.5 s at least, a second and 60 ms a letter for longer words
    expect(life.to - life.from, `"${life.text}" (${life.text.length} letters) on screen`).toBeGreaterThanOrEqual(Math.max(2500, 1000 + 60 * life.text.length) - 300);
    // the hand's places before the play; the 5♥ played alone
    o = await fcObjects(page);
    const before = Object.fromEntries(['9C', '3D', '4S', '6C', '7H', '8D', '2C'].map((c) => [c, o[`regicide.card.${c}`] as Box]));
    await tapObject(page, 'regicide.playButton');
    await page.waitForFunction(() => {
      const s = window.__fc?.state() as { phase: string };
      return s.phase === 'discard' && window.__fc?.busy() === false;
    }, undefined, LONG);
    await settle(page);
    await screenshot(page, 'rgc37-phone-hand-kept');
    o = await fcObjects(page);
    for (const [c, b] of Object.entries(before)) {
      const now = o[`regicide.card.${c}`] as Box;
      expect(Math.abs(now.x - b.x), `${c} kept its place`).toBeLessThanOrEqual(1);
    }
    // the jester buttons' words inside their buttons
    for (const name of ['regicide.jesterStep1', 'regicide.jesterStep4']) {
      const b = o[name] as Box;
      const words = o[`${name}.label`] as Box | undefined;
      if (words) expect(words.x >= b.x - 1 && words.x + words.width <= b.x + b.width + 1, `${name}'s words inside it`).toBe(true);
    }
  });
});

test('desktop: a mouse press held on the enemy opens its "what is this?" card', async ({ page }) => {
  await gotoApp(page, link({ players: 1, stack: { castle: ['JS'], hands: [['5H', '9C', '3D', '4S']] } }, 'h'));
  await tableUp(page);
  const e = (await fcObjects(page))['regicide.enemy'] as Box;
  const at = await toScreen(page, e.x + e.width / 2, e.y + e.height / 2);
  // arrive from a corner in one move, press at once (the resting mouse's card would come after 0.7 s)
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  const opened = await page.waitForFunction(() => window.__fc?.objects()['ui.info']?.visible === true, undefined, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  const title = (await fcObjects(page))['ui.info.title']?.text ?? '';
  await page.mouse.up();
  expect(opened, 'the card opened while the button was held').toBe(true);
  expect(title).toMatch(/Jack of spades/);
});

/** Solo against the Jack of clubs, 10 dealt (the 10♠: its shield stops the attack): the 10♣ kills it exactly, clubs doing nothing (immune); the Jack of spades next. */
const IMMUNE_KILL = link({ players: 1, stack: { castle: ['JC', 'JS'], hands: [['10S', '10C', '9S', '3D', '4H', '6C', '7H', '2D']], tavern: ['9H', '8C', '7D', '6S'] } }, 'h', [{ type: 'play', cards: ['10S'] }]);

async function tipOfTheEnemy(page: Page, phone: boolean, shot: string): Promise<void> {
  await gotoApp(page, IMMUNE_KILL);
  await tableUp(page);
  const press = (name: string) => (phone ? tapObject(page, name) : clickObject(page, name));
  const playCard = async (code: string) => {
    if (phone) await tapObject(page, `regicide.card.${code}`);
    else await dragObject(page, `regicide.card.${code}`, 'regicide.enemyZone');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
    await press('regicide.playButton');
  };
  // the 10♣ kills the Jack of clubs, immune to clubs: the tip says so of the fallen Jack, and speaks of the Jack of spades now on the table
  await playCard('10C');
  await page.waitForFunction(() => (window.__fc?.state() as { enemy: string }).enemy === 'JS' && window.__fc?.objects()['ui.explain']?.visible === true && window.__fc?.busy() === false, undefined, LONG);
  await settle(page);
  await screenshot(page, shot);
  const o = await fcObjects(page);
  expect(o['ui.explain.body']?.text).toMatch(/^Every royal is immune to its own suit: the power of ♣ clubs did nothing against the Jack of clubs, now fallen, .* The Jack of spades, on the table now, is immune to ♠ spades\.$/);
  const tip = o['ui.explain'] as Box;
  for (const name of ['regicide.health', 'regicide.attack', 'regicide.immunity', 'regicide.healthBar']) {
    const b = o[name];
    if (!b) continue;
    expect(b.visible, `${name} in sight while the tip is up`).toBe(true);
    expect(boxesMeet(tip, b), `the tip ${JSON.stringify(tip)} over ${name} ${JSON.stringify(b)}`).toBe(false);
  }
}

test('desktop: the immunity tip speaks of the enemy on the table, clear of its meters', async ({ page }) => {
  await tipOfTheEnemy(page, false, 'rgc37-tip-desktop');
});

test.describe(`${PHONES[0].name} tips`, () => {
  test.use(phoneUse(PHONES[0].viewport));
  test('phone: the immunity tip speaks of the enemy on the table, under its meters', async ({ page }) => {
    await tipOfTheEnemy(page, true, 'rgc37-tip-phone');
  });
});

/** The lesson, its first six moves made: the 3♠ next kills the Jack of hearts exactly ("captured: onto the tavern"). */
async function lessonCapture(page: Page, phone: boolean, shot: string): Promise<void> {
  await gotoApp(page, link(LESSON_OPTIONS, 'h', LESSON_SCRIPT.slice(0, 6).map((s) => s.move)));
  await tableUp(page);
  await page.waitForFunction(() => window.__fc?.objects()['ui.coach']?.visible === true, undefined, LONG);
  if (phone) await tapObject(page, 'regicide.card.3S');
  else await dragObject(page, 'regicide.card.3S', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  if (phone) await tapObject(page, 'regicide.playButton');
  else await clickObject(page, 'regicide.playButton');
  const seen = await page.waitForFunction(() => {
    const o = window.__fc?.objects() ?? {};
    const plate = o['regicide.defeat'];
    return plate?.visible && plate.alpha > 0.9 && o['ui.coach']?.visible ? { plate, coach: o['ui.coach'], text: o['regicide.defeat.text'] } : null;
  }, undefined, { ...LONG, polling: 'raf' });
  const { plate, coach, text } = (await seen.jsonValue()) as { plate: Box; coach: Box; text: Box & { text: string } };
  await screenshot(page, shot);
  expect(text.text).toBe('Jack of hearts captured: onto the tavern');
  expect(boxesMeet(plate, coach), `the plate ${JSON.stringify(plate)} under the coach's card ${JSON.stringify(coach)}`).toBe(false);
  expect(text.x >= plate.x && text.x + text.width <= plate.x + plate.width, 'the words inside their plate').toBe(true);
}

test('desktop: the lesson\'s capture plate lies clear of the coach\'s card', async ({ page }) => {
  await lessonCapture(page, false, 'rgc37-lesson-plate-desktop');
});

/** Every screen of the rules, at this size (in `lang`): [heading, words]. */
async function rulesScreens(page: Page, phone: boolean, lang = 'en'): Promise<[string, string][]> {
  const game = link({ players: 1 }, 'h');
  if (lang === 'en') await gotoApp(page, game);
  else {
    // (the language set in the storage and read again, then the game opened again by its link)
    await page.evaluate(async (l) => {
      localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' }));
      await (window as unknown as { __fc: { storageChanged(): Promise<void> } }).__fc.storageChanged();
    }, lang);
    await page.evaluate(() => (location.hash = '#'));
    await page.evaluate((h) => (location.hash = h), game);
  }
  await tableUp(page);
  if (phone) await tapObject(page, 'host.rules');
  else await clickObject(page, 'host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true, undefined, LONG);
  const out: [string, string][] = [];
  for (let i = 0; i < 30; i++) {
    const o = await fcObjects(page);
    out.push([(o[phone ? 'host.rulesPanel.title' : 'host.rules.heading']?.text ?? '').trim(), o['host.rulesText']?.text ?? '']);
    if (!o['host.rules.next']?.enabled) break;
    const at = o['host.rules.page']?.text ?? '';
    if (phone) await tapObject(page, 'host.rules.next');
    else await clickObject(page, 'host.rules.next');
    await page.waitForFunction((before) => (window.__fc?.objects()['host.rules.page']?.text ?? before) !== before, at, LONG);
  }
  return out;
}

/** A turn's four steps on one screen, the suits' four powers on one screen. */
function listsWhole(screens: [string, string][]): void {
  const all = screens.map(([h, w]) => `${h}: ${w}`).join('\n---\n');
  const steps = screens.filter(([, w]) => /^\d\. /m.test(w));
  expect(steps.length, `the turn's steps on one screen:\n${all}`).toBe(1);
  for (const n of [1, 2, 3, 4]) expect(steps[0]?.[1], all).toMatch(new RegExp(`^${n}\\. `, 'm'));
  // the cards' powers (the first page) and the suits' powers (their own page): each list on one screen
  const heads = [...new Set(screens.filter(([, w]) => /^[♥♦♣♠] /m.test(w)).map(([h]) => h))];
  expect(heads.length, all).toBe(2);
  for (const head of heads) {
    const withPower = screens.filter(([h, w]) => h === head && /^[♥♦♣♠] /m.test(w));
    expect(withPower.length, `"${head}": the suits' powers on one screen:\n${all}`).toBe(1);
    for (const s of ['♥', '♦', '♣', '♠']) expect(withPower[0]?.[1], `"${head}": ${s}\n${all}`).toMatch(new RegExp(`^${s} `, 'm'));
  }
}

test('desktop: the rules keep each list (a turn\'s steps, the suits\' powers) on one screen', async ({ page }) => {
  listsWhole(await rulesScreens(page, false));
});

test.describe(`${PHONES[0].name} lesson and rules`, () => {
  test.use(phoneUse(PHONES[0].viewport));
  test('phone: the lesson\'s capture plate lies clear of the coach\'s card', async ({ page }) => {
    await lessonCapture(page, true, 'rgc37-lesson-plate-phone');
  });
  test('phone: the rules keep each list (a turn\'s steps, the suits\' powers) on one screen', async ({ page }) => {
    for (const lang of ['en', 'fr', 'it']) {
      const screens = await rulesScreens(page, true, lang);
      await screenshot(page, `rgc37-rules-phone-${lang}`);
      listsWhole(screens);
    }
  });
});
