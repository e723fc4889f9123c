/**
 * The delivery webhooks in workerd: Telnyx's Ed25519 and Resend's Svix HMAC signatures verify with the
 * Worker's own WebCrypto (the same code Node runs in packages/api/test/delivery.test.ts), a forged one is 400.
 */
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svixSigner, telnyxSigner } from '../../../../packages/api/test/support/provider-fakes';
import { ORIGIN, startWorker, type TestWorker } from './support';

let started: TestWorker | undefined;
let mf: Miniflare;
let telnyx: Awaited<ReturnType<typeof telnyxSigner>>;
const svix = svixSigner();

beforeAll(async () => {
  telnyx = await telnyxSigner();
  started = await startWorker({
    vars: { KAIROS_TELNYX_PUBLIC_KEY: telnyx.publicKey, KAIROS_RESEND_WEBHOOK_SECRET: svix.secret },
  });
  mf = started.mf;
}, 90_000);
afterAll(async () => {
  await started?.dispose();
});

const post = async (provider: string, body: string, headers: Record<string, string>) => {
  const res = await mf.dispatchFetch(`${ORIGIN}/api/v1/webhooks/${provider}`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('delivery webhooks on Workers', () => {
  it('verifies a Telnyx Ed25519 signature and refuses a forged one', async () => {
    const body = JSON.stringify({
      data: { event_type: 'message.finalized', payload: { id: 'x', to: [{ status: 'delivered' }] } },
    });
    const headers = await telnyx.headers(body, new Date());
    expect(await post('telnyx', body, headers)).toEqual({ status: 200, body: { received: true, changed: false } });
    const forged = { ...headers, 'telnyx-signature-ed25519': Buffer.alloc(64, 7).toString('base64') };
    expect((await post('telnyx', body, forged)).status).toBe(400);
  });

  it("verifies a Resend (Svix) signature and refuses another secret's", async () => {
    const body = JSON.stringify({ type: 'email.delivered', created_at: new Date().toISOString(), data: { email_id: 'x' } });
    expect((await post('resend', body, await svix.headers(body, new Date()))).status).toBe(200);
    expect((await post('resend', body, await svixSigner().headers(body, new Date()))).status).toBe(400);
  });
});
