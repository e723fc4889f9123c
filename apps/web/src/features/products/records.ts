import type { RouterOutputs } from '../../lib/trpc';

export type ProductRecord = RouterOutputs['products']['list']['items'][number];
export type ProductDetail = RouterOutputs['products']['get'];
export type VoucherRecord = RouterOutputs['vouchers']['list']['items'][number];
export type VoucherDetail = RouterOutputs['vouchers']['get'];
export type VoucherItem = VoucherDetail['included'][number];

export const PRODUCTS_LIST = '/sales-and-products/products';
export const PRODUCTS_FORM = '/sales-and-products/products/form';
export const VOUCHERS_LIST = '/sales-and-products/gift-vouchers';
export const VOUCHERS_FORM = '/sales-and-products/gift-vouchers/form';
export const voucherPath = (id: string) => `/sales-and-products/gift-vouchers/${id}`;
