import { expect, test } from '@playwright/test';
import { adminPage } from './admin-support';
import { bookAsVisitor, onlineService, openBookingPage } from './booking-steps';
import { api, registerInLocale, shot, xsrf } from './support';

/**
 * Issue 25: every time shown is in the business's zone (the admin's own on admin screens), never the device's.
 * The browser runs in New York; the business is in Kyiv (7 hours ahead), the admin has chosen Tokyo. A booking
 * made on the public page gives a bell notification and a confirmation message; an admin publishes news.
 */
test.use({ timezoneId: 'America/New_York' });

const KYIV = 'Europe/Kyiv';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
/** An instant as the screens write a date and time in English ("28 Nov 2026, 17:05"), in a zone. */
const at = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

test('the bell, news, messages and admin screens show times in the business’s or the admin’s zone, not the device’s', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerInLocale(page, testInfo, 'en', { timezone: KYIV });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(NEW_YORK);
  const service = await onlineService(page, 'Haircut', 3000);
  const slug = await openBookingPage(page, { service_ids: [service.id], notice_hours: 0 });
  const visitor = await browser.newPage();
  await visitor.request.get('/api/csrf-cookie');
  await bookAsVisitor(visitor, slug, service.id, KYIV);
  await visitor.close();

  // An admin in Tokyo publishes news (English only, deleted at the end so other owners' bells stay as they were).
  const admin = await adminPage(browser, testInfo, 'en');
  const me = await api<{ email: string; first_name: string; last_name: string }>(admin, 'GET', '/api/v1/user');
  await api(admin, 'PUT', '/api/v1/user/profile', {
    first_name: me.first_name,
    last_name: me.last_name,
    locale: 'en',
    timezone: TOKYO,
  });
  const news = await api<{ id: string; published_at: string }>(admin, 'POST', '/api/v1/admin/news', {
    title: `Zones ${Date.now().toString(36)}`,
    body: 'Times in your zone.',
    locale: 'en',
    publish: true,
  });
  try {
    // The bell: the booking's notification, then the news, each at Kyiv's time.
    const [notification] = await api<{ created_at: string }[]>(page, 'GET', '/api/v1/user/notifications');
    expect(notification).toBeDefined();
    const created = notification?.created_at as string;
    expect(at(created, KYIV)).not.toBe(at(created, NEW_YORK));
    await page.goto('/dashboard');
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-item').first();
    await expect(item).toContainText(at(created, KYIV));
    await expect(item).not.toContainText(at(created, NEW_YORK));
    await page.getByTestId('bell-tab-news').click();
    const newsItem = page.getByTestId('news-item').first();
    await expect(newsItem).toContainText(at(news.published_at, KYIV));
    await shot(page, testInfo, 'times-in-zone-bell', false);
    await page.keyboard.press('Escape');

    // The client's Messages tab: the booking confirmation, at Kyiv's time.
    const [client] = await api<{ id: string }[]>(page, 'GET', '/api/v1/clients?search=Ivy');
    const messages = await api<{ date: string }[]>(page, 'GET', `/api/v1/clients/messages/${client?.id}`);
    expect(messages.length).toBeGreaterThan(0);
    await page.goto(`/clients/${client?.id}?tab=messages`);
    const message = page.getByTestId('related-item').first();
    await expect(message).toContainText(at(messages[0]?.date as string, KYIV));
    await expect(message).not.toContainText(at(messages[0]?.date as string, NEW_YORK));

    // The admin's screens: the news list and the audit log, at Tokyo's time.
    await admin.goto('/admin/news');
    await expect(admin.getByTestId('news-row').filter({ visible: true }).first()).toContainText(at(news.published_at, TOKYO));
    // Other admins write to the same log: this admin's newest entry (publishing the news).
    const entries = await api<{ created_at: string; actor_email: string | null }[]>(admin, 'GET', '/api/v1/admin/audit');
    const entry = entries.find((e) => e.actor_email === me.email);
    await admin.goto('/admin/audit');
    await expect(admin.getByTestId('audit-row').filter({ hasText: me.email }).first()).toContainText(
      at(entry?.created_at as string, TOKYO),
    );
    await shot(admin, testInfo, 'times-in-zone-audit');
  } finally {
    await admin.request.delete(`/api/v1/admin/news/${news.id}`, { headers: { 'x-xsrf-token': await xsrf(admin.request) } });
    await admin.context().close();
  }
});
