import { expect, test } from '@playwright/test';
import { onlineItem, onlineService, openBookingPage, owner, ownerSeesOnline } from './booking-owner';
import {
  fitsScreen,
  MANAGE_LINK,
  mobileOnly,
  newEmail,
  returnDelay,
  startBooking,
  timeTheReturn,
  visitorTab,
} from './booking-steps';
import { LOCALES, OWNER, T } from './booking-words';
import { api, shot, uniqueEmail } from './support';

/**
 * Issue 12 "Quality bars": a service with a deposit booked through the Stripe fake, at 375 px, the visitor in
 * Ukrainian and in English (the page's switch). The owner (a London business: Stripe takes GBP, so the owner's
 * screens are in English) connects Stripe with a fake key; the visitor verifies by the emailed code, picks a
 * time, agrees to the terms, pays on the fake's page and comes back to "payment received", and the page opens
 * the booking after its 5 seconds. The owner's calendar shows the appointment marked online with the deposit
 * paid, and income shows the deposit.
 */
const ZONE = 'Europe/London';
/** The deposit as the page writes it (ICU versions write £ or GBP in Ukrainian). */
const DEPOSIT = { en: '£5\\.00', uk: '5,00\\s(£|GBP)' } as const;

for (const locale of LOCALES) {
  test(
    `${locale}: a deposit paid through Stripe books the time; the owner sees it online and in income`,
    { tag: '@mobile' },
    async ({ page, browser }, testInfo) => {
      mobileOnly(testInfo, 120_000);
      const t = T[locale];
      await owner(page, testInfo, 'en', 'Deposit Studio');
      await api(page, 'POST', '/api/v1/integrations/stripe', { secret_key: `sk_test_e2e_${Date.now().toString(36)}_4f2a` });
      const service = await onlineService(page, 'Balayage', 3000, 500);
      const slug = await openBookingPage(page, { service_ids: [service.id], terms: 'The deposit is kept for a missed visit.' });

      const tab = await visitorTab(browser, testInfo, locale, ZONE, slug);
      const address = uniqueEmail('payer');
      const picked = await startBooking(tab, t, {
        type: t.appointment,
        address,
        heading: t.chooseService,
        item: 'Balayage',
        timed: true,
        name: { first: 'Olivia', last: 'Hughes' },
        terms: true,
      });
      const pay = tab.getByRole('button', { name: t.pay });
      await expect(pay).toHaveText(new RegExp(`${DEPOSIT[locale]}$`));
      await timeTheReturn(tab, t.received);
      await pay.click();

      // The fake's hosted checkout.
      await expect(tab.getByRole('heading', { name: 'Fake stripe checkout' })).toBeVisible();
      await expect(tab.getByTestId('amount')).toHaveText('500 GBP');
      await tab.getByRole('button', { name: 'Pay' }).click();

      // Back on the page: payment received, then the booking after 5 s.
      await expect(tab).toHaveURL(new RegExp(`/online-booking/${slug}\\?booking=`));
      await expect(tab.getByRole('heading', { name: t.received })).toBeVisible();
      await expect(tab.getByText(t.redirectIn)).toBeVisible();
      await expect(tab).toHaveURL(new RegExp(`/online-booking/${slug}/manage/`), { timeout: 10_000 });
      // BOOKING.RETURN_REDIRECT_SECONDS after "payment received", by the page's clock.
      expect(await returnDelay(tab)).toBeGreaterThanOrEqual(4_900);
      await expect(tab.getByRole('heading', { name: t.manage })).toBeVisible();
      await fitsScreen(tab);
      await shot(tab, testInfo, `booking-deposit-${locale}`);
      await expect(tab.getByText(new RegExp(`^${t.paidOnline(DEPOSIT[locale])}$`))).toBeVisible();
      // The confirmation sent once the deposit arrived links to this same page.
      const mail = await newEmail(tab.request, address, MANAGE_LINK);
      expect(new URL((mail.body_text.match(MANAGE_LINK) as RegExpMatchArray)[0]).pathname).toBe(new URL(tab.url()).pathname);
      await tab.context().close();

      // The owner: the calendar marks it online with the deposit paid; income has the deposit.
      const item = await onlineItem(page, ZONE);
      expect(item).toMatchObject({ start_time: picked?.time, online: { status: 'confirmed', paid: true, amount_due: 500 } });
      expect(item.clients.map((c) => `${c.first_name} ${c.last_name}`)).toEqual(['Olivia Hughes']);
      await page.goto('/financials/income/list');
      await expect(page.getByTestId('income-total')).toHaveText('£5.00');
      await expect(page.getByTestId('payment-row').filter({ visible: true })).toContainText(['Olivia Hughes']);
      await ownerSeesOnline(page, item, OWNER.en.badge, OWNER.en.paid('£5.00'));
    },
  );
}
