import { type Db, googleConnections } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Config } from '../core/services';
import { gated } from '../core/trpc';
import { clientOf } from './api';

export const googleStatusOutput = z.object({
  /** The server has a Google OAuth client (KAIROS_GOOGLE_CLIENT_ID/SECRET). */
  available: z.boolean(),
  connected: z.boolean(),
  account_email: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** The calendars whose busy times block booking, and the one Kairos writes its appointments to. */
  busy_calendar_ids: z.array(z.string()),
  write_calendar_id: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  /** Set while the busy-time sync is failing (since then). */
  sync_failing_since: z.string().nullable(),
});
export type GoogleStatus = z.infer<typeof googleStatusOutput>;

export async function googleStatusOf(db: Db, config: Config, businessId: string): Promise<GoogleStatus> {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.business_id, businessId));
  return {
    available: clientOf(config.google) !== null,
    connected: Boolean(row),
    account_email: row?.account_email ?? null,
    connected_at: row?.connected_at.toISOString() ?? null,
    busy_calendar_ids: row?.busy_calendar_ids ?? [],
    write_calendar_id: row?.write_calendar_id ?? null,
    last_synced_at: row?.last_synced_at?.toISOString() ?? null,
    sync_failing_since: row?.sync_failing_since?.toISOString() ?? null,
  };
}

/** GET /api/v1/integrations/google: whether this business's Google Calendar is connected, as whom, and what is picked. */
export const status = gated('online_booking')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/google',
      summary: 'Google Calendar integration status',
      tags: ['integrations'],
    },
  })
  .input(z.object({}).optional())
  .output(googleStatusOutput)
  .query(({ ctx }) => googleStatusOf(ctx.db, ctx.services.config, ctx.businessId));
