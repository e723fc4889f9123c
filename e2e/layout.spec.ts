import { expect, test } from '@playwright/test';
import { isMobile, loginViaUi, registerViaApi } from './support';

// Every owner screen fits a 375 px phone without sideways scrolling.
const SCREENS = [
  '/dashboard',
  '/clients/list',
  '/clients/form',
  '/appointments/services/list',
  '/appointments/services/form',
  '/appointments/calendar/events',
  '/appointments/calendar/form',
  '/appointments/classes/list',
  '/appointments/classes/form',
  '/appointments/packages/list',
  '/appointments/packages/form',
  '/account-setup/customisation/business-profile',
  '/account-setup/customisation/calendar-and-time',
  '/account-setup/customisation/payment_settings',
  '/account-setup/customisation/tax_settings',
  '/account-setup/locations/list',
  '/account-setup/discounts/list',
  '/account-setup/helpful-tools/import-clients',
  '/account-setup/subscription/details',
];

test('no screen scrolls sideways on a phone', async ({ page, request }, testInfo) => {
  test.skip(!isMobile(testInfo), 'phone layout only');
  const user = await registerViaApi(request);
  await page.goto('/login');
  await loginViaUi(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
