import * as z from 'zod';
import { businessProcedure } from '../core/trpc';
import { isSandbox, liqpayCallbackUrl } from './liqpay';
import { loadConnection } from './store';

export const liqpayWidgetOutput = z.object({
  connected: z.boolean(),
  public_key: z.string().nullable(),
  sandbox: z.boolean(),
  /** What the owner pastes into LiqPay's "server_url" setting. */
  callback_url: z.string(),
});

/** GET /api/v1/liqpay/widget: the public side of the LiqPay connection; never the private key. */
export const liqpayWidget = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/liqpay/widget',
      summary: 'LiqPay public key and callback URL',
      tags: ['integrations'],
      errors: ['INTEGRATION_UNREACHABLE'],
    },
  })
  .output(liqpayWidgetOutput)
  .query(async ({ ctx }) => {
    const c = await loadConnection(ctx.db, ctx.services.config, ctx.businessId, 'liqpay');
    const publicKey = c?.public_key ?? null;
    return {
      connected: Boolean(c),
      public_key: publicKey,
      sandbox: publicKey ? isSandbox(publicKey) : false,
      callback_url: liqpayCallbackUrl(ctx.services.config, ctx.businessId),
    };
  });
