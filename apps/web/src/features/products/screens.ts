export { ProductFormPage } from './product-form-page';
export { ProductsListPage } from './products-list-page';
export { VoucherDetailPage } from './voucher-detail-page';
export { VoucherFormPage } from './voucher-form-page';
export { VouchersListPage } from './vouchers-list-page';
