import { bookingSettingsInput } from '@kairos/api/shared/booking-schemas';
import { m } from '@kairos/i18n';
import { Alert, Card, Spinner, Switch, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FeatureGate } from '../../lib/blocked-feature';
import { FormError } from '../../lib/form-error';
import { PageHeader } from '../../lib/page-header';
import { TextAreaField } from '../../lib/records';
import { SaveBar } from '../../lib/settings/settings-page';
import { queryClient, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { WaitlistSettingsCard } from '../../lib/waitlist/waitlist-settings';
import { OfferList } from './offer-lists';
import { ErrorSummary, PageAddress } from './page-address';
import type { Settings } from './use-booking-settings';
import { inputOf, type SettingsValues, valuesOf } from './values';

export const PAYMENTS_INTEGRATION = '/account-setup/integrations/payments-integration';

/** /appointments/online-booking: the booking page's settings (docs/product/booking.md; issue 12 "Owner side"). */
export function OnlineBookingSettingsPage() {
  return (
    <>
      <PageHeader title={m.ob_title()} description={m.ob_subtitle()} />
      <FeatureGate feature="online_booking">
        <Loaded />
      </FeatureGate>
    </>
  );
}

function Loaded() {
  const query = useQuery(trpc.onlineBooking.get.queryOptions());
  if (!query.data) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-6" label={m.web_loading()} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SettingsForm settings={query.data} />
      <WaitlistSettingsCard />
    </div>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const toast = useToast();
  const update = useMutation(trpc.onlineBooking.update.mutationOptions());
  const form = useForm({
    schema: bookingSettingsInput,
    initial: valuesOf(settings),
    toInput: inputOf,
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      queryClient.setQueryData(trpc.onlineBooking.get.queryKey(), saved);
      form.reset(valuesOf(saved));
      toast({ title: m.popup_success(), description: m.ob_saved() });
    },
  });
  const v = form.values;
  const toggle = (name: keyof SettingsValues & string, label: string, description?: string) => (
    <Switch
      id={form.idOf(name)}
      checked={v[name] === '1'}
      onChange={(on) => form.setValue(name, on ? '1' : '')}
      label={label}
      description={description}
      className="sm:max-w-xl"
    />
  );
  const list = (
    field: 'service_ids' | 'class_ids' | 'package_ids' | 'voucher_ids',
    legend: string,
    items: Settings['offerable']['services'] | Settings['offerable']['classes'],
  ) => (
    <OfferList
      field={field}
      legend={legend}
      items={items}
      value={v[field]}
      error={form.errors[field]}
      idOf={form.idOf}
      onChange={(value) => form.setValue(field, value)}
    />
  );
  const number = (name: 'notice_hours' | 'horizon_days' | 'remember_days' | 'cancel_notice_hours', label: string) => (
    <TextField label={label} inputMode="numeric" autoComplete="off" fieldClassName="sm:max-w-xs" {...form.field(name)} />
  );
  const base = settings.page_url.slice(0, settings.page_url.length - settings.slug.length);

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <ErrorSummary errors={form.errors} />
      <Card title={m.ob_section_page()}>
        <div className="flex flex-col gap-5">
          {toggle('enabled', m.ob_enabled(), m.ob_enabled_hint())}
          {toggle('paused', m.ob_paused(), m.ob_paused_hint())}
          {toggle('existing_clients_only', m.ob_existing_only(), m.ob_existing_only_hint())}
          <PageAddress base={base} savedSlug={settings.slug} field={form.field('slug')} />
        </div>
      </Card>

      <Card title={m.ob_section_offer()} data-tour="booking-offer">
        <div className="flex flex-col gap-6">
          {settings.payment_provider ? (
            <p className="text-sm text-gray-600">{m.ob_provider_connected({ provider: settings.payment_provider })}</p>
          ) : (
            <Alert tone="info">
              <span>{m.ob_provider_hint()}</span>{' '}
              <Link to={PAYMENTS_INTEGRATION} className="font-medium underline">
                {m.ob_provider_link()}
              </Link>
            </Alert>
          )}
          {list('service_ids', m.ob_services(), settings.offerable.services)}
          {list('class_ids', m.ob_classes(), settings.offerable.classes)}
          {list('package_ids', m.ob_packages(), settings.offerable.packages)}
          {list('voucher_ids', m.ob_vouchers(), settings.offerable.vouchers)}
        </div>
      </Card>

      <Card title={m.ob_section_rules()}>
        <div className="grid gap-5 sm:grid-cols-2">
          {number('notice_hours', m.ob_notice_hours())}
          {number('horizon_days', m.ob_horizon_days())}
          {number('remember_days', m.ob_remember_days())}
          {number('cancel_notice_hours', m.ob_cancel_hours())}
          <div className="sm:col-span-2">
            <TextAreaField label={m.ob_terms()} hint={m.ob_terms_hint()} rows={4} maxLength={5000} {...form.field('terms')} />
          </div>
        </div>
      </Card>

      <Card title={m.ob_section_messages()}>
        <div className="flex flex-col gap-5">
          {toggle('confirm_email', m.ob_confirm_email())}
          {toggle('confirm_sms', m.ob_confirm_sms(), m.ob_confirm_sms_hint())}
          {toggle('notify_owner_email', m.ob_notify_email())}
          {toggle('sms_abroad', m.ob_sms_abroad())}
        </div>
      </Card>

      <Card title={m.ob_section_look()}>
        <TextField
          type="color"
          label={m.ob_brand_color()}
          fieldClassName="w-32"
          className="h-10 p-1"
          {...form.field('brand_color')}
        />
      </Card>

      <SaveBar submitting={form.submitting} />
    </form>
  );
}
