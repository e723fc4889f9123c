import { m } from '@kairos/i18n';
import { Alert, Spinner, Stat } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { errorInfo } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { PageHeader } from '../shell/page-header';

export function AdminDashboardPage() {
  const { locale } = useLocale();
  const stats = useQuery(trpc.admin.dashboard.queryOptions());
  const n = (v: number) => formatNumber(v, locale);

  return (
    <>
      <PageHeader title={m.admin_title()} description={m.admin_subtitle()} />
      {stats.isPending ? <Spinner className="size-6 text-brand-600" label={m.web_loading()} /> : null}
      {stats.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(stats.error).message}
        </Alert>
      ) : null}
      {stats.data ? (
        <dl className="grid grid-cols-2 gap-4 xl:grid-cols-3">
          <Stat label={m.admin_users()} value={n(stats.data.users)} />
          <Stat label={m.admin_affiliates()} value={n(stats.data.affiliates)} />
          <Stat label={m.admin_trialing()} value={n(stats.data.trialing)} />
          <Stat label={m.admin_subscribers()} value={n(stats.data.subscribers)} />
          <Stat label={m.admin_sign_ups()} value={n(stats.data.sign_ups_last_30_days)} />
        </dl>
      ) : null}
    </>
  );
}
