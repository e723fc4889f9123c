import { describe, expect, it } from 'vitest';
import { GRACE_DAYS } from '../src/shared/billing';
import { canOpenForms, type Entitlement, hasFeature, isReadOnly, levelOf, lowestPlanWith, summarise } from '../src/shared/plans';

const now = new Date('2026-11-22T10:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);
const sub = (o: Partial<Parameters<typeof summarise>[0]> = {}) =>
  summarise({ plan_name: null, trial_ends_at: at(14), ends_at: null, has_incomplete_payment: false, ...o }, now);
const ent = (s: ReturnType<typeof sub>, o: Partial<Entitlement> = {}): Entitlement => ({
  subscription: s,
  is_api_user: false,
  is_premium: false,
  ...o,
});

describe('subscription level', () => {
  it('is the first word of the plan name in lowercase, or trial without a plan', () => {
    expect(levelOf('Premium Annual')).toBe('premium');
    expect(levelOf('business monthly')).toBe('business');
    expect(levelOf('LITE')).toBe('lite');
    expect(levelOf(null)).toBe('trial');
    expect(levelOf('')).toBe('trial');
  });
});

describe('subscription states', () => {
  it('a fresh trial is valid and trialing', () => {
    expect(sub()).toMatchObject({ state: 'trial', valid: true, is_trialing: true, level: 'trial' });
  });
  it('a trial that ended without a plan is lapsed and not valid', () => {
    expect(sub({ trial_ends_at: at(-1) })).toMatchObject({ state: 'lapsed', valid: false, is_trialing: false });
  });
  it('a plan without an end is a subscriber', () => {
    expect(sub({ plan_name: 'Business', trial_ends_at: at(-30) })).toMatchObject({
      state: 'subscriber',
      valid: true,
      level: 'business',
    });
  });
  it('auto-renew off: an unsubscriber runs until ends_at, then is lapsed', () => {
    expect(sub({ plan_name: 'Lite', ends_at: at(3), trial_ends_at: at(-30) })).toMatchObject({
      state: 'unsubscriber',
      valid: true,
    });
    expect(sub({ plan_name: 'Lite', ends_at: at(-1), trial_ends_at: at(-30) })).toMatchObject({
      state: 'lapsed',
      valid: false,
    });
  });
  it('a failed renewal is a grace period for GRACE_DAYS, then lapsed with an incomplete payment', () => {
    const failed = (days: number) => sub({ plan_name: 'Lite', trial_ends_at: at(-30), payment_failed_at: at(days) });
    expect(failed(-(GRACE_DAYS - 1))).toMatchObject({ state: 'grace_period', valid: true, has_incomplete_payment: false });
    expect(isReadOnly(ent(failed(-(GRACE_DAYS - 1))))).toBe(false);
    expect(failed(-GRACE_DAYS)).toMatchObject({ state: 'lapsed', valid: false, has_incomplete_payment: true });
    expect(isReadOnly(ent(failed(-GRACE_DAYS)))).toBe(true);
  });
});

describe('read-only mode', () => {
  it('applies when the subscription is not valid', () => {
    expect(isReadOnly(ent(sub({ trial_ends_at: at(-1) })))).toBe(true);
  });
  it('applies when a payment is incomplete', () => {
    expect(isReadOnly(ent(sub({ plan_name: 'Premium', trial_ends_at: at(-30), has_incomplete_payment: true })))).toBe(true);
  });
  it('never applies while trialing', () => {
    expect(isReadOnly(ent(sub({ has_incomplete_payment: true })))).toBe(false);
  });
  it('does not apply to a paying subscriber', () => {
    expect(isReadOnly(ent(sub({ plan_name: 'Lite', trial_ends_at: at(-30) })))).toBe(false);
  });
});

describe('form routes', () => {
  it('need a valid subscription, a trial or an API user', () => {
    const lapsed = sub({ trial_ends_at: at(-1) });
    expect(canOpenForms(ent(lapsed))).toBe(false);
    expect(canOpenForms(ent(lapsed, { is_api_user: true }))).toBe(true);
    expect(canOpenForms(ent(sub()))).toBe(true);
    expect(canOpenForms(ent(sub({ plan_name: 'Lite', trial_ends_at: at(-30) })))).toBe(true);
  });
});

describe('features by plan (docs/product/billing.md)', () => {
  const lite = ent(sub({ plan_name: 'Lite', trial_ends_at: at(-30) }));
  const business = ent(sub({ plan_name: 'Business', trial_ends_at: at(-30) }));
  const premium = ent(sub({ plan_name: 'Premium', trial_ends_at: at(-30) }));
  it('lite has the basics only', () => {
    expect(hasFeature(lite, 'clients')).toBe(true);
    expect(hasFeature(lite, 'sms_notifications')).toBe(true);
    expect(hasFeature(lite, 'online_booking')).toBe(false);
    expect(hasFeature(lite, 'marketing')).toBe(false);
  });
  it('business adds classes, vouchers, packages, online booking, invoicing, mileage, zoom', () => {
    for (const f of [
      'classes',
      'gift_vouchers',
      'packages',
      'online_booking',
      'invoicing',
      'mileage_tracking',
      'zoom_integration',
    ] as const) {
      expect(hasFeature(business, f)).toBe(true);
    }
    expect(hasFeature(business, 'goals')).toBe(false);
  });
  it('premium only: auto export, marketing, advanced reporting, goals, tax', () => {
    for (const f of ['data_auto_export', 'marketing', 'advanced_reporting', 'goals', 'tax'] as const) {
      expect(hasFeature(premium, f)).toBe(true);
      expect(hasFeature(business, f)).toBe(false);
      expect(lowestPlanWith(f)).toBe('premium');
    }
  });
  it('trial, the premium flag and API users get everything', () => {
    expect(hasFeature(ent(sub()), 'marketing')).toBe(true);
    expect(hasFeature({ ...lite, is_premium: true }, 'marketing')).toBe(true);
    expect(hasFeature({ ...lite, is_api_user: true }, 'tax')).toBe(true);
  });
  it('an add-on grants its feature on a lower plan; marketing_available grants marketing', () => {
    expect(hasFeature({ ...lite, addons: ['marketing'] }, 'marketing')).toBe(true);
    expect(hasFeature({ ...lite, addons: ['marketing'] }, 'data_auto_export')).toBe(false);
    expect(hasFeature({ ...business, addons: ['data_auto_export'] }, 'data_auto_export')).toBe(true);
    expect(hasFeature({ ...lite, marketing_available: true }, 'marketing')).toBe(true);
    expect(hasFeature({ ...lite, marketing_available: true }, 'tax')).toBe(false);
  });
  it('names the cheapest plan with a feature', () => {
    expect(lowestPlanWith('clients')).toBe('lite');
    expect(lowestPlanWith('classes')).toBe('business');
  });
});
