import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, isMobile, noSidewaysScroll, registerInLocale, shot, xsrf } from './support';

/**
 * Sales at 1280 px (each screen also checked for sideways scroll at 375 px): sales made through the API (the
 * checkout's sale builder is the income area's screen), then the list (totals, left-to-pay badges, search, date
 * range), a sale's detail (lines, voucher codes, package sessions, payments, Take payment), a delete refused
 * while its voucher is spent and a delete confirmed; the package's and the client's sales; once in Ukrainian.
 */

async function openNav(page: Page, testInfo: TestInfo, name: string) {
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Open menu|Відкрити меню/ }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

interface Sale {
  id: string;
  total: number;
  vouchers: { code: string }[];
}

/** A shop: a client, two products, a package of two services and a gift voucher; returns their ids. */
async function seedShop(page: Page, names: { client: string; shampoo: string; comb: string; pack: string; card: string }) {
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: names.client, last_name: 'Bondar' });
  const shampoo = await api(page, 'POST', '/api/v1/products', { name: names.shampoo, price: 1250, stock: 5 });
  const comb = await api(page, 'POST', '/api/v1/products', { name: names.comb, price: 399 });
  const svc = (name: string, price: number) => ({
    name,
    type: 'single',
    parts: [{ title: name, duration_minutes: 45, type: 'block' }],
    colour: '#2563eb',
    price,
  });
  const cut = await api(page, 'POST', '/api/v1/services', svc('Cut', 3500));
  const beard = await api(page, 'POST', '/api/v1/services', svc('Beard', 1500));
  const pack = await api(page, 'POST', '/api/v1/packages', {
    name: names.pack,
    services: [
      { service_id: cut.id, quantity: 5 },
      { service_id: beard.id, quantity: 2 },
    ],
    price: 15000,
    expiry_months: 6,
  });
  const card = await api(page, 'POST', '/api/v1/gift-voucher', {
    name: names.card,
    kind: 'amount',
    amount: 5000,
    price: 4500,
    colour: '#db2777',
    expiry_months: 12,
  });
  return { client: client.id, shampoo: shampoo.id, comb: comb.id, pack: pack.id, card: card.id };
}

async function del(page: Page, path: string) {
  const res = await page.request.delete(path, {
    headers: { 'x-xsrf-token': await xsrf(page.request), accept: 'application/json' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('the sales list and a sale: totals, badges, search, detail with codes, refused and confirmed delete', async ({
  page,
}, testInfo) => {
  await registerInLocale(page, testInfo);
  const ids = await seedShop(page, { client: 'Iryna', shampoo: 'Shampoo', comb: 'Comb', pack: 'Five cuts', card: 'Gift card' });
  const big = await api<Sale>(page, 'POST', '/api/v1/sales', {
    client_id: ids.client,
    lines: [
      { kind: 'product', item_id: ids.shampoo, quantity: 2 },
      { kind: 'package', item_id: ids.pack },
      { kind: 'gift_voucher', item_id: ids.card },
    ],
  });
  const small = await api<Sale>(page, 'POST', '/api/v1/sales', {
    lines: [{ kind: 'product', item_id: ids.comb, discount_amount: 99 }],
  });
  // The small sale is paid in full at the checkout; the big one in part.
  await api(page, 'POST', '/api/v1/payments', { items: [{ sale_id: small.id }], payments: [{ method: 'cash', amount: 300 }] });
  await api(page, 'POST', '/api/v1/payments', {
    client_id: ids.client,
    items: [{ sale_id: big.id }],
    payments: [{ method: 'card_payment', amount: 10000 }],
  });

  await page.goto('/dashboard');
  await openNav(page, testInfo, 'Sales');
  await expect(page).toHaveURL(/\/sales-and-products\/sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const rows = page.getByTestId('sale-row').filter({ visible: true });
  await expect(rows).toHaveCount(2);
  // 25.00 + 150.00 + 45.00 = 220.00 and 3.99 − 0.99 = 3.00.
  const totals = page.getByTestId('sales-totals');
  await expect(totals).toContainText('£223.00');
  await expect(totals).toContainText('£103.00');
  await expect(totals).toContainText('£120.00');
  // Newest first: the small sale, then the big one.
  await expect(rows.first()).toContainText('No client');
  await expect(rows.first()).toContainText('Paid');
  await expect(rows.nth(1)).toContainText('Iryna Bondar');
  await expect(rows.nth(1)).toContainText('Shampoo × 2, Five cuts, Gift card');
  await expect(rows.nth(1)).toContainText('Left to pay £120.00');
  await expect(page.getByRole('link', { name: 'New sale' })).toHaveAttribute('href', '/financials/income/checkout?new_sale=1');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'sales-list');

  // Search by item name, then by a name nobody has; a date range that excludes today.
  await page.getByRole('searchbox').fill('comb');
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/search=comb/);
  await page.getByRole('searchbox').fill('nobody');
  await expect(page.getByText('No sales match these filters')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('No sales match these filters')).toBeVisible();
  await page.goto('/sales-and-products');
  await expect(page).toHaveURL(/\/sales-and-products\/sales$/);

  // The big sale's detail.
  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/sales-and-products/sales/${big.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Sale of / })).toBeVisible();
  await expect(page.getByTestId('sale-status')).toHaveText('Left to pay £120.00');
  await expect(page.getByTestId('sale-detail-line')).toHaveCount(3);
  await expect(page.getByTestId('sale-total')).toHaveText('£220.00');
  await expect(page.getByTestId('sale-paid')).toHaveText('£100.00');
  await expect(page.getByTestId('sale-left')).toHaveText('£120.00');
  const code = big.vouchers[0]?.code ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByTestId('voucher-code')).toHaveText(code);
  await expect(page.getByTestId('sale-voucher')).toContainText('£50.00 left of £50.00');
  await expect(page.getByTestId('sale-credit')).toHaveCount(2);
  await expect(page.getByTestId('sale-credit').first()).toContainText('0 of 2 used');
  await expect(page.getByTestId('sale-payment')).toContainText('Card payment');
  await expect(page.getByRole('link', { name: 'Take payment' })).toHaveAttribute(
    'href',
    `/financials/income/checkout?sale_id=${big.id}`,
  );
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'sale-detail');

  // Its voucher is spent: the delete is refused with the reason, nothing changes.
  const spend = await api<{ payments: { id: string }[] }>(page, 'POST', '/api/v1/payments', {
    payments: [{ method: 'gift_voucher', amount: 1000, voucher_code: code }],
  });
  await page.reload();
  await page.getByRole('button', { name: 'Delete sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this sale?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete sale' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "This sale can't be deleted" })).toContainText(code);
  await expect(page.getByTestId('sale-voucher')).toContainText('£40.00 left of £50.00');

  // The package and the client list the sale.
  await page.goto(`/appointments/packages/${ids.pack}`);
  await expect(page.getByTestId('package-sale')).toHaveCount(1);
  await expect(page.getByTestId('package-sale')).toContainText('Iryna Bondar');
  await page.goto(`/clients/${ids.client}?tab=sales`);
  const related = page.getByTestId('related-item');
  await expect(related).toHaveCount(1);
  await expect(related).toContainText('Left to pay');
  await related.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sales-and-products/sales/${big.id}$`));

  // Voided spend, then the delete goes through: payments voided, back to the list.
  await del(page, `/api/v1/payments/${spend.payments[0]?.id}`);
  await page.reload();
  await page.getByRole('button', { name: 'Delete sale' }).click();
  await page.getByRole('dialog', { name: 'Delete this sale?' }).getByRole('button', { name: 'Delete sale' }).click();
  await expect(page).toHaveURL(/\/sales-and-products\/sales$/);
  await expect(page.getByText('Sale deleted.').first()).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('sales-totals')).toContainText('£3.00');
  // Opened again, it reads as deleted, with its payment voided.
  await page.goto(`/sales-and-products/sales/${big.id}`);
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete sale' })).toHaveCount(0);
  await shot(page, testInfo, 'sale-deleted');
});

test('in Ukrainian: the sales list and a sale in the business’s language and currency', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  const ids = await seedShop(page, {
    client: 'Ірина',
    shampoo: 'Шампунь',
    comb: 'Гребінець',
    pack: 'П’ять стрижок',
    card: 'Сертифікат',
  });
  const sale = await api<Sale>(page, 'POST', '/api/v1/sales', {
    client_id: ids.client,
    lines: [
      { kind: 'product', item_id: ids.shampoo },
      { kind: 'gift_voucher', item_id: ids.card, quantity: 2 },
    ],
  });
  await page.goto('/sales-and-products/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Продажі' })).toBeVisible();
  const rows = page.getByTestId('sale-row').filter({ visible: true });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Не сплачено 102,50');
  await page.getByRole('searchbox').fill('шамп');
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox').fill('гребінець');
  await expect(page.getByText('Немає продажів за цими фільтрами')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'sales-list-uk');

  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Продаж від / })).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Прийняти оплату' })).toHaveAttribute(
    'href',
    `/financials/income/checkout?sale_id=${sale.id}`,
  );
  await expect(page.getByRole('heading', { name: 'Подарункові сертифікати' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'sale-detail-uk');
});
