import { expect, test } from '@playwright/test';
import { adminPage } from './admin-support';
import { PASSWORD, registerViaApi, shot, uniqueEmail } from './support';

// Admin tools (docs/product/admin.md "promo-codes (list, form)", "tokens (list)"; docs/product/admin.md API tokens): an admin creates a promo
// code, issues an API token that is shown once, sees it work on the REST API and revokes it, after which the very
// next call is refused.

const TEXT = {
  en: {
    newPromo: 'New promo code',
    code: 'Code',
    percent: 'Percent off',
    save: 'Save',
    codeRule: '3 to 40 letters, digits, - or _',
    newToken: 'New API token',
    ownerEmail: 'Owner’s email',
    tokenName: 'Token name',
    create: 'Create token',
    once: 'This is the only time the token is shown',
    done: 'I have copied it',
    revoke: 'Revoke',
    revoked: 'Revoked',
    promoList: 'Promo codes',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    password: 'Password',
    refCode: 'Referral code',
    createAff: 'Create affiliate',
    affList: 'Affiliates',
    settingsOf: (n: string) => `Settings of ${n}`,
    commission: 'Commission, percent',
    saveSettings: 'Save',
    tokenList: 'Tokens',
  },
  uk: {
    newPromo: 'Новий промокод',
    code: 'Код',
    percent: 'Відсоток знижки',
    save: 'Зберегти',
    codeRule: 'Від 3 до 40 літер, цифр, - або _',
    newToken: 'Новий API-токен',
    ownerEmail: 'Пошта власника',
    tokenName: 'Назва токена',
    create: 'Створити токен',
    once: 'Токен показано лише цей раз',
    done: 'Я скопіював(-ла) його',
    revoke: 'Відкликати',
    revoked: 'Відкликаний',
    promoList: 'Промокоди',
    first: 'Ім’я',
    last: 'Прізвище',
    email: 'Електронна пошта',
    password: 'Пароль',
    refCode: 'Реферальний код',
    createAff: 'Створити партнера',
    affList: 'Партнери',
    settingsOf: (n: string) => `Налаштування: ${n}`,
    commission: 'Винагорода, відсоток',
    saveSettings: 'Зберегти',
    tokenList: 'Токени',
  },
} as const;

for (const locale of ['uk', 'en'] as const) {
  const t = TEXT[locale];

  test(`an admin creates a promo code (${locale})`, async ({ browser }, testInfo) => {
    const admin = await adminPage(browser, testInfo, locale);
    await admin.goto('/admin/promo-codes');
    await admin.getByRole('link', { name: t.newPromo }).click();
    await expect(admin).toHaveURL(/\/admin\/promo-codes\/form$/);
    await admin.getByLabel(t.code, { exact: true }).fill('no spaces!');
    await admin.getByLabel(t.percent, { exact: true }).fill('20');
    await admin.getByRole('button', { name: t.save, exact: true }).click();
    await expect(admin.getByText(t.codeRule)).toBeVisible();
    const code = `Spring-${locale}-${Date.now().toString(36)}`;
    await admin.getByLabel(t.code, { exact: true }).fill(code);
    await shot(admin, testInfo, `admin-promo-form-${locale}`);
    await admin.getByRole('button', { name: t.save, exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/promo-codes$/);
    await expect(admin.getByRole('list', { name: t.promoList }).getByRole('listitem').filter({ hasText: code })).toContainText(
      '20',
    );
    await shot(admin, testInfo, `admin-promo-list-${locale}`);
  });

  test(`an admin issues an API token, sees it once and revokes it (${locale})`, async ({ browser, playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const owner = await registerViaApi(api);
    const admin = await adminPage(browser, testInfo, locale);
    await admin.goto('/admin/tokens');
    await admin.getByRole('button', { name: t.newToken }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(t.ownerEmail).fill(owner.email);
    const name = `Zapier ${locale} ${Date.now().toString(36)}`;
    await dialog.getByLabel(t.tokenName).fill(name);
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(dialog.getByText(t.once)).toBeVisible();
    const token = await dialog.locator('#issued-token').inputValue();
    expect(token).toMatch(/^kairos_/);
    await shot(admin, testInfo, `admin-token-once-${locale}`, false);
    await dialog.getByRole('button', { name: t.done }).click();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    expect(await admin.content()).not.toContain(token);

    const fresh = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const bearer = { authorization: `Bearer ${token}` };
    expect((await fresh.get('/api/v1/clients', { headers: bearer })).status()).toBe(200);

    const row = admin.getByRole('list', { name: t.tokenList }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(owner.email);
    await shot(admin, testInfo, `admin-tokens-${locale}`);
    await row.getByRole('button', { name: `${t.revoke} ${name}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: t.revoke, exact: true }).click();
    await expect(row).toContainText(t.revoked);
    expect((await fresh.get('/api/v1/clients', { headers: bearer })).status()).toBe(401);
    await fresh.dispose();
    await api.dispose();
  });

  test(`an admin adds an affiliate and edits their settings (${locale})`, async ({ browser }, testInfo) => {
    const admin = await adminPage(browser, testInfo, locale);
    await admin.goto('/admin/add-affiliate');
    const last = `Partner${Date.now().toString(36)}`;
    const code = `P-${locale}-${Date.now().toString(36)}`;
    await admin.getByLabel(t.first, { exact: true }).fill('Petro');
    await admin.getByLabel(t.last, { exact: true }).fill(last);
    await admin.getByLabel(t.email, { exact: true }).fill(uniqueEmail('partner'));
    await admin.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await admin.getByLabel(t.refCode, { exact: true }).fill(code);
    await admin.getByLabel(t.commission).fill('12.5');
    await shot(admin, testInfo, `admin-add-affiliate-${locale}`);
    await admin.getByRole('button', { name: t.createAff }).click();
    await expect(admin).toHaveURL(/\/admin\/affiliates$/);
    const row = admin.getByRole('list', { name: t.affList }).getByRole('listitem').filter({ hasText: code });
    await expect(row).toContainText(last);
    await shot(admin, testInfo, `admin-affiliates-${locale}`);
    await row.getByRole('button', { name: t.settingsOf(`Petro ${last}`) }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByLabel(t.commission)).toHaveValue('12.5');
    await dialog.getByLabel(t.commission).fill('15');
    await shot(admin, testInfo, `admin-affiliate-settings-${locale}`, false);
    await dialog.getByRole('button', { name: t.saveSettings }).click();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
  });
}
