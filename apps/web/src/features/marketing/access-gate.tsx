import { m } from '@kairos/i18n';
import { Alert, buttonClass, LockIcon } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '../../lib/records/list-parts';
import { marketingQueries } from './api';
import { PLANS_PATH } from './labels';

/**
 * docs/product/marketing.md / GET /marketing/request-access: premium, the marketing add-on or an admin's grant opens
 * marketing; without it the screen explains how to get it instead of the list.
 */
export function MarketingAccessGate({ children }: { children: ReactNode }) {
  const access = useQuery(marketingQueries.access());
  if (access.isPending) return <ListSkeleton label={m.wmkt_loading()} rows={3} />;
  if (access.isError) return <LoadError error={access.error} onRetry={() => void access.refetch()} />;
  if (access.data.allowed) return children;
  return (
    <Alert
      tone="warning"
      title={m.wmkt_no_access_title()}
      actions={
        <Link to={PLANS_PATH} className={buttonClass('primary', 'sm')} data-testid="marketing-upgrade">
          {m.wmkt_no_access_action()}
        </Link>
      }
    >
      <span className="inline-flex items-start gap-2">
        <LockIcon className="mt-0.5 size-4 shrink-0" />
        <span>{m.wmkt_no_access_text()}</span>
      </span>
    </Alert>
  );
}
