import { paymentIntegrations } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { writableProcedure } from '../core/trpc';
import { integrationsOutput, providerName } from '../shared/booking-schemas';
import { integrationsOf } from './list';
import { loadConnection } from './store';
import { dropStripeEndpoint } from './stripe';

/**
 * GET /api/v1/integrations/{provider}/disconnect (docs/product/integrations.md names a GET). It is a write, so http/csrf.ts does
 * not count this path as a safe method: a cookie-authenticated call needs the X-XSRF-TOKEN header like any
 * POST (a link or an <img> on another site cannot disconnect). The web app calls the tRPC mutation.
 * Disconnecting what is not connected is a no-op.
 */
export const disconnect = writableProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/{provider}/disconnect',
      errors: ['CSRF_TOKEN_MISMATCH', 'INTEGRATION_KEY_REFUSED', 'INTEGRATION_CURRENCY', 'INTEGRATION_UNREACHABLE'],
      summary: 'Disconnect a payment provider',
      tags: ['integrations'],
      message: 'int_disconnected',
    },
  })
  .input(z.object({ provider: providerName }))
  .output(integrationsOutput)
  .mutation(async ({ ctx, input }) => {
    if (input.provider === 'stripe') {
      const stripe = await loadConnection(ctx.db, ctx.services.config, ctx.businessId, 'stripe');
      if (stripe) await dropStripeEndpoint(ctx.services.config, stripe.secrets.secret_key, stripe.secrets.webhook_id);
    }
    await ctx.db
      .delete(paymentIntegrations)
      .where(and(eq(paymentIntegrations.business_id, ctx.businessId), eq(paymentIntegrations.provider, input.provider)));
    return integrationsOf(ctx.db, ctx.businessId, ctx.business.currency);
  });
