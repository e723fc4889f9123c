import { clients, waitlistEntries } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { onlineService } from '../booking/book-appointment';
import { onlineSession } from '../booking/book-class';
import { bookingProcedure } from '../booking/procedure';
import { matchOrCreateClient, readVisitor } from '../booking/visitor';
import { clampRange } from '../booking/window';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { localDate } from '../shared/appointments-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { waitlistEntryOutput } from './schemas';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const id = z.string().min(1).max(64);
const common = {
  /** How the client wants the offer: by email or SMS (the client must have that address). */
  channel: z.enum(['email', 'sms']),
  first_name: z.string().trim().min(1).max(100).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  locale: z.enum(['uk', 'en']).optional(),
};

export const joinInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('class'), session_id: id, ...common }),
  z
    .object({
      kind: z.literal('day'),
      service_id: id,
      date: localDate,
      /** An optional window of start times on the day (local HH:MM, end exclusive). */
      window_from: hhmm.optional(),
      window_to: hhmm.optional(),
      ...common,
    })
    .refine((v) => !v.window_from || !v.window_to || v.window_to > v.window_from, {
      path: ['window_to'],
      params: { key: 'waitlist_window' },
    }),
]);

/**
 * POST /api/v1/online-booking/{slug}/waitlist: the verified visitor (the booking page's own verification, the signed
 * cookie) joins the waitlist for a class session or for a service on a day with an optional window of start times
 * (docs/product/booking.md "Waitlist"). The client is matched or made as a booking does. One live entry per client
 * and session/day (WAITLIST_ALREADY_JOINED).
 */
export const join = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/waitlist',
      errors: [
        'BOOKING_PAUSED',
        'BOOKING_NOT_VERIFIED',
        'BOOKING_EXISTING_ONLY',
        'BOOKING_OUTSIDE_WINDOW',
        'WAITLIST_OFF',
        'WAITLIST_ALREADY_JOINED',
        'WAITLIST_NO_ADDRESS',
      ],
      summary: 'Join the waitlist on a public booking page',
      tags: ['booking'],
    },
  })
  .input(joinInput)
  .output(z.object({ entry: waitlistEntryOutput }))
  .mutation(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    if (settings.paused) throw new AppError('BOOKING_PAUSED');
    if (!settings.waitlist_enabled) throw new AppError('WAITLIST_OFF');
    const visitor = await readVisitor(ctx, scope);
    if (!visitor) throw new AppError('BOOKING_NOT_VERIFIED');
    const locale = input.locale ?? ctx.locale;
    const tz = scope.business.timezone;
    let target: Pick<
      typeof waitlistEntries.$inferInsert,
      'kind' | 'target' | 'class_id' | 'session_id' | 'service_id' | 'day' | 'window_from' | 'window_to' | 'wait_until'
    >;
    if (input.kind === 'class') {
      const s = await onlineSession(scope, settings, input.session_id, locale);
      target = {
        kind: 'class',
        target: `session:${s.t.row.id}`,
        class_id: s.cls.id,
        session_id: input.session_id,
        wait_until: s.t.row.start_at,
      };
    } else {
      await onlineService(scope, input.service_id);
      if (!clampRange(scope, settings, { from: input.date, to: input.date })) {
        throw new AppError('BOOKING_OUTSIDE_WINDOW', { earliest: input.date, days: String(settings.horizon_days) });
      }
      target = {
        kind: 'day',
        target: `day:${input.service_id}:${input.date}`,
        service_id: input.service_id,
        day: input.date,
        window_from: input.window_from ?? null,
        window_to: input.window_to ?? null,
        wait_until: new Date(toInstant(addDays(input.date, 1), 0, tz)),
      };
    }
    const clientId = await matchOrCreateClient(
      scope,
      visitor,
      { first_name: input.first_name, last_name: input.last_name },
      { existingOnly: settings.existing_clients_only, locale },
    );
    const [client] = await scope.db
      .select({ email: clients.email, phone: clients.phone })
      .from(clients)
      .where(scopeToBusiness(clients, scope.businessId, eq(clients.id, clientId)));
    if (!(input.channel === 'email' ? client?.email : client?.phone)) {
      throw new AppError('WAITLIST_NO_ADDRESS', { channel: input.channel === 'email' ? 'email' : 'SMS' });
    }
    const [row] = await scope.db
      .insert(waitlistEntries)
      .values({
        business_id: scope.businessId,
        client_id: clientId,
        ...target,
        channel: input.channel,
        locale,
        state: 'waiting',
        created_at: scope.now,
        updated_at: scope.now,
      })
      .returning()
      .catch((e: unknown) => {
        if (uniqueFailed(e, 'waitlist_entries.business_id')) throw new AppError('WAITLIST_ALREADY_JOINED');
        throw e;
      });
    return { entry: publicEntry(row as typeof waitlistEntries.$inferSelect) };
  });

const publicEntry = (row: typeof waitlistEntries.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  session_id: row.session_id,
  service_id: row.service_id,
  day: row.day,
  window_from: row.window_from,
  window_to: row.window_to,
  channel: row.channel,
  created_at: row.created_at.toISOString(),
});
