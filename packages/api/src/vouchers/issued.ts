import { issuedVouchers } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { normaliseVoucherCode } from '../shared/voucher-code';

export type IssuedVoucherRow = typeof issuedVouchers.$inferSelect;

/**
 * The voucher of this business sold under a code, as a person typed it
 * ("k7mq x9pd", "K7MQ-X9PD"), or null. Another business's code reads as none.
 * The row is returned as stored (voided or expired ones too): the caller
 * decides whether it can still be spent (`voided_at`, `expires_at`, `amount_left`).
 */
export async function findIssuedVoucherByCode(scope: BusinessScope, typed: string): Promise<IssuedVoucherRow | null> {
  const code = normaliseVoucherCode(typed);
  if (code.length === 0 || code.length > 64) return null;
  const rows = await scope.db
    .select()
    .from(issuedVouchers)
    .where(scopeToBusiness(issuedVouchers, scope.businessId, eq(issuedVouchers.code, code)))
    .limit(1);
  return rows[0] ?? null;
}
