import type { CampaignFiltersInput, countOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert } from '@kairos/ui';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { buyCreditsPath, type Channel, type Shortfall, shortfallPath } from './labels';

export type CountResult = z.output<typeof countOutput>;

/**
 * What POST /marketing/count said: who matches the filters, who of them gets it, credits required and
 * available, and the way to buy more; and (issue 25) why the others will not get it (not agreed to
 * marketing, opted out, no address for the channel), each with a link to exactly those clients.
 */
export function CountFacts({ channel, count, filters }: { channel: Channel; count: CountResult; filters: CampaignFiltersInput }) {
  const { locale } = useLocale();
  const num = (n: number) => formatNumber(n, locale);
  const short = count.credits_required > count.credits_available;
  return (
    <div className="flex flex-col gap-3" data-testid="campaign-count">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Fact label={m.wmkt_count_matched()} value={num(count.matched)} testId="count-matched" />
        <Fact label={m.wmkt_count_recipients()} value={num(count.recipients)} testId="count-recipients" />
        <Fact label={m.wmkt_count_required()} value={num(count.credits_required)} testId="count-required" />
        <Fact label={m.wmkt_count_available()} value={num(count.credits_available)} testId="count-available" />
      </dl>
      {count.matched === 0 ? <Alert tone="warning">{m.wmkt_count_nobody()}</Alert> : null}
      {count.matched > 0 && count.recipients === 0 ? <Alert tone="warning">{m.wmkt_count_nobody_yet()}</Alert> : null}
      <Unreached channel={channel} count={count} filters={filters} />
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

/** The matched clients this campaign will not reach, by reason, each linking to the clients list filtered to them. */
function Unreached({ channel, count, filters }: { channel: Channel; count: CountResult; filters: CampaignFiltersInput }) {
  const noAddress: Shortfall = channel === 'email' ? 'no_email' : 'no_phone';
  const lines: { reason: Shortfall; n: number; text: string; fix: string }[] = [
    {
      reason: 'not_agreed',
      n: count.not_agreed,
      text: m.wmkt_count_not_agreed({ count: count.not_agreed }),
      fix: m.wmkt_count_fix_not_agreed(),
    },
    {
      reason: 'opted_out',
      n: count.opted_out,
      text: m.wmkt_count_opted_out({ count: count.opted_out }),
      fix: m.wmkt_count_fix_opted_out(),
    },
    {
      reason: noAddress,
      n: count.no_address,
      text:
        channel === 'email'
          ? m.wmkt_count_no_email({ count: count.no_address })
          : m.wmkt_count_no_phone({ count: count.no_address }),
      fix: m.wmkt_count_fix_address(),
    },
  ];
  const shown = lines.filter((l) => l.n > 0);
  if (!shown.length) return null;
  return (
    <section
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="count-unreached"
    >
      <h3 className="font-medium">{m.wmkt_count_why()}</h3>
      <ul className="mt-1 flex flex-col gap-1">
        {shown.map((l) => (
          <li key={l.reason} data-testid={`count-${l.reason}`}>
            {l.text}{' '}
            <Link to={shortfallPath(l.reason, filters)} className="font-medium whitespace-nowrap underline underline-offset-2">
              {l.fix}
            </Link>
          </li>
        ))}
      </ul>
      {count.not_agreed > 0 ? <p className="mt-2 text-xs text-amber-800">{m.wmkt_count_consent_hint()}</p> : null}
    </section>
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
