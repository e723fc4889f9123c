import { appointmentClients, appointmentSeriesExceptions, clients } from '@kairos/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import * as z from 'zod';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { appointmentWrites } from './insert';
import type { Target } from './target';

/** The input of addClient and removeClient: the appointment (or occurrence) and the one client. */
export const oneClientInput = z.object({ id: z.string().min(1).max(80), client_id: z.string().min(1).max(64) });

/**
 * The id an occurrence's own row gets when it is detached: derived from the
 * series and the date, so requests racing to detach the same occurrence all
 * write (and then find) one row instead of one each.
 */
export async function detachedRowId(seriesId: string, date: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${seriesId}/${date}`)));
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  // Shaped like a UUID (version 8: "custom"), like every other id.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Gives a virtual occurrence its own row, safe to run from many requests at
 * once: the row has a fixed id and is inserted only once; the series' clients
 * (still existing ones) are linked only while no exception marks the date, so
 * a client another request has just taken out is not put back; the exception
 * comes last. A stored target needs nothing.
 */
export async function detachOnce(ctx: BusinessScope, t: Target): Promise<{ id: string; writes: BatchItem<'sqlite'>[] }> {
  if (t.kind === 'stored') return { id: t.row.id, writes: [] };
  const date = t.row.series_date as string;
  const id = await detachedRowId(t.series.id, date);
  const wanted = t.series.client_ids;
  const live = wanted.length
    ? (
        await ctx.db
          .select({ id: clients.id })
          .from(clients)
          .where(scopeToBusiness(clients, ctx.businessId, inArray(clients.id, wanted)))
      ).map((c) => c.id)
    : [];
  const e = appointmentSeriesExceptions;
  const { id: _virtual, created_at: _c, updated_at: _u, ...base } = t.row;
  const { writes } = appointmentWrites(ctx, {
    id,
    values: base,
    clientIds: wanted.filter((c) => live.includes(c)),
    once: true,
    linkWhile: sql`not exists (select 1 from ${e} where ${e.series_id} = ${t.series.id} and ${e.date} = ${date})`,
  });
  return {
    id,
    writes: [
      ...writes,
      ctx.db
        .insert(e)
        .values({ series_id: t.series.id, date, business_id: ctx.businessId, kind: 'detached' })
        .onConflictDoNothing(),
    ],
  };
}

export async function isLinked(ctx: BusinessScope, appointmentId: string, clientId: string): Promise<boolean> {
  const ac = appointmentClients;
  const rows = await ctx.db
    .select({ id: ac.client_id })
    .from(ac)
    .where(and(eq(ac.business_id, ctx.businessId), eq(ac.appointment_id, appointmentId), eq(ac.client_id, clientId)));
  return rows.length > 0;
}

export function unlinkOne(ctx: BusinessScope, appointmentId: string, clientId: string) {
  const ac = appointmentClients;
  return ctx.db
    .delete(ac)
    .where(and(eq(ac.business_id, ctx.businessId), eq(ac.appointment_id, appointmentId), eq(ac.client_id, clientId)))
    .returning({ id: ac.client_id });
}
