import { GOAL_CATEGORIES, GOAL_PERIODS, GOAL_TYPES } from '@kairos/db/enums';
import * as z from 'zod';

/**
 * Goals (issue 15, docs/product/goals.md "Goal", docs/product/goals.md "4-step create wizard", docs/product/goals.md "21 goal-motivation phrases"). A goal
 * is a type (what is measured), a period and an amount; its category follows from its type, and a business
 * has at most one goal per category.
 */
export { GOAL_TYPES };
export type GoalType = (typeof GOAL_TYPES)[number];
export { GOAL_CATEGORIES };
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export { GOAL_PERIODS };
export type GoalPeriod = (typeof GOAL_PERIODS)[number];

export const GOAL_CATEGORY: Record<GoalType, GoalCategory> = {
  income: 'financial',
  net_income: 'financial',
  appointments: 'appointments',
  new_clients: 'clients',
  returning_clients: 'clients',
};
/** Money goals are in minor units of the business's currency; the others are counts. */
export const isMoneyGoal = (t: GoalType) => t === 'income' || t === 'net_income';

/** docs/product/goals.md: 21 motivation phrases. */
export const MOTIVATION_PHRASES = 21;

/** Amount limits: a count up to 100,000; money up to 100,000,000 minor units. */
export const GOAL_LIMITS = { count: 100_000, money: 100_000_000 } as const;

/** The largest amount a goal of this type may have (minor units for money). */
export const goalLimitOf = (t: GoalType) => (isMoneyGoal(t) ? GOAL_LIMITS.money : GOAL_LIMITS.count);

const goalFields = z.object({
  type: z.enum(GOAL_TYPES),
  period: z.enum(GOAL_PERIODS),
  amount: z.number().int().min(1),
});

/** Amounts above the type's limit are refused under `amount` (shown as money for money goals). */
function withinLimit(g: { type: GoalType; amount: number }, ctx: z.RefinementCtx) {
  const max = goalLimitOf(g.type);
  if (g.amount > max)
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      params: { key: 'validation_max_value', max, unit: isMoneyGoal(g.type) ? 'money' : 'count' },
    });
}

export const goalInput = goalFields.superRefine(withinLimit);
export type GoalInput = z.infer<typeof goalInput>;
export const goalUpdateInput = goalFields.extend({ id: z.string().min(1).max(64) }).superRefine(withinLimit);
