import { exportSettings } from '@kairos/db';
import { EXPORT_DELIVERIES, EXPORT_FREQUENCIES } from '@kairos/db/enums';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { hasFeatureNow } from '../billing/running-addons';
import { businessProcedure, gated } from '../core/trpc';
import { nextRunAfter } from '../exports/eligibility';

export const exportSettingsInput = z.object({
  enabled: z.boolean(),
  frequency: z.enum(EXPORT_FREQUENCIES),
  delivery: z.enum(EXPORT_DELIVERIES),
});
const exportSettingsOutput = exportSettingsInput.extend({
  /** Whether the plan (or the premium flag, or the add-on) allows changing them. */
  available: z.boolean(),
  last_run_at: z.string().nullable(),
  next_run_at: z.string().nullable(),
});
type Row = typeof exportSettings.$inferSelect | undefined;

function present(row: Row, available: boolean): z.infer<typeof exportSettingsOutput> {
  return {
    enabled: row?.enabled ?? false,
    frequency: row?.frequency ?? 'monthly',
    delivery: row?.delivery ?? 'attachment',
    available,
    last_run_at: row?.last_run_at?.toISOString() ?? null,
    next_run_at: row?.enabled ? (row.next_run_at?.toISOString() ?? null) : null,
  };
}

const rest = (method: 'GET' | 'PUT', summary: string) => ({
  rest: { method, path: '/api/v1/user/export-information-settings', summary, tags: ['settings'] },
});

/** GET /user/export-information-settings: the automatic export's settings (readable on every plan). */
export const getExportSettings = businessProcedure
  .meta(rest('GET', 'Automatic export settings'))
  .output(exportSettingsOutput)
  .query(async ({ ctx }) => {
    const [row, available] = await Promise.all([
      ctx.db.query.exportSettings.findFirst({ where: eq(exportSettings.business_id, ctx.businessId) }),
      hasFeatureNow(ctx.db, ctx.businessId, ctx.entitlement, 'data_auto_export', ctx.now),
    ]);
    return present(row, available);
  });

/**
 * PUT /user/export-information-settings: premium (or the add-on). Turning it on schedules the first
 * export for the next cron run; a new frequency counts from the last export; turning it off clears the schedule.
 */
export const updateExportSettings = gated('data_auto_export', { write: true })
  .meta(rest('PUT', 'Change the automatic export settings'))
  .input(exportSettingsInput)
  .output(exportSettingsOutput)
  .mutation(async ({ ctx, input }) => {
    const before = await ctx.db.query.exportSettings.findFirst({ where: eq(exportSettings.business_id, ctx.businessId) });
    let next: Date | null = null;
    if (input.enabled) {
      const from = before?.enabled ? before.last_run_at : null;
      next = from ? nextRunAfter(from, input.frequency) : ctx.now;
      if (next < ctx.now) next = ctx.now;
    }
    const values = { ...input, next_run_at: next, updated_at: ctx.now };
    const [row] = await ctx.db
      .insert(exportSettings)
      .values({ business_id: ctx.businessId, ...values })
      .onConflictDoUpdate({ target: exportSettings.business_id, set: values })
      .returning();
    return present(row, true);
  });
