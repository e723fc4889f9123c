// A package's services editor: which services, and how many sessions of each, with what they are worth.
import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { numberOf } from '../../lib/number-text';
import { QuantityLines } from '../../lib/quantity-lines';
import type { RecordForm } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import type { PackageService } from './records';

export interface ServiceLine {
  /** Keeps a row's controls (and focus) while the service in it changes. */
  key: string;
  service_id: string;
  quantity: string;
}

let nextKey = 0;
export const newLine = (service_id: string, quantity = '1'): ServiceLine => ({ key: `line-${nextKey++}`, service_id, quantity });

interface Option {
  id: string;
  name: string;
  price: number;
  currency: string;
}

/**
 * The package's services (docs/product/appointments.md: at least one): a service and how many
 * sessions of it, per row. Choices are the business's active services plus
 * any archived one the package already holds.
 */
export function PackageServicesEditor({
  form,
  lines,
  held = [],
  currency,
}: {
  form: RecordForm;
  lines: ServiceLine[];
  /** The services the saved package holds (an archived one is not in the active list). */
  held?: PackageService[];
  currency: string;
}) {
  const { locale } = useLocale();
  const query = useQuery(trpc.services.list.queryOptions({ is_lite: true }));
  const active: Option[] = (query.data?.items ?? []).map((s) => ({
    id: s.id,
    name: s.name,
    price: s.price,
    currency: s.currency,
  }));
  const options = [
    ...active,
    ...held
      .filter((h) => !active.some((o) => o.id === h.service_id))
      .map((h) => ({ id: h.service_id, name: h.name, price: h.price, currency: h.currency })),
  ];
  const all = form.bind('services');
  const byId = new Map(options.map((o) => [o.id, o]));
  const unused = options.filter((o) => !lines.some((l) => l.service_id === o.id));

  const setLines = (next: ServiceLine[]) => form.setValue('services', next);
  const add = () => {
    const next = unused[0];
    if (next) setLines([...lines, newLine(next.id)]);
    // Focus the new row's service choice once it renders.
    window.requestAnimationFrame(() =>
      document.getElementById(form.idOf(`services.${lines.length}.service_id`))?.focus({ preventScroll: false }),
    );
  };
  const remove = (index: number) => {
    setLines(lines.filter((_, i) => i !== index));
    window.requestAnimationFrame(() => document.getElementById(`${all.id}-add`)?.focus());
  };

  const worth = lines.reduce((sum, l) => sum + (byId.get(l.service_id)?.price ?? 0) * (numberOf(l.quantity) || 0), 0);

  return (
    <Card title={m.wo_package_section_services()} description={m.wo_package_services_hint()}>
      <QuantityLines
        lines={lines}
        rowTestId="package-service"
        columnsClassName="sm:grid-cols-[1fr_9rem_auto]"
        renderChoice={(line, i) => (
          <SelectField
            label={m.wo_package_service()}
            fieldClassName="col-span-2 sm:col-span-1"
            {...form.field(`services.${i}.service_id`)}
          >
            {options
              .filter((o) => o.id === line.service_id || !lines.some((l) => l.service_id === o.id))
              .map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} · {formatMoney(o.price, o.currency, locale)}
                </option>
              ))}
          </SelectField>
        )}
        quantityLabel={m.wo_package_quantity()}
        quantityField={(i) => form.field(`services.${i}.quantity`)}
        removeLabel={(line, i) => m.wo_package_remove_service({ name: byId.get(line.service_id)?.name || String(i + 1) })}
        onRemove={remove}
        all={all}
        addLabel={m.wo_package_add_service()}
        canAdd={unused.length > 0}
        onAdd={add}
        notice={
          query.isSuccess && options.length === 0 && lines.length === 0 ? (
            <p className="text-sm text-gray-600">
              {m.wo_package_no_services()}{' '}
              <Link to="/appointments/services/form" className="font-medium text-brand-700 underline">
                {m.wo_package_add_service_first()}
              </Link>
            </p>
          ) : null
        }
        summary={
          worth > 0 ? (
            <p className="text-sm text-gray-600" data-testid="package-worth">
              {m.wo_package_worth({ amount: formatMoney(worth, currency, locale) })}
            </p>
          ) : null
        }
      />
    </Card>
  );
}
