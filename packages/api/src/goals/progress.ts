import { goals } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { asc } from 'drizzle-orm';
import { type BusinessScope, settingsOf } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { GoalProgress } from '../shared/analytics-schemas';
import { translateKey } from '../shared/validation';
import { currentOf } from './measure';
import { currentPeriod } from './period';
import { phraseIndexOf } from './phrases';

export type GoalRow = typeof goals.$inferSelect;

/** percent = floor(current × 100 / amount), never below 0 (a net income may be negative). */
export const percentOf = (current: number, amount: number) => Math.max(0, Math.floor((current * 100) / amount));

/** One goal with its progress in the period holding `scope.now`. */
export async function progressOf(
  scope: BusinessScope,
  goal: GoalRow,
  weekStartsOn: 'monday' | 'sunday',
  locale: Locale,
): Promise<GoalProgress> {
  const p = currentPeriod(scope, goal.period, weekStartsOn, locale);
  const current = await currentOf(scope, goal.type, p);
  const percent = percentOf(current, goal.amount);
  const phraseIndex = phraseIndexOf(percent, p.elapsed);
  return {
    id: goal.id,
    type: goal.type,
    category: goal.category,
    period: goal.period,
    amount: goal.amount,
    currency: goal.currency,
    period_start: p.startDate,
    period_end: p.endDate,
    current,
    percent,
    phrase_index: phraseIndex,
    phrase: translateKey(`goal_phrase_${phraseIndex}`, {}, locale),
  };
}

export async function weekStartOf(scope: BusinessScope): Promise<'monday' | 'sunday'> {
  return (await settingsOf(scope.db, scope.businessId, scope.business.region)).calendar.week_starts_on;
}

/** Each goal of the business with its progress in its current period (the period holding `scope.now`). */
export async function goalProgressOf(scope: BusinessScope, locale: Locale): Promise<GoalProgress[]> {
  const [rows, weekStartsOn] = await Promise.all([
    scope.db.select().from(goals).where(scopeToBusiness(goals, scope.businessId)).orderBy(asc(goals.created_at), asc(goals.id)),
    weekStartOf(scope),
  ]);
  return Promise.all(rows.map((g) => progressOf(scope, g, weekStartsOn, locale)));
}
