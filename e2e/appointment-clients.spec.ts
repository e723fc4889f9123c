import { expect, test } from '@playwright/test';
import {
  addClient,
  addColour,
  addService,
  get,
  type Item,
  noSidewaysScroll,
  pickClient,
  post,
  register,
} from './appointment-steps';
import { shot } from './support';

/**
 * Clients on an appointment: attendance per client, a class session's clients
 * up to its spaces, and a new caller added as a client from the form; at 1280 px
 * (sideways scrolling also at 375 px).
 */

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
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
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
