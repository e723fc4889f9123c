import { type Level, parsePlanId } from '@kairos/api/shared';
import { m } from '@kairos/i18n';

/** A plan level in the screen's language: Trial, Lite, Business, Premium. */
export const levelLabel: Record<Level, () => string> = {
  trial: () => m.plan_trial(),
  lite: () => m.plan_lite(),
  business: () => m.plan_business(),
  premium: () => m.plan_premium(),
};

/** "Business · Annual" in the screen's language, from a plan id ('business_annual'); null for anything else. */
export function planLabel(planId: string | null | undefined): string | null {
  const parsed = planId ? parsePlanId(planId) : null;
  if (!parsed) return null;
  return `${levelLabel[parsed.plan]()} · ${parsed.billing === 'annual' ? m.bil_annual() : m.bil_monthly()}`;
}
