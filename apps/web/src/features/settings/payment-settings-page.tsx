import { PAYMENT_METHODS, paymentSettingsInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Card, Checkbox, errorText, SelectField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FormError } from '../../lib/form-error';
import { TextAreaField } from '../../lib/records';
import { isPaymentMethod, type PaymentMethod, paymentMethodLabel } from '../../lib/settings/labels';
import { SaveBar, SettingsPage } from '../../lib/settings/settings-page';
import { applySettings, type Settings } from '../../lib/settings/use-settings';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';

const join = (list: readonly string[]) => list.join(',');
const split = (text: string) => text.split(',').filter(isPaymentMethod);

export function PaymentSettingsPage() {
  return (
    <SettingsPage title={m.wc_nav_payment_settings()} description={m.wc_pay_subtitle()}>
      {(settings) => <PaymentForm settings={settings} />}
    </SettingsPage>
  );
}

function valuesOf(p: Settings['payment_settings']) {
  return {
    accepted_methods: join(p.accepted_methods),
    default_method: p.default_method as string,
    bank_details: p.bank_details ?? '',
  };
}

/** The default must be an accepted method: unticking it moves the default to the first one still ticked. */
function effectiveDefault(v: { accepted_methods: string; default_method: string }): string {
  const accepted = split(v.accepted_methods);
  return accepted.some((x) => x === v.default_method) ? v.default_method : (accepted[0] ?? v.default_method);
}

function PaymentForm({ settings }: { settings: Settings }) {
  const toast = useToast();
  const id = useId();
  const update = useMutation(trpc.settings.updatePayment.mutationOptions());
  const form = useForm({
    schema: paymentSettingsInput,
    initial: valuesOf(settings.payment_settings),
    toInput: (v) => ({
      accepted_methods: split(v.accepted_methods),
      default_method: effectiveDefault(v),
      bank_details: v.bank_details,
    }),
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      applySettings(saved);
      form.reset(valuesOf(saved.payment_settings));
      toast({ title: m.popup_success(), description: m.wc_saved() });
    },
  });
  const accepted = split(form.values.accepted_methods);
  const defaultMethod = effectiveDefault(form.values);

  const toggle = (method: PaymentMethod, on: boolean) => {
    form.setValue('accepted_methods', join(PAYMENT_METHODS.filter((x) => (x === method ? on : accepted.includes(x)))));
  };
  const defaultField = { ...form.field('default_method'), value: defaultMethod };
  const methodsError = errorText(form.errors.accepted_methods);

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card title={m.wc_pay_methods_title()} description={m.wc_pay_methods_description()}>
        <fieldset aria-describedby={methodsError ? `${id}-methods-error` : undefined}>
          <legend className="sr-only">{m.wc_pay_methods_title()}</legend>
          <div className="grid grid-cols-2 gap-2 sm:gap-2.5 lg:grid-cols-3">
            {PAYMENT_METHODS.map((method, i) => (
              <Checkbox
                key={method}
                id={i === 0 ? form.idOf('accepted_methods') : `${id}-${method}`}
                checked={accepted.includes(method)}
                onChange={(on) => toggle(method, on)}
                label={paymentMethodLabel[method]()}
                aside={
                  method === defaultMethod && accepted.includes(method) ? (
                    <Badge tone="info">{m.wc_pay_default_badge()}</Badge>
                  ) : null
                }
              />
            ))}
          </div>
          {methodsError ? (
            <p id={`${id}-methods-error`} className="mt-3 text-xs font-medium text-red-600" data-field-error>
              {methodsError}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-5 border-t border-gray-100 pt-5">
          <SelectField label={m.wc_pay_default()} hint={m.wc_pay_default_hint()} fieldClassName="max-w-sm" {...defaultField}>
            {accepted.length === 0 ? <option value={defaultMethod}>—</option> : null}
            {accepted.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabel[method]()}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>

      <Card title={m.wc_pay_bank_title()}>
        <TextAreaField
          label={m.wc_pay_bank_details()}
          hint={m.wc_pay_bank_details_hint()}
          rows={4}
          maxLength={1000}
          {...form.field('bank_details')}
        />
      </Card>

      <SaveBar submitting={form.submitting} />
    </form>
  );
}
