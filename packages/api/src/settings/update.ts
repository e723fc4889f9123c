import { businessSettings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { settingsOf } from '../core/scope';
import { businessProcedure } from '../core/trpc';
import {
  calendarSettingsInput,
  dashboardSettingsInput,
  paymentSettingsInput,
  taxSettingsInput,
} from '../shared/settings-schemas';
import { settingsOutput, toSettings } from './output';

type Column = 'calendar' | 'payment' | 'dashboard' | 'tax';

/** PUT /user/<section>-settings: replaces one section and answers all settings. */
function section<S extends z.ZodType>(column: Column, path: string, input: S) {
  return businessProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: `/api/v1/user/${path}`,
        summary: `Update ${path.replace('-', ' ')}`,
        tags: ['settings'],
        message: 'settings_saved',
      },
    })
    .input(input)
    .output(settingsOutput)
    .mutation(async ({ ctx, input: value }) => {
      await settingsOf(ctx.db, ctx.businessId, ctx.business.region);
      await ctx.db
        .update(businessSettings)
        .set({ [column]: value })
        .where(eq(businessSettings.business_id, ctx.businessId));
      return toSettings(await settingsOf(ctx.db, ctx.businessId, ctx.business.region), ctx.businessId, ctx.business.region);
    });
}

export const updateCalendar = section('calendar', 'calendar-settings', calendarSettingsInput);
export const updatePayment = section('payment', 'payment-settings', paymentSettingsInput);
export const updateDashboard = section('dashboard', 'dashboard-settings', dashboardSettingsInput);
export const updateTax = section('tax', 'tax-settings', taxSettingsInput);
