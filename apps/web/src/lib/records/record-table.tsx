import { m } from '@kairos/i18n';
import {
  buttonClass,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { BaseRecord } from './api';
import { ArchiveIcon, DotsIcon, PencilIcon, RestoreIcon, TrashIcon } from './icons';
import type { RowSelection } from './selection';

/** A column of a record list: the kit's DataTable column (`primary` is the record's name and links to it). */
export type RecordColumn<R> = DataColumn<R>;

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

/** The kit's DataTable with the record's name as a link and an actions menu on each row. */
export function RecordTable<R extends BaseRecord>(props: RecordTableProps<R>) {
  const { records, columns, caption, nameOf, linkOf, dimmed, selection } = props;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const all: RecordColumn<R>[] = [
    ...columns.map((c) =>
      c === primary
        ? {
            ...c,
            primary: true,
            cell: (r: R) => (
              <Link
                to={linkOf(r)}
                className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {c.cell(r) ?? nameOf(r)}
              </Link>
            ),
          }
        : c,
    ),
    {
      id: 'actions',
      header: m.records_actions(),
      hiddenHeader: true,
      aside: true,
      compact: true,
      className: 'w-12 text-right',
      cell: (r) => <RowActions record={r} {...props} />,
    },
  ];
  return (
    <DataTable
      rows={records}
      columns={all}
      caption={caption}
      rowId={(r) => r.id}
      dimmed={dimmed}
      selection={
        selection
          ? {
              chosen: selection.chosen,
              onChange: selection.setChosen,
              label: (r) => m.records_select_row({ name: nameOf(r) }),
              columnLabel: m.records_select_column(),
            }
          : undefined
      }
    />
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
