import { apiTokens, outboxMessages, users } from '@kairos/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/core/api-tokens';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const change = (current_password: string, password = 'NewSecret9') => ({
  current_password,
  password,
  password_confirmation: password,
});

describe('wrong current password on the password change', () => {
  it('is throttled per account: after 5 wrong, even the right one waits, from any session', async () => {
    const { client, email } = await registerOwner(h);
    for (let i = 0; i < 5; i++) {
      expect((await client.put('/api/v1/user/password', change('Wrong1234'))).body.code).toBe('INCORRECT_CURRENT_PASSWORD');
    }
    const locked = await client.put('/api/v1/user/password', change(PASSWORD));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
    const other = h.client_();
    await other.post('/api/login', { email, password: PASSWORD });
    expect((await other.put('/api/v1/user/password', change(PASSWORD))).status).toBe(429);
    h.advance(15 * 60_000);
    expect((await client.put('/api/v1/user/password', change(PASSWORD))).status).toBe(200);
  });

  it('guesses sent at once are counted before checking: at most 5 of 20 are checked', async () => {
    const { client } = await registerOwner(h);
    await client.get('/api/csrf-cookie');
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.put('/api/v1/user/password', change(i === 12 ? PASSWORD : 'Wrong1234'))),
    );
    expect(all.filter((r) => r.status === 429)).toHaveLength(15);
    expect(all.filter((r) => r.status === 200)).toHaveLength(0);
  });

  it('the right password clears the count', async () => {
    const { client } = await registerOwner(h);
    for (let i = 0; i < 4; i++) await client.put('/api/v1/user/password', change('Wrong1234'));
    expect((await client.put('/api/v1/user/password', change(PASSWORD))).status).toBe(200);
    for (let i = 0; i < 5; i++) await client.put('/api/v1/user/password', change('Wrong1234'));
    expect((await client.put('/api/v1/user/password', change('NewSecret9', 'Other1234'))).status).toBe(429);
  });
});

describe('bearer tokens end with the password', () => {
  async function apiUser() {
    const owner = await registerOwner(h);
    await h.db.update(users).set({ is_api_user: true }).where(eq(users.id, owner.user.id));
    const { token } = await issueApiToken(h.db, owner.user.id, 'integration');
    const api = h.client_();
    api.bearer = token;
    expect((await api.get('/api/v1/user')).status).toBe(200);
    return { ...owner, api };
  }
  const liveTokens = (userId: string) =>
    h.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.user_id, userId), isNull(apiTokens.revoked_at)));

  it('a password change in the web app revokes every token of the account', async () => {
    const { client, user, api } = await apiUser();
    expect((await client.put('/api/v1/user/password', change(PASSWORD))).status).toBe(200);
    expect((await api.get('/api/v1/user')).status).toBe(401);
    expect(await liveTokens(user.id)).toHaveLength(0);
    expect((await client.get('/api/v1/user')).status).toBe(200);
  });

  it('a password change made with the token itself revokes it too', async () => {
    const { api } = await apiUser();
    expect((await api.put('/api/v1/user/password', change(PASSWORD))).status).toBe(200);
    expect((await api.get('/api/v1/user')).status).toBe(401);
  });

  it('a reset revokes every token of the account; another account keeps its own', async () => {
    const { email, user, api } = await apiUser();
    const bystander = await apiUser();
    await h.client_().post('/api/forgot-password', { email });
    await h.drain();
    const [mail] = await h.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.subject, 'Reset your Kairos password')))
      .orderBy(desc(outboxMessages.created_at));
    const link = /\/password\/reset\/([^?\s]+)/.exec(mail?.body_text ?? '');
    const token = decodeURIComponent(link?.[1] ?? '');
    const reset = await h
      .client_()
      .post('/api/reset-password', { token, email, password: 'NewSecret9', password_confirmation: 'NewSecret9' });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/v1/user')).status).toBe(401);
    expect(await liveTokens(user.id)).toHaveLength(0);
    expect((await bystander.api.get('/api/v1/user')).status).toBe(200);
  });
});
