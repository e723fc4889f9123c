import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { newUser, xsrf } from './support';

/** Registers an English-speaking business in Great Britain and switches the UI to English. */
export async function registerInEnglish(page: Page, testInfo: TestInfo) {
  const user = newUser({ first_name: 'Sarah', last_name: 'Jones', business_name: 'Sarah’s Studio' });
  await page.request.get('/api/csrf-cookie');
  const res = await page.request.post('/trpc/auth.register', {
    headers: { 'x-xsrf-token': await xsrf(page.request), 'content-type': 'application/json', 'x-locale': 'en' },
    data: { ...user, password_confirmation: user.password, locale: 'en', timezone: 'Europe/London' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'en', url: baseURL }]);
  return user;
}

/** Adds a client through tRPC, as the form would. */
export async function createClient(request: APIRequestContext, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await request.post('/trpc/clients.create', {
    headers: { 'x-xsrf-token': await xsrf(request), 'content-type': 'application/json' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: { id: string } } }).result.data;
}
