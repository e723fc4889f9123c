import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { isMobile, loginViaUi, PASSWORD, registerViaApi, shot, uniqueEmail } from './support';

test('an affiliate registers and sees a copyable referral link', async ({ page }, testInfo) => {
  await page.goto('/register-affiliate');
  await page.getByLabel("Ім'я").fill('Марко');
  await page.getByLabel('Прізвище').fill('Бондар');
  await page.getByLabel('Електронна пошта').fill(uniqueEmail('aff'));
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Підтвердження пароля').fill(PASSWORD);
  await page.getByRole('button', { name: 'Створити партнерський обліковий запис' }).click();

  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);
  const link = page.getByLabel('Ваше реферальне посилання');
  await expect(link).toHaveValue(/\/register\?ref=.+/);
  await shot(page, testInfo, 'affiliate');

  // The owner area is not for affiliates.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);

  // The link opens registration with the code kept for the new owner.
  const href = await link.inputValue();
  await page.context().clearCookies();
  await page.goto(new URL(href).pathname + new URL(href).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Почніть безкоштовний пробний період' })).toBeVisible();
});

test('a session that ends on the server sends the user to login with a redirect back', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await page.goto('/account-setup/customisation/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль' })).toBeVisible();

  // The server forgets the session (as after logout elsewhere); the next call answers 401.
  const session = (await page.context().cookies()).find((c) => c.name !== 'XSRF-TOKEN' && c.httpOnly);
  expect(session).toBeTruthy();
  await page.context().clearCookies({ name: session?.name });
  await page.getByLabel('Поточний пароль').fill(PASSWORD);
  await page.getByLabel('Новий пароль').fill('Another456');
  await page.getByLabel('Підтвердження пароля').fill('Another456');
  await page.getByRole('button', { name: 'Оновити пароль' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount-setup%2Fcustomisation%2Fpassword$/);
  await loginViaUi(page, user.email, PASSWORD);
  await expect(page).toHaveURL(/\/account-setup\/customisation\/password$/);
});

test('business profile: server field errors, then a saved language switches the UI', async ({ page, request }, testInfo) => {
  test.skip(isMobile(testInfo), 'one viewport is enough; the server allows 20 sign-ups per address an hour');
  const other = await registerViaApi(request);
  await registerViaApi(page.request);
  await page.goto('/account-setup/customisation/business-profile');
  const slug = page.getByLabel('Адреса сторінки запису');
  await expect(slug).not.toHaveValue('');

  // Someone else's booking address is taken: the server says so under the field.
  await slug.fill(other.slug);
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(page.locator('[data-field-error]')).toContainText('Ця адреса сторінки бронювання вже зайнята.');

  await slug.fill(`my-studio-${Date.now().toString(36)}`);
  await expect(page.getByTestId('booking-url')).toContainText('/online-booking/my-studio-');
  await page.getByLabel('Мова', { exact: true }).selectOption('en');
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Profile updated.').first()).toBeVisible();
});

test('the PWA manifest and service worker are served', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/login');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBeTruthy();
  const res = await page.request.get(manifest ?? '');
  const body = (await res.json()) as { name: string; icons: { sizes: string }[] };
  expect(body.name).toBe('Kairos');
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 15_000,
    })
    .toBe('activated');
  const version = await (await page.request.get('/version.json')).json();
  expect(typeof version.hash).toBe('string');
  await context.close();
});

test('an admin lands on the admin dashboard and sees the numbers', async ({ page }, testInfo) => {
  const email = uniqueEmail('admin');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/edge/src/cli/create-admin.ts', '--email', email, '--password', PASSWORD],
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
    { env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL }, stdio: 'pipe' },
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdashboard$/);
  await loginViaUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The CLI creates the admin with English as their language; logging in applies it.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Business users')).toBeVisible();
  await shot(page, testInfo, 'admin');
  await page.goto('/account-setup/customisation/business-profile');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
