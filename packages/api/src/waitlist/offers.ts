import { classes, clients, type Db, services, waitlistEntries, waitlistOffers } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../core/crypto';
import { log } from '../core/log';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { type ClientMessage, queueClientMessage } from '../mail/client-messages';
import { renderEmail } from '../mail/layout';
import { recordUnsent } from '../messages/unsent';
import { absoluteLink, links } from '../shared/links';
import { type EntryRow, freePlaces, type Place } from './places';
import { quietHoursOf, quietUntil } from './quiet-hours';

export type Deps = { db: Db; services: Services };
export type OfferRow = typeof waitlistOffers.$inferSelect;
/** The booking settings an offer reads: its hold and the business's quiet hours. */
export type OfferSettings = { waitlist_hold_minutes: number; waitlist_quiet_start: number; waitlist_quiet_end: number };
const MIN = 60_000;
/** A confirmation that died between claiming its offer and booking leaves it claimed: freed this long after its hold. */
export const CLAIM_GRACE_MINUTES = 10;

/** The offer link: the booking page with the offer's token (the page shows the place and books it with one tap). */
export const offerLink = (appUrl: string, slug: string, token: string) =>
  absoluteLink(appUrl, links.bookingPage(slug, `waitlist=${encodeURIComponent(token)}`));

/**
 * Offers `place` to a waiting entry for `holdMinutes`: ONE batch inserts the offer only while the entry is still
 * waiting and marks the entry offered only when that offer went in (the partial unique index keeps one live offer per
 * entry), so concurrent crons, an immediate run (waitlist/kick.ts) or an owner's click make one offer. Then the client
 * is messaged (tellClient). In the business's quiet hours (quiet-hours.ts, the owner's setting) the offer is kept
 * `queued` until they end and nothing is sent: `sendQueuedOffers` sends it then, with a fresh token, its hold starting at the send.
 * Returns the offer's id, or null when the entry was no longer waiting.
 */
export async function makeOffer(
  deps: Deps,
  scope: BusinessScope,
  entry: EntryRow,
  place: Place,
  settings: OfferSettings,
  byHand = false,
): Promise<string | null> {
  const id = crypto.randomUUID();
  const now = scope.now.getTime();
  const holdMinutes = settings.waitlist_hold_minutes;
  const sendAt = quietUntil(now, scope.business.timezone, quietHoursOf(settings));
  // A queued offer's token is never sent (a new one is made at the send), so its hash stands for no link.
  const token = randomToken(24);
  const expiresAt = (sendAt ?? now) + holdMinutes * MIN;
  const o = waitlistOffers;
  const e = waitlistEntries;
  const [inserted] = await deps.db.batch([
    deps.db.run(sql`INSERT INTO ${o} (id, business_id, entry_id, place, start_at, token_hash, state, expires_at, send_at, by_hand, created_at, updated_at)
      SELECT ${id}, ${scope.businessId}, ${entry.id}, ${place.place}, ${place.start_at}, ${sha256Hex(token)},
             ${sendAt === null ? 'open' : 'queued'}, ${expiresAt}, ${sendAt}, ${byHand ? 1 : 0}, ${now}, ${now}
      WHERE EXISTS (SELECT 1 FROM ${e} WHERE ${e.id} = ${entry.id} AND ${e.business_id} = ${scope.businessId} AND ${e.state} = 'waiting')`),
    deps.db.run(sql`UPDATE ${e} SET state = 'offered', updated_at = ${now}
      WHERE ${e.id} = ${entry.id} AND ${e.state} = 'waiting' AND EXISTS (SELECT 1 FROM ${o} WHERE ${o.id} = ${id})`),
  ]);
  if (!inserted.rowsAffected) return null;
  if (sendAt !== null) return id;
  await tellClient(
    deps,
    scope,
    entry,
    { id, start_at: new Date(place.start_at), expires_at: new Date(expiresAt) },
    'offer',
    token,
  );
  return id;
}

/**
 * Sends the queued offers of `scope`'s business whose quiet hours are over (send_at passed and the clock out of quiet
 * hours): the entry's place is read again (places.ts, as the booking page reads it); still there → ONE guarded
 * UPDATE (queued → open, a fresh token, the place as it is now, the hold from now) and the client messaged, so a cron
 * and an immediate run racing send it once; gone (taken, the session or day passed, the waitlist or page switched
 * off) → the offer ends silently (gone) and the entry waits again (or is swept as passed). Returns how many were sent.
 */
export async function sendQueuedOffers(
  deps: Deps,
  scope: BusinessScope,
  settings: OfferSettings & { notice_hours: number; horizon_days: number; on: boolean },
): Promise<number> {
  const now = scope.now;
  if (quietUntil(now.getTime(), scope.business.timezone, quietHoursOf(settings)) !== null) return 0;
  const o = waitlistOffers;
  const due = await deps.db
    .select({ offer: o, entry: waitlistEntries })
    .from(o)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, o.entry_id))
    .where(scopeToBusiness(o, scope.businessId, eq(o.state, 'queued'), lte(o.send_at, now)));
  if (!due.length) return 0;
  const places = settings.on
    ? await freePlaces(
        scope,
        settings,
        due.map((d) => d.entry),
      )
    : new Map<string, Place>();
  let sent = 0;
  for (const { offer, entry } of due) {
    const place = places.get(entry.id);
    const mine = scopeToBusiness(o, scope.businessId, eq(o.id, offer.id), eq(o.state, 'queued'));
    if (!place) {
      const [dropped] = await deps.db.update(o).set({ state: 'gone', updated_at: now }).where(mine).returning({ id: o.id });
      if (dropped) await backToWaiting(deps, scope, [entry.id]);
      continue;
    }
    const token = randomToken(24);
    const expiresAt = new Date(now.getTime() + settings.waitlist_hold_minutes * MIN);
    const [opened] = await deps.db
      .update(o)
      .set({
        state: 'open',
        token_hash: sha256Hex(token),
        place: place.place,
        start_at: new Date(place.start_at),
        expires_at: expiresAt,
        updated_at: now,
      })
      .where(mine)
      .returning({ id: o.id });
    if (!opened) continue;
    await tellClient(
      deps,
      scope,
      entry,
      { id: offer.id, start_at: new Date(place.start_at), expires_at: expiresAt },
      'offer',
      token,
    );
    sent++;
  }
  return sent;
}

/** Entries whose offer ended without a booking go back to waiting, in their place in the queue (only if offered). */
async function backToWaiting(deps: Deps, scope: BusinessScope, entryIds: string[]) {
  await deps.db
    .update(waitlistEntries)
    .set({ state: 'waiting', updated_at: scope.now })
    .where(
      scopeToBusiness(
        waitlistEntries,
        scope.businessId,
        inArray(waitlistEntries.id, entryIds),
        eq(waitlistEntries.state, 'offered'),
      ),
    );
}

/**
 * Ends live offers whose place has none left (after a confirmation took it): each open offer → gone by one guarded
 * UPDATE (so a racing confirmation or sweep ends it once), its entry back to waiting in its place in the queue, and
 * the client told once (the message's dedupe key is the offer's).
 */
export async function endOffers(deps: Deps, scope: BusinessScope, offerIds: string[], from: 'open' | 'claimed' = 'open') {
  if (!offerIds.length) return 0;
  const now = scope.now;
  const gone = await deps.db
    .update(waitlistOffers)
    .set({ state: 'gone', updated_at: now })
    .where(
      scopeToBusiness(waitlistOffers, scope.businessId, inArray(waitlistOffers.id, offerIds), eq(waitlistOffers.state, from)),
    )
    .returning();
  if (!gone.length) return 0;
  await backToWaiting(
    deps,
    scope,
    gone.map((g) => g.entry_id),
  );
  const entries = await deps.db
    .select()
    .from(waitlistEntries)
    .where(
      inArray(
        waitlistEntries.id,
        gone.map((g) => g.entry_id),
      ),
    );
  const byId = new Map(entries.map((x) => [x.id, x]));
  for (const g of gone) {
    const entry = byId.get(g.entry_id);
    if (entry) await tellClient(deps, scope, entry, g, 'gone', null);
  }
  return gone.length;
}

/**
 * Offers whose hold ran out (open past `expires_at`, or claimed past it and the grace) → expired, their entries
 * expired too (the client let the place go: they leave the list); entries whose session or day passed → gone.
 * Across every business, from the cron. Returns how many offers expired.
 */
export async function expireOffers(db: Db, now: Date): Promise<number> {
  const o = waitlistOffers;
  const stale = or(
    and(eq(o.state, 'open'), lte(o.expires_at, now)),
    and(eq(o.state, 'claimed'), lte(o.expires_at, new Date(now.getTime() - CLAIM_GRACE_MINUTES * MIN))),
  );
  const [, expired] = await db.batch([
    db
      .update(waitlistEntries)
      .set({ state: 'expired', updated_at: now })
      .where(
        and(
          eq(waitlistEntries.state, 'offered'),
          inArray(waitlistEntries.id, db.select({ id: o.entry_id }).from(o).where(stale)),
        ),
      ),
    db.update(o).set({ state: 'expired', updated_at: now }).where(stale).returning({ id: o.id }),
    db
      .update(waitlistEntries)
      .set({ state: 'gone', updated_at: now })
      .where(and(eq(waitlistEntries.state, 'waiting'), lte(waitlistEntries.wait_until, now))),
  ]);
  return expired.length;
}

/** What the offer is for, in words: the class's or service's name. */
async function itemName(db: Db, entry: EntryRow): Promise<string> {
  if (entry.class_id) {
    const cls = await findOwned(db, classes, entry.business_id, entry.class_id).catch(() => null);
    return cls?.name ?? '';
  }
  const service = entry.service_id ? await findOwned(db, services, entry.business_id, entry.service_id).catch(() => null) : null;
  return service?.name ?? '';
}

const when = (locale: Locale, tz: string, at: Date, timeOnly = false) =>
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: tz,
    ...(timeOnly ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }),
  }).format(at);

/**
 * Tells the client of an offer (with its link) or that its place has gone, by the channel the client chose, through
 * the one client-message path (`queueClientMessage`: credits spent, a short balance or a missing address recorded as
 * not sent and the owner's bell rung once per cause and day, messages/unsent.ts). Keyed by the offer, so each is sent
 * once. Never throws: the offer stands whatever the message's fate (logged).
 */
async function tellClient(
  deps: Deps,
  scope: BusinessScope,
  entry: EntryRow,
  offer: Pick<OfferRow, 'id' | 'start_at' | 'expires_at'>,
  what: 'offer' | 'gone',
  token: string | null,
) {
  try {
    const [client] = await deps.db
      .select()
      .from(clients)
      .where(scopeToBusiness(clients, scope.businessId, eq(clients.id, entry.client_id)))
      .limit(1);
    if (!client) return;
    const locale = entry.locale;
    const tz = scope.business.timezone;
    const values = {
      name: client.first_name,
      business: scope.business.name,
      item: await itemName(deps.db, entry),
      when: when(locale, tz, offer.start_at),
      until: when(locale, tz, offer.expires_at, true),
      link: token ? offerLink(deps.services.config.appUrl, scope.business.slug, token) : '',
    };
    const subject = what === 'offer' ? m.waitlist_offer_subject(values, { locale }) : m.waitlist_gone_subject(values, { locale });
    const text = what === 'offer' ? m.waitlist_offer_text(values, { locale }) : m.waitlist_gone_text(values, { locale });
    const to = (entry.channel === 'email' ? client.email : client.phone) ?? '';
    const email = entry.channel === 'email' ? renderEmail(locale, subject, text) : null;
    const msg: ClientMessage = {
      client_id: client.id,
      channel: entry.channel,
      type: 'booking',
      to,
      text: email?.text ?? text,
      ...(email ? { subject: email.subject, html: email.html } : {}),
      // The link is the place's key: the message log keeps the text without it.
      preview: what === 'offer' ? text.replace(values.link, '…') : text,
      dedupe_key: `waitlist:${what}:${offer.id}`,
      locale,
    };
    if (!to) await recordUnsent(deps.db, scope.businessId, msg, 'no_address', scope.now);
    else await queueClientMessage(deps, scope.businessId, msg, scope.now);
  } catch (e) {
    log.error('[waitlist] the client message failed', { offer_id: offer.id, what, error: e });
  }
}
