import { auditLog, type Db } from '@kairos/db';

export interface AuditEntry {
  /** The admin who acted (also when acting signed in as a user). */
  actor_user_id: string;
  impersonated_user_id?: string | null;
  /** Dotted, e.g. 'user.delete', 'promo_code.create', 'news.update', 'impersonation.mutation'. */
  action: string;
  target_type?: string | null;
  target_id?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Writes one audit_log row (who, what, on what, when). Every admin action calls it. */
export async function audit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values(auditValues(entry, now));
}

/** The row `audit` writes, for callers that put it in the same `db.batch` as the action itself. */
export function auditValues(entry: AuditEntry, now: Date) {
  return {
    actor_user_id: entry.actor_user_id,
    impersonated_user_id: entry.impersonated_user_id ?? null,
    action: entry.action,
    target_type: entry.target_type ?? null,
    target_id: entry.target_id ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
    created_at: now,
  };
}

/**
 * The row a mutation leaves when made in a session an admin opened as a user (docs/product/admin.md "sign in as"): the guard in
 * core/trpc.ts calls this through `configureGuards` (router.ts), as `impersonation.<procedure path>`.
 */
export function auditImpersonation(
  db: Db,
  e: { actor_user_id: string; impersonated_user_id: string; action: string; ip: string; ok: boolean },
  now: Date,
): Promise<void> {
  return audit(
    db,
    {
      actor_user_id: e.actor_user_id,
      impersonated_user_id: e.impersonated_user_id,
      action: e.action,
      target_type: 'user',
      target_id: e.impersonated_user_id,
      details: { ok: e.ok },
      ip: e.ip,
    },
    now,
  );
}
