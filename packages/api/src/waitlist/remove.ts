import { waitlistEntries, waitlistOffers } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { idParam } from '../shared/list-schemas';
import { ownEntry } from './owner-entry';

/**
 * DELETE /api/v1/waitlist/{id}: the owner takes a client off the waitlist (the entry stays, removed, for the record);
 * a live offer of it ends as expired in the same batch, so its link no longer books.
 */
export const remove = gated('online_booking', { write: true })
  .meta({
    rest: { method: 'DELETE', path: '/api/v1/waitlist/{id}', summary: 'Remove a client from the waitlist', tags: ['booking'] },
  })
  .input(idParam)
  .output(z.object({ removed: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    const entry = await ownEntry(ctx, input.id);
    const [, removed] = await ctx.db.batch([
      ctx.db
        .update(waitlistOffers)
        .set({ state: 'expired', updated_at: ctx.now })
        .where(
          scopeToBusiness(
            waitlistOffers,
            ctx.businessId,
            eq(waitlistOffers.entry_id, entry.id),
            eq(waitlistOffers.state, 'open'),
          ),
        ),
      ctx.db
        .update(waitlistEntries)
        .set({ state: 'removed', updated_at: ctx.now })
        .where(and(eq(waitlistEntries.id, entry.id), inArray(waitlistEntries.state, ['waiting', 'offered'])))
        .returning({ id: waitlistEntries.id }),
    ]);
    return { removed: removed.length > 0 };
  });
