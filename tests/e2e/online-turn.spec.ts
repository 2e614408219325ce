// Online, "your turn" in a background page (issue 28 item 5): a Castle Panic Overlord room in two
// browsers; the Overlord's page is in the background (headless Chromium keeps every page visible,
// so the test hides it the way a browser reports a background tab: document.hidden and a
// visibilitychange event). When the defender's passes make it the Overlord's turn, that page's
// title flashes "Your turn", a system notification says so (permission granted to that context),
// and the bell rings; shown again, the page's title is its own. The defender's page, in sight the
// whole time, never flashes.
import { expect, test, type BrowserContext, type Page, type OpenContext } from './fixtures';
import { clickObject, confirmNameAndJoin, presetOnlineName, fcAudio, fcState, gotoApp, objectBox, settle, waitForScene, clickAt } from './helpers';

/** The browsers (contexts) a test opened: closed when it ends, or their pages would go on
 * drawing their tables for every later test of the worker (each a renderer at ~7 % CPU). */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const c of opened.splice(0)) await c.close().catch(() => undefined);
});

async function newPlayer(openContext: OpenContext, permissions: string[] = []): Promise<Page> {
  const context = await openContext({ viewport: { width: 1600, height: 900 } });
  await presetOnlineName(context, opened.length === 0 ? 'Ann' : 'Bob');
  opened.push(context);
  if (permissions.length) await context.grantPermissions(permissions);
  const page = await context.newPage();
  // Every system notification the page shows, kept for the test.
  await page.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __notes: typeof shown }).__notes = shown;
    const Real = window.Notification;
    class Kept extends Real {
      constructor(title: string, o?: NotificationOptions) {
        super(title, o);
        shown.push({ title, body: o?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Kept, configurable: true });
  });
  return page;
}

/** The page goes to the background (or comes back) as far as the page can tell. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { get: () => h, configurable: true });
    Object.defineProperty(document, 'visibilityState', { get: () => (h ? 'hidden' : 'visible'), configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** A selector's arrow pressed: its value is no longer `was`, and the screen (laid out again for it) at rest. */
async function stepped(page: Page, name: string, was: string | undefined): Promise<void> {
  await page.waitForFunction(([n, t]) => (window.__fc?.objects()[n]?.text ?? '') !== t, [name, was ?? ''] as const);
  await settle(page);
}

test('online, your turn in a background page: the title flashes, a notification and the bell; seen again, the title is the page\'s own', async ({ openContext }) => {
  test.setTimeout(240_000);
  const a = await newPlayer(openContext);
  const b = await newPlayer(openContext, ['notifications']);
  await gotoApp(a);
  await clickObject(a, 'menu.online');
  await waitForScene(a, 'Online');
  for (let i = 0; i < 8 && (await objectBox(a, 'online.game')).text !== 'Castle Panic'; i++) {
    const box = await objectBox(a, 'online.game');
    await clickAt(a, box.x + box.width - 22, box.y + box.height / 2);
    await stepped(a, 'online.game', box.text);
  }
  await clickObject(a, 'online.create');
  await waitForScene(a, 'Setup');
  for (let i = 0; i < 8 && (await objectBox(a, 'setup.option.mode')).text !== 'Overlord'; i++) {
    const box = await objectBox(a, 'setup.option.mode');
    await clickAt(a, box.x + box.width - 22, box.y + box.height / 2);
    await stepped(a, 'setup.option.mode', box.text);
  }
  await clickObject(a, 'setup.start');
  await a.waitForFunction(() => (window.__fc?.objects()['lobby.code']?.text ?? '').length > 0);
  const code = ((await objectBox(a, 'lobby.code')).text ?? '').split(' ').pop()!;
  await b.goto(`/?room=${code}`);
  await confirmNameAndJoin(b);
  await b.waitForFunction(() => window.__fc?.objects()['lobby.seat.1']?.text === 'Bob (you)');
  // A press on the Overlord's page (so the browser lets it play sounds), then it goes to the background.
  await clickAt(b, 5, 5);
  await a.waitForFunction(() => window.__fc?.objects()['lobby.start']?.enabled === true);
  await clickObject(a, 'lobby.start');
  const table = (p: Page) => p.waitForFunction(() => window.__fc?.scene === 'GameHost' && window.__fc.busy?.() === false && window.__fc.state() !== null && !!window.__fc.objects()['cp.board'], undefined, { timeout: 60_000 });
  await table(a);
  await table(b);
  const titleB = await b.title();
  await setHidden(b, true);
  expect(await b.title()).toBe(titleB);
  const bellsBefore = (await fcAudio(b))?.byName.bell ?? 0;
  // The defender deals, then passes until the monsters have moved and the Overlord is to act.
  type Cp = { phase: string };
  for (let i = 0; i < 5 && (await fcState<Cp>(a)).phase !== 'overlord'; i++) {
    expect(await b.title()).toBe(titleB); // not the Overlord's turn yet: no flash
    const before = JSON.stringify(await fcState(a));
    await clickObject(a, (await fcState<Cp>(a)).phase === 'setup' ? 'cp.deal' : 'cp.pass');
    await a.waitForFunction((s) => JSON.stringify(window.__fc?.state()) !== s && window.__fc?.busy?.() === false, before, { timeout: 60_000 });
  }
  // The title flashes: it reads "Your turn", then the page's own, then "Your turn" again.
  await b.waitForFunction(() => document.title.startsWith('● Your turn'), undefined, { timeout: 60_000 });
  await b.waitForFunction((t) => document.title === t, titleB, { timeout: 10_000 });
  await b.waitForFunction(() => document.title.startsWith('● Your turn'), undefined, { timeout: 10_000 });
  const notes = await b.evaluate(() => (window as unknown as { __notes: { title: string; body: string }[] }).__notes);
  expect(notes).toEqual([{ title: 'Your turn', body: `It is your turn in room ${code}.` }]);
  expect((await fcAudio(b))?.byName.bell ?? 0).toBeGreaterThan(bellsBefore);
  // The defender's page, in sight, never flashed.
  expect(await a.title()).not.toContain('Your turn');
  // The Overlord comes back to its page: the title is its own, and stays so.
  await setHidden(b, false);
  expect(await b.title()).toBe(titleB);
  await b.waitForTimeout(1500); // deliberate: checking that the title does not flash again in that time (it flashed every second)
  expect(await b.title()).toBe(titleB);
});
