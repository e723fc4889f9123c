import { messages, notificationSettings, outboxMessages } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { enqueueDueReminders } from '../src/reminders/scan';
import type { Harness } from './support/harness';
import { registerOwner } from './support/harness';

/** Shared set-up of the reminder tests: an owner, a service, clients, channel settings and the cron. */

export const MIN = 60_000;
export const HOUR = 60 * MIN;

export async function business(h: Harness, o: { timezone?: string; locale?: 'uk' | 'en' } = {}) {
  const locale = o.locale ?? 'en';
  const owner = await registerOwner(h, { locale, timezone: o.timezone ?? 'Europe/London', business_name: 'Studio Nova' });
  owner.client.setLocale(locale);
  const c = owner.client;
  const service = (
    await c.post('/api/v1/services', {
      name: 'Haircut',
      type: 'single',
      parts: [{ title: 'Haircut', duration_minutes: 45, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
    })
  ).body.data.id as string;
  const businessId = owner.user.business.id;
  // A new business has email confirmations and reminders on (NEW_BUSINESS_SETTINGS); these tests switch on what
  // they test, so every channel starts off here, as for a business that never saved its settings.
  await h.db.delete(notificationSettings).where(eq(notificationSettings.business_id, businessId));
  return {
    ...owner,
    businessId,
    service,
    async person(first_name: string, extra: Record<string, unknown> = {}) {
      const res = await c.post('/api/v1/clients', { first_name, last_name: 'Test', phone: '07700 900123', ...extra });
      expect(res.status).toBe(200);
      return res.body.data.id as string;
    },
    async book(date: string, start_time: string, client_ids: string[], extra: Record<string, unknown> = {}) {
      const res = await c.post('/api/v1/appointments', {
        type: 'appointment',
        service_id: service,
        date,
        start_time,
        client_ids,
        allow_overlap: true,
        ...extra,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as string;
    },
    /** A session of a new class "Yoga" with these clients. */
    async session(date: string, start_time: string, client_ids: string[]) {
      const yoga = { name: 'Yoga', duration_minutes: 60, price: 1000, colour: '#16a34a', spaces: 5, limit_spaces: true };
      const cls = (await c.post('/api/v1/classes', yoga)).body.data.id as string;
      return this.book(date, start_time, client_ids, { type: 'class_session', class_id: cls, service_id: null });
    },
    /** Switches a channel's reminder / thank-you on (what PUT /user/{type}-notification-settings stores). */
    async settings(channel: 'email' | 'sms', s: Partial<typeof notificationSettings.$inferInsert>) {
      await h.db
        .insert(notificationSettings)
        .values({ business_id: businessId, channel, updated_at: h.clock.now, ...s })
        .onConflictDoUpdate({ target: [notificationSettings.business_id, notificationSettings.channel], set: s });
    },
    sent: (type?: 'reminder' | 'thank_you') =>
      h.db
        .select()
        .from(messages)
        .where(and(eq(messages.business_id, businessId), type ? eq(messages.type, type) : undefined)),
  };
}

/** One cron run and the queue drained after it, at the harness's clock. */
export async function tick(h: Harness): Promise<number> {
  const queued = await enqueueDueReminders(h.deps, h.clock.now);
  await h.drain();
  return queued;
}

export const at = (h: Harness, iso: string) => {
  h.clock.now = new Date(iso);
};

export const outboxTo = (h: Harness, to: string) => h.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
