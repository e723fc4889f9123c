import { businesses, clients, type Db, onlineBookings } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import type { BusinessRow } from '../core/context';
import { toBase64 } from '../core/files';
import { log } from '../core/log';
import type { Services } from '../core/services';
import { type ClientMessage, queueClientMessage } from '../mail/client-messages';
import { renderEmail } from '../mail/layout';
import { recordUnsent } from '../messages/unsent';
import { formatMoney } from '../shared/money';
import { zoneCity } from '../shared/time-zone-names';
import { buildIcs } from './ics';
import { type BookingSettingsRow, bookingSettingsOf } from './settings';

export type BookingEvent = 'confirmed' | 'moved' | 'cancelled';

type BookingRow = typeof onlineBookings.$inferSelect;
type ClientRow = typeof clients.$inferSelect;

interface Facts {
  booking: BookingRow;
  client: ClientRow;
  business: BusinessRow;
  settings: BookingSettingsRow;
  event: BookingEvent;
  locale: Locale;
  /** The manage link, or null (no token, or the booking is cancelled). */
  link: string | null;
}

/**
 * Emails and/or texts the client about an online booking as the business's booking settings allow
 * (email carries an .ics file; both carry the manage link when `manageToken` is given), in the
 * booking's locale, logged in the client's messages and paid with the business's credits (a short
 * balance or no address sends nothing and is recorded as not sent, like every client message). Queued:
 * never throws (a failure is logged).
 */
export async function sendBookingMessage(
  deps: { db: Db; services: Services },
  bookingId: string,
  event: BookingEvent,
  manageToken: string | null,
): Promise<void> {
  try {
    const facts = await factsOf(deps, bookingId, event, manageToken);
    if (!facts) return;
    const now = deps.services.now();
    // A short balance or a missing address is recorded as not sent (messages/unsent.ts): the owner is told.
    const send = (msg: ClientMessage) =>
      msg.to
        ? queueClientMessage(deps, facts.business.id, msg, now)
        : recordUnsent(deps.db, facts.business.id, msg, 'no_address', now);
    const { client, settings } = facts;
    if (settings.confirm_email) await send(emailOf(facts, client.email ?? '', now, deps.services.config.appUrl));
    if (settings.confirm_sms) {
      await send({ client_id: client.id, channel: 'sms', type: 'booking', to: client.phone ?? '', text: smsText(facts) });
    }
  } catch (e) {
    log.error('[booking] a message was not queued', { booking_id: bookingId, event, error: e });
  }
}

async function factsOf(
  deps: { db: Db; services: Services },
  bookingId: string,
  event: BookingEvent,
  token: string | null,
): Promise<Facts | null> {
  const [row] = await deps.db
    .select({ booking: onlineBookings, client: clients, business: businesses })
    .from(onlineBookings)
    .innerJoin(clients, eq(clients.id, onlineBookings.client_id))
    .innerJoin(businesses, eq(businesses.id, onlineBookings.business_id))
    .where(eq(onlineBookings.id, bookingId))
    .limit(1);
  if (!row || row.client.business_id !== row.business.id) return null;
  const settings = await bookingSettingsOf(deps.db, row.business.id);
  const link =
    token && event !== 'cancelled'
      ? `${deps.services.config.appUrl}/online-booking/${encodeURIComponent(row.business.slug)}/manage/${encodeURIComponent(token)}`
      : null;
  return { ...row, settings, event, locale: row.booking.locale, link };
}

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** "Tuesday, 15 December 2026 at 10:00 (London)": the business's wall clock, its zone named by its city. */
export function formatWhen(at: Date, timezone: string, locale: Locale, short = false): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    ...(short ? { day: 'numeric', month: 'short' } : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timezone,
  });
  return short ? format.format(at) : `${format.format(at)} (${zoneCity(timezone, locale)})`;
}

function placeOf(f: Facts): string | null {
  if (f.booking.client_address) return f.booking.client_address;
  const b = f.business;
  const parts = [b.address_1, b.address_2, b.city, b.post_code].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(', ') : null;
}

const SUBJECT = { confirmed: m.bkm_confirmed_subject, moved: m.bkm_moved_subject, cancelled: m.bkm_cancelled_subject };
const INTRO = { confirmed: m.bkm_confirmed_intro, moved: m.bkm_moved_intro, cancelled: m.bkm_cancelled_intro };

function emailOf(f: Facts, to: string, now: Date, appUrl: string): ClientMessage {
  const { booking, business, locale } = f;
  const o = { locale };
  const place = placeOf(f);
  const paid = booking.payment_id && booking.amount_due > 0 ? formatMoney(booking.amount_due, booking.currency, locale) : null;
  const lines = [
    INTRO[f.event]({ name: f.client.first_name, business: business.name }, o),
    '',
    m.bkm_what({ item: booking.item_name }, o),
    booking.start_at ? m.bkm_when({ when: formatWhen(booking.start_at, business.timezone, locale) }, o) : null,
    place && booking.start_at ? m.bkm_where({ place }, o) : null,
    paid ? m.bkm_paid({ amount: paid }, o) : null,
    f.link && booking.start_at ? `\n${m.bkm_cancel_notice({ hours: f.settings.cancel_notice_hours }, o)}` : null,
  ];
  const body = lines.filter((l) => l !== null).join('\n');
  const subject = SUBJECT[f.event]({ business: business.name }, o);
  const content = renderEmail(locale, subject, body, f.link ? { label: m.bkm_manage_cta({}, o), url: f.link } : undefined);
  const ics = calendarFile(f, place, now, appUrl);
  return {
    client_id: f.client.id,
    channel: 'email',
    type: 'booking',
    to,
    ...content,
    ...(ics ? { attachments: [ics] } : {}),
  };
}

/** The .ics of a booking with a time (appointment, class place); none for a package or voucher. */
function calendarFile(f: Facts, place: string | null, now: Date, appUrl: string) {
  const { booking, business, locale } = f;
  if (!booking.start_at || !booking.end_at) return null;
  const host = new URL(appUrl).hostname || 'kairos';
  const ics = buildIcs({
    uid: `booking-${booking.id}@${host}`,
    start: booking.start_at,
    end: booking.end_at,
    stamp: now,
    summary: m.bkm_ics_summary({ item: booking.item_name, business: business.name }, { locale }),
    location: place,
    description: f.link ? m.bkm_manage_link({ link: f.link }, { locale }) : null,
    url: f.link,
    cancelled: f.event === 'cancelled',
  });
  const content_base64 = toBase64(new TextEncoder().encode(ics));
  return { filename: 'booking.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content_base64 };
}

function smsText(f: Facts): string {
  const { booking, business, locale } = f;
  const o = { locale };
  const when = booking.start_at ? formatWhen(booking.start_at, business.timezone, locale, true) : null;
  const p = { business: business.name, item: booking.item_name, when: when ?? '' };
  const text = !when
    ? f.event === 'cancelled'
      ? SUBJECT.cancelled(p, o)
      : m.bkm_sms_confirmed_item(p, o)
    : { confirmed: m.bkm_sms_confirmed, moved: m.bkm_sms_moved, cancelled: m.bkm_sms_cancelled }[f.event](p, o);
  return f.link ? `${text} ${m.bkm_manage_link({ link: f.link }, o)}` : text;
}
