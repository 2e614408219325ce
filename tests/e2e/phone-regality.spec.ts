// Regality vs Religion on a phone held sideways (844x390 and 740x360, touch, deviceScaleFactor 3):
// the table's compact layout (the kingdom as tall as the window, the zones in rows of four beside
// it, the panel and the discard on the right) meets the phone goals (tests/e2e/phone-audit.ts: no
// text under 12 CSS px, no tap target under 44x44 CSS px, nothing cut off or drawn over other
// text) at the start, with a tile picked up, with a tile's card and an explain-once card open, and
// turns are played by taps alone: a tile tapped, then a lit cell; an effect's lit cell tapped.
// Against the bot, its answer comes and the table still meets the goals. Every tile drawn face up
// in a zone, the draft pool or on the board shows its name (English and French), in letters of at
// least 12 CSS px inside the tile, with zones as full as any variant makes them.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors, docsShot, fcObjects, fcState, gotoApp, inputReady, objectBox, screenshot, settle as settleScreen, tapObject as tapName } from './helpers';
import { expectPhoneReady, PHONES, phoneShare, phoneUse, type AuditOptions } from './phone-audit';
import { ALL_TILES } from '../../src/games/regality/rules/tiles';
import { regalityStrings } from '../../src/games/regality/strings';
import fr from '../../src/games/regality/strings.fr';
import it from '../../src/games/regality/strings.it';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface Cell {
  tile: string;
  owner: number;
  faceDown: boolean;
}
interface State {
  board: (Cell | null)[];
  zones: string[][];
  current: number;
  phase: string;
  placed: number;
}

/** The version of the rules module the links are made for (REGALITY_VERSION). */
const RULES_VERSION = 2;

/** A shared link to a fresh game (the link format of src/app/share.ts); `seats` 'hh' hot-seat, 'hb' against the bot. */
function link(options: object, seats: string, seed = 3): string {
  const payload = { f: 1, r: { game: 'regality', version: RULES_VERSION, options, seed, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const moveCount = (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0);

/** Wait until `moves` moves are in the record, the host is idle and no tween runs in the table's scene. */
async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false, moves);
  await still(page);
}

async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { tweens: { getTweens(): { isInfinite: boolean }[] } } } } }).__fcGame;
    // The lit cells pulse for ever: only tweens that end count.
    return game.scene.getScene('Regality').tweens.getTweens().every((tw) => tw.isInfinite);
  });
  await settleScreen(page);
}

/** A finger's tap on the middle of a named object. */
async function tapObject(page: Page, name: string): Promise<void> {
  await tapName(page, name);
  await inputReady(page); // what the tap made (or unmade) interactive takes the next press
}

const P = (tile: string, cell: number): object => ({ type: 'place', tile, cell });
const SKIP = { type: 'skip' };
const MATCH_NEUTRALS = ['sage', 'death', 'dragon', 'bard', 'fairy', 'samurai', 'ninja', 'witch', 'hermit', 'pirate', 'shaman', 'sorceress', 'tower'];
/** Religion places first and wins 5-4 (own tiles only, effects skipped). */
const RELIGION_WINS = [P('citizen', 0), P('castle', 1), P('temple', 2), P('king', 3), SKIP, P('hierophant', 4), SKIP, P('queen', 5), SKIP, P('cardinal', 6), SKIP, P('general', 7), SKIP, P('paladin', 8)];

function matchLink(first: number, moves: object[], seats: string): string {
  const options = { variant: 'standard', first, match: 'best-of-three', stack: { neutral: MATCH_NEUTRALS } };
  const payload = { f: 1, r: { game: 'regality', version: RULES_VERSION, options, seed: 3, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

interface TileLabel {
  tile: string;
  text: string | null;
  /** The name's letters in CSS px: the smaller of its two scales (a name pressed narrower reads smaller). */
  cssPx: number;
  inside: boolean;
}

/**
 * Every tile drawn face up in a zone, the neutral zone, the draft pool or on the board (containers
 * named regality.tile.<id>, regality.draft.<id>, regality.board.<cell>) with its name text (the same
 * name plus `.name`): its words, size and whether its box lies inside the tile's.
 */
async function tileLabels(page: Page): Promise<TileLabel[]> {
  return page.evaluate(() => {
    type Matrix = { scaleX: number; scaleY: number };
    type Node = { name?: string; visible?: boolean; list?: Node[]; text?: string; style?: { fontSize: string | number }; getWorldTransformMatrix?(): Matrix; getBounds?(): { x: number; y: number; width: number; height: number } };
    const fc = window.__fc!;
    const css = (fc.layout() as { css: number }).css;
    const objs = fc.objects();
    const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
    const tiles = new Map<string, Node>();
    const names = new Map<string, Node>();
    const walk = (nodes: Node[]): void => {
      for (const o of nodes) {
        if (o.visible === false) continue;
        if (o.name && /^regality\.(tile\.[a-z]+|draft\.[a-z]+|board\.\d)$/.test(o.name)) tiles.set(o.name, o);
        if (o.name?.endsWith('.name') && typeof o.text === 'string') names.set(o.name.slice(0, -'.name'.length), o);
        if (o.list) walk(o.list);
      }
    };
    walk(game.scene.getScene('Regality').children.list);
    return [...tiles.keys()].map((key) => {
      const box = objs[key]!;
      const name = names.get(key);
      if (!name) return { tile: key, text: null, cssPx: 0, inside: false };
      const m = name.getWorldTransformMatrix!();
      const size = parseFloat(String(name.style!.fontSize));
      const b = name.getBounds!();
      const inside = b.x >= box.x - 0.5 && b.y >= box.y - 0.5 && b.x + b.width <= box.x + box.width + 0.5 && b.y + b.height <= box.y + box.height + 0.5;
      return { tile: key, text: name.text!, cssPx: size * Math.min(m.scaleX, m.scaleY) * css, inside };
    });
  });
}

/** Each tile's name readable: there, at least 12 CSS px, inside its tile, and no two tiles named alike. */
async function expectNamedTiles(page: Page, what: string, count: { zone: number; board: number }): Promise<void> {
  const labels = await tileLabels(page);
  const zone = labels.filter((l) => !l.tile.startsWith('regality.board.'));
  const board = labels.filter((l) => l.tile.startsWith('regality.board.'));
  expect(zone.length, `${what}: tiles in the zones and the pool`).toBeGreaterThanOrEqual(count.zone);
  expect(board.length, `${what}: tiles on the board`).toBe(count.board);
  for (const l of labels) {
    expect(l.text, `${what}: ${l.tile} named`).toBeTruthy();
    expect(l.cssPx, `${what}: ${l.tile} "${l.text}" in letters of 12 CSS px`).toBeGreaterThanOrEqual(11.95);
    expect(l.inside, `${what}: ${l.tile} "${l.text}" inside its tile`).toBe(true);
  }
  const texts = labels.map((l) => l.text);
  expect(new Set(texts).size, `${what}: names differ (${texts.join(', ')})`).toBe(texts.length);
}

/** The widths of `words` in the letters of a zone tile's name (Phaser's own measure, in that text's own style). */
async function nameWidths(page: Page, words: string[]): Promise<number[]> {
  return page.evaluate((ws) => {
    type Style = { fontFamily: string; fontSize: string; fontStyle: string };
    type Node = { name?: string; list?: Node[]; style?: Style };
    type Text = { width: number; setText(t: string): Text; destroy(): void };
    const scene = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] }; add: { text(x: number, y: number, t: string, s: object): Text } } } } }).__fcGame.scene.getScene('Regality');
    let style: Style | undefined;
    const walk = (nodes: Node[]): void => {
      for (const o of nodes) {
        if (!style && o.style && /^regality\.tile\.[a-z]+\.name$/.test(o.name ?? '')) style = o.style;
        if (o.list) walk(o.list);
      }
    };
    walk(scene.children.list);
    const probe = scene.add.text(-9999, -9999, '', { fontFamily: style!.fontFamily, fontSize: style!.fontSize, fontStyle: style!.fontStyle });
    const out = ws.map((w) => probe.setText(w).width);
    probe.destroy();
    return out;
  }, words);
}

/**
 * On the smallest zone tiles now shown, every tile's name in each language fits (3 px clear of
 * each side) at the phone's smallest letters: the full name, or else its short name. Returns the
 * tiles that need their short name, by language.
 */
async function expectEveryNameFits(page: Page): Promise<Record<string, string[]>> {
  const objs = await fcObjects(page);
  const side = Math.min(...Object.entries(objs).filter(([n, b]) => /^regality\.(tile|draft)\.[a-z]+$/.test(n) && b.visible).map(([, b]) => b.width));
  const maxW = side - 6;
  const shortened: Record<string, string[]> = {};
  for (const [lang, words] of [['en', regalityStrings.en], ['fr', fr], ['it', it]] as const) {
    const word = (key: string): string => (words as Record<string, string>)[key] ?? '';
    const full = await nameWidths(page, ALL_TILES.map((tile) => word(`regality.tile.${tile}`)));
    const short = await nameWidths(page, ALL_TILES.map((tile) => word(`regality.short.${tile}`)));
    shortened[lang] = ALL_TILES.filter((_, i) => (full[i] ?? 0) > maxW);
    ALL_TILES.forEach((tile, i) => {
      const w = (full[i] ?? 0) <= maxW ? full[i] : short[i];
      expect(w, `${lang} ${tile}: "${word(`regality.tile.${tile}`)}" / "${word(`regality.short.${tile}`)}" on a ${side} px tile`).toBeLessThanOrEqual(maxW);
    });
  }
  return shortened;
}

const onCard = (t: { name: string }): boolean => t.name.startsWith('ui.explain') || t.name.startsWith('ui.info');

// Only the table's own texts and targets (the host's rail and turn line are the shell's). A card
// (a tile's, an explain-once) is an opaque parchment drawn over the table: the texts it covers are
// hidden under it, not drawn over its words; its own texts must still not overlap each other.
const AUDIT = { onlyScene: 'Regality', overlapOk: (a: { name: string }, b: { name: string }) => onCard(a) && !onCard(b) };

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    test.use(phoneUse(phone.viewport));

    if (share()) test('hot-seat: the table meets the phone goals; a tile tapped then a cell is placed, an effect is used by a tap', async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link({ variant: 'standard', first: 0, stack: { neutral: ['fairy', 'dragon', 'sage', 'hermit', 'assassin'] } }, 'hh'));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.citizen']?.visible === true);
      await still(page);
      const layout = await page.evaluate(() => window.__fc!.layout() as { compact: boolean });
      expect(layout.compact).toBe(true);
      await expectPhoneReady(page, info, `${phone.name}-regality-start`, AUDIT);

      // The Citizen tapped: picked up, the panel names it; then the centre cell tapped.
      await tapObject(page, 'regality.tile.citizen');
      // (the panel's line is made by the tap: wait for it to be there, not only for its words)
      await page.waitForFunction(() => (window.__fc?.objects()['regality.picked']?.text ?? '').includes('Citizen'));
      await expectPhoneReady(page, info, `${phone.name}-regality-picked`, AUDIT);
      await tapObject(page, 'regality.cell.4');
      await settle(page, 1);
      let s = await fcState<State>(page);
      expect(s.board[4]).toMatchObject({ tile: 'citizen', owner: 0 });

      // Religion's turn (hot-seat, open variant: no hand-over screen). The Bishop above the Citizen.
      await page.waitForFunction(() => window.__fc?.objects()['regality.tile.bishop']?.visible === true);
      await still(page);
      await tapObject(page, 'regality.tile.bishop');
      await tapObject(page, 'regality.cell.1');
      await settle(page, 2);
      s = await fcState<State>(page);
      expect(s.phase).toBe('effect');
      await page.waitForFunction(() => window.__fc?.objects()['regality.target.4']?.visible === true);
      await expectPhoneReady(page, info, `${phone.name}-regality-effect`, AUDIT);
      // The README's picture of this table: mid-game, an effect's target lit.
      await docsShot(page, `phone/regality-${phone.viewport.width}x${phone.viewport.height}.jpg`, { quality: 70 });

      // The lit Citizen tapped: it flips; the first flip brings its explain-once card.
      await tapObject(page, 'regality.target.4');
      await settle(page, 3);
      s = await fcState<State>(page);
      expect(s.board[4]).toMatchObject({ tile: 'citizen', owner: 1 });
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true);
      await expectPhoneReady(page, info, `${phone.name}-regality-explain`, AUDIT);
      await tapObject(page, 'ui.explain.ok');
      await expect.poll(async () => (await page.evaluate(() => !!window.__fc?.objects()['ui.explain.ok']))).toBe(false);

      // A board tile tapped with nothing picked up: its card.
      await tapObject(page, 'regality.board.1');
      await page.waitForFunction(() => window.__fc?.objects()['ui.info.title']?.visible === true);
      expect((await objectBox(page, 'ui.info.title')).text).toBe('Bishop');
      await expectPhoneReady(page, info, `${phone.name}-regality-card`, AUDIT);
      expect(errors).toEqual([]);
    });

    if (share()) test('issue 30 items 20-22: a flipped tile\'s name reads upright, whom it serves in its colours; the last placed tile marked; the panel\'s turn line within the panel', async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link({ variant: 'standard', first: 0, stack: { neutral: ['fairy', 'dragon', 'sage', 'hermit', 'assassin'] } }, 'hh'));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.citizen']?.visible === true);
      await still(page);
      await tapObject(page, 'regality.tile.citizen');
      await tapObject(page, 'regality.cell.4');
      await settle(page, 1);
      await page.waitForFunction(() => window.__fc?.objects()['regality.tile.bishop']?.visible === true);
      await still(page);
      await tapObject(page, 'regality.tile.bishop');
      await tapObject(page, 'regality.cell.1');
      await settle(page, 2);
      await page.waitForFunction(() => window.__fc?.objects()['regality.target.4']?.visible === true);
      await tapObject(page, 'regality.target.4');
      await settle(page, 3);
      while (await page.evaluate(() => window.__fc?.objects()['ui.explain.ok']?.visible === true)) {
        const title = await page.evaluate(() => window.__fc?.objects()['ui.explain.title']?.text ?? null);
        await tapObject(page, 'ui.explain.ok');
        // that card gone: no card, or the next one in its place
        await page.waitForFunction((t) => window.__fc?.objects()['ui.explain.ok']?.visible !== true || (window.__fc.objects()['ui.explain.title']?.text ?? null) !== t, title);
      }
      await page.waitForFunction(() => window.__fc?.objects()['regality.tile.king']?.visible === true && window.__fc.busy() === false);
      await still(page);
      // Regality holds the phone: the Citizen (now Religion's) and the Bishop point down at it, their names upright.
      for (const cell of [1, 4]) {
        const angle = await page.evaluate((n) => {
          type Node = { name?: string; angle?: number; list?: Node[] };
          const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame;
          let out = NaN;
          const walk = (nodes: Node[], a0: number): void => {
            for (const o of nodes) {
              const a = a0 + (o.angle ?? 0);
              if (o.name === `regality.board.${n}.name`) out = ((a % 360) + 360) % 360;
              if (o.list) walk(o.list, a);
            }
          };
          walk(game.scene.getScene('Regality').children.list, 0);
          return out;
        }, cell);
        expect(angle, `cell ${cell}`).toBeCloseTo(0, 3);
      }
      const mark = await objectBox(page, 'regality.lastPlaced');
      const cell1 = await objectBox(page, 'regality.cell.1');
      expect(Math.abs(mark.x + mark.width / 2 - (cell1.x + cell1.width / 2))).toBeLessThan(4);
      // Item 23: every tile of the zones reads by its name, no long press needed.
      const objs = await fcObjects(page);
      for (const [tile, name] of [['king', 'King'], ['minister', 'Minister'], ['fairy', 'Fairy'], ['assassin', 'Assassin']]) expect(objs[`regality.tile.${tile}.name`]?.text, tile).toBe(name);
      await expectPhoneReady(page, info, `${phone.name}-regality-allegiance`, AUDIT);
      // The longest turn line wraps within the panel.
      await page.evaluate(() => {
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { setPhase(t: string): void } } } }).__fcGame;
        game.scene.getScene('Regality').setPhase('Religion uses the Cardinal');
      });
      const phase = await objectBox(page, 'regality.phase');
      const panel = await objectBox(page, 'regality.panel');
      expect(phase.x).toBeGreaterThanOrEqual(panel.x);
      expect(phase.x + phase.width).toBeLessThanOrEqual(panel.x + panel.width);
      await expectPhoneReady(page, info, `${phone.name}-regality-phase`, AUDIT);
      expect(errors).toEqual([]);
    });

    if (share()) test('the last game of a match won by a tap: the panel says the match is over, no card left open under the end dialog', async ({ page }, info) => {
      test.setTimeout(90_000);
      const errors = collectConsoleErrors(page);
      const moves = [...RELIGION_WINS, { type: 'choose-first', seat: 1 }, ...RELIGION_WINS.slice(0, -1)];
      await gotoApp(page, matchLink(1, moves, 'bh'));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.paladin']?.visible === true);
      await still(page);
      expect((await objectBox(page, 'regality.match')).text).toContain('Game 2');
      await tapObject(page, 'regality.tile.paladin');
      await tapObject(page, 'regality.cell.8');
      await page.waitForFunction(() => window.__fc?.objects()['dialog.body']?.visible === true);
      expect((await objectBox(page, 'regality.phase')).text).toBe('The match is over');
      expect(await page.evaluate(() => Object.keys(window.__fc?.objects() ?? {}).filter((n) => n.startsWith('ui.explain') && window.__fc!.objects()[n]!.visible))).toEqual([]);
      await expectPhoneReady(page, info, `${phone.name}-regality-match-over`, AUDIT);
      expect(errors).toEqual([]);
    });

    if (share()) test('against the bot: the Citizen placed by taps, the bot answers, the table still meets the goals', async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await gotoApp(page, link({ variant: 'standard', first: 0 }, 'hb', 11));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.citizen']?.visible === true);
      await still(page);
      await tapObject(page, 'regality.tile.citizen');
      await tapObject(page, 'regality.cell.4');
      await settle(page, 2); // the Citizen, then the bot's first decision
      const s = await fcState<State>(page);
      expect(s.board[4]?.tile).toBe('citizen');
      expect(s.board.filter((c) => c !== null).length).toBeGreaterThanOrEqual(2);
      expect(await moveCount(page)).toBeGreaterThanOrEqual(2);
      await expectPhoneReady(page, info, `${phone.name}-regality-bot`, AUDIT);
      expect(errors).toEqual([]);
    });

    // Both sizes, English and French (the smallest letters and the room in a tile differ): a zone
    // of ten tiles (the most any variant deals: the draft's second player takes three neutrals to
    // its seven tiles, the first two and the Citizen), the smallest zone tiles (a secret draft's
    // last pick, seven rows of tiles in the column), and a board of six tiles, three of them
    // turned: each tile reads by its name.
    for (const lang of ['en', 'fr'] as const) {
      test(`every tile of the zones, the draft pool and the board shows its name, 12 CSS px or more (${lang})`, async ({ page }, info) => {
        test.setTimeout(120_000);
        const errors = collectConsoleErrors(page);
        await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' })), lang);
        // A picture of the table (test-results/shots), audited for the phone goals as well.
        const shot = (what: string, audit: AuditOptions = AUDIT): Promise<void> => expectPhoneReady(page, info, `${phone.name}-regality-names-${lang}-${what}`, audit);
        const D = (tile: string): object => ({ type: 'draft', tile });
        const open = async (options: object, moves: object[], tile: string): Promise<void> => {
          const payload = { f: 1, r: { game: 'regality', version: RULES_VERSION, options, seed: 3, moves }, k: 'hh' };
          await gotoApp(page, `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`);
          await page.waitForFunction((n) => window.__fc?.scene === 'GameHost' && ((window.__fc.record() as { moves: unknown[] } | null)?.moves.length ?? 0) === n, moves.length);
          // A secret variant hands the phone over first.
          if (await page.evaluate(() => window.__fc?.objects()['privacy.button']?.visible === true)) await tapObject(page, 'privacy.button');
          await page.waitForFunction((name) => window.__fc?.objects()[name]?.visible === true && window.__fc.busy() === false, tile);
          await still(page);
        };

        // The draft, Religion first: Regality (second) ends it with ten tiles, the Citizen placed.
        const draft = { variant: 'draft', first: 1, stack: { neutral: ['sorceress', 'fortuneteller', 'samurai', 'performer', 'shaman'] } };
        const drafted = [D('sorceress'), D('fortuneteller'), D('samurai'), P('citizen', 0)];
        await open(draft, drafted, 'regality.tile.fortuneteller');
        expect((await fcState<State>(page)).zones[0]).toHaveLength(10);
        if (lang === 'en') expect((await objectBox(page, 'regality.tile.king.name')).text).toBe('King');
        else expect((await objectBox(page, 'regality.tile.king.name')).text).toBe('Roi');
        await shot('full-zone');
        await expectNamedTiles(page, 'ten tiles in the zone', { zone: 19, board: 1 });

        // A secret draft's last pick: nine tiles in each zone and three in the pool.
        const secret = { variant: 'secret-draft', first: 0, stack: { neutral: ['fortuneteller', 'sorceress', 'bard', 'ninja', 'samurai', 'performer', 'shaman', 'hermit'] } };
        await open(secret, [D('fortuneteller'), D('sorceress'), D('samurai')], 'regality.draft.performer');
        // Its tiles' letters are audited, not their size as targets: seven rows of tiles in the
        // column leave them 42 CSS px wide at 740x360, under the 44 px goal (a matter for the layout).
        await shot('secret-draft', { ...AUDIT, targetOk: (t) => /^regality\.(tile|draft)\.[a-z]+$/.test(t.name) });
        await expectNamedTiles(page, 'the secret draft\'s last pick', { zone: 19, board: 0 });
        // Every tile's name in the three languages, on these smallest tiles (the fonts are the same).
        if (lang === 'en') test.info().annotations.push({ type: 'short names on the smallest zone tiles', description: JSON.stringify(await expectEveryNameFits(page)) });

        // Six tiles on the board; Religion holds the phone, Regality's three point away from it.
        await open(draft, [...drafted, P('castle', 1), P('temple', 2), P('king', 3), SKIP, P('hierophant', 4), SKIP, P('queen', 5), SKIP], 'regality.tile.cardinal');
        await shot('board');
        await expectNamedTiles(page, 'six tiles on the board', { zone: 14, board: 6 });
        expect(errors).toEqual([]);
      });
    }

    // Both sizes (the smallest letters differ): the Tower placed by taps on the Citizen; the tile
    // under it is still named and drawn with its sign on the board, legibly, and its card says so.
    test('the Tower placed by taps shows the tile under it: its name and sign on the board, and in the Tower\'s card; a ray\'s arrows leave the names clear', async ({ page }, info) => {
      test.setTimeout(90_000);
      const errors = collectConsoleErrors(page);
      const options = { variant: 'standard', first: 0, stack: { neutral: ['tower', 'dragon', 'sage', 'hermit', 'assassin'] } };
      const payload = { f: 1, r: { game: 'regality', version: RULES_VERSION, options, seed: 3, moves: [P('citizen', 4), P('temple', 0)] }, k: 'hh' };
      await gotoApp(page, `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`);
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.tile.tower']?.visible === true);
      await still(page);
      await tapObject(page, 'regality.tile.tower');
      await tapObject(page, 'regality.cell.4');
      await settle(page, 3);
      expect((await fcState<State & { board: ({ under?: string | null } | null)[] }>(page)).board[4]).toMatchObject({ tile: 'tower', under: 'citizen' });
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true);
      await still(page);
      // The explain-once card in the panel, under its lines (issue 30; the newcomers of the next
      // round found it over the instructions): the turn's line, the scores, the panel's
      // instructions and every tile of the zones and the draft pool stay in sight beside it, and
      // no text of the table shows half under it.
      const card = await objectBox(page, 'ui.explain');
      const panel = await objectBox(page, 'regality.panel');
      expect(card.x, 'the card inside the panel').toBeGreaterThanOrEqual(panel.x - 1);
      expect(card.x + card.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
      const objects = await fcObjects(page);
      const inSight = Object.entries(objects).filter(([n, o]) => o.visible && (/^regality\.(phase|score\.\d)$/.test(n) || /^regality\.tile\.[a-z]+$/.test(n)));
      expect(inSight.length, 'the turn line, two scores and the zones\' tiles').toBeGreaterThan(10);
      for (const [n, o] of inSight) {
        const w = Math.max(0, Math.min(card.x + card.width, o.x + o.width) - Math.max(card.x, o.x));
        const h = Math.max(0, Math.min(card.y + card.height, o.y + o.height) - Math.max(card.y, o.y));
        expect(w * h, `${n} under the card`).toBe(0);
      }
      const table = await page.evaluate(() => window.__fc!.texts().filter((x) => x.scene === 'Regality' && !x.name.startsWith('ui.')));
      const hint = table.find((x) => x.name === 'regality.hint');
      expect(hint, 'the instructions in sight').toBeTruthy();
      expect(Math.max(0, Math.min(card.x + card.width, hint!.x + hint!.width) - Math.max(card.x, hint!.x)) * Math.max(0, Math.min(card.y + card.height, hint!.y + hint!.height) - Math.max(card.y, hint!.y)), 'the instructions under the card').toBe(0);
      for (const x of table) {
        const w = Math.max(0, Math.min(card.x + card.width, x.x + x.width) - Math.max(card.x, x.x));
        const h = Math.max(0, Math.min(card.y + card.height, x.y + x.height) - Math.max(card.y, x.y));
        expect(w * h === 0 || w * h >= x.width * x.height - 1, `"${x.text}" half under the card`).toBe(true);
      }
      await tapObject(page, 'ui.explain.ok');
      await expect.poll(async () => (await page.evaluate(() => !!window.__fc?.objects()['ui.explain.ok']))).toBe(false);
      await still(page);
      expect(await page.evaluate(() => window.__fc!.texts().some((x) => x.name === 'regality.hint'))).toBe(true);
      const under = await objectBox(page, 'regality.under.4');
      expect(under.visible).toBe(true);
      expect(under.text).toBe('Citizen');
      expect((await objectBox(page, 'regality.under.4.sign')).text).toBe('♙');
      // Inside the Tower's cell (the phone audit below checks its letters' size and overlaps).
      const tower = await objectBox(page, 'regality.board.4');
      expect(under.x).toBeGreaterThanOrEqual(tower.x - 1);
      expect(under.x + under.width).toBeLessThanOrEqual(tower.x + tower.width + 1);
      await expectPhoneReady(page, info, `${phone.name}-regality-tower`, AUDIT);

      // The hint on a tile of a hand's second row (rows of four): it rises no further than the row
      // above leaves room for (a 26 px lift laid it over the tile above), ringed in gold. The scene
      // is asked to show that move's hint (the bot's own pick is not always in a second row).
      const boxes = Object.entries(await fcObjects(page)).filter(([n, b]) => /^regality\.tile\.[a-z]+$/.test(n) && b.visible);
      const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
        Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0;
      const second = boxes.find(([, b]) => boxes.some(([, o]) => Math.abs(o.x - b.x) < 4 && o.y + o.height <= b.y + 1 && b.y - (o.y + o.height) < 26));
      expect(second, 'a tile under another in a hand').toBeTruthy();
      const hinted = second![0].slice('regality.tile.'.length);
      await page.evaluate((tile) => {
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { showHint(m: unknown): void } } } }).__fcGame;
        game.scene.getScene('Regality').showHint({ type: 'place', tile, cell: 2 });
      }, hinted);
      await page.waitForFunction((n) => window.__fc?.objects()[`hint.card.${n}`]?.visible === true, second![0]);
      await settleScreen(page); // the ring's pulse over, for the picture
      await screenshot(page, `${phone.name}-regality-hint-second-row`);
      const lifted = await objectBox(page, second![0]);
      expect(lifted.y).toBeLessThanOrEqual(second![1].y);
      for (const [n, b] of boxes) if (n !== second![0]) expect(overlap(lifted, b), `the hinted ${hinted} over ${n}`).toBe(false);
      await page.evaluate(() => {
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { hints: { clear(): void } } } } }).__fcGame;
        game.scene.getScene('Regality').hints.clear();
      });
      expect((await objectBox(page, second![0])).y).toBeCloseTo(second![1].y, 0);

      await tapObject(page, 'regality.board.4');
      await page.waitForFunction(() => window.__fc?.objects()['ui.info.title']?.text === 'Tower');
      expect((await objectBox(page, 'ui.info.body')).text).toContain('Under it: the Citizen');
      // Its picture shows the tile under it too (as the board does): its name strip and its sign.
      const pic = await objectBox(page, 'ui.info.under');
      expect(pic.visible).toBe(true);
      expect(pic.text).toBe('Citizen');
      expect((await objectBox(page, 'ui.info.under.sign')).text).toBe('♙');
      const infoCard = await objectBox(page, 'ui.info');
      expect(pic.x).toBeGreaterThanOrEqual(infoCard.x);
      expect(pic.x + pic.width).toBeLessThanOrEqual(infoCard.x + infoCard.width / 2);
      await screenshot(page, `${phone.name}-regality-tower-card`);
      await expectPhoneReady(page, info, `${phone.name}-regality-tower-card`, AUDIT);

      // The Cardinal's arrows (a ray tile's choice of way): each on the first cell that way, none
      // over a tile's name (on the cells' edges they hid the Cardinal's own name and its neighbours').
      const moves = [P('citizen', 4), P('bishop', 1), SKIP, P('general', 3), SKIP, P('cardinal', 6)];
      const payload2 = { f: 1, r: { game: 'regality', version: RULES_VERSION, options, seed: 3, moves }, k: 'hh' };
      await gotoApp(page, `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload2))).toString('base64url')}`);
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.objects()['regality.dir.behind']?.visible === true);
      await still(page);
      const names = await page.evaluate(() => window.__fc!.texts().filter((x) => x.scene === 'Regality' && ['Citizen', 'Bishop', 'General', 'Cardinal'].includes(x.text)));
      expect(names.map((x) => x.text).sort()).toEqual(['Bishop', 'Cardinal', 'Citizen', 'General']);
      for (const dir of ['behind', 'behind-left']) {
        const a = await objectBox(page, `regality.dir.${dir}`);
        for (const n of names) {
          const w = Math.min(a.x + a.width, n.x + n.width) - Math.max(a.x, n.x);
          const h = Math.min(a.y + a.height, n.y + n.height) - Math.max(a.y, n.y);
          expect(w > 0 && h > 0, `the ${dir} arrow over "${n.text}"`).toBe(false);
        }
      }
      await expectPhoneReady(page, info, `${phone.name}-regality-arrows`, AUDIT);
      await tapObject(page, 'regality.dir.behind');
      await settle(page, 7);
      expect((await fcState<State>(page)).board[3]).toMatchObject({ tile: 'general', owner: 1 });
      expect(errors).toEqual([]);
    });
  });
}
