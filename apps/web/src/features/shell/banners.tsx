import { m } from '@kairos/i18n';
import { Alert, Button, buttonClass } from '@kairos/ui';
import { Link } from 'react-router';
import type { User } from '../../lib/trpc';
import { fullName } from '../../lib/viewer';

/** The impersonation-mode label (SPEC 2), shown while an admin is signed in as this user. */
export function ImpersonationLabel({ user, onReturn }: { user: User; onReturn?: () => void }) {
  if (!user.impersonating) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-400 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <span>{m.shell_impersonating({ name: fullName(user) })}</span>
      {onReturn ? (
        <Button size="sm" variant="secondary" className="h-7" onClick={onReturn}>
          {m.shell_return_to_admin()}
        </Button>
      ) : null}
    </div>
  );
}

/** SPEC 4: read-only mode after the subscription has ended. */
export function ReadOnlyBanner({ user }: { user: User }) {
  if (!user.subscription?.read_only) return null;
  return (
    <Alert
      tone="warning"
      role="status"
      className="mb-6"
      title={m.error_read_only()}
      actions={
        <Link to="/account-setup/subscription/details" className={buttonClass('secondary', 'sm')}>
          {m.nav_subscription_details()}
        </Link>
      }
    >
      {m.shell_read_only_text()}
    </Alert>
  );
}
