import type { CreditsView, MessageChannel } from '@kairos/api/shared';
import { AUTO_TOP_UP_AT, bundleById } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Switch } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../trpc';
import { useCreditsAction } from './actions';

/** docs/product/messages.md: when credits fall to 10, the last bundle is bought again with the default card. */
export function AutoTopUp({ channel, view }: { channel: MessageChannel; view: CreditsView }) {
  const set = useMutation(trpc.credits.setAutoTopUp.mutationOptions());
  const act = useCreditsAction();
  const bundle = bundleById(view.bundle_id ?? '');
  const kind = channel === 'sms' ? 'SMS' : 'email';
  return (
    <div className="mt-5 border-t border-gray-100 pt-4">
      <Switch
        id={`wcr-auto-top-up-${channel}`}
        checked={view.auto_renew}
        disabled={set.isPending}
        label={m.wcr_auto_top_up()}
        description={
          bundle
            ? m.wcr_auto_top_up_with({ at: String(AUTO_TOP_UP_AT), credits: String(bundle.credits), kind })
            : m.wcr_auto_top_up_none({ at: String(AUTO_TOP_UP_AT) })
        }
        onChange={(next) =>
          void act(
            () => set.mutateAsync({ channel, auto_renew: next }),
            (r) => (r.auto_renew ? m.wcr_auto_top_up_on() : m.wcr_auto_top_up_off()),
          ).catch(() => undefined)
        }
      />
    </div>
  );
}
