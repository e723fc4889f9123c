export { TaxPage } from './tax-page';
