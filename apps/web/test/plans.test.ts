import { overwriteGetLocale } from '@kairos/i18n/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { userPlanLabel } from '../src/features/admin/labels';
import { planLabel } from '../src/lib/plans';

afterEach(() => overwriteGetLocale(() => 'uk'));

describe('plan names', () => {
  it('names a plan id in the screen language, never the key', () => {
    expect(planLabel('business_monthly')).toBe('Business · Щомісяця');
    expect(planLabel('premium_annual')).toBe('Premium · Щороку');
    overwriteGetLocale(() => 'en');
    expect(planLabel('lite_monthly')).toBe('Lite · Monthly');
    expect(planLabel('business_annual')).toBe('Business · Annual');
    expect(planLabel('gold_weekly')).toBeNull();
  });

  it("the admin's rows: a plan chosen during the trial is named with the trial state", () => {
    overwriteGetLocale(() => 'en');
    expect(userPlanLabel({ state: 'trial', plan_id: 'premium_monthly', plan_name: 'Premium Monthly' })).toBe(
      'Premium · Monthly · Trial',
    );
    expect(userPlanLabel({ state: 'trial', plan_id: null, plan_name: null })).toBe('Trial');
    expect(userPlanLabel({ state: 'subscriber', plan_id: 'business_monthly', plan_name: 'Business Monthly' })).toBe(
      'Business · Monthly · Subscriber',
    );
  });
});
