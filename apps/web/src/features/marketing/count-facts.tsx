import type { countOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert } from '@kairos/ui';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { buyCreditsPath, type Channel } from './labels';

export type CountResult = z.output<typeof countOutput>;

/** What POST /marketing/count said: recipients, credits required and available, and the way to buy more. */
export function CountFacts({ channel, count }: { channel: Channel; count: CountResult }) {
  const { locale } = useLocale();
  const num = (n: number) => formatNumber(n, locale);
  const short = count.credits_required > count.credits_available;
  return (
    <div className="flex flex-col gap-3" data-testid="campaign-count">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <Fact label={m.wmkt_count_recipients()} value={num(count.recipients)} testId="count-recipients" />
        <Fact label={m.wmkt_count_required()} value={num(count.credits_required)} testId="count-required" />
        <Fact label={m.wmkt_count_available()} value={num(count.credits_available)} testId="count-available" />
      </dl>
      {count.recipients === 0 ? <Alert tone="warning">{m.wmkt_count_nobody()}</Alert> : null}
      {short ? (
        <Alert tone="error" role="alert">
          {channel === 'sms' ? m.wmkt_count_short_sms() : m.wmkt_count_short_email()}{' '}
          <Link to={buyCreditsPath(channel)} className="font-medium underline underline-offset-2">
            {m.wmkt_buy_credits()}
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
      <dt className="text-gray-500">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
