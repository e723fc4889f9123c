// CONTRACT (helper LEAVING replaces the bodies).
import type { Db } from '@kairos/db';
import type { JobDeps } from '../jobs/types';

/**
 * Deletes everything a business owns, child tables first (RESTRICT keys), then the business row, in
 * one batch: no half-deleted business. Kairos's own records (platform_payments, audit_log) stay.
 */
export async function purgeBusinessData(_db: Db, _businessId: string): Promise<void> {
  throw new Error('not built yet');
}

/**
 * A user leaves (DELETE /user/delete) or an admin deletes them: stopBilling, every session and API token
 * ended, the business's data purged, the user row kept as a trashed tombstone (deleted_at set, email
 * freed for a new sign-up) for the admin's trashed list. `actorUserId` is the admin, or null for the user.
 */
export async function deleteAccount(
  _deps: JobDeps,
  _userId: string,
  _now: Date,
  _by: { actorUserId: string | null },
): Promise<void> {
  throw new Error('not built yet');
}
