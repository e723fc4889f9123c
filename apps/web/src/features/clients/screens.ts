export { ClientDetailPage } from './client-detail-page';
export { ClientFormPage } from './client-form-page';
export { ClientListPage } from './client-list-page';
