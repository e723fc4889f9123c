import type { Ctx } from '../core/context';
import { createSession, invalidateSession, SESSION_COOKIE, SESSION_TTL_MS } from '../core/session';

/** A fresh session on every login (no fixation): the old cookie's session is ended first. */
export async function startSession(ctx: Ctx, userId: string) {
  if (ctx.auth?.session) await invalidateSession(ctx.db, ctx.auth.session.id);
  const created = await createSession(ctx.db, userId, ctx.now);
  ctx.cookies.set(SESSION_COOKIE, created.token, { maxAgeSeconds: SESSION_TTL_MS / 1000, httpOnly: true });
  return created;
}
