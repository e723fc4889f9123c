export { DiscountFormPage, DiscountsListPage } from './discounts-pages';
export { LocationFormPage, LocationsListPage } from './locations-pages';
export { ServiceFormPage } from './service-form-page';
export { ServicesListPage } from './services-list-page';
