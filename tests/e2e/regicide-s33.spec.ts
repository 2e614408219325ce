// Regicide, a newcomer's round s33 (desktop 1600x900, phone 844x390): the desktop hand does not
// re-centre under the pointer (a card played leaves the cards left of it where they were); a hint
// of two cards keeps its light on the second once the first is moved; on a phone the enemy is
// named on its health bar and the attack's line lies clear of the bars, on the plain table.
import { expect, test, type Page } from './fixtures';
import { clickObject, dragObject, fcObjects, gotoApp, objectBox, screenshot, settle, tapObject } from './helpers';
import { PHONES, phoneUse } from './phone-audit';
import { LONG, link, tableUp } from './regicide-positions';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

test.describe.configure({ timeout: 180_000 });

/** Each hand card's centre x on the table now (design px). */
async function handXs(page: Page): Promise<Map<string, number>> {
  const o = await fcObjects(page);
  const out = new Map<string, number>();
  for (const [name, b] of Object.entries(o)) if (b.visible && name.startsWith('regicide.card.')) out.set(name.slice('regicide.card.'.length), b.x + b.width / 2);
  return out;
}

/** The hint's marks now: pieces lifted and targets lit. */
const marks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.entries(window.__fc?.objects() ?? {})
      .filter(([n, b]) => b.visible && (n.startsWith('hint.card.') || n.startsWith('hint.target.')))
      .map(([n]) => n),
  );

test('desktop: a card played leaves the cards left of it where they were (the hand does not re-centre)', async ({ page }) => {
  // Solo: 5♣ on the Jack of clubs (immune: 5 damage), which strikes back for 10; no card is drawn.
  const hand = ['2H', '3D', '4H', '5C', '10D', '10H', '10S', '5S'];
  await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [hand], tavern: ['9H', '8C', '7D'] } }, 'h'));
  await tableUp(page);
  const before = await handXs(page);
  const played = before.get('5C');
  expect(played).toBeDefined();
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
  // while choosing: every card not chosen where it was
  const choosing = await handXs(page);
  for (const [code, x] of choosing) expect(Math.abs(x - (before.get(code) ?? NaN)), `${code} while choosing`).toBeLessThan(1.5);
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'discard' && window.__fc?.busy() === false, undefined, LONG);
  await settle(page);
  await screenshot(page, 'rgc2-hand-after-play');
  const after = await handXs(page);
  expect(after.has('5C')).toBe(false);
  const left = [...before].filter(([code, x]) => code !== '5C' && x < played!);
  expect(left.length).toBeGreaterThan(0);
  for (const [code, x] of left) expect(Math.abs((after.get(code) ?? NaN) - x), `${code} moved after the play`).toBeLessThan(1.5);

  // Hint says why (newcomer s33), here the cover of the Jack's 10: the line in the panel.
  expect(await hintWhyLine(page)).toMatch(/^Why: (Covers the 10 damage with \d+, keeping the rest of your hand \(worth \d+\)\.|Jester: .*)$/);

  // And a kill past the enemy's health (the record's moves lead there): 10♥ on the Jack of spades,
  // the 10♦ covers its 10, then the 7♣ deals 14 (clubs double) of the 10 left.
  // (the same page: the last game's hint is not this one's, its reason gone from the panel)
  await gotoApp(page, link({ players: 1, stack: { castle: ['JS', 'JC'], hands: [['10H', '10D', '7C']], tavern: ['9H', '8C', '7D', '6S'] } }, 'h', [{ type: 'play', cards: ['10H'] }, { type: 'discard', cards: ['10D'] }]));
  await tableUp(page);
  expect((await objectBox(page, 'regicide.forecast')).text).not.toContain('Why:');
  expect(await marks(page)).toEqual([]);
  expect(await hintWhyLine(page)).toBe('Why: Kills the Jack of spades: 14 damage against 10 health left.');
});

/** Hint pressed: the hint's reason, the panel's line that starts "Why:" (it comes with the hint's marks). */
async function hintWhyLine(page: Page): Promise<string> {
  await clickObject(page, 'host.hint');
  await page.waitForFunction(() => /^Why: /m.test(window.__fc?.objects()['regicide.forecast']?.text ?? ''), undefined, LONG);
  await settle(page);
  await screenshot(page, 'rgc34-hint-why');
  return ((await objectBox(page, 'regicide.forecast')).text ?? '').split('\n').find((l) => l.startsWith('Why: ')) ?? '';
}

test('desktop: a hint of two cards keeps the second lit once the first is moved, then lights Play', async ({ page }) => {
  // Two players (a bot partner) against the Jack of diamonds: 5♣ + 5♠ deal 10, doubled by clubs:
  // 20, an exact kill. 5♣ alone leaves 5 to cover 10 (lost); 5♠ alone takes 5 of the cover.
  const hand = ['5C', '5S'];
  await gotoApp(page, link({ players: 2, stack: { castle: ['JD', 'JC'], hands: [hand, ['2H', '3H']], tavern: ['9H', '8C', '7D', '6S'] } }, 'hb'));
  await tableUp(page);
  await clickObject(page, 'host.hint');
  await page.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([n, b]) => b.visible && n.startsWith('hint.card.')), undefined, LONG);
  const first = await marks(page);
  expect(first, 'the hint is the pair of fives').toEqual(expect.arrayContaining(['hint.card.regicide.card.5C', 'hint.card.regicide.card.5S']));
  // with its reason, an exact kill (newcomer s33: "the hint says no why")
  expect((await objectBox(page, 'regicide.forecast')).text).toContain('Why: Kills the Jack of diamonds exactly: it goes on top of the tavern.');
  await dragObject(page, 'regicide.card.5C', 'regicide.enemyZone');
  await page.waitForFunction(() => (window.__fc?.objects()['regicide.pending.5C']?.visible ?? false) === true, undefined, LONG);
  await settle(page);
  await screenshot(page, 'rgc2-hint-kept');
  const kept = await marks(page);
  expect(kept, 'the other card of the hint still lit').toContain('hint.card.regicide.card.5S');
  expect(kept).not.toContain('hint.card.regicide.card.5C');
  await dragObject(page, 'regicide.card.5S', 'regicide.enemyZone');
  await page.waitForFunction(() => (window.__fc?.objects()['regicide.pending.5S']?.visible ?? false) === true, undefined, LONG);
  await settle(page);
  expect(await marks(page)).toContain('hint.target.regicide.playButton');
  // played: the hint is done with
  await clickObject(page, 'regicide.playButton');
  await page.waitForFunction(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= 1 && window.__fc?.busy() === false, undefined, LONG);
  await settle(page);
  expect(await marks(page)).toEqual([]);
});

test.describe(PHONES[0].name, () => {
  test.use(phoneUse(PHONES[0].viewport));

  test('phone: the enemy named on its health bar; the attack line clear of the bars', async ({ page }) => {
    // Solo: 5♠ on the Queen of diamonds: a shield of 5 against its attack of 15.
    const hand = ['5S', '2H', '3D', '4H', '10C', '9C', '8C', '7C'];
    await gotoApp(page, link({ players: 1, stack: { castle: ['QD'], hands: [hand], tavern: ['9H', '8D', '7D'] } }, 'h'));
    await tableUp(page);
    const texts = async (): Promise<string[]> => page.evaluate(() => (window.__fc?.texts() ?? []).filter((x) => x.scene === 'Regicide').map((x) => x.text));
    expect((await texts()).some((x) => x.includes('Queen of diamonds') && x.includes('30 / 30')), (await texts()).join(' | ')).toBe(true);
    await tapObject(page, 'regicide.card.5S');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
    await tapObject(page, 'regicide.playButton');
    await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'discard' && window.__fc?.busy() === false, undefined, LONG);
    await settle(page);
    await screenshot(page, 'rgc2-phone-meters');
    // The struck Queen's corners drawn over its cracks: its rank and suit stay readable (s33 p86, p92a).
    const above = await page.evaluate(() => {
      type Obj = { name: string; list?: Obj[]; text?: string };
      const game = (window as unknown as { __fcGame: { scene: { getScenes(a: boolean): { children: { list: Obj[] } }[] } } }).__fcGame;
      const find = (list: Obj[]): Obj | null => {
        for (const o of list) {
          if (o.name === 'regicide.enemy') return o;
          const f = o.list ? find(o.list) : null;
          if (f) return f;
        }
        return null;
      };
      let enemy: Obj | null = null;
      for (const sc of game.scene.getScenes(true)) enemy ??= find(sc.children.list);
      const list = enemy?.list ?? [];
      const cracks = list.findIndex((o) => o.name === 'regicide.cracks');
      return cracks < 0 ? null : list.slice(cracks + 1).map((o) => o.text ?? '');
    });
    expect(above, 'the corners over the cracks').toEqual(['Q\n♦', 'Q\n♦']);
    const health = await objectBox(page, 'regicide.health');
    const attack = await objectBox(page, 'regicide.attack');
    // the health bar is 42 high round its words; the shield's plate 12 under it, 6 apart
    const barBottom = health.y + health.height / 2 + 21;
    expect(attack.y, `the attack's words ${JSON.stringify(attack)} under the health bar and the shield's plate (bar foot ${barBottom})`).toBeGreaterThanOrEqual(barBottom + 6 + 12);
  });

  test('phone: one "Got it" puts the immunity tip away, and the tip comes with the play that met the immunity', async ({ page }) => {
    // Solo against the Jack of diamonds: 10♠ first (10 damage, a shield of 10: nothing to suffer),
    // then 10♦: immune to diamonds, and its 10 damage fell the Jack exactly.
    const hand = ['10S', '10D', '3H', '2C', '4H', '5C', '6H', '7S'];
    await gotoApp(page, link({ players: 1, stack: { castle: ['JD', 'JC'], hands: [hand], tavern: ['9H', '8C', '7D', '6S'] } }, 'h'));
    await tableUp(page);
    const moves = async (n: number): Promise<void> => {
      await page.waitForFunction((k) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= k, n, LONG);
    };
    await tapObject(page, 'regicide.card.10S');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
    await tapObject(page, 'regicide.playButton');
    await moves(1);
    await page.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'play' && window.__fc?.busy() === false, undefined, LONG);
    await settle(page);
    await tapObject(page, 'regicide.card.10D');
    await page.waitForFunction(() => window.__fc?.objects()['regicide.playButton']?.enabled === true, undefined, LONG);
    await tapObject(page, 'regicide.playButton');
    // the tip comes once the 10♦ has left the hand (with the play, not before it)
    await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true, undefined, LONG);
    const o = await fcObjects(page);
    expect(o['regicide.pending.10D']?.visible ?? false, 'the 10♦ still chosen in the hand as the tip came').toBe(false);
    expect(o['regicide.card.10D']?.visible ?? false).toBe(false);
    await screenshot(page, 'rgc2-phone-immune-tip');
    await tapObject(page, 'ui.explain.ok');
    await page.waitForFunction(() => !window.__fc?.objects()['ui.explain']?.visible && window.__fc?.busy() === false, undefined, LONG);
    await settle(page);
    await screenshot(page, 'rgc2-phone-immune-after');
    expect((await fcObjects(page))['ui.explain']?.visible ?? false, 'the tip put away by one "Got it"').toBe(false);
    expect((await page.evaluate(() => window.__fc?.state() as { enemy: string })).enemy).toBe('JC');
  });
});

// ---- the rules' pictures (newcomer s33: "text only") ----

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const within = (a: Box, b: Box, slack = 2): boolean => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.width <= b.x + b.width + slack && a.y + a.height <= b.y + b.height + slack;
const meet = (a: Box, b: Box): boolean => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** The picture's own words (not the card faces' drawn in it): their boxes, and their size in CSS px. */
async function pictureWords(page: Page): Promise<(Box & { text: string; cssPx: number })[]> {
  return page.evaluate(() => {
    type Obj = { name: string; list?: Obj[]; text?: string; visible: boolean; style?: { fontSize: string }; getBounds(): { x: number; y: number; width: number; height: number }; getWorldTransformMatrix(): { scaleY: number } };
    const game = (window as unknown as { __fcGame: { scene: { getScenes(a: boolean): { children: { list: Obj[] } }[] } } }).__fcGame;
    const find = (list: Obj[]): Obj | null => {
      for (const o of list) {
        if (o.name === 'host.rules.picture') return o;
        const f = o.list ? find(o.list) : null;
        if (f) return f;
      }
      return null;
    };
    let pic: Obj | null = null;
    for (const scene of game.scene.getScenes(true)) pic ??= find(scene.children.list);
    const view = (window.__fc as unknown as { layout?: () => { width: number } }).layout?.();
    const css = document.querySelector('canvas')!.getBoundingClientRect().width / (view?.width ?? 1600);
    // the words, and the cards drawn (a container each: their words are the card's own)
    return (pic?.list ?? [])
      .filter((o) => (o.list !== undefined || (typeof o.text === 'string' && o.text.trim() !== '')) && o.visible)
      .map((o) => {
        const b = o.getBounds();
        return { x: b.x, y: b.y, width: b.width, height: b.height, text: o.list ? '(a card)' : (o.text ?? ''), cssPx: o.list ? 99 : parseFloat(o.style?.fontSize ?? '0') * Math.abs(o.getWorldTransformMatrix().scaleY) * css };
      });
  });
}

/**
 * Every screen of the rules, read by Next: those with a picture (their headings returned) have it
 * inside the panel, left of the words, its words inside it, none over another, each at 12 CSS px
 * or more.
 */
async function rulesPictures(page: Page, tap: boolean): Promise<string[]> {
  const press = (name: string): Promise<void> => (tap ? tapObject(page, name) : clickObject(page, name));
  await press('host.rules');
  await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true, undefined, LONG);
  const seen: string[] = [];
  for (let screen = 0; screen < 12; screen++) {
    await settle(page);
    const o = await fcObjects(page);
    const heading = (o['host.rules.heading'] ?? o['host.rulesPanel.title'])?.text ?? '';
    const pic = o['host.rules.picture'];
    if (pic?.visible) {
      seen.push(heading);
      const panel = o['host.rulesPanel']!;
      const words = o['host.rulesText']!;
      expect(within(pic, panel), `${heading}: the picture inside the panel`).toBe(true);
      expect(pic.x + pic.width, `${heading}: the picture left of the words`).toBeLessThanOrEqual(words.x + 1);
      const texts = await pictureWords(page);
      expect(texts.filter((x) => x.text !== '(a card)').length, `${heading}: the picture's words`).toBeGreaterThanOrEqual(2);
      for (const x of texts) {
        expect(within(x, pic), `${heading}: "${x.text}" ${JSON.stringify([x.x, x.y, x.width, x.height])} inside the picture ${JSON.stringify(pic)}`).toBe(true);
        expect(meet(x, words), `${heading}: "${x.text}" over the rules' words`).toBe(false);
        expect(x.cssPx, `${heading}: "${x.text}" read at 12 CSS px or more`).toBeGreaterThanOrEqual(11.9);
      }
      // no word over another, nor over a card (the cards of a stack may lie over each other)
      for (const [i, a] of texts.entries()) for (const b of texts.slice(i + 1)) if (a.text !== '(a card)' || b.text !== '(a card)') expect(meet(a, b), `${heading}: "${a.text}" over "${b.text}"`).toBe(false);
      await screenshot(page, `rgc34-rules-${tap ? 'phone' : 'desk'}-${screen}`);
    }
    const next = o['host.rules.next'];
    if (!next?.visible || next.enabled === false) break;
    // (the next screen: its page number, since s36 a page may take two screens and every page has a picture)
    const at = o['host.rules.page']?.text ?? '';
    await press('host.rules.next');
    await page.waitForFunction((before) => (window.__fc?.objects()['host.rules.page']?.text ?? before) !== before, at, LONG);
  }
  return seen;
}

for (const lang of ['en', 'it'] as const) {
  test(`desktop (${lang}): the rules draw a turn's four steps, the suit powers and an exact kill, each inside its box, clear of the words`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l })), lang);
    await gotoApp(page, link({ players: 1 }, 'h'));
    await tableUp(page);
    const seen = await rulesPictures(page, false);
    expect(new Set(seen).size, 'the pages with a picture (every page since s36)').toBe(6);
  });
}

test.describe(`${PHONES[0].name}: the rules' pictures`, () => {
  test.use(phoneUse(PHONES[0].viewport));
  test('phone (fr): the rules draw a turn, the suits and an exact kill, each inside its box, its words readable', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'fr' })));
    await gotoApp(page, link({ players: 1 }, 'h'));
    await tableUp(page);
    const seen = await rulesPictures(page, true);
    expect(new Set(seen).size, 'the pages with a picture (every page since s36)').toBe(6);
  });
});
