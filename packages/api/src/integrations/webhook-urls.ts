import * as z from 'zod';
import { businessProcedure } from '../core/trpc';
import { liqpayCallbackUrl } from './liqpay';
import { squareWebhookUrl } from './square';
import { stripeWebhookUrl } from './stripe';

/**
 * GET /api/v1/integrations/webhook-urls: where each provider must send its notifications for this business.
 * Stripe's endpoint is created on connect; Square's subscription (payment.updated) and LiqPay's server_url
 * are set by the owner in the provider's dashboard, so the page shows these to copy.
 */
export const webhookUrls = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/webhook-urls',
      summary: 'The notification URLs to set in the providers’ dashboards',
      tags: ['integrations'],
    },
  })
  .output(z.object({ stripe: z.string(), square: z.string(), liqpay: z.string() }))
  .query(({ ctx }) => ({
    stripe: stripeWebhookUrl(ctx.services.config, ctx.businessId),
    square: squareWebhookUrl(ctx.services.config, ctx.businessId),
    liqpay: liqpayCallbackUrl(ctx.services.config, ctx.businessId),
  }));
