import { taxSettingsInput } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { Button, buttonClass, Card, SelectField, Switch, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormError } from '../../lib/form-error';
import { formatInstant } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { basisPointsOf, percentText } from '../../lib/settings/numbers';
import { SaveBar, SettingsPage } from '../../lib/settings/settings-page';
import { applySettings, type Settings } from '../../lib/settings/use-settings';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** Days in a month of a non-leap year, as the shared schema counts them. */
const daysIn = (month: number) => new Date(Date.UTC(2025, month, 0)).getUTCDate();

function monthName(month: number, locale: Locale): string {
  const name = formatInstant(Date.UTC(2025, month - 1, 1), locale, 'UTC', { month: 'long' });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
const dayMonth = (date: number, locale: Locale) => formatInstant(date, locale, 'UTC', { day: 'numeric', month: 'long' });

export function TaxSettingsPage() {
  return (
    <SettingsPage title={m.wc_nav_tax_settings()} description={m.wc_tax_subtitle()} feature="tax">
      {(settings) => <TaxForm settings={settings} />}
    </SettingsPage>
  );
}

function valuesOf(t: Settings['tax_settings'], locale: Locale) {
  return {
    tax_year_start_month: String(t.tax_year_start_month),
    tax_year_start_day: String(t.tax_year_start_day),
    vat_registered: t.vat_registered ? 'true' : 'false',
    vat_rate: percentText(t.vat_rate, locale),
    vat_number: t.vat_number ?? '',
    regime: t.regime,
    ua_group: String(t.ua_group),
    trading_since: t.trading_since ?? '',
  };
}

function TaxForm({ settings }: { settings: Settings }) {
  const toast = useToast();
  const { locale } = useLocale();
  const update = useMutation(trpc.settings.updateTax.mutationOptions());
  const form = useForm({
    schema: taxSettingsInput,
    initial: valuesOf(settings.tax_settings, locale),
    toInput: (v) => {
      const registered = v.vat_registered === 'true';
      const rate = basisPointsOf(v.vat_rate);
      return {
        tax_year_start_month: Number(v.tax_year_start_month),
        tax_year_start_day: Number(v.tax_year_start_day),
        vat_registered: registered,
        // The rate is hidden while not registered: keep the saved one rather than fail on a field nobody sees.
        vat_rate: registered || (rate !== undefined && Number.isInteger(rate)) ? rate : settings.tax_settings.vat_rate,
        vat_number: v.vat_number,
        regime: v.regime === 'ua' ? ('ua' as const) : ('uk' as const),
        ua_group: v.ua_group === '2' ? (2 as const) : (3 as const),
        trading_since: v.trading_since,
      };
    },
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      applySettings(saved);
      form.reset(valuesOf(saved.tax_settings, locale));
      toast({ title: m.popup_success(), description: m.wc_saved() });
    },
  });
  const month = Number(form.values.tax_year_start_month) || 1;
  const day = Number(form.values.tax_year_start_day) || 1;
  const registered = form.values.vat_registered === 'true';
  const validDay = day <= daysIn(month);
  const isUkDefault = month === 4 && day === 6;
  const ukraine = form.values.regime === 'ua';

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card
        title={m.wc_tax_year_title()}
        actions={
          isUkDefault ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => form.reset({ ...form.values, tax_year_start_month: '4', tax_year_start_day: '6' })}
            >
              {m.wc_tax_uk_default()}
            </Button>
          )
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={m.wc_tax_start_month()} {...form.field('tax_year_start_month')}>
            {MONTHS.map((mo) => (
              <option key={mo} value={String(mo)}>
                {monthName(mo, locale)}
              </option>
            ))}
          </SelectField>
          <SelectField label={m.wc_tax_start_day()} {...form.field('tax_year_start_day')}>
            {Array.from({ length: Math.max(daysIn(month), day) }, (_, i) => i + 1).map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </SelectField>
        </div>
        {validDay ? (
          <p className="mt-4 text-sm text-gray-600" data-testid="tax-year-summary">
            {m.wc_tax_year_summary({
              start: dayMonth(Date.UTC(2025, month - 1, day), locale),
              end: dayMonth(Date.UTC(2026, month - 1, day - 1), locale),
            })}
          </p>
        ) : null}
      </Card>

      <Card
        title={m.wtx_settings_regime()}
        description={m.wtx_settings_regime_hint()}
        actions={
          <Link to="/financials/tax" className={buttonClass('secondary', 'sm')}>
            {m.wtx_settings_open_estimate()}
          </Link>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={m.wtx_settings_regime()} {...form.field('regime')}>
            <option value="uk">{m.wtx_settings_regime_uk()}</option>
            <option value="ua">{m.wtx_settings_regime_ua()}</option>
          </SelectField>
          {ukraine ? (
            <SelectField label={m.wtx_settings_group()} {...form.field('ua_group')}>
              <option value="2">{m.wtx_settings_group_2()}</option>
              <option value="3">{m.wtx_settings_group_3()}</option>
            </SelectField>
          ) : null}
          <TextField
            type="date"
            label={m.wtx_settings_trading_since()}
            hint={m.wtx_settings_trading_since_hint()}
            {...form.field('trading_since')}
          />
        </div>
      </Card>

      <Card title={m.wc_tax_vat_title()}>
        <div className="flex flex-col gap-5">
          <Switch
            id={form.idOf('vat_registered')}
            checked={registered}
            onChange={(on) => form.setValue('vat_registered', on ? 'true' : 'false')}
            label={m.wc_tax_vat_registered()}
            description={m.wc_tax_vat_registered_hint()}
          />
          {registered ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={m.wc_tax_vat_rate()} inputMode="decimal" autoComplete="off" {...form.field('vat_rate')} />
              <TextField label={m.wc_tax_vat_number()} autoComplete="off" spellCheck={false} {...form.field('vat_number')} />
            </div>
          ) : null}
        </div>
      </Card>

      <SaveBar submitting={form.submitting} />
    </form>
  );
}
