// The data a sale is built from: the items on sale with the business's discounts, and the create-sale mutation.
import { hasFeature } from '@kairos/api/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { staleFigures } from '../figures';
import { queryClient, trpc } from '../trpc';
import { accessViewer, useUser } from '../viewer';
import type { DiscountOption, SaleItem } from './sale-lines';

/** `sales.create` as a mutation; a made sale refreshes the sales lists, the client's tabs and the package balances. */
export function useCreateSale() {
  return useMutation(
    trpc.sales.create.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.sales.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.clients.related.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.vouchers.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.packages.get.pathKey() });
        staleFigures();
      },
    }),
  );
}

/** The business's products, packages and gift vouchers on sale (packages and vouchers only on plans that have them). */
export function useSaleItems() {
  const user = useUser();
  const viewer = accessViewer(user);
  const packagesOn = hasFeature(viewer, 'packages');
  const vouchersOn = hasFeature(viewer, 'gift_vouchers');
  const productsQ = useQuery({ ...trpc.products.list.queryOptions({ is_lite: true }), staleTime: 30_000 });
  const packagesQ = useQuery({ ...trpc.packages.list.queryOptions({ is_lite: true }), enabled: packagesOn, staleTime: 30_000 });
  const vouchersQ = useQuery({
    ...trpc.vouchers.list.queryOptions({ is_lite: true, without_expiried: true }),
    enabled: vouchersOn,
    staleTime: 30_000,
  });
  const discountsQ = useQuery({ ...trpc.discounts.list.queryOptions({ is_lite: true }), staleTime: 30_000 });
  const items: SaleItem[] = [
    ...(productsQ.data?.items ?? []).map((p) => ({
      kind: 'product' as const,
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      stock: p.stock,
    })),
    ...(packagesOn ? (packagesQ.data?.items ?? []) : []).map((p) => ({
      kind: 'package' as const,
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      stock: null,
    })),
    ...(vouchersOn ? (vouchersQ.data?.items ?? []) : []).map((v) => ({
      kind: 'gift_voucher' as const,
      id: v.id,
      name: v.name,
      price: v.price,
      currency: v.currency,
      stock: null,
    })),
  ];
  const discounts: DiscountOption[] = (discountsQ.data?.items ?? []).map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    value: d.value,
  }));
  const loading = productsQ.isPending || (packagesOn && packagesQ.isPending) || (vouchersOn && vouchersQ.isPending);
  const failed = productsQ.isError || packagesQ.isError || vouchersQ.isError;
  return { items, discounts, loading, failed };
}
