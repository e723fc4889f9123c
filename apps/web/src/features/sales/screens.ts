export { SaleDetailPage } from './sale-detail-page';
export { SalesListPage } from './sales-list-page';
