import { outboxMessages } from '@kairos/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentByJobsWorker } from '../src/http/services';
import { makeHarness, registerOwner } from './support/harness';
import { startProviderFakes } from './support/provider-fakes';

let fakes: Awaited<ReturnType<typeof startProviderFakes>>;
beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(() => fakes.close());

describe('real provider SDKs against local fakes', () => {
  it('with a Resend key, email goes through the resend SDK with an idempotency key', async () => {
    const h = await makeHarness({
      RESEND_API_KEY: 're_test_123',
      RESEND_BASE_URL: fakes.url,
      EMAIL_FROM: 'Kairos <hi@kairos.test>',
    });
    const { email } = await registerOwner(h);
    await h.drain();
    const sent = fakes.requests.filter((r) => r.path === '/emails' && r.body.to === email);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.authorization).toBe('Bearer re_test_123');
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^(welcome|verify):/);
    expect(sent.map((s) => s.body.from)).toEqual(['Kairos <hi@kairos.test>', 'Kairos <hi@kairos.test>']);
    const kept = await h.db.select().from(outboxMessages);
    expect(kept.every((k) => k.provider === 'resend' && k.provider_message_id?.startsWith('email_'))).toBe(true);
    // With a key the dev outbox is closed.
    const outbox = await h.client_().query('system.outbox');
    expect(outbox.body.result.data).toEqual({ enabled: false, messages: [] });
    h.close();
  });

  it('a provider failure is retried by the queue and delivered once', async () => {
    const h = await makeHarness({ RESEND_API_KEY: 'bad_key', RESEND_BASE_URL: fakes.url });
    await registerOwner(h);
    await h.drain();
    const jobs = await h.client.execute("SELECT status, attempts, last_error FROM jobs WHERE queue = 'email'");
    expect(jobs.rows.every((r) => r.status === 'pending' && Number(r.attempts) === 1)).toBe(true);
    expect(String(jobs.rows[0]?.last_error)).toContain('Resend refused the email');
    h.close();
  });

  it('with a Telnyx key, SMS goes through the telnyx SDK', async () => {
    const h = await makeHarness({ TELNYX_API_KEY: 'KEY_test', TELNYX_BASE_URL: fakes.url, SMS_FROM: '+447700900000' });
    const res = await h.services.sms.send({ to: '+447700900123', text: 'Your appointment is tomorrow at 10:00' });
    expect(res.provider).toBe('telnyx');
    const req = fakes.requests.find((r) => r.path === '/messages');
    expect(req?.body).toMatchObject({
      from: '+447700900000',
      to: '+447700900123',
      text: 'Your appointment is tomorrow at 10:00',
    });
    expect(req?.headers.authorization).toBe('Bearer KEY_test');
    h.close();
  });

  it('without keys, email and SMS land in the dev outbox a person can read', async () => {
    const h = await makeHarness({ DEV_OUTBOX: 'on' });
    await h.services.sms.send({ to: '+380501234567', text: 'Нагадування: завтра о 10:00' });
    const outbox = await h.client_().query('system.outbox');
    expect(outbox.body.result.data.enabled).toBe(true);
    expect(outbox.body.result.data.messages[0]).toMatchObject({
      channel: 'sms',
      to: '+380501234567',
      body_text: 'Нагадування: завтра о 10:00',
    });
    h.close();
  });

  it('the dev outbox is closed in production even without keys', async () => {
    const h = await makeHarness({ APP_ENV: 'production' });
    const outbox = await h.client_().query('system.outbox');
    expect(outbox.body.result.data).toEqual({ enabled: false, messages: [] });
    h.close();
  });

  it("the request Worker's senders refuse to send (its messages are jobs, sent by the jobs Worker), writing nothing", async () => {
    const h = await makeHarness({ RESEND_API_KEY: 're_test_request', RESEND_BASE_URL: fakes.url, DEV_OUTBOX: 'on' });
    const { mailer, sms } = sentByJobsWorker(h.db, {}, h.services.config);
    const before = fakes.requests.length;
    await expect(mailer.send({ to: 'x@kairos.test', subject: 'S', text: 'T', html: '<p>T</p>' })).rejects.toThrow(/jobs Worker/);
    await expect(sms.send({ to: '+447700900123', text: 'T' })).rejects.toThrow(/jobs Worker/);
    expect(fakes.requests.length).toBe(before);
    expect(await h.db.select().from(outboxMessages)).toEqual([]);
    h.close();
  });
});
