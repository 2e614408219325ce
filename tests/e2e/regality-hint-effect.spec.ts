// Regality's hint on an effect's choice (a newcomer's report, issue 30: "the hint says nothing of an
// effect's choice"): with the Dragon placed, the hint lights "Use the effect" and its line says what
// the effect does (the tiles it turns, named together by side) and the allies after it, above the
// button it lights, on a desktop and on a phone.
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { clickObject, collectConsoleErrors, gotoApp, objectBox, settle, tapObject } from './helpers';
import { phoneUse } from './phone-audit';
import { REGALITY_VERSION, type RegalityMove } from '../../src/games/regality/rules';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED } from '../../src/games/regality/tutorial';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

// The lesson's deal to the Samurai's banish, then Religion places the Dragon: its effect to use.
const MOVES: RegalityMove[] = [...LESSON_SCRIPT.slice(0, 12).map((x) => x.move), { type: 'place', tile: 'dragon', cell: 1 }];
const LINK = `#g=${deflateRawSync(Buffer.from(JSON.stringify({ f: 1, r: { game: 'regality', version: REGALITY_VERSION, options: LESSON_OPTIONS, seed: LESSON_SEED, moves: MOVES }, k: 'hh' }))).toString('base64url')}`;

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone held sideways' : 'on a desktop', () => {
    if (phone) test.use(phoneUse({ width: 844, height: 390 }));
    test('the hint on the Dragon\'s effect says what it turns, above the button it lights', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoApp(page, LINK);
      await page.waitForFunction(() => window.__fc?.busy() === false && window.__fc.objects()['host.hint']?.enabled === true);
      await settle(page);
      await (phone ? tapObject(page, 'host.hint') : clickObject(page, 'host.hint'));
      await page.waitForFunction(() => window.__fc?.objects()['regality.hintWhy']?.visible === true);
      await settle(page);
      const why = await objectBox(page, 'regality.hintWhy');
      expect(why.text).toMatch(/What it does: Turned to Religion: [A-Z][a-z]+(, [A-Z][a-z]+)+\./);
      expect(why.text).toMatch(/Right after it: your allies \d, theirs \d\.$/);
      const use = await objectBox(page, 'regality.use');
      expect(use.visible).toBe(true);
      expect(why.y + why.height).toBeLessThanOrEqual(use.y);
      expect(errors).toEqual([]);
    });
  });
}
