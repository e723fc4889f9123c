import { execFileSync } from 'node:child_process';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, uniqueEmail, xsrf } from './support';

/** Makes an admin with the real CLI (apps/edge/src/cli/create-admin.ts) against the e2e database; returns the email. */
export function createAdmin(prefix = 'admin'): string {
  const email = uniqueEmail(prefix);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/edge/src/cli/create-admin.ts', '--email', email, '--password', PASSWORD],
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
    { env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL }, stdio: 'pipe' },
  );
  return email;
}

let admin: string | undefined;
/**
 * One admin per Playwright worker, made with the CLI the first time a test asks (a CLI run costs seconds);
 * each test still signs in a session of its own, so what one test does as the admin (signing in as a user,
 * say) never reaches another's session. roles.spec.ts makes its own admin to sign in through the form.
 */
export function workerAdmin(): string {
  admin ??= createAdmin('worker-admin');
  return admin;
}

/** Signs `email` in on a request context (the browser context's own, or a bare one) through the API. */
export async function signIn(request: APIRequestContext, email: string, locale?: 'uk' | 'en'): Promise<void> {
  await request.get('/api/csrf-cookie');
  const res = await request.post('/api/login', {
    headers: {
      'x-xsrf-token': await xsrf(request),
      'content-type': 'application/json',
      ...(locale ? { 'x-locale': locale } : {}),
    },
    data: { email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * The worker's admin, signed in on a page of its own (through the API: the login form is roles.spec.ts's and
 * auth.spec.ts's subject), showing the app in `locale`.
 */
export async function adminPage(browser: Browser, testInfo: TestInfo, locale: 'uk' | 'en'): Promise<Page> {
  const url = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  const context = await browser.newContext({ ...testInfo.project.use });
  await signIn(context.request, workerAdmin());
  await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url }]);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}
