import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, Dialog, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { marketingCalls } from './api';
import { CountFacts } from './count-facts';

interface RunNowDialogProps {
  campaign: CampaignOutput;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
}

/** "Send now?": who the campaign reaches now and what it costs (counted as the dialog opens), then send. */
export function RunNowDialog({ campaign: c, open, onOpenChange, onConfirm }: RunNowDialogProps) {
  const [busy, setBusy] = useState(false);
  const count = useQuery({
    queryKey: ['marketing', 'run-count', c.id, c.updated_at],
    queryFn: () => marketingCalls.count({ channel: c.channel, text: c.text, filters: c.filters }),
    staleTime: 0,
    enabled: open,
  });
  const cannot = !count.data || count.data.recipients === 0 || count.data.credits_required > count.data.credits_available;
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The toast said why; the dialog stays for another try or a cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={m.wmkt_run_title({ name: c.name })}
      description={m.wmkt_run_text()}
      closeLabel={m.wmkt_close()}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {m.wmkt_not_now()}
          </Button>
          <Button loading={busy} disabled={cannot} onClick={() => void confirm()} data-testid="run-confirm">
            {m.wmkt_run_confirm()}
          </Button>
        </>
      }
    >
      {count.isPending ? (
        <Spinner label={m.wmkt_counting()} />
      ) : count.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(count.error).message}
        </Alert>
      ) : (
        <CountFacts channel={c.channel} count={count.data} />
      )}
    </Dialog>
  );
}
