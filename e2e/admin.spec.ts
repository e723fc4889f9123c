import { expect, test } from '@playwright/test';
import { adminPage } from './admin-support';
import { newUser, registerViaApi, shot } from './support';

// The admin area (docs/product/admin.md; issue 13 quality bar): an admin finds a user, extends their trial, signs in as them,
// sees the impersonation label and returns to the admin area. At 1280 px, in Ukrainian and English.

const TEXT = {
  en: {
    search: 'Name or email (2 letters or more)',
    trial: 'Trial end date',
    save: 'Save',
    trialSaved: 'The trial end date has been changed',
    signIn: 'Sign in as this user',
    label: 'You are signed in as',
    back: 'Return to admin',
    users: 'Users',
  },
  uk: {
    search: 'Ім’я або email (від 2 літер)',
    trial: 'Дата завершення пробного періоду',
    save: 'Зберегти',
    trialSaved: 'Дату завершення пробного періоду змінено',
    signIn: 'Увійти як цей користувач',
    label: 'Ви увійшли як',
    back: 'Повернутися до адміністратора',
    users: 'Користувачі',
  },
} as const;

for (const locale of ['uk', 'en'] as const) {
  const t = TEXT[locale];

  test(`an admin finds a user, extends the trial, signs in as them and returns (${locale})`, async ({
    browser,
    playwright,
  }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const owner = await registerViaApi(api, newUser({ first_name: 'Марта', last_name: `Шевчук ${locale}` }));
    const admin = await adminPage(browser, testInfo, locale);
    await shot(admin, testInfo, `admin-dashboard-${locale}`);

    await admin.goto('/admin/users');
    await admin.getByPlaceholder(t.search).fill(owner.email.slice(0, 18));
    const row = admin.locator('[data-testid="admin-user-row"]:visible');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(owner.email);
    await shot(admin, testInfo, `admin-users-${locale}`);
    await row.getByRole('link').first().click();
    await expect(admin).toHaveURL(/\/admin\/users\/[\w-]+$/);

    await admin.getByRole('button', { name: t.trial }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(t.trial).fill('2027-03-15');
    await shot(admin, testInfo, `admin-trial-dialog-${locale}`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(admin.getByText(t.trialSaved).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('admin-user-details')).toContainText('2027');
    await shot(admin, testInfo, `admin-user-${locale}`);

    await admin.getByRole('button', { name: t.signIn }).click();
    await admin.getByRole('dialog').getByRole('button', { name: t.signIn }).click();
    await expect(admin).toHaveURL(/\/dashboard$/);
    const label = admin.getByRole('status').filter({ hasText: t.label });
    await expect(label).toContainText(`Марта Шевчук ${locale}`);
    await shot(admin, testInfo, `admin-impersonating-${locale}`, false);

    await label.getByRole('button', { name: t.back }).click();
    await expect(admin).toHaveURL(/\/admin\/users$/);
    await expect(admin.getByRole('heading', { name: t.users, level: 1 })).toBeVisible();
    await expect(admin.getByText(t.label)).toHaveCount(0);

    // The audit log names the owner the admin acted on.
    await admin.goto('/admin/audit');
    await expect(admin.getByTestId('audit-row').filter({ hasText: 'user.trial' }).filter({ hasText: owner.email })).toHaveCount(
      1,
    );
    await expect(
      admin.getByTestId('audit-row').filter({ hasText: 'impersonation.end' }).filter({ hasText: owner.email }),
    ).toHaveCount(1);
    await shot(admin, testInfo, `admin-audit-${locale}`);
  });
}
