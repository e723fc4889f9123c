import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Card, CloseIcon, useToast } from '@kairos/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type Appointment, type Attendance, clientLabel } from '../../lib/appointments/appointment';
import { paymentLabel } from '../../lib/appointments/labels';
import { clientPath } from '../../lib/clients/client';
import { ClientAvatar } from '../../lib/clients/client-avatar';
import { ClientPicker, type PickedClient } from '../../lib/clients/client-picker';
import { errorInfo } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { OWES, takePaymentPath } from '../../lib/payments/labels';
import { useWriteAccess } from '../../lib/records';
import { trpcClient } from '../../lib/trpc';
import { AttendanceMenu } from './attendance';

interface ClientsCardProps {
  a: Appointment;
  /** The server's answer after a change (an untouched occurrence of a series comes back with its own id). */
  onSaved: (next: Appointment) => void;
}

/** Who comes, with attendance per client; a class session also shows its spaces and lets clients be added or removed. */
export function ClientsCard({ a, onSaved }: ClientsCardProps) {
  const access = useWriteAccess();
  const toast = useToast();
  const pickerId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = a.type === 'class_session';

  const run = async (key: string, action: () => Promise<Appointment>) => {
    setBusy(key);
    setError(null);
    try {
      onSaved(await action());
    } catch (e) {
      const info = errorInfo(e);
      if (info.code === 'CLASS_SESSION_FULL') setError(info.message);
      else toast({ title: m.wap_change_failed(), description: info.message, tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const setStatus = (clientId: string, status: Attendance) =>
    run(clientId, () => trpcClient.appointments.updateStatus.mutate({ id: a.id, client_id: clientId, status }));
  // One client at a time (never the whole list), so changes made in another tab are kept.
  const addClient = (clientId: string) =>
    run('clients', () => trpcClient.appointments.addClient.mutate({ id: a.id, client_id: clientId }));
  const removeClient = (clientId: string) =>
    run('clients', () => trpcClient.appointments.removeClient.mutate({ id: a.id, client_id: clientId }));
  const ids = a.clients.map((c) => c.id);
  const onPicked = (next: PickedClient[]) => {
    const added = next.find((c) => !ids.includes(c.id));
    if (added) void addClient(added.id);
  };

  const full = session && a.limit_spaces && a.spaces !== null && a.clients.length >= a.spaces;
  const spaces =
    session && a.spaces !== null
      ? a.limit_spaces
        ? m.wap_spaces_used({ used: a.clients.length, spaces: a.spaces })
        : m.wap_spaces_used_soft({ used: a.clients.length, spaces: a.spaces })
      : null;

  return (
    <Card
      title={session ? m.wap_session_clients() : m.wap_clients()}
      actions={spaces ? <SpacesBadge text={spaces} full={!!full} /> : null}
    >
      {error ? (
        <Alert tone="error" role="alert" className="mb-4">
          {error}
        </Alert>
      ) : null}
      {a.clients.length === 0 ? <p className="text-sm text-gray-600">{m.wap_no_clients()}</p> : null}
      <ul className="flex flex-col divide-y divide-gray-100" data-testid="appointment-clients">
        {a.clients.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5" data-testid="appointment-client">
            <ClientAvatar client={c} />
            <Link
              to={clientPath(c.id)}
              className="min-w-0 grow basis-40 truncate text-sm font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              title={clientLabel(c)}
            >
              {clientLabel(c)}
            </Link>
            {session ? <SessionPaid a={a} client={c} /> : null}
            <AttendanceMenu
              name={clientLabel(c)}
              status={c.status}
              onChange={(s) => void setStatus(c.id, s)}
              disabled={access.blocked}
              busy={busy === c.id}
              focusKey={`attendance-${c.id}`}
            />
            {session ? (
              <button
                type="button"
                disabled={access.blocked || busy !== null}
                onClick={() => void removeClient(c.id)}
                aria-label={m.wap_session_remove({ name: clientLabel(c) })}
                title={m.wap_session_remove({ name: clientLabel(c) })}
                className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
              >
                <CloseIcon className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {session ? (
        <div className="mt-4">
          <ClientPicker
            id={pickerId}
            label={m.wap_session_add()}
            value={a.clients}
            onChange={onPicked}
            hideChips
            disabled={access.blocked || busy === 'clients'}
          />
        </div>
      ) : null}
    </Card>
  );
}

function SpacesBadge({ text, full }: { text: string; full: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${full ? 'bg-amber-50 text-amber-800 ring-amber-200' : 'bg-gray-100 text-gray-700 ring-gray-200'}`}
      data-testid="session-spaces"
    >
      {text}
    </span>
  );
}

/** A class session is paid client by client: what each has paid, and "Take payment" while they owe. */
function SessionPaid({ a, client }: { a: Appointment; client: Appointment['clients'][number] }) {
  const { locale } = useLocale();
  const access = useWriteAccess();
  if (client.payment_status === 'free') return null;
  const owes = OWES.has(client.payment_status);
  const due = client.paid_amount + client.left_to_pay;
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="session-paid">
      <span className="text-xs text-gray-600 tabular-nums">
        {client.payment_status === 'paid_with_package' || client.payment_status === 'paid_with_voucher'
          ? paymentLabel(client.payment_status)
          : m.wi_paid_of({
              paid: formatMoney(client.paid_amount, a.currency, locale),
              due: formatMoney(due, a.currency, locale),
            })}
      </span>
      {owes && !access.blocked ? (
        <Link
          to={takePaymentPath(a.id, client.id)}
          className="text-xs font-medium text-brand-700 underline"
          aria-label={m.wi_take_payment_from({ name: clientLabel(client) })}
        >
          {m.wi_take_payment()}
        </Link>
      ) : null}
    </span>
  );
}
