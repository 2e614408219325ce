// Castle Panic on a phone held sideways (844x390 and 740x360, touch, deviceScaleFactor 3): the
// table's compact layout meets the phone goals (no text under 12 CSS px, no tap target under 44x44
// CSS px, nothing cut off or drawn over other text: tests/e2e/phone-audit.ts) in the placing phase,
// once the six monsters are placed by taps, in the play phase with a card selected, in the trade
// dialog and in the Overlord's view; a turn is played by taps alone (a monster tapped from the
// tray onto each arc, a card tapped then the monster it hits, the button to move on) and the rules'
// state agrees. The table mid-game is saved as docs/phone/castle-panic-<size>.jpg.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors, docsShot, fcObjects, fcRecord, fcState, gotoApp, objectBox, screenshot, settle as settleScreen, tapAt as tapAtHelper } from './helpers';
import { expectPhoneReady, PHONES, phoneShare, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface Monster {
  id: number;
  kind: string;
  hp: number;
  arc: number;
  ring: string;
}
interface State {
  monsters: Monster[];
  hands: string[][];
  phase: string;
  status: string;
  turn: number;
  current: number;
  toPlace: string[];
  overlordHand: string[];
}

const VERSION = 2; // CASTLE_PANIC_VERSION
const DEAL = { type: 'start-deal' };
const PASS = { type: 'pass' };
const SCENE = 'CastlePanic';

/** A shared link to a game (the link format of src/app/share.ts); past the placing phase unless `placing`. */
function link(options: object, seed: number, moves: object[] = [], seats = 1, placing = false): string {
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves: placing ? moves : [DEAL, ...moves] }, k: 'h'.repeat(seats) };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function openGame(page: Page, hash: string, lang?: string): Promise<void> {
  // Animations at the test speed (4x): on a loaded machine drawing at 3 device px per CSS px, frames are few
  // and far between (not on about:blank: no storage there)
  await page.addInitScript((language) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, ...(language ? { lang: language } : {}) }));
  }, lang);
  await gotoApp(page, hash);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!(window.__fc.objects()['cp.pass'] ?? window.__fc.objects()['cp.deal']) && window.__fc.busy() === false);
  await settleScreen(page);
}

/** Waits until the record holds `n` moves (the placing phase's included) and they are shown. */
async function settle(page: Page, n: number): Promise<void> {
  await page
    .waitForFunction((want) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= want && window.__fc?.busy() === false, n, { timeout: 90_000 })
    .catch(async (e: unknown) => {
      const now = await page.evaluate(() => ({ moves: (window.__fc?.record() as { moves: unknown[] } | null)?.moves, busy: window.__fc?.busy() }));
      throw new Error(`settle(${n}): ${JSON.stringify(now)}`, { cause: e });
    });
  await settleScreen(page);
}
/**
 * With a dialog open, the table lies dimmed under its backdrop: a dialog's text over a table's
 * text is not two texts drawn over each other (the dialog's own texts still may not overlap).
 */
const inDialog = (name: string): boolean => /^cp\.(trade|afo\.(dialog|panel|body|pick|confirm|cancel))/.test(name) || name.startsWith('ui.dialog');
/** An explain-once card's texts (an opaque parchment over the table). */
const onCard = (t: { name: string }): boolean => t.name.startsWith('ui.explain');
const dialogOverTable = (a: { name: string }, b: { name: string }): boolean => inDialog(a.name) !== inDialog(b.name);
/** A dialog's backdrop covers the whole window and only blocks the table: not a button. */
const backdrop = (t: { width: number; height: number }): boolean => t.width >= 1500 && t.height >= 800;

const moveCount = async (page: Page): Promise<number> => (await fcRecord<{ moves: unknown[] }>(page)).moves.length;

/** A tap of the finger at design coordinates, then what it set moving at rest. */
async function tapAt(page: Page, x: number, y: number): Promise<void> {
  await tapAtHelper(page, x, y);
  await settleScreen(page, 90_000);
}

/** A tap on the middle of a named object. */
async function tap(page: Page, name: string): Promise<void> {
  const b = await objectBox(page, name);
  expect(b.visible, `${name} visible`).toBe(true);
  await tapAt(page, b.x + b.width / 2, b.y + b.height / 2);
}

/**
 * Every word on a card of the hand stays on its card: the band's "Château aussi" (French, on the
 * tar, barbarian and drive-him-back cards) or "Avec une touche" ran past a phone card's edges.
 */
async function expectCardWordsInside(page: Page): Promise<void> {
  const { objects, texts } = await page.evaluate(() => ({ objects: window.__fc?.objects() ?? {}, texts: window.__fc?.texts() ?? [] }));
  const cards = Object.keys(objects).filter((n) => /^cp\.card\.[^.]+$/.test(n));
  expect(cards.length).toBeGreaterThan(0);
  for (const name of cards) {
    const c = objects[name] as { x: number; y: number; width: number; height: number };
    const words = texts.filter((t) => t.name === name);
    expect(words.length, `${name} has words`).toBeGreaterThan(0);
    for (const w of words) {
      const inside = w.x >= c.x - 1 && w.x + w.width <= c.x + c.width + 1 && w.y >= c.y - 1 && w.y + w.height <= c.y + c.height + 1;
      expect(inside, `"${w.text}" inside ${name}`).toBe(true);
    }
  }
}

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    // screenshots at 3 device px per CSS px are slow on a loaded machine: more room than the default 10 s
    test.use({ ...phoneUse(phone.viewport), actionTimeout: 45_000 });
    test.describe.configure({ timeout: 240_000 });

    if (share()) test('placing by taps, then a turn by taps: a card onto a monster, the monsters move', async ({ page }, info) => {
      const errors = collectConsoleErrors(page);
      const hand = ['archer-any', 'archer-blue', 'brick', 'mortar', 'swordsman-any', 'tar'];
      await openGame(page, link({ players: 1, mode: 'solo', stack: { hands: [hand], pile: ['goblin', 'goblin'], dice: [1, 4] } }, 5, [], 1, true));
      expect((await page.evaluate(() => window.__fc?.layout().compact)) ?? false).toBe(true);
      await expectPhoneReady(page, info, `cp-${phone.name}-placing`, { onlyScene: SCENE });

      // the six starting monsters: each tapped in the tray, then the free arc tapped
      let s = await fcState<State>(page);
      for (let arc = 1; arc <= 6; arc++) {
        const before = await moveCount(page);
        await tap(page, `cp.start.${s.toPlace[0] ?? ''}`);
        if (arc === 2) await expectPhoneReady(page, info, `cp-${phone.name}-placing-selected`, { onlyScene: SCENE });
        await tap(page, `cp.startZone.${arc}`);
        await settle(page, before + 1);
        s = await fcState<State>(page);
        expect(s.monsters.length).toBe(arc);
        expect(s.monsters.find((m) => m.arc === arc)?.ring).toBe('archer');
      }
      await page.waitForFunction(() => !!window.__fc?.objects()['cp.pass'] && window.__fc.busy() === false);
      s = await fcState<State>(page);
      expect([s.phase, s.toPlace]).toEqual(['discard', []]);
      await expectPhoneReady(page, info, `cp-${phone.name}-placed`, { onlyScene: SCENE });

      // discard phase: keep the hand (the button, tapped)
      let n = await moveCount(page);
      await tap(page, 'cp.pass');
      await settle(page, n + 1);
      expect((await fcState<State>(page)).phase).toBe('play');

      // play: the any-colour archer tapped, then the orc of arc 4 (archer ring) tapped: it loses a point
      await tap(page, 'cp.card.archer-any');
      await expectPhoneReady(page, info, `cp-${phone.name}-card-selected`, { onlyScene: SCENE });
      s = await fcState<State>(page);
      const orc = s.monsters.find((m) => m.kind === 'orc') as Monster;
      n = await moveCount(page);
      await tap(page, `cp.monster.${orc.id}`);
      await settle(page, n + 1);
      s = await fcState<State>(page);
      expect(s.monsters.find((m) => m.id === orc.id)?.hp).toBe(orc.hp - 1);
      expect(s.hands[0]).not.toContain('archer-any');
      await expectPhoneReady(page, info, `cp-${phone.name}-hit`, { onlyScene: SCENE });
      await docsShot(page, `phone/castle-panic-${phone.viewport.width}x${phone.viewport.height}.jpg`, { quality: 70 });

      // done playing: the monsters march one ring inward, two new ones come, the next turn begins
      const turn = s.turn;
      n = await moveCount(page);
      await tap(page, 'cp.pass');
      await settle(page, n + 1);
      s = await fcState<State>(page);
      expect(s.turn).toBe(turn + 1);
      expect(s.phase).toBe('discard');
      expect(s.monsters.filter((m) => m.ring === 'knight').length).toBeGreaterThan(0);
      await expectPhoneReady(page, info, `cp-${phone.name}-next-turn`, { onlyScene: SCENE });
      expect(errors).toEqual([]);
    });

    if (share()) test('six defenders, in French: the five other hands share the room between the piles and the hand; the boulder\'s explain card (the longest words) clear of the discard pile (the discard step is next), the panel and the hand, gone at the next tap', async ({ page }, info) => {
      // French: the boulder's words are the longest of all the explain cards (with the Italian ones)
      await openGame(page, link({ players: 6, mode: 'coop', stack: { hands: [['barbarian', 'drive-him-back', 'nice-shot', 'tar']], pile: ['boulder', 'goblin'], dice: [3, 4] } }, 5, [PASS, PASS], 6), 'fr');
      await expectPhoneReady(page, info, `cp-${phone.name}-six`, { onlyScene: SCENE });
      // Player 1's hand: the four cards whose bands carry the longest words
      await expectCardWordsInside(page);
      // the monsters move: the boulder's explain-once card comes, flat under the piles' row (the
      // discard step is next: the discard pile, the prompt's target, stays in sight; issue 30 item 1)
      await tap(page, 'cp.pass');
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain.ok']?.visible === true && window.__fc.busy() === false, undefined, { timeout: 90_000 });
      await settleScreen(page);
      expect((await objectBox(page, 'ui.explain.title')).text).toBe('Un rocher géant');
      await screenshot(page, `cp-${phone.name}-six-explain-boulder`);
      // the card is opaque: the piles' counts under it are hidden, not drawn over
      await expectPhoneReady(page, info, `cp-${phone.name}-six-explain`, { onlyScene: SCENE, overlapOk: (a, b) => onCard(a) !== onCard(b) });
      const card = await objectBox(page, 'ui.explain');
      const objects = await page.evaluate(() => window.__fc?.objects() ?? {});
      expect(Object.keys(objects).filter((n) => /^cp\.seat\.\d$/.test(n)).length).toBe(5);
      const names = Object.keys(objects).filter((n) => /^cp\.(card\.[^.]+$|handTitle$|panel$|pass$|hint$|discardZone$|deckCount$)/.test(n));
      expect(names).toContain('cp.discardZone');
      for (const name of names) {
        const o = objects[name] as { x: number; y: number; width: number; height: number };
        const apart = card.x + card.width <= o.x || o.x + o.width <= card.x || card.y + card.height <= o.y || o.y + o.height <= card.y;
        expect(apart, `${name} clear of the card`).toBe(true);
      }
      // the player's next tap (a card of the hand chosen) puts it away
      const s = await fcState<State>(page);
      await tap(page, `cp.card.${s.hands[s.current]?.[0] ?? ''}`);
      await page.waitForFunction(() => !window.__fc?.objects()['ui.explain']);
    });

    if (share()) test('three defenders: the other hands, the trade dialog worked by taps', async ({ page }, info) => {
      const errors = collectConsoleErrors(page);
      const hands = [
        ['archer-red', 'knight-green', 'swordsman-blue', 'fortify-wall', 'nice-shot'],
        ['brick', 'mortar', 'tar', 'hero-blue', 'barbarian'],
        ['archer-green', 'archer-blue', 'knight-red', 'missing', 'draw-2'],
      ];
      await openGame(page, link({ players: 3, mode: 'coop', stack: { hands } }, 5, [PASS], 3));
      expect((await fcState<State>(page)).phase).toBe('trade');
      await expectPhoneReady(page, info, `cp-${phone.name}-trade-phase`, { onlyScene: SCENE });
      await tap(page, 'cp.tradeButton');
      await page.waitForFunction(() => window.__fc?.objects()['cp.trade.confirm']?.visible === true);
      await tap(page, 'cp.trade.give.nice-shot');
      await tap(page, 'cp.trade.take.1.barbarian');
      await expectPhoneReady(page, info, `cp-${phone.name}-trade`, { onlyScene: SCENE, targetOk: backdrop, overlapOk: dialogOverTable });
      const n = await moveCount(page);
      await tap(page, 'cp.trade.confirm');
      await settle(page, n + 1);
      const s = await fcState<State>(page);
      expect(s.hands[0]).toContain('barbarian');
      expect(s.hands[1]).toContain('nice-shot');
      expect(errors).toEqual([]);
    });

    if (share()) test('All for One by taps: the button, the lit orc, the dialog\'s choice, the orc slain', async ({ page }, info) => {
      const errors = collectConsoleErrors(page);
      const hand = ['archer-red', 'knight-any', 'knight-red', 'swordsman-red', 'tar', 'brick'];
      await openGame(page, link({ players: 1, mode: 'solo', variants: { allForOne: true }, stack: { hands: [hand], pile: ['goblin', 'goblin'] } }, 5, [PASS]));
      expect((await fcState<State>(page)).phase).toBe('play');
      await tap(page, 'cp.afo');
      await page.waitForFunction(() => !!window.__fc?.objects()['cp.afo.1']);
      await expectPhoneReady(page, info, `cp-${phone.name}-afo-aim`, { onlyScene: SCENE });
      await tap(page, 'cp.afo.1'); // the orc of arc 2: two triples fit, the dialog asks
      await page.waitForFunction(() => window.__fc?.objects()['cp.afo.confirm']?.visible === true);
      await settleScreen(page);
      await tap(page, 'cp.afo.pick.1.knight-red');
      await expectPhoneReady(page, info, `cp-${phone.name}-afo-dialog`, { onlyScene: SCENE, targetOk: backdrop, overlapOk: dialogOverTable });
      const n = await moveCount(page);
      await tap(page, 'cp.afo.confirm');
      await settle(page, n + 1);
      const s = await fcState<State>(page);
      expect(s.monsters.some((m) => m.id === 1)).toBe(false);
      expect(s.hands[0]).toEqual(expect.arrayContaining(['knight-any', 'tar', 'brick']));
      expect(s.hands[0]).not.toContain('knight-red');
      expect(errors).toEqual([]);
    });

    if (share()) test('the Overlord\'s view: its tokens, tapped onto a forest arc', async ({ page }, info) => {
      const errors = collectConsoleErrors(page);
      const options = { players: 1, mode: 'overlord', stack: { hands: [['archer-red', 'knight-green', 'swordsman-blue', 'brick', 'mortar', 'tar']], pile: ['orc', 'goblin', 'boulder', 'troll'] } };
      await openGame(page, link(options, 5, [PASS], 2));
      await expectPhoneReady(page, info, `cp-${phone.name}-defender-overlord-mode`, { onlyScene: SCENE });
      // issue 30 item 13: the forest named on a phone too (the audit above finds it clear of the arc numbers)
      expect((await fcObjects(page))['cp.ringName.forest']?.visible).toBe(true);
      const n = await moveCount(page);
      await tap(page, 'cp.pass'); // the monsters move, then the Overlord's turn behind the hand-over screen
      await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true, undefined, { timeout: 90_000 });
      await tap(page, 'privacy.button');
      await page.waitForFunction(() => window.__fc?.objects()['cp.otoken.orc']?.visible === true && !window.__fc.objects()['privacy.button']?.visible && window.__fc.busy() === false);
      await settleScreen(page);
      let s = await fcState<State>(page);
      expect(s.phase).toBe('overlord');
      await expectPhoneReady(page, info, `cp-${phone.name}-overlord`, { onlyScene: SCENE });
      // issue 30 item 12: the die on the pile takes a first token, and the prompt asks for the second
      expect((await fcObjects(page))['cp.die.target']?.visible).toBe(true);
      await tap(page, 'cp.otoken.boulder');
      await tap(page, 'cp.rollZone');
      await page.waitForFunction(() => !!window.__fc?.objects()['cp.pending.0']);
      expect((await fcObjects(page))['cp.hint']?.text).toBe('One token is on the die: now tap a second token, then the die, to roll them both.');
      await expectPhoneReady(page, info, `cp-${phone.name}-overlord-second`, { onlyScene: SCENE });
      // the orc tapped, then the forest of arc 3 tapped: it stands there
      await tap(page, 'cp.otoken.orc');
      await tap(page, 'cp.forestZone.3');
      await settle(page, n + 2);
      s = await fcState<State>(page);
      expect(s.overlordHand).not.toContain('orc');
      expect(s.monsters.some((m) => m.kind === 'orc' && m.arc === 3 && m.ring === 'forest')).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
