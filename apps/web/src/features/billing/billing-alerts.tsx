import type { SubscriptionDetails } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert } from '@kairos/ui';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useUser } from '../../lib/viewer';
import { LinkAlert } from './link-alert';
import { BILLING_PATHS } from './paths';

/** What needs the owner's attention on the details page: a failed payment, an expired plan, the deletion date. */
export function BillingAlerts({ details }: { details: SubscriptionDetails }) {
  const user = useUser();
  const { locale } = useLocale();
  const failed = details.has_incomplete_payment || details.payment_failed_at !== null;
  const expired = details.state === 'lapsed' || !details.valid;
  return (
    <>
      {failed ? (
        <LinkAlert tone="warning" title={m.bil_payment_incomplete()} to={BILLING_PATHS.cards} action={m.bil_update_payment()} />
      ) : null}
      {expired ? (
        <LinkAlert tone="error" title={m.bil_expired()} to={BILLING_PATHS.plans} action={m.bil_choose_plan()}>
          {m.bil_expired_text()}
        </LinkAlert>
      ) : null}
      {details.deletion_at ? (
        <Alert
          tone="error"
          role="status"
          title={m.bil_deletion({ date: formatDate(details.deletion_at, locale, user.timezone) })}
        >
          <span data-testid="bil-deletion">{m.bil_deletion_text()}</span>
        </Alert>
      ) : null}
    </>
  );
}
