import { businessSettings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { settingsOf } from '../core/scope';
import { businessProcedure } from '../core/trpc';
import { businessHoursInput } from '../shared/settings-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { settingsOutput, toSettings } from './output';

/** PUT /user/business-time-settings/{id}: one weekday's hours ("1" Monday … "7" Sunday). */
export const updateBusinessHours = businessProcedure
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/user/business-time-settings/{id}',
      summary: "Update one weekday's business hours",
      tags: ['settings'],
      message: 'settings_saved',
    },
  })
  .input(businessHoursInput)
  .output(settingsOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await settingsOf(ctx.db, ctx.businessId, ctx.business.region);
    const hours = row.business_hours.map((h) =>
      h.id === input.id ? { ...h, enabled: input.enabled, start_minute: input.start_minute, end_minute: input.end_minute } : h,
    );
    await ctx.db.update(businessSettings).set({ business_hours: hours }).where(eq(businessSettings.business_id, ctx.businessId));
    await kickWaitlist(ctx); // longer hours may give a waited day free time
    return toSettings({ ...row, business_hours: hours }, ctx.businessId, ctx.business.region);
  });
