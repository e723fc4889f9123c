import { m } from '@kairos/i18n';
import { Badge, Button, CloseIcon, PlusIcon } from '@kairos/ui';
import { useRef, useState } from 'react';
import { ClientAvatar } from '../../lib/clients/client-avatar';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, useWriteAccess } from '../../lib/records';
import { AddClientDialog } from './add-client-dialog';
import { sessionDate, timeRange } from './format';
import type { Session } from './records';
import { personName, useSessionClients } from './session-actions';

/**
 * One session: when, how many of the spaces are taken ("Full" once they all
 * are), its clients (each removable) and "Add client" — disabled (aria-disabled,
 * so it keeps focus), with the reason beside it, once a session with a space
 * limit is full (the server would refuse); without a limit the spaces are only a guide.
 */
export function SessionItem({ session, spaces, limit }: { session: Session; spaces: number; limit: boolean }) {
  const { locale } = useLocale();
  const headingId = `session-${session.id}`;
  const access = useWriteAccess();
  const actions = useSessionClients(session);
  const [picking, setPicking] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const taken = session.clients.length;
  const full = taken >= spaces;
  const closed = full && limit;
  const reasonId = `${headingId}-full`;
  const when = `${sessionDate(session.date, locale)}, ${timeRange(session.start_time, session.duration_minutes)}`;

  return (
    <li data-testid="class-session" aria-labelledby={headingId} className="rounded-lg border border-gray-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium text-gray-900">
            {when}
          </h3>
          {session.series_id ? <p className="text-xs text-gray-500">{m.wo_session_weekly()}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-gray-600 tabular-nums" data-testid="session-count">
            {m.wo_session_count({ taken, spaces })}
          </span>
          {full ? <Badge tone={limit ? 'warning' : 'neutral'}>{m.wo_session_full()}</Badge> : null}
        </div>
      </div>

      {session.clients.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={m.wo_session_clients({ when })}>
          {session.clients.map((c) => (
            <li key={c.id} className="flex max-w-full items-center gap-2 rounded-full bg-gray-100 py-1 pr-1 pl-1 text-sm">
              <ClientAvatar client={c} className="size-6 text-[10px]" />
              <span className="min-w-0 truncate text-gray-800" title={personName(c)}>
                {personName(c)}
              </span>
              <BlockedHint access={access}>
                <button
                  type="button"
                  disabled={access.blocked || actions.pending}
                  onClick={() => void actions.remove(c).then(() => addRef.current?.focus())}
                  aria-label={m.wo_client_remove({ name: personName(c) })}
                  className="rounded-full p-1 text-gray-500 hover:bg-gray-200 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </BlockedHint>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-500">{m.wo_session_no_clients()}</p>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <BlockedHint access={access}>
          <Button
            ref={addRef}
            variant="secondary"
            size="sm"
            disabled={access.blocked}
            // Full: still focusable (focus comes back here from the picker), with the reason read out.
            aria-disabled={closed || undefined}
            aria-describedby={closed ? reasonId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            onClick={() => {
              if (!closed) setPicking(true);
            }}
            aria-label={m.wo_client_add_to({ when })}
          >
            <PlusIcon className="size-4" />
            {m.wo_client_add()}
          </Button>
        </BlockedHint>
        {closed ? (
          <p id={reasonId} className="text-sm text-gray-600" data-testid="session-full-reason">
            {m.wo_session_full_reason()}
          </p>
        ) : null}
      </div>
      <AddClientDialog
        open={picking}
        onOpenChange={setPicking}
        when={when}
        exclude={session.clients.map((c) => c.id)}
        onPick={actions.add}
      />
    </li>
  );
}
