import { router } from '../core/trpc';
import { connectLiqpay, connectSquare, connectStripe } from './connect';
import { disconnect } from './disconnect';
import { liqpayWidget } from './liqpay-widget';
import { list } from './list';
import { webhookUrls } from './webhook-urls';

/** Payment integrations (Stripe, Square, LiqPay): connect, disconnect, status. */
export const integrationsRouter = router({
  list,
  connectStripe,
  connectSquare,
  connectLiqpay,
  disconnect,
  liqpayWidget,
  webhookUrls,
});
