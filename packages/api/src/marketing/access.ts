import { runningAddons } from '../billing/running-addons';
import { businessProcedure } from '../core/trpc';
import { marketingAccessOutput } from '../shared/marketing-schemas';
import { hasFeature } from '../shared/plans';

/**
 * GET /marketing/request-access: whether this business may use marketing and through what — its plan
 * (premium, trial), an admin's grant (marketing_available) or the marketing add-on — or `none`, when the
 * screen offers the upgrade and the add-on. Never throws for a plan without marketing.
 */
export const requestAccess = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/marketing/request-access',
      summary: 'Whether marketing is available, and how',
      tags: ['marketing'],
    },
  })
  .output(marketingAccessOutput)
  .query(async ({ ctx }) => {
    const e = ctx.entitlement;
    if (hasFeature({ ...e, marketing_available: false }, 'marketing')) return { allowed: true, via: 'plan' as const };
    if (e.marketing_available) return { allowed: true, via: 'admin' as const };
    const addons = await runningAddons(ctx.db, ctx.businessId, ctx.now);
    if (addons.includes('marketing')) return { allowed: true, via: 'addon' as const };
    return { allowed: false, via: 'none' as const };
  });
