import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';
import { emailsTo, linkIn } from './support/mail';

// Forgot and reset password (split from auth.test.ts).
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('forgot and reset password', () => {
  it('emails a single-use link; resetting ends every session; the old password stops working', async () => {
    const { client, email } = await registerOwner(h);
    const anon = h.client_();
    const sent = await anon.post('/api/forgot-password', { email });
    expect(sent.body).toEqual({
      data: null,
      message: 'If an account exists for this email, we have sent a password reset link.',
    });
    const mail = (await emailsTo(h, email)).find((m) => m.subject === 'Reset your Kairos password');
    const url = linkIn(mail?.body_text ?? '', '/password/reset/');
    const token = decodeURIComponent(url.pathname.split('/').pop() as string);
    expect(url.searchParams.get('email')).toBe(email);

    const reset = await anon.post('/api/reset-password', {
      token,
      email,
      password: 'NewSecret9',
      password_confirmation: 'NewSecret9',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. You can log in now.');
    expect((await client.get('/api/v1/user')).status).toBe(401);
    expect((await anon.post('/api/login', { email, password: PASSWORD })).status).toBe(422);
    expect((await anon.post('/api/login', { email, password: 'NewSecret9' })).status).toBe(200);

    const reuse = await h
      .client_()
      .post('/api/reset-password', { token, email, password: 'Other1234', password_confirmation: 'Other1234' });
    expect(reuse.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await h.client_().post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(await emailsTo(h, 'ghost@example.com')).toHaveLength(0);
  });

  it('a reset link expires after 60 minutes', async () => {
    const { email } = await registerOwner(h);
    await h.client_().post('/api/forgot-password', { email });
    const mail = (await emailsTo(h, email)).find((m) => m.subject === 'Reset your Kairos password');
    const token = decodeURIComponent(
      linkIn(mail?.body_text ?? '', '/password/reset/')
        .pathname.split('/')
        .pop() as string,
    );
    h.advance(61 * 60_000);
    const res = await h
      .client_()
      .post('/api/reset-password', { token, email, password: 'NewSecret9', password_confirmation: 'NewSecret9' });
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('a token for one account cannot reset another', async () => {
    const a = await registerOwner(h);
    const b = await registerOwner(h);
    await h.client_().post('/api/forgot-password', { email: a.email });
    const mail = (await emailsTo(h, a.email)).find((m) => m.subject === 'Reset your Kairos password');
    const token = decodeURIComponent(
      linkIn(mail?.body_text ?? '', '/password/reset/')
        .pathname.split('/')
        .pop() as string,
    );
    const res = await h
      .client_()
      .post('/api/reset-password', { token, email: b.email, password: 'NewSecret9', password_confirmation: 'NewSecret9' });
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await registerOwner(h);
    await h.client_().post('/api/forgot-password', { email });
    const first = (await emailsTo(h, email)).find((m) => m.subject === 'Reset your Kairos password');
    h.advance(1000);
    await h.client_().post('/api/forgot-password', { email });
    const token = decodeURIComponent(
      linkIn(first?.body_text ?? '', '/password/reset/')
        .pathname.split('/')
        .pop() as string,
    );
    const res = await h
      .client_()
      .post('/api/reset-password', { token, email, password: 'NewSecret9', password_confirmation: 'NewSecret9' });
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('throttles reset requests per account', async () => {
    const { email } = await registerOwner(h);
    for (let i = 0; i < 3; i++) expect((await h.client_().post('/api/forgot-password', { email })).status).toBe(200);
    expect((await h.client_().post('/api/forgot-password', { email })).status).toBe(429);
  });

  it('the verification notice can be re-sent and says when already verified', async () => {
    const { client } = await registerOwner(h);
    const res = await client.post('/api/email/verification-notification');
    expect(res.body.message).toBe('A new verification link has been sent to your email address.');
  });
});
