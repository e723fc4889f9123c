import { m } from '@kairos/i18n';
import { Alert } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { appointmentPath, calendarPath } from '../../lib/appointments/appointment';
import { nextHourIn, todayIn, useClock } from '../../lib/appointments/time';
import { errorInfo } from '../../lib/errors';
import { PageHeader } from '../../lib/page-header';
import { LoadError } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { AppointmentForm } from './form';
import { BackLink, PageSkeleton } from './page-parts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `/appointments/calendar/form` (new; `?date=&start_time=` prefill) and `/appointments/calendar/form/:id`. */
export function AppointmentFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const clock = useClock();
  const query = useQuery({ ...trpc.appointments.get.queryOptions({ id: id ?? '' }), enabled: !!id });
  const date = params.get('date') ?? '';
  const time = params.get('start_time') ?? '';
  const back = id ? appointmentPath(id) : calendarPath(DATE.test(date) ? date : null);

  let body: React.ReactNode;
  if (!id) {
    body = (
      <AppointmentForm
        record={null}
        date={DATE.test(date) ? date : todayIn(clock.timeZone)}
        startTime={TIME.test(time) ? time : nextHourIn(clock.timeZone)}
      />
    );
  } else if (query.isPending) body = <PageSkeleton />;
  else if (query.isError) {
    body =
      errorInfo(query.error).code === 'NOT_FOUND' ? (
        <Alert tone="warning" role="alert" title={m.wap_not_found()}>
          <Link to={calendarPath()} className="font-medium underline">
            {m.wap_back_to_calendar()}
          </Link>
        </Alert>
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      );
  } else
    body = <AppointmentForm key={query.data.id} record={query.data} date={query.data.date} startTime={query.data.start_time} />;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackLink to={back} label={id ? m.wap_back_to_appointment() : m.wap_back_to_calendar()} />
      <PageHeader title={id ? m.wap_edit_title() : m.wap_new_title()} />
      {body}
    </div>
  );
}
