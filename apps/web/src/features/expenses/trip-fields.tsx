// The mileage trip's fields on the expense form: from, to, distance, unit, vehicle and the amount worked out as typed.
import { DISTANCE_UNITS, distanceToHundredths, formatMoney, mileageAmount, VEHICLES } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { AffixField, Alert, SelectField, TextField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { UNIT_LABEL, VEHICLE_LABEL } from '../../lib/expenses/labels';
import { useLocale } from '../../lib/i18n';
import { minorOf } from '../../lib/money';
import { trpc } from '../../lib/trpc';
import { isIsoDate } from './dates';
import type { Expense, ExpenseFormCore, ExpenseValues } from './expense-values';

/** From, to, distance, unit and vehicle (or an own rate), with the trip's amount worked out as it is typed. */
export function TripFields({
  form,
  values: v,
  record,
  currency,
  affix,
}: {
  form: ExpenseFormCore;
  values: ExpenseValues;
  record: Expense | null;
  currency: string;
  affix: { prefix?: string; suffix?: string };
}) {
  const { locale } = useLocale();
  const dateOk = isIsoDate(v.date);
  const rates = useQuery({
    ...trpc.expenses.mileageRates.queryOptions({
      date: dateOk ? v.date : '2000-01-01',
      unit: v.distance_unit,
      ...(record ? { id: record.id } : {}),
    }),
    enabled: dateOk,
  });
  const levels = rates.data?.levels ?? [];
  const level = levels.find((l) => l.vehicle === v.vehicle);
  const unit = UNIT_LABEL[v.distance_unit]();
  const hundredths = distanceToHundredths(v.distance.trim());
  const ownRate = v.vehicle === 'other' ? minorOf(v.cost_per_unit, currency) : undefined;

  const amount = useMemo(() => {
    if (hundredths === null || hundredths < 1) return null;
    if (v.vehicle === 'other') return ownRate && ownRate > 0 ? mileageAmount(hundredths, { rate: ownRate }).amount : null;
    if (!level || !rates.data) return null;
    return mileageAmount(hundredths, level, rates.data.car_distance_before).amount;
  }, [hundredths, v.vehicle, ownRate, level, rates.data]);

  // A vehicle with no standard rate here (e.g. miles with hryvnias): switch to the owner's own rate.
  const noStandard = rates.isSuccess && v.vehicle !== 'other' && !level;
  const per = v.distance_unit === 'mile' ? m.wexp_per_mile() : m.wexp_per_km();
  const distanceOf = (hundredths: number) =>
    `${new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { maximumFractionDigits: 2 }).format(hundredths / 100)} ${unit}`;
  let rateHint: string | null = null;
  if (level && rates.data) {
    const rate = formatMoney(level.rate, currency, locale);
    rateHint =
      level.threshold_hundredths !== undefined && level.rate_after !== undefined
        ? m.wexp_rate_band_hint({
            rate,
            per,
            threshold: distanceOf(level.threshold_hundredths),
            after: formatMoney(level.rate_after, currency, locale),
            driven: distanceOf(rates.data.car_distance_before),
          })
        : m.wexp_rate_hint({ rate, per });
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={m.wexp_from_location()} autoComplete="off" maxLength={200} {...form.field('from_location')} />
        <TextField label={m.wexp_to_location()} autoComplete="off" maxLength={200} {...form.field('to_location')} />
        <AffixField label={m.wexp_distance()} inputMode="decimal" autoComplete="off" suffix={unit} {...form.field('distance')} />
        <SelectField label={m.wexp_unit()} {...form.field('distance_unit')}>
          {DISTANCE_UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_LABEL[u]()}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.wexp_vehicle()} hint={rateHint ?? undefined} {...form.field('vehicle')}>
          {VEHICLES.map((x) => (
            <option key={x} value={x}>
              {VEHICLE_LABEL[x]()}
            </option>
          ))}
        </SelectField>
        {v.vehicle === 'other' ? (
          <AffixField
            label={v.distance_unit === 'mile' ? m.wexp_cost_per_mile() : m.wexp_cost_per_km()}
            inputMode="decimal"
            autoComplete="off"
            {...affix}
            {...form.field('cost_per_unit')}
          />
        ) : null}
      </div>
      {noStandard ? <Alert tone="warning">{m.wexp_no_standard_rate()}</Alert> : null}
      <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-700" aria-live="polite" data-testid="trip-amount">
        {amount === null ? (
          m.wexp_trip_amount_pending()
        ) : (
          <>
            {m.wexp_trip_amount()}:{' '}
            <strong className="text-gray-900 tabular-nums">{formatMoney(amount, currency, locale)}</strong>
          </>
        )}
      </p>
    </div>
  );
}
