import { expect, test } from '@playwright/test';
import { api, registerInLocale, shot } from './support';

test('the business profile offers current zones by translated city and offset, searchable and keyboard usable', async ({
  page,
}, testInfo) => {
  // A legacy id stored before the picker existed reads as the current zone.
  await registerInLocale(page, testInfo, 'uk', { timezone: 'Europe/Kiev' });
  await page.goto('/account-setup/customisation/business-profile');
  const field = page.getByRole('combobox', { name: 'Часовий пояс' });
  await expect(field).toHaveValue(/^Київ \(UTC\+0[23]:00\)$/);

  // Typing filters by city in either language, country or offset; the list shows Ukrainian names.
  await field.click();
  await field.fill('лондон');
  const list = page.getByRole('listbox', { name: 'Часовий пояс' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').first()).toContainText(/^Лондон \(UTC\+0[01]:00\)/);
  await field.fill('new york');
  await expect(list.getByRole('option').first()).toContainText('Нью-Йорк');
  await field.fill('zzzz');
  await expect(page.getByText('Такого часового поясу не знайдено').last()).toBeVisible();

  // Keyboard: type, arrow down, Enter chooses; the form saves the canonical id.
  await field.fill('kolkata');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue('Колката (UTC+05:30)');
  await shot(page, testInfo, 'time-zone-picker', false);
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByText('Профіль оновлено.').first()).toBeVisible();
  const user = await api<{ business: { timezone: string } }>(page, 'GET', '/api/v1/user');
  expect(user.business.timezone).toBe('Asia/Kolkata');

  // Escape puts the chosen zone back.
  await field.click();
  await field.fill('ber');
  await field.press('Escape');
  await expect(field).toHaveValue('Колката (UTC+05:30)');
});
