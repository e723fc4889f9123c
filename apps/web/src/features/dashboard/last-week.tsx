import type { DashboardStatistic } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { Link } from 'react-router';
import { Figure } from '../../lib/analytics/figure';
import type { FigureText } from '../../lib/analytics/format';

type Key = keyof DashboardStatistic['last_week']['figures'];
const ROWS: readonly [Key, () => string, 'money' | 'count', 'up' | 'down'][] = [
  ['income', () => m.wan_income(), 'money', 'up'],
  ['appointments', () => m.wan_appointments(), 'count', 'up'],
  ['new_clients', () => m.wan_new_clients(), 'count', 'up'],
  ['no_shows', () => m.wan_no_show(), 'count', 'down'],
];

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
      <dl className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4" data-testid="last-week">
        {ROWS.map(([key, label, kind, better]) => (
          <Figure
            key={key}
            label={label()}
            value={now[key]}
            previous={before[key]}
            kind={kind}
            text={text}
            better={better}
            testId={`week-${key}`}
            plain
          />
        ))}
      </dl>
    </Card>
  );
}
