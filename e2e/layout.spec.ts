import { expect, test } from '@playwright/test';
import { expectFits, localDate, longWord, seedLongRecords } from './layout-check';
import { api, isMobile, registerInLocale, registerViaApi } from './support';

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
  '/sales-and-products/sales',
  '/sales-and-products/products',
  '/sales-and-products/products/form',
  '/sales-and-products/gift-vouchers',
  '/sales-and-products/gift-vouchers/form',
  '/financials/income/list',
  '/financials/income/checkout',
  '/financials/left-to-pay/list',
  '/financials/net-income/list',
  '/financials/expenses/list',
  '/financials/expenses/form',
  '/financials/invoices/list',
  '/financials/invoices/form',
];

test('no screen scrolls sideways on a phone', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'phone layout only');
  // 32 screens, each loaded and measured: more than the default minute when the tests run in parallel.
  test.setTimeout(120_000);
  // Signed in by the registration itself (the login form is auth.spec.ts's subject).
  await registerViaApi(page.request);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});

/**
 * Issue 9: a name of one long unbroken word (the longest the forms allow) on
 * every record type, and a long user and business name, never push a screen
 * sideways: lists, detail headings, forms, the calendar in its views, the
 * appointment screens, the dashboard, the user menu, a row's actions, a
 * confirmation dialog and the client pickers. At 375 and 1280 px, in English
 * and in Ukrainian.
 */
for (const locale of ['en', 'uk'] as const) {
  test(`long unbroken names wrap or truncate on every screen (${locale})`, { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const zone = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    await registerInLocale(page, testInfo, locale, {
      first_name: longWord('Owner', 100),
      last_name: longWord('Family', 100),
      business_name: longWord('Business'),
    });
    const r = await seedLongRecords(page, zone);
    const today = localDate(zone);
    const screens = [
      '/dashboard',
      '/clients/list',
      `/clients/${r.client}`,
      `/clients/form/${r.client}`,
      '/appointments/services/list',
      `/appointments/services/form/${r.service}`,
      '/account-setup/locations/list',
      `/account-setup/locations/form/${r.location}`,
      '/account-setup/discounts/list',
      `/account-setup/discounts/form/${r.discount}`,
      '/appointments/classes/list',
      `/appointments/classes/${r.cls}`,
      `/appointments/classes/form/${r.cls}`,
      '/appointments/packages/list',
      `/appointments/packages/${r.pkg}`,
      `/appointments/packages/form/${r.pkg}`,
      `/appointments/calendar/${r.appointment}`,
      `/appointments/calendar/form/${r.appointment}`,
      `/appointments/calendar/${r.privateTime}`,
      `/appointments/calendar/form/${r.privateTime}`,
      `/appointments/calendar/${r.session}`,
      `/appointments/calendar/events?view=day&date=${today}`,
      `/appointments/calendar/events?view=week&date=${today}`,
      `/appointments/calendar/events?view=month-grid&date=${today}`,
      `/appointments/calendar/events?view=list&date=${today}`,
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFits(page, path);
    }

    // The user menu and a row's actions menu.
    await page.goto('/clients/list');
    await page.getByRole('button', { name: /, (account menu|меню облікового запису)$/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectFits(page, 'user menu');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^(Actions for|Дії:) Client/ })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectFits(page, 'row actions');
    await page.keyboard.press('Escape');

    // The "delete for good" confirmation names the archived client.
    await page.goto('/clients/list?archived=1');
    await page
      .getByRole('button', { name: /^(Actions for|Дії:) Gone/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /Delete for good|Видалити назавжди/ }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectFits(page, 'delete dialog');
    await page.keyboard.press('Escape');

    // The add-client dialog of a class session and the appointment form's client picker list the long client.
    const other = await api(page, 'POST', '/api/v1/clients', { first_name: longWord('Second', 100), last_name: 'X' });
    expect(other.id).toBeTruthy();
    await page.goto(`/appointments/classes/${r.cls}`);
    await page
      .getByTestId('class-session')
      .first()
      .getByRole('button', { name: /^(Add client|Додати клієнта)/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('Second');
    await expect(dialog.getByRole('button', { name: /Second/ })).toBeVisible();
    await expectFits(page, 'add client dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/appointments/calendar/${r.session}`);
    const picker = page.getByRole('combobox').first();
    await picker.fill('Second');
    await expect(page.getByRole('option', { name: /Second/ }).first()).toBeVisible();
    await expectFits(page, 'session client picker');
  });
}
