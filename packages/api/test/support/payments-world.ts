import { makeHarness, registerOwner } from './harness';
import { type PaymentFakes, startPaymentFakes } from './payment-fakes';

export const STRIPE_KEY = 'sk_test_51Fake000secret4f2a';
export const SQUARE = {
  access_token: 'EAAAl_fake_square_token_9x7q',
  location_id: 'LGBP1',
  signature_key: 'sq-signature-key-0001',
};

/** A harness whose provider base URLs point at the payment fakes, and whose webhooks reach the in-process app. */
export async function paymentsHarness(fakes: PaymentFakes, env: Record<string, string> = {}) {
  const h = await makeHarness({
    STRIPE_API_BASE: fakes.url,
    SQUARE_API_BASE: fakes.url,
    LIQPAY_API_BASE: fakes.url,
    ...env,
  });
  fakes.deliver = (url, init) => Promise.resolve(h.app.request(url, init));
  fakes.clock = () => h.clock.now;
  return h;
}

export async function gbpOwner(h: Awaited<ReturnType<typeof makeHarness>>) {
  return registerOwner(h, { business_name: 'London Studio' });
}

export async function uahOwner(h: Awaited<ReturnType<typeof makeHarness>>) {
  return registerOwner(h, { business_name: 'Kyiv Studio', locale: 'uk' });
}

export { startPaymentFakes };
