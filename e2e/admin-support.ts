import { execFileSync } from 'node:child_process';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { loginViaUi, PASSWORD, uniqueEmail } from './support';

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

/** A new admin, signed in through the login screen on a page of its own, showing the app in `locale`. */
export async function adminPage(browser: Browser, testInfo: TestInfo, locale: 'uk' | 'en', prefix = 'admin'): Promise<Page> {
  const email = createAdmin(prefix);
  const url = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  const context = await browser.newContext({ ...testInfo.project.use });
  await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'uk', url }]);
  const page = await context.newPage();
  await page.goto('/login');
  await loginViaUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url }]);
  await page.reload();
  return page;
}
