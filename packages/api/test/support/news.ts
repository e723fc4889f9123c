import { users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { type Harness, registerOwner } from './harness';

export const ADMIN_NEWS = '/api/v1/admin/news';
export const USER_NEWS = '/api/v1/user/news';

/** A registered user made an admin through the database (as apps/edge/src/cli/create-admin.ts does). */
export async function registerAdmin(h: Harness) {
  const admin = await registerOwner(h, { business_name: 'Kairos admin' });
  await h.db.update(users).set({ is_admin: true }).where(eq(users.id, admin.user.id));
  return admin;
}

type Poster = { client: { post: (path: string, body: unknown) => Promise<{ status: number; body: { data: { id: string } } }> } };

/** POST /admin/news, published unless said otherwise; returns the id. */
export async function publishNews(admin: Poster, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.client.post(ADMIN_NEWS, {
    title: 'New in Kairos',
    body: 'Reports got faster.',
    publish: true,
    ...fields,
  });
  if (res.status !== 200) throw new Error(`news create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
