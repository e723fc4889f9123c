import { readFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, isMobile, noSidewaysScroll, registerInLocale, shot } from './support';

/**
 * Products and gift vouchers at 1280 px (sideways scrolling also at 375 px): a product created, edited
 * and archived (a malicious name shown as text), the CSV export with the
 * formula guard; an amount voucher and an items voucher made in the form with
 * the preview card, their detail screens, Hide expired, archiving; once in Ukrainian.
 */

const MALICIOUS = '<img src=x onerror=alert(1)>';

async function openNav(page: Page, testInfo: TestInfo, name: string) {
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Open menu|Відкрити меню/ }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

test('a product: create with a malicious name (shown as text), edit, export CSV with the formula guard, archive', async ({
  page,
}, testInfo) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await registerInLocale(page, testInfo);
  await api(page, 'POST', '/api/v1/products', { name: '=SUM(1,1)', price: 100, description: '+1+1' });
  await page.goto('/dashboard');
  await openNav(page, testInfo, 'Products');
  await expect(page).toHaveURL(/\/sales-and-products\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page).toHaveURL(/\/sales-and-products\/products\/form$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(MALICIOUS);
  await page.getByLabel('Price', { exact: true }).fill('12.50');
  await page.getByLabel('Cost price').fill('-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must be 0 or more')).toBeVisible();
  await page.getByLabel('Cost price').fill('4');
  await page.getByLabel('In stock').fill('7');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'product-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/sales-and-products\/products$/);
  await expect(page.getByText('Product added.').first()).toBeVisible();
  const row = page.getByRole('link', { name: MALICIOUS });
  await expect(row).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByTestId('product-price').filter({ visible: true }).first()).toHaveText('£12.50');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'products-list');

  // Edit: the price changes.
  await row.click();
  await expect(page).toHaveURL(/\/sales-and-products\/products\/form\/[\w-]+$/);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('12.50');
  await page.getByLabel('Price', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product updated.').first()).toBeVisible();
  await expect(page.getByTestId('product-price').filter({ visible: true }).first()).toHaveText('£15.00');

  // Export: the name that looks like a formula is quoted as text.
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV file' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Description,Price,Cost price,Currency,In stock');
  expect(lines.slice(1)).toEqual(['<img src=x onerror=alert(1)>,,15,4,GBP,7', `"'=SUM(1,1)","'+1+1",1,,GBP,`]);

  // Archive: it moves to the Archived tab.
  await page
    .getByRole('button', { name: `Actions for ${MALICIOUS}` })
    .filter({ visible: true })
    .click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Product archived.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: MALICIOUS })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page.getByRole('link', { name: MALICIOUS })).toBeVisible();
  expect(dialogs).toBe(0);
});

test('gift vouchers: an amount voucher and an items voucher with the preview, their detail, Hide expired, archive', async ({
  page,
}, testInfo) => {
  await registerInLocale(page, testInfo);
  await api(page, 'POST', '/api/v1/services', {
    name: 'Facial',
    type: 'single',
    parts: [{ title: 'Facial', duration_minutes: 60, type: 'block' }],
    colour: '#2563eb',
    price: 4500,
  });
  await api(page, 'POST', '/api/v1/products', { name: 'Serum', price: 1999 });
  await api(page, 'POST', '/api/v1/gift-voucher', {
    name: 'Last winter',
    kind: 'amount',
    amount: 1000,
    colour: '#1f2937',
    expiry_date: '2025-01-31',
  });

  await page.goto('/dashboard');
  await openNav(page, testInfo, 'Gift vouchers');
  await expect(page).toHaveURL(/\/sales-and-products\/gift-vouchers$/);
  await expect(page.getByRole('link', { name: 'Last winter' })).toBeVisible();
  await expect(page.getByText('Expired', { exact: true }).filter({ visible: true })).toBeVisible();

  // An amount voucher.
  await page.getByRole('link', { name: 'Add gift voucher' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('Fifty pounds');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await expect(page.getByTestId('voucher-card-value')).toHaveText('£50.00');
  await page.getByLabel('Template').selectOption('birthday');
  await page.getByRole('radio', { name: 'Pink' }).check();
  await page.getByLabel('Title for the client').fill('Happy birthday!');
  await page.getByRole('radio', { name: 'After months' }).check();
  await page.getByLabel('Months after purchase').fill('12');
  await page.getByLabel('Sales limit').fill('20');
  await expect(page.getByTestId('voucher-card')).toContainText('Happy birthday!');
  await expect(page.getByTestId('voucher-card')).toContainText('12 months after purchase');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'voucher-form-amount');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/sales-and-products\/gift-vouchers\/[\w-]+$/);
  await expect(page.getByText('Gift voucher added.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Fifty pounds' })).toBeVisible();
  await expect(page.getByTestId('voucher-value')).toHaveText('£50.00');
  await expect(page.getByTestId('voucher-sold')).toHaveText('0 of 20');
  await expect(page.getByText('None sold yet')).toBeVisible();

  // An items voucher: worth its items; the price can differ.
  await page.goto('/sales-and-products/gift-vouchers/form');
  await page.getByLabel('Name', { exact: true }).fill('Spa day');
  await page.getByRole('radio', { name: 'Services and products' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Add at least one service or product')).toBeVisible();
  await page.getByRole('button', { name: 'Add service or product' }).click();
  await page.getByRole('button', { name: 'Add service or product' }).click();
  const items = page.getByTestId('voucher-item');
  await expect(items).toHaveCount(2);
  await items.nth(0).getByLabel('Quantity').fill('2');
  await expect(page.getByTestId('voucher-items-worth')).toHaveText('Worth £109.99');
  await expect(page.getByTestId('voucher-card-value')).toHaveText('£109.99');
  await page.getByLabel('Price for the client').fill('99');
  await page.getByRole('radio', { name: 'On a date' }).check();
  await page.getByLabel('Last day').fill('2099-12-31');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'voucher-form-items');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Gift voucher added.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Spa day' })).toBeVisible();
  await expect(page.getByTestId('voucher-price')).toHaveText('£99.00');
  await expect(page.getByTestId('voucher-item')).toHaveCount(2);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'voucher-detail');

  // Edit: back to one item.
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.getByRole('button', { name: /^Remove Serum/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Gift voucher updated.').first()).toBeVisible();
  await expect(page.getByTestId('voucher-item')).toHaveCount(1);

  // Hide expired leaves out the voucher past its date.
  await page.goto('/sales-and-products/gift-vouchers');
  await expect(page.getByRole('link', { name: 'Spa day' })).toBeVisible();
  const hide = page.getByRole('switch', { name: 'Hide expired' });
  await hide.click();
  await expect(hide).toBeChecked();
  await expect(page).toHaveURL(/hide_expired=1/);
  await expect(page.getByRole('link', { name: 'Last winter' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fifty pounds' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'vouchers-list');

  // Archive from the list.
  await page.getByRole('button', { name: 'Actions for Spa day' }).filter({ visible: true }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Gift voucher archived.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spa day' })).toHaveCount(0);
});

test('in Ukrainian: a product and a voucher in the business’s language', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  await page.goto('/dashboard');
  await openNav(page, testInfo, 'Товари');
  await expect(page.getByRole('heading', { level: 1, name: 'Товари' })).toBeVisible();
  await page.getByRole('link', { name: 'Додати товар' }).first().click();
  await page.getByLabel('Назва', { exact: true }).fill('Шампунь');
  await page.getByLabel('Ціна', { exact: true }).fill('250');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Товар додано.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Шампунь' })).toBeVisible();

  await page.goto('/sales-and-products/gift-vouchers/form');
  await page.getByLabel('Назва', { exact: true }).fill('Сертифікат на 1000');
  await page.getByLabel('Сума', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Номінал сертифіката має бути більшим за нуль')).toBeVisible();
  await page.getByLabel('Сума', { exact: true }).fill('1000');
  await expect(page.getByTestId('voucher-card')).toContainText('Безстроковий');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'voucher-form-uk');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Подарунковий сертифікат додано.').first()).toBeVisible();
  await expect(page.getByText('Ще жодного не продано')).toBeVisible();
});
