import { expect, type Page, test } from '@playwright/test';
import { api, bookToday, registerInLocale, shot } from './support';

/**
 * Financials screens (issue 11) at 1280 px: the income list's filters and totals, a refund
 * and a delete from the payment's dialog, left to pay falling to zero through "Take payment", and
 * the net-income screen; a Ukrainian pass over the same screens.
 */

/** A client with a started £40 / 400 грн appointment today, £15 of it paid in cash, and a £10 standalone card payment. */
async function seed(page: Page, tz: string) {
  const { client, appointment } = await bookToday(page, tz, { paid: 1500 });
  await api(page, 'POST', '/api/v1/payments', { client_id: client.id, payments: [{ method: 'card_payment', amount: 1000 }] });
  return { client, appointment };
}

const rows = (page: Page) => page.getByTestId('payment-row').filter({ visible: true });

test('income: filters, totals, refund and delete; left to pay falls to zero; net income', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await registerInLocale(page, testInfo, 'en');
  const { appointment } = await seed(page, 'Europe/London');

  await page.goto('/financials');
  await expect(page).toHaveURL(/\/financials\/income\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Income' })).toBeVisible();
  await expect(page.getByTestId('income-total')).toHaveText('£25.00');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('by-method')).toContainText('Cash');
  await expect(page.getByTestId('by-method')).toContainText('Card payment');
  await shot(page, testInfo, 'income-list');

  // Filters live in the address and narrow the list.
  await page.getByLabel('Method').selectOption('card_payment');
  await expect(page).toHaveURL(/method=card_payment/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('£10.00');
  await page.getByLabel('Method').selectOption('');
  await page.getByLabel('Type').selectOption('standalone');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Type').selectOption('appointment');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('£15.00');
  await page.getByLabel('Type').selectOption('');
  // A range without this month's payments shows none; the end before the start is refused.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page.getByText('No payments in this period', { exact: true })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2020-02-01');
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await page.goto('/financials/income/list');

  // Refund £5 of the cash payment: amount, then a confirmation.
  await page
    .getByRole('button', { name: /, payment of £15\.00 from Olivia Hughes: details$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByTestId('payment-allocations')).toContainText('Colour');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('15');
  await dialog.getByLabel('Amount to refund').fill('20');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('You can refund at most £15.00.')).toBeVisible();
  await dialog.getByLabel('Amount to refund').fill('5');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await shot(page, testInfo, 'income-refund-confirm', false);
  await page.getByRole('dialog', { name: 'Refund £5.00?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByTestId('payment-refunded')).toHaveText('£5.00');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('income-net')).toHaveText('£20.00');

  // Delete (void) the standalone card payment.
  await page
    .getByRole('button', { name: /, payment of £10\.00 from Olivia Hughes: details$/ })
    .first()
    .click();
  await expect(dialog.getByText('Nothing: a standalone payment.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete payment' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the payment of £10.00?' })
    .getByRole('button', { name: 'Delete payment' })
    .click();
  await expect(dialog.getByText('Deleted', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('income-net')).toHaveText('£10.00');

  // Left to pay: £40 − (£15 − £5) = £30, taken in full from the list.
  await page.goto('/financials/left-to-pay');
  await expect(page.getByTestId('ltp-total')).toHaveText('£30.00');
  const row = page.getByTestId('ltp-row').filter({ hasText: 'Olivia Hughes' });
  await expect(row).toContainText('Left to pay £30.00');
  await shot(page, testInfo, 'left-to-pay');
  await row.getByRole('link', { name: /^Take payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`appointment_id=${appointment.id}`));
  await expect(page.getByRole('checkbox', { name: /Colour/ })).toBeChecked();
  await expect(page.getByTestId('checkout-due')).toHaveText('£30.00');
  // The client's left to pay at the checkout is the Left to pay page's figure, with the rule said beside it.
  await expect(page.getByTestId('checkout-left-to-pay')).toHaveText('£30.00');
  await expect(page.getByText(/Appointments count once they have started/).first()).toBeVisible();
  await page.getByLabel('Method').selectOption('card_payment');
  await page.getByRole('button', { name: 'Take £30.00' }).click();
  await expect(page.getByTestId('checkout-result')).toBeVisible();
  await expect(page.getByTestId('result-left')).toHaveText('£0.00');
  await page.goto('/financials/left-to-pay');
  await expect(page.getByTestId('ltp-total')).toHaveText('£0.00');
  await expect(page.getByText('Nothing left to pay', { exact: true })).toBeVisible();

  // Net income: this month's income after refunds and no expenses.
  await page.goto('/financials/net-income');
  await expect(page.getByRole('heading', { level: 1, name: 'Net income' })).toBeVisible();
  await expect(page.getByTestId('net-income-total')).toHaveText('£40.00');
  await expect(page.getByTestId('net-expenses-total')).toHaveText('£0.00');
  await expect(page.getByTestId('net-periods').getByRole('row')).toHaveCount(13);
  await shot(page, testInfo, 'net-income');

  // The dashboard's widgets read the same figures.
  await page.goto('/dashboard');
  await expect(page.getByTestId('widget-income')).toHaveText('£40.00');
  await expect(page.getByTestId('widget-left-to-pay')).toHaveText('£0.00');
});

test('income screens in Ukrainian', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  await seed(page, 'Europe/Kyiv');
  await page.goto('/financials/income');
  await expect(page.getByRole('heading', { level: 1, name: 'Дохід' })).toBeVisible();
  await expect
    .poll(async () => (await page.getByTestId('income-total').innerText()).replace(/\s/g, ' '))
    .toMatch(/^25,00 (грн|₴)$/);
  await expect(page.getByTestId('by-method')).toContainText('Готівка');
  await shot(page, testInfo, 'income-list-uk');
  await rows(page).first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Оплата' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повернути кошти' })).toBeVisible();
  await shot(page, testInfo, 'income-dialog-uk', false);
  await page.getByRole('button', { name: 'Закрити' }).click();

  await page.goto('/financials/left-to-pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Залишок до сплати' })).toBeVisible();
  await expect(page.getByTestId('ltp-row').first()).toContainText('Залишилось сплатити');
  await shot(page, testInfo, 'left-to-pay-uk');
  await page.goto('/financials/net-income');
  await expect(page.getByRole('heading', { level: 1, name: 'Чистий дохід' })).toBeVisible();
  await shot(page, testInfo, 'net-income-uk');
});
