import type { Db } from '@kairos/db';
import * as z from 'zod';
import type { Config } from '../core/services';
import { gated } from '../core/trpc';
import { loadZoomRow } from './store';

export const zoomStatusOutput = z.object({
  /** The server has a Zoom OAuth app (KAIROS_ZOOM_CLIENT_ID/SECRET). */
  available: z.boolean(),
  connected: z.boolean(),
  account_email: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type ZoomStatus = z.infer<typeof zoomStatusOutput>;

export async function zoomStatusOf(db: Db, config: Config, businessId: string): Promise<ZoomStatus> {
  const row = await loadZoomRow(db, businessId);
  return {
    available: Boolean(config.zoom.clientId && config.zoom.clientSecret),
    connected: Boolean(row),
    account_email: row?.account_email ?? null,
    connected_at: row?.connected_at.toISOString() ?? null,
  };
}

/** GET /api/v1/integrations/zoom: whether this business's Zoom account is connected, and as whom. */
export const status = gated('zoom_integration')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/zoom',
      summary: 'Zoom integration status',
      tags: ['integrations'],
    },
  })
  .input(z.object({}).optional())
  .output(zoomStatusOutput)
  .query(({ ctx }) => zoomStatusOf(ctx.db, ctx.services.config, ctx.businessId));
