import { GOAL_CATEGORY, type GoalProgress } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, cn, Dialog, useToast } from '@kairos/ui';
import { type FormEvent, useRef, useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { FormError } from '../../lib/form-error';
import { goalCalls, refreshGoals } from './api';
import { checkDraft, draftOf, inputOf, STEPS, type Step, stepOfField, takenCategories } from './wizard-state';
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

/** The 4-step goal wizard (SPEC 2): type, period, amount, confirm. Edit opens it on the goal's values. */
export function GoalWizard({ goal, goals, currency, onClose }: WizardProps) {
  const toast = useToast();
  const [typed, setDraft] = useState(() => draftOf(goal));
  const [step, setStep] = useState<Step>('type');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const at = STEPS.indexOf(step);
  const taken = takenCategories(goals, goal);
  // A type whose category became taken meanwhile (another tab, another device) is no longer chosen.
  const draft = typed.type && taken.has(GOAL_CATEGORY[typed.type]) ? { ...typed, type: null } : typed;

  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const update = (changes: Partial<StepProps['draft']>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setErrors({});
    setFormError(null);
  };
  const show = (step: Step, found: Record<string, string[]>, message: string | null) => {
    setErrors(found);
    setFormError(message);
    go(step);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkDraft(draft, currency);
    if (problem && STEPS.indexOf(problem.step) <= at) return show(problem.step, problem.errors, null);
    if (at < STEPS.length - 1) return go(STEPS[at + 1] ?? 'confirm');
    setSaving(true);
    try {
      const input = inputOf(draft, currency);
      if (goal) await goalCalls.update(goal.id, input);
      else await goalCalls.create(input);
      await refreshGoals();
      toast({ title: m.popup_success(), description: goal ? m.wgo_updated() : m.wgo_created(), tone: 'success' });
      onClose();
    } catch (e) {
      const info = errorInfo(e);
      // A goal made elsewhere meanwhile: the list is read again, so step 1 shows its category as taken.
      if (info.code === 'GOAL_CATEGORY_TAKEN') void refreshGoals();
      const fields = Object.keys(info.errors);
      const first = fields[0];
      if (first) show(stepOfField(first), info.errors, null);
      else show(info.code === 'GOAL_CATEGORY_TAKEN' ? 'type' : step, {}, info.message);
    } finally {
      setSaving(false);
    }
  };

  const props: StepProps = { draft, update, errors, currency };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={goal ? m.wgo_edit_title() : m.wgo_new_title()}
      closeLabel={m.web_close()}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" data-testid="goal-wizard">
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
        <FormError message={formError} />
        {step === 'type' ? <TypeStep {...props} taken={taken} /> : null}
        {step === 'period' ? <PeriodStep {...props} /> : null}
        {step === 'amount' ? <AmountStep {...props} /> : null}
        {step === 'confirm' ? <ConfirmStep {...props} /> : null}
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="secondary" disabled={at === 0} onClick={() => go(STEPS[at - 1] ?? 'type')}>
            {m.wgo_back()}
          </Button>
          <Button type="submit" loading={saving} data-testid="goal-next">
            {at < STEPS.length - 1 ? m.wgo_next() : goal ? m.wgo_save() : m.wgo_create()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
