// CONTRACT (helper LEAVING replaces the body).
import type { Db } from '@kairos/db';

/**
 * After Kairos records a paid platform payment: if its business's owner was referred by an affiliate,
 * credits the affiliate's commission (their fixed_amount or percent_amount, else the programme default)
 * with its payable date (SPEC 9). One earning per payment (unique index): safe to call twice.
 */
export async function creditAffiliate(_db: Db, _platformPaymentId: string, _now: Date): Promise<void> {}
