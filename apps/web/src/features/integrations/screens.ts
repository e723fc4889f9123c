export { PaymentsIntegrationPage } from './payments-page';
