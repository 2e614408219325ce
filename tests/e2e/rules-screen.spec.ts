// Issue 30 item 7: the rules screens a newcomer can learn from. In each game the rules open on a
// page headed for what it shows (the board, the ring, the kingdom, the castle) with a picture
// drawn beside the words, inside the panel and clear of them; a turn is a page of numbered steps;
// the modes, options and our decisions are pages of their own; every screen's words end above
// its buttons. On a phone the page's heading is the panel's title, the picture's words are read
// at 12 CSS px or more, and the words say "tap".
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, countPixelsNear, decodePng, distinctColours, fcObjects, gotoApp, objectBox, pixelAt, screenshot, designView, type FcObjectBox, type Rect } from './helpers';
import { phoneUse } from './phone-audit';
import { CASTLE_PANIC_VERSION } from '../../src/games/castle-panic/rules';
import { REGALITY_VERSION } from '../../src/games/regality/rules';
import { REGICIDE_VERSION } from '../../src/games/regicide/rules';
import { ROI_VERSION } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

test.describe.configure({ timeout: 150_000 });
// Every test here reads the picture's pixels in the screenshot (readRules): drawn at half scale,
// where those counts were set (tests/e2e/fixtures.ts draws the others at 0.35).
test.use({ renderScale: process.env.FC_DOCS ? null : 0.5 });

function link(game: string, version: number, options: object, seats: string): string {
  const payload = { f: 1, r: { game, version, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

interface Game {
  id: string;
  hash: string;
  /** An object of the table, there once it is drawn. */
  ready: string;
  /** The first page's heading, and the headings that must follow it in this order. */
  headings: string[];
  /** Words of the turn's numbered steps. */
  steps: string;
  /** Words a phone's rules say where a desktop's say "click" (none: the game's rules name no gesture). */
  touch?: RegExp;
}

const GAMES: Game[] = [
  {
    id: 'castle-panic',
    hash: link('castle-panic', CASTLE_PANIC_VERSION, { players: 1, mode: 'solo' }, 'h'),
    ready: 'cp.start.troll',
    headings: ['The board and the goal', 'A turn, step by step', 'The monster tokens', 'The modes', 'Difficulty (our option)', 'The castle cards', 'Keys'],
    steps: '1. Draw up to your hand size',
    touch: /A tap on a card, then on a target, works too/,
  },
  {
    id: 'roi-du-ring',
    hash: link('roi-du-ring', ROI_VERSION, { players: 2 }, 'hb'),
    ready: 'roi.btn.keep',
    headings: ['The ring and the goal', 'A turn, step by step', 'Bonuses, jokers and rounds', 'Special and advanced rules', 'Teams', 'Our decisions', 'Keys'],
    steps: '1. Play up to 5 cards, one action each',
  },
  {
    id: 'regality',
    hash: link('regality', REGALITY_VERSION, { variant: 'standard', first: 0, match: 'single' }, 'hb'),
    ready: 'regality.tile.citizen',
    headings: ['The kingdom and the goal', 'A turn', 'Effects', 'Match and variants', 'Every tile', 'How this table reads the rulebook', 'Keys'],
    steps: '1. Place one tile from your zone',
  },
  {
    id: 'regicide',
    hash: link('regicide', REGICIDE_VERSION, { players: 1 }, 'h'),
    ready: 'regicide.enemy',
    headings: ['The castle and the goal', 'A turn, step by step', 'Plays and immunity', "The suits' powers", 'Damage, defeat and the end', 'Solo', 'Keys'],
    steps: '1. Play a card, a combo or an ace with one card; or yield.',
  },
];

const inside = (a: FcObjectBox, b: FcObjectBox, slack = 1): boolean => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.width <= b.x + b.width + slack && a.y + a.height <= b.y + b.height + slack;

/** The screen's heading: its own line on a desktop, the panel's title on a phone. */
async function heading(page: Page, phone: boolean): Promise<string> {
  return (await objectBox(page, phone ? 'host.rulesPanel.title' : 'host.rules.heading')).text ?? '';
}

/** Open the rules; read every screen (its heading and words, each checked in place); close them with Escape. */
async function readRules(page: Page, game: Game, phone: boolean): Promise<{ headings: string[]; text: string }> {
  // Le Roi du Ring opens with a toast (the draw for who starts): the rules put it away, or it
  // would lie over their heading.
  const toast = game.id === 'roi-du-ring' && (await page.evaluate(() => window.__fc?.objects()['ui.toast']?.visible === true));
  await clickObject(page, 'host.rules');
  if (toast) expect(await page.evaluate(() => window.__fc?.objects()['ui.toast']?.visible === true), 'the toast put away').toBe(false);
  await page.waitForFunction(() => window.__fc?.objects()['host.rules.picture']?.visible === true);
  const panel = await objectBox(page, 'host.rulesPanel');
  // The first screen: the picture inside the panel, beside the words, and drawn (not an empty box).
  const png = decodePng(await screenshot(page, `rules-${game.id}-${phone ? 'phone' : 'desktop'}`));
  const picture = await objectBox(page, 'host.rules.picture');
  const words = await objectBox(page, 'host.rulesText');
  expect(inside(picture, panel), `${game.id}: the picture's box inside the panel`).toBe(true);
  expect(picture.width, `${game.id}: the picture's width`).toBeGreaterThan(panel.width * 0.25);
  expect(picture.height, `${game.id}: the picture's height`).toBeGreaterThan(phone ? 150 : 300);
  expect(picture.x + picture.width, `${game.id}: the picture left of the words`).toBeLessThanOrEqual(words.x + 1);
  // Drawn in its box (many colours there) and nothing of it spilling toward the words: the strip
  // between the two is bare parchment.
  // (the screenshot is the canvas, which shows the visible design rectangle)
  const view = await designView(page);
  const k = png.width / view.width;
  const shot = (r: Rect): Rect => ({ x: (r.x - view.x) * k, y: (r.y - view.y) * k, width: r.width * k, height: r.height * k });
  const box = shot(picture);
  expect(distinctColours(png, box, 8), `${game.id}: the picture drawn`).toBeGreaterThan(40);
  const strip = shot({ x: picture.x + picture.width + 3, y: picture.y, width: words.x - picture.x - picture.width - 6, height: picture.height });
  const paper = pixelAt(png, strip.x + strip.width / 2, strip.y + 2);
  const bare = countPixelsNear(png, strip, paper, 18) / (Math.floor(strip.width) * Math.floor(strip.height));
  expect(bare, `${game.id}: the strip between the picture and the words is bare`).toBeGreaterThan(0.98);
  if (phone) {
    // Every word drawn in the picture is read at 12 CSS px or more.
    const small = await page.evaluate((box) => {
      const fc = window as unknown as { __fc: { texts(): { x: number; y: number; width: number; height: number; text: string; cssPx: number }[] } };
      return fc.__fc
        .texts()
        .filter((t) => t.x >= box.x - 1 && t.y >= box.y - 1 && t.x + t.width <= box.x + box.width + 1 && t.y + t.height <= box.y + box.height + 1 && t.cssPx < 11.95)
        .map((t) => `${t.text} ${t.cssPx.toFixed(1)} px`);
    }, picture);
    expect(small, `${game.id}: words in the picture under 12 CSS px`).toEqual([]);
  }
  // A press on the greyed Previous (or anywhere on the panel) is not a press outside it: the rules
  // stay, and Next still turns to the second screen.
  expect((await objectBox(page, 'host.rules.prev')).enabled).toBe(false);
  await clickObject(page, 'host.rules.prev');
  const first = (await objectBox(page, 'host.rules.page')).text;
  await clickObject(page, 'host.rules.next');
  await page.waitForFunction((before) => (window.__fc?.objects()['host.rules.page']?.text ?? before) !== before, first);
  await clickObject(page, 'host.rules.prev');
  await page.waitForFunction((before) => window.__fc?.objects()['host.rules.page']?.text === before, first);
  const headings: string[] = [];
  const texts: string[] = [];
  for (let i = 0; i < 30; i++) {
    const h = await heading(page, phone);
    if (headings[headings.length - 1] !== h) headings.push(h);
    const body = await objectBox(page, 'host.rulesText');
    texts.push(body.text ?? '');
    const objects = await fcObjects(page);
    const close = objects['host.rules.close'];
    expect(close, `${game.id}: Close`).toBeDefined();
    expect(body.y + body.height, `${game.id} screen ${i + 1}: the words end above the buttons`).toBeLessThan((close?.y ?? 0) + 2);
    expect(inside(body, panel, 2), `${game.id} screen ${i + 1}: the words inside the panel`).toBe(true);
    const next = objects['host.rules.next'];
    if (!next?.enabled) break;
    const at = objects['host.rules.page']?.text ?? '';
    await clickObject(page, 'host.rules.next');
    await page.waitForFunction((before) => (window.__fc?.objects()['host.rules.page']?.text ?? before) !== before, at);
  }
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__fc?.objects()['host.rulesPanel']);
  return { headings, text: texts.join('\n') };
}

for (const game of GAMES) {
  test(`issue 30 item 7: ${game.id}'s rules open on a picture, a turn in numbered steps, each part on a page of its own`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page, game.hash);
    await page.waitForFunction((n) => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()[n] && window.__fc.busy() === false, game.ready);
    const read = await readRules(page, game, false);
    expect(read.headings).toEqual(game.headings);
    expect(read.text).toContain(game.steps);
    expect(read.text).toContain('Keys');
    expect(errors).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  for (const game of GAMES) {
    test(`issue 30 item 7: ${game.id}'s rules on a phone: the heading as the title, the picture's words readable, no keys`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, game.hash);
      await page.waitForFunction((n) => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()[n] && window.__fc.busy() === false, game.ready);
      const read = await readRules(page, game, true);
      expect(read.headings).toEqual(game.headings.filter((h) => h !== 'Keys'));
      expect(read.text).not.toMatch(/\bKeys\b|Escape/);
      if (game.touch) expect(read.text).toMatch(game.touch);
      expect(read.text).not.toMatch(/\bclick/i);
      expect(errors).toEqual([]);
    });
  }
});
