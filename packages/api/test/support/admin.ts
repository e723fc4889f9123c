import { auditLog, users } from '@kairos/db';
import { desc, eq } from 'drizzle-orm';
import { issueApiToken } from '../../src/core/api-tokens';
import { nodeHasher } from '../../src/core/password-node';
import { type Harness, PASSWORD, registerOwner, uniqueEmail } from './harness';

/** An admin as apps/edge/src/cli/create-admin.ts makes one (no business), signed in through the login form. */
export async function signedInAdmin(h: Harness) {
  const email = uniqueEmail('admin');
  const [row] = await h.db
    .insert(users)
    .values({
      email,
      password_hash: await nodeHasher.hash(PASSWORD),
      first_name: 'Ada',
      last_name: 'Admin',
      is_admin: true,
      locale: 'en',
      email_verified_at: h.clock.now,
    })
    .returning();
  const client = h.client_();
  const res = await client.post('/api/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, email, id: (row as { id: string }).id };
}

export async function signedInAffiliate(h: Harness) {
  const client = h.client_();
  const res = await client.post('/api/register-affiliate', {
    first_name: 'Ivan',
    last_name: 'Partner',
    email: uniqueEmail('aff'),
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  if (res.status !== 200) throw new Error(`affiliate sign-up failed: ${res.status}`);
  return { client, id: res.body.data.id as string };
}

/** An owner whose account is an API user, calling with a bearer token. */
export async function apiUser(h: Harness) {
  const o = await registerOwner(h);
  await h.db.update(users).set({ is_api_user: true }).where(eq(users.id, o.user.id));
  const { token } = await issueApiToken(h.db, o.user.id, 'matrix', h.clock.now);
  const client = h.client_();
  client.bearer = token;
  return { client, owner: o };
}

export const auditRows = (h: Harness) => h.db.select().from(auditLog).orderBy(desc(auditLog.created_at));
