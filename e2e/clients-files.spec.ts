import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createClient, registerInEnglish } from './clients-steps';
import { isMobile, shot } from './support';

/** Clients' CSV export and import at 1280 px, as an English-speaking owner. */

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
