import { externalBusy, googleConnections, googleSyncTokens } from '@kairos/db';
import { and, eq, notInArray } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { gated } from '../core/trpc';
import { type GoogleCalendar, GoogleError, listCalendars } from './api';
import { keepChannels } from './channels';
import { googleStatusOf, googleStatusOutput } from './status';
import { googleAccessToken, loadGoogleRow } from './store';

/** Google's answer for a procedure: a refusal or outage is GOOGLE_FAILED (the owner may try again). */
export async function askGoogle<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof GoogleError) throw new AppError('GOOGLE_FAILED');
    throw e;
  }
}

async function calendarsOf(ctx: BusinessScope & { services: Services }): Promise<GoogleCalendar[]> {
  const { config } = ctx.services;
  return askGoogle(async () =>
    listCalendars(config.google, await googleAccessToken({ db: ctx.db, config, now: ctx.now }, ctx.businessId)),
  );
}

const calendarOutput = z.object({ id: z.string(), summary: z.string(), primary: z.boolean(), writable: z.boolean() });

/** GET /api/v1/integrations/google/calendars: the owner's Google calendars (read from Google each time). */
export const calendars = gated('online_booking')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/google/calendars',
      errors: ['GOOGLE_NOT_CONNECTED', 'GOOGLE_FAILED'],
      summary: "The connected Google account's calendars",
      tags: ['integrations'],
    },
  })
  .input(z.object({}).optional())
  .output(z.array(calendarOutput))
  .query(({ ctx }) => calendarsOf(ctx));

const calendarId = z.string().min(1).max(1024);

/**
 * PUT /api/v1/integrations/google/calendars: which calendars' busy times block booking, and the one Kairos writes its
 * appointments to (null: none). Each must be in the owner's Google list (the written one writable). Busy times and
 * sync tokens of calendars no longer picked are forgotten at once; the next sync brings the new ones in. Push
 * channels follow the choice at once (channels.ts: watched where the server has a public HTTPS address, stopped on
 * calendars no longer picked).
 */
export const saveCalendars = gated('online_booking', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/integrations/google/calendars',
      errors: ['GOOGLE_NOT_CONNECTED', 'GOOGLE_FAILED', 'GOOGLE_CALENDAR_UNKNOWN'],
      summary: 'Choose the Google calendars to read busy times from and to write appointments to',
      tags: ['integrations'],
    },
  })
  .input(z.object({ busy_calendar_ids: z.array(calendarId).max(25), write_calendar_id: calendarId.nullable() }))
  .output(googleStatusOutput)
  .mutation(async ({ ctx, input }) => {
    const list = await calendarsOf(ctx);
    const known = new Map(list.map((c) => [c.id, c]));
    const busy = [...new Set(input.busy_calendar_ids)];
    if (busy.some((id) => !known.has(id))) throw new AppError('GOOGLE_CALENDAR_UNKNOWN');
    if (input.write_calendar_id !== null && !known.get(input.write_calendar_id)?.writable)
      throw new AppError('GOOGLE_CALENDAR_UNKNOWN');
    const mine = ctx.businessId;
    const old = await loadGoogleRow(ctx.db, mine);
    if (!old) throw new AppError('GOOGLE_NOT_CONNECTED');
    const dropped = busy.length ? notInArray(externalBusy.calendar_id, busy) : undefined;
    // A token is kept only where nothing changed for its calendar: one newly picked for busy times needs a full sync.
    const keep = busy.filter((id) => old.busy_calendar_ids.includes(id));
    if (input.write_calendar_id && input.write_calendar_id === old.write_calendar_id) keep.push(input.write_calendar_id);
    const droppedTokens = keep.length ? notInArray(googleSyncTokens.calendar_id, keep) : undefined;
    await ctx.db.batch([
      ctx.db
        .update(googleConnections)
        .set({ busy_calendar_ids: busy, write_calendar_id: input.write_calendar_id, updated_at: ctx.now })
        .where(eq(googleConnections.business_id, mine)),
      ctx.db.delete(externalBusy).where(and(eq(externalBusy.business_id, mine), dropped)),
      ctx.db.delete(googleSyncTokens).where(and(eq(googleSyncTokens.business_id, mine), droppedTokens)),
    ]);
    const deps = { db: ctx.db, config: ctx.services.config, now: ctx.now };
    const row = { ...old, busy_calendar_ids: busy, write_calendar_id: input.write_calendar_id };
    await keepChannels(deps, row, await googleAccessToken(deps, mine));
    return googleStatusOf(ctx.db, ctx.services.config, mine);
  });
