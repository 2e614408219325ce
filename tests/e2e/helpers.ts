// Shared helpers for the browser tests: the app's test hook, design-coordinate input, screenshots
// and pixel checks on the screenshots.
//
// Coordinates: scenes lay out in design coordinates (1600x900). `toScreen` maps them onto the page
// through the canvas' bounding box, so tests keep working whatever the viewport or pixel ratio.
// Screenshots are taken of the canvas only; `designToPng` maps design coordinates onto a
// screenshot (with the standard 1600x900 viewport the two are the same).
//
// Pixels: WebGL canvases cannot be read back reliably (preserveDrawingBuffer is off), so pixel
// checks decode the screenshot PNG instead, with the small decoder below (8-bit RGB/RGBA, and
// greyscale for good measure, non-interlaced: what Chromium writes).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { docsPath, givenBack, pendingScripts } from './fixtures';

export const DESIGN_WIDTH = 1600;
export const DESIGN_HEIGHT = 900;

// ---- the app's test hook -----------------------------------------------------------------------

/** One named object, in design coordinates. x, y is the top-left corner of its bounds (as Phaser's getBounds()). */
export interface FcObjectBox {
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
  /** Its alpha as drawn: its own times its containers' (0: not seen though visible). */
  alpha: number;
  /** A Text's text, or the first Text inside a named container (a button's label). */
  text?: string;
  /** Where it takes input of its own (a button): whether that input is on (a dimmed button's is off). */
  enabled?: boolean;
  /** A piece: whether it is selected (click-then-target). */
  selected?: boolean;
}

/** `window.__fc`, installed by test (and dev) builds only. */
export interface FcHook {
  /** True once the app is booted and the first main scene is up. */
  ready: boolean;
  /** Key of the active main scene. */
  scene: string;
  /** Keys of all active scenes. */
  scenes?: string[];
  /** Starts a scene by key (e.g. the widget gallery), stopping the other shell scenes. */
  start?(key: string, data?: object): Promise<void>;
  /** Named objects of the active scene, in design coordinates. */
  objects(): Record<string, FcObjectBox>;
  /** The active game's state (or null outside a game). */
  state(): unknown;
  /** The active game's record (moves so far), or null. */
  record(): unknown;
  /** performance.now() when the menu scene rendered its first frame (used by scripts/perf.mjs). */
  firstMenuFrameAt?: number | null;
  /** The game loop's measured frames per second, if the app reports it. */
  fps?: number;
  /** src/app/audio.ts audioStats(), if the hook passes it through. */
  audio?(): { played: number; lastName: string | null; unlocked: boolean; byName: Record<string, number | undefined> };
  /** Render-on-demand counters: game steps run, and how many of them redrew the canvas. */
  renders?(): { steps: number; renders: number; waiting: boolean; moving: boolean };
  /** True while the in-game host shows a change or waits on a bot (it takes no input then). */
  busy?(): boolean;
  /** False while a press could miss: an object made (or no longer) interactive waits for the game's next step, or one that takes input waits for its first frame. */
  inputReady?(): boolean;
  /** The keyboard focus of each active scene that has one: its bounds and whether the outline shows. */
  focus?(): Record<string, { x: number; y: number; width: number; height: number; shown: boolean } | null>;
  /** Online: close the table's socket under the page, as a network drop would. */
  dropOnline?(): boolean;
}

/**
 * From now on, every 20 ms, note each visible button named with one of `prefixes` that looks ready
 * to click (its input on) while the host is busy: such a button would ignore the click. Read the
 * names noted with `liveButtonsWhileBusy`.
 */
export async function watchButtonsWhileBusy(page: Page, prefixes: string[]): Promise<void> {
  await page.evaluate((prefixes) => {
    const w = window as unknown as { __liveWhileBusy: string[] };
    w.__liveWhileBusy = [];
    setInterval(() => {
      if (!window.__fc?.busy?.()) return;
      for (const [name, o] of Object.entries(window.__fc.objects())) {
        if (o.visible && o.enabled === true && prefixes.some((p) => name.startsWith(p)) && !w.__liveWhileBusy.includes(name)) w.__liveWhileBusy.push(name);
      }
    }, 20);
  }, prefixes);
}

export const liveButtonsWhileBusy = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __liveWhileBusy: string[] }).__liveWhileBusy);

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two boxes overlap (boxes that only touch do not). */
export const boxesMeet = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type FcField = 'ready' | 'scene' | 'firstMenuFrameAt' | 'fps';

/** Reads one plain field of `window.__fc` (undefined if the hook or the field is absent). */
export async function fcValue<K extends FcField>(page: Page, key: K): Promise<FcHook[K] | undefined> {
  const field: FcField = key;
  const v: unknown = await page.evaluate((k) => (window as unknown as { __fc?: FcHook }).__fc?.[k], field);
  return v as FcHook[K] | undefined;
}

/** The visible named objects whose names start with `prefix`, each with its place: [name, x, y]. */
export async function visiblePlaces(page: Page, prefix: string): Promise<(readonly [string, number, number])[]> {
  return Object.entries(await fcObjects(page))
    .filter(([n, b]) => b.visible && n.startsWith(prefix))
    .map(([n, b]) => [n, b.x, b.y] as const);
}

/** All named objects of the active scene. */
export async function fcObjects(page: Page): Promise<Record<string, FcObjectBox>> {
  return page.evaluate(() => {
    const fc = (window as unknown as { __fc?: FcHook }).__fc;
    if (!fc) throw new Error('window.__fc is missing: is this the test build (npm run build:test)?');
    return fc.objects();
  });
}

/** The active game's state, through the hook. */
export async function fcState<T = unknown>(page: Page): Promise<T> {
  return page.evaluate(() => (window as unknown as { __fc?: FcHook }).__fc?.state() as T);
}

/** The active game's record, through the hook. */
export async function fcRecord<T = unknown>(page: Page): Promise<T> {
  return page.evaluate(() => (window as unknown as { __fc?: FcHook }).__fc?.record() as T);
}

/** Audio counters through `__fc.audio()`, or null if the hook does not expose them. */
export async function fcAudio(page: Page): Promise<{ played: number; lastName: string | null; unlocked: boolean; byName: Partial<Record<string, number>> } | null> {
  return page.evaluate(() => {
    const fc = (window as unknown as { __fc?: FcHook }).__fc;
    return typeof fc?.audio === 'function' ? fc.audio() : null;
  });
}

// ---- console and network errors ----------------------------------------------------------------

const IGNORED_URLS = [/\/favicon\.ico$/];

/**
 * Collects console errors, uncaught page errors, failed requests and HTTP error responses into the
 * returned array (live). Assert it is empty at the end of the test: `expect(errors).toEqual([])`.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location().url;
    if (url && IGNORED_URLS.some((re) => re.test(url))) return;
    errors.push(`console.error: ${msg.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => {
    errors.push(`page error: ${err.message}${err.stack ? `\n${err.stack}` : ''}`);
  });
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? 'failed';
    if (failure.includes('ERR_ABORTED') || IGNORED_URLS.some((re) => re.test(req.url()))) return;
    errors.push(`request failed: ${req.method()} ${req.url()} (${failure})`);
  });
  page.on('response', (res) => {
    const url = res.url();
    if (IGNORED_URLS.some((re) => re.test(url))) return;
    if (res.status() >= 400) {
      errors.push(`HTTP ${res.status()}: ${res.request().method()} ${url}`);
      return;
    }
    // vite preview answers a missing file with index.html and status 200: catch that too.
    const type = res.request().resourceType();
    const path = url.startsWith('http') ? new URL(url).pathname : '';
    const html = (res.headers()['content-type'] ?? '').startsWith('text/html');
    if (html && type !== 'document' && /\.(?!html?$)[a-z0-9]+$/i.test(path)) {
      errors.push(`missing file (index.html served instead): ${url}`);
    }
  });
  return errors;
}

// ---- navigation --------------------------------------------------------------------------------

/** Opens the app (optionally at `#hash`) and waits until `window.__fc.ready === true`. */
export async function gotoApp(page: Page, hash?: string, timeout = 30_000): Promise<void> {
  const suffix = hash ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  if (givenBack.has(page) && page.url() !== 'about:blank') {
    // a page kept from an earlier test (fixtures.ts, `reuse`): the link opened in the tab as a
    // player's would be (main.ts), or the menu started, as a boot would show them
    givenBack.delete(page);
    const scripts = pendingScripts.get(page) ?? [];
    if (scripts.length > 0) {
      for (const [script, arg] of scripts.splice(0)) await page.evaluate(script, arg);
      await page.evaluate(() => (window as unknown as { __fc: { storageChanged(): Promise<void> } }).__fc.storageChanged());
    }
    if (suffix) await page.evaluate((h) => (location.hash = h), suffix);
    else await page.evaluate(() => (window as unknown as { __fcGame: { scene: { start(k: string, data: object): void } } }).__fcGame.scene.start('Menu', {}));
  } else {
    givenBack.delete(page);
    pendingScripts.get(page)?.splice(0); // (registered: they run in the page loaded now)
    await page.goto(`/${suffix}`);
  }
  await page.waitForFunction(() => (window as unknown as { __fc?: FcHook }).__fc?.ready === true, undefined, { timeout });
}

/**
 * Two animation frames of the page: objects made interactive by the last change (a screen laid out
 * again) take input from the game's next step, so a press right after them can be lost.
 */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Waits until the canvas shows the latest step: the test build leaves at least 100 ms between
 * frames (src/main.ts), so what changed in the last moments may not be drawn yet.
 */
export async function drawn(page: Page): Promise<void> {
  await twoFrames(page);
  await page.waitForFunction(() => (window as unknown as { __fc?: FcHook }).__fc?.renders?.().waiting !== true);
}

/**
 * A README picture (a JPEG of the page, or of `clip`), written where docsPath says: docs/ when
 * FC_DOCS is set (the tests then draw at full scale), else under test-results/docs.
 */
export async function docsShot(page: Page, rel: string, opts: { quality: number; clip?: Rect | null }): Promise<void> {
  const path = docsPath(rel);
  mkdirSync(dirname(path), { recursive: true });
  await drawn(page);
  await page.screenshot({ type: 'jpeg', quality: opts.quality, path, clip: opts.clip ?? undefined });
}

/**
 * Waits until the page is still: the host shows no change (`__fc.busy()`), and no running scene has
 * a tween that ends (a lit target's endless pulse does not count), then two frames, so that what a
 * test reads or presses next is where it comes to rest. Instead of a fixed wait "for the table to
 * settle", which is too long on a quiet machine and may be too short on a busy one (issue 31).
 */
export async function still(page: Page, timeout = 30_000): Promise<void> {
  const moving = (): Promise<string[]> =>
    page.evaluate(() => {
      const fc = (window as unknown as { __fc?: FcHook }).__fc;
      if (!fc) return ['no __fc hook'];
      if (fc.busy?.() === true) return ['the host (busy)'];
      type Tween = { isInfinite: boolean; totalDuration: number; targets?: { name?: string; type?: string }[] };
      type Scenes = { scene: { getScenes(active: boolean): { sys: { settings: { key: string } }; tweens: { getTweens(): Tween[] } }[] } };
      const game = (window as unknown as { __fcGame?: Scenes }).__fcGame;
      if (!game) return ['no __fcGame'];
      return game.scene
        .getScenes(true)
        .flatMap((scene) => scene.tweens.getTweens().filter((tw) => !tw.isInfinite).map((tw) => `${scene.sys.settings.key}: a tween of ${Math.round(tw.totalDuration)} ms on ${(tw.targets ?? []).map((x) => x.name || x.type).join(', ')}`));
    });
  const end = Date.now() + timeout;
  for (;;) {
    const left = await moving();
    if (left.length === 0) break;
    if (Date.now() > end) throw new Error(`still: after ${timeout} ms, still moving: ${left.join('; ')}`);
    await twoFrames(page);
  }
  await twoFrames(page);
}

/**
 * Waits until what the last action set moving has come to rest, for a test to read or press next:
 * the host shows no change (`__fc.busy()`), no running scene has a tween setting a value now or a
 * camera effect (`renders().moving`: a tween in its delay or hold, a toast's stay on screen, an
 * endless pulse do not count), the canvas shows the latest step and a press would land
 * (`inputReady`), seen on two frames in a row. Unlike `still`, it does not wait out a toast's stay
 * or a chain's pauses. It replaces the fixed waits "for the table to settle" (issue 31).
 */
export async function settle(page: Page, timeout = 30_000): Promise<void> {
  const quiet = (): boolean => {
    const fc = (window as unknown as { __fc?: FcHook }).__fc;
    if (!fc) return false;
    const r = fc.renders?.();
    return fc.busy?.() !== true && r?.moving !== true && r?.waiting !== true && fc.inputReady?.() !== false;
  };
  const end = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction(quiet, undefined, { timeout: Math.max(1, end - Date.now()) });
    await twoFrames(page);
    if (await page.evaluate(quiet)) return;
  }
}

/** Starts a scene through `__fc.start` and waits until it is the active main scene. */
export async function startScene(page: Page, key: string, data?: object): Promise<void> {
  await page.evaluate(
    ([k, d]) => {
      const fc = (window as unknown as { __fc?: FcHook }).__fc;
      if (typeof fc?.start !== 'function') throw new Error('window.__fc.start is missing');
      return fc.start(k, d);
    },
    [key, data] as const,
  );
  await waitForScene(page, key);
}

/** Waits until the active main scene is `key`. */
export async function waitForScene(page: Page, key: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((k) => (window as unknown as { __fc?: FcHook }).__fc?.scene === k, key, { timeout });
}

// ---- input in design coordinates ---------------------------------------------------------------

async function canvasBox(page: Page): Promise<Rect> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('no visible <canvas> on the page');
  return box;
}

/** The visible design rectangle (the canvas fills the window; the 1600x900 frame sits in its middle). */
export async function designView(page: Page): Promise<Rect> {
  const v = await page.evaluate(() => (window as unknown as { __fc?: { layout?: () => Rect } }).__fc?.layout?.() ?? null);
  return v ? { x: (v as unknown as { left: number }).left, y: (v as unknown as { top: number }).top, width: v.width, height: v.height } : { x: 0, y: 0, width: DESIGN_WIDTH, height: DESIGN_HEIGHT };
}

/** Design coordinates to page coordinates, through the canvas' bounding box and the visible design rectangle. */
export async function toScreen(page: Page, x: number, y: number): Promise<Point> {
  const box = await canvasBox(page);
  const v = await designView(page);
  return { x: box.x + ((x - v.x) * box.width) / v.width, y: box.y + ((y - v.y) * box.height) / v.height };
}

/**
 * A browser (context or page) whose player has typed this online name before (issue 28 item 1:
 * Create and Join ask for one, remembered in localStorage): set before the page's own scripts run.
 */
export async function presetOnlineName(target: { addInitScript: Page['addInitScript'] }, name: string): Promise<void> {
  await target.addInitScript((n: string) => {
    if (location.protocol.startsWith('http') && !localStorage.getItem('fc.online.name')) localStorage.setItem('fc.online.name', n);
  }, name);
}

/** Joining by the room's link: the lobby asks the name (the one remembered), then Join. */
export async function confirmNameAndJoin(page: Page): Promise<void> {
  await waitForScene(page, 'Lobby');
  await page.waitForFunction(() => !!window.__fc?.objects()['lobby.join'] || !!window.__fc?.objects()['lobby.seat.0']);
  if (await page.evaluate(() => !!window.__fc?.objects()['lobby.join'])) await clickObject(page, 'lobby.join');
}

/**
 * Waits until a press lands where it is aimed (`__fc.inputReady()`): Phaser adds an object made
 * interactive to its input list at the game's next step, and gives a press to the object drawn
 * last in the camera's last frame, so a press right after a screen is drawn again (a tab that
 * restarts its scene, a panel that opens) fell on nothing or on the panel's backdrop now and then
 * on a busy machine (issue 31).
 */
export async function inputReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __fc?: FcHook }).__fc?.inputReady?.() !== false);
}

/** A real mouse click (move, down, up) at design coordinates. */
export async function clickAt(page: Page, x: number, y: number): Promise<void> {
  await inputReady(page);
  const p = await toScreen(page, x, y);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.waitForTimeout(30); // deliberate: a button held as a hand holds it, not down and up in one event
  await page.mouse.up();
}

/** A finger's tap at design coordinates (a touch context: `hasTouch`). */
export async function tapAt(page: Page, x: number, y: number): Promise<void> {
  await inputReady(page);
  const p = await toScreen(page, x, y);
  await page.touchscreen.tap(p.x, p.y);
}

/** A finger's tap on a named object, `dx` of the way across (its middle by default). */
export async function tapObject(page: Page, name: string, dx = 0.5): Promise<void> {
  const b = await objectBox(page, name);
  if (!b.visible) throw new Error(`object "${name}" is not visible`);
  await tapAt(page, b.x + b.width * dx, b.y + b.height / 2);
}

/** A real mouse drag from one design point to another, moving in `steps` steps, a frame apart. */
export async function drag(page: Page, from: Point, to: Point, steps = 12): Promise<void> {
  await inputReady(page);
  const a = await toScreen(page, from.x, from.y);
  const b = await toScreen(page, to.x, to.y);
  const n = Math.max(1, Math.round(steps));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  // deliberate, here and below: the pointer paced as a hand moves it, about a frame a step (Phaser
  // reads a drag from the moves it sees between its steps)
  await page.waitForTimeout(20);
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    await page.mouse.move(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(20);
  await page.mouse.up();
}

/** The named object's box; throws, listing the names there are, if it is missing. */
export async function objectBox(page: Page, name: string): Promise<FcObjectBox> {
  const objects = await fcObjects(page);
  const box = objects[name];
  if (!box) {
    const names = Object.keys(objects).sort();
    throw new Error(`no object named "${name}" in __fc.objects(); there are: ${names.join(', ') || '(none)'}`);
  }
  return box;
}

/** The toast's words now, or '' while none is up: safe inside expect.poll before the toast comes (objectBox throws then). */
export async function toastText(page: Page): Promise<string> {
  return (await fcObjects(page))['ui.toast']?.text ?? '';
}

/** Centre of a box. */
export function centreOf(box: Rect): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks the centre of a named object (which must be visible). */
export async function clickObject(page: Page, name: string): Promise<void> {
  const box = await objectBox(page, name);
  if (!box.visible) throw new Error(`object "${name}" is not visible`);
  const c = centreOf(box);
  await clickAt(page, c.x, c.y);
}

/** The bar's Menu (or Q) in a game not over asks first: waits for the question and presses "To the menu" (by `press`, a click unless given). */
export async function confirmLeave(page: Page, press: (name: string) => Promise<void> = (n) => clickObject(page, n)): Promise<void> {
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.0']?.visible === true);
  await settle(page); // the dialog fades in
  await press('dialog.button.0');
}

/** Drags a named object's centre onto another named object's centre. */
export async function dragObject(page: Page, name: string, toName: string, steps = 12): Promise<void> {
  const from = await objectBox(page, name);
  if (!from.visible) throw new Error(`object "${name}" is not visible`);
  const to = await objectBox(page, toName);
  await drag(page, centreOf(from), centreOf(to), steps);
}

// ---- screenshots -------------------------------------------------------------------------------

/** Screenshot of the canvas, saved as test-results/shots/<name>.png; returns the PNG bytes. */
export async function screenshot(page: Page, name: string): Promise<Buffer> {
  const path = join('test-results', 'shots', `${name.replace(/[^\w.-]+/g, '_')}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await drawn(page);
  const box = await canvasBox(page);
  // A screenshot of a 3x phone canvas on a loaded machine took over the 10 s action time-out twice.
  return page.screenshot({ path, clip: box, animations: 'allow', timeout: 30_000 });
}

// ---- PNG decoding ------------------------------------------------------------------------------

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row by row. */
  rgba: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Decodes an 8-bit, non-interlaced PNG (greyscale, grey+alpha, RGB or RGBA) to RGBA. */
export function decodePng(png: Uint8Array): DecodedPng {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (buf.length < 8 || PNG_SIGNATURE.some((b, i) => buf[i] !== b)) throw new Error('not a PNG');
  let pos = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Buffer[] = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (data.length !== len) throw new Error(`PNG truncated in ${type} chunk`);
    pos += 12 + len; // length, type, data, crc
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const bitDepth = data[8];
      colourType = data[9] ?? -1;
      const interlace = data[12];
      if (bitDepth !== 8) throw new Error(`PNG bit depth ${bitDepth} not supported (8 only)`);
      if (![0, 2, 4, 6].includes(colourType)) throw new Error(`PNG colour type ${colourType} not supported`);
      if (interlace !== 0) throw new Error('interlaced PNG not supported');
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
  }
  if (!width || !height) throw new Error('PNG has no IHDR');
  const channels = colourType === 0 ? 1 : colourType === 4 ? 2 : colourType === 2 ? 3 : 4;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < height * (stride + 1)) throw new Error('PNG image data too short');
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let i = 0; i < stride; i++) {
      const x = raw[src + i] ?? 0;
      const a = i >= channels ? (pixels[row + i - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[prev + i] ?? 0) : 0;
      const c = y > 0 && i >= channels ? (pixels[prev + i - channels] ?? 0) : 0;
      let v: number;
      switch (filter) {
        case 0:
          v = x;
          break;
        case 1:
          v = x + a;
          break;
        case 2:
          v = x + b;
          break;
        case 3:
          v = x + ((a + b) >> 1);
          break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          throw new Error(`PNG filter type ${filter} on row ${y} is invalid`);
      }
      pixels[row + i] = v & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0, q = 0; p < width * height; p++, q += channels) {
    const o = p * 4;
    const g = pixels[q] ?? 0;
    if (channels === 1 || channels === 2) {
      rgba[o] = g;
      rgba[o + 1] = g;
      rgba[o + 2] = g;
      rgba[o + 3] = channels === 2 ? (pixels[q + 1] ?? 255) : 255;
    } else {
      rgba[o] = g;
      rgba[o + 1] = pixels[q + 1] ?? 0;
      rgba[o + 2] = pixels[q + 2] ?? 0;
      rgba[o + 3] = channels === 4 ? (pixels[q + 3] ?? 255) : 255;
    }
  }
  return { width, height, rgba };
}

const decodedCache = new WeakMap<Uint8Array, DecodedPng>();

function decoded(png: Uint8Array | DecodedPng): DecodedPng {
  if (!(png instanceof Uint8Array)) return png;
  let d = decodedCache.get(png);
  if (!d) {
    d = decodePng(png);
    decodedCache.set(png, d);
  }
  return d;
}

// ---- pixel checks ------------------------------------------------------------------------------

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A colour as {r,g,b[,a]}, [r,g,b[,a]], 0xRRGGBB or '#rrggbb'. */
export type ColourLike = { r: number; g: number; b: number; a?: number } | readonly number[] | number | string;

export function toRgba(c: ColourLike): Rgba {
  if (typeof c === 'number') return { r: (c >> 16) & 0xff, g: (c >> 8) & 0xff, b: c & 0xff, a: 255 };
  if (typeof c === 'string') {
    const m = /^#?([0-9a-f]{6})$/i.exec(c.trim());
    if (!m?.[1]) throw new Error(`bad colour "${c}"`);
    return toRgba(parseInt(m[1], 16));
  }
  if (Array.isArray(c)) {
    const arr = c as readonly number[];
    return { r: arr[0] ?? 0, g: arr[1] ?? 0, b: arr[2] ?? 0, a: arr[3] ?? 255 };
  }
  const o = c as { r: number; g: number; b: number; a?: number };
  return { r: o.r, g: o.g, b: o.b, a: o.a ?? 255 };
}

/** Maps design coordinates onto a screenshot of the canvas (scales by its size). */
export function designToPng(png: Uint8Array | DecodedPng, x: number, y: number): Point {
  const d = decoded(png);
  return { x: Math.floor((x * d.width) / DESIGN_WIDTH), y: Math.floor((y * d.height) / DESIGN_HEIGHT) };
}

/** The pixel at (x, y) of a PNG (PNG pixel coordinates). */
export function pixelAt(png: Uint8Array | DecodedPng, x: number, y: number): Rgba {
  const d = decoded(png);
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= d.width || py >= d.height) {
    throw new Error(`pixel (${px}, ${py}) is outside the ${d.width}x${d.height} image`);
  }
  const o = (py * d.width + px) * 4;
  return { r: d.rgba[o] ?? 0, g: d.rgba[o + 1] ?? 0, b: d.rgba[o + 2] ?? 0, a: d.rgba[o + 3] ?? 0 };
}

/** True when every RGB channel differs by at most `tol` (alpha is ignored). */
export function colourNear(a: ColourLike, b: ColourLike, tol = 8): boolean {
  const x = toRgba(a);
  const y = toRgba(b);
  return Math.abs(x.r - y.r) <= tol && Math.abs(x.g - y.g) <= tol && Math.abs(x.b - y.b) <= tol;
}

function clampRect(d: DecodedPng, rect: Rect): { x0: number; y0: number; x1: number; y1: number } {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(d.width, Math.floor(rect.x + rect.width));
  const y1 = Math.min(d.height, Math.floor(rect.y + rect.height));
  return { x0, y0, x1, y1 };
}

/** How many pixels in `rect` are within `tol` of `colour`. */
export function countPixelsNear(png: Uint8Array | DecodedPng, rect: Rect, colour: ColourLike, tol = 8): number {
  const d = decoded(png);
  const c = toRgba(colour);
  const { x0, y0, x1, y1 } = clampRect(d, rect);
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * d.width + x) * 4;
      if (
        Math.abs((d.rgba[o] ?? 0) - c.r) <= tol &&
        Math.abs((d.rgba[o + 1] ?? 0) - c.g) <= tol &&
        Math.abs((d.rgba[o + 2] ?? 0) - c.b) <= tol
      ) {
        n++;
      }
    }
  }
  return n;
}

/**
 * How many distinct RGB colours `rect` holds (colours are bucketed by `quantum` per channel first,
 * so 1 counts exact colours). A blank region gives 1.
 */
export function distinctColours(png: Uint8Array | DecodedPng, rect: Rect, quantum = 1): number {
  const d = decoded(png);
  const q = Math.max(1, Math.floor(quantum));
  const { x0, y0, x1, y1 } = clampRect(d, rect);
  const seen = new Set<number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * d.width + x) * 4;
      const r = Math.floor((d.rgba[o] ?? 0) / q);
      const g = Math.floor((d.rgba[o + 1] ?? 0) / q);
      const b = Math.floor((d.rgba[o + 2] ?? 0) / q);
      seen.add((r << 16) | (g << 8) | b);
    }
  }
  return seen.size;
}

/**
 * A new hot-seat game with hidden hands, started from the setup screen, opens on the hand-over
 * screen to its first player (issue 15 defect 7): wait for it and press its button (`press`: a
 * tap on a phone), then wait for it to go.
 */
export async function passOpeningHandOver(page: Page, press: (name: string) => Promise<void> = (name) => clickObject(page, name)): Promise<void> {
  await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true, undefined, { timeout: 20_000 });
  await press('privacy.button');
  await page.waitForFunction(() => !window.__fc?.objects()['privacy.button']?.visible);
}

/** From now on, every line the page says to screen readers (its live region: toasts, turn lines), in window.__said. */
export async function recordSaid(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __said: string[] };
    w.__said = [];
    new MutationObserver((ms) => {
      for (const m of ms) for (const n of m.addedNodes) w.__said.push(n.textContent ?? '');
    }).observe(document.getElementById('live')!, { childList: true });
  });
}

/**
 * Starts recording, every animation frame (up to `frames`), the text of the two named objects (''
 * where absent); the returned function reads what was recorded. For checks that two lines change
 * together, frame by frame (the bar's line and a table's panel).
 */
export async function recordTexts(page: Page, names: readonly [string, string], frames = 3000): Promise<() => Promise<[string, string][]>> {
  await page.evaluate(
    ({ names, frames }) => {
      const out: string[][] = [];
      (window as unknown as { __texts: string[][] }).__texts = out;
      const tick = (): void => {
        const o = window.__fc?.objects() ?? {};
        out.push(names.map((n) => o[n]?.text ?? ''));
        if (out.length < frames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { names: [...names], frames },
  );
  return () => page.evaluate(() => (window as unknown as { __texts: [string, string][] }).__texts);
}
