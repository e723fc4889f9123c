import { expect, test } from '@playwright/test';
import { registerInLocale, shot } from './support';

// docs/product/account.md "delete profile": an owner reads what deleting does, confirms by typing the word in a dialog (a wrong word
// is refused in the page's language), is signed out, and cannot log in with the old address afterwards.

const TEXT = {
  en: {
    menu: 'Delete profile',
    open: 'Delete my profile',
    field: 'Confirmation',
    word: 'DELETE',
    confirm: 'Delete for good',
    wrong: 'Incorrect confirm text',
    lapse: /kept for 90 days/,
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    refused: 'These credentials do not match our records.',
    autoExport: 'Send the export automatically',
    weekly: 'Every week',
    how: 'How often',
    save: 'Save',
    saved: 'Automatic export settings saved',
  },
  uk: {
    menu: 'Видалити профіль',
    open: 'Видалити мій профіль',
    field: 'Підтвердження',
    word: 'ВИДАЛИТИ',
    confirm: 'Видалити назавжди',
    wrong: 'Неправильний текст підтвердження',
    lapse: /зберігаються 90 днів/,
    email: 'Електронна пошта',
    password: 'Пароль',
    login: 'Увійти',
    refused: 'Ці облікові дані не відповідають нашим записам.',
    autoExport: 'Надсилати експорт автоматично',
    weekly: 'Щотижня',
    how: 'Як часто',
    save: 'Зберегти',
    saved: 'Налаштування автоматичного експорту збережено',
  },
} as const;

for (const locale of ['uk', 'en'] as const) {
  test(`an owner deletes their account and cannot log in afterwards (${locale})`, async ({ page }, testInfo) => {
    const t = TEXT[locale];
    const user = await registerInLocale(page, testInfo, locale);
    // The automatic export (the trial has every feature): turned on weekly before leaving.
    await page.goto('/account-setup/helpful-tools/export-information');
    await page.getByRole('switch', { name: t.autoExport }).click();
    await page.getByLabel(t.how).selectOption('weekly');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await shot(page, testInfo, `export-settings-${locale}`);

    await page.goto('/account-setup/customisation/delete-profile');
    await expect(page.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
    await expect(page.getByText(t.lapse)).toBeVisible();
    await shot(page, testInfo, `delete-profile-${locale}`);

    await page.getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.word);
    await dialog.getByLabel(t.field).fill('nope');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog.getByText(t.wrong)).toBeVisible();
    await shot(page, testInfo, `delete-profile-dialog-${locale}`, false);
    // Still signed in: nothing was deleted.
    expect((await page.request.get('/api/v1/user')).status()).toBe(200);

    await dialog.getByLabel(t.field).fill(t.word);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/v1/user')).status()).toBe(401);

    await page.getByLabel(t.email).fill(user.email);
    await page.getByLabel(t.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByText(t.refused)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
}
