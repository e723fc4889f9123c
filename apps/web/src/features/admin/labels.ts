import { formatMoney } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';
import { m } from '@kairos/i18n';
import { planLabel } from '../../lib/plans';
import type { RouterOutputs } from '../../lib/trpc';

export type AdminUser = RouterOutputs['admin']['user'];
type State = NonNullable<AdminUser['state']>;

const STATE: Record<State, () => string> = {
  trial: m.adm_state_trial,
  subscriber: m.adm_state_subscriber,
  grace_period: m.adm_state_grace_period,
  unsubscriber: m.adm_state_unsubscriber,
  lapsed: m.adm_state_lapsed,
};

/** "Business · Monthly · Subscriber", "Premium · Monthly · Trial" (chosen during the trial), "Trial", or "No business". */
export function userPlanLabel(u: Pick<AdminUser, 'state' | 'plan_id' | 'plan_name'>): string {
  if (!u.state) return m.adm_state_none();
  const state = STATE[u.state]();
  const plan = planLabel(u.plan_id) ?? u.plan_name;
  return plan ? `${plan} · ${state}` : state;
}

export const userName = (u: Pick<AdminUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

export const money = (minor: number, currency: string, locale: Locale) => formatMoney(minor, currency, locale);

export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
