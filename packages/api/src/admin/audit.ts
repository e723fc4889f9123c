// CONTRACT (helper ADMIN replaces the body).
import type { Db } from '@kairos/db';

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
export async function audit(_db: Db, _entry: AuditEntry, _now: Date): Promise<void> {}
