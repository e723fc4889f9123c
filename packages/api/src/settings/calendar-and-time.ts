import { type BusinessHours, businessSettings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { settingsOf } from '../core/scope';
import { defaultSettings } from '../core/settings-defaults';
import { businessProcedure } from '../core/trpc';
import { calendarAndTimeInput } from '../shared/settings-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { settingsOutput, toSettings } from './output';

/**
 * PUT /user/calendar-and-time-settings: the calendar settings and all seven
 * weekdays' hours from the one form of the calendar-and-time screen. Every row
 * is checked before anything is written, and both columns change in one
 * statement (inside one batch with the first-use insert): all or nothing.
 * The spec's per-section paths (/user/calendar-settings,
 * /user/business-time-settings/{id}) stay for API users.
 */
export const updateCalendarAndTime = businessProcedure
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/user/calendar-and-time-settings',
      summary: 'Update the calendar settings and all business hours at once',
      tags: ['settings'],
      message: 'settings_saved',
    },
  })
  .input(calendarAndTimeInput)
  .output(settingsOutput)
  .mutation(async ({ ctx, input }) => {
    const hours = [...input.business_time_settings]
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map(
        (h): BusinessHours => ({
          id: h.id,
          weekday: Number(h.id) as BusinessHours['weekday'],
          enabled: h.enabled,
          start_minute: h.start_minute,
          end_minute: h.end_minute,
        }),
      );
    await ctx.db.batch([
      ctx.db.insert(businessSettings).values(defaultSettings(ctx.businessId, ctx.business.region)).onConflictDoNothing(),
      ctx.db
        .update(businessSettings)
        .set({ calendar: input.calendar_settings, business_hours: hours })
        .where(eq(businessSettings.business_id, ctx.businessId)),
    ]);
    await kickWaitlist(ctx); // new hours may give a waited day free time
    return toSettings(await settingsOf(ctx.db, ctx.businessId, ctx.business.region), ctx.businessId, ctx.business.region);
  });
