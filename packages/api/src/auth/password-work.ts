import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';

/**
 * Requests that already ran a password procedure. The cookie jar is made once per HTTP request
 * (http/context.ts) and travels by reference through every middleware, so it names the request
 * for tRPC batches and REST alike; a WeakSet forgets it with the request.
 */
const used = new WeakSet<object>();

/**
 * At most one procedure that verifies or hashes a password (argon2, ~50 ms of CPU) per HTTP
 * request, whatever the transport lets a caller pack into one request. The batch guard
 * (http/trpc-batch.ts) already refuses these procedures in a tRPC batch; this holds even if a
 * new transport or procedure forgets. Call it first, before any counting or database work.
 */
export function claimPasswordWork(ctx: Pick<Ctx, 'cookies'>): void {
  if (used.has(ctx.cookies)) throw new AppError('TOO_MANY_ATTEMPTS', { minutes: 1 });
  used.add(ctx.cookies);
}
