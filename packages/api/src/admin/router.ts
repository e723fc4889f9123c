import { router } from '../core/trpc';
import { adjustBalance, adjustSms } from './adjust-credits';
import { auditList } from './audit-log';
import { dashboard } from './dashboard';
import { deleteUser } from './delete-user';
import { returnToAdmin, signInAs } from './impersonation';
import { setMarketing } from './set-marketing';
import { setPassword } from './set-password';
import { setTrial } from './set-trial';
import { getUser, listUsers } from './users';

/** The admin area (docs/product/admin.md /admin): every procedure admin-only, except returnToAdmin (the impersonated session). */
export const adminRouter = router({
  dashboard,
  users: listUsers,
  user: getUser,
  deleteUser,
  setPassword,
  setTrial,
  adjustSms,
  adjustBalance,
  setMarketing,
  signInAs,
  returnToAdmin,
  audit: auditList,
});
