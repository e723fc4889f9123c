import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { registerInLocale, shot } from './support';

/**
 * Money fields round-trip through the shared Money helper in both languages, at 375 and 1280 px:
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
