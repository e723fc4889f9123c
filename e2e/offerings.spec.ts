import { createClient } from '@libsql/client';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, isMobile, noSidewaysScroll, registerInLocale, shot } from './support';

/**
 * Classes and packages at 1280 px (sideways scrolling also at 375 px): a class with 2 spaces and the
 * limit on, a session added from its detail screen, clients booked until it is
 * full and then no "Add client" (the reason shown instead); a package with a
 * service in the list and on its detail screen; once in Ukrainian.
 */

/** Puts the owner's business on the Lite plan (trial over) straight in this run's database. */
async function moveToLite(email: string) {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
  const db = createClient({ url: process.env.E2E_DATABASE_URL ?? '' });
  await db.execute({
    sql: 'UPDATE subscriptions SET plan_name = ?, trial_ends_at = ? WHERE business_id = (SELECT business_id FROM users WHERE email = ?)',
    args: ['Lite', Date.now() - 86_400_000, email],
  });
  db.close();
}

const register = (page: Page, testInfo: TestInfo, locale: 'en' | 'uk' = 'en') =>
  registerInLocale(page, testInfo, locale, locale === 'en' ? { business_name: 'Amelia’s Studio' } : {});
/** Creates a record through REST, as the logged-in owner; returns its id. */
const post = async (page: Page, path: string, data: Record<string, unknown>) =>
  (await api(page, 'POST', `/api/v1/${path}`, data)).id;

/** A local date a few days ahead in London, as the date input wants it. */
function dateAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

async function openNav(page: Page, testInfo: TestInfo, name: string) {
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

/** Opens "Add client" on the session, picks the client by search, and waits for the dialog's outcome. */
async function addClient(page: Page, search: string, name: string) {
  const session = page.getByTestId('class-session');
  await session.getByRole('button', { name: /^Add client/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client' });
  await dialog.getByRole('searchbox').fill(search);
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  return dialog;
}

test('a class with 2 spaces and the limit on: add a session, book clients until full, then no Add client', async ({
  page,
}, testInfo) => {
  await register(page, testInfo);
  for (const [first_name, last_name] of [
    ['Emma', 'Brown'],
    ['Zoe', 'Adams'],
    ['Ava', 'Clark'],
  ]) {
    await post(page, 'clients', { first_name, last_name });
  }

  await page.goto('/dashboard');
  await openNav(page, testInfo, 'Classes');
  await expect(page).toHaveURL(/\/appointments\/classes\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(page.getByText('No classes yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add class' }).first().click();
  await expect(page).toHaveURL(/\/appointments\/classes\/form$/);
  // Spaces are required (said under the field, which the label names).
  await page.getByLabel('Name', { exact: true }).fill('Morning yoga');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await page.getByLabel('Number of spaces').fill('2');
  await expect(page.getByRole('switch', { name: 'Limit of spaces' })).toBeChecked();
  await page.getByLabel('Length of a session').fill('75');
  await page.getByLabel('Price per client').fill('12');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'class-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Saving opens the class's detail screen.
  await expect(page).toHaveURL(/\/appointments\/classes\/[\w-]+$/);
  await expect(page.getByText('Class added.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning yoga' })).toBeVisible();
  await expect(page.getByTestId('class-spaces')).toHaveText('2');
  await expect(page.getByText('No sessions on these dates')).toBeVisible();

  const date = dateAhead(3);
  await page.getByRole('button', { name: 'Add session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add session' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Session added.').first()).toBeVisible();
  const session = page.getByTestId('class-session');
  await expect(session).toHaveCount(1);
  await expect(session.getByRole('heading', { level: 3 })).toContainText('10:00–11:15');
  await expect(session.getByTestId('session-count')).toHaveText('0 / 2 booked');

  await addClient(page, 'Emma', 'Emma Brown');
  await expect(session.getByTestId('session-count')).toHaveText('1 / 2 booked');
  // Focus returns to the button that opened the picker.
  await expect(session.getByRole('button', { name: /^Add client/ })).toBeFocused();
  await addClient(page, 'Zoe', 'Zoe Adams');
  await expect(session.getByTestId('session-count')).toHaveText('2 / 2 booked');
  await expect(session.getByText('Full', { exact: true })).toBeVisible();

  // Full: "Add client" is disabled with the reason beside it (issue 9), and opens nothing.
  const add = session.getByRole('button', { name: /^Add client/ });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Session is full: every space is taken.');
  await expect(session.getByTestId('session-full-reason')).toBeVisible();
  await add.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Add client' })).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'class-session-full');
  await expect(session.getByTestId('session-count')).toHaveText('2 / 2 booked');
  await expect(session.getByText('Emma Brown')).toBeVisible();

  // Taking a client out frees a space.
  await session.getByRole('button', { name: 'Remove Zoe Adams from the session' }).click();
  await expect(session.getByTestId('session-count')).toHaveText('1 / 2 booked');
  await expect(session.getByText('Full', { exact: true })).toBeHidden();
  await expect(session.getByRole('button', { name: /^Add client/ })).toBeFocused();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'class-detail');

  // The list shows the class with its spaces.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page.getByRole('link', { name: 'Morning yoga' })).toBeVisible();
  await expect(page.getByTestId('class-spaces').filter({ visible: true })).toHaveText('2');
});

test('a package with a service: docs/product/appointments.md error, then in the list and on its detail screen', async ({
  page,
}, testInfo) => {
  await register(page, testInfo);
  await post(page, 'services', {
    name: 'Haircut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: 45, type: 'block' }],
    colour: '#2563eb',
    price: 3500,
  });

  await page.goto('/dashboard');
  await openNav(page, testInfo, 'Packages');
  await expect(page).toHaveURL(/\/appointments\/packages\/list$/);
  await expect(page.getByText('No packages yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add package' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('Five haircuts');
  await page.getByLabel('Price', { exact: true }).fill('150');
  await page.getByLabel('Expires after').fill('6');

  // docs/product/appointments.md: a package needs at least one service.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A package needs at least one service')).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/packages\/form$/);

  await page.getByRole('button', { name: 'Add service' }).click();
  const line = page.getByTestId('package-service');
  await expect(line.getByLabel('Service')).toHaveValue(/.+/);
  await expect(line.getByLabel('Service').locator('option:checked')).toHaveText('Haircut · £35.00');
  await line.getByLabel('Sessions').fill('5');
  await expect(page.getByText('A package needs at least one service')).toBeHidden();
  await expect(page.getByTestId('package-worth')).toHaveText('Worth £175.00 when booked one by one.');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'package-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/appointments\/packages\/[\w-]+$/);
  await expect(page.getByText('Package added.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Five haircuts' })).toBeVisible();
  await expect(page.getByTestId('package-price')).toHaveText('£150.00');
  await expect(page.getByTestId('package-expiry')).toHaveText('6 mo. after purchase');
  await expect(page.getByTestId('package-service')).toContainText('Haircut');
  await expect(page.getByTestId('package-service')).toContainText('× 5');
  await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
  await expect(page.getByText('Not sold yet')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'package-detail');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/appointments\/packages\/list$/);
  await expect(page.getByRole('link', { name: 'Five haircuts' })).toBeVisible();
  await expect(page.getByTestId('package-price').filter({ visible: true })).toHaveText('£150.00');
});

test('in Ukrainian: the package rule and a full session in the business’s language', async ({ page }, testInfo) => {
  await register(page, testInfo, 'uk');
  const classId = await post(page, 'classes', { name: 'Ранкова йога', spaces: 1, limit_spaces: true });
  const client = await post(page, 'clients', { first_name: 'Олег', last_name: 'Бондар' });
  await post(page, 'clients', { first_name: 'Ірина', last_name: 'Мельник' });
  await post(page, 'appointments', {
    type: 'class_session',
    class_id: classId,
    date: dateAhead(2),
    start_time: '18:00',
    client_ids: [client],
  });

  await page.goto(`/appointments/classes/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ранкова йога' })).toBeVisible();
  const session = page.getByTestId('class-session');
  await expect(session.getByTestId('session-count')).toHaveText('Записано 1 з 1');
  await expect(session.getByText('Усі місця зайняті', { exact: true })).toBeVisible();
  await expect(session.getByRole('button', { name: /^Додати клієнта/ })).toBeDisabled();
  await expect(session.getByTestId('session-full-reason')).toHaveText('Сеанс заповнено: усі місця зайняті.');
  await shot(page, testInfo, 'class-detail-uk');

  await page.goto('/appointments/packages/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Новий пакет' })).toBeVisible();
  await page.getByLabel('Назва', { exact: true }).fill('Абонемент');
  await page.getByLabel('Ціна', { exact: true }).fill('1200');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Пакет повинен містити щонайменше одну послугу')).toBeVisible();
  await expect(page.getByText('У вас ще немає послуг.')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'package-form-uk');
});

test('docs/product/appointments.md: on the Lite plan classes and packages show the blocked-feature notice', async ({
  page,
}, testInfo) => {
  const user = await register(page, testInfo);
  await moveToLite(user.email);
  // Any write empties the server's short-lived session cache, so the next read sees the plan.
  await post(page, 'clients', { first_name: 'Emma', last_name: 'Brown' });

  await page.goto('/appointments/classes/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(page.getByText('This feature is available only on business plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add class' })).toHaveCount(0);
  await page.goto('/appointments/packages/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await expect(page.getByText('This feature is available only on business plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'offerings-lite');
});
