import { clients, waitlistEntries, waitlistOffers } from '@kairos/db';
import { WAITLIST_KINDS, WAITLIST_OFFER_STATES, WAITLIST_STATES } from '@kairos/db/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { localDate } from '../shared/appointments-schemas';

const listItem = z.object({
  id: z.string(),
  kind: z.enum(WAITLIST_KINDS),
  state: z.enum(WAITLIST_STATES),
  /** 1-based place in the queue among those still waiting or offered; null once out of it. */
  position: z.number().int().nullable(),
  client: z.object({ id: z.string(), name: z.string() }),
  session_id: z.string().nullable(),
  service_id: z.string().nullable(),
  day: z.string().nullable(),
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
  channel: z.enum(['email', 'sms']),
  created_at: z.string(),
  offer: z
    .object({
      state: z.enum(WAITLIST_OFFER_STATES),
      start_at: z.string(),
      expires_at: z.string(),
      /** A queued offer's send time (08:00 local, after quiet hours); null once sent or when sent at once. */
      send_at: z.string().nullable(),
      by_hand: z.boolean(),
    })
    .nullable(),
});

/**
 * GET /api/v1/waitlist: the waitlist of a class session (`session_id`) or of a day (`date`, every service's, or one
 * `service_id`'s), in joining order, with each entry's latest offer (docs/product/booking.md "Waitlist"). Only this
 * business's entries.
 */
export const list = gated('online_booking')
  .meta({
    rest: { method: 'GET', path: '/api/v1/waitlist', summary: 'The waitlist of a session or a day', tags: ['booking'] },
  })
  .input(
    z
      .object({
        session_id: z.string().min(1).max(64).optional(),
        date: localDate.optional(),
        service_id: z.string().min(1).max(64).optional(),
      })
      .refine((v) => v.session_id || v.date, { path: ['date'], params: { key: 'validation_required' } }),
  )
  .output(z.object({ data: z.array(listItem) }))
  .query(async ({ ctx, input }) => {
    const e = waitlistEntries;
    const rows = await ctx.db
      .select({ entry: e, first: clients.first_name, last: clients.last_name })
      .from(e)
      .innerJoin(clients, eq(clients.id, e.client_id))
      .where(
        scopeToBusiness(
          e,
          ctx.businessId,
          input.session_id ? eq(e.session_id, input.session_id) : and(eq(e.day, input.date ?? ''), eq(e.kind, 'day')),
          input.service_id ? eq(e.service_id, input.service_id) : undefined,
        ),
      )
      .orderBy(asc(e.created_at), asc(e.id));
    const offers = rows.length
      ? await ctx.db
          .select()
          .from(waitlistOffers)
          .where(
            scopeToBusiness(
              waitlistOffers,
              ctx.businessId,
              inArray(
                waitlistOffers.entry_id,
                rows.map((r) => r.entry.id),
              ),
            ),
          )
          .orderBy(sql`${waitlistOffers.created_at} DESC`)
      : [];
    const latest = new Map<string, (typeof offers)[number]>();
    for (const o of offers) if (!latest.has(o.entry_id)) latest.set(o.entry_id, o);
    const positions = new Map<string, number>();
    for (const r of rows) {
      if (r.entry.state !== 'waiting' && r.entry.state !== 'offered') continue;
      const key = r.entry.target;
      positions.set(key, (positions.get(key) ?? 0) + 1);
      positions.set(r.entry.id, positions.get(key) ?? 0);
    }
    return {
      data: rows.map(({ entry, first, last }) => {
        const o = latest.get(entry.id);
        return {
          id: entry.id,
          kind: entry.kind,
          state: entry.state,
          position: positions.get(entry.id) ?? null,
          client: { id: entry.client_id, name: [first, last].filter(Boolean).join(' ') },
          session_id: entry.session_id,
          service_id: entry.service_id,
          day: entry.day,
          window_from: entry.window_from,
          window_to: entry.window_to,
          channel: entry.channel,
          created_at: entry.created_at.toISOString(),
          offer: o
            ? {
                state: o.state,
                start_at: o.start_at.toISOString(),
                expires_at: o.expires_at.toISOString(),
                send_at: o.state === 'queued' && o.send_at ? o.send_at.toISOString() : null,
                by_hand: o.by_hand,
              }
            : null,
        };
      }),
    };
  });
