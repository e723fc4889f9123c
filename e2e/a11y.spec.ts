import { ANALYTICS_TABS } from '@kairos/api/shared';
import { expect, type Page, test } from '@playwright/test';
import { type Ids, planProblems, ROUTES, type Role, visitsFor } from './a11y-routes';
import { auditor, countApiCalls, type Locale, NAMES, seed, setLocaleCookie, unsubscribeToken } from './a11y-support';
import { signIn, workerAdmin } from './admin-support';
import { adminCall, adminSession } from './billing-admin';
import { onlineService, openBookingPage } from './booking-owner';
import {
  chooseItem,
  chooseType,
  codeSentTo,
  enterCode,
  fillDetails,
  MANAGE_LINK,
  newEmail,
  pickTime,
  section,
  VISITOR_IP_HEADER,
} from './booking-steps';
import { T } from './booking-words';
import { api, atPhoneWidth, PASSWORD, registerInLocale, uniqueEmail, xsrf } from './support';

/**
 * The accessibility sweep (issues 9 and 25): axe-core on every route the router knows (a11y-routes.ts reads them
 * from the feature manifests), in Ukrainian and English, at 1280 px and then 375 px on the same visit (the page
 * resized, not reloaded: `scan(…, { phone: true })`), so the tests run in the desktop project only. One test per
 * role and language signs in once through the API and opens its routes one after another in the same page
 * (within the owner app without reloading), waiting for each screen's data (no sleeps) before it scans; serious
 * and critical findings fail, listed screen by screen at the end. Beside the routes: states a route visit does not show (menus and dialogs open,
 * forms with errors, tabs and calendar views) and the public booking page's steps and manage page.
 * Motion is reduced so colours are measured at rest.
 */

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const LOCALES: Locale[] = ['uk', 'en'];
const planned = (role: Role) => ROUTES.filter((r) => r.role === role).map((r) => r.pattern);

test('the sweep plan covers every route of the manifests', () => {
  expect(planProblems()).toEqual([]);
  expect(ROUTES.length).toBeGreaterThan(90);
});

/** A text of the seeded data that shows the screen's records arrived, by route. */
const READY: Record<string, keyof (typeof NAMES)['en']> = {
  '/clients/list': 'client',
  '/clients/:id': 'client',
  '/appointments/calendar/:id': 'client',
  '/appointments/services/list': 'service',
  '/account-setup/locations/list': 'location',
  '/account-setup/discounts/list': 'discount',
  '/appointments/classes/list': 'class',
  '/appointments/classes/:id': 'class',
  '/appointments/packages/list': 'package',
  '/appointments/packages/:id': 'package',
  '/sales-and-products/products': 'product',
  '/sales-and-products/gift-vouchers': 'voucher',
  '/sales-and-products/gift-vouchers/:id': 'voucher',
  '/sales-and-products/sales/:id': 'product',
  '/financials/invoices/:id': 'invoice',
  '/marketing/:id': 'campaign',
};

/** A form submitted empty: its errors showing. */
async function withErrors(page: Page, path: string, submit: string) {
  await page.goto(path);
  await page.locator(submit).last().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

for (const locale of LOCALES) {
  test(`axe sweep: owner (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(600_000);
    await countApiCalls(page);
    const owner = await registerInLocale(page, testInfo, locale);
    // Marketing is granted by an admin (users.marketing_available).
    const admin = await adminSession(testInfo.project.use.baseURL ?? 'http://localhost:8899');
    const me = await api<{ id: string }>(page, 'GET', '/api/v1/user');
    await adminCall(admin, 'PUT', `/user/marketing/${me.id}`, { marketing_available: true });
    await admin.dispose();
    const r = await seed(page, locale, { campaign: true });
    const unsubscribe = unsubscribeToken(page, r.email);
    unsubscribe.catch(() => undefined);
    const ids: Ids = { ...r.ids, unsubscribe };
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

    for (const visit of visitsFor('owner', ids)) {
      const ready = READY[visit.pattern];
      await a.route(visit, ready ? r.names[ready] : undefined);
    }

    // What a route visit does not show: other views and tabs of the same screens.
    const views: [string, string, string?][] = [
      ['calendar week', `/appointments/calendar/events?view=week&date=${r.date}`, r.names.service],
      ['calendar month', `/appointments/calendar/events?view=month-grid&date=${r.date}`, r.names.service],
      ...(['payments', 'sales', 'invoices', 'messages'] as const).map((tab): [string, string] => [
        `client ${tab}`,
        `/clients/${r.ids.client}?tab=${tab}`,
      ]),
      ...ANALYTICS_TABS.map((tab): [string, string] => [`analytics ${tab}`, `/analytics?tab=${tab}`]),
      ['left to pay, sales', '/financials/left-to-pay/list?tab=sales'],
      ['marketing, past', '/marketing?tab=past', r.names.campaign],
      ['marketing, opted out', '/marketing?tab=opted-out'],
    ];
    // The calendar's day view is the phone's; the other views at 1280 px.
    await a.scan('calendar day', `/appointments/calendar/events?view=day&date=${r.date}`, r.names.service, phone);
    for (const [screen, path, ready] of views) await a.scan(screen, path, ready);
    await a.scan('404 in the app', '/no-such-screen', undefined, phone);
    await withErrors(page, '/clients/form', 'main form button[type="submit"]');
    await a.scan('client form with errors', null, undefined, phone);
    a.check(planned('owner'));
  });

  test(`axe sweep: guest and the booking page (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await countApiCalls(page);
    // A business to book with, whose registration and password reset leave their links in the dev outbox.
    const user = await registerInLocale(page, testInfo, locale);
    const n = NAMES[locale];
    const service = await onlineService(page, n.service, 50000);
    const slug = await openBookingPage(page, { service_ids: [service.id] });
    const verify = await linkToken(page, user.email, /\/verify-email\/([^\s/]+)/);
    await page.context().clearCookies();
    await page.request.get('/api/csrf-cookie');
    const res = await page.request.post('/api/forgot-password', {
      headers: { 'x-xsrf-token': await xsrf(page.request), 'content-type': 'application/json' },
      data: { email: user.email },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const reset = await linkToken(page, user.email, /\/password\/reset\/([^\s/?]+)/);
    await setLocaleCookie(page, testInfo, locale);
    const a = auditor(page, locale);
    const phone = { phone: true };

    for (const visit of visitsFor('guest', { verify, reset })) await a.route(visit);
    // Beside the manifests: the catch-all 404 and the dev outbox.
    await a.scan('404', '/no-such-screen', undefined, phone);
    await a.scan('dev outbox', '/dev/outbox');
    await withErrors(page, '/login', 'form button[type="submit"]');
    await a.scan('login with errors', null, undefined, phone);

    // The public booking page, step by step, as a visitor of its own (the per-address code limit).
    const t = T[locale];
    await page.setExtraHTTPHeaders({
      [VISITOR_IP_HEADER]: `10.9.${locale === 'uk' ? 1 : 2}.${Math.floor(Math.random() * 250) + 1}`,
    });
    await a.scan('booking: what to book', `/online-booking/${slug}`, undefined, phone);
    await chooseType(page, t, t.appointment);
    const address = uniqueEmail('visitor');
    await page.getByLabel(t.email, { exact: true }).fill(address);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(page.getByLabel(t.code)).toBeVisible();
    await a.scan('booking: the code', null, undefined, phone);
    await enterCode(page, t, (await codeSentTo(page.request, address)).code);
    await expect(section(page, t.chooseService)).toBeVisible();
    await a.scan('booking: choose a service', null, undefined, phone);
    await chooseItem(page, t, t.chooseService, n.service);
    await expect(section(page, t.pickTime).locator('button[aria-pressed]')).toHaveCount(7);
    await a.scan('booking: date strip and times', null, undefined, phone);
    await pickTime(page, t, t.pickTime);
    await fillDetails(page, t, { first: 'Марта', last: 'Гнатюк' });
    await a.scan('booking: details', null, undefined, phone);
    await page.getByRole('button', { name: t.book, exact: true }).click();
    await expect(section(page, t.confirmed)).toContainText(n.service);
    await a.scan('booking: confirmed', null, undefined, phone);
    const mail = await newEmail(page.request, address, MANAGE_LINK);
    const manage = new URL((mail.body_text.match(MANAGE_LINK) as RegExpMatchArray)[0]).pathname;
    await a.scan('booking: manage', manage, undefined, phone);
    await section(page, t.manage).getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('dialog', { name: t.cancelQuestion })).toBeVisible();
    await a.scan('booking: manage, cancel dialog', null, undefined, phone);
    a.check(planned('guest'));
  });

  test(`axe sweep: admin (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await countApiCalls(page);
    // An owner for the user screen, then the admin (the worker's, made by the CLI, signed in through the API).
    await registerInLocale(page, testInfo, locale);
    const owner = await api<{ id: string }>(page, 'GET', '/api/v1/user');
    await page.context().clearCookies();
    await signIn(page.request, workerAdmin(), locale);
    await setLocaleCookie(page, testInfo, locale);
    const news = await api(page, 'POST', '/api/v1/admin/news', { title: 'Новини', body: 'Текст', locale, publish: false });
    const a = auditor(page, locale);
    for (const visit of visitsFor('admin', { user: owner.id, news: news.id })) await a.route(visit);
    a.check(planned('admin'));
  });

  test(`axe sweep: affiliate (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await countApiCalls(page);
    await page.request.get('/api/csrf-cookie');
    const res = await page.request.post('/api/register-affiliate', {
      headers: { 'x-xsrf-token': await xsrf(page.request), 'content-type': 'application/json', 'x-locale': locale },
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
    const a = auditor(page, locale);
    for (const visit of visitsFor('affiliate', {})) await a.route(visit);
    a.check(planned('affiliate'));
  });
}

/** The token of the newest link matching `link` in an email to `to` (the dev outbox). */
async function linkToken(page: Page, to: string, link: RegExp): Promise<string> {
  const mail = await newEmail(page.request, to, link);
  return (mail.body_text.match(link) as RegExpMatchArray)[1] as string;
}
