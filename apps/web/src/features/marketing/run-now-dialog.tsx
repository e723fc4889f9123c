import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, ConfirmDialog, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
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
  const count = useQuery({
    queryKey: ['marketing', 'run-count', c.id, c.updated_at],
    queryFn: () => marketingCalls.count({ channel: c.channel, text: c.text, filters: c.filters }),
    staleTime: 0,
    enabled: open,
  });
  const cannot = !count.data || count.data.recipients === 0 || count.data.credits_required > count.data.credits_available;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.wmkt_run_title({ name: c.name })}
      description={m.wmkt_run_text()}
      closeLabel={m.wmkt_close()}
      cancelLabel={m.wmkt_not_now()}
      confirmLabel={m.wmkt_run_confirm()}
      confirmDisabled={cannot}
      onConfirm={onConfirm}
      tone="primary"
    >
      {count.isPending ? (
        <Spinner label={m.wmkt_counting()} />
      ) : count.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(count.error).message}
        </Alert>
      ) : (
        <CountFacts channel={c.channel} count={count.data} filters={c.filters} />
      )}
    </ConfirmDialog>
  );
}
