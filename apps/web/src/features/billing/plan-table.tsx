import { FEATURES, type Level, PLAN_FEATURES, PLANS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { CheckIcon, cn, ScrollArea } from '@kairos/ui';
import { featureLabel } from '../../lib/billing/labels';
import { levelLabel } from '../../lib/plans';

const smsPerMonth = {
  lite: () => m.sub_sms_payg(),
  business: () => m.sub_sms_monthly({ count: 100 }),
  premium: () => m.sub_sms_monthly({ count: 200 }),
};

/** What each plan includes (PLAN_FEATURES), with the current plan highlighted. */
export function PlanTable({ current }: { current: Level }) {
  return (
    <ScrollArea label={m.sub_plans_caption()} className="-mx-5 -mb-4">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{m.sub_plans_caption()}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-3 pr-2 pl-4 text-left font-medium text-gray-500 sm:px-5">
              {m.sub_feature_column()}
            </th>
            {PLANS.map((plan) => (
              <th
                key={plan}
                scope="col"
                className={cn(
                  'w-[4.5rem] px-1 py-3 text-center text-xs font-semibold sm:w-28 sm:px-2 sm:text-sm',
                  plan === current ? 'bg-brand-50 text-brand-700' : 'text-gray-900',
                )}
              >
                {levelLabel[plan]()}
                {plan === current ? <span className="block text-xs font-normal">{m.sub_current_plan()}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-gray-100">
            <th scope="row" className="py-2.5 pr-2 pl-4 text-left font-normal text-gray-700 sm:px-5">
              {m.sub_sms_row()}
            </th>
            {PLANS.map((plan) => (
              <td
                key={plan}
                className={cn('px-1 py-2.5 text-center text-xs text-gray-700 sm:px-2', plan === current && 'bg-brand-50')}
              >
                {smsPerMonth[plan]()}
              </td>
            ))}
          </tr>
          {FEATURES.map((feature) => (
            <tr key={feature} className="border-b border-gray-100 last:border-0">
              <th scope="row" className="py-2.5 pr-2 pl-4 text-left font-normal text-gray-700 sm:px-5">
                {featureLabel[feature]()}
              </th>
              {PLANS.map((plan) => (
                <td key={plan} className={cn('px-1 py-2.5 text-center sm:px-2', plan === current && 'bg-brand-50')}>
                  {PLAN_FEATURES[plan].has(feature) ? (
                    <>
                      <CheckIcon className="mx-auto size-4.5 text-brand-600" />
                      <span className="sr-only">{m.sub_included()}</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true" className="text-gray-300">
                        —
                      </span>
                      <span className="sr-only">{m.sub_not_included()}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
