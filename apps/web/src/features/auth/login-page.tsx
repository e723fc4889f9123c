import { loginInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { usePopup } from '../../lib/popup';
import { signedIn } from '../../lib/session';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AuthCard, linkClass } from './auth-layout';

export function LoginPage() {
  const [params] = useSearchParams();
  const { changeLocale } = useLocale();
  const toast = useToast();
  const popup = usePopup();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm({
    schema: loginInput,
    initial: { email: params.get('email') ?? '', password: '' },
    onSubmit: async (data) => {
      const user = await login.mutateAsync(data);
      const locale = signedIn(user);
      if (locale) changeLocale(locale);
      toast({ title: m.auth_logged_in() });
    },
    onError: (info) => {
      if (info.code === 'TOO_MANY_ATTEMPTS') popup({ kind: 'limit_reached', message: info.message });
    },
  });

  return (
    <AuthCard
      title={m.login_title()}
      subtitle={m.login_subtitle()}
      footer={
        <>
          {m.login_no_account()}{' '}
          <Link to="/register" className={linkClass}>
            {m.login_register_link()}
          </Link>
          <p className="mt-2">
            <Link to="/register-affiliate" className={linkClass}>
              {m.login_affiliate_link()}
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <TextField label={m.label_email()} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <div className="flex flex-col gap-2">
          <TextField label={m.label_password()} type="password" autoComplete="current-password" {...form.field('password')} />
          <Link to="/forgot-password" className={`${linkClass} self-end text-sm`}>
            {m.login_forgot_link()}
          </Link>
        </div>
        <SubmitButton block size="lg" loading={form.submitting}>
          {m.login_submit()}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
