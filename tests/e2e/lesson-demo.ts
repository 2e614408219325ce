// The lesson coach's "show me" finger (src/ui/demo.ts) in the browser tests: at a move step it is
// there, takes no input, and moves: its fingertip (the box of `ui.coach.demo`) comes to the thing
// to take (or the button) and later to the place to drop it.
import { expect, type Page } from './fixtures';
import { centreOf, objectBox, screenshot, twoFrames } from './helpers';
import { expectHandOnScreen } from './phone-audit';

interface Pt {
  x: number;
  y: number;
}

const tip = (page: Page): Promise<Pt | null> =>
  page.evaluate(() => {
    const o = window.__fc?.objects()['ui.coach.demo'];
    return o?.visible ? { x: o.x + o.width / 2, y: o.y + o.height / 2 } : null;
  });

/** How far the fingertip is from the middle of a named object, or from a point (design px); Infinity while it is not shown. */
async function gap(page: Page, at: string | Pt): Promise<number> {
  const p = await tip(page);
  if (!p) return Infinity;
  const c = typeof at === 'string' ? centreOf(await objectBox(page, at)) : at;
  return Math.hypot(p.x - c.x, p.y - c.y);
}

/** 0 while the fingertip is on the named object (inside its box), else how far off it is; Infinity while not shown. */
async function off(page: Page, name: string): Promise<number> {
  const p = await tip(page);
  if (!p) return Infinity;
  const b = await objectBox(page, name);
  return Math.max(0, b.x - p.x, p.x - b.x - b.width, b.y - p.y, p.y - b.y - b.height);
}

/**
 * The demonstration of a drag (`from` the piece, `to` its place: the fingertip within `near` px of
 * their middles) or of a tap (`to` omitted: the fingertip on the button `from`).
 */
export async function expectDemo(page: Page, from: string, to?: string, near = 30): Promise<void> {
  await page.waitForFunction(() => window.__fc?.objects()['ui.coach.demo'] !== undefined, undefined, { timeout: 10_000 });
  // never in the way: not interactive, and no target of the page's input under its name
  const names = await page.evaluate(() => {
    const objects = window.__fc?.objects() ?? {};
    const own = Object.keys(objects).filter((n) => n.startsWith('ui.coach.demo'));
    return { own, enabled: own.filter((n) => objects[n]?.enabled !== undefined), targets: (window.__fc?.targets() ?? []).map((t) => t.name).filter((n) => n.startsWith('ui.coach.demo')) };
  });
  expect(names.own).toEqual(expect.arrayContaining(['ui.coach.demo', 'ui.coach.demo.hand']));
  expect(names.enabled).toEqual([]);
  expect(names.targets).toEqual([]);
  await expectHandOnScreen(page);
  // it moves: on the thing to touch first, later on its place (sampled as its loop runs, about 3 s)
  if (!to) {
    await expect.poll(() => off(page, from), { message: `the demo's finger taps ${from}`, timeout: 10_000, intervals: [40] }).toBe(0);
    return;
  }
  await expect.poll(() => gap(page, from), { message: `the demo's finger on ${from}`, timeout: 10_000, intervals: [40] }).toBeLessThan(near);
  await expect.poll(() => gap(page, to), { message: `the demo's finger on ${to}`, timeout: 10_000, intervals: [40] }).toBeLessThan(near);
}

/** The coach card's title now ("Lesson n / N"). */
export const coachTitle = (page: Page): Promise<string> => page.evaluate(() => window.__fc?.objects()['ui.coach.title']?.text ?? '');

/**
 * Right after the player's move the finger of that step is gone: it stepped aside at the touch,
 * or the next step (its title other than `title`) already shows its own.
 */
export async function expectDemoAside(page: Page, title: string): Promise<void> {
  const [p, now] = await Promise.all([tip(page), coachTitle(page)]);
  expect(p === null || now !== title, `the finger of "${title}" still shown after the move`).toBe(true);
}

/** A picture of the demonstration held `ms` into its loop (window.__fcDemoAt, read by demo.ts), then let run again. */
export async function demoShot(page: Page, name: string, ms = 900): Promise<void> {
  await page.evaluate((t) => ((window as unknown as { __fcDemoAt?: number }).__fcDemoAt = t), ms);
  await twoFrames(page); // the loop reads the held moment at its next update (the screenshot waits for it drawn)
  await screenshot(page, name);
  await page.evaluate(() => delete (window as unknown as { __fcDemoAt?: number }).__fcDemoAt);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const meets = (a: Box, b: Box): boolean => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/**
 * Regicide's lesson on a phone: the coach's card covers neither the enemy, nor the cards played
 * against it (each 88x124 design px about its middle), nor the hand (its chosen, raised cards
 * too); the demonstrating finger, when there, is on screen.
 */
export async function expectCoachClearOfRegicide(page: Page): Promise<void> {
  const objects = await page.evaluate(() => window.__fc?.objects() ?? {});
  const card = objects['ui.coach'];
  expect(card?.visible).toBe(true);
  const covered = Object.entries(objects)
    .filter(([k, b]) => b.visible && (k === 'regicide.enemy' || /^regicide\.(card|pending)\.[0-9AJQK]+[CDHS]$/.test(k)))
    .map(([k, b]) => ({ k, b }));
  for (const [k, b] of Object.entries(objects)) {
    if (!b.visible || !/^regicide\.table\.[0-9AJQK]+[CDHS]$/.test(k)) continue;
    const c = centreOf(b);
    covered.push({ k, b: { x: c.x - 44, y: c.y - 62, width: 88, height: 124, visible: true, alpha: 1 } });
  }
  expect(covered.length).toBeGreaterThan(1);
  expect(covered.filter(({ b }) => meets(card!, b)).map(({ k }) => k)).toEqual([]);
  // (the demonstrating hand on screen: expectPhoneReady, at each step)
}
