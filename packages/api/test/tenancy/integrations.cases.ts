import { paymentIntegrations } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { saveConnection } from '../../src/integrations/store';
import { LIQPAY_TEST_KEYS, startPaymentFakes } from '../support/payment-fakes';
import type { Cases, TenancyWorld } from './world';

const B_KEY = 'sk_test_victim_key_b0b0';

async function bRows(t: TenancyWorld) {
  const rows = await t.h.db.select().from(paymentIntegrations).where(eq(paymentIntegrations.business_id, t.b.user.business.id));
  return rows
    .map((r) => ({ provider: r.provider, hint: r.hint, secret: r.secret, public_key: r.public_key }))
    .sort((x, y) => x.provider.localeCompare(y.provider));
}

/** B is connected to Stripe (through the fakes) and has LiqPay keys stored; A (GBP) has nothing. */
export async function seed(t: TenancyWorld) {
  const fakes = await startPaymentFakes({ unref: true });
  t.h.services.config.providerBases = { stripe: fakes.url, square: fakes.url, liqpay: fakes.url };
  fakes.deliver = (url, init) => Promise.resolve(t.h.app.request(url, init));
  await t.b.client.post('/api/v1/integrations/stripe', { secret_key: B_KEY });
  const liqpay = {
    provider: 'liqpay' as const,
    public_key: LIQPAY_TEST_KEYS.public_key,
    secrets: { private_key: LIQPAY_TEST_KEYS.private_key },
    hintOf: LIQPAY_TEST_KEYS.private_key,
  };
  await saveConnection(t.h.db, t.h.services.config, t.b.user.business.id, liqpay, t.h.clock.now);
}

/** Integrations take no business id from the request: A's calls only ever touch A's own connections. */
export const cases = (t: TenancyWorld): Cases => {
  const bId = () => t.b.user.business.id;
  const unchanged = async (run: () => Promise<unknown>) => {
    const before = await bRows(t);
    expect(before.map((r) => r.provider)).toEqual(['liqpay', 'stripe']);
    await run();
    expect(await bRows(t)).toEqual(before);
  };
  return {
    'integrations.list': async () => {
      const res = await t.a.client.get('/api/v1/integrations');
      expect(res.body.data.active).toBeNull();
      expect(res.body.data.providers.every((p: { connected: boolean }) => !p.connected)).toBe(true);
    },
    'integrations.connectStripe': () =>
      unchanged(async () => {
        const res = await t.a.client.post('/api/v1/integrations/stripe', {
          secret_key: 'sk_test_attacker_a1a1',
          business_id: bId(),
        });
        expect(res.status).toBe(200);
        const own = await t.h.db
          .select()
          .from(paymentIntegrations)
          .where(eq(paymentIntegrations.business_id, t.a.user.business.id));
        expect(own.map((r) => r.provider)).toEqual(['stripe']);
        await t.a.client.mutate('integrations.disconnect', { provider: 'stripe' });
      }),
    'integrations.connectSquare': () =>
      unchanged(() =>
        t.a.client.post('/api/v1/integrations/square', {
          access_token: 'EAAA_attacker_token',
          location_id: 'LGBP9',
          signature_key: 'attacker-signature-key',
          business_id: bId(),
        }),
      ),
    'integrations.connectLiqpay': () =>
      unchanged(async () => {
        const res = await t.a.client.post('/api/v1/liqpay', { ...LIQPAY_TEST_KEYS, business_id: bId() });
        expect(res.body.code).toBe('INTEGRATION_CURRENCY');
      }),
    'integrations.disconnect': () =>
      unchanged(async () => {
        for (const provider of ['stripe', 'liqpay']) {
          const res = await t.a.client.mutate('integrations.disconnect', { provider, business_id: bId() });
          expect(res.status).toBe(200);
        }
      }),
    'integrations.webhookUrls': async () => {
      const res = await t.a.client.get('/api/v1/integrations/webhook-urls');
      for (const url of Object.values(res.body.data) as string[]) {
        expect(url.endsWith(`/${t.a.user.business.id}`)).toBe(true);
      }
    },
    'integrations.liqpayWidget': async () => {
      const res = await t.a.client.get('/api/v1/liqpay/widget');
      expect(res.body.data).toMatchObject({ connected: false, public_key: null });
      expect(res.body.data.callback_url).toContain(t.a.user.business.id);
    },
  };
};
