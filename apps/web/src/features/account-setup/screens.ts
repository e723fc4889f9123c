export { BusinessProfilePage } from './business-profile-page';
export { PasswordPage } from './password-page';
