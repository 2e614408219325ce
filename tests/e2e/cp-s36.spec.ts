// Castle Panic after the newcomer of session 36 (scored from screenshots against Board Game Arena),
// in a real Chromium on stacked deals opened through a shared link:
// - "While you waited": a bot partner plays a turn of several cards right after the person's
//   "Monsters move"; when the turn comes back, a box on the table names the bot's plays in the
//   log's words, lies over none of the prompt, buttons, piles, hand, rows or tokens, at 1600x900
//   (mouse) and 844x390 (touch), the monsters it hit are ringed, and it goes at the person's next
//   action;
// - a toast (a card let go where it cannot go) keeps clear of the phase panel's title and buttons,
//   at 1600x900 and 844x390 (a drag to an empty space);
// - on a phone, the rings' names lie off the board (no space, monster or arc number under them),
//   and a lone monster's token in a ring is at least 28 CSS px (25.8 before: its hit-point badge
//   now overlaps the corner of its face instead of standing beyond its corner);
// - the log's type is 22 px on a desktop, and a wheel notch moves it by three whole lines.
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, drag, fcObjects, tapObject, toScreen, type FcObjectBox } from './helpers';
import { phoneUse } from './phone-audit';
import { cpLink, openCp } from './cp-positions';


const link = cpLink;

const open = openCp;

const overlap = (a: FcObjectBox, b: FcObjectBox): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Two defenders, the person (walls only: nothing to play) and a bot partner holding knights; the
 * person is in the play phase. Plain orcs and trolls in the pile (no explain-once tip comes).
 */
const BOT_TURN = link(
  {
    players: 2,
    mode: 'coop',
    stack: {
      hands: [
        ['brick', 'brick', 'brick', 'mortar', 'mortar', 'mortar'],
        ['knight-any', 'knight-red', 'knight-green', 'knight-blue', 'swordsman-any', 'barbarian'],
      ],
      pile: ['orc', 'troll', 'orc', 'troll', 'orc', 'troll'],
    },
  },
  5,
  [{ type: 'start-deal' }, { type: 'pass' }, { type: 'pass' }],
  'hb',
);

/** What the recap must keep clear of: the panel's words and buttons, the piles, the hand, the rows, the tokens. */
const GUARDED = /^(cp\.(phaseTitle|hint|pass|tradeButton|afo|handTitle|card\.[^.]+|seat\.\w+|other\.\d+\.\d+|trophies\.\d+|monster\.\d+|deck|discard|pile|drawn)|ui\.explain|ui\.toast)$/;

async function recapAfterBotTurn(page: Page, phone: boolean, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  await open(page, BOT_TURN);
  const press = (name: string): Promise<void> => (phone ? tapObject(page, name) : clickObject(page, name));
  await press('cp.pass'); // the monsters move, then the bot's turn
  await page.waitForFunction(
    () => {
      const s = window.__fc?.state() as { current: number; phase: string } | null;
      return (window.__fc?.record() as { moves: unknown[] }).moves.length > 5 && window.__fc?.busy() === false && s?.current === 0 && s.phase === 'discard';
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForFunction(() => window.__fc?.objects()['cp.recap']?.visible === true, undefined, { timeout: 5_000 });
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  const o = await fcObjects(page);
  const box = o['cp.recap'] as FcObjectBox;
  const lines = Object.entries(o)
    .filter(([n, b]) => /^cp\.recap\.line\.\d+$/.test(n) && b.visible)
    .sort(([a], [b]) => Number(a.split('.').pop()) - Number(b.split('.').pop()))
    .map(([, b]) => b.text ?? '');
  expect(o['cp.recap.title']?.text).toBe('While you waited');
  // the bot's plays, in the log's words
  const plays = (await page.evaluate(() => (window.__fc?.record() as { moves: { type: string; card?: string }[] }).moves.slice(4))).filter((m) => m.type === 'play');
  expect(plays.length, 'the bot played 2 cards or more').toBeGreaterThanOrEqual(2);
  const bot = lines.filter((l) => /^(✕ )?Player 2 (plays|slays) /.test(l)); // (a slay's line begins with the board's cross since s37)
  expect(bot.length, `the recap names the bot's plays: ${JSON.stringify(lines)}`).toBeGreaterThanOrEqual(2);
  expect(lines.length).toBeLessThanOrEqual(phone ? 4 : 5);
  for (const [name, b] of Object.entries(o)) {
    if (!GUARDED.test(name) || !b.visible) continue;
    expect(overlap(box, b), `the recap ${JSON.stringify(box)} clear of ${name} ${JSON.stringify(b)}`).toBe(false);
  }
  for (const l of Object.entries(o).filter(([n]) => n.startsWith('cp.recap.line.'))) expect(l[1].x + l[1].width, `${l[0]} inside the box`).toBeLessThanOrEqual(box.x + box.width + 1);
  // the person's next action (keep the hand): the recap goes
  await press('cp.pass');
  await page.waitForFunction(() => !window.__fc?.objects()['cp.recap']?.visible, undefined, { timeout: 5_000 });
  expect(errors).toEqual([]);
}

test('when the turn comes back after the bot partner\'s, "While you waited" names its plays, clear of everything, at 1600x900; gone at the next action', async ({ page }) => {
  await recapAfterBotTurn(page, false, 'recap-desktop');
});

test.describe('on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('"While you waited" names the bot\'s plays, clear of everything; gone at the next tap', async ({ page }) => {
    await recapAfterBotTurn(page, true, 'recap-phone');
  });
});

/** Solo, in the play phase: the six starting monsters in the archer ring, an any-colour archer in the hand. */
const PLAY = link({ players: 1, mode: 'solo', stack: { hands: [['archer-any', 'knight-red', 'brick', 'mortar', 'tar', 'swordsman-green']] } }, 5, [{ type: 'start-deal' }, { type: 'pass' }], 'h');

async function toastClearOfPanel(page: Page): Promise<void> {
  const errors = collectConsoleErrors(page);
  await open(page, PLAY);
  let o = await fcObjects(page);
  const card = o['cp.card.archer-any'] as FcObjectBox;
  // the middle of arc 1's knight space: no monster there (they all stand in the archer ring)
  const a = -Math.PI / 3;
  const empty = { x: 452 + Math.cos(a) * 218, y: 486 + Math.sin(a) * 218 };
  await drag(page, { x: card.x + card.width / 2, y: card.y + card.height / 2 }, empty);
  await page.waitForFunction(() => window.__fc?.objects()['ui.toast']?.visible === true, undefined, { timeout: 5_000 });
  o = await fcObjects(page);
  await page.screenshot({ path: test.info().outputPath('toast.png') });
  const toast = o['ui.toast'] as FcObjectBox;
  for (const name of ['cp.phaseTitle', 'cp.hint', 'cp.pass', 'cp.tradeButton', 'cp.afo']) {
    const b = o[name];
    if (!b?.visible) continue;
    expect(overlap(toast, b), `the toast ${JSON.stringify(toast)} clear of ${name} ${JSON.stringify(b)}`).toBe(false);
  }
  expect(o['cp.phaseTitle']?.visible).toBe(true);
  expect(errors).toEqual([]);
}

test('a toast keeps clear of the phase panel\'s title and buttons, at 1600x900', async ({ page }) => {
  await toastClearOfPanel(page);
});

test.describe('a toast on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test("a toast keeps clear of the phase panel's title and buttons", async ({ page }) => {
    await toastClearOfPanel(page);
  });
});

test.describe('the rings named on a phone held sideways, 844x390', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the four names lie off the board: over no space, no monster, no arc number; the tokens at least 28 CSS px', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, PLAY);
    await page.screenshot({ path: test.info().outputPath('rings.png') });
    const o = await fcObjects(page);
    const names = Object.entries(o).filter(([n, b]) => /^cp\.ringName\.\w+$/.test(n) && b.visible);
    expect(names.map(([n]) => n).sort()).toEqual(['cp.ringName.archer', 'cp.ringName.forest', 'cp.ringName.knight', 'cp.ringName.swordsman']);
    const tokens = Object.entries(o).filter(([n, b]) => /^cp\.(monster\.\d+|arcNumber\.\d)$/.test(n) && b.visible);
    expect(tokens.length).toBe(12); // six monsters, six arc numbers
    for (const [name, b] of names) {
      // the box's nearest point to the board's middle lies outside the board's rim (radius 410)
      const nx = Math.max(b.x, Math.min(452, b.x + b.width));
      const ny = Math.max(b.y, Math.min(486, b.y + b.height));
      expect(Math.hypot(nx - 452, ny - 486), `${name} ${JSON.stringify(b)} off the board`).toBeGreaterThanOrEqual(408);
      for (const [other, t] of tokens) expect(overlap(b, t), `${name} clear of ${other}`).toBe(false);
      expect(b.x, `${name} inside the window`).toBeGreaterThanOrEqual(0);
    }
    // the tokens: the smallest of the six (one to a space, in the archer ring) at least 28 CSS px
    const css = await page.evaluate(() => window.__fc?.layout().css ?? 0);
    const sides = Object.entries(o).filter(([n, b]) => /^cp\.monster\.\d+$/.test(n) && b.visible).map(([, b]) => Math.min(b.width, b.height) * css);
    expect(sides.length).toBe(6);
    expect(Math.min(...sides), `the tokens' sides in CSS px: ${sides.map((x) => x.toFixed(1)).join(', ')}`).toBeGreaterThanOrEqual(28);
    expect(errors).toEqual([]);
  });
});

test('the log: its lines in 22 px type, a wheel notch back moves three whole lines, one forward three again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const pile = ['troll-mage', 'orc-warlord', 'move-red', 'move-green', 'move-blue', 'move-red', 'move-green', 'move-blue', 'move-cw', 'move-ccw', 'draw-4'];
  const PASS = { type: 'pass' };
  await open(page, link({ players: 1, mode: 'solo', stack: { hands: [['brick', 'mortar', 'draw-2', 'missing', 'scavenge', 'tar']], pile } }, 5, [{ type: 'start-deal' }, PASS, PASS, PASS, PASS, PASS], 'h'));
  await clickObject(page, 'host.log.toggle');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true);
  type Log = { first: number; lineAt: number; lines: number; font: string; firstIsLineStart: boolean };
  const state = (): Promise<Log> =>
    page.evaluate(() => {
      type Panel = { scrollState(): { first: number; firstIsLineStart: boolean }; rows: { line: number }[]; rowTexts: { style: { fontSize: string } }[] };
      const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { getByName(n: string): unknown } } } } }).__fcGame;
      const log = game.scene.getScene('GameHost').children.getByName('host.log') as Panel;
      const st = log.scrollState();
      return { first: st.first, lineAt: log.rows[st.first]?.line ?? -1, lines: new Set(log.rows.map((r) => r.line)).size, font: String(log.rowTexts[0]?.style.fontSize ?? ''), firstIsLineStart: st.firstIsLineStart };
    });
  let at = await state();
  expect(at.font).toBe('22px');
  expect(at.lines).toBeGreaterThan(10);
  const box = await fcObjects(page).then((o) => o['host.log'] as FcObjectBox);
  const mid = await toScreen(page, box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(mid.x, mid.y);
  const before = at.lineAt;
  await page.mouse.wheel(0, -100);
  await expect.poll(async () => (await state()).lineAt).toBeLessThan(before);
  at = await state();
  expect(before - at.lineAt, 'one notch back: three log lines').toBe(3);
  expect(at.firstIsLineStart).toBe(true);
  await page.mouse.wheel(0, 100);
  await expect.poll(async () => (await state()).lineAt).toBe(before);
  expect(errors).toEqual([]);
});
