import { expect, test } from '@playwright/test';
import { api, registerInLocale } from './support';

// The public booking page (issue 12), smoke only: the server-rendered page of a business shows its name and
// what it offers, in Ukrainian by default and in English, and switches language without a reload.
type Settings = Record<string, unknown> & { service_ids: string[] };

test(
  'the booking page shows the business and its services and switches language',
  { tag: '@mobile' },
  async ({ page, browser }, testInfo) => {
    await registerInLocale(page, testInfo, 'uk', { business_name: 'Студія <Олени> & Ко' });
    const service = await api(page, 'POST', '/api/v1/services', {
      name: 'Стрижка',
      type: 'single',
      parts: [{ title: 'Стрижка', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 50000,
      online_booking: true,
    });
    const current = await api<Settings>(page, 'GET', '/api/v1/user/booking-settings');
    const { page_url: _url, payment_provider: _p, offerable: _o, ...settings } = current;
    const saved = await api<Settings>(page, 'PUT', '/api/v1/user/booking-settings', {
      ...settings,
      enabled: true,
      service_ids: [service.id],
    });
    const slug = String(saved.slug);

    // A visitor: a fresh context without cookies; Accept-Language (Ukrainian here) decides the first language.
    const visitor = await browser.newContext({ ...testInfo.project.use, locale: 'uk-UA', serviceWorkers: 'block' });
    const tab = await visitor.newPage();
    const violations: string[] = [];
    tab.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const res = await tab.goto(`/online-booking/${slug}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await expect(tab).toHaveTitle('Студія <Олени> & Ко');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Студія <Олени> & Ко');
    await expect(tab.getByRole('heading', { name: 'Що ви бажаєте забронювати?' })).toBeVisible();
    await expect(tab.getByRole('button', { name: /Запис на послугу/ })).toContainText('Стрижка');
    // "Continue" without a type: the page's own message.
    await tab.getByRole('button', { name: 'Далі' }).click();
    await expect(tab.getByRole('alert')).toHaveText('Потрібно вибрати тип послуги');

    // English without a reload: the same document keeps its state.
    await tab.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await tab.getByRole('button', { name: 'EN' }).click();
    await expect(tab.getByRole('heading', { name: 'What would you like to book?' })).toBeVisible();
    await expect(tab.getByRole('button', { name: /Appointment/ })).toContainText('Стрижка');
    expect(await tab.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
    // Remembered for the next visit.
    await tab.reload();
    await expect(tab.getByRole('heading', { name: 'What would you like to book?' })).toBeVisible();
    // Nothing wider than the screen at 375 px.
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The inlined data is JSON, not script: the CSP (no inline script) has nothing to refuse.
    expect(violations).toEqual([]);
    await visitor.close();
  },
);

test('an unknown booking page answers its own not-found state', async ({ page }) => {
  const res = await page.goto('/online-booking/no-such-studio-anywhere');
  expect(res?.status()).toBe(404);
  // The browser asks for English (Accept-Language), so the page starts in English.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking page does not exist');
  await page.getByRole('button', { name: 'УКР' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такої сторінки бронювання немає');
});
