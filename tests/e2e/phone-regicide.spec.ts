// Regicide on a phone held sideways (844x390 and 740x360, touch, deviceScaleFactor 3): the table's
// compact layout meets the phone goals (tests/e2e/phone-audit.ts: no text under 12 CSS px, no tap
// target under 44x44 CSS px, nothing cut off or drawn over other text) at the start, with a combo
// chosen and in the discard phase, and a turn is played by taps alone: a card tapped joins the
// play, Play commits it, cards tapped cover the counter-attack, Discard commits them. The cards
// played lie large at the enemy's foot; the first immunity's explain card comes up beside the
// enemy, clear of everything needed then.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors, docsShot, fcObjects, fcRecord, fcState, gotoApp, objectBox, screenshot, settle as settleScreen, tapObject as tapName, twoFrames } from './helpers';
import { expectPhoneReady, PHONES, phoneShare, phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface State {
  hands: string[][];
  enemy: string | null;
  damage: number;
  phase: string;
  toDiscard: number;
  jestersLeft: number;
  current: number;
  tavern: string[];
  discard: string[];
}

/** A shared link to a fresh game of Regicide with these options (the link format of src/app/share.ts). */
function link(options: object, seats: string): string {
  const payload = { f: 1, r: { game: 'regicide', version: 1, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction(
    (n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false,
    moves,
  );
  await still(page);
}

/** Wait until no tween runs in the Regicide scene (cards have landed); on a loaded machine this takes a while. */
async function still(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(() => {
      type Tween = { targets: { name?: string; constructor: { name: string } }[] | null };
      const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { tweens: { getTweens(): Tween[] } } } } }).__fcGame;
      return game.scene.getScene('Regicide').tweens.getTweens().flatMap((tw) => (tw.targets ?? []).map((o) => o.name || o.constructor.name)); // a killed tween's targets are null
    });
  await expect.poll(running, { timeout: 30_000 }).toEqual([]);
  await settleScreen(page);
}

/** A finger's tap on the middle of a named object's visible part (`dx`: fraction of its width from the left). */
async function tapObject(page: Page, name: string, dx = 0.5): Promise<void> {
  await tapName(page, name, dx);
  await twoFrames(page); // the tap reaches the game's next step
}

async function text(page: Page, name: string): Promise<string> {
  return (await objectBox(page, name)).text ?? '';
}

// The audit's options for this table: only its own scene (the host's rail and turn line are the shell's).
const AUDIT = { onlyScene: 'Regicide' };

for (const [index, phone] of PHONES.entries()) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    test.use(phoneUse(phone.viewport));

    if (share()) test('the table meets the phone goals, and a turn is played by taps', async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      const hand = ['10D', '10H', '10S', '5C', '5D', '2H', '3S', '4H'];
      await gotoApp(page, link({ players: 1, stack: { castle: ['JC'], hands: [hand], tavern: ['9H', '8C', '7D'] } }, 'h'));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
      await still(page);
      const layout = await page.evaluate(() => (window as unknown as { __fc: { layout(): { compact: boolean } } }).__fc.layout());
      expect(layout.compact).toBe(true);
      // Every card of the hand of 8 whole on the screen, side by side, each wider than a fingertip.
      const boxes = await Promise.all(hand.map((c) => objectBox(page, `regicide.card.${c}`)));
      const view = await page.evaluate(() => (window as unknown as { __fc: { layout(): { left: number; top: number; right: number; bottom: number; css: number } } }).__fc.layout());
      for (const b of boxes) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y + b.height).toBeLessThanOrEqual(view.bottom);
        expect(b.width * view.css).toBeGreaterThanOrEqual(44);
      }
      const xs = boxes.map((b) => b.x).sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) expect((xs[i]! - xs[i - 1]!) * view.css).toBeGreaterThanOrEqual(44);
      await expectPhoneReady(page, info, `${phone.name}-regicide-start`, AUDIT);

      // The hint (the strong bot's play): the ring that lights the enemy, its glow included, clears
      // the meters' "Its attack" line beside it (the drop zone's wider ring lay over its first letters).
      await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['host.hint']?.enabled === true);
      await tapObject(page, 'host.hint');
      await page.waitForFunction(() => Object.keys(window.__fc?.objects() ?? {}).some((n) => n.startsWith('hint.target.')), undefined, { timeout: 20_000 });
      const ring = await page.evaluate(() => {
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: { name: string; getData(k: string): unknown }[] } } } } }).__fcGame;
        const g = game.scene.getScene('Regicide').children.list.find((o) => o.name.startsWith('hint.target.'));
        return g ? { name: g.name, drawn: g.getData('drawn') as { x: number; y: number; width: number; height: number } } : null;
      });
      expect(ring?.name).toMatch(/^hint\.target\.regicide\.enemy/);
      const attack = await objectBox(page, 'regicide.attack');
      const r = ring!.drawn;
      const apart = r.x + r.width <= attack.x || attack.x + attack.width <= r.x || r.y + r.height <= attack.y || attack.y + attack.height <= r.y;
      expect(apart, `the lit ring (${Math.round(r.x + r.width)}) clear of "Its attack" (${Math.round(attack.x)})`).toBe(true);
      await still(page); // the ring's pulse over, for the picture
      await screenshot(page, `${phone.name}-regicide-hint`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !Object.keys(window.__fc?.objects() ?? {}).some((n) => n.startsWith('hint.')));
      await still(page);

      // A tap chooses a card (it rises in its slot), a tap on the risen card takes it back.
      await tapObject(page, 'regicide.card.10H');
      await expect.poll(async () => (await objectBox(page, 'regicide.pending.10H').catch(() => null))?.visible ?? false).toBe(true);
      await still(page);
      await tapObject(page, 'regicide.pending.10H');
      await expect.poll(async () => (await objectBox(page, 'regicide.card.10H').catch(() => null))?.visible ?? false).toBe(true);
      await still(page);

      // A combo by taps: the two fives; the forecast says what it will do (the jack is immune to
      // clubs; diamonds draw 2 cards, up to the full hand).
      await tapObject(page, 'regicide.card.5C');
      await still(page);
      await tapObject(page, 'regicide.card.5D');
      await still(page);
      await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Damage 10');
      expect(await text(page, 'regicide.forecast')).toContain('Draw 2');
      expect(await text(page, 'regicide.playButton')).toBe('Play 10');
      await expectPhoneReady(page, info, `${phone.name}-regicide-combo`, AUDIT);

      // Played by a tap on the enemy (844x390) or on Play (740x360).
      await tapObject(page, index === 0 ? 'regicide.enemy' : 'regicide.playButton');
      await settle(page, 1);
      let s = await fcState<State>(page);
      expect(s.damage).toBe(10);
      expect(s.phase).toBe('discard');
      expect(s.toDiscard).toBe(10);
      expect(s.hands[0]).toEqual(expect.arrayContaining(['9H', '8C'])); // dealt by the diamonds

      // The cards just played lie at the enemy's foot, large enough to read at a glance: each
      // under the enemy card (or touching its edge), its rank and suit well over the 12-px floor.
      const enemy = await objectBox(page, 'regicide.enemy');
      const texts = await page.evaluate(() => (window as unknown as { __fc: { texts(): { name: string; text: string; cssPx: number }[] } }).__fc.texts());
      for (const c of ['5C', '5D']) {
        const b = await objectBox(page, `regicide.table.${c}`);
        expect(b.x + b.width / 2, `${c} under the enemy`).toBeGreaterThanOrEqual(enemy.x - 1);
        expect(b.x + b.width / 2, `${c} under the enemy`).toBeLessThanOrEqual(enemy.x + enemy.width + 1);
        expect(b.y - (enemy.y + enemy.height), `${c} at the enemy's foot`).toBeLessThan(30);
        const mine = texts.filter((t) => t.name === `regicide.table.${c}`);
        expect(mine.map((t) => t.text).join(' ')).toBe(`5 ${c === '5C' ? '♣' : '♦'}`);
        for (const t of mine) expect(t.cssPx, `${c}: ${t.text}`).toBeGreaterThanOrEqual(16);
      }

      // The first immunity (the jack blocked the clubs' power) is explained on the phone's own
      // card, beside the enemy, over the forecast's place: the hand, the buttons, the enemy and the
      // played cards stay clear, and the screen meets the phone goals with the card up.
      await page.waitForFunction(() => window.__fc?.objects()['ui.explain']?.visible === true);
      expect(await text(page, 'ui.explain.title')).toBe('Immunity');
      expect(await text(page, 'ui.explain.body')).toContain('The Jack of clubs is immune to ♣ clubs');
      const card = await objectBox(page, 'ui.explain');
      const meets = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const needed = Object.entries(await fcObjects(page)).filter(([k, b]) => b.visible && (k === 'regicide.enemy' || /^regicide\.(card|table)\./.test(k) || /Button$|^regicide\.jesterStep/.test(k)));
      expect(needed.length).toBeGreaterThan(10);
      for (const [k, b] of needed) expect(meets(card, b), `the card over ${k}`).toBe(false);
      expect(card.x + card.width).toBeLessThanOrEqual(view.right + 1);
      await expectPhoneReady(page, info, `${phone.name}-regicide-immune-explain`, AUDIT);
      await tapObject(page, 'ui.explain.ok');
      await page.waitForFunction(() => !window.__fc?.objects()['ui.explain'] && window.__fc?.objects()['regicide.forecast']?.visible === true);
      await expectPhoneReady(page, info, `${phone.name}-regicide-discard`, AUDIT);

      // Cover the counter-attack of 10 by taps: the 2 and the 8 just drawn, then Suffer.
      await tapObject(page, 'regicide.card.2H');
      await still(page);
      await tapObject(page, 'regicide.card.8C');
      await still(page);
      await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Chosen: 10, covers 10');
      await expectPhoneReady(page, info, `${phone.name}-regicide-discard-chosen`, AUDIT);
      await tapObject(page, 'regicide.discardButton');
      await settle(page, 2);
      s = await fcState<State>(page);
      expect(s.phase).toBe('play');
      expect(s.discard.sort()).toEqual(['2H', '8C']);
      expect(s.hands[0]!.sort()).toEqual(['10D', '10H', '10S', '3S', '4H', '9H'].sort());
      expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toEqual([
        { type: 'play', cards: ['5C', '5D'] },
        { type: 'discard', cards: ['2H', '8C'] },
      ]);

      // Mid-game: the ten of spades chosen for an exact kill; the screenshot for the README.
      await tapObject(page, 'regicide.card.10S');
      await still(page);
      await expect.poll(async () => await text(page, 'regicide.forecast')).toContain('Exact kill');
      await expectPhoneReady(page, info, `${phone.name}-regicide-midgame`, AUDIT);
      const { width, height } = phone.viewport;
      await docsShot(page, `phone/regicide-${width}x${height}.jpg`, { quality: 70 });

      // The jester power by a tap, before playing: the chosen card goes back, a fresh hand of 8.
      await tapObject(page, 'regicide.jesterStep1');
      await settle(page, 3);
      s = await fcState<State>(page);
      expect(s.jestersLeft).toBe(1);
      expect(s.hands[0]).toHaveLength(8);
      await expectPhoneReady(page, info, `${phone.name}-regicide-new-hand`, AUDIT);
      expect(errors).toEqual([]);
    });

    if (share()) test('a long forecast (four twos against a jack, in French) stays inside its panel', async ({ page }, info) => {
      await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'fr', animSpeed: 4 })));
      const hand = ['2C', '2D', '2H', '2S', '10C', '9D', '8H', '7S'];
      await gotoApp(page, link({ players: 1, stack: { castle: ['JS'], hands: [hand] } }, 'h'));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
      await still(page);
      for (const c of ['2C', '2D', '2H', '2S']) {
        await tapObject(page, `regicide.card.${c}`);
        await still(page);
      }
      await expect.poll(async () => (await fcState<State>(page)).hands[0]!.length).toBe(8);
      const forecast = await objectBox(page, 'regicide.forecast');
      const panel = await objectBox(page, 'regicide.panel');
      expect(forecast.text).toContain('immunisé'); // five lines, the last one wrapped
      expect(forecast.y + forecast.height).toBeLessThanOrEqual(panel.y + panel.height);
      await expectPhoneReady(page, info, `${phone.name}-regicide-long-forecast`, AUDIT);
    });

    if (share()) test('three players, in French: the seats, a jester played by taps, the "who plays next" list', async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      // French: the longest labels of the three languages.
      await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: 'fr', animSpeed: 4 })));
      const a = ['X1', '9C', '8S', '7H', '6D', '5C'];
      const b = ['10C', '9D', '8H', '7S', '6C', '5D'];
      await gotoApp(page, link({ players: 3, stack: { castle: ['JH'], hands: [a, b] } }, 'hhh'));
      await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy']);
      await still(page);
      await expectPhoneReady(page, info, `${phone.name}-regicide-3p-start`, AUDIT);
      await tapObject(page, 'regicide.card.X1');
      await still(page);
      await expectPhoneReady(page, info, `${phone.name}-regicide-3p-jester`, AUDIT);
      await tapObject(page, 'regicide.playButton');
      await settle(page, 1);
      expect((await fcState<State>(page)).phase).toBe('choose');
      await page.waitForFunction(() => !!window.__fc?.objects()['regicide.choose.1']);
      await expectPhoneReady(page, info, `${phone.name}-regicide-3p-choose`, AUDIT);
      await tapObject(page, 'regicide.choose.1');
      // The hand-over screen (the shell's): a tap on its button shows seat 2's hand.
      await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true);
      await settleScreen(page); // the hand-over screen faded in
      await tapObject(page, 'privacy.button');
      await page.waitForFunction(() => !!window.__fc?.objects()['regicide.card.10C']?.visible);
      await still(page);
      expect((await fcRecord<{ moves: unknown[] }>(page)).moves).toEqual([
        { type: 'play', cards: ['X1'] },
        { type: 'choose', seat: 1 },
      ]);
      expect((await fcState<State>(page)).current).toBe(1);
      await expectPhoneReady(page, info, `${phone.name}-regicide-3p-seat2`, AUDIT);
      expect(errors).toEqual([]);
    });
  });
}
