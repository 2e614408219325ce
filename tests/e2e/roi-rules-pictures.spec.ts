// Le Roi du Ring's rules screen (a newcomer called it "text only"): besides the ring, a turn drawn
// as four numbered steps (cards played, the answer, the discard, the draw) and a card's parts named
// (its value, its suit's line, what red and black cards do). Each picture lies inside the panel,
// its words inside its box, clear of the page's text and of each other, at 12 CSS px or more, in
// English, French and Italian (one page load each), on a desktop and two phones.
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { clickObject, collectConsoleErrors, gotoApp, settle, tapObject } from './helpers';
import { phoneUse } from './phone-audit';
import { ROI_VERSION } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const LINK = `#g=${deflateRawSync(Buffer.from(JSON.stringify({ f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options: { players: 2 }, seed: 7, moves: [] }, k: 'hh' }))).toString('base64url')}`;
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const size of [null, { width: 844, height: 390 }, { width: 740, height: 360 }]) {
  const phone = size !== null;
  test.describe(size ? `phone ${size.width}x${size.height}` : 'desktop 1600x900', () => {
    if (size) test.use(phoneUse(size));
    test("the rules' pictures (the ring, a turn's steps, a card's parts) fit their boxes, clear of the words", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const bad: string[] = [];
      for (const lang of ['en', 'fr', 'it']) {
        // (English first, the browser's own; then each language chosen, as the settings keep it)
        if (lang !== 'en') await page.evaluate((l) => localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4 })), lang);
        // (the same link again would only move to its hash, and a reload finds the hash gone: the
        // page is left first, so the link loads it again)
        if (lang !== 'en') await page.goto('about:blank');
        await gotoApp(page, LINK);
        await page.waitForFunction(() => window.__fc?.busy() === false && !!window.__fc.objects()['host.rules']);
        await settle(page);
        await (phone ? tapObject(page, 'host.rules') : clickObject(page, 'host.rules'));
        // the texts of each picture seen, page after page (the ring, a turn, a card)
        const seen: string[][] = [];
        for (let screen = 0; screen < 6; screen++) {
          await page.waitForFunction(() => window.__fc?.objects()['host.rulesText']?.visible === true);
          await settle(page);
          const objects = await page.evaluate(() => window.__fc!.objects());
          const picture = objects['host.rules.picture'];
          if (picture?.visible) {
            const words = objects['host.rulesText']!;
            const panel = objects['host.rulesPanel']!;
            if (picture.x < panel.x || picture.x + picture.width > panel.x + panel.width || picture.y + picture.height > panel.y + panel.height) bad.push(`${lang} ${screen}: the picture's box out of the panel`);
            const texts = (await page.evaluate(() => window.__fc!.texts())).filter((x) => x.name === 'host.rules.picture');
            seen.push(texts.map((x) => x.text));
            for (const x of texts) {
              if (x.x < picture.x - 1 || x.x + x.width > picture.x + picture.width + 1 || x.y < picture.y - 1 || x.y + x.height > picture.y + picture.height + 1) bad.push(`${lang} ${screen}: "${x.text}" out of the picture`);
              if (overlaps(x, words)) bad.push(`${lang} ${screen}: "${x.text}" over the page's words`);
              if (phone && x.cssPx < 11.95) bad.push(`${lang} ${screen}: "${x.text}" ${x.cssPx.toFixed(1)} css px`);
            }
            for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (texts[i]!.text.length > 1 && texts[j]!.text.length > 1 && overlaps(texts[i]!, texts[j]!)) bad.push(`${lang} ${screen}: "${texts[i]!.text}" over "${texts[j]!.text}"`);
          }
          const next = objects['host.rules.next'];
          if (!next?.enabled || seen.length >= 3) break;
          const was = objects['host.rules.page']?.text;
          await (phone ? tapObject(page, 'host.rules.next') : clickObject(page, 'host.rules.next'));
          await page.waitForFunction((w) => window.__fc?.objects()['host.rules.page']?.text !== w, was);
        }
        // the turn: four numbered discs, each beside its words; the card: its four parts named
        const turn = seen.find((texts) => ['1', '2', '3', '4'].every((n) => texts.includes(n)));
        expect(turn?.filter((x) => x.length > 12).length ?? 0, `${lang}: a turn's four steps`).toBeGreaterThanOrEqual(4);
        expect(turn?.some((x) => x.startsWith({ en: 'Play cards', fr: 'Jouez des cartes', it: 'Gioca carte' }[lang]!)), `${lang}: the steps in ${lang}`).toBe(true);
        const card = seen.find((texts) => texts.filter((x) => x.length > 20).length >= 4 && !texts.includes('4'));
        expect(card, `${lang}: a card's parts named`).toBeDefined();
      }
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
