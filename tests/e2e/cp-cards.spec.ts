// Castle Panic's special cards say what they do (a newcomer: "the special cards never say what they
// do"): in the hand at 1600x900 each special card carries its rule line (scene/card-view.ts),
// inside its card, at 12 CSS px or more, and a unit card none; the top of the discard pile too. On
// a phone held sideways (844x390) the hand's cards have no room for a line at 12 CSS px under
// their icon and name: it is left off there (the long press's card says it in full). The rules
// screen ends with the castle cards, every one with its effect, each page above the screen's
// buttons at both sizes. Screenshots under test-results/shots/cp-cards-*.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, screenshot, settle } from './helpers';
import { phoneUse } from './phone-audit';

const VERSION = 2; // CASTLE_PANIC_VERSION
const DEAL = { type: 'start-deal' };

/** A shared link to a solo game (the link format of src/app/share.ts), past the placing phase. */
function link(hand: string[], seed = 5): string {
  const options = { players: 1, mode: 'solo', stack: { hands: [hand], pile: ['goblin', 'goblin'] } };
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves: [DEAL] }, k: 'h' };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function openGame(page: Page, hand: string[], lang = 'en'): Promise<void> {
  await page.addInitScript((language) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, lang: language }));
  }, lang);
  await gotoApp(page, link(hand));
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.pass'] && window.__fc.busy() === false);
  await settle(page);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const inside = (a: Box, b: Box): boolean => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
const apart = (a: Box, b: Box): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** A card's rule line: its words, box and size as drawn, and the card's own words (band, name). */
async function ruleLineOf(page: Page, text: string, card: string): Promise<{ line: (Box & { text: string; cssPx: number }) | undefined; card: Box; words: (Box & { text: string })[] }> {
  return page.evaluate(
    ([textName, cardName]) => {
      const texts = window.__fc?.texts() ?? [];
      return {
        line: texts.find((t) => t.name === textName),
        card: window.__fc?.objects()[cardName] as Box,
        words: texts.filter((t) => t.name === cardName),
      };
    },
    [text, card] as const,
  );
}

/** Each special card's rule line reads `words[card]`, inside its card, clear of the card's name and band, at 12 CSS px or more. */
async function expectRuleLines(page: Page, words: Record<string, string>): Promise<void> {
  for (const [card, text] of Object.entries(words)) {
    const { line, card: box, words: own } = await ruleLineOf(page, `cp.cardText.${card}`, `cp.card.${card}`);
    expect(line, `${card} has a rule line`).toBeDefined();
    if (!line) continue;
    expect(line.text.replace(/\s+/g, ' ')).toBe(text);
    expect(inside(line, box), `"${line.text}" inside cp.card.${card}`).toBe(true);
    expect(line.cssPx, `${card}: ${line.cssPx.toFixed(1)} CSS px`).toBeGreaterThanOrEqual(11.95);
    for (const w of own) expect(apart(line, w), `"${line.text}" clear of "${w.text}"`).toBe(true);
  }
}

/** Every page of the rules screen, turned with Next: its text, each checked to end above the screen's buttons; `shot`: a screenshot of the Barbarian's page. */
async function rulesPages(page: Page, shot?: string): Promise<string[]> {
  await clickObject(page, 'host.rules');
  const pages: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.waitForFunction(() => !!window.__fc?.objects()['host.rulesText']);
    const body = await objectBox(page, 'host.rulesText');
    const close = await objectBox(page, 'host.rules.close');
    pages.push(body.text ?? '');
    expect(body.y + body.height, `rules page ${i + 1} ends above its buttons:\n${body.text}`).toBeLessThanOrEqual(close.y);
    if (shot && /• (Barbarian|Barbare) — /.test(body.text ?? '')) await screenshot(page, `${shot}-barbarian`);
    const next = await objectBox(page, 'host.rules.next');
    if (!next.enabled) break;
    const at = (await objectBox(page, 'host.rules.page')).text;
    await clickObject(page, 'host.rules.next');
    await page.waitForFunction((before) => window.__fc?.objects()['host.rules.page']?.text !== before, at);
  }
  return pages;
}

const BARBARIAN = '• Barbarian — Slays one monster wherever it stands, in the castle too (never in the forest). It goes to your trophies.';
const HAND = ['barbarian', 'brick', 'mortar', 'missing', 'tar', 'archer-red'];
const HAND_2 = ['drive-him-back', 'fortify-wall', 'nice-shot', 'scavenge', 'draw-2', 'knight-any'];

test.describe('desktop 1600x900', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the special cards in the hand and on the discard pile say what they do; a unit card does not', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openGame(page, HAND);
    await expectRuleLines(page, {
      barbarian: 'Slay 1 monster',
      brick: 'Rebuild a wall with a Mortar',
      mortar: 'Rebuild a wall with a Brick',
      missing: 'No monster tokens this turn',
      tar: 'Monster stuck for a turn',
    });
    const objects = await page.evaluate(() => window.__fc?.objects() ?? {});
    expect(objects['cp.cardText.archer-red'], 'a unit card: its band and name say it').toBeUndefined();
    await screenshot(page, 'cp-cards-desktop-hand');
    // discarded (the turn's first step), Missing lies on the discard pile, still saying what it does
    await dragObject(page, 'cp.card.missing', 'cp.discardZone');
    await page.waitForFunction(() => !!window.__fc?.objects()['cp.discardTop.cardText'] && window.__fc.busy() === false);
    const top = await objectBox(page, 'cp.discardTop.cardText');
    expect(top.text).toBe('No monster tokens this turn');
    expect(inside(top, await objectBox(page, 'cp.discardTop'))).toBe(true);
    await screenshot(page, 'cp-cards-desktop-discard');
    expect(errors).toEqual([]);
  });

  test('in French and Italian the longest rule lines fit their cards too', async ({ page }) => {
    await openGame(page, HAND_2, 'fr');
    await expectRuleLines(page, {
      'drive-him-back': 'Renvoie 1 monstre en forêt',
      'fortify-wall': "Le mur tient, l'attaquant perd 2",
      'nice-shot': 'La touche tue le monstre',
      scavenge: 'Prenez 1 carte de la défausse',
      'draw-2': 'Piochez 2 cartes',
    });
    await screenshot(page, 'cp-cards-desktop-hand-fr');
    // a page of its own: the same page would only change its link's hash, not reload in Italian
    const it = await page.context().newPage();
    await openGame(it, HAND, 'it');
    await expectRuleLines(it, {
      brick: 'Ricostruisce un muro con una Malta',
      mortar: 'Ricostruisce un muro con un Mattone',
      missing: 'Nessun segnalino mostro questo turno',
    });
    await screenshot(it, 'cp-cards-desktop-hand-it');
  });

  test('the rules screen lists every castle card with its effect, each page above its buttons', async ({ page }) => {
    await openGame(page, HAND);
    const all = (await rulesPages(page, 'cp-cards-desktop-rules')).join('\n');
    expect(all).toContain(BARBARIAN);
    for (const name of ['Archer (red)', 'Knight (any colour)', 'Swordsman (blue)', 'Hero (green)', 'Brick', 'Mortar', 'Drive him back', 'Fortify wall', 'Missing', 'Nice shot', 'Scavenge', 'Tar', 'Draw 2']) {
      expect(all).toContain(`• ${name} — `);
    }
    // French: the longest entries (the unit cards' effects), each page still above the buttons
    const fr = await page.context().newPage();
    await openGame(fr, HAND, 'fr');
    expect((await rulesPages(fr, 'cp-cards-desktop-rules-fr')).join('\n')).toContain('• Barbare — Tue un monstre');
  });
});

test.describe('phone 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  // screenshots at 3 device px per CSS px are slow on a loaded machine
  test.describe.configure({ timeout: 180_000 });

  test('the hand\'s cards leave the rule line off (no room for 12 CSS px); the rules list the cards, each page above its buttons', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openGame(page, HAND);
    const objects = await page.evaluate(() => window.__fc?.objects() ?? {});
    expect(Object.keys(objects).filter((n) => n.startsWith('cp.card.')).length).toBe(6);
    expect(Object.keys(objects).filter((n) => n.startsWith('cp.cardText.'))).toEqual([]);
    await screenshot(page, 'cp-cards-phone-hand');
    const all = (await rulesPages(page, 'cp-cards-phone-rules')).join('\n');
    expect(all).toContain(BARBARIAN);
    expect(errors).toEqual([]);
  });
});

test.describe('phone 740x360', () => {
  test.use(phoneUse({ width: 740, height: 360 }));
  test.describe.configure({ timeout: 180_000 });

  test('French, the longest glossary on the smallest phone: each page of the rules above its buttons', async ({ page }) => {
    await openGame(page, HAND, 'fr');
    expect((await rulesPages(page)).join('\n')).toContain('• Chevalier de toute couleur — ');
  });
});

// A newcomer's playtest found Scavenge, dropped on the discard pile in the discard step, opening an
// empty Scavenge picker instead of being discarded (by taps on a phone; a drag did the same).
test('Scavenge dropped on the discard pile in the discard step is discarded, with no picker', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openGame(page, ['scavenge', 'archer-red', 'knight-green', 'swordsman-blue', 'barbarian', 'tar']);
  await dragObject(page, 'cp.card.scavenge', 'cp.discardZone');
  await page.waitForFunction(() => (window.__fc?.state() as { discard: string[] }).discard.includes('scavenge') && window.__fc?.busy() === false);
  expect(await page.evaluate(() => !!window.__fc?.objects()['cp.scavenge.dialog'])).toBe(false);
  const s = (await page.evaluate(() => window.__fc?.state())) as { hands: string[][] };
  expect(s.hands[0]).not.toContain('scavenge');
  expect(errors).toEqual([]);
});

