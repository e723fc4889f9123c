import { m } from '@kairos/i18n';
import { Alert, Switch } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useMoneyText } from '../../lib/payments/money';
import { SaleBuilder } from '../../lib/sales/sale-builder';
import { type SaleBuilderLine, saleLinesInput, saleTotals } from '../../lib/sales/sale-lines';
import { trpc, trpcClient } from '../../lib/trpc';

/** "A sale being made" in the checkout: the builder's lines, and the sale once it is saved (kept if the payment then fails). */
export interface NewSaleState {
  on: boolean;
  lines: SaleBuilderLine[];
  created: { id: string; total: number } | null;
}

export const initialSale = (on: boolean): NewSaleState => ({ on, lines: [], created: null });

/** What the sale being made comes to, with the same discounts and calculation as the builder shows. */
export function useSaleTotal(state: NewSaleState, currency: string): number {
  const discounts = useQuery({ ...trpc.discounts.list.queryOptions({ is_lite: true }), staleTime: 30_000, enabled: state.on });
  if (!state.on) return 0;
  if (state.created) return state.created.total;
  const options = (discounts.data?.items ?? []).map((d) => ({ id: d.id, name: d.name, type: d.type, value: d.value }));
  return saleTotals(state.lines, options, currency).total;
}

/** The `sales.create` input for the sale being made. */
export const saleInputOf = (state: NewSaleState, clientId: string | null, currency: string) => ({
  client_id: clientId,
  lines: saleLinesInput(state.lines, currency),
});

/** Saves the sale being made; the checkout then takes its payment with the new sale's id. */
export async function createSale(state: NewSaleState, clientId: string | null, currency: string) {
  const sale = await trpcClient.sales.create.mutate(saleInputOf(state, clientId, currency));
  return { id: sale.id, total: sale.total };
}

/** "Sell something now": a switch that opens the sales area's builder (products, packages, gift vouchers). */
export function NewSaleSection({
  state,
  onChange,
  clientId,
  currency,
  errors,
  disabled,
}: {
  state: NewSaleState;
  onChange: (next: NewSaleState) => void;
  clientId: string | null;
  currency: string;
  errors: Record<string, string[]>;
  disabled: boolean;
}) {
  const id = useId();
  const money = useMoneyText();
  if (state.created) {
    return (
      <Alert tone="info" title={m.wi_new_sale()}>
        {m.wi_sale_saved({ amount: money(state.created.total, currency) })}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4 border-t border-gray-100 pt-4">
      <Switch
        id={`${id}-on`}
        checked={state.on}
        onChange={(on) => onChange({ ...state, on })}
        disabled={disabled}
        label={m.wi_sell_now()}
        description={m.wi_sell_now_hint()}
      />
      {state.on ? (
        <SaleBuilder
          id={`${id.replace(/:/g, '')}-sale`}
          value={state.lines}
          onChange={(lines) => onChange({ ...state, lines })}
          currency={currency}
          clientId={clientId}
          errors={errors}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
