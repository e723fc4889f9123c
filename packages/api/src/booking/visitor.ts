import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { derivedColumns } from '../clients/output';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { translateKey } from '../shared/validation';
import { maskAddress } from './verification/address';
import { verifyVisitor, visitorCookieName } from './verification/cookie';

export interface Visitor {
  channel: 'email' | 'sms';
  /** Lower-cased email or E.164 number, as verified. */
  address: string;
}

/**
 * The visitor verified on this device for this business (the signed cookie), or null: a bad
 * signature, another business's cookie or an expired one all read as not verified.
 */
export async function readVisitor(ctx: Pick<Ctx, 'cookies' | 'services'>, scope: BusinessScope): Promise<Visitor | null> {
  const claim = verifyVisitor(ctx.services.config.secret, ctx.cookies.get(visitorCookieName(scope.businessId)));
  if (!claim || claim.b !== scope.businessId || claim.exp <= scope.now.getTime()) return null;
  return { channel: claim.c, address: claim.a };
}

/**
 * The active client the visitor is: by email (case-insensitive) or by phone (stored phones are
 * E.164, as the verified number is); of several, the most recently updated. Null when none.
 */
export async function visitorClient(scope: BusinessScope, visitor: Visitor): Promise<string | null> {
  const [row] = await scope.db
    .select({ id: clients.id })
    .from(clients)
    .where(scopeToBusiness(clients, scope.businessId, isNull(clients.archived_at), sameContact(visitor)))
    .orderBy(desc(clients.updated_at), desc(clients.created_at))
    .limit(1);
  return row?.id ?? null;
}

const sameContact = (visitor: Visitor) =>
  visitor.channel === 'email' ? sql`lower(${clients.email}) = ${visitor.address}` : eq(clients.phone, visitor.address);

/** What the page shows of the visitor: the address masked, and whether a name is still needed to book. */
export async function publicVisitor(scope: BusinessScope, visitor: Visitor) {
  return {
    channel: visitor.channel,
    address_masked: maskAddress(visitor.channel, visitor.address),
    needs_name: (await visitorClient(scope, visitor)) === null,
  };
}

/**
 * The client the visitor is (matched by email or phone, active clients only), or a new client made
 * from `names` (VALIDATION_ERROR on first_name/last_name when missing) with the verified address;
 * BOOKING_EXISTING_ONLY when the page takes existing clients only and none matched. Returns the
 * client id. Errors are in `options.locale` (the page's language; uk by default).
 */
export async function matchOrCreateClient(
  scope: BusinessScope,
  visitor: Visitor,
  names: { first_name?: string; last_name?: string },
  options: { existingOnly: boolean; locale?: Locale },
): Promise<string> {
  const found = await visitorClient(scope, visitor);
  if (found) return found;
  if (options.existingOnly) throw new AppError('BOOKING_EXISTING_ONLY', { name: scope.business.name });
  const first_name = names.first_name?.trim() ?? '';
  const last_name = names.last_name?.trim() ?? '';
  const missing = Object.entries({ first_name, last_name }).filter(([, v]) => !v);
  if (missing.length) {
    const required = translateKey('validation_required', {}, options.locale ?? 'uk');
    throw new AppError('VALIDATION_ERROR', {}, Object.fromEntries(missing.map(([k]) => [k, [required]])));
  }
  const contact = {
    email: visitor.channel === 'email' ? visitor.address : null,
    phone: visitor.channel === 'sms' ? visitor.address : null,
  };
  // One guarded statement: two first bookings of the same new visitor at once make one client.
  const id = crypto.randomUUID();
  const d = derivedColumns({ first_name, last_name, ...contact });
  const at = scope.now.getTime();
  // A new client's messages are written in the language they booked in.
  await scope.db.run(sql`INSERT INTO ${clients} (id, business_id, first_name, last_name, email, phone, search, sort_key, locale, created_at, updated_at)
    SELECT ${id}, ${scope.businessId}, ${first_name}, ${last_name}, ${contact.email}, ${contact.phone}, ${d.search}, ${d.sort_key},
           ${options.locale ?? null}, ${at}, ${at}
    WHERE NOT EXISTS (SELECT 1 FROM ${clients} WHERE ${and(eq(clients.business_id, scope.businessId), isNull(clients.archived_at), sameContact(visitor))})`);
  return (await visitorClient(scope, visitor)) ?? id;
}
