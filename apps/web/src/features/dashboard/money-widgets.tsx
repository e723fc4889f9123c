import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { LoadError } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { monthOf, todayIn } from '../income/dates';

/** A dashboard card with one big figure, a line under it and a link to its screen. */
function FigureCard({
  title,
  to,
  linkLabel,
  query,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Link to={to} className={buttonClass('secondary', 'sm')}>
          {linkLabel}
        </Link>
      }
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children()
      )}
    </Card>
  );
}

/** Dashboard widget "income": what came in this month (payments less refunds), from the income statistic. */
export function IncomeWidget({ timeZone }: { timeZone: string | undefined }) {
  const { locale } = useLocale();
  const month = monthOf(todayIn(timeZone));
  const query = useQuery(trpc.payments.statistic.queryOptions({ start_date: month.start, end_date: month.end }));
  return (
    <FigureCard title={m.wi_widget_income()} to="/financials/income/list" linkLabel={m.wi_widget_income_open()} query={query}>
      {() =>
        query.data ? (
          <>
            <p className="text-3xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="widget-income">
              {formatMoney(query.data.net, query.data.currency, locale)}
            </p>
            <p className="text-sm text-gray-500">{m.wi_widget_income_text({ count: query.data.count })}</p>
          </>
        ) : null
      }
    </FigureCard>
  );
}

/** Dashboard widget "left to pay": what clients owe for appointments and sales, from the left-to-pay statistic. */
export function LeftToPayWidget() {
  const { locale } = useLocale();
  const query = useQuery(trpc.payments.leftToPayStatistic.queryOptions({}));
  return (
    <FigureCard title={m.wi_nav_left_to_pay()} to="/financials/left-to-pay/list" linkLabel={m.wi_widget_ltp_open()} query={query}>
      {() =>
        query.data ? (
          <>
            <p className="text-3xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="widget-left-to-pay">
              {formatMoney(query.data.total, query.data.currency, locale)}
            </p>
            <p className="text-sm text-gray-500">
              {m.wi_widget_ltp_text({ appointments: query.data.appointments.count, sales: query.data.sales.count })}
            </p>
          </>
        ) : null
      }
    </FigureCard>
  );
}
