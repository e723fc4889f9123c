import { expect, test } from '@playwright/test';
import { isMobile, registerInLocale, settle, shot } from './support';

/**
 * Payment integrations against the local payment fakes (e2e/fakes/payments-server.ts). The English variant
 * is GBP: Stripe connects, shows its masked key and disconnects (1280 px). The Ukrainian variant is UAH
 * (375 px): LiqPay connects and shows the callback URL; Stripe is refused with the currency message.
 */
const PAGE = '/account-setup/integrations/payments-integration';

test('English owner connects Stripe and disconnects it', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'the Ukrainian variant runs at 375 px');
  await registerInLocale(page, testInfo, 'en');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Payment integrations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wint-active')).toHaveText(/cannot take payments/);
  const card = page.getByTestId('wint-card-stripe');
  await card.getByRole('button', { name: 'Connect Stripe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Stripe' });
  await dialog.getByLabel('Secret key').fill('sk_test_bad_key_000000');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByText('Stripe refused these keys. Check them and try again.')).toBeVisible();
  await dialog.getByLabel('Secret key').fill('sk_test_e2e_good_key_4f2a');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wint-hint-stripe')).toHaveText('sk_test_…4f2a');
  await expect(page.getByTestId('wint-active')).toHaveText('The booking page takes payments through Stripe.');
  await expect(page.getByText('sk_test_e2e_good_key_4f2a')).toHaveCount(0);
  await settle(page);
  await shot(page, testInfo, 'integrations-connected');
  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog', { name: 'Disconnect Stripe?' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByText('Not connected')).toBeVisible();
});

test('Ukrainian owner connects LiqPay at 375 px; Stripe is for GBP', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'the English variant runs at 1280 px');
  await registerInLocale(page, testInfo, 'uk');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Платіжні інтеграції', level: 1 })).toBeVisible();
  await page.getByTestId('wint-card-stripe').getByRole('button', { name: 'Підключити Stripe' }).click();
  const stripe = page.getByRole('dialog', { name: 'Підключення Stripe' });
  await stripe.getByLabel('Секретний ключ').fill('sk_test_e2e_good_key_4f2a');
  await stripe.getByRole('button', { name: 'Підключити', exact: true }).click();
  await expect(stripe.getByRole('alert')).toContainText('GBP');
  await stripe.getByRole('button', { name: 'Скасувати' }).click();

  await page.getByTestId('wint-card-liqpay').getByRole('button', { name: 'Підключити LiqPay' }).click();
  const liqpay = page.getByRole('dialog', { name: 'Підключення LiqPay' });
  await liqpay.getByLabel('Публічний ключ').fill('sandbox_i00000000001');
  await liqpay.getByLabel('Приватний ключ').fill('sandbox_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8');
  await liqpay.getByRole('button', { name: 'Підключити', exact: true }).click();
  await expect(liqpay).toBeHidden();
  await expect(page.getByTestId('wint-active')).toHaveText('Сторінка запису приймає оплату через LiqPay.');
  await expect(page.getByTestId('wint-url-liqpay')).toContainText('/api/v1/webhooks/liqpay/');
  // The page's own content fits 375 px (the shell header is the shell's: checked by layout.spec).
  for (const provider of ['stripe', 'square', 'liqpay']) {
    const box = await page.getByTestId(`wint-card-${provider}`).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  }
  const overflowing = await page
    .getByTestId('wint-card-liqpay')
    .evaluate((card) => Array.from(card.querySelectorAll('*')).filter((e) => e.getBoundingClientRect().right > 375).length);
  expect(overflowing).toBe(0);
  await shot(page, testInfo, 'integrations-liqpay');
});
