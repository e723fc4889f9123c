import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { newUser, shot } from './support';

/** The dashboard's "Today's appointments" widget: today's bookings in the business's zone, each opening its view. */

async function csrf(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  return state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

async function register(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  await page.request.get('/api/csrf-cookie');
  const user = newUser();
  const res = await page.request.post('/api/register', {
    headers: { 'x-xsrf-token': await csrf(page.request), 'content-type': 'application/json', 'x-locale': locale },
    data: { ...user, password_confirmation: user.password, locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: baseURL }]);
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, {
    headers: { 'x-xsrf-token': await csrf(page.request), 'content-type': 'application/json', accept: 'application/json' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard lists today's appointments (${locale})`, async ({ page }, testInfo) => {
    await register(page, testInfo, locale);
    const tz = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    const client = await post(page, '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
    const service = await post(page, '/api/v1/services', {
      name: 'Deep tissue massage',
      type: 'single',
      parts: [{ title: 'Massage', duration_minutes: 60, type: 'block' }],
      colour: '#7c3aed',
      price: 6000,
    });
    await post(page, '/api/v1/appointments', {
      type: 'appointment',
      service_id: service.id,
      client_ids: [client.id],
      date: today,
      start_time: '23:00',
      allow_overlap: true,
    });
    await page.goto('/dashboard');
    const widget = page.getByTestId('today-appointments');
    await expect(widget).toContainText('23:00–00:00');
    await expect(widget).toContainText('Deep tissue massage');
    await expect(widget).toContainText('Olivia Hughes');
    await expect(
      page.getByRole('heading', { name: locale === 'en' ? "Today's appointments" : 'Записи на сьогодні' }),
    ).toBeVisible();
    await shot(page, testInfo, `dashboard-today-${locale}`);
    await widget.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/appointments\/calendar\/[^/]+$/);
  });
}
