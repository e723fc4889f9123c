import { expect, test } from '@playwright/test';
import { auditor, type Locale, NAMES, seed, setLocaleCookie } from './a11y-support';
import { signIn, workerAdmin } from './admin-support';
import { atPhoneWidth, PASSWORD, registerInLocale, uniqueEmail, xsrf } from './support';

/**
 * axe-core (serious and critical findings fail) on every main screen, in
 * Ukrainian and English: logged out (auth screens, 404, dev outbox), as an
 * owner with records (one business per language), as an affiliate and an
 * admin. At 1280 px every screen; at 375 px login, registration, forgot
 * password, 404 and the owner's main screens with the phone menu open, each
 * on the same visit (the page is resized: `scan(…, { phone: true })`), so the
 * tests run in the desktop project only. Motion is reduced so colours are
 * measured at rest.
 */

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const LOCALES: Locale[] = ['uk', 'en'];

for (const locale of LOCALES) {
  test(`axe: logged-out screens (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // A registration leaves its confirmation email in the dev outbox.
    await registerInLocale(page, testInfo, locale);
    await page.context().clearCookies();
    await setLocaleCookie(page, testInfo, locale);
    const a = auditor(page, locale);
    const phone = { phone: true };
    await a.scan('login', '/login', undefined, phone);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await a.scan('login with errors', null, undefined, phone);
    await a.scan('register', '/register', undefined, phone);
    await a.scan('forgot password', '/forgot-password', undefined, phone);
    await a.scan('404', '/404', undefined, phone);
    // The same auth layout at 375 px as the screens above.
    await a.scan('register affiliate', '/register-affiliate');
    await a.scan('reset password', '/password/reset/not-a-real-token');
    await a.scan('verify email', '/verify-email/not-a-real-token');
    await a.scan('dev outbox', '/dev/outbox');
    a.check();
  });

  test(`axe: owner screens with records (${locale})`, async ({ page }, testInfo) => {
    // Every screen at 1280 px and a third of them again at 375 px on the same visit.
    test.setTimeout(300_000);
    const owner = await registerInLocale(page, testInfo, locale);
    const r = await seed(page, locale);
    const n = NAMES[locale];
    const a = auditor(page, locale);
    const phone = { phone: true };

    await a.scan('dashboard', '/dashboard', undefined, phone);
    // The toasts' region is announced in the UI's language.
    await expect
      .soft(page.getByRole('region', { name: locale === 'uk' ? /^Сповіщення \(F8\)$/ : /^Notifications \(F8\)$/ }))
      .toHaveCount(1);
    await atPhoneWidth(page, async () => {
      await page.getByRole('button', { name: locale === 'uk' ? 'Відкрити меню' : 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await a.scan('dashboard, menu open', null);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
    await page.getByRole('button', { name: new RegExp(`^${owner.first_name[0]}${owner.last_name[0]} `) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await a.scan('dashboard, account menu open', null, undefined, phone);
    await page.keyboard.press('Escape');

    /** [screen, path, a text that shows its data arrived, also at 375 px] */
    const screens: [string, string, string | undefined, boolean][] = [
      ['calendar day', `/appointments/calendar/events?view=day&date=${r.date}`, n.service, true],
      ['calendar week', `/appointments/calendar/events?view=week&date=${r.date}`, n.service, false],
      ['calendar month', `/appointments/calendar/events?view=month&date=${r.date}`, n.service, false],
      ['appointment view', `/appointments/calendar/${r.appointment.id}`, n.client, true],
      ['appointment form (edit)', `/appointments/calendar/form/${r.appointment.id}`, n.client, true],
      ['appointment form (new)', '/appointments/calendar/form', undefined, false],
      ['clients list', '/clients/list', n.client, true],
      ['client detail', `/clients/${r.client.id}`, n.client, true],
      ['client form (edit)', `/clients/form/${r.client.id}`, undefined, true],
      ['client form (new)', '/clients/form', undefined, false],
      ['services list', '/appointments/services/list', n.service, true],
      ['service form (edit)', `/appointments/services/form/${r.service.id}`, undefined, false],
      ['service form (new)', '/appointments/services/form', undefined, false],
      ['locations list', '/account-setup/locations/list', n.location, false],
      ['location form (edit)', `/account-setup/locations/form/${r.location.id}`, undefined, false],
      ['location form (new)', '/account-setup/locations/form', undefined, false],
      ['discounts list', '/account-setup/discounts/list', n.discount, false],
      ['discount form (edit)', `/account-setup/discounts/form/${r.discount.id}`, undefined, false],
      ['discount form (new)', '/account-setup/discounts/form', undefined, false],
      ['classes list', '/appointments/classes/list', n.class, true],
      ['class detail', `/appointments/classes/${r.klass.id}`, n.class, true],
      ['class form (edit)', `/appointments/classes/form/${r.klass.id}`, undefined, false],
      ['class form (new)', '/appointments/classes/form', undefined, false],
      ['packages list', '/appointments/packages/list', n.package, true],
      ['package detail', `/appointments/packages/${r.pack.id}`, n.package, true],
      ['package form (edit)', `/appointments/packages/form/${r.pack.id}`, undefined, false],
      ['package form (new)', '/appointments/packages/form', undefined, false],
      ['business profile', '/account-setup/customisation/business-profile', undefined, true],
      ['password', '/account-setup/customisation/password', undefined, false],
      ['subscription details', '/account-setup/subscription/details', undefined, false],
      ['calendar and time', '/account-setup/customisation/calendar-and-time', undefined, true],
      ['dashboard settings', '/account-setup/customisation/dashboard-settings', undefined, false],
      ['payment settings', '/account-setup/customisation/payment_settings', undefined, false],
      ['tax settings', '/account-setup/customisation/tax_settings', undefined, false],
      ['import clients', '/account-setup/helpful-tools/import-clients', undefined, false],
      ['export information', '/account-setup/helpful-tools/export-information', undefined, false],
      ['404 in the app', '/no-such-screen', undefined, true],
    ];
    for (const [screen, path, ready, onPhone] of screens) await a.scan(screen, path, ready, { phone: onPhone });
    // A form with its errors showing.
    await page.goto('/clients/form');
    await page.locator('main form button[type="submit"]').last().click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await a.scan('client form with errors', null, undefined, phone);
    a.check();
  });

  test(`axe: affiliate and admin screens (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const a = auditor(page, locale);
    // An affiliate registers through REST (the answer carries the session cookie).
    await page.request.get('/api/csrf-cookie');
    const headers = async () => ({
      'x-xsrf-token': await xsrf(page.request),
      'content-type': 'application/json',
      'x-locale': locale,
    });
    const res = await page.request.post('/api/register-affiliate', {
      headers: await headers(),
      data: {
        first_name: 'Марко',
        last_name: 'Бондар',
        email: uniqueEmail('aff'),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        locale,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    await setLocaleCookie(page, testInfo, locale);
    await a.scan('affiliate dashboard', '/affiliate/dashboard');
    await a.scan('affiliate profile', '/affiliate/profile');
    await a.scan('affiliate password', '/affiliate/password');
    await page.context().clearCookies();

    // The worker's admin (made with the CLI, in this run's database).
    await signIn(page.request, workerAdmin(), locale);
    await setLocaleCookie(page, testInfo, locale);
    await a.scan('admin dashboard', '/admin/dashboard');
    a.check();
  });
}
