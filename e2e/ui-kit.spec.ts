import { expect, test } from '@playwright/test';
import { addClient, noSidewaysScroll, register } from './appointment-steps';
import { xsrf } from './support';

/**
 * The shared UI kit (packages/ui) in the screens that use it: the one Combobox's
 * keyboard (ARIA 1.2 combobox + listbox) in the client picker, and the
 * ConfirmDialog's focus return, at 375 and 1280 px.
 */

test('combobox keys: Up goes to the last option, Home/End jump, Escape closes and keeps the text', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await addClient(page, 'Anna', 'Bond');
  await addClient(page, 'Anne', 'Carter');
  await addClient(page, 'Annika', 'Dunn');

  await page.goto('/appointments/calendar/form?date=2027-04-06&start_time=09:00');
  const box = page.getByRole('combobox', { name: 'Clients', exact: true });
  await box.fill('Ann');
  const list = page.getByRole('listbox', { name: 'Clients' });
  // Three matches and "New client “Ann”" after them; a polite live region says how many were found.
  await expect(page.getByRole('status').filter({ hasText: '3 clients found' })).toHaveCount(1);
  await expect(list.getByRole('option')).toHaveCount(4);
  const option = (name: string | RegExp) => list.getByRole('option', { name });
  const create = option('New client “Ann”');

  await box.press('ArrowUp');
  await expect(create).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await create.getAttribute('id')) ?? '');
  await box.press('Home');
  await expect(option(/Anna Bond/)).toHaveAttribute('aria-selected', 'true');
  await box.press('End');
  await expect(create).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(option(/Anna Bond/)).toHaveAttribute('aria-selected', 'true');

  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('Ann');
  await box.press('ArrowDown');
  await expect(option(/Anna Bond/)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen clients' }).getByText('Anna Bond')).toBeVisible();
  await expect(box).toBeFocused();
  await noSidewaysScroll(page);
});

test('confirm dialog: focus goes back to the menu button that opened it, however it closes', async ({ page }, testInfo) => {
  await register(page, testInfo);
  const client = await addClient(page, 'Dora', 'Evans');
  // DELETE archives (docs/product/common.md); "Delete for good" is offered from the archive.
  const archived = await page.request.delete(`/api/v1/clients/${client.id}`, {
    headers: { 'x-xsrf-token': await xsrf(page.request), accept: 'application/json' },
  });
  expect(archived.ok(), await archived.text()).toBeTruthy();

  await page.goto('/clients/list?archived=1');
  const actions = page.getByRole('button', { name: 'Actions for Dora Evans' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete for good' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // By keyboard: Enter opens the menu, the arrows reach "Delete for good", Cancel closes.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Delete for good' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Delete for good' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  await noSidewaysScroll(page);
});
