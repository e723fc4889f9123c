import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, registerInLocale, shot } from './support';

/**
 * The appointment form and view: a weekly series through the form, "this and
 * all future ones" on a later occurrence, "only this one" on delete, attendance
 * per client, private time with the double-booking question, and one pass in
 * Ukrainian; at 375 px and 1280 px. The diary is checked through REST.
 */

interface Item {
  id: string;
  type: string;
  date: string;
  start_time: string;
  title: string | null;
  series_id: string | null;
  clients: { id: string; status: string; first_name: string }[];
}

const register = (page: Page, testInfo: TestInfo, locale: 'en' | 'uk' = 'en') => registerInLocale(page, testInfo, locale);
const post = <T>(page: Page, path: string, data: unknown) => api<T>(page, 'POST', path, data);
const get = <T>(page: Page, path: string) => api<T>(page, 'GET', path);

const diary = async (page: Page, from: string, to: string) =>
  (await get<Item[]>(page, `/api/v1/appointments?from=${from}&to=${to}`))
    .filter((i) => i.type === 'appointment')
    .sort((a, b) => a.date.localeCompare(b.date));

async function addClient(page: Page, first_name: string, last_name: string) {
  return post<{ id: string }>(page, '/api/v1/clients', { first_name, last_name, email: null, phone: null });
}

async function addService(page: Page, name: string, minutes: number, price: number) {
  return post<{ id: string }>(page, '/api/v1/services', {
    name,
    type: 'single',
    parts: [{ title: name, duration_minutes: minutes, type: 'block' }],
    colour: '#0ea5e9',
    price,
  });
}

async function addColour(page: Page) {
  return post<{ id: string }>(page, '/api/v1/services', {
    name: 'Colour',
    type: 'multipart',
    parts: [
      { title: 'Apply colour', duration_minutes: 30, type: 'block' },
      { title: 'Develop', duration_minutes: 40, type: 'free' },
      { title: 'Wash and dry', duration_minutes: 30, type: 'block' },
    ],
    colour: '#db2777',
    price: 6000,
  });
}

/** Picks a client in the searchable picker by typing part of the name. */
async function pickClient(page: Page, label: string, search: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('list', { name: /Chosen clients|Вибрані клієнти/ }).getByText(name)).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

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
  await expect(page.getByTestId('appointment-payment')).toHaveText('Unpaid');
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

test('attendance per client on a two-client appointment with a multipart service', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await addClient(page, 'Anna', 'Bond');
  await addClient(page, 'Ben', 'Carter');
  await addColour(page);

  await page.goto('/appointments/calendar/form?date=2027-04-06&start_time=09:00');
  await pickClient(page, 'Clients', 'Anna', 'Anna Bond');
  // Keyboard: type, arrow to the result, Enter.
  await page.getByRole('combobox', { name: 'Clients', exact: true }).fill('Car');
  await expect(page.getByRole('option', { name: /Ben Carter/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen clients' }).getByText('Ben Carter')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Clients', exact: true })).toBeFocused();
  await page.getByLabel('Service').selectOption({ label: 'Colour' });
  // The parts with their times; the free part leaves the owner bookable.
  const layout = page.getByTestId('service-summary').getByTestId('parts-layout');
  await expect(layout.getByRole('listitem')).toHaveCount(3);
  await expect(layout.getByRole('listitem').nth(1)).toContainText('09:30 – 10:10');
  await expect(layout.getByRole('listitem').nth(1)).toContainText('Free: you can be booked');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Colour' })).toBeVisible();
  await expect(page.getByTestId('appointment-time')).toContainText('09:00 – 10:40');
  await expect(page.getByTestId('parts-layout').getByRole('listitem').nth(2)).toContainText('10:10 – 10:40');
  await expect(page.getByTestId('appointment-client')).toHaveCount(2);

  await page.getByRole('button', { name: 'Attendance of Anna Bond: Pending' }).click();
  await page.getByRole('menuitemradio', { name: 'Attended' }).click();
  await expect(page.getByRole('button', { name: 'Attendance of Anna Bond: Attended' })).toBeVisible();
  // Keyboard: open the menu with Enter, move with the arrows, choose with Enter.
  await page.getByRole('button', { name: 'Attendance of Ben Carter: Pending' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'No show' })).toBeVisible();
  await page.getByRole('menuitemradio', { name: 'No show' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Attendance of Ben Carter: No show' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attendance of Ben Carter: No show' })).toBeFocused();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'appointment-view-attendance');

  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const saved = await get<Item & { clients: { first_name: string; status: string }[] }>(
    page,
    `/api/v1/appointments/${encodeURIComponent(id)}`,
  );
  expect(Object.fromEntries(saved.clients.map((c) => [c.first_name, c.status]))).toEqual({
    Anna: 'attended',
    Ben: 'no_show',
  });
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

test('a class session: spaces used and limit, adding and removing clients, full session refused', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await addClient(page, 'Anna', 'Bond');
  await addClient(page, 'Ben', 'Carter');
  await addClient(page, 'Cleo', 'Dunn');
  await post(page, '/api/v1/classes', { name: 'Yoga', duration_minutes: 60, price: 1200, spaces: 2, limit_spaces: true });

  await page.goto('/appointments/calendar/form?date=2027-07-06&start_time=18:00');
  await page.getByRole('radio', { name: 'Class session' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-field-error]').getByText('Choose a class')).toBeVisible();
  await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Yoga' });
  await expect(page.getByLabel('Duration', { exact: false })).toHaveValue('60');
  await pickClient(page, 'Session clients', 'Anna', 'Anna Bond');
  await expect(page.getByText('1 of 2 spaces taken')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Yoga' })).toBeVisible();
  await expect(page.getByTestId('appointment-time')).toContainText('18:00 – 19:00');
  await expect(page.getByTestId('session-spaces')).toHaveText('1 of 2 spaces taken');
  const add = page.getByRole('combobox', { name: 'Add a client' });
  await add.fill('Ben');
  await page.getByRole('option', { name: /Ben Carter/ }).click();
  await expect(page.getByTestId('session-spaces')).toHaveText('2 of 2 spaces taken');
  await expect(page.getByTestId('appointment-client')).toHaveCount(2);

  await add.fill('Cleo');
  await page.getByRole('option', { name: /Cleo Dunn/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This session is full: it has 2 spaces.' })).toBeVisible();
  await expect(page.getByTestId('appointment-client')).toHaveCount(2);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'appointment-view-class-session');

  await page.getByRole('button', { name: 'Remove Anna Bond from the session' }).click();
  await expect(page.getByTestId('session-spaces')).toHaveText('1 of 2 spaces taken');
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const saved = await get<Item & { clients: { first_name: string }[] }>(page, `/api/v1/appointments/${encodeURIComponent(id)}`);
  expect(saved.type).toBe('class_session');
  expect(saved.clients.map((c) => c.first_name)).toEqual(['Ben']);
});

test('a new caller is added as a client from the form without losing what was filled in', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await addService(page, 'Haircut', 45, 3000);
  await page.goto('/appointments/calendar/form?date=2027-03-02&start_time=15:00');
  await page.getByLabel('Service').selectOption({ label: 'Haircut' });
  await page.getByLabel('Notes').fill('First visit, recommended by Anna');

  // Keyboard: the only option for an unknown name is "New client"; arrow down and Enter open it.
  const box = page.getByRole('combobox', { name: 'Clients', exact: true });
  await box.fill('Chloe Price');
  await expect(page.getByText('No clients match “Chloe Price”.')).toBeVisible();
  await box.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'New client “Chloe Price”' })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Chloe');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Price');

  // The clients form's rules: a last name is required.
  await dialog.getByLabel('Last name').fill('');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText("The 'last name' field is required")).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/calendar\/form\?/);
  await dialog.getByLabel('Last name').fill('Price');
  await dialog.getByLabel('Phone').fill('07700 900123');
  await shot(page, testInfo, 'appointment-new-client', false);
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Chosen clients' }).getByText('Chloe Price')).toBeVisible();
  await expect(box).toBeFocused();
  await expect(page.getByLabel('Service')).toHaveValue(/.+/);
  await expect(page.getByLabel('Notes')).toHaveValue('First visit, recommended by Anna');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Haircut' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attendance of Chloe Price: Pending' })).toBeVisible();
  const clients = await get<{ first_name: string; last_name: string; phone: string | null }[]>(page, '/api/v1/clients');
  expect(clients.map((c) => [c.first_name, c.last_name, c.phone])).toEqual([['Chloe', 'Price', '+447700900123']]);
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
  await expect(page.getByTestId('appointment-payment')).toHaveText('Не оплачено');
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
