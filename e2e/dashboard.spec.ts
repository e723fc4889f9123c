import { expect, test } from '@playwright/test';
import { api, registerInLocale, shot } from './support';

/** The dashboard's "Today's appointments" widget: today's bookings in the business's zone, each opening its view. */

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard lists today's appointments (${locale})`, async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, locale);
    const tz = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
    const service = await api(page, 'POST', '/api/v1/services', {
      name: 'Deep tissue massage',
      type: 'single',
      parts: [{ title: 'Massage', duration_minutes: 60, type: 'block' }],
      colour: '#7c3aed',
      price: 6000,
    });
    await api(page, 'POST', '/api/v1/appointments', {
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
