import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, dateIn, registerInLocale } from './support';

/**
 * docs/product/settings.md's services and appointments exports from the screens that show them: the services list's
 * Export menu, and the calendar's, which exports the period on screen (recurring occurrences included).
 * Ukrainian; the menus are the shared ExportMenu, so one width is enough.
 */
test('services list and calendar export the records on screen as CSV, in Ukrainian', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  const day = dateIn('Europe/Kyiv', 1);
  const service = await api(page, 'POST', '/api/v1/services', {
    name: 'Манікюр',
    type: 'single',
    parts: [{ title: 'Манікюр', duration_minutes: 60, type: 'block' }],
    colour: '#0d9488',
    price: 45000,
  });
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Єва', last_name: 'Ґудзь' });
  await api(page, 'POST', '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: day,
    start_time: '10:00',
    allow_overlap: true,
  });

  await page.goto('/appointments/services/list');
  await expect(page.getByRole('link', { name: 'Манікюр' })).toBeVisible();
  await page.getByRole('button', { name: 'Експорт' }).click();
  const [services] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Файл CSV' }).click()]);
  expect(services.suggestedFilename()).toMatch(/^послуги-\d{4}-\d{2}-\d{2}\.csv$/);
  const servicesCsv = (await readFile(await services.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(servicesCsv[0]).toMatch(/^Назва,Тип,Частини,Тривалість \(хвилин\),Ціна,/);
  expect(servicesCsv[1]).toMatch(/^Манікюр,Проста,Манікюр 60 хв,60,450,/);

  await page.goto(`/appointments/calendar/events?view=day&date=${day}`);
  await expect(page.getByTestId('calendar').getByText('Манікюр').first()).toBeVisible();
  await page.getByRole('button', { name: 'Експорт' }).click();
  const [diary] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Файл CSV' }).click()]);
  expect(diary.suggestedFilename()).toBe(`записи-${day}-${day}.csv`);
  const diaryCsv = (await readFile(await diary.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(diaryCsv).toHaveLength(2);
  expect(diaryCsv[1]).toContain(`${day},10:00,11:00,`);
  expect(diaryCsv[1]).toContain('Єва Ґудзь (Очікується)');
});
