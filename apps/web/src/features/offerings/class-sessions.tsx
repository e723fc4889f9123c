import { CLASS_SESSION_DAYS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, Card, cn } from '@kairos/ui';
import { useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, EmptyState, recordIcons, useWriteAccess } from '../../lib/records';
import { AddSessionDialog } from './add-session-dialog';
import { addDays, shortDate } from './format';
import { CalendarPlusIcon } from './icons';
import type { ClassDetail } from './records';
import { SessionItem } from './session-item';

/**
 * The class's sessions in the window the server answered (`sessions_from` …
 * `sessions_to`), with Earlier / Today / Later and "Add session".
 */
export function ClassSessions({
  record,
  today,
  onWindow,
  loading,
}: {
  record: ClassDetail;
  today: string;
  onWindow: (from: string) => void;
  loading: boolean;
}) {
  const { locale } = useLocale();
  const access = useWriteAccess();
  const [adding, setAdding] = useState(false);
  const from = record.sessions_from;
  const archived = !!record.archived_at;
  const range = m.wo_sessions_range({ from: shortDate(from, locale), to: shortDate(record.sessions_to, locale) });

  const addButton = (
    <BlockedHint access={access}>
      <Button size="sm" disabled={access.blocked || archived} onClick={() => setAdding(true)}>
        <CalendarPlusIcon className="size-4" />
        {m.wo_session_add()}
      </Button>
    </BlockedHint>
  );

  return (
    <Card title={m.wo_sessions_title()} description={range} actions={addButton}>
      <nav aria-label={m.wo_sessions_window()} className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onWindow(addDays(from, -CLASS_SESSION_DAYS))}>
          <recordIcons.ChevronLeftIcon className="size-4" />
          {m.wo_sessions_earlier()}
        </Button>
        {from !== today ? (
          <Button variant="ghost" size="sm" onClick={() => onWindow(today)}>
            {m.wo_sessions_today()}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => onWindow(addDays(from, CLASS_SESSION_DAYS))}>
          {m.wo_sessions_later()}
          <recordIcons.ChevronRightIcon className="size-4" />
        </Button>
      </nav>
      <div aria-busy={loading} className={cn('transition-opacity', loading && 'opacity-60')}>
        {record.sessions.length ? (
          <ul className="flex flex-col gap-3" aria-label={m.wo_sessions_title()}>
            {record.sessions.map((s) => (
              <SessionItem key={s.id} session={s} spaces={record.spaces} limit={record.limit_spaces} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<CalendarPlusIcon className="size-6" />}
            title={m.wo_sessions_empty()}
            text={archived ? undefined : m.wo_sessions_empty_text()}
          />
        )}
      </div>
      <AddSessionDialog
        open={adding}
        onOpenChange={setAdding}
        classRecord={record}
        defaultDate={from > today ? from : today}
        onAdded={(date) => {
          if (date < from || date > record.sessions_to) onWindow(date);
        }}
      />
    </Card>
  );
}
