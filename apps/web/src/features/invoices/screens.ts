export { InvoiceFormPage } from './invoice-form-page';
export { InvoiceViewPage } from './invoice-view-page';
export { InvoicesListPage } from './invoices-list-page';
