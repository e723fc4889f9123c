import type { GoalCategory, GoalInput, GoalPeriod, GoalProgress, GoalType } from '@kairos/api/shared';
import { isMoneyGoal, parseAmount, toMajor } from '@kairos/api/shared';
import { m } from '@kairos/i18n';

export const STEPS = ['type', 'period', 'amount', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export interface Draft {
  type: GoalType | null;
  period: GoalPeriod;
  /** As typed: major units for money ("500,00"), a whole number for counts. */
  amount: string;
}

export const draftOf = (goal: GoalProgress | null): Draft =>
  goal
    ? {
        type: goal.type,
        period: goal.period,
        amount: isMoneyGoal(goal.type) && goal.currency ? toMajor(goal.amount, goal.currency) : String(goal.amount),
      }
    : { type: null, period: 'month', amount: '' };

/** The amount in the input's units (minor units for money), or null when it is not a number above zero. */
export function amountOf(draft: Draft, currency: string): number | null {
  if (!draft.type) return null;
  const text = draft.amount.trim();
  const value = isMoneyGoal(draft.type) ? parseAmount(text, currency) : /^\d+$/.test(text) ? Number(text) : null;
  return value !== null && value > 0 ? value : null;
}

/** The first step with a problem and its messages, or null when the draft can be sent. */
export function checkDraft(draft: Draft, currency: string): { step: Step; errors: Record<string, string[]> } | null {
  if (!draft.type) return { step: 'type', errors: { type: [m.wgo_choose_type()] } };
  if (amountOf(draft, currency) === null) return { step: 'amount', errors: { amount: [m.wgo_amount_invalid()] } };
  return null;
}

export const inputOf = (draft: Draft, currency: string): GoalInput => ({
  type: draft.type as GoalType,
  period: draft.period,
  amount: amountOf(draft, currency) ?? 0,
});

/** Which step shows a server field error. */
export const stepOfField = (field: string): Step => (field === 'period' ? 'period' : field === 'amount' ? 'amount' : 'type');

/** Categories the business already has a goal in, except the one being edited. */
export const takenCategories = (goals: GoalProgress[], editing: GoalProgress | null): Set<GoalCategory> =>
  new Set(goals.filter((g) => g.id !== editing?.id).map((g) => g.category));
