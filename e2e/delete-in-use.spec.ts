import { expect, test } from '@playwright/test';
import { api, registerInLocale, shot, xsrf } from './support';

/**
 * Deleting a client for good while appointments still name them (issue 10): the
 * server refuses (409 IN_USE) and the screen says why, in the owner's language;
 * the client stays in the archive.
 */
test('a client with appointments cannot be deleted for good: the reason is shown and the client stays archived', async ({
  page,
}, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Олена', last_name: 'Шевчук' });
  const service = await api(page, 'POST', '/api/v1/services', {
    name: 'Стрижка',
    type: 'single',
    parts: [{ title: 'Стрижка', duration_minutes: 30, type: 'block' }],
    colour: '#2563eb',
    price: 50000,
  });
  await api(page, 'POST', '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: '2030-03-12',
    start_time: '10:00',
  });
  const archived = await page.request.fetch(`/api/v1/clients/${client.id}`, {
    method: 'DELETE',
    headers: { 'x-xsrf-token': await xsrf(page.request), accept: 'application/json' },
  });
  expect(archived.ok()).toBeTruthy();

  await page.goto('/clients/list?archived=1');
  await page.getByRole('button', { name: 'Дії: Олена Шевчук' }).click();
  await page.getByRole('menuitem', { name: 'Видалити назавжди' }).click();
  const dialog = page.getByRole('dialog', { name: 'Видалити клієнта назавжди: Олена Шевчук?' });
  await dialog.getByRole('button', { name: 'Видалити назавжди' }).click();
  await expect(
    page
      .getByText('У цього клієнта є записи, тому його не можна видалити остаточно. Клієнт залишиться в архіві разом з історією.')
      .first(),
  ).toBeVisible();
  await shot(page, testInfo, 'client-delete-in-use-uk');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page.getByRole('link', { name: 'Олена Шевчук' })).toBeVisible();
});
