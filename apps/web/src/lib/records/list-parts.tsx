import { m } from '@kairos/i18n';
import { Alert, Button, cn, Input, Select, TabList } from '@kairos/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { errorInfo } from '../errors';
import { formatNumber } from '../format';
import { useLocale } from '../i18n';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from './icons';

/** Active / Archived as the kit's tab list (arrows, Home and End move and select). */
export function ArchiveTabs({
  archived,
  onChange,
  panelId,
}: {
  archived: boolean;
  onChange: (archived: boolean) => void;
  panelId: string;
}) {
  return (
    <TabList
      tabs={ARCHIVE_TABS}
      value={archived ? 'archived' : 'active'}
      onChange={(tab) => onChange(tab === 'archived')}
      label={(tab) => (tab === 'archived' ? m.records_tab_archived() : m.records_tab_active())}
      ariaLabel={m.records_tabs_label()}
      tabId={(tab) => `${panelId}-${tab}`}
      panelId={panelId}
      className="inline-flex"
      tabClassName="px-4"
    />
  );
}
const ARCHIVE_TABS = ['active', 'archived'] as const;

export function SearchBox({
  value,
  onChange,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {m.records_search_label()}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder ?? m.records_search_placeholder()}
        autoComplete="off"
        enterKeyHint="search"
        className="pl-9"
      />
    </div>
  );
}

export interface SortOption<S extends string = string> {
  value: S;
  label: string;
}

export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: SortOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-gray-600">
        {m.records_sort_label()}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="w-auto min-w-40">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function Pagination({
  page,
  lastPage,
  total,
  perPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { locale } = useLocale();
  if (total === 0) return null;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={m.records_page_label()}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600"
    >
      <p aria-live="polite">
        {m.records_showing({
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(total, locale),
        })}
      </p>
      {lastPage > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon className="size-4" />
            {m.records_previous()}
          </Button>
          <span className="px-1 tabular-nums">{m.records_page_of({ page, last: lastPage })}</span>
          <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {m.records_next()}
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</div>
      ) : null}
      <p className="text-base font-semibold text-gray-900">{title}</p>
      {text ? <p className="mt-1 max-w-md text-sm text-gray-500">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** Grey placeholder rows while the first page loads. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="flex items-center gap-4 border-b border-gray-100 px-4 py-4 last:border-b-0">
          <div className="size-9 shrink-0 animate-pulse rounded-full bg-gray-100" />
          <div className="flex-1 space-y-2">
            <div className="h-3.5 w-1/3 animate-pulse rounded bg-gray-100" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-gray-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load: the server's (or the connection) message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      role="alert"
      title={m.popup_failed()}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {m.records_retry()}
        </Button>
      }
    >
      {errorInfo(error).message}
    </Alert>
  );
}

/** A page of a list as the API answers it. */
interface ListPage<T> {
  items: T[];
  page: number;
  last_page: number;
  total: number;
  per_page: number;
}

/**
 * A paged list's states in one place: placeholder rows while it loads, the load error with a retry (a failed
 * refetch keeps the rows it has, as offline), the empty state, or the rows (dimmed while the next page loads) and
 * the pager under them.
 */
export function PagedList<T>({
  query,
  empty,
  onPage,
  rows = 4,
  children,
}: {
  query: UseQueryResult<ListPage<T>, unknown>;
  rows?: number;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (items: T[], dimmed: boolean) => ReactNode;
}) {
  const data = query.data;
  if (!data && query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return <ListSkeleton rows={rows} label={m.web_loading()} />;
  if (data.items.length === 0) return empty;
  return (
    <>
      {children(data.items, query.isPlaceholderData)}
      <Pagination page={data.page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPage={onPage} />
    </>
  );
}
