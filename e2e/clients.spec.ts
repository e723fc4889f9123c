import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { createClient, registerInEnglish } from './clients-steps';
import { isMobile, registerViaApi, shot } from './support';

/**
 * Clients: the list-and-form pattern end to end (form with browser and server
 * errors, header quick search, detail, edit, archive/restore/delete for good),
 * CSV export and import, at 1280 px (the form and quick search, whose phone variant differs, at 375 px too);
 * one pass in Ukrainian.
 */

/** The header quick search: inline from lg up, behind an icon button below. */
async function quickSearch(page: Page, testInfo: TestInfo, label: string, text: string) {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: label }).click();
    const panel = page.getByRole('dialog', { name: label });
    await expect(panel).toBeVisible();
    const box = panel.getByRole('combobox', { name: label });
    await expect(box).toBeFocused();
    await box.fill(text);
    return box;
  }
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  return box;
}

test(
  'a client is added through the form, found with quick search, edited, archived and restored',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    await registerInEnglish(page, testInfo);
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/clients\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByText('No clients yet')).toBeVisible();
    await shot(page, testInfo, 'clients-empty');

    // Add client: a bad email is refused in the browser with the server's wording.
    await page.getByRole('link', { name: 'Add client' }).first().click();
    await expect(page).toHaveURL(/\/clients\/form$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add client' })).toBeVisible();
    await page.getByLabel('First name').fill('Emma');
    await page.getByLabel('Last name').fill('Brown');
    await page.getByLabel('Email', { exact: true }).fill('emma@not-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-field-error]')).toHaveText('Must be a valid email address');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await shot(page, testInfo, 'client-form-errors');

    await page.getByLabel('Email', { exact: true }).fill('Emma.Brown@Example.com');
    await page.getByLabel('Phone').fill('07700 900123');
    await page.getByLabel('Birthday').fill('1990-05-17');
    await page.getByLabel('Address line 1').first().fill('1 High Street');
    await page.getByLabel('City').first().fill('London');
    await page.getByRole('button', { name: 'Add location' }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.getByLabel('Title').fill('Home visits');
    await page.getByLabel('SMS reminders').uncheck();
    await shot(page, testInfo, 'client-form');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/clients\/list$/);
    await expect(page.getByText('Client added.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Emma Brown' })).toBeVisible();
    // Stored as E.164, shown in international format (issue 9).
    await expect(page.getByText('+44 7700 900123').filter({ visible: true })).toBeVisible();
    await shot(page, testInfo, 'clients-list');

    // Quick search from the header: 2+ characters, arrows + Enter (desktop) or a tap (phone) open the client.
    const box = await quickSearch(page, testInfo, 'Search clients', 'emm');
    const option = page.getByRole('option', { name: /Emma Brown/ });
    await expect(option).toBeVisible();
    if (isMobile(testInfo)) await option.click();
    else {
      await box.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
    }
    await expect(page).toHaveURL(/\/clients\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emma Brown' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'emma.brown@example.com' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    await expect(page.getByText('17 May 1990')).toBeVisible();
    await expect(page.getByText('Home visits')).toBeVisible();
    await expect(page.getByText('No appointments with this client yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByText('No emails or SMS have been sent to this client yet.')).toBeVisible();
    await shot(page, testInfo, 'client-detail');

    // Edit.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit client' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('emma.brown@example.com');
    await expect(page.getByLabel('SMS reminders')).not.toBeChecked();
    await page.getByLabel('Last name').fill('Smith');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/clients\/list$/);
    await expect(page.getByText('Client updated.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Emma Smith' })).toBeVisible();

    // Archive: it leaves the active list at once and shows under Archived.
    await page.getByRole('button', { name: 'Actions for Emma Smith' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Client archived.').first()).toBeVisible();
    await expect(page.getByText('No clients yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Archived' }).click();
    await expect(page).toHaveURL(/archived=1/);
    await expect(page.getByRole('link', { name: 'Emma Smith' })).toBeVisible();
    await shot(page, testInfo, 'clients-archived');

    // Restore: back in the active list.
    await page.getByRole('button', { name: 'Actions for Emma Smith' }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect(page.getByText('Client restored.').first()).toBeVisible();
    await expect(page.getByText('The archive is empty.', { exact: false })).toBeVisible();
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page.getByRole('link', { name: 'Emma Smith' })).toBeVisible();
  },
);

test('quick search needs 2 characters and reports a connection error', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await registerInEnglish(page, testInfo);
  await createClient(page.request, { first_name: 'Olivia', last_name: 'Taylor', email: 'olivia@example.com' });
  await page.goto('/dashboard');
  let box = await quickSearch(page, testInfo, 'Search clients', 'o');
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.fill('tay');
  await expect(page.getByRole('option', { name: /Olivia Taylor/ })).toBeVisible();
  await shot(page, testInfo, 'quick-search', false);
  await box.press('Escape');
  await expect(page.getByRole('option', { name: /Olivia Taylor/ })).toBeHidden();
  if (isMobile(testInfo)) {
    // A second Escape closes the panel and returns focus to the icon button.
    await box.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search clients' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search clients' })).toBeFocused();
  }

  await page.route('**/trpc/clients.list**', (route) => route.abort('internetdisconnected'));
  box = await quickSearch(page, testInfo, 'Search clients', 'oli');
  // A request that got no answer takes the app offline (lib/reachability.ts): the offline dialog says so first,
  // and the search, back in focus, says why it has no results.
  await page.getByRole('dialog', { name: 'NO INTERNET CONNECTION' }).getByRole('button', { name: 'OK' }).click();
  await box.click();
  await expect(page.getByText('Connection error. Please try again later..')).toBeVisible();
});

test('offline: the list stays readable while adding, editing, archiving and export are turned off', async ({
  page,
  context,
}, testInfo) => {
  await registerInEnglish(page, testInfo);
  await createClient(page.request, { first_name: 'Mia', last_name: 'Hughes' });
  await page.goto('/clients/list');
  await expect(page.getByRole('link', { name: 'Mia Hughes' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('dialog', { name: 'NO INTERNET CONNECTION' }).getByRole('button', { name: 'OK' }).click();
  const add = page.getByRole('button', { name: 'Add client' });
  await expect(add).toBeDisabled();
  await expect(add.locator('..')).toHaveAttribute('title', 'While offline the app is read-only and forms cannot be sent.');
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.getByRole('button', { name: 'Actions for Mia Hughes' }).click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Add client' })).toBeVisible();
});

test('in Ukrainian: form errors from the browser and the server, search, archive and delete for good', async ({
  page,
}, testInfo) => {
  await registerViaApi(page.request);
  await page.goto('/clients/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Клієнти' })).toBeVisible();
  await page.getByRole('link', { name: 'Додати клієнта' }).first().click();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.locator('[data-field-error]').first()).toHaveText("Обов'язкове поле");
  await page.getByLabel("Ім'я").fill('Олена');
  await page.getByLabel('Прізвище').fill('Шевчук');
  await page.getByLabel('Електронна пошта').fill('олена@');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.locator('[data-field-error]')).toHaveText('Має бути дійсною адресою електронної пошти');
  await page.getByLabel('Електронна пошта').fill('olena@example.com');
  // The phone is checked against the business's country (in the browser, with the server's rule).
  await page.getByLabel('Телефон').fill('12');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.locator('[data-field-error]')).toContainText('дійсним номером телефону');
  await shot(page, testInfo, 'client-form-uk');
  await page.getByLabel('Телефон').fill('050 123 45 67');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByText('Клієнта додано.').first()).toBeVisible();
  await expect(page.getByText('+380 50 123 4567').filter({ visible: true })).toBeVisible();

  // Search in the list (debounced, kept in the URL).
  await page.getByLabel('Пошук', { exact: true }).fill('шевч');
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: 'Олена Шевчук' })).toBeVisible();
  await page.getByLabel('Пошук', { exact: true }).fill('нікого');
  await expect(page.getByText('Нічого не знайдено за запитом «нікого».')).toBeVisible();
  await page.getByRole('button', { name: 'Очистити пошук' }).click();
  await expect(page.getByRole('link', { name: 'Олена Шевчук' })).toBeVisible();
  await shot(page, testInfo, 'clients-list-uk');

  // Archive from the detail page, then delete for good from the archive with a confirmation.
  await page.getByRole('link', { name: 'Олена Шевчук' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Олена Шевчук' })).toBeVisible();
  await page.getByRole('button', { name: 'В архів' }).click();
  await expect(page.getByText('Клієнта переміщено в архів.').first()).toBeVisible();
  await expect(page.getByText('Цей клієнт в архіві', { exact: false })).toBeVisible();
  await shot(page, testInfo, 'client-detail-uk');
  await page.goto('/clients/list?archived=1');
  const actions = page.getByRole('button', { name: 'Дії: Олена Шевчук' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Видалити назавжди' }).click();
  const dialog = page.getByRole('dialog', { name: 'Видалити клієнта назавжди: Олена Шевчук?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Видалити назавжди' }).click();
  await dialog.getByRole('button', { name: 'Видалити назавжди' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Клієнта видалено назавжди.').first()).toBeVisible();
  await expect(page.getByText('Архів порожній.', { exact: false })).toBeVisible();

  // Export information downloads one workbook.
  await page.goto('/account-setup/helpful-tools/export-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Експорт даних' })).toBeVisible();
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Завантажити мої дані (.xlsx)' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
  await shot(page, testInfo, 'export-information-uk');
});
