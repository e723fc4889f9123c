import { bookingSettings, businesses, creditEntries, messages, onlineBookings, outboxMessages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from '../src/booking/ics';
import { sendBookingMessage } from '../src/booking/messages';
import { fromBase64 } from '../src/core/files';
import { balances } from '../src/credits/ledger';
import { bookingBusiness } from './support/booking-verify';
import { type Harness, makeHarness } from './support/harness';

// The client's booking messages (docs/product/booking.md; issue 12): email with an .ics and the manage link, SMS when
// the business sends them, in the booking's language, on the business's credits, never throwing.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const START = new Date('2026-12-15T10:00:00.000Z');
const TOKEN = 'tok_abcdefghijklmnop1234';

async function booked(opts: { locale?: 'uk' | 'en'; settings?: Record<string, unknown>; client?: Record<string, unknown> } = {}) {
  const b = await bookingBusiness(h, 'Studio Alpha', opts.settings);
  await h.db.update(businesses).set({ address_1: '1 High St', city: 'Leeds' }).where(eq(businesses.id, b.businessId));
  const client = (
    await b.client.post('/api/v1/clients', {
      first_name: 'Anna',
      last_name: 'Brown',
      email: 'anna@example.com',
      phone: '07700 900123',
      ...opts.client,
    })
  ).body.data.id as string;
  const [row] = await h.db
    .insert(onlineBookings)
    .values({
      business_id: b.businessId,
      kind: 'appointment',
      status: 'confirmed',
      client_id: client,
      item_id: 'svc',
      item_name: 'Cut; colour, "deluxe"',
      start_at: START,
      end_at: new Date(START.getTime() + 45 * 60_000),
      amount_due: 1500,
      currency: 'GBP',
      payment_id: 'pay_1',
      manage_token_hash: `hash-${Math.random()}`,
      locale: opts.locale ?? 'en',
    })
    .returning();
  return { b, client, booking: row as typeof onlineBookings.$inferSelect };
}

const outbox = async (to: string) => {
  await h.drain();
  return h.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
};
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const manageUrl = (slug: string) => `http://localhost/online-booking/${slug}/manage/${TOKEN}`;

describe('the confirmation', () => {
  it('emails what, when (business zone), where and the deposit, with the manage link and an .ics', async () => {
    const { b, client, booking } = await booked();
    await sendBookingMessage(h.deps, booking.id, 'confirmed', TOKEN);
    const [mail] = await outbox('anna@example.com');
    expect(mail?.subject).toBe('Your booking at Studio Alpha is confirmed');
    const text = mail?.body_text ?? '';
    expect(text).toContain('Hello Anna, your booking at Studio Alpha is confirmed.');
    expect(text).toContain('What: Cut; colour, "deluxe"');
    expect(text).toMatch(/When: Tuesday,? 15 December 2026 at 10:00 \(London\)/);
    expect(text).toContain('Where: 1 High St, Leeds');
    expect(text).toContain('Paid online: £15.00');
    expect(text).toContain('You can cancel or move it online up to 24 h before it starts.');
    expect(text).toContain(manageUrl(b.slug));
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({ filename: 'booking.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const ics = new TextDecoder().decode(fromBase64(file?.content_base64 as string));
    expect(ics).toContain('\r\nDTSTART:20261215T100000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261215T104500Z\r\n');
    expect(ics).toContain('SUMMARY:Cut\\; colour\\, "deluxe" at Studio Alpha');
    expect(unfold(ics)).toContain(`DESCRIPTION:Cancel or move: ${manageUrl(b.slug)}`);
    expect(ics).toContain(`UID:booking-${booking.id}@localhost`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('LOCATION:1 High St\\, Leeds');
    // Logged in the client's messages, on the business's email credits; no SMS unless the owner turns them on.
    const logged = await h.db.select().from(messages).where(eq(messages.client_id, client));
    expect(logged).toMatchObject([{ channel: 'email', type: 'booking', status: 'sent' }]);
    expect(await balances(h.db, b.businessId)).toEqual({ sms: 5, email: 4 });
    expect(await outbox('+447700900123')).toEqual([]);
  });

  it('texts the client with the manage link when SMS confirmations are on', async () => {
    const { b, booking } = await booked({ settings: { confirm_sms: true } });
    await sendBookingMessage(h.deps, booking.id, 'confirmed', TOKEN);
    const [text] = await outbox('+447700900123');
    expect(text?.body_text).toBe(
      `Studio Alpha: your booking for Cut; colour, "deluxe" on 15 Dec, 10:00 is confirmed. Cancel or move: ${manageUrl(b.slug)}`,
    );
    expect((await balances(h.db, b.businessId)).sms).toBeLessThan(5);
    expect(await outbox('anna@example.com')).toHaveLength(1);
  });

  it('is written in the booking’s language (uk), times in the business’s zone', async () => {
    const { booking } = await booked({ locale: 'uk', settings: { confirm_sms: true } });
    await sendBookingMessage(h.deps, booking.id, 'confirmed', TOKEN);
    const [mail] = await outbox('anna@example.com');
    expect(mail?.subject).toBe('Studio Alpha: ваш запис підтверджено');
    expect(mail?.body_text).toContain('Коли: вівторок, 15 грудня 2026 р. о 10:00 (Лондон)');
    // The zone by its city in the client's language, never the IANA id (issue 25).
    expect(mail?.body_text).not.toMatch(/[A-Z][a-z]+\/[A-Z]/);
    expect(mail?.body_text).toContain('Сплачено онлайн: 15,00');
    const [sms] = await outbox('+447700900123');
    expect(sms?.body_text).toMatch(/^Studio Alpha: ваш запис на .* підтверджено\. Скасувати або перенести: http/);
  });

  it('moved and cancelled: the new time; a cancellation has no manage link and cancels the calendar event', async () => {
    const { b, booking } = await booked();
    await sendBookingMessage(h.deps, booking.id, 'moved', TOKEN);
    await sendBookingMessage(h.deps, booking.id, 'cancelled', TOKEN);
    const mails = await outbox('anna@example.com');
    const moved = mails.find((m) => m.subject === 'Your booking at Studio Alpha has moved');
    const cancelled = mails.find((m) => m.subject === 'Your booking at Studio Alpha is cancelled');
    expect(moved?.body_text).toContain(manageUrl(b.slug));
    expect(cancelled?.body_text).not.toContain('/manage/');
    const ics = new TextDecoder().decode(fromBase64(cancelled?.attachments?.[0]?.content_base64 as string));
    expect(ics).toContain('STATUS:CANCELLED');
  });

  it('sends nothing the settings or the client do not allow, and never throws', async () => {
    const { b, booking } = await booked({ settings: { confirm_email: false } });
    await sendBookingMessage(h.deps, booking.id, 'confirmed', TOKEN);
    expect(await outbox('anna@example.com')).toEqual([]);
    await sendBookingMessage(h.deps, 'no-such-booking', 'confirmed', TOKEN);
    // No email credits left: the message is not sent (nothing written), the call still returns.
    await h.db.update(bookingSettings).set({ confirm_email: true }).where(eq(bookingSettings.business_id, b.businessId));
    await h.db.delete(creditEntries).where(eq(creditEntries.business_id, b.businessId));
    await expect(sendBookingMessage(h.deps, booking.id, 'confirmed', TOKEN)).resolves.toBeUndefined();
    expect(await outbox('anna@example.com')).toEqual([]);
  });
});

describe('the .ics builder', () => {
  const base = {
    uid: 'booking-1@example.com',
    start: START,
    end: new Date(START.getTime() + 3600_000),
    stamp: new Date('2026-11-22T10:00:00.000Z'),
  };

  it('escapes text so a name cannot add properties or lines', () => {
    const evil = 'Anna\r\nATTENDEE:mailto:x@evil.test;X=1,\\';
    expect(escapeText(evil)).toBe('Anna\\nATTENDEE:mailto:x@evil.test\\;X=1\\,\\\\');
    const ics = buildIcs({ ...base, summary: evil, location: 'a\nb', description: 'line1\nline2' });
    const lines = unfold(ics).split('\r\n');
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines).toContain('SUMMARY:Anna\\nATTENDEE:mailto:x@evil.test\\;X=1\\,\\\\');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long lines at 75 octets without splitting a Cyrillic character', () => {
    const summary = 'Стрижка та укладання волосся для дуже довгого запису в календарі клієнта';
    const ics = buildIcs({ ...base, summary });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${summary}`);
    const folded = foldLine(`SUMMARY:${summary}`).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    // Every physical line is valid UTF-8 on its own (no character cut in half).
    for (const l of folded) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(l))).toBe(l);
  });

  it('writes UTC times with Z and the required VEVENT properties', () => {
    const ics = buildIcs({ ...base, summary: 'Cut' });
    expect(ics.split('\r\n').slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kairos//Online booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(ics).toContain('\r\nUID:booking-1@example.com\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261122T100000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261215T100000Z\r\nDTEND:20261215T110000Z\r\n');
    expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
  });
});
