import { updateProfileInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../lib/form-error';
import { LANGUAGES, useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { SubmitButton } from '../../lib/submit-button';
import { TimeZoneField } from '../../lib/time-zone-field';
import { setViewer, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { useUser } from '../../lib/viewer';

/** The affiliate's name, language and time zone (`account.updateProfile` without a business). */
export function AffiliateProfilePage() {
  const user = useUser();
  const { locale, changeLocale } = useLocale();
  const toast = useToast();
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const form = useForm({
    schema: updateProfileInput,
    initial: { first_name: user.first_name, last_name: user.last_name, locale: user.locale as string, timezone: user.timezone },
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      setViewer(saved);
      if (saved.locale !== locale) changeLocale(saved.locale);
      toast({ title: m.popup_success(), description: m.auth_profile_updated() });
    },
  });

  return (
    <>
      <PageHeader title={m.nav_profile()} />
      <Card>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
          <FormError message={form.formError} />
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={m.label_first_name()} autoComplete="given-name" {...form.field('first_name')} />
            <TextField label={m.label_last_name()} autoComplete="family-name" {...form.field('last_name')} />
            <TextField label={m.label_email()} value={user.email} id="affiliate-email" readOnly disabled />
            <SelectField label={m.label_language()} {...form.field('locale')}>
              {LANGUAGES.map((l) => (
                <option key={l.locale} value={l.locale}>
                  {l.label}
                </option>
              ))}
            </SelectField>
            <TextField label={m.aff_code()} value={user.affiliate?.code ?? ''} id="affiliate-code" readOnly disabled />
            <TimeZoneField label={m.label_timezone()} {...form.field('timezone')} />
          </div>
          <div>
            <SubmitButton loading={form.submitting} className="w-full sm:w-auto">
              {m.web_save()}
            </SubmitButton>
          </div>
        </form>
      </Card>
    </>
  );
}
