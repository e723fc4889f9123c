import { router } from '../core/trpc';

/** Credits and bundles: GET /data/{email|sms}-bundles, POST /user/{type}-notification-settings/buy-{type}-bundle/{id}, the credits ledger (SPEC 7). One file per procedure. */
export const creditsRouter = router({});
