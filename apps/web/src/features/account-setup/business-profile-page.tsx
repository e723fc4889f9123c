import { hasFeature, updateProfileInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { FormActions } from '../../lib/form-actions';
import { FormError } from '../../lib/form-error';
import { LANGUAGES, useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { SubmitButton } from '../../lib/submit-button';
import { TimeZoneField } from '../../lib/time-zone-field';
import { setViewer, trpc, type User } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { accessViewer, useUser } from '../../lib/viewer';

function initialOf(user: User) {
  const b = user.business;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    locale: user.locale as string,
    name: b?.name ?? '',
    slug: b?.slug ?? '',
    timezone: b?.timezone ?? 'UTC',
    phone: b?.phone ?? '',
    address_1: b?.address_1 ?? '',
    address_2: b?.address_2 ?? '',
    city: b?.city ?? '',
    state: b?.state ?? '',
    post_code: b?.post_code ?? '',
  };
}
type Values = ReturnType<typeof initialOf>;

function toInput({ first_name, last_name, locale, ...business }: Values) {
  return { first_name, last_name, locale, business };
}

export function BusinessProfilePage() {
  const user = useUser();
  const { locale, changeLocale } = useLocale();
  const toast = useToast();
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const form = useForm({
    schema: updateProfileInput,
    initial: initialOf(user),
    toInput,
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      setViewer(saved);
      if (saved.locale !== locale) changeLocale(saved.locale);
      toast({ title: m.popup_success(), description: m.auth_profile_updated() });
    },
  });
  const bookingUrl = `${window.location.origin}/online-booking/${form.values.slug || '…'}`;

  return (
    <>
      <PageHeader title={m.nav_business_profile()} description={m.profile_subtitle()} />
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
        <FormError message={form.formError} />
        <Card title={m.profile_section_you()}>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={m.label_first_name()} autoComplete="given-name" {...form.field('first_name')} />
            <TextField label={m.label_last_name()} autoComplete="family-name" {...form.field('last_name')} />
            <SelectField label={m.label_language()} {...form.field('locale')}>
              {LANGUAGES.map((l) => (
                <option key={l.locale} value={l.locale}>
                  {l.label}
                </option>
              ))}
            </SelectField>
          </div>
        </Card>

        <Card title={m.profile_section_business()}>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={m.label_business_name()} autoComplete="organization" {...form.field('name')} />
            <div data-tour="time-zone">
              <TimeZoneField label={m.label_timezone()} {...form.field('timezone')} />
            </div>
            <TextField
              label={m.label_booking_slug()}
              autoCapitalize="none"
              spellCheck={false}
              hint={
                <>
                  {m.profile_booking_url()}{' '}
                  <span className="font-medium break-all text-gray-700" data-testid="booking-url">
                    {bookingUrl}
                  </span>
                </>
              }
              fieldClassName="md:col-span-2"
              {...form.field('slug')}
            />
            {hasFeature(accessViewer(user), 'online_booking') ? null : (
              <div className="md:col-span-2">
                <BlockedFeatureNotice feature="online_booking" />
              </div>
            )}
            <TextField label={m.label_phone()} type="tel" autoComplete="tel" {...form.field('phone')} />
          </div>
        </Card>

        <Card title={m.profile_section_address()}>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={m.label_address_1()} autoComplete="address-line1" {...form.field('address_1')} />
            <TextField label={m.label_address_2()} autoComplete="address-line2" {...form.field('address_2')} />
            <TextField label={m.label_city()} autoComplete="address-level2" {...form.field('city')} />
            <TextField label={m.label_state()} autoComplete="address-level1" {...form.field('state')} />
            <TextField label={m.label_post_code()} autoComplete="postal-code" {...form.field('post_code')} />
          </div>
        </Card>

        <FormActions>
          <SubmitButton loading={form.submitting} className="w-full sm:w-auto">
            {m.web_save()}
          </SubmitButton>
        </FormActions>
      </form>
    </>
  );
}
