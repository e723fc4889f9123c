import { router } from '../core/trpc';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { me, viewer } from './me';
import { register } from './register';
import { registerAffiliate } from './register-affiliate';
import { resetPassword } from './reset-password';
import { sendVerification } from './send-verification';
import { verifyEmail } from './verify-email';

export const authRouter = router({
  register,
  registerAffiliate,
  login,
  logout,
  forgotPassword,
  resetPassword,
  sendVerification,
  verifyEmail,
  me,
  viewer,
});
