import { m } from '@kairos/i18n';
import { Alert, Badge, Button, Card, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { errorInfo } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { OutboxAttachments, OutboxMessage } from './outbox-message';

/** /dev/outbox: what the server would have sent by email or SMS (only without provider keys). */
/** How many of the newest emails open as HTML; older ones open as text. */
const FRAMED = 5;

export function OutboxPage() {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const outbox = useQuery({ ...trpc.system.outbox.queryOptions(), staleTime: 0 });
  const messages = [...(outbox.data?.messages ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <>
      <PageHeader
        title={m.outbox_title()}
        description={m.outbox_subtitle()}
        actions={
          <Button variant="secondary" size="sm" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
            {m.outbox_refresh()}
          </Button>
        }
      />
      {outbox.isPending ? <Spinner className="size-6 text-brand-600" label={m.web_loading()} /> : null}
      {outbox.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(outbox.error).message}
        </Alert>
      ) : null}
      {outbox.data && !outbox.data.enabled ? <Alert tone="warning">{m.outbox_disabled()}</Alert> : null}
      {outbox.data?.enabled && messages.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-sm text-gray-500">{m.outbox_empty()}</p>
        </Card>
      ) : null}
      <ol className="flex flex-col gap-4" aria-label={m.outbox_title()}>
        {messages.map((msg, index) => (
          <li key={msg.id}>
            <Card
              headingLevel={2}
              title={msg.subject ?? m.outbox_no_subject()}
              description={
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge tone={msg.channel === 'email' ? 'info' : 'success'}>
                    {msg.channel === 'email' ? m.outbox_email() : m.outbox_sms()}
                  </Badge>
                  <span>
                    {m.outbox_to()} <span className="font-medium text-gray-700">{msg.to}</span>
                  </span>
                  <time dateTime={msg.created_at}>{formatDateTime(msg.created_at, locale, timeZone)}</time>
                </span>
              }
            >
              <OutboxMessage
                text={msg.body_text}
                html={msg.body_html}
                title={msg.subject ?? msg.to}
                preferHtml={index < FRAMED}
              />
              <OutboxAttachments messageId={msg.id} files={msg.attachments} />
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}
