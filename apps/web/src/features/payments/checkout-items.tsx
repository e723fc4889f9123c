import { m } from '@kairos/i18n';
import { Badge, Card, Checkbox, Switch } from '@kairos/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatTime, useClock } from '../../lib/appointments/time';
import type { PickedClient } from '../../lib/clients/client-picker';
import { useLocale } from '../../lib/i18n';
import { STATUS_TONE, statusLabel } from '../../lib/payments/labels';
import { useMoneyText } from '../../lib/payments/money';
import { ListSkeleton, LoadError } from '../../lib/records';
import { formatShortDate } from './format';
import type { Candidate, useCandidates } from './use-candidates';

/** The ticked items, each with "pay with package" for appointments. */
export type Selection = Map<string, { use_package: boolean }>;

interface CheckoutItemsProps {
  client: PickedClient | null;
  candidates: ReturnType<typeof useCandidates>;
  selection: Selection;
  onSelection: (s: Selection) => void;
  disabled: boolean;
  errors: Record<string, string[]>;
  /** The "sale being made" section, shown with the sales. */
  children: ReactNode;
}

/** What the client pays for: the docs/product/payments.md groups "appointment left to pay" and "sale left to pay", plus a new sale. */
export function CheckoutItems({ client, candidates, selection, onSelection, disabled, errors, children }: CheckoutItemsProps) {
  const money = useMoneyText();
  const appointments = candidates.list.filter((c) => c.kind === 'appointment');
  const sales = candidates.list.filter((c) => c.kind === 'sale');
  const toggle = (c: Candidate, on: boolean) => {
    const next = new Map(selection);
    if (on) next.set(c.key, { use_package: false });
    else next.delete(c.key);
    onSelection(next);
  };
  const setPackage = (c: Candidate, on: boolean) => onSelection(new Map(selection).set(c.key, { use_package: on }));
  const itemErrors = Object.entries(errors)
    .filter(([k]) => k === 'items' || k.startsWith('items.'))
    .flatMap(([, v]) => v);

  const body = (list: Candidate[], empty: string) =>
    candidates.pending ? (
      <ListSkeleton rows={2} label={m.web_loading()} />
    ) : list.length === 0 ? (
      <p className="text-sm text-gray-500">{empty}</p>
    ) : (
      <ul className="flex flex-col divide-y divide-gray-100">
        {list.map((c) => (
          <ItemRow
            key={c.key}
            c={c}
            checked={selection.has(c.key)}
            usePackage={!!selection.get(c.key)?.use_package}
            packageName={candidates.packageFor(c)?.package.name ?? null}
            onToggle={(on) => toggle(c, on)}
            onPackage={(on) => setPackage(c, on)}
            disabled={disabled}
          />
        ))}
      </ul>
    );

  return (
    <>
      {candidates.error ? <LoadError error={candidates.error} onRetry={candidates.retry} /> : null}
      {itemErrors.length ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {itemErrors.join(' ')}
        </p>
      ) : null}
      {client && candidates.owed ? (
        <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium text-gray-900">{m.wi_client_left_to_pay()}</span>
            <span className="text-lg font-semibold text-gray-900 tabular-nums" data-testid="checkout-left-to-pay">
              {money(candidates.owed.total, candidates.owed.currency)}
            </span>
          </p>
          <p className="mt-1 text-xs text-gray-500">{m.wi_ltp_rule()}</p>
        </div>
      ) : null}
      <Card title={m.wi_group_appointment_left()} description={client ? undefined : m.wi_pick_client_first()}>
        {client || appointments.length ? body(appointments, m.wi_no_appointments()) : null}
      </Card>
      <Card title={m.wi_group_sale_left()}>
        <div className="flex flex-col gap-4">
          {client || sales.length ? body(sales, m.wi_no_sales()) : null}
          {children}
        </div>
      </Card>
    </>
  );
}

function ItemRow({
  c,
  checked,
  usePackage,
  packageName,
  onToggle,
  onPackage,
  disabled,
}: {
  c: Candidate;
  checked: boolean;
  usePackage: boolean;
  packageName: string | null;
  onToggle: (on: boolean) => void;
  onPackage: (on: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  const money = useMoneyText();
  const { locale } = useLocale();
  const clock = useClock();
  const when =
    c.kind === 'appointment' ? `${formatShortDate(c.date, locale)}, ${formatTime(c.at, clock)}` : formatShortDate(c.date, locale);
  const left = money(c.left, c.currency);
  return (
    <li className="flex flex-col gap-2 py-2.5" data-testid="checkout-item">
      <Checkbox
        id={`${id}-pick`}
        checked={checked}
        disabled={disabled || (c.left === 0 && !checked)}
        onChange={onToggle}
        label={
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-medium text-gray-900">{c.title || m.wi_untitled()}</span>
              <span className="block text-xs text-gray-500">
                {when}
                {c.upcoming ? ` · ${m.wi_upcoming()}` : ''}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <Badge tone={STATUS_TONE[c.status]}>{statusLabel(c.status, left)}</Badge>
              <span className="font-semibold text-gray-900 tabular-nums">{left}</span>
            </span>
          </span>
        }
      />
      {checked && packageName ? (
        <div className="pl-7">
          <Switch
            id={`${id}-package`}
            checked={usePackage}
            onChange={onPackage}
            disabled={disabled}
            label={m.wi_pay_with_package()}
            description={m.wi_pay_with_package_hint({ name: packageName })}
          />
        </div>
      ) : null}
    </li>
  );
}
