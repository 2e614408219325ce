// Play online in a real Chromium: two browser contexts (two players, each with its own storage)
// against the rooms the preview server carries (vite.config.ts, plugin onlineRooms). One creates a
// Regicide room for two friends from the menu's Play online, the other types its code; the lobby
// shows who sat where; the host starts; each plays real drags onto the enemy and the wounds,
// chosen from the cards its own view shows (the server draws the deal); one reloads mid-game and
// comes back to its seat; neither ever holds or shows the other's hand. A Castle Panic Overlord
// game in two browsers. A Regicide game against a bot whose level the host chose for its seat,
// played to its end (yields, and drags onto the wounds), its record replaying to the same end and,
// downloaded from the end dialog, imported again in another browser. Codes that open no room (a
// malformed one, an unknown one, a full room's, a link to a closed room) are refused with a toast
// that says why, and change nothing.
import { expect, test, type BrowserContext, type Page, type OpenContext } from './fixtures';
import { replay, type GameRecord } from '../../src/core';
import { REGICIDE_VERSION, rules as regicideRules } from '../../src/games/regicide/rules';
import { clickAt, clickObject, collectConsoleErrors, confirmNameAndJoin, presetOnlineName, dragObject, fcObjects, fcState, gotoApp, objectBox, recordSaid, screenshot, settle, waitForScene } from './helpers';

interface State {
  hands: string[][];
  enemy: string | null;
  phase: 'play' | 'discard' | 'choose';
  toDiscard: number;
  current: number;
  status: string;
  damage: number;
  discard: string[];
  table: string[][];
  tavern: string[];
}

const VALUE: Record<string, number> = { A: 1, J: 10, Q: 15, K: 20 };
const value = (card: string): number => (card.startsWith('X') ? 0 : (VALUE[card.slice(0, -1)] ?? Number(card.slice(0, -1))));

/** The browsers (contexts) a test opened: closed when it ends, or their pages would go on
 * drawing their tables for every later test of the worker (each a renderer at ~7 % CPU). */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const c of opened.splice(0)) await c.close().catch(() => undefined);
});

const NAMES = ['Ann', 'Bob', 'Cleo'];
async function newPlayer(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ viewport: { width: 1600, height: 900 } });
  await presetOnlineName(context, NAMES[opened.length % NAMES.length]!);
  opened.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

/** Click a Selector's right arrow until it shows `text`. */
async function selectUntil(page: Page, name: string, text: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const box = await objectBox(page, name);
    if ((box.text ?? '') === text) return;
    await clickAt(page, box.x + box.width - 22, box.y + box.height / 2);
    // the arrow stepped the value (a screen laid out again for it comes to rest)
    await page.waitForFunction(([n, t]) => (window.__fc?.objects()[n]?.text ?? '') !== t, [name, box.text ?? ''] as const);
    await settle(page);
  }
  expect((await objectBox(page, name)).text).toBe(text);
}

/** The host has shown the room's last message and the table is drawn. */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy?.() === false && !!window.__fc.objects()['regicide.enemy'] && window.__fc.state() !== null);
  await settle(page);
}

async function visibleCards(page: Page): Promise<string[]> {
  const o = await fcObjects(page);
  return Object.keys(o)
    .filter((k) => /^regicide\.card\.[^.]+$/.test(k) && o[k]?.visible)
    .map((k) => k.slice('regicide.card.'.length));
}

/** Neither the state this browser holds nor the cards it draws name a card of the other seat's hand. */
async function checkPrivate(page: Page, seat: number, otherHand: string[]): Promise<void> {
  const s = await fcState<State>(page);
  for (let i = 0; i < s.hands.length; i++) if (i !== seat) expect(s.hands[i]?.every((c) => c === '?')).toBe(true);
  const shown = await visibleCards(page);
  expect(shown.filter((c) => otherHand.includes(c))).toEqual([]);
}

/**
 * A drag, tried again (at most three times) until `took` says the scene took it (the button's
 * label counts the chosen cards): a card still sliding into the hand (one just drawn) is not
 * where its box said when the drag began.
 */
async function dragUntil(page: Page, from: string, to: string, took: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await dragObject(page, from, to);
    await settle(page); // the drop handled: the card in the play, or back in the hand
    if (await took()) return;
  }
  throw new Error(`the drag of ${from} onto ${to} did not take`);
}

/**
 * One decision for the seat to act, by drags: the lowest card onto the enemy, or the fewest high
 * cards onto the wounds. `toLose`: yield where the rules allow it and suffer with the lowest cards
 * first, so the game ends in a few turns (a defeat is an end like any other).
 */
async function decide(page: Page, toLose = false): Promise<void> {
  await ready(page);
  const s = await fcState<State>(page);
  const hand = (s.hands[s.current] ?? []).filter((c) => !c.startsWith('X'));
  const before = JSON.stringify(s);
  if (s.phase === 'play' && toLose && (await objectBox(page, 'regicide.yieldButton')).enabled === true) {
    await clickObject(page, 'regicide.yieldButton');
  } else if (s.phase === 'play') {
    // The lowest card that leaves enough in hand to suffer the enemy's whole attack, where one
    // does: the lowest alone lost a random deal in its first turns now and then (the clean-clone
    // runs of 2026-12-03 and 12-04), a defeat the test did not ask for.
    const sorted = [...hand].sort((a, b) => value(a) - value(b));
    const total = sorted.reduce((n, c) => n + value(c), 0);
    const attack = s.enemy ? value(s.enemy) : 0;
    const card = sorted.find((c) => total - value(c) >= attack) ?? sorted[0]!;
    const label = (await objectBox(page, 'regicide.playButton')).text;
    await dragUntil(page, `regicide.card.${card}`, 'regicide.enemyZone', async () => (await objectBox(page, 'regicide.playButton')).text !== label);
    await clickObject(page, 'regicide.playButton');
  } else if (s.phase === 'discard') {
    let sum = 0;
    for (const card of [...hand].sort((a, b) => (toLose ? value(a) - value(b) : value(b) - value(a)))) {
      if (sum >= s.toDiscard) break;
      const label = (await objectBox(page, 'regicide.discardButton')).text;
      await dragUntil(page, `regicide.card.${card}`, 'regicide.wounds', async () => (await objectBox(page, 'regicide.discardButton')).text !== label);
      sum += value(card);
    }
    await clickObject(page, 'regicide.discardButton');
  } else {
    throw new Error(`unexpected phase ${s.phase}`);
  }
  await page.waitForFunction((b) => JSON.stringify(window.__fc?.state()) !== b, before);
}

test('Regicide online, two browsers: create, join by code, lobby, start, play by drags, a reload back to the seat, hands private', async ({ openContext }) => {
  test.setTimeout(180_000);
  const a = await newPlayer(openContext);
  const b = await newPlayer(openContext);
  const errorsA = collectConsoleErrors(a);
  const errorsB = collectConsoleErrors(b);

  // A: menu -> Play online -> Regicide -> 2 players, both friends -> Create the room.
  await onlineSetup(a, 'Regicide');
  await selectUntil(a, 'setup.option.players', '2');
  expect((await objectBox(a, 'setup.seat.1')).text).toBe('Person');
  await clickObject(a, 'setup.start');
  await waitForScene(a, 'Lobby');
  await a.waitForFunction(() => (window.__fc?.objects()['lobby.code']?.text ?? '').length > 0);
  const code = ((await objectBox(a, 'lobby.code')).text ?? '').split(' ').pop()!;
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
  expect(new URL(a.url()).searchParams.get('room')).toBe(code);
  expect((await objectBox(a, 'lobby.link')).text).toContain(`?room=${code}`);
  expect((await objectBox(a, 'lobby.seat.0')).text).toBe('Ann (you)');
  expect((await objectBox(a, 'lobby.seat.1')).text).toBe('waiting for a friend');
  expect((await objectBox(a, 'lobby.start')).enabled).toBe(false);
  // Why Start is grey, said beside it (issue 30 item 18).
  expect((await objectBox(a, 'lobby.wait')).text).toBe('Start opens once every seat is taken: send the link to your friends.');
  await clickObject(a, 'lobby.copy');
  await a.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '') === 'Link copied.');
  expect(await a.evaluate(() => navigator.clipboard.readText())).toContain(`?room=${code}`);

  // B: menu -> Play online -> types the code -> Join.
  await gotoApp(b);
  await clickObject(b, 'menu.online');
  await waitForScene(b, 'Online');
  await b.keyboard.type(code.toLowerCase());
  expect((await objectBox(b, 'online.code')).text).toContain(code);
  await clickObject(b, 'online.join');
  await waitForScene(b, 'Lobby');
  await b.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'Bob (you)');
  expect((await objectBox(b, 'lobby.wait')).visible).toBe(true);
  expect(await fcObjects(b)).not.toHaveProperty('lobby.start');
  await a.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'Bob');
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  expect(await fcObjects(a)).not.toHaveProperty('lobby.wait');
  await clickObject(a, 'lobby.start');
  await ready(a);
  await ready(b);
  // No undo online.
  expect((await objectBox(a, 'host.undo')).enabled).toBe(false);
  // Issue 28 item 1: the turn line by name; on your own turn, "Your turn".
  expect((await objectBox(a, 'host.turn')).text).toBe('Your turn');
  expect((await objectBox(b, 'host.turn')).text).toBe('Ann to play');

  const handA = (await fcState<State>(a)).hands[0]!;
  const handB = (await fcState<State>(b)).hands[1]!;
  expect(handA.length).toBe(7);
  expect(handB.length).toBe(7);
  expect((await visibleCards(a)).sort()).toEqual([...handA].sort());
  expect((await visibleCards(b)).sort()).toEqual([...handB].sort());
  await checkPrivate(a, 0, handB);
  await checkPrivate(b, 1, handA);

  // A plays (and covers the counter-attack) while B waits; then B reloads mid-game.
  expect((await fcState<State>(a)).current).toBe(0);
  let turns = 0;
  while ((await fcState<State>(a)).current === 0 && turns < 4) {
    await decide(a);
    turns++;
  }
  await ready(b);
  await checkPrivate(b, 1, (await fcState<State>(a)).hands[0]!);
  const beforeReload = await fcState<State>(b);
  const backToast = a.waitForFunction(() => window.__fc?.objects()['ui.toast']?.text === 'Bob is back.', undefined, { timeout: 30_000 });
  await b.reload();
  await backToast; // the other player's table says who went away and came back
  await ready(b);
  const afterReload = await fcState<State>(b);
  expect(afterReload.hands[1]).toEqual(beforeReload.hands[1]);
  expect(new URL(b.url()).searchParams.get('room')).toBe(code);

  // B's turn from its reloaded page; A sees the result without B's cards.
  expect(afterReload.current).toBe(1);
  await decide(b);
  await ready(a);
  await checkPrivate(a, 0, (await fcState<State>(b)).hands[1]!);
  await checkPrivate(b, 1, (await fcState<State>(a)).hands[0]!);

  // Issue 28 item 2: A's socket closes just as A plays (the move in flight); A's page comes back
  // to its seat by itself, without a reload, the table frozen meanwhile; B sees A away, then back.
  const said = (p: Page): Promise<string[]> => p.evaluate(() => (window as unknown as { __said: string[] }).__said);
  for (const p of [a, b]) await recordSaid(p);
  for (let i = 0; i < 4 && (await fcState<State>(b)).current === 1; i++) await decide(b);
  await ready(a);
  const s0 = await fcState<State>(a);
  expect(s0.current).toBe(0);
  expect(s0.phase).toBe('play');
  const low = [...s0.hands[0]!].filter((c) => !c.startsWith('X')).sort((x, y) => value(x) - value(y))[0]!;
  const label = (await objectBox(a, 'regicide.playButton')).text;
  await dragUntil(a, `regicide.card.${low}`, 'regicide.enemyZone', async () => (await objectBox(a, 'regicide.playButton')).text !== label);
  await clickObject(a, 'regicide.playButton');
  expect(await a.evaluate(() => window.__fc?.dropOnline?.() ?? false)).toBe(true);
  await a.waitForFunction(() => (window as unknown as { __said: string[] }).__said.includes('Back at the table.'), undefined, { timeout: 60_000 });
  expect(await said(a)).toContain('Connection lost: reconnecting…');
  await b.waitForFunction(() => (window as unknown as { __said: string[] }).__said.includes('Ann is back.'), undefined, { timeout: 30_000 });
  expect(await said(b)).toContain('Ann is away.');
  expect(await a.evaluate(() => (window as unknown as { __said?: string[] }).__said !== undefined)).toBe(true); // no reload: the page's recorder is still there
  expect(await fcObjects(a)).not.toHaveProperty('host.link');
  // Both tables agree, hands still private, and the game goes on from there.
  await ready(a);
  await ready(b);
  const [va, vb] = [await fcState<State>(a), await fcState<State>(b)];
  expect(va.current).toBe(vb.current);
  expect(va.phase).toBe(vb.phase);
  await checkPrivate(a, 0, vb.hands[1]!);
  await checkPrivate(b, 1, va.hands[0]!);
  await decide(va.current === 0 ? a : b);
  await ready(a);
  await ready(b);
  expect((await fcState<State>(a)).current).toBe((await fcState<State>(b)).current);

  // Issue 28 item 4: B reacts from the bar's React; A sees it by B's name (B sees its own), for a
  // moment. A mutes B: B's next reaction is not shown on A's table.
  await clickObject(b, 'host.react');
  await b.waitForFunction(() => !!window.__fc?.objects()['host.react.laugh']);
  await clickObject(b, 'host.react.laugh');
  const laughedAt = Date.now();
  await a.waitForFunction(() => window.__fc?.objects()['host.reaction.1']?.visible === true);
  await b.waitForFunction(() => window.__fc?.objects()['host.reaction.1']?.visible === true);
  // By B's seat on A's table: beside "Bob: n cards", right of it.
  const [spot, bubble] = [await objectBox(a, 'regicide.seat.1'), await objectBox(a, 'host.reaction.1')];
  expect(Math.abs(bubble.y + bubble.height / 2 - (spot.y + spot.height / 2))).toBeLessThan(6);
  expect(bubble.x).toBeGreaterThanOrEqual(spot.x + spot.width);
  await screenshot(a, 'online-reaction-by-seat');
  expect(await said(a)).toContain('Bob: laughs');
  expect(await said(b)).toContain('You: laughs');
  await a.waitForFunction(() => !window.__fc?.objects()['host.reaction.1'], undefined, { timeout: 20_000 }); // gone after its 2 s
  await clickObject(a, 'host.react');
  await a.waitForFunction(() => !!window.__fc?.objects()['host.react.mute.1']);
  expect((await objectBox(a, 'host.react.mute.1')).text).toBe('Mute Bob');
  await clickObject(a, 'host.react.mute.1');
  expect((await objectBox(a, 'host.react.mute.1')).text).toBe('Unmute Bob');
  await clickObject(a, 'host.react'); // the tray closes
  // deliberate: the room (and B's page) take one reaction a second from a seat, timed from the
  // last: whatever of that second is left (the bubble's 2 s on A's table have mostly outlasted it)
  await b.waitForTimeout(Math.max(0, laughedAt + 1100 - Date.now()));
  await clickObject(b, 'host.react');
  await b.waitForFunction(() => !!window.__fc?.objects()['host.react.party']);
  await clickObject(b, 'host.react.party');
  await b.waitForFunction(() => (window as unknown as { __said: string[] }).__said.includes('You: celebrates'));
  // The room has B's reaction (B's table showed it); A's own reaction after it comes back to A
  // after B's on the same socket: once A sees its own, A has had B's, and showed nothing.
  await clickObject(a, 'host.react');
  await a.waitForFunction(() => !!window.__fc?.objects()['host.react.thumbs']);
  await clickObject(a, 'host.react.thumbs');
  await a.waitForFunction(() => (window as unknown as { __said: string[] }).__said.includes('You: thumbs up'));
  expect(await said(a)).not.toContain('Bob: celebrates');
  expect(await fcObjects(a)).not.toHaveProperty('host.reaction.1');
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('Castle Panic Overlord online: a defender and the Overlord in two browsers; the defender never holds the tokens, the Overlord sees them with no hand-over screen', async ({ openContext }) => {
  test.setTimeout(180_000);
  const a = await newPlayer(openContext);
  const b = await newPlayer(openContext);
  const errorsA = collectConsoleErrors(a);
  const errorsB = collectConsoleErrors(b);
  await gotoApp(a);
  await clickObject(a, 'menu.online');
  await waitForScene(a, 'Online');
  await selectUntil(a, 'online.game', 'Castle Panic');
  await clickObject(a, 'online.create');
  await waitForScene(a, 'Setup');
  await selectUntil(a, 'setup.option.mode', 'Overlord');
  await clickObject(a, 'setup.start');
  await a.waitForFunction(() => (window.__fc?.objects()['lobby.code']?.text ?? '').length > 0);
  const code = ((await objectBox(a, 'lobby.code')).text ?? '').split(' ').pop()!;
  // B opens the room's link: straight to the lobby.
  await b.goto(`/?room=${code}`);
  // The link opens the lobby with the name prompt, the name typed last time in it (issue 28 items 1 and 7).
  await waitForScene(b, 'Lobby');
  await b.waitForFunction(() => window.__fc?.objects()['lobby.join']?.visible === true);
  await expect(b.locator('input[data-name="lobby.name"]')).toHaveValue('Bob');
  await confirmNameAndJoin(b);
  await b.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'Bob (you)');
  // The friend who came by the link reads what is being played, in the setup's words (issue 30 item 18).
  expect((await objectBox(b, 'lobby.rules')).text).toMatch(/^This table: Defenders: 1 · Game: Overlord · Difficulty: \w+/);
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  await clickObject(a, 'lobby.start');
  const table = (p: Page) => p.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy?.() === false && window.__fc.state() !== null && !!window.__fc.objects()['cp.board']);
  await table(a);
  await table(b);
  type Cp = { phase: string; overlordHand: string[] };
  const hidden = async () => {
    expect((await fcState<Cp>(a)).overlordHand.every((x) => x === '?')).toBe(true);
    expect(Object.keys(await fcObjects(a)).filter((n) => n.startsWith('cp.otoken.'))).toEqual([]);
  };
  await hidden();
  const tokens = (await fcState<Cp>(b)).overlordHand;
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.every((x) => x !== '?')).toBe(true);
  // The defender deals the starting monsters, then passes (discard, then play) until the monsters have moved and the Overlord is to act.
  // (A's own view says when: B's table may still be showing A's last moves)
  for (let i = 0; i < 5 && (await fcState<Cp>(a)).phase !== 'overlord'; i++) {
    const before = JSON.stringify(await fcState(a));
    await clickObject(a, (await fcState<Cp>(a)).phase === 'setup' ? 'cp.deal' : 'cp.pass');
    await a.waitForFunction((s) => JSON.stringify(window.__fc?.state()) !== s && window.__fc?.busy?.() === false, before, { timeout: 30_000 });
  }
  await b.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'overlord' && window.__fc?.busy?.() === false, undefined, { timeout: 30_000 });
  await b.waitForFunction(() => Object.entries(window.__fc?.objects() ?? {}).some(([n, o]) => n.startsWith('cp.otoken.') && o.visible));
  expect((await fcObjects(b))['privacy.button']?.visible ?? false).toBe(false);
  await hidden();
  // Where the Overlord holds a plain monster, it drags it onto a forest arc; the defender's table shows it.
  const monster = (await fcState<Cp>(b)).overlordHand.find((x) => ['goblin', 'orc', 'troll'].includes(x));
  test.info().annotations.push({ type: 'overlord token dragged', description: monster ?? 'none in hand' });
  if (monster) {
    await settle(b); // the Overlord's tokens at rest before one is dragged
    const count = async (p: Page) => (await fcState<{ monsters: unknown[] }>(p)).monsters.length;
    const before = await count(a);
    await dragObject(b, `cp.otoken.${monster}`, 'cp.forestZone.3');
    await a.waitForFunction((n) => ((window.__fc?.state() as { monsters: unknown[] }).monsters.length) > n, before, { timeout: 30_000 });
    await hidden();
  }
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('Castle Panic co-op online: a trade made in the dialog is offered to the other person, who refuses it on their own screen, then accepts another', async ({ openContext }) => {
  test.setTimeout(180_000);
  let a = await newPlayer(openContext);
  let b = await newPlayer(openContext);
  const errors = [collectConsoleErrors(a), collectConsoleErrors(b)];
  await gotoApp(a);
  await clickObject(a, 'menu.online');
  await waitForScene(a, 'Online');
  await selectUntil(a, 'online.game', 'Castle Panic');
  await clickObject(a, 'online.create');
  await waitForScene(a, 'Setup');
  await selectUntil(a, 'setup.option.mode', 'Co-op');
  await selectUntil(a, 'setup.option.players', '2');
  await clickObject(a, 'setup.start');
  await a.waitForFunction(() => (window.__fc?.objects()['lobby.code']?.text ?? '').length > 0);
  const code = ((await objectBox(a, 'lobby.code')).text ?? '').split(' ').pop()!;
  await b.goto(`/?room=${code}`);
  await confirmNameAndJoin(b);
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  await clickObject(a, 'lobby.start');
  const table = (p: Page) => p.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy?.() === false && window.__fc.state() !== null && !!window.__fc.objects()['cp.board']);
  await table(a);
  await table(b);
  type Cp = { phase: string; hands: string[][]; refused: unknown[] };
  // Whoever holds the first seat (the one offered 'Deal at random') trades; the other is asked.
  const firstSeat = async (p: Page) => (await fcObjects(p))['cp.deal']?.visible === true;
  await a.waitForFunction(() => !!window.__fc?.objects()['cp.deal'], undefined, { timeout: 10_000 }).catch(() => undefined);
  if (!(await firstSeat(a))) [a, b] = [b, a];
  expect(await firstSeat(a)).toBe(true);
  // The first seat deals the starting monsters and keeps its hand: the trade phase.
  await clickObject(a, 'cp.deal');
  await a.waitForFunction(() => window.__fc?.objects()['cp.pass']?.visible === true && window.__fc?.busy?.() === false, undefined, { timeout: 30_000 });
  await clickObject(a, 'cp.pass');
  await a.waitForFunction(() => window.__fc?.objects()['cp.tradeButton']?.visible === true && window.__fc?.busy?.() === false, undefined, { timeout: 30_000 });
  expect((await fcState<Cp>(a)).phase).toBe('trade');
  const offer = async (give: string, take: string): Promise<void> => {
    await clickObject(a, 'cp.tradeButton');
    await clickObject(a, `cp.trade.give.${give}`);
    await clickObject(a, `cp.trade.take.1.${take}`);
    await clickObject(a, 'cp.trade.confirm');
    // B is asked, on its own screen
    await b.waitForFunction(() => window.__fc?.objects()['cp.offer.refuse']?.visible === true && window.__fc?.busy?.() === false, undefined, { timeout: 30_000 });
    expect((await fcState<Cp>(b)).phase).toBe('trade-answer');
  };
  const hands = (await fcState<Cp>(a)).hands;
  const pairs = hands[0]!.flatMap((g) => hands[1]!.filter((tk) => tk !== g).map((tk) => [g, tk] as const));
  expect(pairs.length).toBeGreaterThan(1);
  const [first, second] = [pairs[0]!, pairs.find((p) => p[0] !== pairs[0]![0] || p[1] !== pairs[0]![1])!];
  await offer(first[0], first[1]);
  await clickObject(b, 'cp.offer.refuse');
  await a.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'trade' && (window.__fc?.state() as { refused: unknown[] }).refused.length === 1 && window.__fc?.busy?.() === false, undefined, { timeout: 30_000 });
  expect((await fcState<Cp>(a)).hands).toEqual(hands); // nothing swapped
  await offer(second[0], second[1]);
  await clickObject(b, 'cp.offer.accept');
  await a.waitForFunction(() => (window.__fc?.state() as { phase: string }).phase === 'play' && window.__fc?.busy?.() === false, undefined, { timeout: 30_000 });
  const after = (await fcState<Cp>(a)).hands;
  expect(after[0]).toContain(second[1]);
  expect(after[1]).toContain(second[0]);
  expect(errors).toEqual([[], []]);
});

/**
 * Menu -> Play online -> Regicide -> 2 players, seat 2 a bot at the setup's level (`level`, else
 * as it stands) -> the room's lobby. The level is asked once, on the setup screen.
 */
async function regicideWithBot(page: Page, level?: string): Promise<void> {
  await gotoApp(page);
  await clickObject(page, 'menu.online');
  await waitForScene(page, 'Online');
  await selectUntil(page, 'online.game', 'Regicide');
  await clickObject(page, 'online.create');
  await waitForScene(page, 'Setup');
  await selectUntil(page, 'setup.option.players', '2');
  await selectUntil(page, 'setup.seat.1', 'Bot');
  if (level) await selectUntil(page, 'setup.option.botLevel', level);
  await clickObject(page, 'setup.start');
  await waitForScene(page, 'Lobby');
}

/** The room's code, once the lobby shows it. */
async function lobbyCode(page: Page): Promise<string> {
  await page.waitForFunction(() => (window.__fc?.objects()['lobby.code']?.text ?? '').length > 0);
  return ((await objectBox(page, 'lobby.code')).text ?? '').split(' ').pop()!;
}

test('Regicide online against a bot at the level chosen on the setup screen (asked once), played to its end (yields, drags onto the wounds); the record replays to the same end, and exported as a file it imports again locally', async ({ openContext }) => {
  test.setTimeout(480_000);
  const a = await newPlayer(openContext);
  const errors = collectConsoleErrors(a);
  // The level picked on the setup screen (Easy, not the default Strong) is the bot's: the room is
  // made at once, with no second screen asking the bots' levels again (a newcomer's playtest point).
  await regicideWithBot(a, 'Easy');
  await lobbyCode(a);
  expect(Object.keys(await fcObjects(a)).filter((n) => n.startsWith('lobby.level') || n === 'lobby.createRoom')).toEqual([]);
  expect((await objectBox(a, 'lobby.seat.0')).text).toBe('Ann (you)');
  expect((await objectBox(a, 'lobby.seat.1')).text).toBe('bot (Easy)');
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  await clickObject(a, 'lobby.start');

  // The person plays on its turns (yields where it may, suffers by drags), the bot its seat on the server.
  let decisions = 0;
  for (let i = 0; i < 120; i++) {
    await a.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy?.() === false && window.__fc.state() !== null, undefined, { timeout: 30_000 });
    const s = await fcState<State>(a);
    expect(s.hands[1]?.every((c) => c === '?'), "the bot's hand never comes to the browser").toBe(true);
    if (s.status !== 'playing') break;
    if (s.current === 0) {
      await decide(a, true);
      decisions++;
    } else {
      await a.waitForFunction((b) => JSON.stringify(window.__fc?.state()) !== b, JSON.stringify(s), { timeout: 30_000 });
    }
  }
  const end = await fcState<State>(a);
  expect(end.status).not.toBe('playing');
  expect(decisions).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'decisions', description: `${decisions} by the person, ${end.status}` });
  await a.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0, undefined, { timeout: 30_000 });
  expect((await objectBox(a, 'dialog.body')).text).toMatch(end.status === 'won' ? /^Victory[^]*\n\nIn this room: 1 of 1 game won\.$/ : /^Defeat: \d+ enem(?:y|ies) of 12 fell\.\n\nIn this room: 0 of 1 game won\.$/);
  // The room's record comes with the end (its seed too, now that it reveals nothing): it replays here to the same end.
  const record = (await a.evaluate(() => window.__fc?.record())) as GameRecord;
  expect(record.game).toBe('regicide');
  expect(record.moves.length).toBeGreaterThan(decisions);
  const r = replay(record, () => ({ rules: regicideRules, version: REGICIDE_VERSION }));
  expect(r.ok).toBe(true);
  if (r.ok) {
    const outcome = regicideRules.outcome(r.state as never);
    expect(outcome).not.toBeNull();
    expect((r.state as State).status).toBe(end.status);
  }

  // The end dialog's Download the game: the same file as a local game's export, with the room's record.
  const endText = (await objectBox(a, 'dialog.body')).text;
  expect((await objectBox(a, 'dialog.button.2')).text).toBe('Download the game');
  await settle(a); // the dialog faded in: a click before its buttons take input is lost
  const downloading = a.waitForEvent('download');
  await clickObject(a, 'dialog.button.2');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^four-crowns-regicide-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'));
  const file = JSON.parse(text) as { format: string; record: GameRecord; seats: string[]; practice: boolean };
  expect(file).toMatchObject({ format: 'four-crowns-save', seats: ['human', 'bot'], practice: false });
  expect(file.record).toEqual(record);
  await a.waitForFunction(() => window.__fc?.objects()['dialog.button.2']?.visible === true); // the dialog stays
  await settle(a); // the dialog shown again faded in
  await screenshot(a, 'online-end-download');

  // Another browser, with nothing saved and no room: the menu's Import replays it to the same end.
  const c = await newPlayer(openContext);
  const errorsC = collectConsoleErrors(c);
  await gotoApp(c);
  const choosing = c.waitForEvent('filechooser');
  await clickObject(c, 'menu.import');
  await (await choosing).setFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await waitForScene(c, 'GameHost');
  expect(await c.evaluate(() => window.__fc?.record())).toEqual(record);
  expect((await fcState<State>(c)).status).toBe(end.status);
  await c.waitForFunction(() => (window.__fc?.objects()['dialog.body']?.text ?? '').length > 0, undefined, { timeout: 30_000 });
  expect((await objectBox(c, 'dialog.body')).text).toBe(endText?.split('\n\nIn this room:')[0]); // the same end, without the room's score
  expect(errors).toEqual([]);
  expect(errorsC).toEqual([]);
});

/** Until either page's state is other than the one it showed (`sa`, `sb`): the room's next message has reached one of them. */
async function eitherMoves(a: Page, sa: State, b: Page, sb: State): Promise<void> {
  const moved = (p: Page, s: State) => p.waitForFunction((x) => JSON.stringify(window.__fc?.state()) !== x, JSON.stringify(s), { timeout: 30_000 });
  await Promise.any([moved(a, sa), moved(b, sb)]);
}

/** A's way from the menu to the setup screen of a new room for `game` (Play online, the game, Create). */
async function onlineSetup(a: Page, game: string): Promise<void> {
  await gotoApp(a);
  await clickObject(a, 'menu.online');
  await waitForScene(a, 'Online');
  await selectUntil(a, 'online.game', game);
  await clickObject(a, 'online.create');
  await waitForScene(a, 'Setup');
}

/** A's Regicide room for two friends, made from the menu: its lobby shown. Returns the code. */
async function regicideRoom(a: Page): Promise<string> {
  await onlineSetup(a, 'Regicide');
  await selectUntil(a, 'setup.option.players', '2');
  await clickObject(a, 'setup.start');
  return lobbyCode(a);
}

/** A's Regicide room for two friends, B joined by its link, started; both tables shown. Returns the code. */
async function regicideForTwo(a: Page, b: Page): Promise<string> {
  const code = await regicideRoom(a);
  await joinAndStart(a, b, code);
  return code;
}

/** B joins A's Regicide room `code` by its link, A starts: both tables shown. */
async function joinAndStart(a: Page, b: Page, code: string): Promise<void> {
  await b.goto(`/?room=${code}`);
  await confirmNameAndJoin(b);
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  await clickObject(a, 'lobby.start');
  await ready(a);
  await ready(b);
}

test('issue 28 items 3 and 6: two friends play Regicide online to its end, watched by a third by the watch link (counted in the lobby and at the table, shown no hand, unable to play, leaving without disturbing it); both ask to play again, and the same seats get a fresh deal in the same room, the room keeping the score', async ({ openContext }) => {
  // One game for both items: a whole game online is the longest part of either.
  test.setTimeout(300_000);
  const a = await newPlayer(openContext);
  const b = await newPlayer(openContext);
  const c = await newPlayer(openContext);
  const errorsA = collectConsoleErrors(a);
  const errorsB = collectConsoleErrors(b);
  const errorsC = collectConsoleErrors(c);
  const code = await regicideRoom(a);
  expect((await objectBox(a, 'lobby.watch')).text).toBe(`To watch: ${new URL(a.url()).origin}/?watch=${code}`);

  // C opens the watch link: the lobby, watching (no name asked, no seat); A's lobby counts C.
  await c.goto(`/?watch=${code}`);
  await waitForScene(c, 'Lobby');
  await c.waitForFunction(() => window.__fc?.objects()['lobby.wait']?.text?.startsWith('You are watching.') === true);
  expect(await fcObjects(c)).not.toHaveProperty('lobby.start');
  expect((await objectBox(c, 'lobby.seat.0')).text).toBe('Ann');
  expect(new URL(c.url()).searchParams.get('watch')).toBe(code);
  await a.waitForFunction(() => window.__fc?.objects()['lobby.watch']?.text?.endsWith('\n1 watching') === true);
  expect((await objectBox(a, 'lobby.seat.1')).text).toBe('waiting for a friend'); // the seat is still free

  await joinAndStart(a, b, code);
  const firstHands = [(await fcState<State>(a)).hands[0], (await fcState<State>(b)).hands[1]];
  await ready(c); // on to the table by itself
  await c.waitForFunction(() => window.__fc?.objects()['host.watching']?.text === 'You are watching (1 in all)');
  await a.waitForFunction(() => window.__fc?.objects()['host.watching']?.text === '1 watching');
  expect(await fcObjects(c)).not.toHaveProperty('host.react');
  expect((await objectBox(c, 'host.turn')).text).toBe('Ann to play');
  await screenshot(c, 'online-spectator-table');

  /** C's state names no card of either hand, and C's table draws none. */
  const nothingPrivate = async (): Promise<void> => {
    // C has shown the same position as A (the public parts agree), so its cards are of now.
    const publicOf = (s: State): string => JSON.stringify([s.current, s.phase, s.status, s.enemy, s.damage, s.discard, s.table, s.tavern.length]);
    for (;;) {
      await ready(a);
      await ready(c);
      const [x, y] = [await fcState<State>(a), await fcState<State>(c)];
      if (publicOf(x) === publicOf(y)) break;
      await eitherMoves(a, x, c, y);
    }
    const [sa, sb, sc] = [await fcState<State>(a), await fcState<State>(b), await fcState<State>(c)];
    expect(sc.hands.every((h) => h.every((x) => x === '?'))).toBe(true);
    const shown = await visibleCards(c);
    expect(shown.filter((x) => sa.hands[0]!.includes(x) || sb.hands[1]!.includes(x))).toEqual([]);
  };
  await nothingPrivate();

  // A drag on C's table moves nothing (C has no seat).
  const before = await fcState<State>(a);
  const enemy = await objectBox(c, 'regicide.enemyZone');
  await c.mouse.move(enemy.x + enemy.width / 2, enemy.y + enemy.height + 200);
  await c.mouse.down();
  await c.mouse.move(enemy.x + enemy.width / 2, enemy.y + enemy.height / 2, { steps: 8 });
  await c.mouse.up();
  await settle(c); // the drag's end handled on C's table
  await a.waitForTimeout(500); // deliberate: checking that no move from C's drag reaches the room (A's table) in that time
  expect(await fcState<State>(a)).toEqual(before);

  // Both browsers agree on the position (each has shown the room's last message).
  const agreed = async (): Promise<State> => {
    for (;;) {
      await ready(a);
      await ready(b);
      const [x, y] = [await fcState<State>(a), await fcState<State>(b)];
      if (x.current === y.current && x.phase === y.phase && x.status === y.status && x.enemy === y.enemy && x.toDiscard === y.toDiscard) return x;
      await eitherMoves(a, x, b, y);
    }
  };
  // Lose fast: yield where allowed, suffer with the lowest cards. After every move, nothing
  // private on C's table.
  for (let i = 0; i < 80; i++) {
    const s = await agreed();
    if (s.status !== 'playing') break;
    await decide(s.current === 0 ? a : b, true);
    await nothingPrivate();
  }
  expect((await agreed()).status).not.toBe('playing');
  for (const p of [a, b, c]) await p.waitForFunction(() => window.__fc?.objects()['dialog.button.0']?.visible === true, undefined, { timeout: 30_000 });
  // C's end: the game to keep and the table to see; no Play again (the seats' people decide).
  expect(await Promise.all([0, 1, 2].map(async (i) => (await objectBox(c, `dialog.button.${i}`)).text))).toEqual(['Menu', 'Download the game', 'See the table']);
  expect(await fcObjects(c)).not.toHaveProperty('dialog.button.3');
  // C leaves: A's table stops counting C.
  await c.goto('about:blank');
  await a.waitForFunction(() => window.__fc?.objects()['host.watching']?.visible !== true);
  expect(errorsC).toEqual([]);

  expect((await objectBox(a, 'dialog.button.0')).text).toBe('Play again');
  expect((await objectBox(a, 'dialog.body')).text).toMatch(/In this room: 0 of 1 game won\.$/); // lost together
  await settle(a); // the dialog faded in: a click before its buttons take input is lost
  await clickObject(a, 'dialog.button.0');
  await b.waitForFunction(() => window.__fc?.objects()['ui.toast']?.text === 'Ann wants to play again.', undefined, { timeout: 30_000 });
  await a.waitForFunction(() => (window.__fc?.objects()['ui.toast']?.text ?? '').startsWith('Waiting for Bob'), undefined, { timeout: 30_000 });
  expect((await fcState<State>(a)).status).not.toBe('playing'); // nothing starts until B asks too
  await settle(b); // B's dialog faded in too
  await clickObject(b, 'dialog.button.0');

  // A new game, same seats, a fresh deal; the table laid out afresh (no end dialog).
  for (const p of [a, b]) {
    await p.waitForFunction(() => (window.__fc?.state() as { status?: string } | null)?.status === 'playing' && !window.__fc?.objects()['dialog.body'], undefined, { timeout: 30_000 });
  }
  await ready(a);
  await ready(b);
  const [na, nb] = [await fcState<State>(a), await fcState<State>(b)];
  expect(na.hands[0]!.length).toBe(7);
  expect(nb.hands[1]!.length).toBe(7);
  expect([na.hands[0], nb.hands[1]]).not.toEqual(firstHands);
  await checkPrivate(a, 0, nb.hands[1]!);
  await checkPrivate(b, 1, na.hands[0]!);
  expect(new URL(a.url()).searchParams.get('room')).toBe(code);
  // R-FIRST-PLAYER: nobody felled the last king, so the seat after the last game's first starts.
  expect(na.current).toBe(1);
  expect((await objectBox(b, 'host.turn')).text).toBe('Your turn');
  expect((await objectBox(a, 'host.turn')).text).toBe('Bob to play');
  await decide(b);
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('issue 28 item 8: a friend away too long: the host lets a bot play for them at the level chosen; coming back, they take the seat back', async ({ openContext }) => {
  test.setTimeout(240_000);
  const a = await newPlayer(openContext);
  const b = await newPlayer(openContext);
  const errorsA = collectConsoleErrors(a);
  const code = await regicideForTwo(a, b);
  await recordSaid(a);
  const saidA = (text: string) => a.waitForFunction((x) => (window as unknown as { __said: string[] }).__said.includes(x), text, { timeout: 60_000 });

  // B's page goes elsewhere: away. After the room's wait (5 s in the tests), the host is asked.
  // B comes back while the question is up: it goes by itself, the table is the host's again (the
  // clean-clone run's two-browser test lost its next drag under a question left up).
  const asked = () => a.waitForFunction(() => window.__fc?.objects()['dialog.body']?.text?.startsWith('Bob has been away') === true, undefined, { timeout: 60_000 });
  await b.goto('about:blank');
  await saidA('Bob is away.');
  await asked();
  await b.goto(`/?room=${code}`);
  await saidA('Bob is back.');
  await a.waitForFunction(() => !window.__fc?.objects()['ui.dialog']);
  await ready(b);
  await b.goto('about:blank');
  await a.waitForFunction(() => (window as unknown as { __said: string[] }).__said.filter((x) => x === 'Bob is away.').length === 2, undefined, { timeout: 60_000 });
  await asked();
  const labels = await Promise.all([0, 1, 2].map(async (i) => (await objectBox(a, `dialog.button.${i}`)).text));
  expect(labels).toEqual(['Bot: Easy', 'Bot: Strong', 'Keep waiting']);
  await settle(a); // the dialog faded in
  await clickObject(a, 'dialog.button.1');
  await saidA('A bot plays for Bob until they come back.');

  // A plays its turn; the bot plays B's, and the turn comes back to A.
  expect((await fcState<State>(a)).current).toBe(0);
  for (let i = 0; i < 4 && (await fcState<State>(a)).current === 0; i++) await decide(a);
  await a.waitForFunction(() => (window.__fc?.state() as { current?: number } | null)?.current === 0, undefined, { timeout: 90_000 });

  // B comes back by the room's link (its seat token): straight to the table, the seat B's again.
  await b.goto(`/?room=${code}`);
  await saidA('Bob is back.');
  await ready(b);
  await checkPrivate(b, 1, (await fcState<State>(a)).hands[0]!);
  for (let i = 0; i < 4 && (await fcState<State>(a)).current === 0; i++) await decide(a);
  // Seat 1's turn: the bot does not play it now; B does.
  await b.waitForFunction(() => (window.__fc?.state() as { current?: number } | null)?.current === 1, undefined, { timeout: 30_000 });
  await a.waitForTimeout(2000); // deliberate: checking that no bot plays B's turn in that time (a bot plays after 600 ms)
  expect((await fcState<State>(a)).current).toBe(1);
  await decide(b);
  expect(errorsA).toEqual([]);
});

test('Joining online: a malformed code, an unknown room, a full room and a link to no room are refused with a toast that says why, and change nothing', async ({ openContext }) => {
  test.setTimeout(240_000);
  const a = await newPlayer(openContext);
  const b = await newPlayer(openContext);
  const errorsA = collectConsoleErrors(a);
  // A's room: A and a bot, so no seat is free.
  await regicideWithBot(a);
  const code = await lobbyCode(a);
  const lobbyTexts = async (): Promise<(string | undefined)[]> => Promise.all(['lobby.seat.0', 'lobby.seat.1', 'lobby.code'].map(async (n) => (await objectBox(a, n)).text));
  const before = await lobbyTexts();
  expect(before.slice(0, 2)).toEqual(['Ann (you)', 'bot (Strong)']);

  await gotoApp(b);
  await clickObject(b, 'menu.online');
  await waitForScene(b, 'Online');
  const toast = (text: string) => b.waitForFunction((t) => window.__fc?.scene === 'Online' && window.__fc.objects()['ui.toast']?.text === t, text, { timeout: 20_000 });
  const tokens = () => b.evaluate(() => localStorage.getItem('fc.online.tokens'));
  const typeCode = async (c: string): Promise<void> => {
    for (let i = 0; i < 8; i++) await b.keyboard.press('Backspace');
    await b.keyboard.type(c.toLowerCase());
  };

  // Too short: refused on the spot.
  await typeCode('AB3');
  await clickObject(b, 'online.join');
  await toast('A room code has 7 letters and digits.');
  expect((await objectBox(b, 'online.code')).text).toBe('AB3▏');

  // Well formed, but no such room: back on the same screen, the code as typed, the reason.
  const unknown = code === 'ZZZZZZZ' ? 'YYYYYYY' : 'ZZZZZZZ';
  await typeCode(unknown);
  await clickObject(b, 'online.join');
  await toast(`There is no room ${unknown}: check the code, or ask your friend for a new one.`);
  expect((await objectBox(b, 'online.code')).text).toBe(`${unknown}▏`);
  expect(new URL(b.url()).searchParams.get('room')).toBeNull();
  expect(await tokens()).toBeNull();

  // A's room, whose seats are all taken: the room's own refusal.
  await typeCode(code);
  await clickObject(b, 'online.join');
  await toast('Every seat of this room is taken.');
  expect((await objectBox(b, 'online.code')).text).toBe(`${code}▏`);
  expect(new URL(b.url()).searchParams.get('room')).toBeNull();
  expect(await tokens()).toBeNull();

  // A link to a room that is not there: the same refusal, and the address loses the code.
  await b.goto(`/?room=${unknown}`);
  await confirmNameAndJoin(b);
  await toast(`There is no room ${unknown}: check the code, or ask your friend for a new one.`);
  expect(new URL(b.url()).searchParams.get('room')).toBeNull();

  // A's lobby is as it was: the same seats, still ready to start.
  expect(await lobbyTexts()).toEqual(before);
  expect((await objectBox(a, 'lobby.start')).enabled).toBe(true);
  expect(errorsA).toEqual([]);
});

for (const [game, mode] of [
  ['Castle Panic', 'Overlord'],
  ['Regality vs Religion', null],
  ['Le Roi du Ring', null],
] as const) {
  test(`issue 28 item 6: ${game}, watched: the table drawn from the public view (nothing hidden shown), the bot's moves seen, no error`, async ({ openContext }) => {
    test.setTimeout(180_000);
    const a = await newPlayer(openContext);
    const c = await newPlayer(openContext);
    const errorsA = collectConsoleErrors(a);
    const errorsC = collectConsoleErrors(c);
    await onlineSetup(a, game);
    if (mode) await selectUntil(a, 'setup.option.mode', mode);
    // The bot takes the first seat: its moves come while C watches.
    await selectUntil(a, 'setup.seat.0', 'Bot');
    await selectUntil(a, 'setup.seat.1', 'Person');
    await clickObject(a, 'setup.start');
    await waitForScene(a, 'Lobby');
    const code = await lobbyCode(a);
    await c.goto(`/?watch=${code}`);
    await waitForScene(c, 'Lobby');
    await a.waitForFunction(() => window.__fc?.objects()['lobby.watch']?.text?.endsWith('\n1 watching') === true);
    await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
    await clickObject(a, 'lobby.start');
    const table = (p: Page) => p.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.state() !== null && window.__fc.busy?.() === false, undefined, { timeout: 60_000 });
    await table(a);
    await table(c);
    await c.waitForFunction(() => window.__fc?.objects()['host.watching']?.text === 'You are watching (1 in all)');
    // The bot's moves (seat 0) reach C's table as they come: once it is Ann's turn on her table,
    // C's says so too (a table that missed a move would still show the bot to play).
    await a.waitForFunction(() => window.__fc?.objects()['host.turn']?.text === 'Your turn', undefined, { timeout: 60_000 });
    await c.waitForFunction(() => window.__fc?.objects()['host.turn']?.text === 'Ann to play', undefined, { timeout: 60_000 });
    await table(c);
    const s = await fcState<{ hands?: string[][]; overlordHand?: string[]; secret?: string[][]; deck?: string[]; pile?: string[] }>(c);
    const hidden = (xs: string[] | undefined): boolean => (xs ?? []).every((x) => x === '?');
    if (game === 'Castle Panic') {
      expect(hidden(s.overlordHand)).toBe(true);
      expect(hidden(s.deck) && hidden(s.pile)).toBe(true);
    } else if (game === 'Regality vs Religion') {
      expect((s.secret ?? []).every(hidden)).toBe(true);
      expect(hidden(s.pile)).toBe(true);
    } else {
      expect((s.hands ?? []).every(hidden)).toBe(true);
      expect(hidden(s.deck)).toBe(true);
    }
    await screenshot(c, `online-spectator-${game.split(' ')[0]!.toLowerCase()}`);
    expect(errorsA).toEqual([]);
    expect(errorsC).toEqual([]);
  });
}
