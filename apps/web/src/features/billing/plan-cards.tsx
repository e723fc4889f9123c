import { type Billing, formatMoney, type PlanOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, CheckIcon, ChoiceGroup, cn } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { levelLabel } from '../../lib/plans';

/** Monthly or annual ("2 months free"). */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (value: Billing) => void }) {
  return (
    <ChoiceGroup<Billing>
      name="bil-billing"
      legend={m.bil_billing_label()}
      value={value}
      onChange={onChange}
      options={[
        { value: 'monthly', label: m.bil_monthly() },
        {
          value: 'annual',
          label: (
            <span className="flex items-center gap-1.5">
              {m.bil_annual()}
              <span className="rounded-full bg-emerald-100 px-1.5 py-px text-[11px] font-semibold text-emerald-800">
                {m.bil_two_months_free()}
              </span>
            </span>
          ),
        },
      ]}
    />
  );
}

export interface PlanAction {
  label: string;
  disabled: boolean;
  busy: boolean;
  run: () => void;
}

/** One plan: its price for the chosen period, what it includes in SMS, and its button. */
export function PlanCard({ plan, action }: { plan: PlanOutput; action: PlanAction }) {
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, plan.currency, locale);
  const annual = plan.billing === 'annual';
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col rounded-xl border bg-white p-5 shadow-xs',
        plan.is_current ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200',
      )}
      data-testid={`bil-plan-${plan.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{levelLabel[plan.level]()}</h2>
        {plan.is_current ? <Badge tone="info">{m.bil_current_plan()}</Badge> : null}
      </div>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-3xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="bil-plan-price">
          {money(annual ? plan.price_per_month : plan.price)}
        </span>
        <span className="text-sm text-gray-500">{m.bil_per_month()}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-gray-500">{annual ? m.bil_per_year({ price: money(plan.price) }) : null}</p>
      <ul className="mt-4 mb-5 flex flex-col gap-2 text-sm text-gray-700">
        <Included>{plan.sms_per_month > 0 ? m.bil_sms_included({ count: plan.sms_per_month }) : m.bil_sms_payg()}</Included>
        {plan.level === 'premium' ? <Included>{m.bil_marketing_included()}</Included> : null}
      </ul>
      <Button
        className="mt-auto"
        block
        variant={plan.is_current ? 'secondary' : 'primary'}
        disabled={action.disabled}
        loading={action.busy}
        onClick={action.run}
      >
        {action.label}
      </Button>
    </li>
  );
}

function Included({ children }: { children: string }) {
  return (
    <li className="flex items-start gap-2">
      <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>{children}</span>
    </li>
  );
}
