// The header row of a money list's table (payments, invoices): small grey upper-case column names.
export function ListTableHead({ columns }: { columns: readonly { label: string; end?: boolean }[] }) {
  return (
    <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.end ? 'px-4 py-3 text-right font-medium' : 'px-4 py-3 font-medium'}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
