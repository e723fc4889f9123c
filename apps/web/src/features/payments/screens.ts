export { CheckoutPage } from './checkout-page';
export { IncomePage } from './income-page';
export { LeftToPayPage } from './left-to-pay-page';
export { NetIncomePage } from './net-income-page';
