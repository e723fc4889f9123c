import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { formatDuration } from '../../lib/money';
import { OfferingGate } from '../../lib/offering-gate';
import { type RecordColumn, RecordListPage } from '../../lib/records';
import { ClassIcon } from './icons';
import { CLASSES_FORM, type ClassRecord, classPath } from './records';

export function ClassesListPage() {
  const { locale } = useLocale();
  const columns: RecordColumn<ClassRecord>[] = [
    {
      id: 'name',
      header: m.wc_col_name(),
      primary: true,
      cell: (c) => (
        <span className="inline-flex items-center gap-2.5">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: c.colour }} />
          {c.name}
        </span>
      ),
    },
    {
      id: 'spaces',
      header: m.wo_col_spaces(),
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="tabular-nums" data-testid="class-spaces">
            {c.spaces}
          </span>
          {c.limit_spaces ? <Badge tone="info">{m.wo_limit_badge()}</Badge> : null}
        </span>
      ),
    },
    { id: 'duration', header: m.wc_col_duration(), cell: (c) => formatDuration(c.duration_minutes) },
    {
      id: 'price',
      header: m.wc_col_price(),
      className: 'tabular-nums',
      cell: (c) => formatMoney(c.price, c.currency, locale),
    },
    {
      id: 'online',
      header: m.wc_col_online(),
      desktopOnly: true,
      cell: (c) => (c.online_booking ? <Badge tone="success">{m.wc_yes()}</Badge> : <Badge>{m.wc_no()}</Badge>),
    },
  ];

  return (
    <OfferingGate feature="classes" title={m.wo_nav_classes()}>
      <RecordListPage
        area="classes"
        title={m.wo_nav_classes()}
        description={m.wo_classes_subtitle()}
        formPath={CLASSES_FORM}
        addLabel={m.wo_classes_add()}
        columns={columns}
        nameOf={(c) => c.name}
        detailPath={(c) => classPath(c.id)}
        texts={{
          emptyTitle: m.wo_classes_empty(),
          emptyText: m.wo_classes_empty_text(),
          searchPlaceholder: m.wo_classes_search(),
        }}
        toasts={{
          archived: () => m.classes_archived(),
          restored: () => m.classes_restored(),
          deleted: () => m.classes_deleted(),
        }}
        emptyIcon={<ClassIcon className="size-6" />}
      />
    </OfferingGate>
  );
}
