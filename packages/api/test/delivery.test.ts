import { clients, marketingSettings, messages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queueClientMessage } from '../src/mail/client-messages';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { startProviderFakes, svixSigner, telnyxSigner } from './support/provider-fakes';

/**
 * Delivery webhooks: Telnyx (Ed25519 over `${timestamp}|${body}`) and Resend (Svix HMAC), signed in the test
 * exactly as the providers sign. Status only moves forward; bad signatures write nothing; an unknown id is a
 * quiet 200; without the key the endpoint is off (404). Inbound "OPTOUT <code>" opts the client out.
 */
const WEBHOOK = (provider: string) => `http://localhost/api/v1/webhooks/${provider}`;
let h: Harness;
let fakes: Awaited<ReturnType<typeof startProviderFakes>>;
afterEach(async () => {
  h.close();
  await fakes.close();
});

async function world() {
  fakes = await startProviderFakes();
  const telnyx = await telnyxSigner();
  const svix = svixSigner();
  h = await makeHarness({
    RESEND_API_KEY: 're_test_delivery',
    RESEND_BASE_URL: fakes.url,
    TELNYX_API_KEY: 'KEY_test',
    TELNYX_BASE_URL: fakes.url,
    SMS_FROM: '+447700900000',
    KAIROS_TELNYX_PUBLIC_KEY: telnyx.publicKey,
    KAIROS_RESEND_WEBHOOK_SECRET: svix.secret,
  });
  const owner = await registerOwner(h);
  const businessId = owner.user.business.id as string;
  const add = await owner.client.post('/api/v1/clients', {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    phone: '+447700900123',
  });
  const clientId = add.body.data.id as string;
  const send = async (channel: 'sms' | 'email') => {
    const to = channel === 'sms' ? '+447700900123' : 'ann@example.com';
    const res = await queueClientMessage(
      h.deps,
      businessId,
      { client_id: clientId, channel, type: 'reminder', to, subject: 'Hi', text: 'See you tomorrow' },
      h.clock.now,
    );
    await h.drain();
    const [row] = await h.db
      .select()
      .from(messages)
      .where(eq(messages.id, (res as { id: string }).id));
    return row as typeof messages.$inferSelect;
  };
  const post = async (provider: 'telnyx' | 'resend', event: unknown, tamper?: (hd: Record<string, string>) => void) => {
    const body = JSON.stringify(event);
    const headers = provider === 'telnyx' ? await telnyx.headers(body, h.clock.now) : await svix.headers(body, h.clock.now);
    tamper?.(headers);
    const res = await h.app.request(WEBHOOK(provider), { method: 'POST', headers, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const reload = async (id: string) => (await h.db.select().from(messages).where(eq(messages.id, id)))[0];
  return { businessId, clientId, send, post, reload, telnyx, svix };
}

const telnyxEvent = (event_type: string, payload: Record<string, unknown>) => ({
  data: { event_type, id: crypto.randomUUID(), occurred_at: '2026-11-22T10:00:05.000Z', payload, record_type: 'event' },
  meta: { attempt: 1 },
});
const finalized = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  telnyxEvent('message.finalized', { id, to: [{ phone_number: '+447700900123', status }], ...extra });
const resendEvent = (type: string, email_id: string, data: Record<string, unknown> = {}) => ({
  type,
  created_at: '2026-11-22T10:00:07.000Z',
  data: { email_id, to: ['ann@example.com'], ...data },
});

describe('Telnyx delivery reports', () => {
  it('marks an SMS delivered (with the time) and a replay changes nothing', async () => {
    const w = await world();
    const sms = await w.send('sms');
    expect(sms).toMatchObject({ status: 'sent', provider: 'telnyx' });
    const event = finalized(sms.provider_message_id as string, 'delivered', { completed_at: '2026-11-22T10:00:05.000Z' });
    expect(await w.post('telnyx', event)).toEqual({ status: 200, body: { received: true, changed: true } });
    expect(await w.reload(sms.id)).toMatchObject({ status: 'delivered' });
    expect((await w.reload(sms.id))?.delivered_at?.toISOString()).toBe('2026-11-22T10:00:05.000Z');
    expect(await w.post('telnyx', event)).toEqual({ status: 200, body: { received: true, changed: false } });
    // A late "sent" or a failure after delivery does not move it back.
    await w.post('telnyx', telnyxEvent('message.sent', { id: sms.provider_message_id }));
    await w.post('telnyx', finalized(sms.provider_message_id as string, 'delivery_failed'));
    expect(await w.reload(sms.id)).toMatchObject({ status: 'delivered', error: null });
  });

  it('a failed delivery is an error with the reason; a later "delivered" does not undo it', async () => {
    const w = await world();
    const sms = await w.send('sms');
    const failed = finalized(sms.provider_message_id as string, 'delivery_failed', {
      errors: [{ code: '40300', title: 'Blocked', detail: 'Number opted out at the carrier' }],
    });
    expect((await w.post('telnyx', failed)).status).toBe(200);
    expect(await w.reload(sms.id)).toMatchObject({ status: 'error', error: 'Number opted out at the carrier' });
    await w.post('telnyx', finalized(sms.provider_message_id as string, 'delivered'));
    expect(await w.reload(sms.id)).toMatchObject({ status: 'error', delivered_at: null });
  });

  it('refuses a bad, missing or stale signature with 400 and writes nothing', async () => {
    const w = await world();
    const sms = await w.send('sms');
    const event = finalized(sms.provider_message_id as string, 'delivered');
    const bad = await w.post('telnyx', event, (hd) => {
      hd['telnyx-signature-ed25519'] = Buffer.alloc(64, 1).toString('base64');
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'WEBHOOK_SIGNATURE' } });
    expect((await w.post('telnyx', event, (hd) => delete hd['telnyx-signature-ed25519'])).status).toBe(400);
    // Signed, but the body was changed on the way.
    const headers = await w.telnyx.headers(JSON.stringify(finalized('other', 'delivered')), h.clock.now);
    const body = JSON.stringify(event);
    expect((await h.app.request(WEBHOOK('telnyx'), { method: 'POST', headers, body })).status).toBe(400);
    const stale = await w.post('telnyx', event, (hd) => {
      hd['telnyx-timestamp'] = String(Number(hd['telnyx-timestamp']) - 6 * 60);
    });
    expect(stale.status).toBe(400);
    expect(await w.reload(sms.id)).toMatchObject({ status: 'sent', delivered_at: null });
  });

  it("a signed event that is not the provider's shape is 400 WEBHOOK_MALFORMED, never applied (issue 25 L3)", async () => {
    const w = await world();
    const sms = await w.send('sms');
    const malformed = { status: 400, body: { code: 'WEBHOOK_MALFORMED' } };
    // Telnyx: no event type; a received text without its sender; a recipient list that is not a list.
    expect(await w.post('telnyx', { data: { payload: { id: sms.provider_message_id } } })).toMatchObject(malformed);
    expect(await w.post('telnyx', telnyxEvent('message.received', { text: 'OPTOUT 1234' }))).toMatchObject(malformed);
    expect(
      await w.post('telnyx', telnyxEvent('message.finalized', { id: sms.provider_message_id, to: 'delivered' })),
    ).toMatchObject(malformed);
    // Resend: no type; an email id that is a number; JSON that is not an object, and no JSON at all.
    expect(await w.post('resend', { data: { email_id: 'x' } })).toMatchObject(malformed);
    expect(await w.post('resend', { type: 'email.delivered', data: { email_id: 42 } })).toMatchObject(malformed);
    expect(await w.post('resend', 'email.delivered')).toMatchObject(malformed);
    const raw = '{"type": "email.sent", ';
    const headers = await svixSigner(w.svix.secret).headers(raw, h.clock.now);
    const res = await h.app.request(WEBHOOK('resend'), { method: 'POST', headers, body: raw });
    expect({ status: res.status, body: await res.json() }).toMatchObject(malformed);
    expect(await w.reload(sms.id)).toMatchObject({ status: 'sent', delivered_at: null });
  });

  it('a timestamp more than 5 minutes ahead is refused like a stale one', async () => {
    const w = await world();
    const sms = await w.send('sms');
    const event = finalized(sms.provider_message_id as string, 'delivered');
    const ahead = (seconds: number) => (hd: Record<string, string>) => {
      hd['telnyx-timestamp'] = String(Number(hd['telnyx-timestamp']) + seconds);
    };
    expect((await w.post('telnyx', event, ahead(6 * 60))).status).toBe(400);
    expect(await w.reload(sms.id)).toMatchObject({ status: 'sent' });
  });

  it('answers 200 for an id no message has', async () => {
    const w = await world();
    expect(await w.post('telnyx', finalized('not-ours', 'delivered'))).toEqual({
      status: 200,
      body: { received: true, changed: false },
    });
  });
});

describe('Resend delivery reports', () => {
  it('marks an email delivered; a bounce after that changes nothing; a replay neither', async () => {
    const w = await world();
    const mail = await w.send('email');
    expect(mail).toMatchObject({ status: 'sent', provider: 'resend' });
    const id = mail.provider_message_id as string;
    expect((await w.post('resend', resendEvent('email.delivery_delayed', id))).body).toMatchObject({ changed: false });
    expect((await w.post('resend', resendEvent('email.delivered', id))).body).toMatchObject({ changed: true });
    expect((await w.post('resend', resendEvent('email.delivered', id))).body).toMatchObject({ changed: false });
    await w.post('resend', resendEvent('email.complained', id));
    expect(await w.reload(mail.id)).toMatchObject({ status: 'delivered', error: null });
    expect((await w.reload(mail.id))?.delivered_at?.toISOString()).toBe('2026-11-22T10:00:07.000Z');
  });

  it('a bounce ends the email as an error with the bounce message', async () => {
    const w = await world();
    const mail = await w.send('email');
    const bounce = resendEvent('email.bounced', mail.provider_message_id as string, {
      bounce: { message: 'Mailbox does not exist', type: 'Permanent' },
    });
    expect((await w.post('resend', bounce)).status).toBe(200);
    expect(await w.reload(mail.id)).toMatchObject({ status: 'error', error: 'bounced: Mailbox does not exist' });
  });

  it('refuses a wrong secret, a tampered body and a missing header with 400', async () => {
    const w = await world();
    const mail = await w.send('email');
    const event = resendEvent('email.delivered', mail.provider_message_id as string);
    const other = svixSigner();
    const wrong = await w.post('resend', event, (hd) => Object.assign(hd, { 'svix-signature': 'v1,AAAA' }));
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WEBHOOK_SIGNATURE' } });
    const body = JSON.stringify(event);
    const foreign = await other.headers(body, h.clock.now);
    const res = await h.app.request(WEBHOOK('resend'), { method: 'POST', headers: foreign, body });
    expect(res.status).toBe(400);
    expect((await w.post('resend', event, (hd) => delete hd['svix-id'])).status).toBe(400);
    expect(await w.reload(mail.id)).toMatchObject({ status: 'sent', delivered_at: null });
  });
});

describe('inbound SMS', () => {
  it('"optout <code>" from a client\'s number opts that client out of the business\'s marketing', async () => {
    const w = await world();
    await h.db.insert(marketingSettings).values({ business_id: w.businessId, optout_code: 'K7Q2' });
    const text = (t: string, from = '+447700900123') =>
      telnyxEvent('message.received', { id: 'in_1', direction: 'inbound', from: { phone_number: from }, text: t });
    const optOut = async () => (await h.db.select().from(clients).where(eq(clients.id, w.clientId)))[0]?.opt_out;
    expect((await w.post('telnyx', text('Thanks, see you!'))).body).toMatchObject({ changed: false });
    expect((await w.post('telnyx', text('OPTOUT WRONG'))).body).toMatchObject({ changed: false });
    expect((await w.post('telnyx', text('OPTOUT K7Q2', '+447700900999'))).body).toMatchObject({ changed: false });
    expect(await optOut()).toBe(false);
    expect((await w.post('telnyx', text('  optout   k7q2 '))).body).toMatchObject({ changed: true });
    expect(await optOut()).toBe(true);
    expect((await w.post('telnyx', text('OPTOUT K7Q2'))).status).toBe(200); // again: still opted out
    expect(await optOut()).toBe(true);
  });
});

describe('without keys', () => {
  it('the endpoints are off (404)', async () => {
    fakes = await startProviderFakes();
    h = await makeHarness();
    for (const p of ['telnyx', 'resend']) {
      const res = await h.app.request(WEBHOOK(p), { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    }
  });
});
