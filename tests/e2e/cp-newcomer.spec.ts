// Castle Panic after a round of newcomers' reports (scored from screenshots against Board Game
// Arena), in a real Chromium on stacked deals opened through a shared link:
// - the monster phase in step: each drawn monster comes onto the board while the announcement over
//   the board names it, and is lit there while still named; only then is the next one announced;
// - a monster token's current hit points plainly, on a badge (a number on a dark disc), on a desktop
//   as on a phone; the hit points of a monster that has taken a hit follow it;
// - an explain-once tip that came during a bot partner's turn never lies over the person's prompt
//   (the phase panel) nor its target (the discard pile, the hand, the board), at 1600x900 and 844x390;
//   it waits for the person's turn: never up with a grey "Got it" (newcomer s33);
// - a bot partner's trade offer in a panel beside the board (no dimmed dialog over it: the board and
//   the hand stay in sight), and the trade, once accepted, announced over the board.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, fcObjects, fcState, gotoApp, objectBox, screenshot, settle, type FcObjectBox } from './helpers';
import { phoneUse } from './phone-audit';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface Monster {
  id: number;
  kind: string;
  hp: number;
  maxHp: number;
  arc: number;
  ring: string;
}
interface State {
  monsters: Monster[];
  hands: string[][];
  phase: string;
  current: number;
  status: string;
  offer: { seat: number; give: string; take: string } | null;
  drops: number[];
}

const PASS = { type: 'pass' };
const VERSION = 2; // CASTLE_PANIC_VERSION
const BOARD = { x: 452, y: 486, r: 410 };

function link(options: object, seed: number, moves: object[], seats: string): string {
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves: [{ type: 'start-deal' }, ...moves] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function open(page: Page, hash: string): Promise<void> {
  await gotoApp(page, hash);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.phaseTitle'], undefined, { timeout: 30_000 });
}

const moveCount = (page: Page): Promise<number> => page.evaluate(() => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0));

const apart = (a: FcObjectBox, b: FcObjectBox): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

test.describe.configure({ timeout: 180_000 });

test('the monster phase in step: each drawn monster comes onto the board under its own announcement and is lit while still named, then the next', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const hand = ['archer-any', 'archer-blue', 'brick', 'mortar', 'swordsman-any', 'tar'];
  await open(page, link({ players: 1, mode: 'solo', stack: { hands: [hand], pile: ['goblin', 'orc'], dice: [3, 5] } }, 5, [PASS], 'h'));
  await page.waitForFunction(() => !!window.__fc?.objects()['cp.pass'] && window.__fc.busy() === false);
  const before = (await fcState<State>(page)).monsters.map((m) => m.id);
  // A watcher in the page looks at every frame: the words over the board when each new monster's
  // token first stands on the board, and when it is first lit; and the announcements in turn.
  await page.evaluate((known) => {
    const w = window as unknown as { __seen: { onBoard: Record<string, string>; lit: Record<string, string>; said: string[] } };
    w.__seen = { onBoard: {}, lit: {}, said: [] };
    const look = (): void => {
      const objects = window.__fc?.objects() ?? {};
      const said = objects['cp.announce']?.visible ? (objects['cp.announce'].text ?? '') : '';
      if (said && w.__seen.said.at(-1) !== said) w.__seen.said.push(said);
      for (const [name, box] of Object.entries(objects)) {
        const token = /^cp\.monster\.(\d+)$/.exec(name);
        if (token && !known.includes(Number(token[1])) && box.visible && !(token[1] as string in w.__seen.onBoard)) {
          const cx = box.x + box.width / 2 - 452;
          const cy = box.y + box.height / 2 - 486;
          if (Math.hypot(cx, cy) <= 410) w.__seen.onBoard[token[1] as string] = said;
        }
        const lit = /^cp\.lit\.(\d+)$/.exec(name);
        if (lit && box.visible && !(lit[1] as string in w.__seen.lit)) w.__seen.lit[lit[1] as string] = said;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, before);
  const made = await moveCount(page);
  await clickObject(page, 'cp.pass'); // the monsters move, two tokens are drawn
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n && window.__fc?.busy() === false, made, { timeout: 40_000 });
  await settle(page);
  const s = await fcState<State>(page);
  const fresh = s.monsters.filter((m) => !before.includes(m.id));
  expect(fresh.map((m) => [m.kind, m.arc])).toEqual([
    ['goblin', 3],
    ['orc', 5],
  ]);
  const seen = await page.evaluate(() => (window as unknown as { __seen: { onBoard: Record<string, string>; lit: Record<string, string>; said: string[] } }).__seen);
  const goblin = 'Goblin comes out of the forest at arc 3';
  const orc = 'Orc comes out of the forest at arc 5';
  // each comes onto the board, and is lit, while the words over the board name it
  expect(seen.onBoard[String(fresh[0]?.id)], 'the goblin comes onto the board').toBe(goblin);
  expect(seen.lit[String(fresh[0]?.id)], 'the goblin lit').toBe(goblin);
  expect(seen.onBoard[String(fresh[1]?.id)], 'the orc comes onto the board').toBe(orc);
  expect(seen.lit[String(fresh[1]?.id)], 'the orc lit').toBe(orc);
  // announced in turn, once each
  expect(seen.said.filter((x) => x === goblin || x === orc)).toEqual([goblin, orc]);
  expect(errors).toEqual([]);
});

/**
 * Each monster's current hit points on a badge: one number a token, on its dark disc, the number
 * the monster has now (the hurt orc's 1 of 2), at least 15 CSS px on a phone and 12 on a desktop.
 */
async function expectBadges(page: Page, minPx: number): Promise<void> {
  const s = await fcState<State>(page);
  expect(s.monsters.some((m) => m.hp < m.maxHp), 'a hurt monster on the board').toBe(true);
  const texts = (await page.evaluate(() => window.__fc?.texts() ?? [])).filter((t) => /^cp\.monster\.\d+\.hp\.\d$/.test(t.name));
  const objects = await fcObjects(page);
  for (const m of s.monsters) {
    const shown = texts.filter((t) => t.name.startsWith(`cp.monster.${m.id}.hp.`) && objects[t.name]?.visible === true);
    expect(shown.map((t) => t.text), `monster ${m.id}'s numbers`).toEqual([String(m.hp)]);
    const n = shown[0];
    if (!n) continue;
    expect(n.cssPx, `${n.name}`).toBeGreaterThanOrEqual(minPx);
    expect(objects[n.name.replace('.hp.', '.hpDisc.')]?.visible, `monster ${m.id}'s badge`).toBe(true);
  }
}

/** A solo game with an orc of arc 2 hit once (2 hit points, 1 left). */
const HURT = link({ players: 1, mode: 'solo', stack: { hands: [['archer-any', 'archer-blue', 'brick', 'mortar', 'swordsman-any', 'tar']], pile: ['goblin', 'orc'], dice: [3, 4] } }, 5, [PASS, { type: 'play', card: 'archer-any', monster: 1 }], 'h');

test('a monster token shows its current hit points on a badge at a glance, on a desktop', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await open(page, HURT);
  await page.waitForFunction(() => window.__fc?.busy() === false);
  await settle(page);
  await expectBadges(page, 12);
  await screenshot(page, 'cp-newcomer-badges');
  expect(errors).toEqual([]);
});

/** The tip, if one is up while the person is asked to act: clear of the prompt, its buttons, its target and the board. */
async function expectTipClear(page: Page): Promise<boolean> {
  const objects = await fcObjects(page);
  const tip = objects['ui.explain'];
  if (!tip?.visible) return false;
  const s = await fcState<State>(page);
  const targets = ['cp.panel', 'cp.hint', 'cp.phaseTitle', 'cp.pass', 'cp.tradeButton', 'cp.offer.panel'];
  if (s.phase === 'discard' || s.phase === 'drop') targets.push('cp.discardZone', 'cp.discardTop', 'cp.deckCount');
  targets.push(...Object.keys(objects).filter((n) => /^cp\.card\.[^.]+$/.test(n)));
  for (const name of targets) {
    const o = objects[name];
    if (!o?.visible) continue;
    expect(apart(tip, o), `the tip clear of ${name} (${s.phase})`).toBe(true);
  }
  expect(tip.x, 'the tip clear of the board').toBeGreaterThanOrEqual(BOARD.x + BOARD.r);
  return true;
}

/**
 * Two defenders, the person and a bot partner; the pile stacked with tokens that bring tips (moves,
 * a boss, draw-3, a boulder) so that some come during the bot's turn. Each time the person is asked
 * to act with a tip up, the tip lies clear of the prompt and its target; the person keeps their
 * hand and passes (answering an offer by Refuse, a "discard 1" by the first card).
 */
async function tipsDuringBotTurns(page: Page, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  const hands = [
    ['knight-any', 'barbarian', 'swordsman-any', 'hero-red', 'brick', 'mortar'],
    ['tar', 'fortify-wall', 'archer-red', 'archer-green', 'knight-blue', 'swordsman-green'],
  ];
  const pile = ['move-red', 'goblin', 'orc-warlord', 'move-cw', 'boulder', 'troll', 'draw-3', 'orc', 'move-blue', 'healer', 'goblin-king', 'troll-mage', 'move-green', 'move-ccw'];
  await open(page, link({ players: 2, mode: 'coop', stack: { hands, pile } }, 3, [], 'hb'));
  // every frame drawn: a tip up while its "Got it" cannot be pressed (a move shown, the bot's turn:
  // greyed). Looked at once a drawn frame (the game's post-render event), not at every animation
  // frame: what a player sees changes only there, and walking every object 60 times a second cost
  // this test most of its time.
  await page.evaluate(() => {
    const w = window as unknown as { __greyTips: string[]; __fcGame: { events: { on(e: string, f: () => void): void } } };
    w.__greyTips = [];
    w.__fcGame.events.on('postrender', () => {
      const o = window.__fc?.objects() ?? {};
      const ok = o['ui.explain.ok'];
      if (o['ui.explain']?.visible && (window.__fc?.busy() === true || ok?.enabled === false)) {
        const title = o['ui.explain.title']?.text ?? '?';
        if (!w.__greyTips.includes(title)) w.__greyTips.push(title);
      }
    });
  });
  let checked = 0;
  for (let step = 0; step < 40 && checked < 3; step++) {
    await page.waitForFunction(
      () => {
        const x = window.__fc?.state() as { phase: string; current: number; status: string; offer: { seat: number } | null; drops: number[] } | null;
        if (!x || window.__fc?.busy() !== false) return false;
        if (x.status !== 'playing') return true;
        const actor = x.phase === 'trade-answer' ? x.offer?.seat : x.phase === 'drop' ? x.drops[0] : x.current;
        return actor === 0;
      },
      undefined,
      { timeout: 60_000 },
    );
    await settle(page);
    const s = await fcState<State>(page);
    if (s.status !== 'playing') break;
    if (await expectTipClear(page)) {
      if (checked === 0) await screenshot(page, shot);
      checked++;
    }
    const made = await moveCount(page);
    if (s.phase === 'trade-answer') await clickObject(page, 'cp.offer.refuse');
    else if (s.phase === 'drop') await dragObject(page, `cp.card.${s.hands[0]?.[0] ?? ''}`, 'cp.discardZone');
    else await clickObject(page, 'cp.pass');
    await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, made, { timeout: 30_000 });
  }
  expect(checked, 'tips seen while the person was asked to act').toBeGreaterThan(0);
  // a tip that came during the bot's turn (or while a move was shown) waited for the person's turn
  expect(await page.evaluate(() => (window as unknown as { __greyTips: string[] }).__greyTips), 'tips up with a grey "Got it"').toEqual([]);
  expect(errors).toEqual([]);
}

test('a tip that came during the bot partner\'s turn lies clear of the person\'s prompt and its target (the discard pile), at 1600x900', async ({ page }) => {
  await tipsDuringBotTurns(page, 'cp-newcomer-tip');
});

/** A bot partner asks the person for a trade (cp-trade.spec.ts: checked over 5 seeds in Node). */
const HANDS = [
  ['knight-any', 'barbarian', 'swordsman-any', 'hero-red', 'tar', 'nice-shot'],
  ['archer-red', 'archer-green', 'archer-blue', 'archer-any', 'brick', 'mortar'],
];
const ASKED = link({ players: 2, mode: 'coop', stack: { hands: HANDS } }, 1, [PASS, PASS, PASS], 'hb');

async function offerBesideTheBoard(page: Page, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  await open(page, ASKED);
  await page.waitForFunction(
    () => {
      const s = window.__fc?.state() as { phase: string; offer: { seat: number } | null } | null;
      return s?.phase === 'trade-answer' && s.offer?.seat === 0 && window.__fc?.busy() === false && window.__fc?.objects()['cp.offer.accept']?.visible === true;
    },
    undefined,
    { timeout: 60_000 },
  );
  await settle(page);
  await screenshot(page, shot);
  const s = await fcState<State>(page);
  const offer = s.offer as NonNullable<State['offer']>;
  const objects = await fcObjects(page);
  const panel = objects['cp.offer.panel'];
  expect(panel?.visible).toBe(true);
  if (!panel) return;
  // beside the board: the board, every monster on it and the person's hand stay in sight
  expect(panel.x, 'the offer beside the board').toBeGreaterThanOrEqual(BOARD.x + BOARD.r);
  for (const m of s.monsters) expect(apart(panel, objects[`cp.monster.${m.id}`] as FcObjectBox), `monster ${m.id} in sight`).toBe(true);
  for (const name of Object.keys(objects).filter((n) => /^cp\.card\.[^.]+$/.test(n))) expect(apart(panel, objects[name] as FcObjectBox), `${name} in sight`).toBe(true);
  // not dimmed: no backdrop over the table (a full-window rectangle)
  const dim = await page.evaluate(() => {
    type Node = { type?: string; width?: number; height?: number; visible?: boolean; fillAlpha?: number; list?: Node[] };
    const scene = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame.scene.getScene('CastlePanic');
    let found = false;
    const walk = (nodes: Node[]): void => {
      for (const n of nodes) {
        if (n.type === 'Rectangle' && n.visible !== false && (n.width ?? 0) >= 1600 && (n.height ?? 0) >= 900 && (n.fillAlpha ?? 0) > 0.2) found = true;
        if (n.list) walk(n.list);
      }
    };
    walk(scene.children.list);
    return found;
  });
  expect(dim, 'no dimmed backdrop').toBe(false);
  // the offer's words, both cards and both answers inside the panel
  for (const name of ['cp.offer.text', `cp.offer.get.${offer.give}`, `cp.offer.give.${offer.take}`, 'cp.offer.accept', 'cp.offer.refuse']) {
    const o = objects[name];
    expect(o?.visible, name).toBe(true);
    if (!o) continue;
    expect(o.x >= panel.x && o.x + o.width <= panel.x + panel.width && o.y >= panel.y && o.y + o.height <= panel.y + panel.height, `${name} inside the panel`).toBe(true);
  }
  // Accept: the trade made is announced over the board
  const said = page.waitForFunction(() => (window.__fc?.objects()['cp.announce']?.text ?? '').startsWith('Trade: Player 2 gives '), undefined, { timeout: 30_000 });
  await clickObject(page, 'cp.offer.accept');
  const text = await (await said).jsonValue();
  expect(text).toBeTruthy();
  expect((await objectBox(page, 'cp.offer.panel').catch(() => null))?.visible ?? false).toBe(false);
  expect(errors).toEqual([]);
}

test('a bot partner\'s trade offer in a panel beside the board, the board and hand in sight; accepted, the trade is announced', async ({ page }) => {
  await offerBesideTheBoard(page, 'cp-newcomer-offer');
});

// A page of its own: on a page reused after other tests, the click on the monster's zone made no
// move now and then (3 runs of 5, session 35; the cause not found yet).
test.describe('a fresh page', () => {
  test.use({ reuse: false });

  test('a card played leaves the cards on its left where they were (the hand does not re-centre under the pointer)', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const hand = ['archer-any', 'archer-blue', 'brick', 'mortar', 'swordsman-any', 'tar'];
    await open(page, link({ players: 1, mode: 'solo', stack: { hands: [hand], pile: ['goblin', 'orc'], dice: [3, 4] } }, 5, [PASS], 'h'));
    await page.waitForFunction(() => !!window.__fc?.objects()['cp.card.tar'] && window.__fc.busy() === false);
    await settle(page);
    const xs = async (): Promise<Record<string, number>> =>
      Object.fromEntries(Object.entries(await fcObjects(page)).filter(([n, b]) => /^cp\.card\.[^.]+$/.test(n) && b.visible).map(([n, b]) => [n, b.x]));
    const before = await xs();
    const tar = before['cp.card.tar'] ?? 0;
    const left = Object.keys(before).filter((n) => (before[n] ?? 0) < tar);
    expect(left.length).toBeGreaterThan(0);
    const made = await moveCount(page);
    await clickObject(page, 'cp.card.tar');
    await clickObject(page, 'cp.zone.monster.1');
    await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n && window.__fc?.busy() === false, made, { timeout: 30_000 });
    await settle(page);
    const after = await xs();
    expect(after['cp.card.tar']).toBeUndefined();
    for (const n of left) expect(Math.abs((after[n] ?? -999) - (before[n] ?? 0)), `${n} stays`).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone held sideways', () => {
  test.use(phoneUse({ width: 844, height: 390 }));

  test('a monster token shows its current hit points on a badge', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, HURT);
    await page.waitForFunction(() => window.__fc?.busy() === false);
    await settle(page);
    // 12 CSS px, the phone's least text (phone-audit.ts): since session 35 a token and its badge fit
    // inside its ring's band on a phone, a quarter smaller than before (15 px then)
    await expectBadges(page, 12);
    expect(errors).toEqual([]);
  });

  test('a tip that came during the bot partner\'s turn lies clear of the person\'s prompt and its target', async ({ page }) => {
    await tipsDuringBotTurns(page, 'cp-newcomer-phone-tip');
  });

  test('a bot partner\'s trade offer beside the board; accepted, announced', async ({ page }) => {
    await offerBesideTheBoard(page, 'cp-newcomer-phone-offer');
  });
});
