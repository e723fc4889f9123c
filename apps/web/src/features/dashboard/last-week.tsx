import type { DashboardStatistic } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { Link } from 'react-router';
import { Figure } from '../analytics/figure';
import type { FigureText } from '../analytics/format';

/** "How last week went": income, appointments, new clients and no-shows against the week before, with the change. */
export function LastWeek({ week, text }: { week: DashboardStatistic['last_week']; text: FigureText }) {
  const { figures: now, previous: before } = week;
  const params = new URLSearchParams({ period: 'last_week' });
  return (
    <Card
      title={m.wdb_last_week_title()}
      description={m.wdb_last_week_range({ range: text.range(week) })}
      actions={
        <Link to={`/analytics?${params}`} className={buttonClass('secondary', 'sm')}>
          {m.wdb_open_analytics()}
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="last-week">
        <Figure
          label={m.wan_income()}
          value={now.income}
          previous={before.income}
          kind="money"
          text={text}
          testId="week-income"
        />
        <Figure
          label={m.wan_appointments()}
          value={now.appointments}
          previous={before.appointments}
          kind="count"
          text={text}
          testId="week-appointments"
        />
        <Figure label={m.wan_new_clients()} value={now.new_clients} previous={before.new_clients} kind="count" text={text} />
        <Figure label={m.wan_no_show()} value={now.no_shows} previous={before.no_shows} kind="count" text={text} better="down" />
      </dl>
    </Card>
  );
}
