import { MARKETING_SHORTFALLS, type MarketingShortfall } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Button, ConfirmDialog, useToast } from '@kairos/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Client } from '../../lib/clients/client';
import { errorInfo } from '../../lib/errors';
import { BlockedHint, refreshLists, useWriteAccess } from '../../lib/records';
import { trpcClient } from '../../lib/trpc';

type Consent = Pick<Client, 'id' | 'marketing_messages' | 'opt_out'>;

/** A client's marketing state in the list: agreed, not agreed, or opted out (which wins: nothing is sent). */
export function ConsentBadge({ client: c }: { client: Consent }) {
  if (c.opt_out) return <Badge tone="warning">{m.client_marketing_opted_out()}</Badge>;
  return c.marketing_messages ? (
    <Badge tone="success">{m.client_marketing_agreed()}</Badge>
  ) : (
    <Badge tone="neutral">{m.client_marketing_not_agreed()}</Badge>
  );
}

type MarketingFilter = 'agreed' | MarketingShortfall;
const FILTERS: readonly MarketingFilter[] = ['agreed', ...MARKETING_SHORTFALLS];
const FILTER_TEXT: Record<MarketingFilter, () => string> = {
  agreed: () => m.client_filter_agreed(),
  not_agreed: () => m.client_filter_not_agreed(),
  opted_out: () => m.client_filter_opted_out(),
  no_email: () => m.client_filter_no_email(),
  no_phone: () => m.client_filter_no_phone(),
};

/**
 * The list's marketing filter from the URL (`?marketing=<reason>&audience=<a campaign's filters>`, the
 * campaign wizard's links), as the list query's extra params; and the notice that says what is shown.
 */
export function useMarketingFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('marketing');
  const marketing = FILTERS.find((f) => f === raw);
  const audience = marketing ? (params.get('audience') ?? undefined) : undefined;
  const filters: Record<string, string> = {
    ...(marketing ? { marketing } : {}),
    ...(audience ? { audience } : {}),
  };
  const clear = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of ['marketing', 'audience', 'page']) next.delete(key);
      return next;
    });
  const notice = marketing ? (
    <div className="mb-4" data-testid="marketing-filter">
      <Alert
        tone="info"
        actions={
          <Button variant="secondary" size="sm" onClick={clear}>
            {m.client_filter_clear()}
          </Button>
        }
      >
        {FILTER_TEXT[marketing]()}
        {audience ? ` ${m.client_filter_audience()}` : ''}
      </Alert>
    </div>
  ) : null;
  return { filters, notice };
}

/**
 * Bulk actions on the chosen clients (issue 25): "Agreed to marketing" and "Withdraw consent", each confirmed
 * in a dialog that says what it means and how many opted-out clients will be skipped (never changed).
 */
export function ConsentActions({ clients, onDone }: { clients: Consent[]; onDone: () => void }) {
  const access = useWriteAccess();
  const toast = useToast();
  // Which action the dialog confirms; kept while it fades out after closing.
  const [agreed, setAgreed] = useState(true);
  const [open, setOpen] = useState(false);
  const skipped = clients.filter((c) => c.opt_out).length;
  const record = async () => {
    try {
      const res = await trpcClient.clients.marketingConsent.mutate({ ids: clients.map((c) => c.id), agreed });
      toast({ title: m.popup_success(), description: res.message, tone: 'success' });
      void refreshLists('clients');
      onDone();
    } catch (e) {
      toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
      throw e;
    }
  };
  const button = (on: boolean, label: string) =>
    access.blocked ? (
      <BlockedHint access={access}>
        <Button variant="secondary" size="sm" disabled>
          {label}
        </Button>
      </BlockedHint>
    ) : (
      <Button
        variant={on ? 'primary' : 'secondary'}
        size="sm"
        onClick={() => {
          setAgreed(on);
          setOpen(true);
        }}
      >
        {label}
      </Button>
    );
  return (
    <>
      {button(true, m.client_consent_agree())}
      {button(false, m.client_consent_withdraw())}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          agreed
            ? m.client_consent_agree_title({ count: clients.length })
            : m.client_consent_withdraw_title({ count: clients.length })
        }
        description={agreed ? m.client_consent_agree_text() : m.client_consent_withdraw_text()}
        confirmLabel={agreed ? m.client_consent_agree_confirm() : m.client_consent_withdraw_confirm()}
        cancelLabel={m.records_cancel()}
        closeLabel={m.web_close()}
        tone="primary"
        confirmDisabled={skipped === clients.length}
        onConfirm={record}
      >
        {skipped ? (
          <Alert tone="warning">
            <span data-testid="consent-skipped">
              {skipped === clients.length ? m.client_consent_none_left() : m.client_consent_skipped({ count: skipped })}
            </span>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
