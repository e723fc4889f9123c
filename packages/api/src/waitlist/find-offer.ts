import { classes, services, waitlistEntries, waitlistOffers } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../core/crypto';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';

/**
 * The offer behind a link's token on this business's page, with its entry and what it is for; another page's token,
 * or an unknown one, is NOT_FOUND.
 */
export async function offerByToken(scope: BusinessScope, token: string) {
  const o = waitlistOffers;
  const [row] = await scope.db
    .select({ offer: o, entry: waitlistEntries, class_name: classes.name, service_name: services.name })
    .from(o)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, o.entry_id))
    .leftJoin(classes, eq(classes.id, waitlistEntries.class_id))
    .leftJoin(services, eq(services.id, waitlistEntries.service_id))
    .where(scopeToBusiness(o, scope.businessId, and(eq(o.token_hash, sha256Hex(token)))))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { offer: row.offer, entry: row.entry, item_name: row.class_name ?? row.service_name ?? '' };
}

export type FoundOffer = Awaited<ReturnType<typeof offerByToken>>;

/** What the link shows: an open offer past its hold reads as expired. */
export function publicOffer(scope: BusinessScope, found: FoundOffer) {
  const { offer, entry } = found;
  const lapsed = offer.state === 'open' && offer.expires_at.getTime() <= scope.now.getTime();
  return {
    state: lapsed ? ('expired' as const) : offer.state,
    kind: entry.kind,
    item_name: found.item_name,
    start_at: offer.start_at.toISOString(),
    expires_at: offer.expires_at.toISOString(),
    timezone: scope.business.timezone,
  };
}
