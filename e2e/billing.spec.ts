import { expect, test } from '@playwright/test';
import { adminCall, adminSession } from './billing-admin';
import { addCardThroughStripe, cancelAndResume, expectPlan, fitsWidth, PATHS, subscribe, swapTo } from './billing-steps';
import { type Locale, W } from './billing-words';
import { api, isMobile, registerInLocale, shot } from './support';

/**
 * Kairos's own billing against the Stripe fake (e2e/fakes/payments-server.ts): during the trial an owner in Great
 * Britain (GBP, Stripe) adds a card on the provider's page, subscribes, swaps plan, turns auto-renew off and on.
 * English at 1280 px, the same owner with the screens in Ukrainian at 375 px.
 */
for (const locale of ['en', 'uk'] as Locale[]) {
  test(`subscribe during the trial, swap, cancel and resume (${locale})`, { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo) !== (locale === 'uk'), 'English runs at 1280 px, Ukrainian at 375 px');
    const w = W[locale];
    await registerInLocale(page, testInfo, 'en');
    if (locale === 'uk') {
      const url = testInfo.project.use.baseURL ?? 'http://localhost:8899';
      await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'uk', url }]);
    }
    await expectPlan(page, w, '', w.trial);
    await addCardThroughStripe(page, w, testInfo);

    await subscribe(page, w, w.business, testInfo);
    await expectPlan(page, w, w.business, w.active);
    await shot(page, testInfo, 'billing-details');

    await swapTo(page, w, w.premium);
    await expectPlan(page, w, w.premium, w.active);

    await cancelAndResume(page, w, testInfo);

    await page.goto(PATHS.history);
    await expect(page.getByRole('heading', { level: 1, name: w.history })).toBeVisible();
    if (isMobile(testInfo)) {
      for (const path of [PATHS.details, PATHS.plans, PATHS.cards, PATHS.history]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await fitsWidth(page, 375);
      }
    }
  });
}

/**
 * After the trial (an admin ends it yesterday) the plan is charged at once: a 50% promo code typed at subscribe
 * time shows in the history as the amount paid and what it was before the discount.
 */
test('a promo code at subscribe time shows in the history', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'runs at 1280 px; the history list at 375 px is the same data');
  const w = W.en;
  const admin = await adminSession(testInfo.project.use.baseURL ?? 'http://localhost:8899');
  const code = `Half${Date.now().toString(36)}`;
  await adminCall(admin, 'POST', '/promo-codes', { code, discount_type: 'percent', amount: 50, duration: 'one_time' });
  await registerInLocale(page, testInfo, 'en');
  const me = await api<{ id: string }>(page, 'GET', '/api/v1/user');
  const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await adminCall(admin, 'PUT', `/user/trial/${me.id}`, { trial_ends_at: yesterday });
  await addCardThroughStripe(page, w, testInfo);
  await subscribe(page, w, w.business, testInfo, code);
  await page.goto(PATHS.history);
  const row = page.getByTestId('bil-history-row').filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('bil-history-amount')).toHaveText('£10.00');
  await expect(row.getByTestId('bil-history-discount')).toHaveText('£20.00 before discount');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'billing-history');
  await admin.dispose();
});
