import { expect, test } from '@playwright/test';
import { onlineService, openBookingPage, owner } from './booking-owner';
import { fitsScreen, mobileOnly, returnDelay, section, startBooking, timeTheReturn, visitorTab } from './booking-steps';
import { LOCALES, T } from './booking-words';
import { api, shot, uniqueEmail } from './support';

/**
 * Issue 12 "Quality bars": a gift voucher bought through LiqPay's fake, at 375 px, the visitor in Ukrainian and in
 * English (the page's switch). The owner is a Kyiv business (LiqPay takes UAH; the owner's screens in Ukrainian)
 * with LiqPay connected by the fake's sandbox keys. The visitor verifies, chooses the voucher, is sent to LiqPay's
 * checkout by a posted form, pays, comes back to "payment received" with the voucher's code, and the page opens
 * the purchase after 5 s. The owner's income has the 500 UAH and the voucher counts one sold.
 */
const ZONE = 'Europe/Kyiv';
/** The fake's sandbox account (packages/api/test/support/payment-fakes.ts LIQPAY_TEST_KEYS). */
const LIQPAY = { public_key: 'sandbox_i00000000001', private_key: 'sandbox_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8' };
const VOUCHER = 'Сертифікат на 500';

for (const locale of LOCALES) {
  test(
    `${locale}: a gift voucher paid through LiqPay; the owner's income has it`,
    { tag: '@mobile' },
    async ({ page, browser }, testInfo) => {
      mobileOnly(testInfo, 120_000);
      const t = T[locale];
      await owner(page, testInfo, 'uk', 'Салон Подарунок');
      await api(page, 'POST', '/api/v1/liqpay', LIQPAY);
      const voucher = await api(page, 'POST', '/api/v1/gift-voucher', {
        name: VOUCHER,
        kind: 'amount',
        amount: 50000,
        template: 'classic',
        colour: '#0F766E',
        online_sales: true,
      });
      const service = await onlineService(page, 'Масаж', 80000);
      const slug = await openBookingPage(page, { service_ids: [service.id], voucher_ids: [voucher.id] });

      const tab = await visitorTab(browser, testInfo, locale, ZONE, slug);
      await startBooking(tab, t, {
        type: t.voucher,
        address: uniqueEmail('gift'),
        heading: t.chooseVoucher,
        item: VOUCHER,
        timed: false,
        name: { first: 'Софія', last: 'Коваленко' },
      });
      await timeTheReturn(tab, t.received);
      await tab.getByRole('button', { name: t.book, exact: true }).click();

      // LiqPay's hosted checkout (reached by a posted form).
      await expect(tab.getByRole('heading', { name: 'Fake liqpay checkout' })).toBeVisible();
      await expect(tab.getByTestId('amount')).toHaveText('50000 UAH');
      await tab.getByRole('button', { name: 'Pay' }).click();

      // Back: payment received with the voucher's code, then the purchase after 5 s.
      await expect(tab).toHaveURL(new RegExp(`/online-booking/${slug}\\?booking=`));
      const received = section(tab, t.received);
      await expect(received).toContainText(VOUCHER);
      await expect(received.getByText(t.voucherCode)).toBeVisible();
      const code = await received.getByText(t.voucherCode).innerText();
      await expect(received.getByText(t.redirectIn)).toBeVisible();
      await expect(tab).toHaveURL(new RegExp(`/online-booking/${slug}/manage/`), { timeout: 10_000 });
      // BOOKING.RETURN_REDIRECT_SECONDS after "payment received", by the page's clock.
      expect(await returnDelay(tab)).toBeGreaterThanOrEqual(4_900);
      await expect(section(tab, t.manage).getByText(code)).toBeVisible();
      await fitsScreen(tab);
      await shot(tab, testInfo, `booking-voucher-${locale}`);
      await tab.context().close();

      // The owner: one voucher sold, its price in income.
      const sold = await api<{ sold_count: number }>(page, 'GET', `/api/v1/gift-voucher/${voucher.id}`);
      expect(sold.sold_count).toBe(1);
      await page.goto('/financials/income/list');
      await expect(page.getByRole('heading', { level: 1, name: 'Дохід' })).toBeVisible();
      await expect(page.getByTestId('income-total')).toHaveText(/^500,00\s(грн|₴)$/);
      await expect(page.getByTestId('payment-row').filter({ visible: true })).toContainText(['Софія Коваленко']);
    },
  );
}
