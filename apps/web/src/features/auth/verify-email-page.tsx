import { m } from '@kairos/i18n';
import { Alert, buttonClass, Spinner } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { queryClient, trpc, viewerKey } from '../../lib/trpc';
import { useViewer } from '../../lib/viewer';
import { AuthCard } from './auth-layout';

/** /verify-email/:token — confirms the address once and shows what the server said. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { user } = useViewer();
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerKey() }),
    }),
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const next = user ? { to: '/', label: m.verify_continue() } : { to: '/login', label: m.login_submit() };

  return (
    <AuthCard title={m.verify_title()}>
      <div className="flex flex-col gap-5">
        {verify.isPending || verify.isIdle ? (
          <p className="flex items-center gap-3 text-sm text-gray-600" role="status">
            <Spinner className="size-5 text-brand-600" />
            {m.verify_checking()}
          </p>
        ) : null}
        {verify.isSuccess ? (
          <Alert tone="success" role="status" title={m.popup_success()}>
            {verify.data.message}
          </Alert>
        ) : null}
        {verify.isError ? (
          <Alert tone="error" role="alert" title={m.popup_failed()}>
            {errorInfo(verify.error).message}
          </Alert>
        ) : null}
        {!verify.isPending ? (
          <Link to={next.to} className={buttonClass('primary', 'lg', 'w-full')}>
            {next.label}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
