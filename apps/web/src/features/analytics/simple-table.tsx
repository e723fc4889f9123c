import { m } from '@kairos/i18n';
import { cn, ScrollArea } from '@kairos/ui';
import type { ReactNode } from 'react';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

/** A small read-only table (the first column heads each row); "Nothing in this period." when empty. */
export function SimpleTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  testId,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, i: number) => string;
  testId?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-gray-500">{m.wan_none()}</p>;
  return (
    <ScrollArea label={caption} className="-mx-5 px-5">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-xs text-gray-500">
            {columns.map((c) => (
              <th key={c.label} scope="col" className={cn('py-2 pr-3 font-medium last:pr-0', c.numeric && 'text-right')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.label} scope="row" className="py-2 pr-3 font-normal text-gray-900 wrap-anywhere">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.label} className={cn('py-2 pr-3 text-gray-900 last:pr-0', c.numeric && 'text-right tabular-nums')}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
