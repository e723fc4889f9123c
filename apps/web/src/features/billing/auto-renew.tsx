import { m } from '@kairos/i18n';
import { ConfirmDialog, Switch } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useBillingAction } from './actions';

/**
 * docs/product/billing.md: cancelling is switching auto-renew off (after a confirmation saying how long the plan runs);
 * switching it on again resumes the plan.
 */
export function AutoRenew({ on, plan, until }: { on: boolean; plan: string; until: string }) {
  const [confirming, setConfirming] = useState(false);
  const autoRenew = useMutation(trpc.billing.autoRenew.mutationOptions());
  const act = useBillingAction();
  const set = (value: boolean) =>
    act(
      () => autoRenew.mutateAsync({ auto_renew: value }),
      () => (value ? m.bil_resumed_toast() : m.bil_cancelled_toast({ date: until })),
    );

  return (
    <div className="mt-5 border-t border-gray-100 pt-4">
      <Switch
        id="bil-auto-renew"
        checked={on}
        disabled={autoRenew.isPending}
        label={m.bil_auto_renew()}
        description={on ? m.bil_auto_renew_on({ date: until }) : m.bil_auto_renew_off({ date: until })}
        onChange={(next) => (next ? void set(true).catch(() => undefined) : setConfirming(true))}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.bil_cancel_title()}
        description={m.bil_cancel_text({ plan, date: until })}
        confirmLabel={m.bil_cancel_confirm()}
        cancelLabel={m.bil_keep()}
        closeLabel={m.web_close()}
        tone="warning"
        onConfirm={() => set(false)}
      />
    </div>
  );
}
