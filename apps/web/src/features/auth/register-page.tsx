import { registerInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../lib/form-error';
import { browserTimeZone } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { SubmitButton } from '../../lib/submit-button';
import { setViewer, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AuthCard, linkClass } from './auth-layout';

const empty = {
  first_name: '',
  last_name: '',
  business_name: '',
  email: '',
  password: '',
  password_confirmation: '',
};

export function RegisterPage() {
  const [params] = useSearchParams();
  const { locale } = useLocale();
  const toast = useToast();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const referral = params.get('ref')?.trim() || undefined;
  const form = useForm({
    schema: registerInput,
    initial: empty,
    toInput: (v) => ({ ...v, locale, timezone: browserTimeZone(), referral_code: referral }),
    onSubmit: async (data) => {
      const user = await register.mutateAsync(data);
      setViewer(user);
      toast({ title: m.auth_registered() });
    },
  });

  return (
    <AuthCard
      title={m.register_title()}
      subtitle={m.register_subtitle()}
      footer={
        <>
          {m.register_have_account()}{' '}
          <Link to="/login" className={linkClass}>
            {m.register_login_link()}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={m.label_first_name()} autoComplete="given-name" {...form.field('first_name')} />
          <TextField label={m.label_last_name()} autoComplete="family-name" {...form.field('last_name')} />
        </div>
        <TextField label={m.label_business_name()} autoComplete="organization" {...form.field('business_name')} />
        <TextField label={m.label_email()} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <NewPasswordFields password={form.field('password')} confirmation={form.field('password_confirmation')} />
        <SubmitButton block size="lg" loading={form.submitting}>
          {m.register_submit()}
        </SubmitButton>
        <p className="text-center text-xs text-gray-500">{m.register_trial_note()}</p>
      </form>
    </AuthCard>
  );
}
