import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import { addClient, addService, post, register } from './appointment-steps';
import { registerInLocale } from './support';

/**
 * Issue 9 in the browser: a video meeting link is a link only when it is
 * http(s) (a javascript: address that reached the database some other way is
 * shown as text), and the shared date rules show under the client form's
 * birthday in the owner's language; at 375 px and 1280 px.
 */

/** Writes straight into this run's database, as an old row or another writer could have. */
async function setVideoLink(id: string, url: string) {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
  const db = createClient({ url: process.env.E2E_DATABASE_URL ?? '' });
  await db.execute({ sql: 'UPDATE appointments SET video_meeting_url = ? WHERE id = ?', args: [url, id] });
  db.close();
}

test('a video meeting link opens safely, and only when it is http(s)', async ({ page }, testInfo) => {
  await register(page, testInfo);
  const client = await addClient(page, 'Anna', 'Bond');
  const service = await addService(page, 'Cut', 30, 3000);
  const booking = await post<{ id: string }>(page, '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: '2027-04-06',
    start_time: '09:00',
    video_meeting_url: 'https://meet.example.com/abc-defg',
  });

  await page.goto(`/appointments/calendar/${encodeURIComponent(booking.id)}`);
  const link = page.getByRole('link', { name: 'https://meet.example.com/abc-defg' });
  await expect(link).toHaveAttribute('href', 'https://meet.example.com/abc-defg');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
  await expect(link).toHaveAttribute('target', '_blank');

  await setVideoLink(booking.id, 'javascript:alert(document.cookie)');
  await page.reload();
  await expect(page.getByText('javascript:alert(document.cookie)')).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
});

test('the client form refuses a future birthday, in Ukrainian', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  await page.goto('/clients/form');
  await page.getByLabel("Ім'я", { exact: true }).fill('Олена');
  await page.getByLabel('Прізвище', { exact: true }).fill('Коваль');
  const birthday = page.getByLabel('День народження');
  await birthday.fill('2099-01-01');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.locator('[data-field-error]')).toHaveText('Не може бути датою в майбутньому');
  await expect(birthday).toBeFocused();
  await birthday.fill('1990-05-17');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page).toHaveURL(/\/clients\/list$/);
  await expect(page.getByText('Клієнта додано.').first()).toBeVisible();
});
