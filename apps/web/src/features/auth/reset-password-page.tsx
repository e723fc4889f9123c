import { resetPasswordInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../lib/form-error';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AuthCard, linkClass } from './auth-layout';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm({
    schema: resetPasswordInput,
    initial: { email: params.get('email') ?? '', password: '', password_confirmation: '' },
    toInput: (v) => ({ ...v, token }),
    onSubmit: async (data) => {
      const result = await reset.mutateAsync(data);
      toast({ title: m.popup_success(), description: result.message });
      navigate(`/login?email=${encodeURIComponent(data.email)}`, { replace: true });
    },
  });

  return (
    <AuthCard
      title={m.reset_title()}
      subtitle={m.reset_subtitle()}
      footer={
        <Link to="/forgot-password" className={linkClass}>
          {m.reset_new_link()}
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <TextField label={m.label_email()} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <NewPasswordFields
          label={m.label_new_password()}
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
        />
        <SubmitButton block size="lg" loading={form.submitting}>
          {m.reset_submit()}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
