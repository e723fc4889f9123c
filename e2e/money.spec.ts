import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, clearOfMidnight, dateIn, registerInLocale, shot } from './support';

/**
 * Money fields round-trip through the shared Money helper in both languages, at 1280 px:
 * a price typed the way people write it ("1 234,5", "£1,234.50") is saved in minor units and shown
 * back; a service's deposit is "none" when left empty (stored as 0) and stays empty when edited.
 */
const T = {
  en: { name: 'Name', price: 'Price', deposit: /^Deposit/, save: 'Save', edit: 'Edit service', listPrice: /^£1,234\.50$/ },
  uk: {
    name: 'Назва',
    price: 'Ціна',
    deposit: /^Завдаток/,
    save: 'Зберегти',
    edit: 'Редагування послуги',
    listPrice: /^1 234,50 (грн|₴)$/,
  },
} as const;

async function saveAndReopen(page: Page, t: (typeof T)['en' | 'uk'], name: string) {
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page).toHaveURL(/\/appointments\/services\/list$/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.edit })).toBeVisible();
}

for (const locale of ['uk', 'en'] as const) {
  test(`${locale}: price typed with grouping and either decimal mark; an empty deposit is no deposit`, async ({
    page,
  }, testInfo: TestInfo) => {
    const t = T[locale];
    await registerInLocale(page, testInfo, locale);
    await page.goto('/appointments/services/form');
    const name = locale === 'uk' ? 'Стрижка' : 'Haircut';
    await page.getByLabel(t.name, { exact: true }).first().fill(name);
    await page.getByLabel(t.price, { exact: true }).fill(locale === 'uk' ? '1 234,5' : '£1,234.50');
    await expect(page.getByLabel(t.deposit)).toHaveValue('');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page).toHaveURL(/\/appointments\/services\/list$/);
    const price = page.getByTestId('service-price').filter({ visible: true });
    await expect.poll(async () => (await price.innerText()).replace(/\s/g, ' ')).toMatch(t.listPrice);
    await shot(page, testInfo, `money-services-${locale}`);

    // No deposit: the field is still empty.
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.edit })).toBeVisible();
    await expect(page.getByLabel(t.price, { exact: true })).toHaveValue(locale === 'uk' ? '1234,50' : '1234.50');
    await expect(page.getByLabel(t.deposit)).toHaveValue('');

    // A deposit typed with the other decimal mark is kept and shown in the language's way.
    await page.getByLabel(t.deposit).fill(locale === 'uk' ? '200.5' : '200,5');
    await saveAndReopen(page, t, name);
    await expect(page.getByLabel(t.deposit)).toHaveValue(locale === 'uk' ? '200,50' : '200.50');

    // Cleared again: no deposit.
    await page.getByLabel(t.deposit).fill('');
    await saveAndReopen(page, t, name);
    await expect(page.getByLabel(t.deposit)).toHaveValue('');
  });
}

/**
 * The checkout flow (issue 11), at 1280 px and in both languages: sell a product and
 * a gift voucher to a client through the checkout's sale builder, take a split cash + card payment
 * with change, see the sale's left to pay fall to zero, then redeem the voucher (its code from the
 * sale's detail) on the client's appointment and see the appointment "paid with voucher".
 */
const C = {
  en: {
    tz: 'Europe/London',
    client: 'Client',
    addItem: 'Add an item',
    method: 'Method',
    amount: 'Amount',
    tendered: 'Cash handed over (optional)',
    addPayment: 'Add another payment',
    take: (amount: string) => `Take ${amount}`,
    submit: /^Take £/,
    voucherCode: 'Voucher code',
    money: (major: string) => `£${major}`,
    unpaid: 'Unpaid',
    byVoucher: 'Paid with voucher',
    takePayment: 'Take payment',
    names: { product: 'Shampoo', voucher: 'Gift card £50', service: 'Cut and style' },
  },
  uk: {
    tz: 'Europe/Kyiv',
    client: 'Клієнт',
    addItem: 'Додати позицію',
    method: 'Спосіб оплати',
    amount: 'Сума',
    tendered: "Отримано готівкою (необов'язково)",
    addPayment: 'Додати ще одну оплату',
    take: (amount: string) => `Прийняти ${amount}`,
    submit: /^Прийняти \d/,
    voucherCode: 'Код ваучера',
    money: (major: string) => `${major.replace('.', ',')} грн`,
    unpaid: 'Не оплачено',
    byVoucher: 'Оплачено ваучером',
    takePayment: 'Прийняти оплату',
    names: { product: 'Шампунь', voucher: 'Сертифікат на 500', service: 'Стрижка й укладка' },
  },
} as const;

/** Text with any kind of space as a plain one (Intl puts no-break spaces in uk amounts; ICU versions write грн or ₴). */
const plain = async (locator: import('@playwright/test').Locator) =>
  (await locator.innerText()).replace(/\s/g, ' ').replace('₴', 'грн').trim();

for (const locale of ['en', 'uk'] as const) {
  test(`${locale}: checkout sells a product and a voucher, splits cash + card with change, then the voucher pays an appointment`, async ({
    page,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    const t = C[locale];
    await registerInLocale(page, testInfo, locale);
    await clearOfMidnight(t.tz);
    const today = dateIn(t.tz);
    const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
    await api(page, 'POST', '/api/v1/products', { name: t.names.product, price: 1250, stock: 10 });
    await api(page, 'POST', '/api/v1/gift-voucher', {
      name: t.names.voucher,
      kind: 'amount',
      amount: 5000,
      price: 5000,
      colour: '#db2777',
    });
    const service = await api(page, 'POST', '/api/v1/services', {
      name: t.names.service,
      type: 'single',
      parts: [{ title: t.names.service, duration_minutes: 30, type: 'block' }],
      colour: '#0d9488',
      price: 3000,
    });
    const appointment = await api(page, 'POST', '/api/v1/appointments', {
      type: 'appointment',
      service_id: service.id,
      client_ids: [client.id],
      date: today,
      start_time: '00:00',
      allow_overlap: true,
    });

    // 1. A sale being made: the client, then a product and a voucher from the sale builder.
    await page.goto('/financials/income/checkout?new_sale=1');
    await page.getByLabel(t.client, { exact: true }).fill('Olivia');
    await page.getByRole('option', { name: /Olivia Hughes/ }).click();
    await expect(page.getByTestId('checkout-item').filter({ hasText: t.names.service })).toBeVisible();
    const item = page.getByLabel(t.addItem, { exact: true });
    await item.fill(t.names.product.slice(0, 4));
    await page.getByRole('option', { name: new RegExp(t.names.product) }).click();
    await item.fill(t.names.voucher.slice(0, 4));
    await page.getByRole('option', { name: new RegExp(t.names.voucher) }).click();
    await expect(page.getByTestId('sale-line')).toHaveCount(2);
    await expect.poll(() => plain(page.getByTestId('checkout-due'))).toBe(t.money('62.50'));

    // 2. Split: £20 cash (handed £50, change £30 shown live), the rest by card.
    const lines = page.getByTestId('payment-line');
    await lines.nth(0).getByLabel(t.method, { exact: true }).selectOption('cash');
    await lines.nth(0).getByLabel(t.amount, { exact: true }).fill('20');
    await lines.nth(0).getByLabel(t.tendered, { exact: true }).fill('50');
    await expect.poll(() => plain(lines.nth(0).getByTestId('line-change'))).toContain(t.money('30.00'));
    await page.getByRole('button', { name: t.addPayment }).click();
    await lines.nth(1).getByLabel(t.method, { exact: true }).selectOption('card_payment');
    await expect(lines.nth(1).getByLabel(t.amount, { exact: true })).toHaveValue(locale === 'uk' ? '42,50' : '42.50');
    await expect.poll(() => plain(page.getByTestId('checkout-remaining'))).toBe(t.money('0.00'));
    await shot(page, testInfo, `checkout-split-${locale}`);
    await expect.poll(() => plain(page.getByRole('button', { name: t.submit }))).toBe(t.take(t.money('62.50')));
    await page.getByRole('button', { name: t.submit }).click();

    // 3. The result: change to hand back and nothing left to pay on the sale.
    await expect(page.getByTestId('checkout-result')).toBeVisible();
    await expect.poll(() => plain(page.getByTestId('checkout-change'))).toBe(t.money('30.00'));
    await expect.poll(() => plain(page.getByTestId('result-left').first())).toBe(t.money('0.00'));
    await shot(page, testInfo, `checkout-result-${locale}`);
    await page.goto('/financials/left-to-pay/list?tab=sales');
    await expect(page.getByTestId('ltp-row')).toHaveCount(0);
    await expect.poll(() => plain(page.getByTestId('ltp-total'))).toBe(t.money('30.00'));

    // 4. The voucher's code, as the sale's detail shows it.
    const sales = await api<{ id: string }[]>(page, 'GET', `/api/v1/sales?client_id=${client.id}`);
    const sale = await api<{ vouchers: { code: string }[]; left_to_pay: number }>(page, 'GET', `/api/v1/sales/${sales[0]?.id}`);
    expect(sale.left_to_pay).toBe(0);
    const code = sale.vouchers[0]?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}/);

    // 5. Redeem it on the appointment: "Take payment" from the appointment's view.
    await page.goto(`/appointments/calendar/${encodeURIComponent(appointment.id)}`);
    await expect(page.getByTestId('appointment-payment')).toContainText(t.unpaid);
    await page.getByTestId('appointment-payment').getByRole('link', { name: t.takePayment }).click();
    await expect(page.getByTestId('checkout-item').filter({ hasText: t.names.service }).getByRole('checkbox')).toBeChecked();
    await lines.nth(0).getByLabel(t.method, { exact: true }).selectOption('gift_voucher');
    // Typed the way a client reads it out: lower case, no dash.
    await lines.nth(0).getByLabel(t.voucherCode, { exact: true }).fill(code.replace('-', '').toLowerCase());
    await expect.poll(() => plain(page.getByRole('button', { name: t.submit }))).toBe(t.take(t.money('30.00')));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('checkout-result')).toBeVisible();
    await expect(page.getByTestId('checkout-result-items')).toContainText(t.byVoucher);
    await page.goto(`/appointments/calendar/${encodeURIComponent(appointment.id)}`);
    await expect(page.getByTestId('appointment-payment')).toContainText(t.byVoucher);
    await shot(page, testInfo, `appointment-paid-with-voucher-${locale}`);
    // The calendar marks each event with its status's dot and the label for screen readers (tomorrow's visit: unpaid).
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await api(page, 'POST', '/api/v1/appointments', {
      type: 'appointment',
      service_id: service.id,
      client_ids: [client.id],
      date: tomorrow,
      start_time: '10:00',
      allow_overlap: true,
    });
    await page.goto(`/appointments/calendar/events?view=day&date=${tomorrow}`);
    const marker = page.locator('.kx-ev__pay.kx-pay-unpaid').first();
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('title', t.unpaid);
    await shot(page, testInfo, `calendar-payment-marker-${locale}`, false);
    await page.goto('/financials/left-to-pay');
    await expect.poll(() => plain(page.getByTestId('ltp-total'))).toBe(t.money('0.00'));
    const after = await api<{ vouchers: { amount_left: number }[] }>(page, 'GET', `/api/v1/sales/${sales[0]?.id}`);
    expect(after.vouchers[0]?.amount_left).toBe(2000);
  });
}
