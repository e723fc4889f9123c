import { m } from '@kairos/i18n';
import { buttonClass, Card, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { serverChecked } from '../../lib/admin-parts';
import { FormActions } from '../../lib/form-actions';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AffiliateSettingsFields, emptySettings, settingsInput } from './affiliate-settings-fields';

/** docs/product/admin.md "add-affiliate": an affiliate account with its code and settings. */
export function AddAffiliatePage() {
  const { locale } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.adminTools.affiliatesCreate.mutationOptions());
  const form = useForm({
    schema: serverChecked,
    initial: { first_name: '', last_name: '', email: '', password: '', code: '', locale: locale as string, ...emptySettings },
    toInput: ({ fixed_amount, percent_amount, fixed_discount_amount, percent_discount_amount, ...v }) => ({
      ...v,
      ...settingsInput({ fixed_amount, percent_amount, fixed_discount_amount, percent_discount_amount }),
    }),
    onSubmit: async (data) => {
      const res = await create.mutateAsync(data as Parameters<typeof create.mutateAsync>[0]);
      toast({ title: m.admt_aff_created({ code: res.code }) });
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.affiliatesList.pathKey() });
      await navigate('/admin/affiliates');
    },
  });

  return (
    <>
      <PageHeader title={m.admt_aff_add()} description={m.admt_aff_add_hint()} />
      <form noValidate onSubmit={form.handleSubmit} className="flex max-w-2xl flex-col gap-6">
        <FormError message={form.formError} />
        <Card title={m.admt_aff_account()}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={m.admt_first_name()} autoComplete="off" {...form.field('first_name')} />
            <TextField label={m.admt_last_name()} autoComplete="off" {...form.field('last_name')} />
            <TextField label={m.admt_email()} type="email" inputMode="email" autoComplete="off" {...form.field('email')} />
            <TextField
              label={m.admt_password()}
              type="password"
              autoComplete="new-password"
              hint={m.admt_password_hint()}
              {...form.field('password')}
            />
            <TextField label={m.admt_aff_code()} hint={m.admt_aff_code_hint()} autoComplete="off" {...form.field('code')} />
            <SelectField label={m.admt_language()} {...form.field('locale')}>
              <option value="uk">Українська</option>
              <option value="en">English</option>
            </SelectField>
          </div>
        </Card>
        <Card title={m.admt_aff_settings()} description={m.admt_aff_settings_hint()}>
          <AffiliateSettingsFields field={form.field} />
        </Card>
        <FormActions>
          <Link to="/admin/affiliates" className={buttonClass('secondary')}>
            {m.admt_cancel()}
          </Link>
          <SubmitButton loading={form.submitting}>{m.admt_aff_create()}</SubmitButton>
        </FormActions>
      </form>
    </>
  );
}
