import { apiTokens, type Db, expenses, sessions, users } from '@kairos/db';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { audit } from '../admin/audit';
import { stopBilling } from '../billing/stop';
import type { FileStore } from '../core/file-store';
import type { JobDeps } from '../jobs/types';
import { purgeOrder } from './purge-order';

/**
 * Deletes everything a business owns, child tables first (RESTRICT keys), then the business row, in
 * one batch: no half-deleted business. Kairos's own records (platform_payments, audit_log) stay.
 * The tables are read from the database itself (every table with a `business_id` column, ordered by
 * their foreign keys: `purge-order.ts`), so a new tenant table is purged without touching this file.
 * Stored files (expense receipts) are removed from `store` after the rows are gone.
 */
export async function purgeBusinessData(db: Db, businessId: string, store?: FileStore): Promise<void> {
  const keys = store
    ? await db
        .select({ key: expenses.receipt_key })
        .from(expenses)
        .where(and(eq(expenses.business_id, businessId), isNotNull(expenses.receipt_key)))
    : [];
  const tables = await purgeOrder(db);
  const last = db.run(sql`DELETE FROM businesses WHERE id = ${businessId}`);
  const deletes = tables.map((t) => db.run(sql`DELETE FROM ${sql.identifier(t)} WHERE business_id = ${businessId}`));
  await db.batch([...deletes, last] as unknown as [typeof last, ...(typeof last)[]]);
  for (const { key } of keys) {
    // A file left behind is no broken reference; the rows (the data) are gone either way.
    if (key) await store?.delete(key).catch(() => undefined);
  }
}

/**
 * A user leaves (DELETE /user/delete) or an admin deletes them: stopBilling, every session and API token
 * ended, the business's data purged, the user row kept as a trashed tombstone (deleted_at set, email
 * freed for a new sign-up) for the admin's trashed list. `actorUserId` is the admin, or null for the user.
 * Idempotent: every step is safe to repeat, so a call after a failure half way finishes the work;
 * the original address is kept only in the admin's audit row.
 */
export async function deleteAccount(deps: JobDeps, userId: string, now: Date, by: { actorUserId: string | null }): Promise<void> {
  const { db } = deps;
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return;
  const businessId = user.business_id;
  if (businessId) await stopBilling(deps, businessId, now);
  // The people of the business (the owner, its API users) become tombstones first, in one statement:
  // the address freed for a new sign-up, no password, no business. Then every way in ends.
  const people = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(businessId ? or(eq(users.id, userId), eq(users.business_id, businessId)) : eq(users.id, userId))
  ).map((u) => u.id);
  const claimed = await db
    .update(users)
    .set({
      deleted_at: now,
      email: sql`'deleted+' || ${users.id} || '@invalid'`,
      password_hash: '',
      business_id: null,
      updated_at: now,
    })
    .where(and(inArray(users.id, people), isNull(users.deleted_at)))
    .returning({ id: users.id });
  for (const id of people) {
    await db.batch([
      db.delete(sessions).where(eq(sessions.user_id, id)),
      db
        .update(apiTokens)
        .set({ revoked_at: now })
        .where(and(eq(apiTokens.user_id, id), isNull(apiTokens.revoked_at))),
    ]);
  }
  deps.services.authCache?.invalidate();
  if (businessId) {
    const exists = await db.query.businesses.findFirst({ where: (b, { eq: e }) => e(b.id, businessId), columns: { id: true } });
    if (exists) await purgeBusinessData(db, businessId, deps.services.receipts);
  }
  if (by.actorUserId && claimed.some((c) => c.id === userId)) {
    await audit(
      db,
      {
        actor_user_id: by.actorUserId,
        action: 'user.delete',
        target_type: 'user',
        target_id: userId,
        details: { email: user.email, business_id: businessId },
      },
      now,
    );
  }
}
