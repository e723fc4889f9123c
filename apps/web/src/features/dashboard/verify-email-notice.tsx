import { m } from '@kairos/i18n';
import { Alert, Button, MailIcon, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { errorInfo } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export function VerifyEmailNotice({ email }: { email: string }) {
  const toast = useToast();
  const send = useMutation(
    trpc.auth.sendVerification.mutationOptions({
      onSuccess: (result) => toast({ title: m.popup_success(), description: result.message }),
      onError: (error) => toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' }),
    }),
  );
  return (
    <Alert
      tone="info"
      title={m.dash_verify_title()}
      actions={
        <Button variant="secondary" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
          <MailIcon className="size-4" />
          {m.dash_verify_resend()}
        </Button>
      }
    >
      {m.dash_verify_text({ email })}
    </Alert>
  );
}
