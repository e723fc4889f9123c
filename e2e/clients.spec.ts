import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, isMobile, newUser, registerInLocale, registerViaApi, shot } from './support';

/**
 * Clients: the list-and-form pattern end to end (form with browser and server
 * errors, header quick search, detail, edit, archive/restore/delete for good),
 * CSV export and import, at 1280 px (the form and quick search, whose phone variant differs, at 375 px too);
 * one pass in Ukrainian.
 */

/** Registers an English-speaking business in Great Britain and switches the UI to English. */
async function registerInEnglish(page: Page, testInfo: TestInfo) {
  const user = newUser({ first_name: 'Sarah', last_name: 'Jones', business_name: 'Sarah’s Studio' });
  await page.request.get('/api/csrf-cookie');
  const res = await page.request.post('/trpc/auth.register', {
    headers: { 'x-xsrf-token': await csrf(page.request), 'content-type': 'application/json', 'x-locale': 'en' },
    data: { ...user, password_confirmation: user.password, locale: 'en', timezone: 'Europe/London' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'en', url: baseURL }]);
  return user;
}

async function csrf(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  return state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

/** Adds a client through tRPC, as the form would. */
async function createClient(request: APIRequestContext, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await request.post('/trpc/clients.create', {
    headers: { 'x-xsrf-token': await csrf(request), 'content-type': 'application/json' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: { id: string } } }).result.data;
}

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

test('export: the CSV download holds the active clients', async ({ page }, testInfo) => {
  await registerInEnglish(page, testInfo);
  await createClient(page.request, { first_name: 'Ava', last_name: 'Wilson', email: 'ava@example.com', phone: '07700 900456' });
  await createClient(page.request, { first_name: 'Noah', last_name: 'Evans', city: 'Leeds' });
  await page.goto('/clients/list');
  await expect(page.getByRole('link', { name: 'Ava Wilson' })).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV file' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'First name,Last name,Email,Phone,Birthday (YYYY-MM-DD),Address line 1,Address line 2,City,State / region,Post code,Notes,Agreed to marketing',
  );
  // Sorted by last name: Evans, then Wilson. A cell starting with + is quoted so a spreadsheet shows it as text (issue 9).
  // The last column is the client's marketing consent, which the import reads back (issue 25).
  expect(lines.slice(1)).toEqual(['Noah,Evans,,,,,,Leeds,,,,no', `Ava,Wilson,ava@example.com,"'+447700900456",,,,,,,,no`]);
  await expect(page.getByText(/Download started: clients-/).first()).toBeVisible();
});

test('import: a file with a bad row saves nothing and lists the problems; a good file imports', async ({ page }, testInfo) => {
  await registerInEnglish(page, testInfo);
  await page.goto('/clients/list');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/account-setup\/helpful-tools\/import-clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import clients' })).toBeVisible();
  await expect(page.getByText('Up to 250 clients per file.', { exact: false })).toBeVisible();
  await expect(page.getByText('The “First name” and “Last name” columns are required', { exact: false })).toBeVisible();

  // The template comes in the current language.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Template (CSV)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('clients-template.csv');
  expect((await readFile(await template.path())).toString('utf8')).toContain('First name *,Last name *,Email');
  await shot(page, testInfo, 'import');

  const file = page.getByLabel('CSV or Excel file');
  const bad = [
    'First name,Last name,Email,Phone,Agreed to marketing',
    'Anna,Green,anna@example.com,07700 900001,yes',
    'Ben,,not-an-email,,maybe',
  ].join('\n');
  await file.setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Import clients' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Problems found in the file' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toHaveText(/^3\s*Last name\s*Required$/);
  await expect(table.getByRole('row').nth(2)).toHaveText(/^3\s*Email\s*Must be a valid email address$/);
  await expect(table.getByRole('row').nth(3)).toHaveText(
    /^3\s*Agreed to marketing\s*“Agreed to marketing” must be yes or no \(or true\/false, 1\/0, так\/ні\), not “maybe”\.$/,
  );
  await shot(page, testInfo, 'import-errors');

  // Nothing was saved, not even the good row.
  await page.goto('/clients/list');
  await expect(page.getByText('No clients yet')).toBeVisible();

  await page.goto('/account-setup/helpful-tools/import-clients');
  // The marketing column records consent (issue 25); a blank cell is "not agreed".
  await expect(
    page.getByText('The “Agreed to marketing” column records whether the client agreed', { exact: false }),
  ).toBeVisible();
  const good = [
    'First name,Last name,Email,Phone,Agreed to marketing',
    'Anna,Green,anna@example.com,07700 900001,yes',
    'Ben,Black,ben@example.com,,',
  ].join('\n');
  await page
    .getByLabel('CSV or Excel file')
    .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: 'Import clients' }).click();
  await expect(page.getByText('2 clients imported.').first()).toBeVisible();
  await shot(page, testInfo, 'import-done');
  await page.getByRole('link', { name: 'View clients' }).click();
  await expect(page).toHaveURL(/\/clients\/list$/);
  await expect(page.getByRole('link', { name: 'Anna Green' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ben Black' })).toBeVisible();
  const card = (name: string) =>
    page
      .getByRole(isMobile(testInfo) ? 'listitem' : 'row')
      .filter({ hasText: name })
      .filter({ visible: true });
  await expect(card('Anna Green')).toContainText('Agreed');
  await expect(card('Ben Black')).toContainText('Not agreed');
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

/**
 * Issue 25: marketing consent is off by default; the owner records it for chosen clients in a confirmation
 * that says what it means and how many opted-out clients are skipped (never changed). Desktop, with the
 * bulk bar and the dialog checked once at 375 px; in English and in Ukrainian.
 */
const CONSENT_WORDS = {
  en: {
    select: (n: string) => `Select ${n}`,
    selected: '2 selected',
    agree: 'Agreed to marketing',
    title: 'Record marketing consent for 2 clients?',
    meaning: 'Confirm only if these clients agreed to receive marketing messages',
    skipped: '1 of them opted out of marketing and will be skipped',
    confirm: 'Record consent',
    done: '1 client marked as agreed to marketing messages. 1 opted-out client was not changed.',
    agreed: 'Agreed',
    notAgreed: 'Not agreed',
    optedOut: 'Opted out',
    withdraw: 'Withdraw consent',
    withdrawTitle: 'Withdraw marketing consent for 1 client?',
    withdrawn: 'Marketing consent withdrawn for 1 client.',
  },
  uk: {
    select: (n: string) => `Вибрати: ${n}`,
    selected: 'Вибрано: 2',
    agree: 'Погодилися на маркетинг',
    title: 'Записати згоду на маркетинг? Вибрано клієнтів: 2',
    meaning: 'Підтверджуйте, лише якщо ці клієнти погодилися отримувати від вас маркетингові повідомлення',
    skipped: 'Відписалися від розсилок і будуть пропущені: 1.',
    confirm: 'Записати згоду',
    done: 'Позначено згоду на маркетинг: 1. Відписаних клієнтів не змінено: 1.',
    agreed: 'Є згода',
    notAgreed: 'Немає згоди',
    optedOut: 'Відписка',
    withdraw: 'Відкликати згоду',
    withdrawTitle: 'Відкликати згоду на маркетинг? Вибрано клієнтів: 1',
    withdrawn: 'Згоду на маркетинг відкликано: 1.',
  },
} as const;

async function recordConsent(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  test.skip(isMobile(testInfo), 'desktop; the bulk bar and the dialog are checked at 375 px inside');
  const w = CONSENT_WORDS[locale];
  await registerInLocale(page, testInfo, locale);
  for (const [first_name, opt_out] of [
    ['Anna', false],
    ['Boris', false],
    ['Clara', true],
  ] as const) {
    await api(page, 'POST', '/api/v1/clients', { first_name, last_name: 'Marsh', opt_out });
  }
  await page.goto('/clients/list');
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row('Anna Marsh')).toContainText(w.notAgreed);
  await expect(row('Clara Marsh')).toContainText(w.optedOut);

  // At 375 px: the cards carry the checkboxes, the bar and the dialog fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('checkbox', { name: w.select('Anna Marsh') }).check();
  await page.getByRole('checkbox', { name: w.select('Clara Marsh') }).check();
  await expect(page.getByTestId('bulk-count')).toHaveText(w.selected);
  await page.getByRole('button', { name: w.agree }).click();
  const dialog = page.getByRole('dialog', { name: w.title });
  await expect(dialog).toContainText(w.meaning);
  await expect(dialog.getByTestId('consent-skipped')).toContainText(w.skipped);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, testInfo, `clients-consent-dialog-375-${locale}`);
  await dialog.getByRole('button', { name: w.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(w.done).first()).toBeVisible();
  await expect(page.getByTestId('bulk-count')).toHaveText('');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(row('Anna Marsh')).toContainText(w.agreed);
  await expect(row('Boris Marsh')).toContainText(w.notAgreed);
  await expect(row('Clara Marsh')).toContainText(w.optedOut);
  await shot(page, testInfo, `clients-consent-${locale}`);

  // And back: withdrawing needs its own confirmation too.
  await page.getByRole('checkbox', { name: w.select('Anna Marsh') }).check();
  await page.getByRole('button', { name: w.withdraw }).click();
  const withdraw = page.getByRole('dialog', { name: w.withdrawTitle });
  await withdraw.getByRole('button', { name: w.withdraw }).click();
  await expect(page.getByText(w.withdrawn).first()).toBeVisible();
  await expect(row('Anna Marsh')).toContainText(w.notAgreed);
}

test('marketing consent is recorded for chosen clients, opted-out ones skipped, and withdrawn', async ({ page }, testInfo) => {
  await recordConsent(page, testInfo, 'en');
});

test('marketing consent, in Ukrainian', async ({ page }, testInfo) => {
  await recordConsent(page, testInfo, 'uk');
});
