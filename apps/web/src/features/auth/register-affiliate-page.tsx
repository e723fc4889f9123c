import { registerAffiliateInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { SubmitButton } from '../../lib/submit-button';
import { setViewer, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AuthCard, linkClass } from './auth-layout';

export function RegisterAffiliatePage() {
  const { locale } = useLocale();
  const toast = useToast();
  const register = useMutation(trpc.auth.registerAffiliate.mutationOptions());
  const form = useForm({
    schema: registerAffiliateInput,
    initial: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    toInput: (v) => ({ ...v, locale }),
    onSubmit: async (data) => {
      const user = await register.mutateAsync(data);
      setViewer(user);
      toast({ title: m.aff_registered() });
    },
  });

  return (
    <AuthCard
      title={m.register_affiliate_title()}
      subtitle={m.register_affiliate_subtitle()}
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
        <TextField label={m.label_email()} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <NewPasswordFields password={form.field('password')} confirmation={form.field('password_confirmation')} />
        <SubmitButton block size="lg" loading={form.submitting}>
          {m.register_affiliate_submit()}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
