import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, isMobile, noSidewaysScroll, registerInLocale, settle, shot } from './support';

/**
 * Invoices at 1280 px (sideways scrolling also at 375 px): create an invoice from the form (a client picked fills the
 * bill-to, two lines with a live total), download its PDF (it starts with %PDF), send it (the
 * email with the PDF lands in the dev outbox), cancel it (it keeps its number and can no longer
 * be sent); once in Ukrainian.
 */

async function openInvoices(page: Page, testInfo: TestInfo, name: string) {
  await page.goto('/dashboard');
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Open menu|Відкрити меню/ }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/financials\/invoices\/list/);
}

async function fillLine(page: Page, i: number, description: string, quantity: string, price: string) {
  const line = page.getByTestId('invoice-line').nth(i);
  await line.getByRole('textbox').nth(0).fill(description);
  await line.getByRole('textbox').nth(1).fill(quantity);
  await line.getByRole('textbox').nth(2).fill(price);
}

async function pdfStartsRight(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByTestId('invoice-download').click();
  const file = await download;
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return file.suggestedFilename();
}

test('create, download, send and cancel an invoice', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'en');
  await api(page, 'POST', '/api/v1/clients', {
    first_name: 'Emma',
    last_name: 'Brown',
    email: 'emma.invoice@example.com',
    billing_address: '1 High Street, London',
  });
  await openInvoices(page, testInfo, 'Invoices');
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await page.getByTestId('invoice-new').click();
  await expect(page).toHaveURL(/\/financials\/invoices\/form$/);

  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Emma Brown' });
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Emma Brown');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('emma.invoice@example.com');
  await fillLine(page, 0, 'Haircut', '2', '35.50');
  await page.getByTestId('invoice-add-line').click();
  await fillLine(page, 1, 'Beard trim', '1', '12.99');
  await expect(page.getByTestId('invoice-total')).toHaveText('£83.99');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'invoice-form');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/financials\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Invoice INV-0001' })).toBeVisible();
  await expect(page.getByTestId('invoice-view-total')).toHaveText('£83.99');
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued');
  expect(await pdfStartsRight(page)).toBe('invoice-INV-0001.pdf');

  await page.getByTestId('invoice-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent');
  await expect(page.getByTestId('invoice-resend')).toBeVisible();
  await noSidewaysScroll(page);
  await settle(page);
  await shot(page, testInfo, 'invoice-sent');

  await page.getByTestId('invoice-cancel').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('invoice-resend')).toHaveCount(0);
  await expect(page.getByTestId('invoice-send')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Invoice INV-0001' })).toBeVisible();

  await page.getByRole('link', { name: /Back to invoices/ }).click();
  const row = page.getByTestId('invoice-row').filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('INV-0001');
  await expect(row).toContainText('Emma Brown');
  await expect(row).toContainText('Cancelled');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'invoice-list');

  // The email with the PDF is in the dev outbox.
  const outbox = await page.request.get('/trpc/system.outbox');
  const messages = (
    (await outbox.json()) as { result: { data: { messages: { to: string; attachments: { filename: string }[] }[] } } }
  ).result.data.messages;
  const mail = messages.find((msg) => msg.to === 'emma.invoice@example.com');
  expect(mail?.attachments.map((a) => a.filename)).toEqual(['invoice-INV-0001.pdf']);
});

test('Ukrainian: an invoice in hryvnias, its settings prefix, sent and cancelled', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  await openInvoices(page, testInfo, 'Рахунки');
  await page.getByTestId('invoice-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Налаштування рахунків' });
  await dialog.getByLabel('Префікс номера').fill('РАХ-');
  await expect(dialog.getByText('Наступний рахунок матиме номер РАХ-0001')).toBeVisible();
  await dialog.getByTestId('invoice-settings-save').click();
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('invoice-new').click();
  await page.getByLabel("Ім'я або назва").fill('Олена Коваль');
  await page.getByLabel('Email', { exact: true }).fill('olena.invoice@example.com');
  await fillLine(page, 0, 'Манікюр', '1', '650');
  await expect(page.getByTestId('invoice-total')).toContainText('650,00');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('heading', { name: 'Рахунок РАХ-0001' })).toBeVisible();
  expect(await pdfStartsRight(page)).toBe('рахунок-РАХ-0001.pdf');

  await page.getByTestId('invoice-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Надіслано');
  await page.getByTestId('invoice-cancel').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Скасувати рахунок' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Скасовано');
  await noSidewaysScroll(page);
  await settle(page);
  await shot(page, testInfo, 'invoice-uk');
});
