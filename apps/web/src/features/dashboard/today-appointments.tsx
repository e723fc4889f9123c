import { m } from '@kairos/i18n';
import { buttonClass, Card, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../lib/records';
import { trpc } from '../../lib/trpc';

/** Today's date in the business's zone, YYYY-MM-DD. */
function todayIn(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Dashboard widget: today's appointments, blocked time and class sessions, each opening its view. */
export function TodayAppointments({ timeZone }: { timeZone: string | undefined }) {
  const today = todayIn(timeZone);
  const query = useQuery(trpc.appointments.list.queryOptions({ from: today, to: today }));
  const items = (query.data?.items ?? []).filter((a) => a.date === today);
  return (
    <Card
      title={m.dash_today_title()}
      actions={
        <Link to="/appointments/calendar/events" className={buttonClass('secondary', 'sm')}>
          {m.dash_today_open_calendar()}
        </Link>
      }
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-gray-500">{m.dash_today_empty()}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="today-appointments">
          {items.map((a) => (
            <li key={a.id}>
              <Link
                to={`/appointments/calendar/${encodeURIComponent(a.id)}`}
                className="flex items-center gap-3 rounded-md px-1 py-2 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span
                  className="h-8 w-1 shrink-0 rounded-full"
                  style={{ background: a.colour ?? '#9ca3af' }}
                  aria-hidden="true"
                />
                <span className="w-24 shrink-0 text-sm font-medium text-gray-900 tabular-nums">
                  {a.all_day ? m.dash_today_all_day() : `${a.start_time}–${endTime(a.start_time, a.duration_minutes)}`}
                </span>
                {/* Cut to one line each; the tooltip has the whole title and every client. */}
                <span className="min-w-0 flex-1" title={[a.title, names(a.clients)].filter(Boolean).join(' · ')}>
                  <span className="block truncate text-sm text-gray-900">{a.title ?? m.dash_today_untitled()}</span>
                  {a.clients.length ? <span className="block truncate text-xs text-gray-500">{names(a.clients)}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const names = (clients: { first_name: string; last_name: string }[]) =>
  clients.map((c) => `${c.first_name} ${c.last_name}`).join(', ');

function endTime(start: string, minutes: number): string {
  const [h, mm] = start.split(':').map(Number) as [number, number];
  const end = (h * 60 + mm + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}
