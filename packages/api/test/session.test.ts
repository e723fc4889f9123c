import { sessions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/core/crypto';
import { createSession, invalidateUserSessions, SESSION_TTL_MS, validateSessionToken } from '../src/core/session';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('sessions (Lucia guide pattern)', () => {
  it('stores only a SHA-256 of the secret, never the token', async () => {
    const { user } = await registerOwner(h);
    const { token, session } = await createSession(h.db, user.id, h.clock.now);
    const [id, secret] = token.split('.');
    const row = await h.db.query.sessions.findFirst({ where: eq(sessions.id, session.id) });
    expect(row?.id).toBe(id);
    expect(row?.secret_hash).toBe(sha256Hex(secret as string));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('rejects a token whose secret is wrong', async () => {
    const { user } = await registerOwner(h);
    const { token } = await createSession(h.db, user.id, h.clock.now);
    const [id] = token.split('.');
    expect(await validateSessionToken(h.db, `${id}.wrongsecret`, h.clock.now)).toBeNull();
    expect(await validateSessionToken(h.db, token, h.clock.now)).not.toBeNull();
  });

  it('slides the expiry forward once less than half the lifetime remains', async () => {
    const { user } = await registerOwner(h);
    const { token } = await createSession(h.db, user.id, h.clock.now);
    h.advance(SESSION_TTL_MS / 4);
    const early = await validateSessionToken(h.db, token, h.clock.now);
    expect(early?.refreshed).toBe(false);
    h.advance(SESSION_TTL_MS / 2);
    const later = await validateSessionToken(h.db, token, h.clock.now);
    expect(later?.refreshed).toBe(true);
    expect(later?.session.expires_at.getTime()).toBe(h.clock.now.getTime() + SESSION_TTL_MS);
  });

  it('expires after 30 days without use and deletes the row', async () => {
    const { user } = await registerOwner(h);
    const { token, session } = await createSession(h.db, user.id, h.clock.now);
    h.advance(SESSION_TTL_MS + 1);
    expect(await validateSessionToken(h.db, token, h.clock.now)).toBeNull();
    expect(await h.db.query.sessions.findFirst({ where: eq(sessions.id, session.id) })).toBeUndefined();
  });

  it('ends every session of a user, optionally keeping one', async () => {
    const { user } = await registerOwner(h);
    const a = await createSession(h.db, user.id, h.clock.now);
    const b = await createSession(h.db, user.id, h.clock.now);
    await invalidateUserSessions(h.db, user.id, a.session.id);
    expect(await validateSessionToken(h.db, a.token, h.clock.now)).not.toBeNull();
    expect(await validateSessionToken(h.db, b.token, h.clock.now)).toBeNull();
  });
});
