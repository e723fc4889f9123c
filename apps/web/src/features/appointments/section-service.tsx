import { applyDiscount, formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, MoneyField, SelectField, TextField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Clock } from '../../lib/appointments/time';
import { ClientPicker, type PickedClient } from '../../lib/clients/client-picker';
import { useLocale } from '../../lib/i18n';
import { amountText, formatDuration, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { trpc } from '../../lib/trpc';
import { moneyLocale } from '../../lib/use-money-field';
import { PartsLayout } from './parts-layout';
import type { AppointmentForm } from './use-appointment-form';

const SERVICES_FORM = '/appointments/services/form';

const ALL = { per_page: 100 } as const;

interface ServiceSectionProps {
  form: AppointmentForm;
  clients: PickedClient[];
  onClients: (clients: PickedClient[]) => void;
  currency: string;
  clock: Clock;
  /** The saved appointment's title, for a service that is no longer in the active list. */
  savedTitle?: string | null;
}

/** Clients, service (with its length, price and parts), price, quantity and discount. */
export function ServiceSection({ form, clients, onClients, currency, clock, savedTitle }: ServiceSectionProps) {
  const { locale } = useLocale();
  const v = form.values;
  const services = useQuery(trpc.services.list.queryOptions(ALL));
  const discounts = useQuery(trpc.discounts.list.queryOptions(ALL));
  const items = services.data?.items ?? [];
  const service = items.find((s) => s.id === v.service_id) ?? null;
  const picker = form.bind('client_ids');

  const chooseService = (id: string) => {
    const next = items.find((s) => s.id === id);
    form.update({
      service_id: id,
      ...(next ? { duration_minutes: String(next.duration_minutes), price: amountText(next.price, next.currency, locale) } : {}),
    });
  };

  const duration = numberOf(v.duration_minutes);
  const showParts =
    service && service.parts.length > 0 && (service.parts.length > 1 || service.parts.some((p) => p.type === 'free'));
  const customLength = service && duration !== undefined && duration !== service.duration_minutes;
  const total = totalOf(
    v.price,
    currency,
    v.quantity,
    discounts.data?.items.find((d) => d.id === v.discount_id),
  );

  return (
    <Card title={m.wap_section_service()}>
      <div className="flex flex-col gap-5">
        <ClientPicker
          id={picker.id}
          label={m.wap_clients()}
          value={clients}
          onChange={onClients}
          error={picker.error}
          allowCreate
        />
        <SelectField label={m.wap_service()} {...form.field('service_id')} onChange={(e) => chooseService(e.target.value)}>
          <option value="">{services.isPending ? m.web_loading() : m.wap_service_choose()}</option>
          {items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {v.service_id && !service && !services.isPending ? (
            <option value={v.service_id}>{savedTitle ?? m.wap_service_archived()}</option>
          ) : null}
        </SelectField>
        {services.data && items.length === 0 ? (
          <p className="text-sm text-gray-600">
            {m.wap_service_none()}{' '}
            <Link to={SERVICES_FORM} className="font-medium text-brand-700 underline">
              {m.wap_service_add()}
            </Link>
          </p>
        ) : null}
        {service ? (
          <div className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-gray-50/70 p-3" data-testid="service-summary">
            <p className="text-sm text-gray-700">
              {m.wap_service_summary({
                duration: formatDuration(service.duration_minutes),
                price: formatMoney(service.price, service.currency, locale),
              })}
            </p>
            {showParts && !customLength && !v.all_day ? (
              <PartsLayout
                parts={service.parts}
                start={{ time: v.start_time || '00:00' }}
                clock={clock}
                colour={service.colour}
              />
            ) : null}
            {showParts && customLength ? <p className="text-xs text-gray-500">{m.wap_custom_length_hint()}</p> : null}
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField
            label={m.wap_price()}
            hint={m.wap_price_hint()}
            currency={currency}
            locale={moneyLocale(locale)}
            {...form.field('price')}
          />
          <TextField label={m.wap_quantity()} inputMode="numeric" autoComplete="off" {...form.field('quantity')} />
          <SelectField label={m.wap_discount()} {...form.field('discount_id')}>
            <option value="">{m.wap_discount_none()}</option>
            {(discounts.data?.items ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </SelectField>
        </div>
        {total !== null ? (
          <p className="text-sm font-medium text-gray-800" data-testid="appointment-total" aria-live="polite">
            {m.wap_total({ amount: formatMoney(total, currency, locale) })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function totalOf(
  price: string,
  currency: string,
  quantity: string,
  discount: { type: 'percentage' | 'fixed'; value: number } | undefined,
): number | null {
  const minor = minorOf(price, currency);
  const count = /^\d+$/.test(quantity.trim()) ? Number(quantity) : Number.NaN;
  if (minor === undefined || Number.isNaN(minor) || !Number.isFinite(count) || count < 1) return null;
  const gross = minor * count;
  return discount ? applyDiscount(gross, discount) : gross;
}
