// Castle Panic trades offered and answered (issue 14, R-TRADE-OFFER): a bot defender asks for a
// trade by offer; a person asked sees the offer (both cards pictured, Accept / Refuse) and answers
// by a click; the bots offer and answer among themselves. Real clicks only; the state is read
// through window.__fc.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, fcObjects, fcRecord, fcState, gotoApp, objectBox, screenshot, settle, tapObject } from './helpers';
import { expectPhoneReady, phoneUse } from './phone-audit';
import { rules } from '../../src/games/castle-panic/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

interface State {
  hands: string[][];
  phase: string;
  current: number;
  status: string;
  offer: { seat: number; give: string; take: string } | null;
  drops: number[];
  hits: { monsters: number[] }[];
  turn: number;
}
type Move = { type: string; seat?: number; give?: string; take?: string; card?: string };

const PASS = { type: 'pass' };
const DEAL = { type: 'start-deal' };
const VERSION = 2; // CASTLE_PANIC_VERSION: offers were added to the rules without a new version

function link(options: object, seed: number, moves: object[], seats: string): string {
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves: [DEAL, ...moves] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function open(page: Page, hash: string, settings: object = {}): Promise<void> {
  await page.addInitScript((more) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 4, ...more }));
  }, settings);
  await gotoApp(page, hash);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.phaseTitle']);
}

/** Every visible text of the running scenes (the log panel's lines among them), one a line. */
async function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    type TNode = { text?: string; visible?: boolean; list?: TNode[] };
    const game = (window as unknown as { __fcGame: { scene: { getScenes(active: boolean): { children: { list: TNode[] } }[] } } }).__fcGame;
    const out: string[] = [];
    const walk = (nodes: TNode[]): void => {
      for (const n of nodes) {
        if (n.visible !== false && typeof n.text === 'string') out.push(n.text);
        if (n.list) walk(n.list);
      }
    };
    for (const sc of game.scene.getScenes(true)) walk(sc.children.list);
    return out.join('\n');
  });
}

const moves = async (page: Page): Promise<Move[]> => (await fcRecord<{ moves: Move[] }>(page)).moves;


/**
 * The state after the record's first `n` moves, replayed (the bot plays on at once after a
 * refusal, and at the test speed Player 1's next turn may already have drawn a card by the time
 * the page's state is read).
 */
async function replayedTo(page: Page, n: number): Promise<State> {
  const record = await fcRecord<{ options: object; seed: number; moves: object[] }>(page);
  let replayed = rules.setup(record.options as never, record.seed);
  for (const m of record.moves.slice(0, n)) {
    const r = rules.apply(replayed, m as never);
    if (!r.ok) throw new Error(`the record does not replay: ${r.error.message}`);
    replayed = r.state;
  }
  return replayed;
}
/** Waits until the person (seat 0) is asked for a trade: the offer's dialog is up and the table idle. */
async function asked(page: Page): Promise<State> {
  await page.waitForFunction(
    () => {
      const s = window.__fc?.state() as { phase: string; offer: { seat: number } | null } | null;
      return s?.phase === 'trade-answer' && s.offer?.seat === 0 && window.__fc?.busy() === false && window.__fc?.objects()['cp.offer.accept']?.visible === true;
    },
    undefined,
    { timeout: 60_000 },
  );
  return fcState<State>(page);
}

// Two defenders: Player 1 a person, Player 2 a strong bot. Player 1 passed its first turn; the
// monsters stand in the knight ring, and the bot holds archers only (and brick and mortar with
// every wall up): it asks Player 1 for a card that hits there (checked over 5 seeds in Node).
const HANDS = [
  ['knight-any', 'barbarian', 'swordsman-any', 'hero-red', 'tar', 'nice-shot'],
  ['archer-red', 'archer-green', 'archer-blue', 'archer-any', 'brick', 'mortar'],
];
const ASKED = link({ players: 2, mode: 'coop', stack: { hands: HANDS } }, 1, [PASS, PASS, PASS], 'hb');

test('a bot asks the person for a trade: the offer shows both cards; Refuse keeps the hands and the game goes on; the hint lights an answer; Accept swaps the cards', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await open(page, ASKED);
  let s = await asked(page);
  const offer = s.offer as NonNullable<State['offer']>;
  expect(s.current).toBe(1);
  expect(s.hands[1]).toContain(offer.give);
  expect(s.hands[0]).toContain(offer.take);
  // the dialog: the words, the card offered and the person's card asked for, the two answers
  const objects = await fcObjects(page);
  expect(objects['cp.offer.text']?.text).toMatch(/^Player 2 \(bot\) offers their .+ for your .+\.$/);
  expect(objects[`cp.offer.get.${offer.give}`]?.visible).toBe(true);
  expect(objects[`cp.offer.give.${offer.take}`]?.visible).toBe(true);
  expect(objects['cp.offer.refuse']?.visible).toBe(true);
  expect((await objectBox(page, 'cp.phaseTitle')).text).toBe('Answering a trade offer');
  // the bar says who asks: answering an offer is not the person's turn (a newcomer read "Your turn")
  expect((await objectBox(page, 'host.turn')).text).toBe('Player 2 offers you a trade');
  await screenshot(page, 'cp-trade-offer');
  const before = s.hands.map((h) => h.slice());
  const made = (await moves(page)).length;

  // Refuse: nothing swapped, the bot's turn goes on (the same offer is not made again)
  await clickObject(page, 'cp.offer.refuse');
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, made);
  expect((await moves(page))[made]).toEqual({ type: 'refuse' });
  // The state just after the refusal, replayed from the record (the bot plays on at once, and at
  // the test speed Player 1's next turn may already have drawn a card by the time the page is read).
  s = await replayedTo(page, made + 1);
  const count = (hand: string[] | undefined, card: string): number => (hand ?? []).filter((c) => c === card).length;
  expect(s.hands[0]).toEqual(before[0]);
  expect(count(s.hands[1], offer.take)).toBe(count(before[1], offer.take));
  expect(s.offer).toBeNull();
  // the game goes on: the bot ends its turn, the monsters move, Player 1's next turn begins
  await page.waitForFunction(() => {
    const x = window.__fc?.state() as { current: number; phase: string; turn: number } | null;
    return x?.current === 0 && x.turn === 2 && window.__fc?.busy() === false;
  }, undefined, { timeout: 60_000 });
  expect(await fcObjects(page).then((o) => o['cp.offer.accept']?.visible ?? false)).toBe(false);
  expect((await moves(page)).slice(made + 1).some((m) => m.type === 'offer' && m.seat === 0 && m.give === offer.give && m.take === offer.take)).toBe(false);

  // The same position again: the same offer; the hint lights one of the answers (never plays it)
  await page.goto('about:blank');
  await open(page, ASKED);
  s = await asked(page);
  expect(s.offer).toEqual(offer);
  const made2 = (await moves(page)).length;
  await clickObject(page, 'host.hint');
  await page.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([n, b]) => n.startsWith('hint.target.cp.offer.') && b.visible), undefined, { timeout: 30_000 });
  const lit = Object.entries(await fcObjects(page)).filter(([n, b]) => n.startsWith('hint.target.') && b.visible).map(([n]) => n);
  expect(lit.length).toBe(1);
  expect(['hint.target.cp.offer.accept', 'hint.target.cp.offer.refuse']).toContain(lit[0]);
  expect((await moves(page)).length).toBe(made2);
  await screenshot(page, 'cp-trade-offer-hint');

  // Accept: the cards swapped, the trade made
  await clickObject(page, 'cp.offer.accept');
  await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, made2);
  expect((await moves(page))[made2]).toEqual({ type: 'accept' });
  s = await fcState<State>(page);
  const swapped = (hand: string[], out: string, into: string): string[] => {
    const h = hand.slice();
    h.splice(h.indexOf(out), 1, into);
    return h.sort();
  };
  expect(s.hands[0]?.slice().sort()).toEqual(swapped(before[0] as string[], offer.take, offer.give));
  // the bot has the card it asked for, or has played it already
  const after = (await moves(page)).slice(made2 + 1);
  expect((s.hands[1] ?? []).includes(offer.take) || after.some((m) => m.card === offer.take)).toBe(true);
  expect(count(s.hands[1], offer.give)).toBeLessThan(count(before[1], offer.give));
  expect(errors).toEqual([]);
});

test('a person with two bot defenders: the bots discard and trade by offer and answer, the person asked too (refusing by a click)', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  // seed 1, three defenders: Player 1 a person, Players 2 and 3 strong bots
  await open(page, link({ players: 3, mode: 'coop' }, 1, [], 'hbb'));
  let refused = 0;
  const botTrade = (ms: Move[]): boolean => ms.some((m, i) => m.type === 'offer' && m.seat !== 0 && ms[i + 1]?.type === 'accept');
  for (let step = 0; step < 60; step++) {
    await page.waitForFunction(
      () => {
        const x = window.__fc?.state() as { phase: string; current: number; offer: { seat: number } | null; drops: number[] } | null;
        if (!x || window.__fc?.busy() !== false) return false;
        const actor = x.phase === 'trade-answer' ? x.offer?.seat : x.phase === 'drop' ? x.drops[0] : x.current;
        return actor === 0 || (((window.__fc?.record() ?? { moves: [] }) as { moves: { type: string; seat?: number }[] }).moves.some((m, i, a) => m.type === 'offer' && m.seat !== 0 && a[i + 1]?.type === 'accept'));
      },
      undefined,
      { timeout: 60_000 },
    );
    const ms = await moves(page);
    if (botTrade(ms) && ms.some((m) => m.type === 'discard')) break;
    const s = await fcState<State>(page);
    if (s.status !== 'playing') break;
    if (s.phase === 'trade-answer') {
      await page.waitForFunction(() => window.__fc?.objects()['cp.offer.refuse']?.visible === true);
      const hands = s.hands.map((h) => h.slice());
      await clickObject(page, 'cp.offer.refuse');
      await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, ms.length);
      // The refusal changed no hand. The bots may have played on already (a trade between the two
      // of them, seen once on a clean-clone run): then the person's hand is what is compared, which
      // no later move can change without the person answering.
      const after = await page.evaluate(() => ({ moves: (window.__fc?.record() as { moves: { type: string }[] }).moves, hands: (window.__fc?.state() as { hands: string[][] }).hands }));
      expect(after.moves[ms.length]?.type).toBe('refuse');
      if (after.moves.length === ms.length + 1) expect(after.hands).toEqual(hands);
      else expect(after.hands[0]).toEqual(hands[0]);
      refused++;
    } else if (s.phase === 'choose') {
      await clickObject(page, `cp.choose.${s.hits[0]?.monsters[0] ?? 0}`);
    } else if (s.phase === 'drop') {
      break; // a discard-1 for the person: not this test's business (the bots have played by then)
    } else {
      await clickObject(page, 'cp.pass'); // discard, trade, play: Player 1 moves on
    }
    await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, ms.length, { timeout: 30_000 });
  }
  const ms = await moves(page);
  expect(ms.some((m) => m.type === 'discard')).toBe(true);
  expect(botTrade(ms)).toBe(true);
  expect(ms.some((m) => m.type === 'trade')).toBe(false); // no bot takes a card without asking
  expect(ms.filter((m) => m.type === 'refuse').length).toBe(refused);
  // the log says so (its last lines: the bots play on, so only what is there now)
  await clickObject(page, 'host.log.toggle');
  await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true);
  await settle(page);
  expect(await shownTexts(page)).toMatch(/Player [123] (offers .+ to Player [123] for |trades |refuses the trade Player [123] offered)/);
  await screenshot(page, 'cp-bot-trades-offers');
  expect(errors).toEqual([]);
});

test.describe('on a phone held sideways', () => {
  test.use(phoneUse({ width: 844, height: 390 }));
  test('the trade offer meets the phone goals (French, the longest words), and a tap refuses', async ({ page }, info) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await open(page, ASKED, { lang: 'fr' });
    const s = await asked(page);
    expect((await objectBox(page, 'cp.offer.text')).text).toMatch(/^Joueur 2 \(bot\) vous propose sa carte .+ contre votre carte .+\.$/);
    // the dialog is drawn over the table: the table's words under its backdrop are hidden, not overlapped
    const inDialog = (n: string): boolean => n.startsWith('cp.offer');
    await expectPhoneReady(page, info, 'cp-trade-offer-phone-fr', { onlyScene: 'CastlePanic', overlapOk: (a, b) => inDialog(a.name) !== inDialog(b.name), targetOk: (t) => !inDialog(t.name) });
    const made = (await moves(page)).length;
    await tapObject(page, 'cp.offer.refuse');
    await page.waitForFunction((n) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) > n, made);
    expect((await moves(page))[made]).toEqual({ type: 'refuse' });
    // Nothing swapped: the hands as they were, just after the refusal (replayed: the bot plays on at once).
    expect((await replayedTo(page, made + 1)).hands).toEqual(s.hands);
    expect(errors).toEqual([]);
  });
});
