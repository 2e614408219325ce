// French and Italian as a reader sees them in play: the turn line names the seat with its article
// and the preposition joined to it ("Au tour de la Royauté", "Tocca al Giocatore 1", not "À Royauté
// de jouer" or "Tocca a Giocatore 1"), and a count agrees with its noun in the log ("Rouge échange
// 1 carte", not "1 cartes"), after real clicks and a real drag.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { clickObject, collectConsoleErrors, dragObject, gotoApp, objectBox, screenshot, settle, waitForScene } from './helpers';
import { ROI_VERSION, type RoiOptions } from '../../src/games/roi-du-ring/rules';
import { REGALITY_VERSION } from '../../src/games/regality/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const LANGS = {
  fr: {
    regality: /^Au tour de la (Royauté|Religion)$/,
    regicide: 'À vous de jouer',
    exchange: 'Rouge échange 1 carte.',
    draws: /^(Rouge|Bleu) pioche 2 cartes\.$/,
    undo: 'Défaire',
  },
  it: {
    regality: /^Tocca alla (Regalità|Religione)$/,
    regicide: 'Tocca a te',
    exchange: 'Rosso scambia 1 carta.',
    draws: /^(Rosso|Blu) pesca 2 carte\.$/,
    undo: 'Annulla',
  },
} as const;

function shared(game: string, version: number, options: object, seats: string): string {
  const payload = { f: 1, r: { game, version, options, seed: 7, moves: [] }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

async function inLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
}

const turnLine = async (page: Page): Promise<string> => (await objectBox(page, 'host.turn')).text ?? '';

/** Every text of the log panel, once it is open. */
const logLines = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window.__fc?.texts() ?? []).map((t) => t.text).flatMap((t) => t.split('\n')));

/** Waits until `n` moves are recorded and the table has shown them. */
async function settled(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => ((window.__fc?.record() as { moves: unknown[] } | null)?.moves.length ?? 0) >= k && window.__fc?.busy() === false, n);
  await settle(page);
}

/**
 * The pass-the-device screen, where one comes: the named seat's person clicks through. The host
 * puts it up in the same step as it opens its table or finishes showing a change, so once the
 * table is open and the host has settled, it is there or it is not coming.
 */
async function passIfAsked(page: Page): Promise<void> {
  await waitForScene(page, 'GameHost');
  await settle(page);
  if (await page.evaluate(() => window.__fc?.objects()['privacy.button']?.visible === true)) {
    await clickObject(page, 'privacy.button');
    await page.waitForFunction(() => !window.__fc?.objects()['privacy.button']?.visible);
    await settle(page);
  }
}

for (const lang of ['fr', 'it'] as const) {
  const words = LANGS[lang];

  test(`${lang}: Regality's turn line names the side with its article and preposition`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await inLanguage(page, lang);
    await gotoApp(page, shared('regality', REGALITY_VERSION, { first: 0, variant: 'standard' }, 'hh'));
    await waitForScene(page, 'GameHost');
    await passIfAsked(page);
    await expect.poll(() => turnLine(page)).toMatch(words.regality);
    // Undo is not cancel: the bar's button says what it takes back.
    expect((await objectBox(page, 'host.undo')).text).toBe(words.undo);
    await screenshot(page, `i18n-${lang}-regality-turn`);
    expect(errors).toEqual([]);
  });

  test(`${lang}: a solo Regicide game started from the menu says "${words.regicide}" in its turn line (issue 30 item 5)`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await inLanguage(page, lang);
    await gotoApp(page);
    await page.waitForFunction(() => window.__fc?.objects()['menu.play.regicide']?.visible === true);
    await clickObject(page, 'menu.play.regicide');
    await waitForScene(page, 'Setup');
    await clickObject(page, 'setup.start');
    await waitForScene(page, 'GameHost');
    await passIfAsked(page);
    await expect.poll(() => turnLine(page)).toBe(words.regicide);
    await screenshot(page, `i18n-${lang}-regicide-turn`);
    expect(errors).toEqual([]);
  });

  test(`${lang}: Le Roi du Ring's log agrees its counts ("1 carte", "2 cartes") after a real exchange of one card`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await inLanguage(page, lang);
    const deal: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '4C', '5C']] } };
    await gotoApp(page, shared('roi-du-ring', ROI_VERSION, deal, 'hh'));
    await passIfAsked(page);
    await page.waitForFunction(() => window.__fc?.objects()['roi.btn.keep']?.visible === true);
    // Red drops one card on the tray and exchanges it.
    await dragObject(page, 'roi.card.6H', 'roi.tray');
    await page.waitForFunction(() => window.__fc?.objects()['roi.btn.exchange']?.visible === true);
    await clickObject(page, 'roi.btn.exchange');
    await settled(page, 1);
    await passIfAsked(page);
    // Blue keeps its hand; Red's turn: a step, then the end of the turn draws 2 cards.
    await page.waitForFunction(() => window.__fc?.objects()['roi.btn.keep']?.visible === true);
    await clickObject(page, 'roi.btn.keep');
    await settled(page, 2);
    await passIfAsked(page);
    await page.waitForFunction(() => window.__fc?.objects()['roi.card.2S']?.visible === true);
    await dragObject(page, 'roi.card.2S', 'roi.sq.1.1');
    await settled(page, 3);
    await dragObject(page, 'roi.card.3S', 'roi.sq.2.2');
    await settled(page, 4);
    await clickObject(page, 'roi.btn.end.2');
    await settled(page, 5);
    await passIfAsked(page);

    await clickObject(page, 'host.log.toggle');
    await page.waitForFunction(() => window.__fc?.objects()['host.log']?.visible === true);
    await settle(page);
    const lines = await logLines(page);
    expect(lines).toContain(words.exchange);
    expect(lines.some((l) => words.draws.test(l)), lines.join(' | ')).toBe(true);
    await screenshot(page, `i18n-${lang}-roi-log`);
    expect(errors).toEqual([]);
  });
}
