import { m } from '@kairos/i18n';
import { Alert, Button, Card, CopyIcon, Input, Spinner, Stat, useToast } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { errorInfo } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { PageHeader } from '../shell/page-header';

export function referralLink(code: string): string {
  return `${window.location.origin}/register?ref=${encodeURIComponent(code)}`;
}

/** Refer a friend: the code, a copyable link and how many signed up with it. */
export function AffiliateDashboardPage() {
  const { locale } = useLocale();
  const toast = useToast();
  const data = useQuery(trpc.affiliate.dashboard.queryOptions());

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: m.aff_copied() });
    } catch {
      toast({ title: m.aff_copy_failed(), tone: 'error' });
    }
  };

  return (
    <>
      <PageHeader title={m.nav_refer_a_friend()} description={m.aff_subtitle()} />
      {data.isPending ? <Spinner className="size-6 text-brand-600" label={m.web_loading()} /> : null}
      {data.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(data.error).message}
        </Alert>
      ) : null}
      {data.data ? (
        <div className="flex flex-col gap-6">
          <Card title={m.aff_link_title()} description={m.aff_link_description()}>
            <div className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor="referral-link" className="sr-only">
                {m.aff_link_title()}
              </label>
              <Input id="referral-link" readOnly value={referralLink(data.data.code)} onFocus={(e) => e.currentTarget.select()} />
              <Button onClick={() => void copy(referralLink(data.data.code))} className="shrink-0">
                <CopyIcon className="size-4" />
                {m.aff_copy_link()}
              </Button>
            </div>
          </Card>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Stat label={m.aff_code()} value={<span className="font-mono">{data.data.code}</span>} />
            <Stat label={m.aff_referred()} value={formatNumber(data.data.referred_count, locale)} />
          </dl>
        </div>
      ) : null}
    </>
  );
}
