import type { Ctx } from '../../core/context';
import { safeEqual } from '../../core/crypto';
import { AppError } from '../../core/errors';
import { hit } from '../../core/rate-limit';
import type { BusinessScope } from '../../core/scope';
import { BOOKING, checkCodeInput, checkCodeOutput } from '../../shared/booking-schemas';
import { bookingProcedure } from '../procedure';
import { publicVisitor, type Visitor } from '../visitor';
import { normaliseAddress } from './address';
import { claimTry, codeHash, consume, newestCode } from './codes';
import { SESSION_VISITOR_MS, signVisitor, visitorCookieName } from './cookie';
import { CODE_LIMITS } from './limits';

/**
 * POST /api/v1/online-booking/{slug}/verification/check: the newest code sent to the address.
 * Each try is claimed (counted) before the code is compared, in one guarded statement, so 5 tries
 * per code hold however many guesses arrive at once; checks per IP are limited too, so codes
 * cannot be guessed across many addresses. The right code works once and sets the signed cookie.
 */
export const checkCode = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/verification/check',
      errors: ['BOOKING_CODE_WRONG', 'BOOKING_CODE_DEAD', 'TOO_MANY_ATTEMPTS'],
      summary: 'Check a verification code and remember this device (booking page)',
      tags: ['booking'],
    },
  })
  .input(checkCodeInput)
  .output(checkCodeOutput)
  .mutation(async ({ ctx, input }) => {
    const { scope } = ctx;
    const address = normaliseAddress(input.channel, input.address, scope.business.region, ctx.locale);
    await hit(scope.db, CODE_LIMITS.checkIp(ctx.ip), scope.now);
    const key = { businessId: scope.businessId, channel: input.channel, address };
    const row = await newestCode(scope.db, key);
    const used = row ? await claimTry(scope.db, row.id, scope.now) : null;
    if (!row || used === null) throw new AppError('BOOKING_CODE_DEAD');
    const expected = codeHash(ctx.services.config.secret, scope.businessId, address, input.code);
    if (!safeEqual(row.code_hash, expected)) {
      const left = BOOKING.CODE_MAX_TRIES - used;
      throw left > 0 ? new AppError('BOOKING_CODE_WRONG', { left }) : new AppError('BOOKING_CODE_DEAD');
    }
    if (!(await consume(scope.db, row.id, scope.now))) throw new AppError('BOOKING_CODE_DEAD');
    const visitor: Visitor = { channel: input.channel, address };
    remember(ctx, scope, visitor, ctx.bookingSettings.remember_days);
    return { visitor: await publicVisitor(scope, visitor) };
  });

/** Sets the signed cookie for the business's remember-me days (0: a session cookie, ended on the server after 12 h). */
function remember(ctx: Ctx, scope: BusinessScope, visitor: Visitor, days: number): void {
  const ttl = days > 0 ? days * 24 * 3600_000 : SESSION_VISITOR_MS;
  const value = signVisitor(ctx.services.config.secret, {
    b: scope.businessId,
    c: visitor.channel,
    a: visitor.address,
    exp: scope.now.getTime() + ttl,
  });
  ctx.cookies.set(visitorCookieName(scope.businessId), value, {
    httpOnly: true,
    ...(days > 0 ? { maxAgeSeconds: days * 24 * 3600 } : {}),
  });
}
