import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const auth = () => import('./screens');

/** Sign-in, registration and password reset (guests only), and the email verification link (open). */
export const AUTH: FeatureManifest = {
  id: 'auth',
  shell: 'auth',
  routes: [
    { path: '/login', access: 'guest-only', screen: screen(auth, (m) => m.LoginPage) },
    { path: '/register', access: 'guest-only', screen: screen(auth, (m) => m.RegisterPage) },
    { path: '/register-affiliate', access: 'guest-only', screen: screen(auth, (m) => m.RegisterAffiliatePage) },
    { path: '/forgot-password', access: 'guest-only', screen: screen(auth, (m) => m.ForgotPasswordPage) },
    { path: '/password/reset/:token', access: 'guest-only', screen: screen(auth, (m) => m.ResetPasswordPage) },
    { path: '/verify-email/:token', access: 'open', screen: screen(auth, (m) => m.VerifyEmailPage) },
  ],
};
