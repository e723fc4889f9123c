import { type Db, paymentIntegrations } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { businessProcedure } from '../core/trpc';
import { integrationsOutput, type ProviderName } from '../shared/booking-schemas';
import { providerFor } from './payment-provider';
import { PROVIDER_CURRENCY } from './store';

const ORDER: ProviderName[] = ['stripe', 'square', 'liqpay'];

/** The three providers as the owner sees them: connected or not and a masked hint; never a key (allow-listed output). */
export async function integrationsOf(db: Db, businessId: string, currency: string): Promise<z.infer<typeof integrationsOutput>> {
  const rows = await db
    .select({
      provider: paymentIntegrations.provider,
      hint: paymentIntegrations.hint,
      created_at: paymentIntegrations.created_at,
    })
    .from(paymentIntegrations)
    .where(eq(paymentIntegrations.business_id, businessId));
  const byName = new Map(rows.map((r) => [r.provider, r]));
  return {
    active: providerFor(currency, new Set(byName.keys())),
    providers: ORDER.map((provider) => {
      const row = byName.get(provider);
      return {
        provider,
        currency: PROVIDER_CURRENCY[provider],
        connected: Boolean(row),
        hint: row?.hint ?? null,
        connected_at: row ? row.created_at.toISOString() : null,
      };
    }),
  };
}

/** GET /api/v1/integrations. */
export const list = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations',
      summary: 'Payment integrations and which one the booking page uses',
      tags: ['integrations'],
    },
  })
  .output(integrationsOutput)
  .query(({ ctx }) => integrationsOf(ctx.db, ctx.businessId, ctx.business.currency));
