// Regality vs Religion: what newcomers scoring the table against Board Game Arena reported, checked
// in a real Chromium at 1600x900 and on phones (844x390, 740x360): an explain-once tip never lies
// over the panel's score, its instructions or what they ask to press, and goes at the next move,
// one at a time; the Pirate's and the Tower's shield badge clear of the tile's name; the rules
// picture's legend points the way the board shows each side's tiles, from the viewer's seat; each
// variant says in one line what it changes, inside the setup's panel.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickAt, clickObject, collectConsoleErrors, fcObjects, fcState, gotoApp, inputReady, objectBox, settle as settleScreen, tapObject, type FcObjectBox } from './helpers';
import { PHONES, phoneUse } from './phone-audit';
import { VARIANTS } from '../../src/games/regality/rules';
import { regalityStrings } from '../../src/games/regality/strings';
import fr from '../../src/games/regality/strings.fr';
import it from '../../src/games/regality/strings.it';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

/** The version of the rules module the links are made for (REGALITY_VERSION). */
const RULES_VERSION = 2;

interface State {
  board: ({ tile: string; owner: number } | null)[];
  zones: string[][];
  neutral: string[];
  current: number;
  phase: string;
}

/** A shared link to a game (the link format of src/app/share.ts); `seats` 'hh' hot-seat, 'hb'/'bh' against the bot. */
function link(options: object, seats: string, moves: object[] = []): string {
  const payload = { f: 1, r: { game: 'regality', version: RULES_VERSION, options, seed: 3, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const P = (tile: string, cell: number): object => ({ type: 'place', tile, cell });

/** `moves` moves in the record, the host idle, no tween that ends running in the table's scene. */
async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false, moves);
  await page.waitForFunction(() => {
    const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { tweens: { getTweens(): { isInfinite: boolean }[] } } } } }).__fcGame;
    return game.scene.getScene('Regality').tweens.getTweens().every((tw) => tw.isInfinite);
  });
  await settleScreen(page);
}

/**
 * A tip takes no press in its first moment (EXPLAIN_GRACE_MS, 700 ms of the scene's clock: a press
 * aimed before it came): wait on the table's clock until that is past, as a player reading it would.
 */
async function pastGrace(page: Page): Promise<void> {
  type Game = { __fcGame: { scene: { getScene(k: string): { time: { now: number } } } } };
  const t0 = await page.evaluate(() => (window as unknown as Game).__fcGame.scene.getScene('Regality').time.now);
  await page.waitForFunction((t) => (window as unknown as Game).__fcGame.scene.getScene('Regality').time.now >= t + 750, t0);
}

const overlap = (a: FcObjectBox, b: FcObjectBox): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** A press on a named object: a finger's tap on a phone, a click on a desktop. */
async function press(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) await tapObject(page, name);
  else await clickObject(page, name);
  await inputReady(page);
}

/**
 * The one tip shown lies clear of the panel's score lines and its instructions (which stay in
 * sight), and of every target of the prompt: the tiles the player may place and the empty cells
 * (placing), or the lit cells and the effect's buttons (an effect). Returns its title.
 */
async function expectTipClear(page: Page, what: string): Promise<string> {
  const objects = await fcObjects(page);
  const cards = Object.keys(objects).filter((n) => n === 'ui.explain' && objects[n]!.visible);
  expect(cards, `${what}: one tip`).toHaveLength(1);
  const card = objects['ui.explain']!;
  const s = await fcState<State>(page);
  const keep: string[] = ['regality.score.0', 'regality.score.1', 'regality.match', 'regality.hint', 'regality.phase', 'regality.panel.title'];
  if (s.phase === 'place') {
    for (const tile of [...(s.zones[s.current] ?? []), ...s.neutral]) keep.push(`regality.tile.${tile}`);
    s.board.forEach((c, i) => {
      if (!c) keep.push(`regality.cell.${i}`);
    });
  }
  for (const [n, o] of Object.entries(objects)) if (/^regality\.(target\.\d|skip|arrow\.|slot\.|recall\.)/.test(n) && o.visible) keep.push(n);
  // the prompt is in sight: the instructions are there, not hidden under the card (a phone's
  // effect buttons may take their room in the panel: then the buttons are the prompt)
  const hint = objects['regality.hint'];
  const buttons = Object.keys(objects).some((n) => /^regality\.(slot|recall)\./.test(n) && objects[n]!.visible);
  if (!buttons) expect(hint?.visible && (hint.alpha ?? 1) > 0 && (hint.text ?? '') !== '', `${what}: the instructions in sight`).toBe(true);
  let checked = 0;
  for (const name of keep) {
    const o = objects[name];
    if (!o?.visible || (o.alpha ?? 1) === 0 || o.width === 0) continue;
    checked++;
    expect(overlap(card, o), `${what}: ${name} under the tip`).toBe(0);
  }
  expect(checked, `${what}: the score, the instructions and the targets were there to check`).toBeGreaterThan(5);
  return (await objectBox(page, 'ui.explain.title')).text ?? '';
}

const SIZES = [
  { name: 'desktop-1600x900', use: { viewport: { width: 1600, height: 900 } }, phone: false },
  { name: 'phone-844x390', use: phoneUse(PHONES[0].viewport), phone: true },
] as const;

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('a tip lies clear of the score, the instructions and the move\'s targets, one at a time, and goes at the next move', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      // Regality's Citizen in the centre, Religion's Bishop above it: its effect is Religion's to use.
      const options = { variant: 'standard', first: 0, match: 'best-of-three', stack: { neutral: ['bard', 'dragon', 'sage', 'hermit', 'fairy'] } };
      await gotoApp(page, link(options, 'hh', [P('citizen', 4), P('bishop', 1)]));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.target.4']?.visible === true);
      await settle(page, 2);
      // The Bishop flips the Citizen: the first flip brings its tip, on Regality's turn to place.
      await press(page, 'regality.target.4', size.phone);
      await settle(page, 3);
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true);
      await settle(page, 3);
      expect((await fcState<State>(page)).phase).toBe('place');
      const first = await expectTipClear(page, 'placing');
      await pastGrace(page);
      // The next move starts: the Bard picked up, the tip goes; the Bard placed beside the Bishop.
      await press(page, 'regality.tile.bard', size.phone);
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain']?.visible !== true);
      await press(page, 'regality.cell.0', size.phone);
      await settle(page, 4);
      expect((await fcState<State>(page)).board[0]).toMatchObject({ tile: 'bard', owner: 0 });
      // The Bard plays the Bishop's effect again: its tip, while that effect waits for its target.
      await press(page, 'regality.target.1', size.phone);
      await settle(page, 5);
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true);
      await settle(page, 5);
      expect((await fcState<State>(page)).phase).toBe('effect');
      const second = await expectTipClear(page, 'an effect');
      expect(second).not.toBe(first);
      await page.screenshot({ path: `test-results/regality-newcomer-tip-${size.name}.png` });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('phone-844x390, an effect\'s buttons', () => {
  test.use(phoneUse(PHONES[0].viewport));

  test('a tip that finds no room in the panel beside an effect\'s buttons lies over the zone column, clear of the buttons and the score', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    // Religion's Assassin above the Citizen (its effect skipped); Regality's Bard beside it plays it again.
    const options = { variant: 'standard', first: 0, stack: { neutral: ['bard', 'assassin', 'sage', 'hermit', 'fairy'] } };
    await gotoApp(page, link(options, 'hh', [P('citizen', 4), P('assassin', 1), { type: 'skip' }]));
    await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.bard']?.visible === true);
    await settle(page, 3);
    await press(page, 'regality.tile.bard', true);
    await press(page, 'regality.cell.0', true);
    await settle(page, 4);
    await press(page, 'regality.target.1', true);
    await settle(page, 5);
    await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true && !!window.__fc.objects()['regality.slot.0']);
    await settle(page, 5);
    await expectTipClear(page, 'the Assassin\'s buttons');
    const card = await objectBox(page, 'ui.explain');
    const panel = await objectBox(page, 'regality.panel');
    expect(card.x + card.width, 'beside the panel').toBeLessThanOrEqual(panel.x + 1);
    await page.screenshot({ path: 'test-results/regality-newcomer-tip-buttons.png' });
    expect(errors).toEqual([]);
  });
});

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    test.use(phoneUse(phone.viewport));

    test('the Pirate\'s and the Tower\'s shield badge lies clear of the tile\'s name, in the zone and on the board', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = collectConsoleErrors(page);
      const options = { variant: 'standard', first: 0, stack: { neutral: ['pirate', 'tower', 'sage', 'hermit', 'dragon'] } };
      await gotoApp(page, link(options, 'hh', [P('citizen', 4)]));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.pirate']?.visible === true);
      await settle(page, 1);
      const check = async (prefix: string): Promise<void> => {
        const objects = await fcObjects(page);
        const badge = objects[`${prefix}.badge`];
        const name = objects[`${prefix}.name`];
        expect(badge?.visible, `${prefix}: its badge`).toBe(true);
        expect(name?.visible, `${prefix}: its name`).toBe(true);
        const tile = objects[prefix]!;
        // inside its tile, and not over a letter of the name
        expect(badge!.x).toBeGreaterThanOrEqual(tile.x - 1);
        expect(badge!.x + badge!.width).toBeLessThanOrEqual(tile.x + tile.width + 1);
        expect(overlap(badge!, name!), `${prefix}: the badge over the name`).toBe(0);
      };
      await check('regality.tile.pirate');
      await check('regality.tile.tower');
      // Religion places the Pirate (nothing shielded to destroy yet): on the board, its badge and its name.
      await tapObject(page, 'regality.tile.pirate');
      await inputReady(page);
      await tapObject(page, 'regality.cell.0');
      await inputReady(page);
      await settle(page, 2);
      const s = await fcState<State>(page);
      expect(s.board[0]).toMatchObject({ tile: 'pirate' });
      await check('regality.board.0');
      await page.screenshot({ path: `test-results/regality-newcomer-badge-${phone.name}.png` });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('rules picture', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  for (const [seats, mine, theirs] of [['hb', 'Regality', 'Religion'], ['bh', 'Religion', 'Regality']] as const) {
    test(`the legend points the way the board shows each side's tiles, seen by ${mine}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // the person's side starts: the bot waits
      await gotoApp(page, link({ variant: 'standard', first: seats === 'hb' ? 0 : 1 }, seats));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.citizen']?.visible === true);
      await settleScreen(page);
      // On the board, the person's tiles point up: the rules' picture and its legend say the same.
      await clickObject(page, 'host.rules');
      await page.waitForFunction(() => window.__fc?.texts().some((x) => x.text.startsWith('Serves ')) === true);
      const legend = await page.evaluate(() => window.__fc!.texts().filter((x) => x.text.startsWith('Serves ')).map((x) => x.text));
      expect(legend).toContain(`Serves ${mine} ▲`);
      expect(legend).toContain(`Serves ${theirs} ▼`);
      expect(errors).toEqual([]);
    });
  }
});

/** Each language's line for each variant, by the variant's name in that language. */
function variantLines(words: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of VARIANTS) out[words[`regality.variant.${v}`]!] = words[`regality.variant.${v}.about`]!;
  return out;
}

for (const size of [
  { name: 'desktop-1600x900', use: { viewport: { width: 1600, height: 900 } } },
  { name: PHONES[0].name, use: phoneUse(PHONES[0].viewport) },
  { name: PHONES[1].name, use: phoneUse(PHONES[1].viewport) },
]) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('each variant says in one line what it changes, inside the setup\'s panel (English, French, Italian)', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      for (const [lang, words] of [['en', regalityStrings.en], ['fr', fr], ['it', it]] as const) {
        await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' })), lang);
        await gotoApp(page);
        await page.evaluate(() => window.__fc?.start?.('Setup', { gameId: 'regality' }));
        await page.waitForFunction(() => window.__fc?.scene === 'Setup' && !!window.__fc.objects()['setup.about'] && !!window.__fc.objects()['setup.option.variant']);
        const lines = variantLines(words);
        const match = (words as Record<string, string>)['regality.match.best-of-three.about']!;
        const seen = new Set<string>();
        for (let i = 0; i < VARIANTS.length; i++) {
          const variant = (await objectBox(page, 'setup.option.variant')).text ?? '';
          const about = await objectBox(page, 'setup.about');
          const line = lines[variant];
          expect(line, `${lang}: a line for ${variant}`).toBeTruthy();
          // the variant's line, then the match's
          expect(about.text).toBe(`${line!}\n${match}`);
          const panel = await objectBox(page, 'setup.panel');
          const where = `${lang} ${variant}`;
          expect(about.x, `${where}: inside the panel's left edge`).toBeGreaterThan(panel.x);
          expect(about.x + about.width, `${where}: inside its right edge`).toBeLessThan(panel.x + panel.width);
          expect(about.y, `${where}: inside its top`).toBeGreaterThan(panel.y);
          expect(about.y + about.height, `${where}: above its foot`).toBeLessThan(panel.y + panel.height);
          const objects = await fcObjects(page);
          for (const [n, o] of Object.entries(objects)) {
            if (!/^setup\.(option\.|seat\.|practice$|seedMode$|practiceHint$)/.test(n) || !o.visible) continue;
            expect(overlap(about, o), `${where}: clear of ${n}`).toBe(0);
          }
          seen.add(variant);
          const box = await objectBox(page, 'setup.option.variant');
          await clickAt(page, box.x + box.width - 24, box.y + box.height / 2);
          await page.waitForFunction((before) => window.__fc?.objects()['setup.option.variant']?.text !== before, variant);
          await inputReady(page);
        }
        expect(seen.size).toBe(VARIANTS.length);
      }
      expect(errors).toEqual([]);
    });
  });
}
