import { m } from '@kairos/i18n';
import { Button, buttonClass, ConfirmDialog, PlusIcon } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../page-header';
import { type ListItemOf, type ListQuery, listQueryOptions, type RecordArea, type RecordSortOf, recordId } from './api';
import { BlockedHint } from './blocked';
import { ArchiveIcon, SearchIcon } from './icons';
import {
  ArchiveTabs,
  EmptyState,
  ListSkeleton,
  LoadError,
  Pagination,
  SearchBox,
  type SortOption,
  SortSelect,
} from './list-parts';
import { type ListParams, useDebouncedInput, useListParams } from './list-state';
import { type RecordColumn, RecordTable } from './record-table';
import { BulkBar, useRowSelection } from './selection';
import { type RecordToasts, useRecordMutations } from './use-record-mutations';
import { useWriteAccess } from './write-access';

export interface RecordListTexts {
  /** Shown when the active list is empty and nothing is searched. */
  emptyTitle: string;
  emptyText?: string;
  /** Placeholder of the search box, e.g. "Name, email or phone". */
  searchPlaceholder?: string;
  /** Title and text of the delete-for-good confirmation (defaults: generic texts). */
  deleteTitle?: (name: string) => string;
  deleteText?: string;
}

export interface RecordListPageProps<A extends RecordArea> {
  area: A;
  title: string;
  description?: ReactNode;
  /** The form route: Add opens it, Edit opens `${formPath}/${id}`. */
  formPath: string;
  addLabel: string;
  columns: RecordColumn<ListItemOf<A>>[];
  /** The record's display name (menus, dialogs). */
  nameOf: (record: ListItemOf<A>) => string;
  /** Where the name links to; defaults to the edit form. */
  detailPath?: (record: ListItemOf<A>) => string;
  texts: RecordListTexts;
  toasts?: RecordToasts;
  /** Sort choices (kept in `?sort=`); the first is the default. */
  sorts?: SortOption<RecordSortOf<A>>[];
  /** Extra buttons beside Add (Export menu, Import link); a function gets the current list state. */
  actions?: ReactNode | ((state: ListParams) => ReactNode);
  /** Icon for the empty state. */
  emptyIcon?: ReactNode;
  perPage?: number;
  /** The area's own list filters beside the shared query (e.g. gift vouchers' `without_expiried`). */
  filters?: Record<string, string | number | boolean>;
  /**
   * Bulk actions on chosen rows: a checkbox on each row, and above the list "Select all on this page",
   * the count and these actions (given the chosen records and a way to clear the choice once done).
   */
  bulkActions?: (selected: ListItemOf<A>[], clear: () => void) => ReactNode;
  /** Above the list (e.g. what an area's own filter shows, with a way back). */
  notice?: ReactNode;
}

export const DEFAULT_PAGE_SIZE = 25;

/** The archived flag of a list query's key (`[path, { input, type }]`), to keep rows on screen within one tab. */
function archivedTabOf(key: readonly unknown[]): boolean | undefined {
  const meta = key[1];
  const input = meta && typeof meta === 'object' && 'input' in meta ? meta.input : undefined;
  return input && typeof input === 'object' && 'archived' in input ? input.archived === true : undefined;
}

/**
 * The list screen of the list-and-form pattern: title and Add, Active/Archived
 * tabs, debounced search, sort, pagination (all in the URL), a table or cards,
 * row actions (edit, archive/restore, delete for good with confirmation),
 * empty/loading/error states, and read-only/offline blocking.
 */
export function RecordListPage<A extends RecordArea>(props: RecordListPageProps<A>) {
  const { area, title, description, formPath, addLabel, columns, nameOf, texts, sorts, perPage = DEFAULT_PAGE_SIZE } = props;
  const navigate = useNavigate();
  const access = useWriteAccess();
  const params = useListParams();
  const mutations = useRecordMutations(area, props.toasts);
  const panelId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const [confirm, setConfirm] = useState<ListItemOf<A> | null>(null);

  const sort = (sorts?.find((s) => s.value === params.sort) ?? sorts?.[0])?.value;
  const input: ListQuery<RecordSortOf<A>> = {
    page: params.page,
    per_page: perPage,
    archived: params.archived,
    ...(params.search ? { search: params.search } : {}),
    ...(sort ? { sort } : {}),
    ...props.filters,
  };
  const query = useQuery({
    ...listQueryOptions(area, input),
    // Keep the rows on screen while the next page or search loads, but not across tabs.
    placeholderData: (prev, prevQuery) => {
      return prevQuery && archivedTabOf(prevQuery.queryKey) === input.archived ? keepPreviousData(prev) : undefined;
    },
  });

  const selection = useRowSelection<ListItemOf<A>>(JSON.stringify(input));
  const [searchText, setSearchText] = useDebouncedInput(params.search, (search) => params.update({ search }, true));

  /** After a row leaves the list its menu button is gone: keep keyboard focus on the list. */
  const keepFocus = useCallback(() => {
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) regionRef.current?.focus({ preventScroll: true });
    }, 350);
  }, []);

  const linkOf = props.detailPath ?? ((r: ListItemOf<A>) => `${formPath}/${recordId(r)}`);
  const data = query.data;
  const items = data?.items ?? [];
  // A page emptied (e.g. its last record was archived): go to the last page that has rows.
  const pageEmptied = items.length === 0 && params.page > 1 && !!data && data.total > 0 && !query.isPlaceholderData;
  const lastPage = data?.last_page ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: params.update is recreated each render
  useEffect(() => {
    if (pageEmptied) params.update({ page: lastPage }, true);
  }, [pageEmptied, lastPage]);
  // The dialog keeps its text while it fades out after closing.
  const lastConfirm = useRef<ListItemOf<A> | null>(null);
  if (confirm) lastConfirm.current = confirm;
  const actions = typeof props.actions === 'function' ? props.actions(params) : props.actions;

  const addButton = access.blocked ? (
    <BlockedHint access={access}>
      <Button disabled>
        <PlusIcon className="size-4" />
        {addLabel}
      </Button>
    </BlockedHint>
  ) : (
    <Link to={formPath} className={buttonClass('primary', 'md')}>
      <PlusIcon className="size-4" />
      {addLabel}
    </Link>
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={m.web_loading()} />;
  else if (query.isError && !data) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0 && params.search) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-6" />}
        title={m.records_no_results({ search: params.search })}
        text={m.records_no_results_hint()}
        action={
          <Button variant="secondary" onClick={() => params.update({ search: undefined })}>
            {m.records_clear_search()}
          </Button>
        }
      />
    );
  } else if (items.length === 0 && props.notice) {
    body = <EmptyState icon={<SearchIcon className="size-6" />} title={m.records_no_filter_results()} />;
  } else if (items.length === 0 && params.archived) {
    body = <EmptyState icon={<ArchiveIcon className="size-6" />} title={m.records_empty_archived()} />;
  } else if (pageEmptied) {
    body = <ListSkeleton label={m.web_loading()} />;
  } else if (items.length === 0) {
    body = <EmptyState icon={props.emptyIcon} title={texts.emptyTitle} text={texts.emptyText} action={addButton} />;
  } else {
    const bulk = props.bulkActions;
    body = (
      <>
        {bulk ? (
          <BulkBar records={items} selection={selection}>
            {(selected) => bulk(selected, selection.clear)}
          </BulkBar>
        ) : null}
        <RecordTable
          records={items}
          columns={columns}
          caption={title}
          nameOf={nameOf}
          linkOf={linkOf}
          archived={params.archived}
          blocked={access.blocked}
          dimmed={query.isPlaceholderData}
          selection={bulk ? selection : undefined}
          onEdit={(r) => navigate(`${formPath}/${recordId(r)}`)}
          onArchive={(r) => void mutations.archive(recordId(r)).then(keepFocus, () => undefined)}
          onRestore={(r) => void mutations.restore(recordId(r)).then(keepFocus, () => undefined)}
          onDelete={(r) => setConfirm(r)}
        />
        {data ? (
          <Pagination
            page={data.page}
            lastPage={data.last_page}
            total={data.total}
            perPage={data.per_page}
            onPage={(page) => {
              params.update({ page });
              regionRef.current?.focus({ preventScroll: true });
              window.scrollTo({ top: 0 });
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {addButton}
          </div>
        }
      />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <ArchiveTabs archived={params.archived} onChange={(archived) => params.update({ archived })} panelId={panelId} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {sorts && sorts.length > 1 ? (
            <SortSelect
              options={sorts}
              value={sort ?? ''}
              onChange={(value) => params.update({ sort: value === sorts[0]?.value ? undefined : value })}
            />
          ) : null}
          <SearchBox value={searchText} onChange={setSearchText} placeholder={texts.searchPlaceholder} className="sm:w-72" />
        </div>
      </div>
      {props.notice}
      <div id={panelId} ref={regionRef} role="tabpanel" tabIndex={-1} aria-busy={query.isFetching} className="outline-none">
        {body}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={(texts.deleteTitle ?? ((name) => m.records_delete_title({ name })))(
          lastConfirm.current ? nameOf(lastConfirm.current) : '',
        )}
        description={texts.deleteText ?? m.records_delete_text()}
        confirmLabel={m.records_delete_confirm()}
        cancelLabel={m.records_cancel()}
        closeLabel={m.web_close()}
        onConfirm={async () => {
          if (!confirm) return;
          await mutations.destroy(recordId(confirm));
          keepFocus();
        }}
      />
    </>
  );
}
