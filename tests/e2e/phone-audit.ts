// A phone held sideways: what a player can read and tap. `auditScreen` reads every visible text
// and every object that takes input now (window.__fc.texts() / targets(), src/app/test-hooks.ts)
// and lists each breach of the goals: text under 12 CSS px, a tap target under 44x44 CSS px,
// text cut off by the window's edge, two texts drawn over each other.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './helpers';

export const PHONES = [
  { name: 'phone-844x390', viewport: { width: 844, height: 390 } },
  { name: 'phone-740x360', viewport: { width: 740, height: 360 } },
] as const;

type Phone = (typeof PHONES)[number];
/**
 * Shares a phone spec's tests out between the two sizes, to keep the browser tests short. Call
 * once per size inside that size's `describe`, then declare each test behind the answer:
 * `if (share()) test(...)`. A spec's first test (its main table or screen, played by touch) runs
 * at both sizes, each later one at one size in turn, the smaller first. `FC_PHONES=all` runs
 * every test at both sizes.
 */
export function phoneShare(phone: Phone): () => boolean {
  const mine = PHONES.indexOf(phone);
  const all = process.env.FC_PHONES === 'all';
  let n = 0;
  return () => {
    const i = n++;
    return all || i === 0 || (i - 1) % PHONES.length === PHONES.length - 1 - mine;
  };
}

/** Playwright `use` options for a phone (touch, isMobile, deviceScaleFactor 3). */
export function phoneUse(viewport: { width: number; height: number }) {
  return { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface TextInfo extends Box {
  scene: string;
  name: string;
  text: string;
  cssPx: number;
}
interface TargetInfo extends Box {
  scene: string;
  name: string;
}
interface Layout {
  left: number;
  top: number;
  width: number;
  height: number;
  css: number;
  compact: boolean;
}

export interface AuditOptions {
  /** Only this scene's texts and targets (a table's own spec; the host's bar is the shell's). */
  onlyScene?: string;
  /** Texts allowed to overlap others (names or text contents, e.g. a label drawn on its own shadow). */
  overlapOk?: (a: { name: string; text: string }, b: { name: string; text: string }) => boolean;
  /** Targets exempt from the 44 px rule (e.g. a full-screen backdrop is not a "button"). */
  targetOk?: (t: TargetInfo) => boolean;
}

const overlapArea = (a: Box, b: Box): number => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
};

const label = (t: { name: string; text: string }): string => `${t.name || '(unnamed)'} "${t.text.replace(/\s+/g, ' ').slice(0, 40)}"`;

/** The breaches on the screen now, as readable lines (empty when the screen meets the goals). */
export async function auditScreen(page: Page, opts: AuditOptions = {}): Promise<string[]> {
  const { layout, texts: allTexts, targets: allTargets } = await page.evaluate(() => {
    const fc = (window as unknown as { __fc: { layout(): unknown; texts(): unknown; targets(): unknown } }).__fc;
    return { layout: fc.layout(), texts: fc.texts(), targets: fc.targets() };
  }) as { layout: Layout; texts: TextInfo[]; targets: TargetInfo[] };
  const texts = opts.onlyScene ? allTexts.filter((t) => t.scene === opts.onlyScene) : allTexts;
  const targets = opts.onlyScene ? allTargets.filter((t) => t.scene === opts.onlyScene) : allTargets;
  const out: string[] = [];
  const css = layout.css;
  const right = layout.left + layout.width;
  const bottom = layout.top + layout.height;
  const slack = 1 / css; // one CSS px
  for (const t of texts) {
    if (t.cssPx < 11.95) out.push(`text ${t.cssPx.toFixed(1)} CSS px: ${label(t)}`);
    if (t.x < layout.left - slack || t.y < layout.top - slack || t.x + t.width > right + slack || t.y + t.height > bottom + slack) {
      out.push(`text cut off by the window: ${label(t)} at ${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.width)}x${Math.round(t.height)}`);
    }
  }
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      const area = overlapArea(a, b);
      // Text boxes carry some padding: more than a quarter of the smaller one covered is an overlap.
      // (a suit's run drawn in its colour over the words it is part of, roi-du-ring/scene/suit-runs.ts, is no overlap)
      const run = (x: TextInfo, y: TextInfo): boolean => /\.suit\.\d+$/.test(x.name) && y.text.includes(x.text);
      if (area > 0.25 * Math.min(a.width * a.height, b.width * b.height) && !opts.overlapOk?.(a, b) && !opts.overlapOk?.(b, a) && !run(a, b) && !run(b, a)) {
        out.push(`texts overlap: ${label(a)} and ${label(b)}`);
      }
    }
  });
  for (const t of targets) {
    if (opts.targetOk?.(t)) continue;
    const w = t.width * css;
    const h = t.height * css;
    if (w < 43.5 || h < 43.5) out.push(`tap target ${w.toFixed(0)}x${h.toFixed(0)} CSS px: ${t.scene} ${t.name || '(unnamed)'}`);
  }
  return out;
}

/** Screenshot (test-results/shots/<name>.png, attached to the report) and audit; fails listing every breach. */
export async function expectPhoneReady(page: Page, info: TestInfo, name: string, opts: AuditOptions = {}): Promise<void> {
  const png = await screenshot(page, name);
  await info.attach(name, { body: png, contentType: 'image/png' });
  const breaches = await auditScreen(page, opts);
  expect(breaches, `${name}: ${breaches.length} breaches`).toEqual([]);
  if ((await page.evaluate(() => window.__fc?.objects()['ui.coach.demo.hand']?.visible)) === true) await expectHandOnScreen(page);
}

/**
 * The demonstrating hand on screen through its loop, not only at the moment a test happens to
 * catch: the loop is held (window.__fcDemoAt) at the moments where it stands furthest out: a
 * tap's finger coming from beside the button (250 ms) and on its way (450, 700), then pressing it;
 * a drag's along its arc (450 to 1500 ms) and letting go. Then it runs again.
 */
export async function expectHandOnScreen(page: Page): Promise<void> {
  // In the page, in one go (a round trip per moment cost seconds a step on a busy machine).
  const { view, off } = await page.evaluate(async () => {
    const w = window as unknown as { __fcDemoAt?: number };
    const v = window.__fc?.layout() as unknown as { left: number; top: number; width: number; height: number };
    const out: string[] = [];
    try {
      // (src/ui/demo.ts demoFrame: a tap's loop is 2400 ms, a drag's 2800)
      for (const ms of [250, 450, 700, 975, 1250, 1500, 1700]) {
        w.__fcDemoAt = ms;
        // two frames: the loop reads the held moment at its next update
        await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
        const hand = window.__fc?.objects()['ui.coach.demo.hand'];
        // (fading in or out, a hand at less than a third of its strength is not yet, or no longer, seen)
        if (!hand?.visible || hand.alpha < 0.34) continue;
        const { left, top, width, height } = v;
        if (hand.x < left - 0.5 || hand.y < top - 0.5 || hand.x + hand.width > left + width + 0.5 || hand.y + hand.height > top + height + 0.5) {
          out.push(`${ms} ms: (${Math.round(hand.x)}, ${Math.round(hand.y)}) ${Math.round(hand.width)}x${Math.round(hand.height)}`);
        }
      }
    } finally {
      delete w.__fcDemoAt;
    }
    return { view: v, off: out };
  });
  expect(view).toBeTruthy();
  expect(off, `the hand off the screen ${view.left},${view.top} ${view.width}x${view.height}`).toEqual([]);
}
