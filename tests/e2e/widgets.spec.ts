// The shared widgets in a real Chromium, driven with the real mouse and keyboard through the widget
// gallery (src/ui/gallery.ts): drag and drop with lit targets, click-to-select, keyboard moves,
// the die, the dialog, the privacy screen, and a HiDPI run of the drag. Every test checks state
// (the test hook, the ARIA live region that mirrors toasts and log lines) and pixels.
import { expect, test, type Page } from './fixtures';
import {
  centreOf,
  clickAt,
  clickObject,
  collectConsoleErrors,
  countPixelsNear,
  decodePng,
  designToPng,
  distinctColours,
  drag,
  dragObject,
  fcAudio,
  fcObjects,
  gotoApp,
  objectBox,
  screenshot,
  settle,
  startScene,
  toScreen,
  type DecodedPng,
  type Point,
  type Rect,
} from './helpers';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

// The gallery's pixels are judged at the size a player sees them (not the other tests' half scale).
test.use({ renderScale: null });

const PARCHMENT = 0xf1e4c3;
const GOLD_LIGHT = 0xf0cf7a; // a hovered zone, the focus outline, a selected piece's outline
const DANGER = 0xb3362c; // an error toast's stripe and icon
const INK = 0x2a2118; // the die's pips, log lines

// The gallery's layout (src/ui/gallery.ts), in design coordinates.
const ZONE_A = { x: 120, y: 200, width: 200, height: 260 };
const ZONE_A_CENTRE = { x: 220, y: 330 };
const REFUSE = { x: 410, y: 200, width: 260, height: 260 };
const REFUSE_CENTRE = { x: 540, y: 330 };
const BARE_TABLE = { x: 780, y: 640 }; // no zone, no widget
const DIE_CENTRE = { x: 900, y: 690 };
const DIE_SIZE = 96;

/** Poll often: the animations being waited for last a few hundred milliseconds. */
const POLL = { intervals: [50] };

const REFUSED = 'This spot refuses every piece.';
const ILLEGAL = "That piece can't go there";
const PLACED_A = 'Piece A placed on Only A.';

// ---- helpers -----------------------------------------------------------------------------------

/** Opens the app, starts the gallery and returns the live list of console errors. */
async function openGallery(page: Page): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  await gotoApp(page);
  await startScene(page, 'WidgetGallery');
  await page.waitForFunction(() => window.__fc?.objects()['gallery.pieceC']?.visible === true);
  await settle(page);
  return errors;
}

/** The lines the ARIA live region holds (toasts and log lines are mirrored there). */
async function liveLines(page: Page): Promise<string[]> {
  return page.locator('#live p').allTextContents();
}

/** Waits until a named piece's centre is at `at` (design coordinates, within 2 px). */
async function expectPieceAt(page: Page, name: string, at: Point): Promise<void> {
  await expect
    .poll(async () => {
      const c = centreOf(await objectBox(page, name));
      return Math.max(Math.abs(c.x - at.x), Math.abs(c.y - at.y));
    }, { ...POLL, message: `${name} should come to rest at (${at.x}, ${at.y})` })
    .toBeLessThan(2);
}

/** Waits until the toast shows `text` at full opacity (it fades in over 200 ms) and in its place. */
async function expectToast(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => {
    const toast = window.__fc?.objects()['ui.toast'];
    return toast?.visible === true && toast.text === t;
  }, text);
  await settle(page);
}

async function screenshotPng(page: Page, name: string): Promise<DecodedPng> {
  return decodePng(await screenshot(page, `widgets-${name}`));
}

/** A design-coordinate rectangle in the screenshot's pixels (twice as large at 2x). */
function inPng(png: DecodedPng, r: Rect): Rect {
  const a = designToPng(png, r.x, r.y);
  const b = designToPng(png, r.x + r.width, r.y + r.height);
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
}

/** Pixels near a colour, in a design-coordinate rectangle. */
function countNear(png: DecodedPng, r: Rect, colour: number, tol: number): number {
  return countPixelsNear(png, inPng(png, r), colour, tol);
}

/** Pixels of the 'legal' drop-zone glow (light blue, 0x7fd0ff, pulsing): clearly bluer than red. */
function countBlue(png: DecodedPng, r: Rect): number {
  const { x, y, width, height } = inPng(png, r);
  let n = 0;
  for (let py = y; py < y + height; py++) {
    for (let px = x; px < x + width; px++) {
      const o = (py * png.width + px) * 4;
      if ((png.rgba[o + 2] ?? 0) - (png.rgba[o] ?? 0) > 40) n++;
    }
  }
  return n;
}

/** The band just inside and outside a rectangle's edge (where a zone's glow and outlines draw). */
function edgeBands(r: Rect, pad = 16): Rect[] {
  const outer = { x: r.x - pad, y: r.y - pad, width: r.width + pad * 2, height: r.height + pad * 2 };
  return [
    { x: outer.x, y: outer.y, width: outer.width, height: pad * 2 },
    { x: outer.x, y: r.y + r.height - pad, width: outer.width, height: pad * 2 },
    { x: outer.x, y: r.y + pad, width: pad * 2, height: r.height - pad * 2 },
    { x: r.x + r.width - pad, y: r.y + pad, width: pad * 2, height: r.height - pad * 2 },
  ];
}

function blueAtEdge(png: DecodedPng, r: Rect): number {
  return edgeBands(r).reduce((n, band) => n + countBlue(png, band), 0);
}

function goldLightAtEdge(png: DecodedPng, r: Rect, pad = 16): number {
  return edgeBands(r, pad).reduce((n, band) => n + countNear(png, band, GOLD_LIGHT, 20), 0);
}

// ---- drag and drop -----------------------------------------------------------------------------

test('dragging A onto its zone: targets light while held, the piece lands and the log says so', async ({ page }) => {
  const errors = await openGallery(page);
  const home = centreOf(await objectBox(page, 'gallery.pieceA'));
  const idle = await screenshotPng(page, 'drag-idle');
  expect(blueAtEdge(idle, ZONE_A)).toBe(0);
  const logBox = await objectBox(page, 'gallery.log');
  const logRows = { x: logBox.x + 24, y: logBox.y + 90, width: logBox.width - 48, height: logBox.height - 110 };
  expect(countNear(idle, logRows, INK, 30)).toBeLessThan(20);

  // Press on A and move it partway, below the zones, without letting go.
  const from = await toScreen(page, home.x, home.y);
  const below = await toScreen(page, ZONE_A_CENTRE.x, 560);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(from.x + ((below.x - from.x) * i) / 8, from.y + ((below.y - from.y) * i) / 8);
    await page.waitForTimeout(16); // deliberate: the pointer paced as a hand moves it, about a frame a step
  }
  await settle(page); // the piece lifted under the pointer, the targets lit
  const held = await screenshotPng(page, 'drag-held');
  // Both zones take A in principle (the right one refuses when asked), so both glow blue.
  expect(blueAtEdge(held, ZONE_A)).toBeGreaterThan(300);
  expect(blueAtEdge(held, REFUSE)).toBeGreaterThan(300);
  // The piece follows the pointer.
  expect(centreOf(await objectBox(page, 'gallery.pieceA')).y).toBeLessThan(home.y - 100);

  // Over zone A (still held): that zone switches to the bright hover glow.
  const over = await toScreen(page, ZONE_A_CENTRE.x, ZONE_A_CENTRE.y);
  for (let i = 1; i <= 6; i++) {
    await page.mouse.move(below.x + ((over.x - below.x) * i) / 6, below.y + ((over.y - below.y) * i) / 6);
    await page.waitForTimeout(16); // deliberate: the pointer paced as a hand moves it, about a frame a step
  }
  await settle(page); // the zone's hover glow in
  const hovering = await screenshotPng(page, 'drag-hover');
  expect(goldLightAtEdge(hovering, ZONE_A, 10)).toBeGreaterThan(400);
  expect(blueAtEdge(hovering, REFUSE)).toBeGreaterThan(300);

  await page.mouse.up();
  await expectPieceAt(page, 'gallery.pieceA', ZONE_A_CENTRE);
  await expect.poll(() => liveLines(page), POLL).toContain(PLACED_A);
  await settle(page); // the targets' glows gone
  const placed = await screenshotPng(page, 'drag-placed');
  expect(blueAtEdge(placed, ZONE_A)).toBeLessThan(20);
  expect(blueAtEdge(placed, REFUSE)).toBeLessThan(20);
  expect(goldLightAtEdge(placed, ZONE_A, 10)).toBeLessThan(40);
  // The card's parchment now fills the middle of zone A, its old spot is bare, the log has a line.
  const middle = { x: ZONE_A_CENTRE.x - 50, y: ZONE_A_CENTRE.y - 75, width: 100, height: 150 };
  expect(countNear(placed, middle, PARCHMENT, 24)).toBeGreaterThan(100 * 150 * 0.4);
  expect(countNear(placed, { x: home.x - 50, y: home.y - 75, width: 100, height: 150 }, PARCHMENT, 24)).toBe(0);
  expect(countNear(placed, logRows, INK, 30)).toBeGreaterThan(100);
  expect(await page.evaluate(() => window.__fc?.objects()['ui.toast'])).toBeUndefined();
  expect(errors).toEqual([]);
});

test('refused drops snap back with a toast: the refusing zone gives its reason, elsewhere the default', async ({ page }) => {
  const errors = await openGallery(page);
  const objects = await fcObjects(page);
  const home = (letter: string): Point => {
    const box = objects[`gallery.piece${letter}`];
    if (!box) throw new Error(`no piece ${letter}`);
    return centreOf(box);
  };
  const [homeA, homeB, homeC] = [home('A'), home('B'), home('C')];

  // A onto the zone that refuses everything: the reason comes from the game (onDrop).
  await drag(page, homeA, REFUSE_CENTRE, 6);
  await expectToast(page, REFUSED);
  await expectPieceAt(page, 'gallery.pieceA', homeA);
  expect(await liveLines(page)).toContain(REFUSED);
  const refusedShot = await screenshotPng(page, 'drop-refused');
  const toast = await objectBox(page, 'ui.toast');
  expect(countNear(refusedShot, toast, DANGER, 30)).toBeGreaterThan(400); // an error toast: red stripe and icon
  expect(countNear(refusedShot, toast, PARCHMENT, 24)).toBeGreaterThan(toast.width * toast.height * 0.4);
  expect(blueAtEdge(refusedShot, REFUSE)).toBeLessThan(20); // nothing stays lit

  // B onto zone A, which only takes A: not a target for B, so the default reason.
  await drag(page, homeB, ZONE_A_CENTRE, 6);
  await expectToast(page, ILLEGAL);
  await expectPieceAt(page, 'gallery.pieceB', homeB);

  // C onto bare table: the default reason again.
  await drag(page, homeC, BARE_TABLE, 6);
  await expectPieceAt(page, 'gallery.pieceC', homeC);
  await expect.poll(async () => (await liveLines(page)).filter((l) => l === ILLEGAL).length, POLL).toBe(2);
  const toastText = await page.evaluate(() => window.__fc?.objects()['ui.toast']?.text);
  expect(toastText).toBe(ILLEGAL);

  // Let go over its own spot: a change of mind, no toast.
  const before = (await liveLines(page)).length;
  await drag(page, homeC, { x: homeC.x + 30, y: homeC.y - 30 }, 4);
  await expectPieceAt(page, 'gallery.pieceC', homeC);
  await settle(page); // the drop taken and shown (a refusal's toast and line come as it is taken)
  expect((await liveLines(page)).length).toBe(before);
  expect(await liveLines(page)).not.toContain(PLACED_A);
  expect(errors).toEqual([]);
});

// ---- click to select ---------------------------------------------------------------------------

test('click to select: a click picks a piece up and lights its targets, a second click puts it down', async ({ page }) => {
  const errors = await openGallery(page);
  const boxB = await objectBox(page, 'gallery.pieceB');
  const homeB = centreOf(boxB);
  const homeA = centreOf(await objectBox(page, 'gallery.pieceA'));

  await clickObject(page, 'gallery.pieceB');
  await settle(page);
  const selected = await screenshotPng(page, 'select-b');
  expect(goldLightAtEdge(selected, boxB, 8)).toBeGreaterThan(300); // the selection outline
  expect(blueAtEdge(selected, REFUSE)).toBeGreaterThan(300); // B's only target
  expect(blueAtEdge(selected, ZONE_A)).toBeLessThan(20);

  // The same piece again: deselected, nothing lit.
  await clickObject(page, 'gallery.pieceB');
  await settle(page);
  const deselected = await screenshotPng(page, 'select-b-again');
  expect(goldLightAtEdge(deselected, boxB, 8)).toBeLessThan(40);
  expect(blueAtEdge(deselected, REFUSE)).toBeLessThan(20);
  // With nothing selected, a click on a zone does nothing.
  await clickAt(page, REFUSE_CENTRE.x, REFUSE_CENTRE.y);
  await settle(page); // the click taken (a toast would come as it is taken)
  expect(await page.evaluate(() => window.__fc?.objects()['ui.toast'])).toBeUndefined();

  // B, then zone A (not one of B's targets): B is let go where it is.
  await clickObject(page, 'gallery.pieceB');
  await clickAt(page, ZONE_A_CENTRE.x, ZONE_A_CENTRE.y);
  await settle(page);
  expect(centreOf(await objectBox(page, 'gallery.pieceB'))).toEqual(homeB);
  expect(blueAtEdge(await screenshotPng(page, 'select-b-zone-a'), REFUSE)).toBeLessThan(20);

  // A, then zone A: placed.
  await clickObject(page, 'gallery.pieceA');
  await settle(page);
  expect(blueAtEdge(await screenshotPng(page, 'select-a'), ZONE_A)).toBeGreaterThan(300);
  await clickAt(page, ZONE_A_CENTRE.x, ZONE_A_CENTRE.y);
  await expectPieceAt(page, 'gallery.pieceA', ZONE_A_CENTRE);
  await expect.poll(() => liveLines(page), POLL).toContain(PLACED_A);
  expect(centreOf(await objectBox(page, 'gallery.pieceB'))).toEqual(homeB);
  expect(homeA).not.toEqual(ZONE_A_CENTRE);
  expect(errors).toEqual([]);
});

// ---- keyboard ----------------------------------------------------------------------------------

test('keyboard: Tab reaches a piece, Enter picks it up, arrows cycle its targets, Enter drops; Enter presses a button', async ({ page }) => {
  const errors = await openGallery(page);
  const boxA = await objectBox(page, 'gallery.pieceA');

  await page.keyboard.press('Tab'); // the first stop is piece A
  // The ring's state first (a failure here means the key was not handled), then the outline
  // (drawn on the next rendered frame: on a loaded machine that may take a while).
  await expect
    .poll(async () => page.evaluate(() => window.__fc?.focus?.()['WidgetGallery'] ?? null), { intervals: [100], timeout: 5_000, message: 'Tab should put the focus on piece A' })
    .toMatchObject({ x: boxA.x, y: boxA.y, shown: true });
  let focused = await screenshotPng(page, 'keys-tab');
  await expect.poll(async () => goldLightAtEdge((focused = await screenshotPng(page, 'keys-tab')), boxA, 12), { intervals: [100], timeout: 5_000 }).toBeGreaterThan(300);
  expect(blueAtEdge(focused, ZONE_A)).toBe(0);

  await page.keyboard.press('Enter'); // pick A up: its targets light, the first (zone A) has the focus
  await settle(page);
  const picked = await screenshotPng(page, 'keys-enter');
  expect(goldLightAtEdge(picked, ZONE_A, 12)).toBeGreaterThan(400);
  expect(blueAtEdge(picked, ZONE_A)).toBeLessThan(100);
  expect(blueAtEdge(picked, REFUSE)).toBeGreaterThan(300);

  await page.keyboard.press('ArrowRight'); // the next target: the refusing zone
  await settle(page);
  const cycled = await screenshotPng(page, 'keys-arrow');
  expect(blueAtEdge(cycled, ZONE_A)).toBeGreaterThan(300);
  expect(blueAtEdge(cycled, REFUSE)).toBeLessThan(100);
  expect(goldLightAtEdge(cycled, REFUSE, 12)).toBeGreaterThan(400);

  await page.keyboard.press('ArrowRight'); // and round again to zone A
  await settle(page);
  await page.keyboard.press('Enter'); // drop
  await expectPieceAt(page, 'gallery.pieceA', ZONE_A_CENTRE);
  await expect.poll(() => liveLines(page), POLL).toContain(PLACED_A);

  // Focus went back to A; from there Tab goes B, C, then the buttons: roll, dialog, privacy, toast.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await settle(page);
  const toastButton = await objectBox(page, 'gallery.toastButton');
  const onButton = await screenshotPng(page, 'keys-button');
  expect(goldLightAtEdge(onButton, toastButton, 12)).toBeGreaterThan(300);
  expect(await page.evaluate(() => window.__fc?.objects()['ui.toast'])).toBeUndefined();
  await page.keyboard.press('Enter');
  await expectToast(page, 'A toast appears here for a moment.');
  expect((await fcAudio(page))?.lastName).toBe('button');
  expect(errors).toEqual([]);
});

// ---- the die -----------------------------------------------------------------------------------

interface DieSample {
  x: number;
  y: number;
  scale: number;
  angle: number;
  face: number;
}

type GameForTests = {
  events: { on(e: string, fn: () => void): void; off(e: string, fn: () => void): void };
  scene: { getScene(key: string): { children: { getByName(name: string): unknown } } };
};

test('the die tumbles through faces and lands showing the value it reports, with the dice sound', async ({ page }) => {
  // At the normal speed (not the tests' 2x): the tumble is sampled frame by frame.
  await page.addInitScript(() => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ animSpeed: 1 })));
  const errors = await openGallery(page);
  // Record the die at every frame drawn (render on demand draws every frame while it moves),
  // from just before the click until well after it has landed.
  const sampling = page.evaluate(
    () =>
      new Promise<DieSample[]>((resolve) => {
        const game = (window as unknown as { __fcGame: GameForTests }).__fcGame;
        const out: DieSample[] = [];
        const t0 = performance.now();
        const onRender = (): void => {
          const die = game.scene.getScene('WidgetGallery').children.getByName('gallery.die') as
            | { x: number; y: number; scale: number; angle: number; getValue(): number }
            | null;
          if (die) out.push({ x: die.x, y: die.y, scale: die.scale, angle: die.angle, face: die.getValue() });
          // Until it has landed (square and full size, no tween left on it), or 8 s at most.
          const elapsed = performance.now() - t0;
          const scene = game.scene.getScene('WidgetGallery') as unknown as { tweens: { isTweening(o: unknown): boolean } };
          const landed = !!die && Math.abs(die.angle) < 0.5 && Math.abs(die.scale - 1) < 0.01 && !scene.tweens.isTweening(die);
          if (!(landed && elapsed > 600) && elapsed < 8000) return;
          game.events.off('postrender', onRender);
          resolve(out);
        };
        game.events.on('postrender', onRender);
      }),
  );
  await clickObject(page, 'gallery.rollButton');
  const samples = await sampling;
  const first = samples[0] as DieSample;
  const last = samples[samples.length - 1] as DieSample;
  expect(samples.length).toBeGreaterThan(4);
  // It comes in small, turned and off to the side, tumbles through several faces, and ends
  // square, full size, on its spot.
  expect(first.scale).toBeLessThan(0.85);
  expect(Math.abs(first.angle)).toBeGreaterThan(100); // -200 degrees, which Phaser reads back as 160
  expect(first.x).toBeLessThan(DIE_CENTRE.x - 60);
  expect(new Set(samples.map((s) => Math.round(s.angle))).size).toBeGreaterThan(2);
  expect(new Set(samples.map((s) => s.face)).size).toBeGreaterThan(1);
  expect(Math.abs(last.angle)).toBeLessThan(0.5);
  expect(last.scale).toBeCloseTo(1, 2);
  expect(last).toMatchObject({ x: DIE_CENTRE.x, y: DIE_CENTRE.y });
  const box = await objectBox(page, 'gallery.die');
  expect(centreOf(box)).toEqual(DIE_CENTRE);
  expect(box.width).toBeCloseTo(DIE_SIZE, 1);

  // The log names the value, and the die shows as many pips.
  await expect.poll(async () => (await liveLines(page)).some((l) => /^The die shows [1-6]\.$/.test(l)), POLL).toBe(true);
  const line = (await liveLines(page)).find((l) => l.startsWith('The die shows')) ?? '';
  const value = Number(/(\d)/.exec(line)?.[1]);
  expect(last.face).toBe(value);
  const png = await screenshotPng(page, `die-${value}`);
  const face = { x: DIE_CENTRE.x - DIE_SIZE / 2 + 6, y: DIE_CENTRE.y - DIE_SIZE / 2 + 6, width: DIE_SIZE - 12, height: DIE_SIZE - 12 };
  const pipArea = Math.PI * (DIE_SIZE * 0.085) ** 2;
  expect(Math.round(countNear(png, face, INK, 40) / pipArea)).toBe(value);

  const audio = await fcAudio(page);
  expect(audio?.lastName).toBe('dice');
  expect(audio?.played).toBeGreaterThanOrEqual(2); // the button, then the die
  expect(errors).toEqual([]);
});

// ---- dialog ------------------------------------------------------------------------------------

test('the dialog blocks the table, Escape picks its last button and closes it', async ({ page }) => {
  const errors = await openGallery(page);
  const homeA = centreOf(await objectBox(page, 'gallery.pieceA'));
  await clickObject(page, 'gallery.dialogButton');
  await page.waitForFunction(() => window.__fc?.objects()['dialog.button.1']?.visible === true);
  const panel = await objectBox(page, 'ui.dialog.panel');
  // It fades in (longer on a busy machine): wait until the parchment shows.
  let open = await screenshotPng(page, 'dialog-open');
  await expect.poll(async () => countNear((open = await screenshotPng(page, 'dialog-open')), panel, PARCHMENT, 24), POLL).toBeGreaterThan(panel.width * panel.height * 0.4);
  expect((await objectBox(page, 'dialog.body')).text).toContain('Your progress is saved');
  expect((await objectBox(page, 'dialog.button.1')).text).toBe('Cancel');
  // The table beneath is dimmed: the piece cards are darker than parchment.
  expect(countNear(open, { x: homeA.x - 50, y: homeA.y - 75, width: 100, height: 150 }, PARCHMENT, 24)).toBe(0);

  // Clicks and drags on the table go nowhere while it is open.
  const toastButton = centreOf(await objectBox(page, 'gallery.toastButton'));
  await clickAt(page, toastButton.x, toastButton.y);
  await drag(page, homeA, ZONE_A_CENTRE, 6);
  await settle(page); // the drag taken (a drop the dialog let through would move the piece)
  expect(centreOf(await objectBox(page, 'gallery.pieceA'))).toEqual(homeA);
  const linesBefore = await liveLines(page);

  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.dialog']);
  await expect.poll(() => liveLines(page), POLL).toContain('Dialog answer: cancel.');
  const linesAfter = await liveLines(page);
  expect(linesAfter.filter((l) => !linesBefore.includes(l))).toEqual(['Dialog answer: cancel.']);
  expect(await page.evaluate(() => window.__fc?.objects()['ui.toast'])).toBeUndefined();
  expect(centreOf(await objectBox(page, 'gallery.pieceA'))).toEqual(homeA);
  const closed = await screenshotPng(page, 'dialog-closed');
  expect(countNear(closed, { x: homeA.x - 50, y: homeA.y - 75, width: 100, height: 150 }, PARCHMENT, 24)).toBeGreaterThan(100 * 150 * 0.4);

  // The table is live again: the same click now shows a toast.
  await clickAt(page, toastButton.x, toastButton.y);
  await expectToast(page, 'A toast appears here for a moment.');
  expect(errors).toEqual([]);
});

// ---- privacy screen ----------------------------------------------------------------------------

test('the privacy screen hides the whole table until its button is pressed', async ({ page }) => {
  const errors = await openGallery(page);
  // Regions of the table clear of the screen's own card content (crown, title, hint, button).
  const regions: Rect[] = [
    { x: 100, y: 600, width: 460, height: 220 }, // the pieces
    { x: 1250, y: 100, width: 280, height: 700 }, // the log and the settings
    { x: 100, y: 100, width: 500, height: 240 }, // the zones' tops
  ];
  const before = await screenshotPng(page, 'privacy-before');
  for (const r of regions.slice(0, 2)) {
    expect(countNear(before, r, PARCHMENT, 24)).toBeGreaterThan(2000);
    expect(distinctColours(before, inPng(before, r), 4)).toBeGreaterThan(5);
  }

  await clickObject(page, 'gallery.privacyButton');
  await page.waitForFunction(() => window.__fc?.objects()['privacy.button']?.visible === true);
  const covered = await screenshotPng(page, 'privacy-shown');
  for (const r of regions) {
    expect(countNear(covered, r, PARCHMENT, 40)).toBe(0);
    expect(distinctColours(covered, inPng(covered, r), 4)).toBeLessThanOrEqual(2);
  }
  // Outside the card: the cover alone, one flat colour.
  expect(distinctColours(covered, inPng(covered, { x: 0, y: 0, width: 1600, height: 44 }), 1)).toBe(1);
  expect((await objectBox(page, 'privacy.button')).text).toContain('Alice');

  // The cover swallows clicks: the toast button beneath does nothing.
  const toastButton = centreOf(await objectBox(page, 'gallery.toastButton'));
  await clickAt(page, toastButton.x, toastButton.y);
  await settle(page); // the click taken (a toast would come as it is taken)
  expect(await page.evaluate(() => window.__fc?.objects()['ui.toast'])).toBeUndefined();

  await clickObject(page, 'privacy.button');
  await page.waitForFunction(() => !window.__fc?.objects()['ui.privacy']);
  await expect.poll(() => liveLines(page), POLL).toContain('Alice is looking at the screen.');
  await settle(page);
  const after = await screenshotPng(page, 'privacy-after');
  expect(countNear(after, regions[0] as Rect, PARCHMENT, 24)).toBeGreaterThan(2000);
  expect(errors).toEqual([]);
});

// ---- HiDPI -------------------------------------------------------------------------------------

test.describe('on a 2x screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('dragging A onto its zone still lands: the pointer maps onto a canvas twice the design size', async ({ page }) => {
    const errors = await openGallery(page);
    const size = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      return { width: c?.width ?? 0, height: c?.height ?? 0, dpr: window.devicePixelRatio };
    });
    expect(size).toEqual({ width: 3200, height: 1800, dpr: 2 });
    await dragObject(page, 'gallery.pieceA', 'gallery.zoneA');
    await expectPieceAt(page, 'gallery.pieceA', ZONE_A_CENTRE);
    await expect.poll(() => liveLines(page), POLL).toContain(PLACED_A);
    await settle(page);
    const png = await screenshotPng(page, 'hidpi-placed');
    expect(png.width).toBe(3200);
    const middle = { x: ZONE_A_CENTRE.x - 50, y: ZONE_A_CENTRE.y - 75, width: 100, height: 150 };
    expect(countNear(png, middle, PARCHMENT, 24)).toBeGreaterThan(4 * 100 * 150 * 0.4);
    expect(errors).toEqual([]);
  });
});
