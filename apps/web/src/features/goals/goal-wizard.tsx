import { GOAL_CATEGORY, type GoalInput, type GoalProgress } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, cn, Dialog, useToast } from '@kairos/ui';
import { useRef, useState } from 'react';
import type { ErrorInfo } from '../../lib/errors';
import { FormError } from '../../lib/form-error';
import { useFormCore } from '../../lib/use-form-core';
import { goalCalls, refreshGoals } from './api';
import { checkDraft, type Draft, draftOf, inputOf, STEPS, type Step, stepOfField, takenCategories } from './wizard-state';
import { AmountStep, ConfirmStep, PeriodStep, STEP_HEADING_ID, type StepProps, TypeStep } from './wizard-steps';

const STEP_LABEL: Record<Step, () => string> = {
  type: () => m.wgo_step_type(),
  period: () => m.wgo_step_period(),
  amount: () => m.wgo_step_amount(),
  confirm: () => m.wgo_step_confirm(),
};
/** Each step's heading asks its question: the step's name is in the step list just above, not said twice. */
const STEP_QUESTION: Record<Step, () => string> = {
  type: () => m.wgo_ask_type(),
  period: () => m.wgo_ask_period(),
  amount: () => m.wgo_ask_amount(),
  confirm: () => m.wgo_ask_confirm(),
};

interface WizardProps {
  /** The goal being edited, or null for a new one. */
  goal: GoalProgress | null;
  goals: GoalProgress[];
  currency: string;
  onClose: () => void;
}

/** The 4-step goal wizard (docs/product/goals.md): type, period, amount, confirm. Edit opens it on the goal's values. */
export function GoalWizard({ goal, goals, currency, onClose }: WizardProps) {
  const toast = useToast();
  const [step, setStep] = useState<Step>('type');
  const heading = useRef<HTMLHeadingElement>(null);
  const at = STEPS.indexOf(step);
  const taken = takenCategories(goals, goal);
  // A type whose category became taken meanwhile (another tab, another device) is no longer chosen.
  const current = (typed: Draft): Draft =>
    typed.type && taken.has(GOAL_CATEGORY[typed.type]) ? { ...typed, type: null } : typed;

  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const form = useFormCore<Draft, GoalInput>({
    initial: draftOf(goal),
    // Only the steps shown so far are checked: "Next" on the type step does not complain about the amount.
    check: (typed) => {
      const draft = current(typed);
      const problem = checkDraft(draft, currency);
      if (problem && STEPS.indexOf(problem.step) <= at) return { ok: false, errors: problem.errors, raw: problem.errors };
      return { ok: true, data: inputOf(draft, currency) };
    },
    isShown: () => true,
    // The step that shows the first error opens, its heading focused.
    onInvalid: (errors) => go(stepOfField(Object.keys(errors)[0] ?? 'type')),
  });
  const draft = current(form.values);

  const save = async (input: GoalInput) => {
    if (at < STEPS.length - 1) return go(STEPS[at + 1] ?? 'confirm');
    if (goal) await goalCalls.update(goal.id, input);
    else await goalCalls.create(input);
    await refreshGoals();
    toast({ title: m.popup_success(), description: goal ? m.wgo_updated() : m.wgo_created(), tone: 'success' });
    onClose();
  };
  // A goal made elsewhere meanwhile: the list is read again, so step 1 shows its category as taken.
  const refused = (info: ErrorInfo) => {
    if (info.code !== 'GOAL_CATEGORY_TAKEN') return;
    void refreshGoals();
    if (!Object.keys(info.errors).length) go('type');
  };

  const props: StepProps = { draft, update: form.update, errors: form.errors, currency };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={goal ? m.wgo_edit_title() : m.wgo_new_title()}
      closeLabel={m.web_close()}
      className="max-w-lg"
    >
      <form
        onSubmit={(event) => form.submit(event, save, refused)}
        noValidate
        className="mt-4 flex flex-col gap-4"
        data-testid="goal-wizard"
      >
        <ol className="grid grid-cols-4 gap-1.5" aria-label={m.wgo_steps_label()}>
          {STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className="flex flex-col gap-1">
              <span className={cn('h-1.5 rounded-full', i <= at ? 'bg-brand-500' : 'bg-gray-200')} aria-hidden="true" />
              <span className={cn('truncate text-xs', s === step ? 'font-semibold text-brand-800' : 'text-gray-500')}>
                {STEP_LABEL[s]()}
              </span>
            </li>
          ))}
        </ol>
        <h3 ref={heading} id={STEP_HEADING_ID} tabIndex={-1} className="text-base font-semibold text-gray-900 outline-none">
          {m.wgo_step_of({ step: at + 1, steps: STEPS.length, question: STEP_QUESTION[step]() })}
        </h3>
        <FormError message={form.formError} />
        {step === 'type' ? <TypeStep {...props} taken={taken} /> : null}
        {step === 'period' ? <PeriodStep {...props} /> : null}
        {step === 'amount' ? <AmountStep {...props} /> : null}
        {step === 'confirm' ? <ConfirmStep {...props} /> : null}
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="secondary" disabled={at === 0} onClick={() => go(STEPS[at - 1] ?? 'type')}>
            {m.wgo_back()}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="goal-next">
            {at < STEPS.length - 1 ? m.wgo_next() : goal ? m.wgo_save() : m.wgo_create()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
