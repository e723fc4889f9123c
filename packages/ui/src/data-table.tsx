import {
  type ColumnDef,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { cn } from './cn';
import { ScrollArea } from './scroll-area';

export interface DataColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** The row's name: the row header in the table and the card's title on phones. One column at most; else the first. */
  primary?: boolean;
  /** On a phone card: beside the title at the end (an amount, a status, a menu) rather than in the list below it. */
  aside?: boolean;
  /** Left out of the phone cards (kept in the table). */
  desktopOnly?: boolean;
  /** The header is read by screen readers only (a column of menus). */
  hiddenHeader?: boolean;
  /** Numbers: header and cells at the end. */
  end?: boolean;
  /** User text (a name, an address): wraps anywhere within 28rem, so one long word never widens the table. */
  text?: boolean;
  /** Tight cells (a column of menu buttons). */
  compact?: boolean;
  /** Extra classes for the column's cells and header (widths, `whitespace-nowrap tabular-nums`); a text colour or font
   * weight here replaces the cells' default (grey, normal). */
  className?: string;
  /** The header is a sort button (the screen sorts: see `sort`). */
  sortable?: boolean;
}

/** The rows chosen for a bulk action, by row id. */
export type RowChoice = Record<string, true>;

export interface DataTableProps<R> {
  rows: R[];
  columns: DataColumn<R>[];
  /** The table's caption (read by screen readers), the scrolling region's and the card list's name. */
  caption: string;
  rowId: (row: R) => string;
  /** `data-testid` of each table row and phone card (`cardTestId` when the cards need their own). */
  rowTestId?: string;
  cardTestId?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Rows are on screen while the next ones load. */
  dimmed?: boolean;
  /** A checkbox before each row (and card title), named by `label`. */
  selection?: {
    chosen: RowChoice;
    onChange: (chosen: RowChoice) => void;
    label: (row: R) => string;
    /** The checkbox column's (screen-reader only) header. */
    columnLabel: string;
  };
  /**
   * `cards` (default): the table from md (768 px) up, cards below. `table`: the table at every width, scrolling
   * sideways on a phone (a few columns of figures inside a card), with `className` on its box and `minWidth` classes.
   */
  layout?: 'cards' | 'table';
  className?: string;
  tableClassName?: string;
  /** The current order and a way to change it (server-side order: the rows come sorted). */
  sort?: { by: { id: string; desc: boolean } | null; onChange: (by: { id: string; desc: boolean } | null) => void };
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const NO_SORT: SortingState = [];

/** User text in a table cell: wraps anywhere (a table sizes columns by their longest word) within 28rem. */
const TEXT_CELL = 'block max-w-md min-w-24 wrap-anywhere';
/** Whether a column's own classes set what a default would (a text colour, a font weight): then they replace it. */
const has = (c: { className?: string }, prefix: string) => c.className?.split(' ').some((k) => k.startsWith(prefix)) ?? false;
const CHECKBOX =
  'size-4 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** One row's checkbox, with a 40 px touch target and the row's name as its label. */
export function RowCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="-m-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="row-select"
        className={CHECKBOX}
      />
    </label>
  );
}

/**
 * The kit's one list: a table from md (768 px) up, stacked cards below (the primary column as the title, `aside`
 * columns beside it, the rest as a list of header: value). Rows and columns come from TanStack Table (headless), with
 * its sorting and row selection; the markup is the kit's. The table sits in a ScrollArea-like box that is a named,
 * focusable region while it scrolls sideways.
 */
export function DataTable<R extends RowData>(props: DataTableProps<R>) {
  const { rows, columns, caption, rowId, selection, sort } = props;
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const defs = useMemo<ColumnDef<typeof features, R>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header, enableSorting: !!c.sortable })),
    [columns],
  );
  const sorting = useMemo<SortingState>(() => (sort?.by ? [sort.by] : NO_SORT), [sort?.by]);
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableSorting: !!sort,
    enableSortingRemoval: false,
    enableRowSelection: !!selection,
    state: { sorting, rowSelection: (selection?.chosen ?? {}) as RowSelectionState },
    onSortingChange: (updater) => sort?.onChange(functionalUpdate(updater, sorting)[0] ?? null),
    onRowSelectionChange: (updater) =>
      selection?.onChange(functionalUpdate(updater, (selection.chosen ?? {}) as RowSelectionState)),
  });

  if (rows.length === 0 && props.empty !== undefined) return <>{props.empty}</>;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const cards = props.layout !== 'table';
  const model = table.getRowModel().rows;
  const check = (row: (typeof model)[number]) =>
    selection ? (
      <RowCheckbox
        label={selection.label(row.original)}
        checked={row.getIsSelected()}
        onChange={(on) => row.toggleSelected(on)}
      />
    ) : null;
  const cellContent = (c: DataColumn<R>, r: R, isPrimary: boolean) =>
    c.text || isPrimary ? <span className={TEXT_CELL}>{c.cell(r)}</span> : c.cell(r);
  const cardAside = columns.filter((c) => c.aside && c !== primary);
  const cardList = columns.filter((c) => !c.aside && !c.desktopOnly && c !== primary);

  return (
    <div className={cn('transition-opacity', props.dimmed && 'opacity-60')}>
      <ScrollArea
        label={caption}
        className={cn(cards && 'hidden md:block', props.className ?? 'rounded-xl border border-gray-200 bg-white shadow-xs')}
      >
        <table className={cn('w-full text-left text-sm', props.tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="w-10 py-3 pr-0 pl-4">
                    <span className="sr-only">{selection.columnLabel}</span>
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const c = byId.get(header.column.id);
                  if (!c) return null;
                  const order = header.column.getIsSorted();
                  const toggle = header.column.getCanSort() ? header.column.getToggleSortingHandler() : undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={toggle ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined}
                      className={cn(c.compact ? 'px-2 py-3' : 'px-4 py-3', 'font-medium', c.end && 'text-right', c.className)}
                    >
                      {c.hiddenHeader ? (
                        <span className="sr-only">{c.header}</span>
                      ) : toggle ? (
                        <button
                          type="button"
                          onClick={toggle}
                          className="inline-flex items-center gap-1 uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                        >
                          {c.header}
                          <span aria-hidden="true">{order === 'asc' ? '↑' : order === 'desc' ? '↓' : '↕'}</span>
                        </button>
                      ) : (
                        c.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-gray-100">
            {model.map((row) => (
              <tr key={row.id} className="hover:bg-gray-50/60" data-testid={props.rowTestId}>
                {selection ? <td className="w-10 py-2 pr-0 pl-4">{check(row)}</td> : null}
                {row.getAllCells().map((cell) => {
                  const c = byId.get(cell.column.id);
                  if (!c) return null;
                  const content = cellContent(c, row.original, c === primary);
                  return c === primary ? (
                    <th
                      key={cell.id}
                      scope="row"
                      className={cn('px-4 py-3', !has(c, 'font-') && 'font-normal', c.end && 'text-right', c.className)}
                    >
                      {content}
                    </th>
                  ) : (
                    <td
                      key={cell.id}
                      className={cn(
                        c.compact ? 'px-2 py-2' : 'px-4 py-3',
                        !has(c, 'text-gray-') && 'text-gray-600',
                        c.end && 'text-right',
                        c.className,
                      )}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>

      {cards ? (
        <ul className="flex flex-col gap-3 md:hidden" aria-label={caption}>
          {model.map((row) => (
            <li
              key={row.id}
              className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs"
              data-testid={props.cardTestId ?? props.rowTestId}
            >
              <div className="flex items-start justify-between gap-2">
                {selection ? <div className="pt-1 pl-2">{check(row)}</div> : null}
                <div className="min-w-0 grow pt-1 text-base wrap-anywhere">{primary?.cell(row.original)}</div>
                {cardAside.map((c) => (
                  <div key={c.id} className="shrink-0 text-right">
                    {c.cell(row.original)}
                  </div>
                ))}
              </div>
              {cardList.length ? (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {cardList.map((c) => (
                    <div key={c.id} className="contents">
                      <dt className="text-gray-500">{c.header}</dt>
                      <dd className="min-w-0 wrap-anywhere text-gray-800">{c.cell(row.original)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
