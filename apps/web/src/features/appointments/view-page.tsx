import { m } from '@kairos/i18n';
import { Alert, Badge, Button, buttonClass } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  type Appointment,
  appointmentPath,
  calendarPath,
  editPath,
  rememberAppointment,
} from '../../lib/appointments/appointment';
import { TYPE_LABEL } from '../../lib/appointments/labels';
import { useClock } from '../../lib/appointments/time';
import { errorInfo } from '../../lib/errors';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, LoadError, useWriteAccess } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { WaitlistPanel } from '../../lib/waitlist/waitlist-panel';
import { BackLink, PageSkeleton } from './page-parts';
import { useDeleteAppointment } from './use-delete-appointment';
import { ClientsCard } from './view-clients';
import { WhatCard, WhenWhereCard } from './view-details';

export function titleOf(a: Appointment): string {
  if (a.type === 'blocked') return a.title || m.wap_type_blocked();
  return a.title || TYPE_LABEL[a.type]();
}

/** `/appointments/calendar/:id`: one appointment, occurrence, blocked time or class session. */
export function AppointmentViewPage() {
  const { id = '' } = useParams();
  const query = useQuery(trpc.appointments.get.queryOptions({ id }));
  if (query.isPending)
    return (
      <Frame>
        <PageSkeleton />
      </Frame>
    );
  if (query.isError)
    return (
      <Frame>
        {errorInfo(query.error).code === 'NOT_FOUND' ? (
          <Alert tone="warning" role="alert" title={m.wap_not_found()}>
            <Link to={calendarPath()} className="font-medium underline">
              {m.wap_back_to_calendar()}
            </Link>
          </Alert>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Frame>
    );
  return <AppointmentView key={query.data.id} a={query.data} />;
}

function Frame({ children, date }: { children: React.ReactNode; date?: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackLink to={calendarPath(date)} label={m.wap_back_to_calendar()} />
      {children}
    </div>
  );
}

function AppointmentView({ a }: { a: Appointment }) {
  const clock = useClock();
  const navigate = useNavigate();
  const access = useWriteAccess();
  const remove = useDeleteAppointment(a);

  // An untouched occurrence of a series gets its own id on its first change; the view then re-opens
  // under that id and focus goes back to the control that was used.
  const location = useLocation();
  const focusKey = (location.state as { focus?: string } | null)?.focus;
  useEffect(() => {
    if (focusKey) document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey)}"]`)?.focus();
  }, [focusKey]);
  const onSaved = (next: Appointment) => {
    rememberAppointment(next);
    if (next.id === a.id) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.focusKey : undefined;
    navigate(appointmentPath(next.id), { replace: true, state: active ? { focus: active } : null });
  };

  const actions = (
    <BlockedHint access={access}>
      <div className="flex gap-2">
        {access.blocked ? (
          <Button variant="secondary" disabled>
            {m.wap_edit()}
          </Button>
        ) : (
          <Link to={editPath(a.id)} className={buttonClass('secondary')}>
            {m.wap_edit()}
          </Link>
        )}
        <Button variant="danger" disabled={access.blocked} loading={remove.busy} onClick={() => void remove.start()}>
          {m.wap_delete()}
        </Button>
      </div>
    </BlockedHint>
  );

  return (
    <Frame date={a.date}>
      <PageHeader
        title={titleOf(a)}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge tone={a.type === 'blocked' ? 'neutral' : 'info'}>{TYPE_LABEL[a.type]()}</Badge>
            {a.series_id ? <Badge>{m.wap_in_series()}</Badge> : null}
          </span>
        }
        actions={actions}
      />
      <div className="flex flex-col gap-6 pb-10">
        <WhenWhereCard a={a} clock={clock} />
        {a.type !== 'blocked' ? <ClientsCard a={a} onSaved={onSaved} /> : null}
        {a.type === 'class_session' ? <WaitlistPanel sessionId={a.id} readOnly={access.blocked} /> : null}
        <WhatCard a={a} clock={clock} />
      </div>
      {remove.dialog}
    </Frame>
  );
}
