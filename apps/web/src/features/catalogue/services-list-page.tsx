import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, ScissorsIcon } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { formatDuration } from '../../lib/money';
import { ExportMenu, type RecordColumn, RecordListPage } from '../../lib/records';
import { trpcClient } from '../../lib/trpc';
import type { Service } from './service-form-page';

export function ServicesListPage() {
  const { locale } = useLocale();
  const columns: RecordColumn<Service>[] = [
    {
      id: 'name',
      header: m.wc_col_name(),
      primary: true,
      cell: (s) => (
        <span className="inline-flex items-center gap-2.5">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: s.colour }} />
          {s.name}
        </span>
      ),
    },
    {
      id: 'duration',
      header: m.wc_col_duration(),
      cell: (s) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="tabular-nums" data-testid="service-duration">
            {formatDuration(s.duration_minutes)}
          </span>
          {s.type === 'multipart' ? <Badge>{m.wc_service_multipart_badge()}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'price',
      header: m.wc_col_price(),
      className: 'tabular-nums',
      cell: (s) => {
        const price = formatMoney(s.price, s.currency, locale);
        return <span data-testid="service-price">{s.is_hourly_rate ? m.wc_per_hour({ price }) : price}</span>;
      },
    },
    {
      id: 'online',
      header: m.wc_col_online(),
      desktopOnly: true,
      cell: (s) => (s.online_booking ? <Badge tone="success">{m.wc_yes()}</Badge> : <Badge>{m.wc_no()}</Badge>),
    },
  ];

  return (
    <RecordListPage
      area="services"
      title={m.wc_nav_services()}
      description={m.wc_services_subtitle()}
      formPath="/appointments/services/form"
      addLabel={m.wc_services_add()}
      columns={columns}
      nameOf={(s) => s.name}
      texts={{
        emptyTitle: m.wc_services_empty(),
        emptyText: m.wc_services_empty_text(),
        searchPlaceholder: m.wc_services_search(),
      }}
      toasts={{
        archived: () => m.services_archived(),
        restored: () => m.services_restored(),
        deleted: () => m.services_deleted(),
      }}
      actions={({ archived }) => <ExportMenu onExport={(format) => trpcClient.services.export.mutate({ format, archived })} />}
      emptyIcon={<ScissorsIcon className="size-6" />}
    />
  );
}
