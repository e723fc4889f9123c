import { m } from '@kairos/i18n';
import { Badge, Button, Card, ConfirmDialog, PlusIcon, useToast } from '@kairos/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listClass, Pager, QueryState, Row } from '../../lib/admin-parts';
import { errorInfo } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { NewTokenDialog } from './new-token-dialog';

type Token = RouterOutputs['adminTools']['tokensList']['items'][number];

/** docs/product/admin.md "tokens (list)": API tokens and API users. Creating shows the token once; revoking ends it at once. */
export function TokensPage() {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const tokens = useQuery(trpc.adminTools.tokensList.queryOptions({ page }));
  const apiUsers = useQuery(trpc.adminTools.apiUsers.queryOptions());
  const revoke = useMutation(trpc.adminTools.tokensRevoke.mutationOptions());

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      toast({ title: m.admt_token_revoked({ name: revoking.name }) });
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.pathKey() });
    } catch (e) {
      toast({ title: errorInfo(e).message, tone: 'error' });
      throw e;
    }
  };

  return (
    <>
      <PageHeader
        title={m.admt_tokens_title()}
        description={m.admt_tokens_subtitle()}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" />
            {m.admt_token_new()}
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="tokens-heading">
          <h2 id="tokens-heading" className="mb-3 text-lg font-semibold text-gray-900">
            {m.admt_tokens_list()}
          </h2>
          <QueryState query={tokens} />
          {tokens.data && tokens.data.items.length === 0 ? (
            <p className="text-sm text-gray-600">{m.admt_tokens_empty()}</p>
          ) : null}
          {tokens.data?.items.length ? (
            <ul className={listClass} aria-label={m.admt_tokens_list()}>
              {tokens.data.items.map((t) => (
                <Row
                  key={t.id}
                  actions={
                    t.revoked_at ? null : (
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => setRevoking(t)}
                        aria-label={m.admt_revoke_named({ name: t.name })}
                      >
                        {m.admt_revoke()}
                      </Button>
                    )
                  }
                >
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-gray-900">{t.name}</span>
                    {t.revoked_at ? (
                      <Badge tone="error">{m.admt_token_status_revoked()}</Badge>
                    ) : (
                      <Badge tone="success">{m.admt_token_status_active()}</Badge>
                    )}
                  </p>
                  <p className="mt-1 text-sm text-gray-600">{t.user.email}</p>
                  <p className="mt-1 text-xs text-gray-500">
                    {m.admt_token_created({ date: formatDateTime(t.created_at, locale, timeZone) })} ·{' '}
                    {t.last_used_at
                      ? m.admt_token_last_used({ date: formatDateTime(t.last_used_at, locale, timeZone) })
                      : m.admt_token_never_used()}
                  </p>
                </Row>
              ))}
            </ul>
          ) : null}
          {tokens.data ? <Pager page={page} lastPage={tokens.data.last_page} onPage={setPage} /> : null}
        </section>
        <Card title={m.admt_api_users()} description={m.admt_api_users_hint()}>
          <QueryState query={apiUsers} />
          {apiUsers.data?.length === 0 ? <p className="text-sm text-gray-600">{m.admt_api_users_empty()}</p> : null}
          {apiUsers.data?.length ? (
            <ul className="divide-y divide-gray-100">
              {apiUsers.data.map((u) => (
                <li key={u.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm wrap-anywhere">
                  <span>
                    <span className="font-medium text-gray-900">{u.name}</span> <span className="text-gray-600">{u.email}</span>
                  </span>
                  <span className="text-gray-500">{m.admt_api_user_tokens({ count: u.live_tokens })}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      </div>
      <NewTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={m.admt_token_revoke_title({ name: revoking?.name ?? '' })}
        description={m.admt_token_revoke_body({ email: revoking?.user.email ?? '' })}
        confirmLabel={m.admt_revoke()}
        cancelLabel={m.admt_cancel()}
        closeLabel={m.admt_close()}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
