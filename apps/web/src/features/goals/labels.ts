import type { GoalCategory, GoalPeriod, GoalProgress, GoalType } from '@kairos/api/shared';
import { formatMoney, isMoneyGoal } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';
import { m } from '@kairos/i18n';
import { formatNumber } from '../../lib/format';

export const TYPE_LABEL: Record<GoalType, () => string> = {
  income: () => m.wgo_type_income(),
  net_income: () => m.wgo_type_net_income(),
  appointments: () => m.wgo_type_appointments(),
  new_clients: () => m.wgo_type_new_clients(),
  returning_clients: () => m.wgo_type_returning_clients(),
};

export const TYPE_HINT: Record<GoalType, () => string> = {
  income: () => m.wgo_hint_income(),
  net_income: () => m.wgo_hint_net_income(),
  appointments: () => m.wgo_hint_appointments(),
  new_clients: () => m.wgo_hint_new_clients(),
  returning_clients: () => m.wgo_hint_returning_clients(),
};

export const CATEGORY_LABEL: Record<GoalCategory, () => string> = {
  financial: () => m.wgo_category_financial(),
  appointments: () => m.wgo_category_appointments(),
  clients: () => m.wgo_category_clients(),
};

export const PERIOD_LABEL: Record<GoalPeriod, () => string> = {
  week: () => m.wgo_period_week(),
  month: () => m.wgo_period_month(),
  quarter: () => m.wgo_period_quarter(),
  year: () => m.wgo_period_year(),
};

export const PER_PERIOD: Record<GoalPeriod, () => string> = {
  week: () => m.wgo_per_week(),
  month: () => m.wgo_per_month(),
  quarter: () => m.wgo_per_quarter(),
  year: () => m.wgo_per_year(),
};

/** A goal's figure as text: money in its currency, else a count. */
export function figure(type: GoalType, value: number, currency: string | null, locale: Locale): string {
  return isMoneyGoal(type) && currency ? formatMoney(value, currency, locale) : formatNumber(value, locale);
}

export const currentText = (g: GoalProgress, locale: Locale) =>
  m.wgo_of({ current: figure(g.type, g.current, g.currency, locale), amount: figure(g.type, g.amount, g.currency, locale) });
