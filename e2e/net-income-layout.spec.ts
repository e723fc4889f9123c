import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, dateIn, isMobile, registerInLocale, shot } from './support';

/**
 * The net-income screen fits 375 px with six-figure amounts in both languages: no sideways
 * scroll of the page or of the periods table; below `sm` each period is a block with its
 * figures named, at 1280 px a table with the bars. Screens: net-income-fit-{en,uk}-{mobile,desktop}.
 */

/** A 123,456.78 payment and a 987,654.32 expense today: long figures and a negative net income. */
async function seed(page: Page, tz: string) {
  const today = dateIn(tz);
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
  await api(page, 'POST', '/api/v1/payments', { client_id: client.id, payments: [{ method: 'cash', amount: 12_345_678 }] });
  await api(page, 'POST', '/api/v1/expenses', { type: 'expense', category: 'software', date: today, amount: 98_765_432 });
}

async function checkFits(page: Page, testInfo: TestInfo, names: { income: string; net: string }) {
  const width = testInfo.project.use.viewport?.width ?? 1280;
  const table = page.getByTestId('net-periods');
  await expect(table.getByRole('row')).toHaveCount(13);
  // Nothing scrolls sideways: not the page, not the table's box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const overflow = await table.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const card = (el.parentElement as HTMLElement).getBoundingClientRect();
    return { right: box.right - card.right, scroll: el.scrollWidth - el.clientWidth };
  });
  expect(overflow.right).toBeLessThanOrEqual(0.5);
  expect(overflow.scroll).toBeLessThanOrEqual(0);
  // This month's row: its net income in red and inside the viewport.
  const row = page.getByTestId('net-period').last();
  const net = row.getByRole('cell').last();
  const box = await net.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await expect(net.locator('.text-red-600')).toBeVisible();
  // Below sm the figures carry their names (the column headers are there for screen readers only).
  const named = row.getByText(names.income, { exact: true });
  if (isMobile(testInfo)) {
    await expect(named).toBeVisible();
    await expect(row.getByText(names.net, { exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: names.net })).toBeAttached();
  } else {
    await expect(named).toBeHidden();
    await expect(table.getByRole('columnheader', { name: names.net })).toBeVisible();
  }
}

test('net income fits the screen with long amounts (English)', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'en');
  await seed(page, 'Europe/London');
  await page.goto('/financials/net-income/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Net income' })).toBeVisible();
  await expect(page.getByTestId('net-net-total')).toHaveText('-£864,197.54');
  await checkFits(page, testInfo, { income: 'Income', net: 'Net income' });
  await shot(page, testInfo, 'net-income-fit-en');
});

test('net income fits the screen with long amounts (Ukrainian)', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  await seed(page, 'Europe/Kyiv');
  await page.goto('/financials/net-income/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Чистий дохід' })).toBeVisible();
  await checkFits(page, testInfo, { income: 'Дохід', net: 'Чистий дохід' });
  await shot(page, testInfo, 'net-income-fit-uk');
});
