import { TRIAL_REMINDER_DAYS_BEFORE } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button } from '@kairos/ui';
import { LinkAlert } from '../../features/billing/link-alert';
import { BILLING_PATHS } from '../../features/billing/paths';
import { daysUntil } from '../../lib/format';
import type { User } from '../../lib/trpc';
import { fullName } from '../../lib/viewer';

/** The impersonation-mode label (docs/product/common.md), shown while an admin is signed in as this user. */
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

/**
 * The subscription's banner above every owner page (docs/product/common.md): expired / read-only with the way back to a plan,
 * a failed payment (grace period) with the way to the cards, and the trial's last days. One at a time, the most
 * urgent first; the state comes with the user, so no extra request.
 */
export function SubscriptionBanner({ user }: { user: User }) {
  const sub = user.subscription;
  if (!sub) return null;
  if (sub.read_only && !sub.has_incomplete_payment)
    return (
      <LinkAlert className="mb-6" tone="error" title={m.bil_expired()} to={BILLING_PATHS.plans} action={m.bil_choose_plan()}>
        {m.bil_expired_text()}
      </LinkAlert>
    );
  if (sub.has_incomplete_payment || sub.state === 'grace_period')
    return (
      <LinkAlert
        className="mb-6"
        tone="warning"
        title={m.bil_payment_incomplete()}
        to={BILLING_PATHS.cards}
        action={m.bil_update_payment()}
      />
    );
  if (sub.state !== 'trial' || sub.level !== 'trial' || !sub.is_trialing) return null;
  const days = daysUntil(sub.trial_ends_at);
  if (days > TRIAL_REMINDER_DAYS_BEFORE) return null;
  return (
    <LinkAlert
      className="mb-6"
      tone="info"
      title={days <= 0 ? m.bil_banner_trial_today() : m.bil_banner_trial({ days })}
      to={BILLING_PATHS.plans}
      action={m.bil_choose_plan()}
    />
  );
}

/** app-shell.tsx mounts the banner under its earlier name. */
export const ReadOnlyBanner = SubscriptionBanner;
