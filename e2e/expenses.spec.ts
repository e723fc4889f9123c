import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, clearOfMidnight, isMobile, noSidewaysScroll, registerInLocale, shot } from './support';

/**
 * Expenses at 1280 px (sideways scrolling also at 375 px): a recurring monthly expense with a receipt, its second copy
 * edited for "this and all future ones"; a mileage trip whose amount is shown while typing
 * (HMRC 45p a mile) and whose distance shows in the list; once in Ukrainian (km, hryvnias,
 * "only this one" on delete).
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f8d5a40000000049454e44ae426082',
  'hex',
);

/** Every expense of the business (REST lite list: a plain array), oldest first. */
async function allRows(page: Page, query = ''): Promise<Row[]> {
  const res = await page.request.get(`/api/v1/expenses?from=2000-01-01&to=2100-01-01&is_lite=1${query}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Row[]).sort((a, b) => a.date.localeCompare(b.date));
}

type Row = { id: string; date: string; amount: number; series_id: string | null; receipt: { url: string; type: string } | null };

function localDate(timeZone: string, monthsAhead = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + monthsAhead, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

async function openExpenses(page: Page, testInfo: TestInfo, name: string) {
  await page.goto('/dashboard');
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Open menu|Відкрити меню/ }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/financials\/expenses\/list/);
}

test('a recurring expense with a receipt, edited for this and all future ones; a mileage trip', async ({ page }, testInfo) => {
  await clearOfMidnight('Europe/London');
  await registerInLocale(page, testInfo, 'en');
  const today = localDate('Europe/London');
  const until = localDate('Europe/London', 2);

  await openExpenses(page, testInfo, 'Expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(page.getByText('No expenses in this period')).toBeVisible();
  await page.getByRole('link', { name: 'Add expense' }).first().click();
  await expect(page).toHaveURL(/\/financials\/expenses\/form$/);

  // Required fields are said under the fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Category').selectOption('rent');
  await page.getByLabel('Amount').fill('950');
  await page.getByLabel('Supplier').fill('Studio Landlord');
  await page.getByRole('switch', { name: 'Repeats' }).check();
  await page.getByLabel('How often').selectOption('monthly');
  await page.getByLabel('Until').fill(until);
  await page.getByTestId('receipt-input').setInputFiles({ name: 'rent-receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('To upload: rent-receipt.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await shot(page, testInfo, 'expenses-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/financials\/expenses\/list$/);
  await expect(page.getByTestId('expense-total')).toHaveText('£950.00');
  await expect(
    page
      .getByText(/Repeats monthly/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  let rows = await allRows(page);
  expect(rows.map((r) => r.date)).toEqual([today, localDate('Europe/London', 1), until]);
  expect(new Set(rows.map((r) => r.series_id)).size).toBe(1);
  // The receipt went up with the first copy and comes back as what it is.
  expect(rows[0]?.receipt?.type).toBe('image/png');
  const file = await page.request.get(rows[0]?.receipt?.url as string);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');

  // Edit the second copy for "this and all future ones".
  const second = rows[1] as Row;
  await page.goto(`/financials/expenses/list?from=${second.date}&to=${second.date}`);
  await page.getByRole('link', { name: 'Studio Landlord' }).click();
  await expect(page).toHaveURL(new RegExp(`/financials/expenses/form/${second.id}$`));
  await expect(page.getByLabel('Amount')).toHaveValue('950');
  await page.getByLabel('Amount').fill('990');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change a recurring expense' });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, 'expenses-scope', false);
  await dialog.getByRole('button', { name: 'This and all future ones' }).click();
  await expect(page).toHaveURL(/\/financials\/expenses\/list$/);
  rows = await allRows(page);
  expect(rows.map((r) => r.amount)).toEqual([95000, 99000, 99000]);

  // A mileage trip: the amount is shown while typing (12.5 miles × 45p = £5.63).
  await page.getByRole('link', { name: 'Add expense' }).first().click();
  await page.getByRole('radio', { name: 'Mileage trip' }).check();
  await page.getByLabel('From', { exact: true }).fill('Studio');
  await page.getByLabel('To', { exact: true }).fill('Client’s home');
  await page.getByLabel('Distance').fill('12.5');
  await expect(page.getByLabel('Unit')).toHaveValue('mile');
  await expect(page.getByTestId('trip-amount')).toContainText('£5.63');
  await expect(page.getByText(/£0\.45 a mile for the first 10,000 miles of the tax year, then £0\.25 \(HMRC\)/)).toBeVisible();
  await page.getByLabel('Vehicle').selectOption('bicycle');
  await expect(page.getByTestId('trip-amount')).toContainText('£2.50');
  await page.getByLabel('Vehicle').selectOption('car');
  await shot(page, testInfo, 'expenses-trip');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/financials\/expenses\/list$/);
  await page.getByLabel('Type').selectOption('mileage');
  await expect(page.getByRole('link', { name: 'Studio → Client’s home' })).toBeVisible();
  await expect(page.getByTestId('expense-distance').filter({ visible: true }).first()).toHaveText('12.5 miles');
  await expect(page.getByTestId('expense-total')).toHaveText('£5.63');
  await expect(page.getByTestId('expense-mileage')).toHaveText('12.5 miles');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'expenses-list');
});

test('Ukrainian: a trip in kilometres at the default hryvnia rate; only this copy deleted', async ({ page }, testInfo) => {
  await clearOfMidnight('Europe/Kyiv');
  await registerInLocale(page, testInfo, 'uk');
  const today = localDate('Europe/Kyiv');
  await api(page, 'POST', '/api/v1/expenses', {
    type: 'expense',
    category: 'software',
    date: today,
    amount: 29900,
    supplier: 'Хмарний сервіс',
    recurring: { frequency: 'monthly', repeat_until: localDate('Europe/Kyiv', 1) },
  });

  await openExpenses(page, testInfo, 'Витрати');
  await expect(page.getByRole('heading', { level: 1, name: 'Витрати' })).toBeVisible();
  await page.getByRole('link', { name: 'Додати витрату' }).first().click();
  await page.getByRole('radio', { name: 'Поїздка (пробіг)' }).check();
  await page.getByLabel('Звідки').fill('Студія');
  await page.getByLabel('Куди').fill('Клієнтка');
  await page.getByLabel('Відстань').fill('10,5');
  await expect(page.getByLabel('Одиниця')).toHaveValue('km');
  await expect(page.getByTestId('trip-amount')).toContainText('52,50');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page).toHaveURL(/\/financials\/expenses\/list$/);
  await expect(page.getByTestId('expense-distance').filter({ visible: true }).first()).toHaveText('10,5 км');
  await expect(page.getByTestId('expense-mileage')).toHaveText('10,5 км');

  await page.getByRole('link', { name: 'Хмарний сервіс' }).click();
  await page.getByTestId('expense-delete').click();
  const dialog = page.getByRole('dialog', { name: 'Видалення повторюваної витрати' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Лише цю' }).click();
  await expect(page).toHaveURL(/\/financials\/expenses\/list$/);
  await expect(page.getByRole('link', { name: 'Хмарний сервіс' })).toHaveCount(0);
  const left = await allRows(page, '&category=software');
  expect(left.map((r) => r.date)).toEqual([localDate('Europe/Kyiv', 1)]);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'expenses-uk');
});
