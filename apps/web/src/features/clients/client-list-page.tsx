import { formatPhone } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, buttonClass, UsersIcon } from '@kairos/ui';
import { Link } from 'react-router';
import { CLIENTS_FORM, type Client, clientName, clientPath } from '../../lib/clients/client';
import { ClientAvatar } from '../../lib/clients/client-avatar';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, ExportMenu, type RecordColumn, RecordListPage, recordIcons, useWriteAccess } from '../../lib/records';
import { trpcClient } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { ConsentActions, ConsentBadge, useMarketingFilter } from './consent';

export const IMPORT_CLIENTS_PATH = '/account-setup/helpful-tools/import-clients';

const none = <span className="text-gray-400">{'—'}</span>;

/**
 * /clients/list: active and archived clients with search, sort, export and import; each client's marketing
 * consent, recorded or withdrawn for the chosen clients at once, and the campaign wizard's filter by it.
 */
export function ClientListPage() {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const access = useWriteAccess();
  const marketing = useMarketingFilter();

  const columns: RecordColumn<Client>[] = [
    {
      id: 'name',
      header: m.client_col_name(),
      primary: true,
      cell: (c) => (
        <span className="inline-flex items-center gap-3">
          <ClientAvatar client={c} className="hidden md:flex" />
          {clientName(c)}
        </span>
      ),
    },
    {
      id: 'email',
      header: m.client_col_email(),
      // One line, cut with an ellipsis; the whole address is the tooltip and on the client's screen.
      cell: (c) =>
        c.email ? (
          <span className="block truncate" title={c.email} data-testid="client-email">
            {c.email}
          </span>
        ) : (
          none
        ),
      className: 'w-1/4 max-w-0',
    },
    {
      id: 'phone',
      header: m.client_col_phone(),
      cell: (c) => (c.phone ? <span className="whitespace-nowrap">{formatPhone(c.phone)}</span> : none),
      className: 'whitespace-nowrap',
    },
    {
      id: 'marketing',
      header: m.client_col_marketing(),
      cell: (c) => <ConsentBadge client={c} />,
      className: 'whitespace-nowrap',
    },
    {
      id: 'last_appointment',
      header: m.client_col_last_appointment(),
      cell: (c) => (c.last_appointment_date ? formatDate(c.last_appointment_date, locale, timeZone) : none),
      desktopOnly: true,
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <RecordListPage
      area="clients"
      title={m.client_list_title()}
      description={m.client_list_subtitle()}
      formPath={CLIENTS_FORM}
      addLabel={m.client_add()}
      columns={columns}
      nameOf={clientName}
      detailPath={(c) => clientPath(c.id)}
      emptyIcon={<UsersIcon className="size-6" />}
      filters={marketing.filters}
      notice={marketing.notice}
      bulkActions={(selected, clear) => <ConsentActions clients={selected} onDone={clear} />}
      texts={{
        emptyTitle: m.client_empty_title(),
        emptyText: m.client_empty_text(),
        searchPlaceholder: m.client_search_placeholder(),
        deleteTitle: (name) => m.client_delete_title({ name }),
        deleteText: m.client_delete_text(),
      }}
      toasts={{
        archived: () => m.client_archived_toast(),
        restored: () => m.client_restored_toast(),
        deleted: () => m.client_deleted_toast(),
      }}
      sorts={[
        { value: 'name', label: m.client_sort_name() },
        { value: 'recent', label: m.client_sort_recent() },
        { value: 'last_appointment', label: m.client_sort_last_appointment() },
      ]}
      actions={({ archived }) => (
        <>
          {access.blocked ? (
            <BlockedHint access={access}>
              <Button variant="secondary" disabled>
                <recordIcons.UploadIcon className="size-4" />
                {m.client_import()}
              </Button>
            </BlockedHint>
          ) : (
            <Link to={IMPORT_CLIENTS_PATH} className={buttonClass('secondary', 'md')}>
              <recordIcons.UploadIcon className="size-4" />
              {m.client_import()}
            </Link>
          )}
          <ExportMenu onExport={(format) => trpcClient.clients.export.mutate({ format, archived })} />
        </>
      )}
    />
  );
}
