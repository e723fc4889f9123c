import { expect, type Page, test } from '@playwright/test';
import { api, clearOfMidnight, dateIn, isMobile, registerInLocale, shot } from './support';

/**
 * The tax estimate screen (issue 15, premium: a new business is on the trial): an English (UK
 * self-assessment) and a Ukrainian (FOP) business, the figures from a payment and an expense
 * taken today, "how we got this", the year picker, and the FOP group changed in the tax settings.
 * Screens: tax-{en,uk}-{mobile,desktop}, tax-settings-uk-{mobile,desktop}.
 */

/** Figures as the page prints them, with the narrow and normal no-break spaces as plain spaces. */
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' ');

async function seed(page: Page, tz: string, income: number, expense: number) {
  await api(page, 'POST', '/api/v1/payments', { payments: [{ method: 'cash', amount: income }] });
  await api(page, 'POST', '/api/v1/expenses', { type: 'expense', category: 'rent', date: dateIn(tz), amount: expense });
}

test('UK: the estimate, how we got it, and an earlier tax year', async ({ page }, testInfo) => {
  await clearOfMidnight('Europe/London');
  await registerInLocale(page, testInfo, 'en');
  // Income £30,000, expenses £5,000: profit £25,000; income tax 12,430 × 20 % = 2,486; Class 4 12,430 × 6 % = 745.80.
  await seed(page, 'Europe/London', 30_000_00, 5_000_00);
  if (isMobile(testInfo)) await page.goto('/financials/tax');
  else {
    // Desktop: the side menu's financials group leads there.
    await page.goto('/financials/income/list');
    await page.getByRole('link', { name: 'Tax estimate' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Tax estimate' })).toBeVisible();
  await expect(page.getByText('Estimate, not tax advice')).toBeVisible();
  await expect(page.getByTestId('tax-total')).toHaveText('£3,231.80');
  await expect(page.getByTestId('tax-profit')).toHaveText('£25,000.00');
  // Registered today: one month traded, and the allowances still whole (said beside the figure).
  await expect(page.getByTestId('tax-traded')).toHaveText(/^Months traded: 1 \(since \d{1,2} \w+ \d{4}\)$/);
  await expect(page.getByTestId('tax-includes')).toContainText('for the whole tax year');
  await expect(page.getByTestId('tax-line-uk_basic_rate')).toContainText('20% of £12,430.00');
  await expect(page.getByTestId('tax-line-uk_class4_main')).toContainText('£745.80');
  await expect(page.getByText("Scotland's income tax bands differ")).toBeVisible();
  await expect(page.getByRole('link', { name: 'GOV.UK: Income Tax rates and Personal Allowances' })).toHaveAttribute(
    'href',
    'https://www.gov.uk/income-tax-rates',
  );
  await expect(page.getByRole('link', { name: 'Change in tax settings' })).toBeVisible();
  await shot(page, testInfo, 'tax-en');

  // The year before: nothing recorded, nothing to pay, not trading then.
  const years = page.getByLabel('Tax year');
  const previous = await years.locator('option').nth(1).getAttribute('value');
  await years.selectOption(previous ?? '');
  await expect(page).toHaveURL(new RegExp(`year=${previous}`));
  await expect(page.getByTestId('tax-total')).toHaveText('£0.00');
  await expect(page.getByTestId('tax-traded')).toHaveText(/^Not trading in this year/);
});

test('Україна: ФОП 3 групи, потім 2 група в налаштуваннях', async ({ page }, testInfo) => {
  await clearOfMidnight('Europe/Kyiv');
  await registerInLocale(page, testInfo, 'uk');
  await seed(page, 'Europe/Kyiv', 100_000_00, 30_000_00);
  await page.goto('/financials/tax');
  await expect(page.getByRole('heading', { level: 1, name: 'Оцінка податків' })).toBeVisible();
  await expect(page.getByText('Оцінка, а не податкова консультація')).toBeVisible();
  await expect(page.getByTestId('tax-regime')).toContainText('Україна: єдиний податок ФОП, 3 група');
  expect(await text(page, 'tax-income')).toContain('100 000,00');
  // Group 3: 5 % of 100,000 = 5,000 and 1 % military levy = 1,000 whatever the month.
  expect(await text(page, 'tax-line-ua_single_tax_percent')).toContain('5 000,00');
  expect(await text(page, 'tax-line-ua_military_percent')).toContain('1 000,00');
  await expect(page.getByTestId('tax-line-ua_esv')).toContainText('22');
  // Registered today: ЄСВ for this one month only (22 % × 8 647,00 = 1 902,34), and the card says so.
  expect(await text(page, 'tax-line-ua_esv')).toContain('1 902,34');
  await expect(page.getByTestId('tax-traded')).toHaveText(/^Місяців діяльності: 1 \(з /);
  await shot(page, testInfo, 'tax-uk');

  await page.getByRole('link', { name: 'Змінити в налаштуваннях податків' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Група ФОП').selectOption('2');
  await shot(page, testInfo, 'tax-settings-uk');
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(page.getByText('Налаштування збережено.').first()).toBeVisible();

  await page.goto('/financials/tax');
  await expect(page.getByTestId('tax-regime')).toContainText('2 група');
  await expect(page.getByTestId('tax-line-ua_single_tax_fixed')).toBeVisible();
  await expect(page.getByTestId('tax-line-ua_military_fixed')).toContainText('10');
});
