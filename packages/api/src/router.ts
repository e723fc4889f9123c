import { accountRouter } from './account/router';
import { adminRouter } from './admin/dashboard';
import { affiliateRouter } from './affiliate/dashboard';
import { authRouter } from './auth/router';
import { clientsRouter } from './clients/router';
import { router } from './core/trpc';
import { systemRouter } from './system/outbox';

/** Business areas, one router each. */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  clients: clientsRouter,
  admin: adminRouter,
  affiliate: affiliateRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
