import { expect, type Page, test } from '@playwright/test';
import { addClient, get, type Item, post, register } from './appointment-steps';
import { localDate } from './layout-check';
import { api, clearOfMidnight, isMobile } from './support';

/**
 * Issue 9, what a new owner hit: a client's history in their language with
 * each row opening its appointment (an occurrence of a series too); phones in
 * international format and long emails on one line in the client list; two
 * tabs adding clients to one session keep both. At 1280 px; the client list's
 * phone and email cells at 375 px too.
 */

const viewClients = (page: Page) => page.getByTestId('appointment-client');

test('client history: statuses translated (uk), each row opens its appointment, occurrences included', async ({
  page,
}, testInfo) => {
  await register(page, testInfo, 'uk');
  const emma = await post<{ id: string }>(page, '/api/v1/clients', {
    first_name: 'Емма',
    last_name: 'Браун',
    phone: '+380671234567',
  });
  const svc = await post<{ id: string }>(page, '/api/v1/services', {
    name: 'Стрижка',
    type: 'single',
    parts: [{ title: 'Стрижка', duration_minutes: 30, type: 'block' }],
    colour: '#2563eb',
    price: 40000,
  });
  const booked = await post<Item>(page, '/api/v1/appointments', {
    type: 'appointment',
    service_id: svc.id,
    client_ids: [emma.id],
    date: '2027-03-02',
    start_time: '10:00',
  });
  await api(page, 'PUT', `/api/v1/appointments/${booked.id}/status`, { client_id: emma.id, status: 'attended' });
  await post(page, '/api/v1/appointments', {
    type: 'blocked',
    title: null,
    client_ids: [emma.id],
    date: '2027-03-03',
    start_time: '10:00',
    duration_minutes: 30,
  });
  const series = await post<Item>(page, '/api/v1/appointments', {
    type: 'appointment',
    service_id: svc.id,
    client_ids: [emma.id],
    date: '2027-03-08',
    start_time: '12:00',
    recurring: { frequency: 'weekly', end_date: '2027-03-15' },
  });
  expect(series.id).toMatch(/_2027-03-08$/);

  await page.goto(`/clients/${emma.id}`);
  await expect(page.getByRole('link', { name: '+380 67 123 4567' })).toBeVisible();
  const rows = page.getByTestId('related-item');
  await expect(rows).toHaveCount(4);
  const history = page.getByRole('tabpanel');
  await expect(history).not.toContainText('attended');
  await expect(history).not.toContainText('pending');
  await expect(history).not.toContainText('blocked');
  await expect(rows.filter({ hasText: 'Відвідано' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Очікується' })).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Особистий час' })).toHaveCount(1);

  // The newest first: the series' second occurrence, an id of the form <series>_<date>.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/appointments\/calendar\/[^/]+_2027-03-15$/);
  await expect(page.locator('main h1')).toHaveText('Стрижка');
  await expect(page.getByTestId('appointment-date')).toContainText('15 березня 2027');

  await page.goBack();
  await rows.filter({ hasText: 'Відвідано' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/appointments/calendar/${booked.id}$`));
  await expect(page.getByRole('button', { name: /Відвідано/ })).toBeVisible();
});

test(
  'client list: phones in international format, a long email on one line with the whole address as tooltip',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    await register(page, testInfo);
    const email = 'a.very.long.mailbox.name.for.testing@subdomain.of.an.example-business.co.uk';
    await post(page, '/api/v1/clients', { first_name: 'Emma', last_name: 'Brown', email, phone: '+447700900123' });
    await page.goto('/clients/list');
    await expect(page.getByText('+44 7700 900123').locator('visible=true')).toBeVisible();
    await expect(page.getByText('+447700900123')).toHaveCount(0);
    const cell = page.getByTestId('client-email').locator('visible=true');
    await expect(cell).toHaveAttribute('title', email);
    const box = await cell.evaluate((el) => ({
      lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
      cut: el.scrollWidth > el.clientWidth,
      ellipsis: getComputedStyle(el).textOverflow,
    }));
    expect(box).toEqual({ lines: 1, cut: true, ellipsis: 'ellipsis' });
    // The detail screen shows the whole address.
    await page
      .getByRole('link', { name: /Emma Brown/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: email })).toBeVisible();
    if (!isMobile(testInfo)) expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  },
);

test('two tabs adding a client each to one class session keep both', async ({ page, context }, testInfo) => {
  await register(page, testInfo);
  const anna = await addClient(page, 'Anna', 'Bond');
  const ben = await addClient(page, 'Ben', 'Carter');
  const cls = await post<{ id: string }>(page, '/api/v1/classes', { name: 'Yoga', duration_minutes: 60, spaces: 5 });
  const session = await post<Item>(page, '/api/v1/appointments', {
    type: 'class_session',
    class_id: cls.id,
    date: localDate('Europe/London', 3),
    start_time: '18:00',
  });
  const other = await context.newPage();
  await page.goto(`/appointments/calendar/${session.id}`);
  await other.goto(`/appointments/calendar/${session.id}`);
  await expect(viewClients(page)).toHaveCount(0);
  await expect(viewClients(other)).toHaveCount(0);

  for (const [tab, name] of [
    [page, 'Anna'],
    [other, 'Ben'],
  ] as const) {
    await tab.getByRole('combobox', { name: 'Add a client' }).fill(name);
    await tab.getByRole('option', { name: new RegExp(name) }).click();
    await expect(viewClients(tab).filter({ hasText: name })).toBeVisible();
  }
  const saved = await get<Item>(page, `/api/v1/appointments/${session.id}`);
  expect(saved.clients.map((c) => c.id).sort()).toEqual([anna.id, ben.id].sort());

  // Taking Anna off in the first tab leaves Ben, whom that tab had not seen; the answer shows him.
  await page.getByRole('button', { name: 'Remove Anna Bond from the session' }).click();
  await expect(viewClients(page)).toHaveCount(1);
  await expect(viewClients(page)).toContainText('Ben Carter');
  const after = await get<Item>(page, `/api/v1/appointments/${session.id}`);
  expect(after.clients.map((c) => c.id)).toEqual([ben.id]);
});

test('downloads are named in Ukrainian with the business date: clients CSV and the whole workbook', async ({
  page,
}, testInfo) => {
  await register(page, testInfo, 'uk');
  await addClient(page, 'Олена', 'Коваль');
  await clearOfMidnight('Europe/Kyiv');
  const today = localDate('Europe/Kyiv');
  await page.goto('/clients/list');
  await expect(page.getByRole('link', { name: /Олена Коваль/ }).locator('visible=true')).toBeVisible();
  await page.getByRole('button', { name: 'Експорт' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Файл CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`клієнти-${today}.csv`);

  await page.goto('/account-setup/helpful-tools/export-information');
  await expect(page.getByText(/записи з клієнтами та відвідуванням/)).toBeVisible();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Завантажити мої дані (.xlsx)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(`kairos-експорт-${today}.xlsx`);
});
