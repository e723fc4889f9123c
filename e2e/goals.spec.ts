import { expect, type Page, test } from '@playwright/test';
import { moveToLite } from './plan-support';
import { api, isMobile, registerInLocale, shot } from './support';

/**
 * Goals at 1280 px: the 4-step wizard end to end (type, period, amount, confirm), the
 * category rule (a category holding a goal is disabled with the reason; a goal made elsewhere meanwhile
 * is refused with the server's translated message), edit through the same wizard, delete with
 * confirmation; the Lite plan's notice; once in Ukrainian.
 */

const PATH = '/account-setup/goals';

const wizard = (page: Page) => page.getByTestId('goal-wizard');
const next = (page: Page) => page.getByTestId('goal-next');

test('the goal wizard end to end, the category rule, edit and delete', async ({ page }, testInfo) => {
  test.slow(); // three wizard runs on a busy machine
  await registerInLocale(page, testInfo, 'en');
  await page.goto('/dashboard');
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(page.getByText('No goals yet')).toBeVisible();

  await page.getByTestId('goal-new').click();
  await expect(wizard(page).getByText('Step 1 of 4: What should the goal measure?')).toBeVisible();
  await next(page).click();
  await expect(wizard(page).getByRole('alert')).toHaveText('Choose what to measure');
  await wizard(page)
    .getByRole('radio', { name: /^Income/ })
    .check();
  await next(page).click();
  await expect(wizard(page).getByText('Step 2 of 4: Over which period?')).toBeVisible();
  await wizard(page).getByRole('radio', { name: 'Month' }).check();
  await next(page).click();
  await page.getByLabel('Target amount').fill('0');
  await next(page).click();
  await expect(wizard(page).getByText('Enter a number above zero')).toBeVisible();
  await page.getByLabel('Target amount').fill('500');
  await shot(page, testInfo, 'goals-wizard-amount');
  await next(page).click();
  await expect(page.getByTestId('goal-summary')).toContainText('Income: £500.00, every month.');
  await page.keyboard.press('Shift+Tab'); // keyboard usable: Back is reachable before Create
  await next(page).click();
  await expect(wizard(page)).toBeHidden();

  const income = page.getByTestId('goal-income');
  await expect(income.getByRole('progressbar', { name: 'Income: progress towards the goal' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(income.getByText('£0.00 of £500.00')).toBeVisible();

  // Financial is taken: its types are disabled with the reason; appointments weekly.
  await page.getByTestId('goal-new').click();
  await expect(wizard(page).getByRole('radio', { name: /^Net income/ })).toBeDisabled();
  await expect(wizard(page).getByText('You already have a goal in this category')).toBeVisible();
  await shot(page, testInfo, 'goals-wizard-type');
  await wizard(page)
    .getByRole('radio', { name: /^Number of appointments/ })
    .check();
  await next(page).click();
  await wizard(page).getByRole('radio', { name: 'Week' }).check();
  await next(page).click();
  await page.getByLabel('Target number').fill('12');
  await next(page).click();
  await next(page).click();
  await expect(page.getByTestId('goal-appointments').getByText('0 of 12')).toBeVisible();
  await shot(page, testInfo, 'goals-list');

  // Edit reuses the wizard: appointments → new clients, 5 a quarter.
  await page.getByTestId('goal-appointments').getByRole('button', { name: 'Edit' }).click();
  await expect(wizard(page).getByRole('radio', { name: /^Number of appointments/ })).toBeChecked();
  await wizard(page)
    .getByRole('radio', { name: /^New clients/ })
    .check();
  await next(page).click();
  await wizard(page).getByRole('radio', { name: 'Quarter' }).check();
  await next(page).click();
  await page.getByLabel('Target number').fill('5');
  await next(page).click();
  await expect(page.getByTestId('goal-summary')).toContainText('New clients: 5, every quarter.');
  await wizard(page).getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByTestId('goal-new_clients').getByText('0 of 5')).toBeVisible();
  await expect(page.getByTestId('goal-appointments')).toHaveCount(0);

  // Delete with confirmation.
  await income.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('goal-income')).toHaveCount(0);
  const left = await api<{ type: string }[]>(page, 'GET', '/api/v1/goal');
  expect(left.map((g) => g.type)).toEqual(['new_clients']);
});

test('in Ukrainian: a goal made meanwhile is refused with the translated message; Lite sees the notice', async ({
  page,
}, testInfo) => {
  const user = await registerInLocale(page, testInfo, 'uk');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Цілі' })).toBeVisible();
  await page.getByTestId('goal-new').click();
  await wizard(page)
    .getByRole('radio', { name: /^Чистий дохід/ })
    .check();
  await next(page).click();
  await next(page).click();
  await page.getByLabel('Цільова сума').fill('1500,50');
  await next(page).click();
  await expect(page.getByTestId('goal-summary')).toContainText(/Чистий дохід: 1\s500,50\s*грн, щомісяця\./);
  // Another tab sets an income goal meanwhile: the same category.
  await api(page, 'POST', '/api/v1/goal', { type: 'income', period: 'year', amount: 100_000 });
  await next(page).click();
  await expect(
    wizard(page).getByText('У вас уже є ціль у цій категорії. Змініть її або видаліть, щоб створити нову.'),
  ).toBeVisible();
  await expect(wizard(page).getByText('Крок 1 з 4: Що має вимірювати ціль?')).toBeVisible();
  await expect(wizard(page).getByRole('radio', { name: /^Дохід/ })).toBeDisabled();
  await expect(wizard(page).getByRole('radio', { name: /^Чистий дохід/ })).not.toBeChecked();
  await next(page).click();
  await expect(wizard(page).getByRole('alert').filter({ hasText: 'Оберіть, що вимірювати' })).toBeVisible();
  await shot(page, testInfo, 'goals-uk-taken');
  await page.keyboard.press('Escape');
  await expect(wizard(page)).toBeHidden();
  await expect(page.getByTestId('goal-income').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('goal-income').getByText(/0,00\s*грн з 1\s*000,00\s*грн/)).toBeVisible();
  await shot(page, testInfo, 'goals-uk-list');

  await moveToLite(page, user.email);
  await page.reload();
  await expect(page.getByText(/доступна лише в плані «Premium»/).first()).toBeVisible();
  await expect(page.getByTestId('goal-new')).toHaveCount(0);
});
