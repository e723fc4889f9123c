import { scopeSettings } from '../core/scope';
import { gated } from '../core/trpc';
import { type AnalyticsDetails, analyticsDetails, analyticsDetailsInput } from '../shared/analytics-schemas';
import { clientInfo } from './client-info';
import { financial } from './financial';
import { kpisOf } from './kpis';
import { periodsOf } from './period';
import { serviceDelivery } from './service-delivery';

/** GET /data/analytics-details?tab=…: one tab of advanced reporting (premium) for a period, against the one before. */
export const details = gated('advanced_reporting')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/data/analytics-details',
      summary: 'Advanced reporting: one tab for a period',
      tags: ['analytics'],
    },
  })
  .input(analyticsDetailsInput)
  .output(analyticsDetails)
  .query(async ({ ctx, input }): Promise<AnalyticsDetails> => {
    const p = periodsOf(ctx, input, ctx.locale);
    const base = { currency: ctx.business.currency, period: p.range, previous: p.previousRange };
    const hours = (await scopeSettings(ctx)).business_hours;
    switch (input.tab) {
      case 'service_delivery':
        return { tab: input.tab, ...base, ...(await serviceDelivery(ctx, p.period, hours, ctx.locale)) };
      case 'financial':
        return { tab: input.tab, ...base, ...(await financial(ctx, p.period, ctx.locale)) };
      case 'client_info':
        return { tab: input.tab, ...base, ...(await clientInfo(ctx, p.period)) };
      case 'kpis': {
        const [kpis, previous_kpis] = await Promise.all([kpisOf(ctx, p.period, hours), kpisOf(ctx, p.previous, hours)]);
        return { tab: input.tab, ...base, kpis, previous_kpis };
      }
    }
  });
