import { forgotPasswordInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, TextField } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../lib/form-error';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AuthCard, linkClass } from './auth-layout';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm({
    schema: forgotPasswordInput,
    initial: { email: '' },
    onSubmit: async (data) => {
      const result = await forgot.mutateAsync(data);
      setSent(result.message);
    },
  });

  return (
    <AuthCard
      title={m.forgot_title()}
      subtitle={m.forgot_subtitle()}
      footer={
        <Link to="/login" className={linkClass}>
          {m.forgot_back_to_login()}
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        {sent ? (
          <Alert tone="success" role="status" title={m.popup_request_received()}>
            {sent}
          </Alert>
        ) : null}
        <FormError message={form.formError} />
        <TextField label={m.label_email()} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <SubmitButton block size="lg" loading={form.submitting}>
          {sent ? m.forgot_send_again() : m.forgot_submit()}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
