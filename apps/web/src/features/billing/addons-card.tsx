import { type AddonId, type AddonOutput, formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, Card } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { addonLabel } from '../../lib/billing/labels';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { useBillingAction } from './actions';

/** The add-ons (a premium feature on top of lite or business): subscribe and cancel. */
export function AddonsCard({ hasPlan }: { hasPlan: boolean }) {
  const addons = useQuery(trpc.billing.addons.queryOptions());
  if (!addons.data || addons.data.data.length === 0) return null;
  return (
    <Card title={m.bil_addons_title()} description={hasPlan ? m.bil_addons_description() : m.bil_addon_needs_plan()}>
      <ul className="divide-y divide-gray-100">
        {addons.data.data.map((addon) => (
          <AddonRow key={addon.id} addon={addon} hasPlan={hasPlan} />
        ))}
      </ul>
    </Card>
  );
}

function AddonRow({ addon, hasPlan }: { addon: AddonOutput; hasPlan: boolean }) {
  const user = useUser();
  const { locale } = useLocale();
  const add = useMutation(trpc.billing.addon.mutationOptions());
  const cancel = useMutation(trpc.billing.cancelAddon.mutationOptions());
  const act = useBillingAction();
  const name = addonLabel[addon.id as AddonId]();
  const input = { addon_id: addon.id };
  const run = (call: () => Promise<unknown>, text: string) => void act(call, () => text).catch(() => undefined);

  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
      data-testid={`bil-addon-${addon.id}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{name}</p>
        <p className="text-sm text-gray-500">{m.bil_addon_price({ price: formatMoney(addon.price, addon.currency, locale) })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {addon.included_in_plan ? <Badge tone="success">{m.bil_addon_included()}</Badge> : null}
        {!addon.included_in_plan && addon.status === 'active' ? (
          <>
            <Badge tone="success">{m.bil_addon_active()}</Badge>
            <Button
              variant="secondary"
              size="sm"
              loading={cancel.isPending}
              onClick={() => run(() => cancel.mutateAsync(input), m.bil_addon_cancelled_toast({ name }))}
            >
              {m.bil_addon_cancel({ name })}
            </Button>
          </>
        ) : null}
        {!addon.included_in_plan && addon.status !== 'active' ? (
          <>
            {addon.status === 'cancelled' && addon.ends_at ? (
              <Badge tone="warning">{m.bil_addon_ends({ date: formatDate(addon.ends_at, locale, user.timezone) })}</Badge>
            ) : null}
            <Button
              size="sm"
              disabled={!hasPlan}
              loading={add.isPending}
              onClick={() => run(() => add.mutateAsync(input), m.bil_addon_added_toast({ name }))}
            >
              {m.bil_addon_add({ name })}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
