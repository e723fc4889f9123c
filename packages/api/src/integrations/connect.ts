import { AppError } from '../core/errors';
import { writableProcedure } from '../core/trpc';
import { connectLiqpayInput, connectSquareInput, connectStripeInput, integrationsOutput } from '../shared/booking-schemas';
import { checkLiqpayKeys } from './liqpay';
import { integrationsOf } from './list';
import { checkSquareKeys } from './square';
import { PROVIDER_CURRENCY, PROVIDER_LABEL, saveConnection } from './store';
import { connectStripeKey } from './stripe';

type Provider = keyof typeof PROVIDER_CURRENCY;

/** A provider takes one currency (docs/product/integrations.md): the business's must be it. */
function connectProcedure(provider: Provider, method: 'POST', path: string, summary: string) {
  return writableProcedure
    .meta({
      rest: {
        method,
        path,
        summary,
        tags: ['integrations'],
        message: 'int_connected',
        errors: ['INTEGRATION_CURRENCY', 'INTEGRATION_KEY_REFUSED', 'INTEGRATION_UNREACHABLE'],
      },
    })
    .use(({ ctx, next }) => {
      if (ctx.business.currency !== PROVIDER_CURRENCY[provider]) {
        throw new AppError('INTEGRATION_CURRENCY', {
          provider: PROVIDER_LABEL[provider],
          expected: PROVIDER_CURRENCY[provider],
          currency: ctx.business.currency,
        });
      }
      return next();
    })
    .output(integrationsOutput);
}

/** POST /api/v1/integrations/stripe: checks the key, creates the webhook endpoint, keeps both secrets encrypted. */
export const connectStripe = connectProcedure('stripe', 'POST', '/api/v1/integrations/stripe', 'Connect Stripe')
  .input(connectStripeInput)
  .mutation(async ({ ctx, input }) => {
    const secrets = await connectStripeKey(ctx.services.config, ctx.businessId, input.secret_key);
    const connection = { provider: 'stripe' as const, public_key: null, secrets, hintOf: input.secret_key };
    await saveConnection(ctx.db, ctx.services.config, ctx.businessId, connection, ctx.now);
    return integrationsOf(ctx.db, ctx.businessId, ctx.business.currency);
  });

/** POST /api/v1/integrations/square: the token must read the location (GET /v2/locations/{id}). */
export const connectSquare = connectProcedure('square', 'POST', '/api/v1/integrations/square', 'Connect Square')
  .input(connectSquareInput)
  .mutation(async ({ ctx, input }) => {
    await checkSquareKeys(ctx.services.config, input);
    const secrets = { access_token: input.access_token, signature_key: input.signature_key };
    const connection = { provider: 'square' as const, public_key: input.location_id, secrets, hintOf: input.access_token };
    await saveConnection(ctx.db, ctx.services.config, ctx.businessId, connection, ctx.now);
    return integrationsOf(ctx.db, ctx.businessId, ctx.business.currency);
  });

/** POST /api/v1/liqpay: keys checked offline (liqpay.ts says why). */
export const connectLiqpay = connectProcedure('liqpay', 'POST', '/api/v1/liqpay', 'Connect LiqPay')
  .input(connectLiqpayInput)
  .mutation(async ({ ctx, input }) => {
    await checkLiqpayKeys(input);
    const secrets = { private_key: input.private_key };
    const connection = { provider: 'liqpay' as const, public_key: input.public_key, secrets, hintOf: input.private_key };
    await saveConnection(ctx.db, ctx.services.config, ctx.businessId, connection, ctx.now);
    return integrationsOf(ctx.db, ctx.businessId, ctx.business.currency);
  });
