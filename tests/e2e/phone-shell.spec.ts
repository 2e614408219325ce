// The shell on a phone held sideways (844x390 and 740x360, touch, deviceScaleFactor 3): every
// screen fills the window, no text under 12 CSS px, no tap target under 44x44 CSS px, nothing cut
// off or drawn over other text (tests/e2e/phone-audit.ts); the menu is worked by taps; upright,
// a card asks to turn the phone.
import { expect, test } from '@playwright/test';
import { gotoApp } from './helpers';
import { expectPhoneReady, PHONES, phoneUse } from './phone-audit';

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    test.use(phoneUse(phone.viewport));

    test('the menu fills the window and meets the phone goals', async ({ page }, info) => {
      await gotoApp(page);
      const box = await page.locator('canvas').first().boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: phone.viewport.width, height: phone.viewport.height });
      await expectPhoneReady(page, info, `${phone.name}-menu`);
    });
  });
}

test.describe('phone held upright', () => {
  test.use(phoneUse({ width: 390, height: 844 }));
  test('a card asks to turn the phone sideways', async ({ page }) => {
    await gotoApp(page);
    await expect(page.locator('#turn')).toBeVisible();
    await expect(page.locator('#turn-text')).toHaveText('Turn your phone sideways to play.');
  });
  test('sideways the card is gone', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await gotoApp(page);
    await expect(page.locator('#turn')).toBeHidden();
  });
});
