import { type APIRequestContext, expect, request as requests } from '@playwright/test';
import { createAdmin } from './admin-support';
import { PASSWORD, xsrf } from './support';

/** An admin made by the CLI (as roles.spec does), signed in on a request context of its own. */
export async function adminSession(baseURL: string): Promise<APIRequestContext> {
  const email = createAdmin();
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
