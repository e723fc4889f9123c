import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, request as requests } from '@playwright/test';
import { PASSWORD, uniqueEmail, xsrf } from './support';

/** An admin made by the CLI (as roles.spec does), signed in on a request context of its own. */
export async function adminSession(baseURL: string): Promise<APIRequestContext> {
  const email = uniqueEmail('admin');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/edge/src/cli/create-admin.ts', '--email', email, '--password', PASSWORD],
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
    { env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL }, stdio: 'pipe' },
  );
  const admin = await requests.newContext({ baseURL });
  await admin.get('/api/csrf-cookie');
  const res = await admin.post('/api/login', {
    headers: { 'x-xsrf-token': await xsrf(admin), 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return admin;
}

/** An admin REST call that must succeed. */
export async function adminCall(admin: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown) {
  const res = await admin.fetch(`/api/v1/admin${path}`, {
    method,
    headers: { 'x-xsrf-token': await xsrf(admin), 'content-type': 'application/json', accept: 'application/json' },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
}
