import { GOAL_CATEGORIES, GOAL_CATEGORY, GOAL_PERIODS, GOAL_TYPES, type GoalCategory, isMoneyGoal } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { AffixField, cn, MoneyField } from '@kairos/ui';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/i18n';
import { moneyLocale } from '../../lib/use-money-field';
import { CATEGORY_LABEL, figure, PER_PERIOD, PERIOD_LABEL, TYPE_HINT, TYPE_LABEL } from './labels';
import { amountOf, type Draft } from './wizard-state';

export interface StepProps {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
  errors: Record<string, string[]>;
  currency: string;
}

interface OptionProps {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** One choice of a step: a native radio (arrow keys move within its group) in a bordered row. */
function Option({ name, checked, disabled = false, onChange, children }: OptionProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
        checked ? 'border-brand-500 bg-brand-50' : 'border-gray-200 bg-white',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-0.5 accent-brand-600"
      />
      {children}
    </label>
  );
}

/** Step 1: what to measure, grouped by category; a category already holding a goal is disabled with the reason. */
export function TypeStep({ draft, update, errors, taken }: StepProps & { taken: Set<GoalCategory> }) {
  return (
    <div className="flex flex-col gap-4">
      {GOAL_CATEGORIES.map((category) => {
        const disabled = taken.has(category);
        const reasonId = `goal-taken-${category}`;
        return (
          <fieldset key={category} className="flex flex-col gap-2" aria-describedby={disabled ? reasonId : undefined}>
            <legend className="mb-1 text-sm font-semibold text-gray-900">{CATEGORY_LABEL[category]()}</legend>
            {disabled ? (
              <p id={reasonId} className="text-xs text-amber-700">
                {m.wgo_category_taken()}
              </p>
            ) : null}
            {GOAL_TYPES.filter((t) => GOAL_CATEGORY[t] === category).map((type) => (
              <Option
                key={type}
                name="goal-type"
                checked={draft.type === type}
                disabled={disabled}
                onChange={() => update({ type, amount: '' })}
              >
                <span className="min-w-0">
                  <span className="block font-medium text-gray-900">{TYPE_LABEL[type]()}</span>
                  <span className="block text-xs text-gray-500">{TYPE_HINT[type]()}</span>
                </span>
              </Option>
            ))}
          </fieldset>
        );
      })}
      {errors.type ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.type.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** The id of the wizard's step heading ("Step 2 of 4: Over which period?"), which names the step's choices. */
export const STEP_HEADING_ID = 'goal-step-heading';

/** Step 2: the period the goal repeats over. */
export function PeriodStep({ draft, update }: StepProps) {
  return (
    // Named by the step's heading (its question), not by a legend that would repeat the step's name.
    <fieldset className="grid grid-cols-2 gap-2" aria-labelledby={STEP_HEADING_ID}>
      {GOAL_PERIODS.map((period) => (
        <Option key={period} name="goal-period" checked={draft.period === period} onChange={() => update({ period })}>
          <span className="font-medium text-gray-900">{PERIOD_LABEL[period]()}</span>
        </Option>
      ))}
    </fieldset>
  );
}

/** Step 3: the target, money in the business's currency or a count. */
export function AmountStep({ draft, update, errors, currency }: StepProps) {
  const { locale } = useLocale();
  const common = {
    id: 'goal-amount',
    value: draft.amount,
    onChange: (e: { target: { value: string } }) => update({ amount: e.target.value }),
    error: errors.amount,
    hint: m.wgo_amount_hint(),
    autoFocus: true,
  };
  return draft.type && isMoneyGoal(draft.type) ? (
    <MoneyField {...common} label={m.wgo_amount_money()} currency={currency} locale={moneyLocale(locale)} />
  ) : (
    <AffixField {...common} label={m.wgo_amount_count()} inputMode="numeric" autoComplete="off" />
  );
}

/** Step 4: the summary of what will be saved. */
export function ConfirmStep({ draft, currency }: StepProps) {
  const { locale } = useLocale();
  if (!draft.type) return null;
  const amount = amountOf(draft, currency) ?? 0;
  return (
    <div className="rounded-lg bg-gray-50 p-4 text-sm" data-testid="goal-summary">
      <p className="font-semibold text-gray-900">{m.wgo_summary()}</p>
      <p className="mt-1 text-gray-700">
        {m.wgo_summary_text({
          type: TYPE_LABEL[draft.type](),
          target: figure(draft.type, amount, isMoneyGoal(draft.type) ? currency : null, locale),
          period: PER_PERIOD[draft.period](),
        })}
      </p>
    </div>
  );
}
