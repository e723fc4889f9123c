import { m } from '@kairos/i18n';
import { ChevronDownIcon } from '@kairos/ui';

const QUESTIONS = [
  ['trial', () => m.bil_faq_trial_q(), () => m.bil_faq_trial_a()],
  ['trial-end', () => m.bil_faq_trial_end_q(), () => m.bil_faq_trial_end_a()],
  ['cancel', () => m.bil_faq_cancel_q(), () => m.bil_faq_cancel_a()],
  ['change', () => m.bil_faq_change_q(), () => m.bil_faq_change_a()],
  ['data', () => m.bil_faq_data_q(), () => m.bil_faq_data_a()],
  ['vat', () => m.bil_faq_vat_q(), () => m.bil_faq_vat_a()],
  ['uah', () => m.bil_faq_uah_q(), () => m.bil_faq_uah_a()],
  ['sms', () => m.bil_faq_sms_q(), () => m.bil_faq_sms_a()],
] as const;

/** The plan page's FAQ (docs/product/billing.md): native disclosures, so keyboard and screen readers work without script. */
export function PlansFaq() {
  return (
    <section aria-labelledby="bil-faq-title" className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2 id="bil-faq-title" className="border-b border-gray-100 px-5 py-4 text-base font-semibold text-gray-900">
        {m.bil_faq_title()}
      </h2>
      <div className="divide-y divide-gray-100">
        {QUESTIONS.map(([id, question, answer]) => (
          <details key={id} className="group px-5" data-testid={`bil-faq-${id}`}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3.5 text-sm font-medium text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
              {question()}
              <ChevronDownIcon className="size-4 shrink-0 text-gray-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-sm text-gray-600">{answer()}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
