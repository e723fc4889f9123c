export { BusinessProfilePage } from './business-profile-page';
export { PasswordPage } from './password-page';
export { SubscriptionDetailsPage } from './subscription-details-page';
