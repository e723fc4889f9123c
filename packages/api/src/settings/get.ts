import { settingsOf } from '../core/scope';
import { businessProcedure } from '../core/trpc';
import { settingsOutput, toSettings } from './output';

/** All settings of the business (they also ride on GET /user). */
export const get = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/user/settings',
      summary: 'Calendar, business hours, payment, dashboard and tax settings',
      tags: ['settings'],
    },
  })
  .output(settingsOutput)
  .query(async ({ ctx }) => {
    const row =
      ctx.auth.settings !== undefined ? ctx.auth.settings : await settingsOf(ctx.db, ctx.businessId, ctx.business.region);
    return toSettings(row, ctx.businessId, ctx.business.region);
  });
