import { m } from '@kairos/i18n';
import {
  buttonClass,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  ScrollArea,
} from '@kairos/ui';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import type { BaseRecord } from './api';
import { ArchiveIcon, DotsIcon, PencilIcon, RestoreIcon, TrashIcon } from './icons';
import { RowCheckbox, type RowSelection } from './selection';

export interface RecordColumn<R> {
  id: string;
  header: string;
  cell: (record: R) => ReactNode;
  /** The record's name: links to the record, and is the card title on phones. Exactly one column should have it. */
  primary?: boolean;
  /** Left out of the phone cards (kept in the desktop table). */
  desktopOnly?: boolean;
  /** Extra classes for the table cells (e.g. 'text-right tabular-nums'). */
  className?: string;
  /**
   * The cell shows user text (a name, an address): it wraps anywhere, within a
   * readable width, so one long word never widens the table. The primary column always does.
   */
  text?: boolean;
}

/** User text in a table cell: wraps anywhere (a table sizes columns by their longest word) within 28rem. */
const TEXT_CELL = 'block max-w-md min-w-24 wrap-anywhere';

export interface RowActionHandlers<R> {
  onEdit: (record: R) => void;
  onArchive: (record: R) => void;
  onRestore: (record: R) => void;
  onDelete: (record: R) => void;
}

interface RecordTableProps<R extends BaseRecord> extends RowActionHandlers<R> {
  records: R[];
  columns: RecordColumn<R>[];
  caption: string;
  nameOf: (record: R) => string;
  linkOf: (record: R) => string;
  archived: boolean;
  /** Writes are blocked (read-only or offline): the menu items are disabled. */
  blocked: boolean;
  dimmed?: boolean;
  /** Rows can be chosen for a bulk action: a checkbox before each row (table) or card title. */
  selection?: RowSelection<R>;
}

/** A table from md (768 px) up; stacked cards below. Each row has an actions menu. */
export function RecordTable<R extends BaseRecord>(props: RecordTableProps<R>) {
  const { records, columns, caption, nameOf, linkOf, dimmed, selection } = props;
  const select = (r: R) =>
    selection ? (
      <RowCheckbox
        label={m.records_select_row({ name: nameOf(r) })}
        checked={selection.isSelected(r)}
        onChange={(on) => selection.toggle(r, on)}
      />
    ) : null;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const rest = columns.filter((c) => c !== primary);
  const title = (r: R) => (
    <Link
      to={linkOf(r)}
      className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {primary?.cell(r) ?? nameOf(r)}
    </Link>
  );
  const cell = (c: RecordColumn<R>, r: R) => (c.text ? <span className={TEXT_CELL}>{c.cell(r)}</span> : c.cell(r));

  return (
    <div className={cn('transition-opacity', dimmed && 'opacity-60')}>
      <ScrollArea label={caption} className="hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 py-3 pr-0 pl-4">
                  <span className="sr-only">{m.records_select_column()}</span>
                </th>
              ) : null}
              {columns.map((c) => (
                <th key={c.id} scope="col" className={cn('px-4 py-3 font-medium', c.className)}>
                  {c.header}
                </th>
              ))}
              <th scope="col" className="w-12 px-2 py-3">
                <span className="sr-only">{m.records_actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {records.map((r) => (
              <tr key={r.id} className="hover:bg-gray-50/60">
                {selection ? <td className="w-10 py-2 pr-0 pl-4">{select(r)}</td> : null}
                {columns.map((c) =>
                  c === primary ? (
                    <th key={c.id} scope="row" className={cn('px-4 py-3 font-normal', c.className)}>
                      <span className={TEXT_CELL}>{title(r)}</span>
                    </th>
                  ) : (
                    <td key={c.id} className={cn('px-4 py-3 text-gray-600', c.className)}>
                      {cell(c, r)}
                    </td>
                  ),
                )}
                <td className="px-2 py-2 text-right">
                  <RowActions record={r} {...props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={caption}>
        {records.map((r) => (
          <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
            <div className="flex items-start justify-between gap-2">
              {selection ? <div className="pt-1 pl-2">{select(r)}</div> : null}
              <div className="min-w-0 grow pt-1 text-base wrap-anywhere">{title(r)}</div>
              <RowActions record={r} {...props} />
            </div>
            {rest.some((c) => !c.desktopOnly) ? (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {rest
                  .filter((c) => !c.desktopOnly)
                  .map((c) => (
                    <div key={c.id} className="contents">
                      <dt className="text-gray-500">{c.header}</dt>
                      <dd className="min-w-0 wrap-anywhere text-gray-800">{c.cell(r)}</dd>
                    </div>
                  ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RowActions<R extends BaseRecord>({
  record,
  nameOf,
  archived,
  blocked,
  onEdit,
  onArchive,
  onRestore,
  onDelete,
}: RecordTableProps<R> & { record: R }) {
  // The confirmation dialog opens after the menu has handed focus back to its trigger,
  // so the dialog returns focus there when it closes.
  const pendingDelete = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={m.records_actions_for({ name: nameOf(record) })}
        className={buttonClass('ghost', 'sm', 'px-2')}
      >
        <DotsIcon className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={() => {
          if (!pendingDelete.current) return;
          pendingDelete.current = false;
          window.setTimeout(() => onDelete(record), 0);
        }}
      >
        <DropdownMenuItem disabled={blocked} onSelect={() => onEdit(record)}>
          <PencilIcon className="size-4 text-gray-400" />
          {m.records_edit()}
        </DropdownMenuItem>
        {archived ? (
          <>
            <DropdownMenuItem disabled={blocked} onSelect={() => onRestore(record)}>
              <RestoreIcon className="size-4 text-gray-400" />
              {m.records_restore()}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              disabled={blocked}
              className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
              onSelect={() => {
                pendingDelete.current = true;
              }}
            >
              <TrashIcon className="size-4" />
              {m.records_delete_for_good()}
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem disabled={blocked} onSelect={() => onArchive(record)}>
            <ArchiveIcon className="size-4 text-gray-400" />
            {m.records_archive()}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
