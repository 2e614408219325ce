// Le Roi du Ring on a phone held sideways (844x390 and 740x360, touch, deviceScaleFactor 3): the
// compact table (the ring as tall as the window, the rows, prompt, hand and tray beside it) meets
// the phone goals (tests/e2e/phone-audit.ts: no text under 12 CSS px, no tap target under 44 px,
// nothing cut off or drawn over other text) at the exchange, with a card picked, with a choice and
// a defence open; and a game is played by taps alone: a card onto the tray and back, three steps
// (a card, then its square), a strike (the card, then the foe, then Hit) and the defender taking
// it, each checked in the rules' state. A mid-game screenshot of each size goes to docs/phone/.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { ROPES_DEAL, ROPES_MOVES } from './roi-positions';
import { docsShot, gotoApp, objectBox, still, tapObject, visiblePlaces } from './helpers';
import { expectPhoneReady, PHONES, phoneShare, phoneUse, type AuditOptions } from './phone-audit';
import { ROI_VERSION, type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

/** A shared link to a hot-seat game (everyone at one device) with these options and moves already played. */
function link(options: RoiOptions, moves: RoiMove[] = []): string {
  const payload = { f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options, seed: 7, moves }, k: 'h'.repeat(options.players) };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

// (Blue's 7♥ strikes back after the 9♥'s parry: since s37 a counter-attack no card can make is not asked)
const STEPS_DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '4C', '7H']] } };

const state = (page: Page): Promise<RoiState> => page.evaluate(() => window.__fc?.state() as RoiState);
const movesPlayed = async (page: Page): Promise<number> => page.evaluate(() => (window.__fc?.record() as { moves: unknown[] }).moves.length);
const at = (s: RoiState, seat: number) => ({ x: s.fighters[seat]?.x, y: s.fighters[seat]?.y });

async function waitFor(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => window.__fc?.objects()[n]?.visible === true, name);
}

/** A tap (touch) on the centre of a named object. */
async function tap(page: Page, name: string): Promise<void> {
  await tapObject(page, name);
}

async function settle(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= n && window.__fc?.busy() === false, moves);
  await still(page);
}

/** Tap through the pass-the-device screen, if it shows, and wait for the table. */
async function passDevice(page: Page): Promise<void> {
  // The screen takes the first tap, even one the moment it shows (src/ui/privacy.ts).
  await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true && window.__fc.objects()['privacy.button']?.enabled === true);
  await tap(page, 'privacy.button');
  await page.waitForFunction(() => !window.__fc?.objects()['privacy.button']?.visible, undefined, { timeout: 30_000 });
  await still(page);
}

// The audit reads this table's own texts and targets (the host's bar is the shell's). Marks on a
// card (its corners, its big suit) sit on the card by design; a fanned attack's cards cover each
// other's marks, which then do not show.
const AUDIT: AuditOptions = {
  onlyScene: 'RoiDuRing',
  overlapOk: (a, b) => (a.name === b.name && /^roi\.(card|chosen)\./.test(a.name)) || (a.name === 'roi.attackCard' && b.name === 'roi.attackCard'),
};

test.describe.configure({ timeout: 150_000 });

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    test.use(phoneUse(phone.viewport));

    if (share()) test('a game by taps: the exchange, a card picked, steps, a strike, the defence, a counter-attack prompt; each screen meets the phone goals', async ({ page }, info) => {
      const size = `${phone.viewport.width}x${phone.viewport.height}`;
      await gotoApp(page, link(STEPS_DEAL));
      await waitFor(page, 'roi.btn.keep');
      await still(page);
      await expectPhoneReady(page, info, `roi-${size}-exchange`, AUDIT);

      // A card onto the tray by two taps: it stands raised in the hand, the tray counts it; a tap takes it back.
      await tap(page, 'roi.card.6H');
      await tap(page, 'roi.tray');
      await waitFor(page, 'roi.chosen.6H');
      expect((await objectBox(page, 'roi.tray.count')).text).toBe('1');
      expect((await objectBox(page, 'roi.btn.exchange')).enabled).toBe(true);
      await expectPhoneReady(page, info, `roi-${size}-tray`, AUDIT);
      await tap(page, 'roi.chosen.6H');
      await waitFor(page, 'roi.card.6H');
      expect(await movesPlayed(page)).toBe(0);

      // Both keep their hands; the device passes between them.
      await tap(page, 'roi.btn.keep');
      await passDevice(page);
      await waitFor(page, 'roi.btn.keep');
      await tap(page, 'roi.btn.keep');
      await passDevice(page);
      await waitFor(page, 'roi.card.2S');
      await settle(page, 2);
      await expectPhoneReady(page, info, `roi-${size}-turn`, AUDIT);

      // Three cards onto the tray: Discard and Intimidate come above the end of the turn's
      // buttons, which stay where they were, on a row of their own (issue 30 item 17).
      const ends = () => visiblePlaces(page, 'roi.btn.end.');
      const before = await ends();
      expect(before.length).toBeGreaterThan(0);
      for (const card of ['2S', '3S', '4S']) {
        await tap(page, `roi.card.${card}`);
        await tap(page, 'roi.tray');
        await waitFor(page, `roi.chosen.${card}`);
      }
      await waitFor(page, 'roi.btn.intimidate.1');
      expect(await ends()).toEqual(before);
      const intimidate = await objectBox(page, 'roi.btn.intimidate.1');
      expect(intimidate.y + intimidate.height).toBeLessThanOrEqual(Math.min(...before.map(([, , y]) => y)));
      await expectPhoneReady(page, info, `roi-${size}-tray-turn`, AUDIT);
      for (const card of ['2S', '3S', '4S']) {
        await tap(page, `roi.chosen.${card}`);
        await waitFor(page, `roi.card.${card}`);
      }
      expect(await movesPlayed(page)).toBe(2);

      // Tap the 2 of spades: its squares light up; tap one: Red steps there.
      await tap(page, 'roi.card.2S');
      await still(page);
      await expectPhoneReady(page, info, `roi-${size}-picked`, AUDIT);
      await tap(page, 'roi.sq.1.1');
      await settle(page, 3);
      expect(at(await state(page), 0)).toEqual({ x: 1, y: 1 });
      await tap(page, 'roi.card.3S');
      await tap(page, 'roi.sq.2.2');
      await settle(page, 4);
      await tap(page, 'roi.card.4S');
      await tap(page, 'roi.sq.3.3');
      await settle(page, 5);
      expect(at(await state(page), 0)).toEqual({ x: 3, y: 3 });

      // The 5 of hearts, then Blue: hit or push is asked; Hit.
      await tap(page, 'roi.card.5H');
      await tap(page, 'roi.sq.4.4');
      await waitFor(page, 'roi.btn.hit');
      await expectPhoneReady(page, info, `roi-${size}-choice`, AUDIT);
      // Hint with the strike half made (issue 30 item 3): it is not cancelled; the button that
      // finishes it is lit, and one line says why, in the prompt where its words were.
      await tap(page, 'host.hint');
      await page.waitForFunction(() => window.__fc?.objects()['roi.hintWhy.text']?.visible === true, undefined, { timeout: 30_000 });
      await still(page); // the marks' pulse over
      const lit = Object.entries(await page.evaluate(() => window.__fc?.objects() ?? {})).filter(([n, b]) => b.visible && n.startsWith('hint.')).map(([n]) => n);
      expect(lit.length === 1 && /^hint\.target\.roi\.btn\.(hit|push)$/.test(lit[0] ?? ''), lit.join(', ')).toBe(true);
      expect((await objectBox(page, 'roi.btn.cancel')).visible).toBe(true);
      expect((await objectBox(page, 'roi.hintWhy.text')).text).toMatch(/^(Hit: −2 hp to Blue|Push: Blue against the ropes)$/);
      await expectPhoneReady(page, info, `roi-${size}-choice-hint`, AUDIT);
      await tap(page, 'roi.btn.hit');
      await settle(page, 6);
      let s = await state(page);
      expect(s.phase).toBe('defend');
      expect(s.attack?.card).toBe('5H');

      // Blue's defence: parry, take it; the screenshot of the table mid-game for the README.
      await passDevice(page);
      await waitFor(page, 'roi.btn.take');
      expect((await objectBox(page, 'roi.hint')).text).toContain('5♥');
      await expectPhoneReady(page, info, `roi-${size}-defend`, AUDIT);
      await docsShot(page, `phone/roi-du-ring-${size}.jpg`, { quality: 70 });
      // The attack's card lies clear of both boxers and their gloves (their squares but for 8 % at each edge), not on Blue's head.
      const attackCard = await objectBox(page, 'roi.attackCard');
      for (const f of s.fighters) {
        const sq = await objectBox(page, `roi.sq.${f.x}.${f.y}`);
        const body = { x: sq.x + sq.width * 0.08, y: sq.y + sq.height * 0.08, width: sq.width * 0.84, height: sq.height * 0.84 };
        const apart = attackCard.x + attackCard.width <= body.x || body.x + body.width <= attackCard.x || attackCard.y + attackCard.height <= body.y || body.y + body.height <= attackCard.y;
        expect(apart, `the attack's card ${JSON.stringify(attackCard)} clear of fighter ${f.seat} ${JSON.stringify(body)}`).toBe(true);
      }
      await tap(page, 'roi.btn.take');
      await settle(page, 7);
      s = await state(page);
      expect(s.fighters[1]?.hp).toBe(8);
      expect((await objectBox(page, 'roi.side.hp.1')).text).toBe('8 hp');
      expect((await objectBox(page, 'roi.hp.1')).text).toBe('♥ 8');

      // Red strikes again with the 6 of hearts; Blue parries with the 9: the counter-attack prompt,
      // wrapped to the panel, never ends a line on a suit symbol ("(♦" alone, then "straight").
      await passDevice(page);
      await waitFor(page, 'roi.card.6H');
      await tap(page, 'roi.card.6H');
      await tap(page, 'roi.sq.4.4');
      await waitFor(page, 'roi.btn.hit');
      await tap(page, 'roi.btn.hit');
      await settle(page, 8);
      await passDevice(page);
      await waitFor(page, 'roi.btn.parry.9H');
      await tap(page, 'roi.btn.parry.9H');
      await settle(page, 9);
      await waitFor(page, 'roi.btn.stop');
      const lines = await page.evaluate(() => {
        type Obj = { name: string; list?: Obj[]; text?: string; getWrappedText?(t: string): string[] };
        const game = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Obj[] } } } } }).__fcGame;
        const find = (list: Obj[]): Obj | null => {
          for (const o of list) {
            if (o.name === 'roi.hint' && o.getWrappedText) return o;
            const inner = o.list ? find(o.list) : null;
            if (inner) return inner;
          }
          return null;
        };
        const hint = find(game.scene.getScene('RoiDuRing').children.list);
        return hint?.getWrappedText?.(hint.text ?? '') ?? [];
      });
      expect(lines.join(' ')).toContain('Strike back at Red');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(line.trimEnd(), line).not.toMatch(/[♣♦♥♠],?$/u);
      expect((await objectBox(page, 'roi.hint')).text).toContain('(♦\u00A0straight, ♥\u00A0diagonally)');
      await expectPhoneReady(page, info, `roi-${size}-counter`, AUDIT);
    });

    if (share()) test('four fighters with every advanced rule, and two fighters each (shared hp said): the rows, fury and prompt fit', async ({ page }, info) => {
      const size = `${phone.viewport.width}x${phone.viewport.height}`;
      const four: RoiOptions = { players: 4, teams: true, advanced: { specialCards: true, surprise: true, psychic: true, fury: true }, stack: { draw: ['XR', 'AC', '2C', '3C'] } };
      await gotoApp(page, link(four, [0, 1, 2, 3].map(() => ({ type: 'exchange', cards: [] }))));
      await waitFor(page, 'roi.btn.end.0');
      await still(page);
      expect((await objectBox(page, 'roi.fury.2')).text).toBe('0');
      await expectPhoneReady(page, info, `roi-${size}-four`, AUDIT);

      const duo: RoiOptions = { players: 2, fightersPerPlayer: 2, stack: { draw: ['XR', 'AC'], hands: [['2C', '3C'], ['4C', '5C']] } };
      // a new link in the same tab opens it (issue 15 defect 9): no reload needed
      await gotoApp(page, link(duo, [{ type: 'exchange', cards: [] }, { type: 'exchange', cards: [] }]));
      await waitFor(page, 'roi.btn.switch.2');
      await still(page);
      expect((await objectBox(page, 'roi.side.shared')).text).toContain('share');
      await expectPhoneReady(page, info, `roi-${size}-duo`, AUDIT);
      // The second fighter by a tap, then a step by two taps.
      await tap(page, 'roi.btn.switch.2');
      await settle(page, 3);
      const s = await state(page);
      expect(s.current).toBe(2);
      const from = at(s, 2);
      const to = { x: from.x ?? 0, y: (from.y ?? 0) === 4 ? 3 : 1 };
      await tap(page, 'roi.card.2C');
      await tap(page, `roi.sq.${to.x}.${to.y}`);
      await settle(page, 4);
      expect(at(await state(page), 2)).toEqual(to);
    });
  });
}

// On a desktop (1600 x 900) a crowded prompt (two fighters each, every advanced rule: a long hint,
// the legend, a switch and three ends of turn) keeps its buttons inside the panel, off its border
// (they were drawn on it before).
test('desktop: a crowded prompt keeps its buttons inside the panel', async ({ page }) => {
  const duo: RoiOptions = { players: 2, fightersPerPlayer: 2, advanced: { specialCards: true, surprise: true, psychic: true, fury: true }, stack: { draw: ['XR', 'AC'], hands: [['2C', '3C'], ['4C', '5C']] } };
  await gotoApp(page, link(duo, [{ type: 'exchange', cards: [] }, { type: 'exchange', cards: [] }]));
  await waitFor(page, 'roi.btn.end.2');
  await still(page);
  const bottom = 694; // the desktop prompt panel's foot (scene/layout.ts PROMPT_BOTTOM); its border is drawn 7 px inside
  const hint = await objectBox(page, 'roi.hint');
  for (const name of ['roi.btn.switch.2', 'roi.btn.end.0', 'roi.btn.end.1', 'roi.btn.end.2']) {
    const b = await objectBox(page, name);
    expect(b.y + b.height, name).toBeLessThanOrEqual(bottom - 12);
    expect(b.y, name).toBeGreaterThan(hint.y + hint.height);
  }
  // The hint drops its reminders of the advanced rules first, keeping the tomatoes' warning.
  expect(hint.text).toContain('tomatoes');
  expect((await objectBox(page, 'roi.side.shared')).text).toContain('share');
  await page.screenshot({ path: 'test-results/shots/roi-desktop-crowded.png' });
});

// Issue 30 item 1 on a phone: an explain-once card comes with its event, in the shared line of
// cards (one at a time, gone at the next press: no OK to find), laid over the half of the ring with
// fewer fighters, never over the prompt (its words and buttons) or the hand. Before, the phone had
// a modal card of its own over the prompt, that waited for its OK through the next moves.
test.describe('issue 30 item 1, phone', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the first push against the ropes brings its card over the ring\'s free half, clear of the prompt and the hand; the next tap puts it away', async ({ page }) => {
    const moves = ROPES_MOVES;
    await gotoApp(page, link(ROPES_DEAL, moves));
    await waitFor(page, 'roi.card.5H');
    await still(page);
    // Blue stands in the corner (4, 4): Red's push sends it against the ropes.
    await tap(page, 'roi.card.5H');
    await tap(page, 'roi.sq.4.4');
    await waitFor(page, 'roi.btn.push');
    await tap(page, 'roi.btn.push');
    await settle(page, moves.length + 1);
    await waitFor(page, 'ui.explain');
    expect((await objectBox(page, 'ui.explain.title')).text).toBe('Against the ropes');
    const card = await objectBox(page, 'ui.explain');
    const first = await objectBox(page, 'roi.sq.0.0');
    const last = await objectBox(page, 'roi.sq.4.4');
    // Within the ropes, and on the ring's top half: both fighters stand in its bottom rows.
    const slack = 10; // the squares' boxes are drawn a little inside their cells
    expect(card.x, JSON.stringify({ card, first })).toBeGreaterThanOrEqual(first.x - slack);
    expect(card.x + card.width).toBeLessThanOrEqual(last.x + last.width + slack);
    expect(card.y).toBeGreaterThanOrEqual(first.y - slack);
    expect(card.y + card.height).toBeLessThanOrEqual((await objectBox(page, 'roi.sq.0.2')).y + slack);
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(card, await objectBox(page, 'roi.prompt')), 'the card over the prompt').toBe(false);
    for (const name of ['roi.card.6H']) expect(overlaps(card, await objectBox(page, name)), `the card over ${name}`).toBe(false);
    await page.screenshot({ path: 'test-results/shots/roi-phone-explain-ropes.png' });
    // The next tap, on a hand card, is the next move's start: the card goes with no OK. A press in
    // the card's first 700 ms does not put it away (EXPLAIN_GRACE_MS, src/ui/explain.ts: the press
    // that brought it may still be coming up), so this one comes after them.
    await page.waitForTimeout(700); // deliberate: the card's grace time (EXPLAIN_GRACE_MS), which the game measures from when it came
    await tap(page, 'roi.card.6H');
    await page.waitForFunction(() => !window.__fc?.objects()['ui.explain']);
  });
});
