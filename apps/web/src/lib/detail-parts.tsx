import { m } from '@kairos/i18n';
import { Alert, Badge, cn } from '@kairos/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorInfo } from './errors';
import { useTitle } from './hooks';
import { LoadError, RecordActions, type RecordArea, type RecordToasts, recordIcons } from './records';

/** "Back to list" above a detail screen (to the archived tab for an archived record). */
export function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <recordIcons.ChevronLeftIcon className="size-4" />
      {m.records_back_to_list()}
    </Link>
  );
}

/** Loading, not-found and error states of a detail screen; the record once loaded. */
export function DetailBody<R, E>({
  query,
  listPath,
  children,
}: {
  query: UseQueryResult<R, E>;
  listPath: string;
  children: (record: R) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={m.web_loading()} className="space-y-6">
        <div className="h-8 w-56 animate-pulse rounded bg-gray-100" />
        <div className="h-40 animate-pulse rounded-xl border border-gray-200 bg-white" />
        <div className="h-56 animate-pulse rounded-xl border border-gray-200 bg-white" />
      </div>
    );
  }
  if (query.isError) {
    return errorInfo(query.error).code === 'NOT_FOUND' ? (
      <Alert tone="warning" role="alert" title={m.records_not_found()}>
        <Link to={listPath} className="font-medium underline">
          {m.records_back_to_list()}
        </Link>
      </Alert>
    ) : (
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}

interface HeaderRecord {
  id: string;
  name: string;
  archived_at: string | null;
}

/** The record's name (h1) with its archived badge, and its actions (RecordActions). */
export function DetailHeader({
  area,
  record,
  formPath,
  listPath,
  marker,
  subtitle,
  toasts,
  deleteTitle,
  onChanged,
}: {
  area: RecordArea;
  record: HeaderRecord;
  formPath: string;
  listPath: string;
  /** Drawn before the name (e.g. the class's colour). */
  marker?: ReactNode;
  subtitle?: ReactNode;
  toasts: RecordToasts;
  deleteTitle: (name: string) => string;
  /** After archive or restore (refetch what the screen shows). */
  onChanged: () => void;
}) {
  useTitle(record.name);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight break-words text-gray-900">
          {marker}
          <span className="min-w-0">{record.name}</span>
        </h1>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-500">
          {record.archived_at ? <Badge tone="warning">{m.records_archived_badge()}</Badge> : null}
          {subtitle}
        </div>
      </div>
      <RecordActions
        area={area}
        record={record}
        formPath={formPath}
        listPath={listPath}
        toasts={toasts}
        deleteTitle={deleteTitle(record.name)}
        deleteText={m.records_delete_text()}
        onChanged={onChanged}
      />
    </div>
  );
}

/**
 * One fact in a facts card: label above (or beside) its value; an empty value shows a dash.
 * Its div is the `<dl>`'s direct child (the only wrapper HTML allows around a dt/dd group).
 */
export function Fact({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900" data-testid={testId}>
        {children ?? <span className="text-gray-400">{'—'}</span>}
      </dd>
    </div>
  );
}
