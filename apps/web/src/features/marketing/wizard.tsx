import { type CampaignInput, type CampaignOutput, campaignInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, Card, cn, useToast } from '@kairos/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ErrorInfo } from '../../lib/errors';
import { FormError } from '../../lib/form-error';
import { useFormCore } from '../../lib/use-form-core';
import { marketingCalls, refreshMarketing } from './api';
import { campaignPath } from './labels';
import { FiltersStep } from './step-filters';
import { MessageStep, NameStep } from './step-message';
import { WhenStep } from './step-when';
import {
  type Draft,
  draftKey,
  errorKeyOf,
  inputOf,
  STEPS,
  type Step,
  type StepProps,
  stepOfField,
  storeDraft,
  storedDraft,
} from './wizard-state';

const STEP_LABEL: Record<Step, () => string> = {
  name: () => m.wmkt_step_name(),
  message: () => m.wmkt_step_message(),
  filters: () => m.wmkt_step_filters(),
  when: () => m.wmkt_step_when(),
};
/** Each step's heading asks its question: the step's name is in the step list just above, not said twice. */
const STEP_QUESTION: Record<Step, () => string> = {
  name: () => m.wmkt_ask_name(),
  message: () => m.wmkt_ask_message(),
  filters: () => m.wmkt_ask_filters(),
  when: () => m.wmkt_ask_when(),
};

const SEND_REFUSALS = new Set(['MARKETING_NO_CLIENTS', 'CREDITS_EMPTY', 'SMS_CREDITS_SHORT']);

/** The campaign wizard: name and channel, message, filters with the count, and when to send. */
export function CampaignWizard({ campaign, initial, zone }: { campaign: CampaignOutput | null; initial: Draft; zone: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const key = draftKey(campaign);
  const [stored] = useState(() => storedDraft(key));
  const [step, setStep] = useState<Step>(stored?.step ?? 'name');
  const heading = useRef<HTMLHeadingElement>(null);
  // The campaign being edited, if any: saving updates it, "send now" changes and sends it in one call.
  const savedId = campaign?.id ?? null;
  const at = STEPS.indexOf(step);

  const go = (next: Step) => {
    setStep(next);
    // The new step's heading takes focus once it is painted (keyboard and screen-reader users start there).
    requestAnimationFrame(() => heading.current?.focus());
  };
  const form = useFormCore<Draft, CampaignInput>({
    schema: campaignInput,
    initial: stored?.draft ?? initial,
    toInput: (d) => inputOf(d, zone),
    fieldOf: errorKeyOf,
    // The steps show their fields' errors; one with no field ("_") goes above the steps.
    isShown: (field) => field !== '_',
    // The first step with an error opens, its heading focused.
    onInvalid: (errors) => {
      const first = STEPS.find((s) => Object.keys(errors).some((k) => stepOfField(k) === s));
      if (first) go(first);
    },
  });
  const draft = form.values;
  useEffect(() => storeDraft(key, { draft, step }), [key, draft, step]);

  const save = async (input: CampaignInput) => {
    const { scheduled_at, ...fields } = input;
    // "Now" is one call that writes nothing when refused (no recipients, not enough credits): no stray draft.
    const saved =
      draft.when === 'now'
        ? await marketingCalls.sendNow({ ...fields, ...(savedId ? { id: savedId } : {}) })
        : savedId
          ? await marketingCalls.update({ id: savedId, ...fields, scheduled_at })
          : await marketingCalls.create({ ...fields, scheduled_at });
    storeDraft(key, null);
    await refreshMarketing();
    const done = { draft: m.wmkt_saved_draft, schedule: m.wmkt_saved_scheduled, now: m.wmkt_saved_sending }[draft.when];
    toast({ title: m.popup_success(), description: done({ name: saved.name }), tone: 'success' });
    navigate(campaignPath(saved.id));
  };
  // Nobody to send to, or not enough credits: the filters step counts again and says why, with the way to fix it.
  const refused = (info: ErrorInfo) => {
    if (info.code && SEND_REFUSALS.has(info.code)) go('filters');
  };
  const submit = (event: FormEvent) => {
    if (at < STEPS.length - 1) {
      event.preventDefault();
      return go(STEPS[at + 1] ?? 'when');
    }
    void form.submit(event, save, refused);
  };

  const props: StepProps = { draft, update: form.update, errors: form.errors };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={m.wmkt_steps_label()}>
        {STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              onClick={() => go(s)}
              aria-current={s === step ? 'step' : undefined}
              className={cn(
                'flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
                s === step
                  ? 'border-brand-500 bg-brand-50 font-semibold text-brand-800'
                  : 'border-gray-200 bg-white text-gray-600',
              )}
            >
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-xs ring-1 ring-gray-300">
                {i + 1}
              </span>
              <span className="min-w-0 wrap-anywhere">{STEP_LABEL[s]()}</span>
            </button>
          </li>
        ))}
      </ol>
      <FormError message={form.formError} />
      <Card>
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-base font-semibold text-gray-900 outline-none">
          {m.wmkt_step_of({ step: at + 1, steps: STEPS.length, question: STEP_QUESTION[step]() })}
        </h2>
        {step === 'name' ? <NameStep {...props} /> : null}
        {step === 'message' ? <MessageStep {...props} /> : null}
        {step === 'filters' ? <FiltersStep {...props} /> : null}
        {step === 'when' ? <WhenStep {...props} zone={zone} /> : null}
      </Card>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="secondary" disabled={at === 0} onClick={() => go(STEPS[at - 1] ?? 'name')}>
          {m.wmkt_back()}
        </Button>
        <Button type="submit" loading={form.submitting} data-testid="wizard-next">
          {at < STEPS.length - 1
            ? m.wmkt_next()
            : { draft: m.wmkt_save_draft, schedule: m.wmkt_schedule, now: m.wmkt_send_now }[draft.when]()}
        </Button>
      </div>
    </form>
  );
}
