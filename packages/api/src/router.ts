import { accountRouter } from './account/router';
import { adminRouter } from './admin/dashboard';
import { affiliateRouter } from './affiliate/dashboard';
import { appointmentsRouter } from './appointments/router';
import { authRouter } from './auth/router';
import { availabilityRouter } from './availability/slots';
import { bookingRouter } from './booking/router';
import { classesRouter } from './classes/router';
import { clientsRouter } from './clients/router';
import { router } from './core/trpc';
import { discountsRouter } from './discounts/procedures';
import { locationsRouter } from './locations/procedures';
import { packagesRouter } from './packages/router';
import { servicesRouter } from './services/procedures';
import { settingsRouter } from './settings/router';
import { systemRouter } from './system/outbox';

/** Business areas, one router each. */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  clients: clientsRouter,
  services: servicesRouter,
  locations: locationsRouter,
  discounts: discountsRouter,
  settings: settingsRouter,
  appointments: appointmentsRouter,
  classes: classesRouter,
  packages: packagesRouter,
  availability: availabilityRouter,
  booking: bookingRouter,
  admin: adminRouter,
  affiliate: affiliateRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
