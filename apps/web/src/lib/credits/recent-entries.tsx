import type { CreditEntryView, CreditReasonName, MessageChannel } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { formatDateTime, formatNumber } from '../format';
import { useLocale } from '../i18n';
import { useUser } from '../viewer';

const REASONS: Record<CreditReasonName, () => string> = {
  opening_balance: () => m.wcr_reason_opening_balance(),
  trial_grant: () => m.wcr_reason_trial_grant(),
  plan_allowance: () => m.wcr_reason_plan_allowance(),
  expiry: () => m.wcr_reason_expiry(),
  purchase: () => m.wcr_reason_purchase(),
  bundle: () => m.wcr_reason_bundle(),
  top_up: () => m.wcr_reason_top_up(),
  message: () => m.wcr_reason_message(),
  refund: () => m.wcr_reason_refund(),
  admin_adjustment: () => m.wcr_reason_admin_adjustment(),
};

/** The newest ledger entries: when, why (translated), the change and the balance after it. A list: readable at 375 px. */
export function RecentEntries({ channel, entries }: { channel: MessageChannel; entries: CreditEntryView[] }) {
  const { locale } = useLocale();
  const user = useUser();
  return (
    <section className="mt-5" aria-labelledby={`wcr-entries-${channel}`}>
      <h3 id={`wcr-entries-${channel}`} className="text-sm font-semibold text-gray-900">
        {m.wcr_recent()}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">{m.wcr_no_entries()}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
          {entries.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm" data-testid="credit-entry">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{REASONS[e.reason]()}</p>
                <p className="text-xs text-gray-500">{formatDateTime(e.created_at, locale, user.timezone)}</p>
              </div>
              <div className="shrink-0 text-right tabular-nums">
                <p className={e.delta > 0 ? 'font-medium text-green-700' : 'font-medium text-gray-900'}>
                  {e.delta > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(e.delta), locale)}
                </p>
                <p className="text-xs text-gray-500">{m.wcr_balance_after({ balance: formatNumber(e.balance, locale) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
