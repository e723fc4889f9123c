import { expect, type Page, type TestInfo } from '@playwright/test';
import { api, registerInLocale } from './support';

/** Steps the appointment form and view tests share: records through REST, the diary, the client picker. */

export interface Item {
  id: string;
  type: string;
  date: string;
  start_time: string;
  title: string | null;
  series_id: string | null;
  clients: { id: string; status: string; first_name: string }[];
}

export const register = (page: Page, testInfo: TestInfo, locale: 'en' | 'uk' = 'en') => registerInLocale(page, testInfo, locale);
export const post = <T>(page: Page, path: string, data: unknown) => api<T>(page, 'POST', path, data);
export const get = <T>(page: Page, path: string) => api<T>(page, 'GET', path);

export const diary = async (page: Page, from: string, to: string) =>
  (await get<Item[]>(page, `/api/v1/appointments?from=${from}&to=${to}`))
    .filter((i) => i.type === 'appointment')
    .sort((a, b) => a.date.localeCompare(b.date));

export async function addClient(page: Page, first_name: string, last_name: string) {
  return post<{ id: string }>(page, '/api/v1/clients', { first_name, last_name, email: null, phone: null });
}

export async function addService(page: Page, name: string, minutes: number, price: number) {
  return post<{ id: string }>(page, '/api/v1/services', {
    name,
    type: 'single',
    parts: [{ title: name, duration_minutes: minutes, type: 'block' }],
    colour: '#0ea5e9',
    price,
  });
}

export async function addColour(page: Page) {
  return post<{ id: string }>(page, '/api/v1/services', {
    name: 'Colour',
    type: 'multipart',
    parts: [
      { title: 'Apply colour', duration_minutes: 30, type: 'block' },
      { title: 'Develop', duration_minutes: 40, type: 'free' },
      { title: 'Wash and dry', duration_minutes: 30, type: 'block' },
    ],
    colour: '#db2777',
    price: 6000,
  });
}

/** Picks a client in the searchable picker by typing part of the name. */
export async function pickClient(page: Page, label: string, search: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('list', { name: /Chosen clients|Вибрані клієнти/ }).getByText(name)).toBeVisible();
}

export { noSidewaysScroll } from './support';
