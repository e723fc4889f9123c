import { useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { switchSession } from '../../features/admin/switch-session';
import { errorInfo } from '../../lib/errors';
import { trpc, type User } from '../../lib/trpc';
import { ImpersonationLabel } from './banners';

/**
 * docs/product/admin.md's impersonation-mode label across the top of the owner shell while an admin is signed in as the
 * user: "You are signed in as {name}" and "Return to admin" (POST /admin/user/logout, then /admin/users).
 */
export function ImpersonationBanner({ user }: { user: User }) {
  const toast = useToast();
  const back = useMutation(trpc.admin.returnToAdmin.mutationOptions());
  if (!user.impersonating) return null;
  const onReturn = () =>
    back.mutateAsync().then(
      (admin) => {
        switchSession(admin ? '/admin/users' : '/login');
      },
      (error) => toast({ title: errorInfo(error).message, tone: 'error' }),
    );
  return <ImpersonationLabel user={user} onReturn={back.isPending ? undefined : onReturn} />;
}
