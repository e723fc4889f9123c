import { expect, test } from '@playwright/test';
import { addCardThroughStripe, cancelAndResume, expectPlan, fitsWidth, PATHS, subscribe, swapTo } from './billing-steps';
import { type Locale, W } from './billing-words';
import { isMobile, registerInLocale, shot } from './support';

/**
 * Kairos's own billing against the Stripe fake (e2e/fakes/payments-server.ts): during the trial an owner in Great
 * Britain (GBP, Stripe) adds a card on the provider's page, subscribes, swaps plan, turns auto-renew off and on.
 * English at 1280 px, the same owner with the screens in Ukrainian at 375 px.
 */
for (const locale of ['en', 'uk'] as Locale[]) {
  test(`subscribe during the trial, swap, cancel and resume (${locale})`, async ({ page }, testInfo) => {
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
