import { expect, test } from '@playwright/test';
import { loginViaUi, newUser, PASSWORD, registerViaApi, shot } from './support';

test('registers in Ukrainian, lands on the dashboard, switches to English and logs out', async ({ page }, testInfo) => {
  const user = newUser();
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Почніть безкоштовний пробний період' })).toBeVisible();
  await shot(page, testInfo, 'register');

  await page.getByLabel("Ім'я").fill(user.first_name);
  await page.getByLabel('Прізвище').fill(user.last_name);
  await page.getByLabel('Назва бізнесу').fill(user.business_name);
  await page.getByLabel('Електронна пошта').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Підтвердження пароля').fill(user.password);
  await page.getByRole('button', { name: 'Створити обліковий запис' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.first_name);
  await expect(page.getByText('Днів до кінця безкоштовного періоду')).toBeVisible();
  await expect(page.getByTestId('trial-days-left')).toHaveText('14');
  await shot(page, testInfo, 'dashboard-uk');

  await page.getByRole('button', { name: /^Мова/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('days left in your free trial')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.first_name);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'PARAGLIDE_LOCALE')?.value).toBe('en');
  await shot(page, testInfo, 'dashboard-en');

  // The choice survives a reload (cookie) and was saved for the account.
  await page.reload();
  await expect(page.getByText('days left in your free trial')).toBeVisible();

  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a protected URL sends a guest to login; a wrong password is refused; the right one lands there', async ({
  page,
}, testInfo) => {
  const user = await registerViaApi(page.request);
  await page.context().clearCookies();

  await page.goto('/account-setup/customisation/password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount-setup%2Fcustomisation%2Fpassword$/);
  await shot(page, testInfo, 'login');

  await loginViaUi(page, user.email, 'Wrong12345');
  await expect(page.getByRole('alert')).toContainText('Ці облікові дані не відповідають нашим записам.');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await shot(page, testInfo, 'login-error');

  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/account-setup\/customisation\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль' })).toBeVisible();
});

test('browser-side validation uses the server rules and messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Електронна пошта').fill('not-an-email');
  await page.getByLabel('Пароль', { exact: true }).fill('short');
  await page.getByLabel('Підтвердження пароля').fill('other');
  await page.getByRole('button', { name: 'Створити обліковий запис' }).click();
  const errors = page.locator('[data-field-error]');
  await expect(errors.first()).toBeVisible();
  expect(await errors.count()).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveURL(/\/register$/);

  // An unknown booking page answers the page's own "not found", not the owner app or a blank screen.
  const res = await page.goto('/online-booking/some-studio');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Такої сторінки бронювання немає' })).toBeVisible();
});

test('email verification link, then forgot password → dev outbox → reset link → new password → log in', async ({
  page,
}, testInfo) => {
  const user = await registerViaApi(page.request);
  await page.context().clearCookies();

  // The verification email sent at sign-up confirms the address (the page is open to guests).
  await page.goto('/dev/outbox');
  const verify = page.getByRole('listitem').filter({ hasText: user.email }).filter({ hasText: '/verify-email/' }).first();
  await verify.getByTestId('outbox-link').filter({ hasText: '/verify-email/' }).first().click();
  await expect(page).toHaveURL(/\/verify-email\//);
  await expect(page.getByRole('status').filter({ hasText: 'підтверджено' })).toBeVisible();
  await shot(page, testInfo, 'verify-email');

  await page.goto('/forgot-password');
  await page.getByLabel('Електронна пошта').fill(user.email);
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'посилання для скидання пароля' })).toBeVisible();

  await page.goto('/dev/outbox');
  const reset = page.getByRole('listitem').filter({ hasText: user.email }).filter({ hasText: '/password/reset/' }).first();
  await expect(reset).toBeVisible();
  await shot(page, testInfo, 'outbox', false);
  await reset.getByTestId('outbox-link').filter({ hasText: '/password/reset/' }).first().click();

  await expect(page).toHaveURL(/\/password\/reset\/[^/]+\?email=/);
  await expect(page.getByLabel('Електронна пошта')).toHaveValue(user.email);
  const fresh = 'Another456';
  await page.getByLabel('Новий пароль').fill(fresh);
  await page.getByLabel('Підтвердження пароля').fill(fresh);
  await page.getByRole('button', { name: 'Зберегти новий пароль' }).click();

  await expect(page).toHaveURL(/\/login\?email=/);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.first_name);
  await expect(page.getByText('Підтвердьте електронну пошту')).toBeHidden();
});
