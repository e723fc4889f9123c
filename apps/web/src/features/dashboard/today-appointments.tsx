import type { DashboardStatistic } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { Link } from 'react-router';
import { zonedFormat } from '../../lib/format';
import { useLocale } from '../../lib/i18n';

type Today = DashboardStatistic['today'];

/** Dashboard widget: today's appointments and class sessions (recurring ones included), each opening its view. */
export function TodayAppointments({ today, timeZone }: { today: Today; timeZone: string }) {
  const { locale } = useLocale();
  const time = zonedFormat(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const at = (iso: string) => time.format(new Date(iso));
  return (
    <Card
      title={m.dash_today_title()}
      description={today.count ? m.wdb_today_count({ count: today.count }) : undefined}
      actions={
        <Link to="/appointments/calendar/events" className={buttonClass('secondary', 'sm')}>
          {m.dash_today_open_calendar()}
        </Link>
      }
    >
      {today.items.length === 0 ? (
        <p className="text-sm text-gray-500">{m.dash_today_empty()}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="today-appointments">
          {today.items.map((a) => {
            const names = a.clients.map((c) => c.name).join(', ');
            return (
              <li key={a.id} className="flex items-center gap-2">
                <Link
                  to={`/appointments/calendar/${encodeURIComponent(a.id)}`}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-md px-1 py-2 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span className="w-24 shrink-0 text-sm font-medium text-gray-900 tabular-nums">
                    {`${at(a.start_at)}–${at(a.end_at)}`}
                  </span>
                  {/* Cut to one line each; the tooltip has the whole title and every client. */}
                  <span className="min-w-0 flex-1" title={[a.title, names].filter(Boolean).join(' · ')}>
                    <span className="block truncate text-sm text-gray-900">{a.title || m.dash_today_untitled()}</span>
                    {names ? <span className="block truncate text-xs text-gray-500">{names}</span> : null}
                  </span>
                </Link>
                {a.video_meeting_url ? (
                  <a
                    href={a.video_meeting_url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className={buttonClass('secondary', 'sm')}
                  >
                    {m.wdb_online()}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
