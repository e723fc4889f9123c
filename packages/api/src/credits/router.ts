import { router } from '../core/trpc';
import { bundlesOf, buyBundleOf } from './bundles';
import { credits, setAutoTopUp } from './overview';

/** Credits and bundles: GET /data/{email|sms}-bundles, POST /user/{type}-notification-settings/buy-{type}-bundle/{id}, the credits ledger (docs/product/messages.md). */
export const creditsRouter = router({
  emailBundles: bundlesOf('email'),
  smsBundles: bundlesOf('sms'),
  buyEmailBundle: buyBundleOf('email'),
  buySmsBundle: buyBundleOf('sms'),
  credits,
  setAutoTopUp,
});
