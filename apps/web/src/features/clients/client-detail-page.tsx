import { formatPhone } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CLIENTS_FORM, CLIENTS_LIST, type Client, clientName } from '../../lib/clients/client';
import { ClientAvatar } from '../../lib/clients/client-avatar';
import { errorInfo } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useTitle } from '../../lib/hooks';
import { useLocale } from '../../lib/i18n';
import { LoadError, RecordActions, recordIcons } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { RelatedTabs } from './related-tabs';

/** /clients/:id: every field, the client's locations and their history tabs. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(trpc.clients.get.queryOptions({ id }));
  useTitle(query.data ? clientName(query.data) : m.client_list_title());

  let body: ReactNode;
  if (query.isPending) body = <DetailSkeleton />;
  else if (query.isError) {
    body =
      errorInfo(query.error).code === 'NOT_FOUND' ? (
        <Alert tone="warning" role="alert" title={m.client_not_found()}>
          <Link to={CLIENTS_LIST} className="font-medium underline">
            {m.records_back_to_list()}
          </Link>
        </Alert>
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      );
  } else body = <ClientDetail client={query.data} />;

  return (
    <>
      <Link
        to={query.data?.archived_at ? `${CLIENTS_LIST}?archived=1` : CLIENTS_LIST}
        className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <recordIcons.ChevronLeftIcon className="size-4" />
        {m.records_back_to_list()}
      </Link>
      {body}
    </>
  );
}

function ClientDetail({ client }: { client: Client }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const name = clientName(client);
  const archived = !!client.archived_at;
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, timeZone) : null);
  // A birthday is a calendar date: read it in UTC so it never shifts by a day.
  const birthday = client.birthday ? formatDate(`${client.birthday}T12:00:00Z`, locale, 'UTC') : null;
  const address = [client.address_1, client.address_2, client.city, client.state, client.post_code].filter(Boolean);
  const yesNo = (v: boolean) => <Badge tone={v ? 'success' : 'neutral'}>{v ? m.client_yes() : m.client_no()}</Badge>;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <ClientAvatar client={client} className="size-12 text-base" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere text-gray-900">{name}</h1>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-gray-500">
              {archived ? <Badge tone="warning">{m.records_archived_badge()}</Badge> : null}
              <span>
                {m.client_detail_since()} {date(client.created_at)}
              </span>
            </p>
          </div>
        </div>
        <RecordActions
          area="clients"
          record={client}
          formPath={CLIENTS_FORM}
          listPath={CLIENTS_LIST}
          toasts={{
            archived: () => m.client_archived_toast(),
            restored: () => m.client_restored_toast(),
            deleted: () => m.client_deleted_toast(),
          }}
          deleteTitle={m.client_delete_title({ name })}
          deleteText={m.client_delete_text()}
        />
      </div>

      {archived ? (
        <Alert tone="info" className="mb-6">
          {m.client_archived_notice()}
        </Alert>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <Card title={m.client_detail_contact()}>
          <dl className="grid gap-3 text-sm">
            <Row label={m.client_label_email()}>
              {client.email ? (
                <a href={`mailto:${client.email}`} className="wrap-anywhere text-brand-700 hover:underline">
                  {client.email}
                </a>
              ) : null}
            </Row>
            <Row label={m.client_label_phone()}>
              {client.phone ? (
                <a href={`tel:${client.phone}`} className="whitespace-nowrap text-brand-700 hover:underline">
                  {formatPhone(client.phone)}
                </a>
              ) : null}
            </Row>
            <Row label={m.client_detail_birthday()}>{birthday}</Row>
            <Row label={m.client_detail_last_appointment()}>
              {date(client.last_appointment_date) ?? <span className="text-gray-500">{m.client_detail_no_appointment()}</span>}
            </Row>
          </dl>
        </Card>

        <Card title={m.client_detail_address()}>
          {address.length ? (
            <address className="text-sm wrap-anywhere whitespace-pre-line text-gray-800 not-italic">{address.join('\n')}</address>
          ) : (
            <p className="text-sm text-gray-400">{'—'}</p>
          )}
        </Card>

        <Card title={m.client_section_notes()}>
          <dl className="grid gap-3 text-sm">
            <Row label={m.client_detail_notes()}>
              {client.notes ? <span className="whitespace-pre-line">{client.notes}</span> : null}
            </Row>
            <Row label={m.client_detail_billing()}>
              {client.billing_address ? <span className="whitespace-pre-line">{client.billing_address}</span> : null}
            </Row>
          </dl>
        </Card>

        <Card title={m.client_detail_preferences()}>
          <dl className="grid gap-3 text-sm">
            <Row label={m.client_label_email_reminders()} inline>
              {yesNo(client.email_reminders)}
            </Row>
            <Row label={m.client_label_sms_reminders()} inline>
              {yesNo(client.sms_reminders)}
            </Row>
            <Row label={m.client_label_marketing()} inline>
              {yesNo(client.marketing_messages)}
            </Row>
            <Row label={m.client_label_opt_out()} inline>
              {yesNo(client.opt_out)}
            </Row>
            <Row label={m.wns_client_locale()} inline>
              {client.locale === 'uk' ? 'Українська' : client.locale === 'en' ? 'English' : m.wns_client_locale_default()}
            </Row>
          </dl>
        </Card>

        <Card title={m.client_detail_locations()} className="md:col-span-2">
          {client.locations.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {client.locations.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: locations have no id of their own
                <li key={i} className="min-w-0 rounded-lg border border-gray-200 px-4 py-3 text-sm wrap-anywhere">
                  <p className="font-medium text-gray-900">{l.title || l.address_1}</p>
                  <p className="whitespace-pre-line text-gray-600">
                    {[l.title ? l.address_1 : null, l.address_2, l.city, l.post_code].filter(Boolean).join('\n')}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-500">{m.client_detail_no_locations()}</p>
          )}
        </Card>
      </div>

      <RelatedTabs clientId={client.id} />
    </>
  );
}

function Row({ label, children, inline = false }: { label: string; children: ReactNode; inline?: boolean }) {
  return (
    <div className={inline ? 'flex items-center justify-between gap-3' : 'grid gap-0.5'}>
      <dt className="text-gray-500">{label}</dt>
      <dd className={inline ? 'shrink-0 text-right text-gray-900' : 'min-w-0 wrap-anywhere text-gray-900'}>
        {children ?? <span className="text-gray-400">{'—'}</span>}
      </dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={m.web_loading()} className="space-y-6">
      <div className="flex items-center gap-4">
        <div className="size-12 animate-pulse rounded-full bg-gray-100" />
        <div className="h-6 w-48 animate-pulse rounded bg-gray-100" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl border border-gray-200 bg-white" />
        ))}
      </div>
    </div>
  );
}
