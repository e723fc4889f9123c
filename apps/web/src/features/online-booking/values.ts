import type { BookingSettingsOutput } from '@kairos/api/shared/booking-schemas';
import { numberOf } from '../../lib/number-text';

/** The settings form's text values: switches are '1' or '', id lists comma-joined, numbers as typed. */
export interface SettingsValues extends Record<string, string> {
  enabled: string;
  paused: string;
  existing_clients_only: string;
  slug: string;
  notice_hours: string;
  horizon_days: string;
  remember_days: string;
  cancel_notice_hours: string;
  terms: string;
  confirm_email: string;
  confirm_sms: string;
  notify_owner_email: string;
  sms_abroad: string;
  brand_color: string;
  service_ids: string;
  class_ids: string;
  package_ids: string;
  voucher_ids: string;
}

export const SWITCHES = [
  'enabled',
  'paused',
  'existing_clients_only',
  'confirm_email',
  'confirm_sms',
  'notify_owner_email',
  'sms_abroad',
] as const;
export const NUMBERS = ['notice_hours', 'horizon_days', 'remember_days', 'cancel_notice_hours'] as const;
export const LISTS = ['service_ids', 'class_ids', 'package_ids', 'voucher_ids'] as const;
export type ListField = (typeof LISTS)[number];

const flag = (on: boolean) => (on ? '1' : '');
export const split = (text: string) => text.split(',').filter(Boolean);

export function valuesOf(s: BookingSettingsOutput): SettingsValues {
  const v = { slug: s.slug, terms: s.terms ?? '', brand_color: s.brand_color } as SettingsValues;
  for (const k of SWITCHES) v[k] = flag(s[k]);
  for (const k of NUMBERS) v[k] = String(s[k]);
  for (const k of LISTS) v[k] = s[k].join(',');
  return v;
}

export function inputOf(v: SettingsValues) {
  return {
    slug: v.slug,
    terms: v.terms.trim() ? v.terms : null,
    brand_color: v.brand_color,
    ...Object.fromEntries(SWITCHES.map((k) => [k, v[k] === '1'])),
    ...Object.fromEntries(NUMBERS.map((k) => [k, numberOf(v[k])])),
    ...Object.fromEntries(LISTS.map((k) => [k, split(v[k])])),
  };
}
