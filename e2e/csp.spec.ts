import { expect, test } from '@playwright/test';
import { registerInLocale } from './support';

// The app runs under the Content-Security-Policy the server sends (no inline scripts): no screen may trip it.
test('the main screens load under the Content-Security-Policy without a violation', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the policy is the same at every width');
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await registerInLocale(page, testInfo, 'en');
  for (const path of [
    '/dashboard',
    '/calendar',
    '/clients',
    '/appointments/form',
    '/account-setup/customisation/business-profile',
    '/api/v1/docs',
  ]) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    violations.push(...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[]));
  }
  // The document language was set by /boot.js (an external script), before the app started.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(violations).toEqual([]);
});
