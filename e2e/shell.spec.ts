import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { isMobile, registerViaApi, shot } from './support';

test('at 375 px the burger opens the side panel, navigation closes it', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'the burger menu exists below the lg breakpoint');
  await registerViaApi(page.request);
  await page.goto('/dashboard');

  const burger = page.getByRole('button', { name: 'Відкрити меню' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  const panel = page.getByRole('dialog', { name: 'Меню' });
  await expect(panel).toBeVisible();
  // While the panel is open the rest of the page is hidden from assistive tech, so check the attribute directly.
  await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
  await shot(page, testInfo, 'menu-open', false);

  await panel.getByRole('link', { name: 'Деталі підписки' }).click();
  await expect(page).toHaveURL(/\/account-setup\/subscription\/details$/);
  await expect(panel).toBeHidden();

  // Escape and the overlay close it too.
  await burger.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await burger.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(360, 400);
  await expect(panel).toBeHidden();

  await checkOtherScreens(page, testInfo);
});

test('on desktop the side navigation is always visible', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'desktop layout');
  await registerViaApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Відкрити меню' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Головна навігація' });
  await nav.getByRole('link', { name: 'Профіль бізнесу' }).click();
  await expect(page).toHaveURL(/business-profile$/);
  await expect(page.getByTestId('booking-url')).toContainText('/online-booking/');
  await shot(page, testInfo, 'business-profile');

  await checkOtherScreens(page, testInfo);
});

/** Unknown paths, the subscription details and the password form's browser-side errors. */
async function checkOtherScreens(page: Page, testInfo: TestInfo) {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' })).toBeVisible();
  await shot(page, testInfo, 'not-found');

  await page.goto('/account-setup/subscription/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Деталі підписки' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, testInfo, 'subscription');

  // Scroll-to-top appears past 300 px (throttled) and takes the page back up.
  const toTop = page.getByRole('button', { name: 'Прокрутити вгору' });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();

  await page.goto('/account-setup/customisation/password');
  await page.getByRole('button', { name: 'Оновити пароль' }).click();
  await expect(page.locator('[data-field-error]').first()).toBeVisible();
  await shot(page, testInfo, 'password-errors');
}

test('offline: a warning dialog once per route and forms become read-only', async ({ page, context }, testInfo) => {
  await registerViaApi(page.request);
  await page.goto('/account-setup/customisation/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль' })).toBeVisible();
  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: "НЕМАЄ З'ЄДНАННЯ З ІНТЕРНЕТОМ" });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, 'offline', false);
  await dialog.getByRole('button', { name: 'Гаразд' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Оновити пароль' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Оновити пароль' })).toBeEnabled();
});
