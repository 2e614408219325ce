// Play online in a real Chromium: two browser contexts (two players, each with its own storage)
// against the rooms the preview server carries (vite.config.ts, plugin onlineRooms). One creates a
// Regicide room for two friends from the menu's Play online, the other types its code; the lobby
// shows who sat where; the host starts; each plays real drags onto the enemy and the wounds,
// chosen from the cards its own view shows (the server draws the deal); one reloads mid-game and
// comes back to its seat; neither ever holds or shows the other's hand.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { clickAt, clickObject, collectConsoleErrors, dragObject, fcObjects, fcState, gotoApp, objectBox, waitForScene } from './helpers';

interface State {
  hands: string[][];
  enemy: string | null;
  phase: 'play' | 'discard' | 'choose';
  toDiscard: number;
  current: number;
  status: string;
}

const VALUE: Record<string, number> = { A: 1, J: 10, Q: 15, K: 20 };
const value = (card: string): number => (card.startsWith('X') ? 0 : (VALUE[card.slice(0, -1)] ?? Number(card.slice(0, -1))));

async function newPlayer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

/** Click a Selector's right arrow until it shows `text`. */
async function selectUntil(page: Page, name: string, text: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const box = await objectBox(page, name);
    if ((box.text ?? '') === text) return;
    await clickAt(page, box.x + box.width - 22, box.y + box.height / 2);
    await page.waitForTimeout(150);
  }
  expect((await objectBox(page, name)).text).toBe(text);
}

/** The host has shown the room's last message and the table is drawn. */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy?.() === false && !!window.__fc.objects()['regicide.enemy'] && window.__fc.state() !== null);
  await page.waitForTimeout(300);
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

/** One decision for the seat to act, by drags: the lowest card onto the enemy, or the fewest high cards onto the wounds. */
async function decide(page: Page): Promise<void> {
  await ready(page);
  const s = await fcState<State>(page);
  const hand = (s.hands[s.current] ?? []).filter((c) => !c.startsWith('X'));
  const before = JSON.stringify(s);
  if (s.phase === 'play') {
    const card = [...hand].sort((a, b) => value(a) - value(b))[0]!;
    await dragObject(page, `regicide.card.${card}`, 'regicide.enemyZone');
    await clickObject(page, 'regicide.playButton');
  } else if (s.phase === 'discard') {
    let sum = 0;
    for (const card of [...hand].sort((a, b) => value(b) - value(a))) {
      if (sum >= s.toDiscard) break;
      await dragObject(page, `regicide.card.${card}`, 'regicide.wounds');
      sum += value(card);
    }
    await clickObject(page, 'regicide.discardButton');
  } else {
    throw new Error(`unexpected phase ${s.phase}`);
  }
  await page.waitForFunction((b) => JSON.stringify(window.__fc?.state()) !== b, before);
}

test('Regicide online, two browsers: create, join by code, lobby, start, play by drags, a reload back to the seat, hands private', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await newPlayer(browser);
  const b = await newPlayer(browser);
  const errorsA = collectConsoleErrors(a);
  const errorsB = collectConsoleErrors(b);

  // A: menu -> Play online -> Regicide -> 2 players, both friends -> Create the room.
  await gotoApp(a);
  await clickObject(a, 'menu.online');
  await waitForScene(a, 'Online');
  await selectUntil(a, 'online.game', 'Regicide');
  await clickObject(a, 'online.create');
  await waitForScene(a, 'Setup');
  await selectUntil(a, 'setup.option.players', '2');
  expect((await objectBox(a, 'setup.seat.1')).text).toBe('Person');
  await clickObject(a, 'setup.start');
  await waitForScene(a, 'Lobby');
  await a.waitForFunction(() => (window.__fc?.objects()['lobby.code']?.text ?? '').length > 0);
  const code = ((await objectBox(a, 'lobby.code')).text ?? '').split(' ').pop()!;
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
  expect(new URL(a.url()).searchParams.get('room')).toBe(code);
  expect((await objectBox(a, 'lobby.link')).text).toContain(`?room=${code}`);
  expect((await objectBox(a, 'lobby.seat.0')).text).toBe('you');
  expect((await objectBox(a, 'lobby.seat.1')).text).toBe('waiting for a friend');
  expect((await objectBox(a, 'lobby.start')).enabled).toBe(false);
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
  await b.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'you');
  expect((await objectBox(b, 'lobby.wait')).visible).toBe(true);
  expect(await fcObjects(b)).not.toHaveProperty('lobby.start');
  await a.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'here');
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  await clickObject(a, 'lobby.start');
  await ready(a);
  await ready(b);
  // No undo online.
  expect((await objectBox(a, 'host.undo')).enabled).toBe(false);

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
  const backToast = a.waitForFunction(() => window.__fc?.objects()['ui.toast']?.text === 'Player 2 is back.', undefined, { timeout: 30_000, polling: 50 });
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
  // A move out of turn is refused locally (the bar's toast) and the room is unchanged.
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('Castle Panic Overlord online: a defender and the Overlord in two browsers; the defender never holds the tokens, the Overlord sees them with no hand-over screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await newPlayer(browser);
  const b = await newPlayer(browser);
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
  await waitForScene(b, 'Lobby');
  await b.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'you');
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
  for (let i = 0; i < 5 && (await fcState<Cp>(b)).phase !== 'overlord'; i++) {
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
    await b.waitForTimeout(500);
    const count = async (p: Page) => (await fcState<{ monsters: unknown[] }>(p)).monsters.length;
    const before = await count(a);
    await dragObject(b, `cp.otoken.${monster}`, 'cp.forestZone.3');
    await a.waitForFunction((n) => ((window.__fc?.state() as { monsters: unknown[] }).monsters.length) > n, before, { timeout: 30_000 });
    await hidden();
  }
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});
