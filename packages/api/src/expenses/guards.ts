import { AppError } from '../core/errors';
import { type Entitlement, hasFeature, lowestPlanWith } from '../shared/plans';

/** docs/product/expenses.md: mileage tracking is a business and premium feature; expenses are on every plan. */
export function assertMileageAllowed(ctx: { entitlement: Entitlement }, type: 'expense' | 'mileage') {
  if (type === 'mileage' && !hasFeature(ctx.entitlement, 'mileage_tracking'))
    throw new AppError('FEATURE_NOT_IN_PLAN', { plan: lowestPlanWith('mileage_tracking') });
}
