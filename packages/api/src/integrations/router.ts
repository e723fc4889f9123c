import { router } from '../core/trpc';

/** Payment integrations (Stripe, Square, LiqPay): connect, disconnect, status. */
export const integrationsRouter = router({});
