import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { PASSWORD, shot, uniqueEmail, xsrf } from './support';

// docs/product/affiliate.md affiliate dashboard: an affiliate's link brings a sign-up that shows in their statistics.

const TEXT = {
  en: {
    link: 'Your referral link',
    referred: 'Businesses referred',
    first: 'First name',
    last: 'Last name',
    business: 'Business name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Create account',
    trial: 'Trial',
    changeCode: 'Change your code',
    saveCode: 'Save code',
  },
  uk: {
    link: 'Ваше реферальне посилання',
    referred: 'Залучено бізнесів',
    first: "Ім'я",
    last: 'Прізвище',
    business: 'Назва бізнесу',
    email: 'Електронна пошта',
    password: 'Пароль',
    confirm: 'Підтвердження пароля',
    submit: 'Створити обліковий запис',
    trial: 'Пробний період',
    changeCode: 'Змінити код',
    saveCode: 'Зберегти код',
  },
} as const;

async function affiliatePage(page: Page, testInfo: TestInfo, locale: 'uk' | 'en') {
  await page.request.get('/api/csrf-cookie');
  const res = await page.request.post('/api/register-affiliate', {
    headers: { 'x-xsrf-token': await xsrf(page.request), 'content-type': 'application/json', 'x-locale': locale },
    data: {
      first_name: 'Ivan',
      last_name: 'Partner',
      email: uniqueEmail('aff'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      locale,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: baseURL }]);
}

async function guest(browser: Browser, testInfo: TestInfo, locale: 'uk' | 'en') {
  const context = await browser.newContext({ ...testInfo.project.use });
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: baseURL }]);
  return context.newPage();
}

for (const locale of ['uk', 'en'] as const) {
  test(`an affiliate's link brings a sign-up that shows in their statistics (${locale})`, async ({ page, browser }, testInfo) => {
    const t = TEXT[locale];
    await affiliatePage(page, testInfo, locale);
    await page.goto('/affiliate/dashboard');
    const code = `salon-${Date.now().toString(36)}`;
    await page.getByLabel(t.changeCode).fill(code);
    await page.getByRole('button', { name: t.saveCode }).click();
    const linkField = page.getByLabel(t.link);
    await expect(linkField).toHaveValue(new RegExp(`/register\\?ref=${code}$`));
    const link = await linkField.inputValue();

    const visitor = await guest(browser, testInfo, locale);
    await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await visitor.getByLabel(t.first).fill('Oksana');
    await visitor.getByLabel(t.last).fill('Referred');
    await visitor.getByLabel(t.business).fill('Oksana Studio');
    await visitor.getByLabel(t.email).fill(uniqueEmail('referred'));
    await visitor.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await visitor.getByLabel(t.confirm).fill(PASSWORD);
    await visitor.getByRole('button', { name: t.submit }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await visitor.context().close();

    await page.reload();
    const referrals = page.getByTestId('referrals');
    await expect(referrals).toContainText('Oksana Referred');
    await expect(referrals).toContainText(t.trial);
    await expect(page.getByText(t.referred).locator('..')).toContainText('1');
    await shot(page, testInfo, `affiliate-dashboard-${locale}`);
  });
}
