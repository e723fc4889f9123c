import { expect, test } from '@playwright/test';
import { addClient, addService, diary, get, type Item, noSidewaysScroll, pickClient, post, register } from './appointment-steps';
import { shot } from './support';

/**
 * The appointment form and view: a weekly series through the form, "this and
 * all future ones" on a later occurrence, "only this one" on delete, private
 * time with the double-booking question, and one pass in Ukrainian; at 1280 px
 * (sideways scrolling also at 375 px). The diary is checked through REST. Clients on an appointment:
 * appointment-clients.spec.ts.
 */

test('a weekly series through the form, then "this and all future ones" and "only this one"', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await addClient(page, 'Anna', 'Bond');
  await addService(page, 'Haircut', 45, 3000);

  await page.goto('/appointments/calendar/form?date=2027-03-01&start_time=10:00');
  await expect(page.getByRole('heading', { name: 'New appointment' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue('2027-03-01');
  await expect(page.getByLabel('Start time')).toHaveValue('10:00');

  // Saving without a client or service shows the shared schema's messages under the fields.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You need to choose type of service')).toBeVisible();
  await expect(page.getByText('Choose at least one client')).toBeVisible();

  await pickClient(page, 'Clients', 'ann', 'Anna Bond');
  await page.getByLabel('Service').selectOption({ label: 'Haircut' });
  await expect(page.getByTestId('service-summary')).toContainText('45 min');
  await expect(page.getByLabel('Duration', { exact: false })).toHaveValue('45');
  await expect(page.getByLabel('Price')).toHaveValue('30');
  await page.getByRole('switch', { name: 'Repeats' }).check();
  await page.getByLabel('How often').selectOption('weekly');
  await page.getByLabel('Until').fill('2027-03-29');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'appointment-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/appointments\/calendar\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Haircut' })).toBeVisible();
  await expect(page.getByTestId('appointment-recurring')).toHaveText('Every week until 29 March 2027');
  await expect(page.getByTestId('appointment-time')).toContainText('10:00 – 10:45');
  // The docs/product/appointments.md label, and the way to take the payment for this booking.
  await expect(page.getByTestId('appointment-payment')).toContainText('Unpaid');
  await expect(page.getByTestId('appointment-payment').getByRole('link', { name: 'Take payment' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'appointment-view-series');

  const weeks = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29'];
  let items = await diary(page, '2027-02-22', '2027-04-12');
  expect(items.map((i) => i.date)).toEqual(weeks);
  expect(items.every((i) => i.start_time === '10:00' && i.series_id)).toBe(true);

  // A later occurrence moves to 11:30 from there on.
  const third = items[2] as Item;
  await page.goto(`/appointments/calendar/${encodeURIComponent(third.id)}`);
  await expect(page.getByTestId('appointment-date')).toContainText('15 March 2027');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit appointment' })).toBeVisible();
  await page.getByLabel('Start time').fill('11:30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const scope = page.getByRole('dialog', { name: 'Change a recurring appointment' });
  await expect(scope).toBeVisible();
  await expect(scope.getByRole('button', { name: 'Only this one' })).toBeVisible();
  await shot(page, testInfo, 'appointment-scope-dialog', false);
  await scope.getByRole('button', { name: 'This and all future ones' }).click();
  await expect(page.getByTestId('appointment-time')).toContainText('11:30 – 12:15');

  items = await diary(page, '2027-02-22', '2027-04-12');
  expect(items.map((i) => [i.date, i.start_time])).toEqual([
    ['2027-03-01', '10:00'],
    ['2027-03-08', '10:00'],
    ['2027-03-15', '11:30'],
    ['2027-03-22', '11:30'],
    ['2027-03-29', '11:30'],
  ]);

  // Delete one occurrence only.
  const fourth = items[3] as Item;
  await page.goto(`/appointments/calendar/${encodeURIComponent(fourth.id)}`);
  await expect(page.getByTestId('appointment-date')).toContainText('22 March 2027');
  await page.getByRole('button', { name: 'Delete' }).click();
  const del = page.getByRole('dialog', { name: 'Delete a recurring appointment' });
  await del.getByRole('button', { name: 'Only this one' }).click();
  await expect(page).toHaveURL(/\/appointments\/calendar\/events\?date=2027-03-22$/);

  items = await diary(page, '2027-02-22', '2027-04-12');
  expect(items.map((i) => i.date)).toEqual(['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-29']);

  // Attendance on one occurrence: it gets an id of its own, the view follows and focus stays on the control.
  const last = items[3] as Item;
  await page.goto(`/appointments/calendar/${encodeURIComponent(last.id)}`);
  await page.getByRole('button', { name: 'Attendance of Anna Bond: Pending' }).click();
  await page.getByRole('menuitemradio', { name: 'Attended' }).click();
  const marked = page.getByRole('button', { name: 'Attendance of Anna Bond: Attended' });
  await expect(marked).toBeFocused();
  items = await diary(page, '2027-02-22', '2027-04-12');
  expect(items.map((i) => i.clients[0]?.status)).toEqual(['pending', 'pending', 'pending', 'attended']);
  await expect(page).toHaveURL(`/appointments/calendar/${encodeURIComponent((items[3] as Item).id)}`);

  // Repeats switched off for "this and all future ones": the series stops after 15 March.
  await page.goto(`/appointments/calendar/form/${encodeURIComponent((items[2] as Item).id)}`);
  await page.getByRole('switch', { name: 'Repeats' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Change a recurring appointment' })
    .getByRole('button', { name: 'This and all future ones' })
    .click();
  await expect(page.getByTestId('appointment-date')).toContainText('15 March 2027');
  items = await diary(page, '2027-02-22', '2027-04-12');
  expect(items.map((i) => i.date)).toEqual(['2027-03-01', '2027-03-08', '2027-03-15']);
});

test('private time, with the double-booking question', async ({ page }, testInfo) => {
  await register(page, testInfo);
  const client = await addClient(page, 'Anna', 'Bond');
  const service = await addService(page, 'Haircut', 60, 3000);
  await post(page, '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: '2027-05-04',
    start_time: '12:00',
  });

  await page.goto('/appointments/calendar/form?date=2027-05-04&start_time=12:30');
  await page.getByRole('radio', { name: 'Private time' }).check();
  await expect(page.getByRole('combobox', { name: 'Clients', exact: true })).toBeHidden();
  await page.getByLabel('Title').fill('Lunch');
  await page.getByLabel('Duration', { exact: false }).fill('45');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const overlap = page.getByRole('dialog', { name: 'This time is already booked' });
  await expect(overlap).toBeVisible();
  await overlap.getByRole('button', { name: 'Cancel' }).click();
  await expect(overlap).toBeHidden();
  await expect(page).toHaveURL(/\/form\?/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'This time is already booked' })
    .getByRole('button', { name: 'Double-book anyway' })
    .click();
  await expect(page.getByRole('heading', { name: 'Lunch' })).toBeVisible();
  await expect(page.getByTestId('appointment-time')).toContainText('12:30 – 13:15');
  await shot(page, testInfo, 'appointment-view-private');

  const items = await get<Item[]>(page, '/api/v1/appointments?from=2027-05-04&to=2027-05-04');
  expect(items.map((i) => [i.type, i.title, i.start_time]).sort()).toEqual([
    ['appointment', 'Haircut', '12:00'],
    ['blocked', 'Lunch', '12:30'],
  ]);

  // An all-day private time needs no length.
  await page.goto('/appointments/calendar/form?date=2027-05-05');
  await page.getByRole('radio', { name: 'Private time' }).check();
  await page.getByLabel('Title').fill('Holiday');
  await page.getByRole('switch', { name: 'All day' }).check();
  await expect(page.getByLabel('Start time')).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Holiday' })).toBeVisible();
  await expect(page.getByTestId('appointment-time')).toHaveText('All day');

  // A single appointment is deleted after a plain confirmation.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this private time?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/appointments\/calendar\/events\?date=2027-05-05$/);
  expect(await get<Item[]>(page, '/api/v1/appointments?from=2027-05-05&to=2027-05-05')).toEqual([]);
});

test('in Ukrainian: the form, the view and the scope question', async ({ page }, testInfo) => {
  await register(page, testInfo, 'uk');
  await addClient(page, 'Олена', 'Шевченко');
  await addService(page, 'Стрижка', 60, 50000);

  await page.goto('/appointments/calendar/form?date=2027-06-07&start_time=14:00');
  await expect(page.getByRole('heading', { name: 'Новий запис' })).toBeVisible();
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Потрібно вибрати тип послуги')).toBeVisible();
  await page.getByRole('combobox', { name: 'Клієнти', exact: true }).fill('Ірина');
  await expect(page.getByRole('option', { name: 'Новий клієнт «Ірина»' })).toBeVisible();
  await pickClient(page, 'Клієнти', 'Олен', 'Олена Шевченко');
  await page.getByLabel('Послуга').selectOption({ label: 'Стрижка' });
  await page.getByRole('switch', { name: 'Повторення' }).check();
  await page.getByLabel('Як часто').selectOption('daily');
  await page.getByLabel('До', { exact: true }).fill('2027-06-09');
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Стрижка' })).toBeVisible();
  await expect(page.getByTestId('appointment-recurring')).toHaveText('Щодня до 9 червня 2027 р.');
  await expect(page.getByTestId('appointment-payment')).toContainText('Не оплачено');
  await expect(page.getByTestId('appointment-payment').getByRole('link', { name: 'Прийняти оплату' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Відвідування, Олена Шевченко: Очікується' })).toBeVisible();
  await shot(page, testInfo, 'appointment-view-uk');

  await page.getByRole('button', { name: 'Видалити' }).click();
  const dialog = page.getByRole('dialog', { name: 'Видалення повторюваного запису' });
  await expect(dialog.getByRole('button', { name: 'Лише цей' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Цей і всі наступні' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Видалити' })).toBeFocused();
});
