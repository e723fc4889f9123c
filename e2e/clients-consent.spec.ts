import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, isMobile, registerInLocale, shot } from './support';

/**
 * Issue 25: marketing consent is off by default; the owner records it for chosen clients in a confirmation
 * that says what it means and how many opted-out clients are skipped (never changed). Desktop, with the
 * bulk bar and the dialog checked once at 375 px; in English and in Ukrainian.
 */
const CONSENT_WORDS = {
  en: {
    select: (n: string) => `Select ${n}`,
    selected: '2 selected',
    agree: 'Agreed to marketing',
    title: 'Record marketing consent for 2 clients?',
    meaning: 'Confirm only if these clients agreed to receive marketing messages',
    skipped: '1 of them opted out of marketing and will be skipped',
    confirm: 'Record consent',
    done: '1 client marked as agreed to marketing messages. 1 opted-out client was not changed.',
    agreed: 'Agreed',
    notAgreed: 'Not agreed',
    optedOut: 'Opted out',
    withdraw: 'Withdraw consent',
    withdrawTitle: 'Withdraw marketing consent for 1 client?',
    withdrawn: 'Marketing consent withdrawn for 1 client.',
  },
  uk: {
    select: (n: string) => `Вибрати: ${n}`,
    selected: 'Вибрано: 2',
    agree: 'Погодилися на маркетинг',
    title: 'Записати згоду на маркетинг? Вибрано клієнтів: 2',
    meaning: 'Підтверджуйте, лише якщо ці клієнти погодилися отримувати від вас маркетингові повідомлення',
    skipped: 'Відписалися від розсилок і будуть пропущені: 1.',
    confirm: 'Записати згоду',
    done: 'Позначено згоду на маркетинг: 1. Відписаних клієнтів не змінено: 1.',
    agreed: 'Є згода',
    notAgreed: 'Немає згоди',
    optedOut: 'Відписка',
    withdraw: 'Відкликати згоду',
    withdrawTitle: 'Відкликати згоду на маркетинг? Вибрано клієнтів: 1',
    withdrawn: 'Згоду на маркетинг відкликано: 1.',
  },
} as const;

async function recordConsent(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  test.skip(isMobile(testInfo), 'desktop; the bulk bar and the dialog are checked at 375 px inside');
  const w = CONSENT_WORDS[locale];
  await registerInLocale(page, testInfo, locale);
  for (const [first_name, opt_out] of [
    ['Anna', false],
    ['Boris', false],
    ['Clara', true],
  ] as const) {
    await api(page, 'POST', '/api/v1/clients', { first_name, last_name: 'Marsh', opt_out });
  }
  await page.goto('/clients/list');
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row('Anna Marsh')).toContainText(w.notAgreed);
  await expect(row('Clara Marsh')).toContainText(w.optedOut);

  // At 375 px: the cards carry the checkboxes, the bar and the dialog fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('checkbox', { name: w.select('Anna Marsh') }).check();
  await page.getByRole('checkbox', { name: w.select('Clara Marsh') }).check();
  await expect(page.getByTestId('bulk-count')).toHaveText(w.selected);
  await page.getByRole('button', { name: w.agree }).click();
  const dialog = page.getByRole('dialog', { name: w.title });
  await expect(dialog).toContainText(w.meaning);
  await expect(dialog.getByTestId('consent-skipped')).toContainText(w.skipped);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, testInfo, `clients-consent-dialog-375-${locale}`);
  await dialog.getByRole('button', { name: w.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(w.done).first()).toBeVisible();
  await expect(page.getByTestId('bulk-count')).toHaveText('');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(row('Anna Marsh')).toContainText(w.agreed);
  await expect(row('Boris Marsh')).toContainText(w.notAgreed);
  await expect(row('Clara Marsh')).toContainText(w.optedOut);
  await shot(page, testInfo, `clients-consent-${locale}`);

  // And back: withdrawing needs its own confirmation too.
  await page.getByRole('checkbox', { name: w.select('Anna Marsh') }).check();
  await page.getByRole('button', { name: w.withdraw }).click();
  const withdraw = page.getByRole('dialog', { name: w.withdrawTitle });
  await withdraw.getByRole('button', { name: w.withdraw }).click();
  await expect(page.getByText(w.withdrawn).first()).toBeVisible();
  await expect(row('Anna Marsh')).toContainText(w.notAgreed);
}

test('marketing consent is recorded for chosen clients, opted-out ones skipped, and withdrawn', async ({ page }, testInfo) => {
  await recordConsent(page, testInfo, 'en');
});

test('marketing consent, in Ukrainian', async ({ page }, testInfo) => {
  await recordConsent(page, testInfo, 'uk');
});
