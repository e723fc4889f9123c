import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Card } from '@kairos/ui';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { RouterOutputs } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';

type Statistic = RouterOutputs['affiliate']['statistic'];
type Referral = Statistic['referrals'][number];
type Earning = Statistic['recent_earnings'][number];

export const STATE_LABEL: Record<Referral['state'], () => string> = {
  trial: () => m.lv_state_trial(),
  subscriber: () => m.lv_state_subscriber(),
  grace_period: () => m.lv_state_grace_period(),
  unsubscriber: () => m.lv_state_unsubscriber(),
  lapsed: () => m.lv_state_lapsed(),
  deleted: () => m.lv_state_deleted(),
};

/** One row of a list that reads as a table on wide screens and as stacked label/value pairs at 375 px. */
function Row({ cells }: { cells: [string, React.ReactNode][] }) {
  return (
    <li className="grid gap-x-4 gap-y-1 border-t border-gray-100 py-3 first:border-t-0 sm:grid-cols-4">
      {cells.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 text-sm sm:block">
          <span className="text-gray-500 sm:sr-only">{label}</span>
          <span className="text-right text-gray-900 wrap-anywhere sm:text-left">{value}</span>
        </div>
      ))}
    </li>
  );
}

function Head({ labels }: { labels: string[] }) {
  return (
    <div aria-hidden className="hidden gap-x-4 pb-2 text-xs font-medium text-gray-500 uppercase sm:grid sm:grid-cols-4">
      {labels.map((l) => (
        <span key={l}>{l}</span>
      ))}
    </div>
  );
}

export function ReferralsList({ rows }: { rows: Referral[] }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const labels = [m.lv_aff_col_name(), m.lv_aff_col_signed_up(), m.lv_aff_col_state()];
  return (
    <Card title={m.lv_aff_referrals_title()}>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{m.lv_aff_referrals_empty()}</p>
      ) : (
        <>
          <Head labels={labels} />
          <ul data-testid="referrals">
            {rows.map((r) => (
              <Row
                key={r.id}
                cells={[
                  [labels[0] as string, r.name],
                  [labels[1] as string, formatDate(r.signed_up_at, locale, timeZone)],
                  [labels[2] as string, STATE_LABEL[r.state]()],
                ]}
              />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function EarningsList({ rows, now = Date.now() }: { rows: Earning[]; now?: number }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const labels = [m.lv_aff_col_date(), m.lv_aff_col_amount(), m.lv_aff_col_payable(), m.lv_aff_col_status()];
  const status = (e: Earning) =>
    e.paid ? (
      <Badge tone="success">{m.lv_aff_status_paid()}</Badge>
    ) : Date.parse(e.payable_at) <= now ? (
      <Badge tone="info">{m.lv_aff_status_due()}</Badge>
    ) : (
      <Badge>{m.lv_aff_status_waiting()}</Badge>
    );
  return (
    <Card title={m.lv_aff_earnings_title()}>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{m.lv_aff_earnings_empty()}</p>
      ) : (
        <>
          <Head labels={labels} />
          <ul>
            {rows.map((e) => (
              <Row
                key={e.id}
                cells={[
                  [labels[0] as string, formatDate(e.earned_at, locale, timeZone)],
                  [labels[1] as string, formatMoney(e.amount, e.currency, locale)],
                  [labels[2] as string, formatDate(e.payable_at, locale, timeZone)],
                  [labels[3] as string, status(e)],
                ]}
              />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
