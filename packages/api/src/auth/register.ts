import { hit, LIMITS } from '../core/rate-limit';
import { publicProcedure } from '../core/trpc';
import { registerInput } from '../shared/auth-schemas';
import { createOwner } from './create-user';
import { claimPasswordWork } from './password-work';
import { startSession } from './session-cookie';
import { loadViewer, viewerOutput } from './viewer-output';

export const register = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/register',
      errors: ['EMAIL_TAKEN', 'TOO_MANY_ATTEMPTS'],
      summary: 'Register a business owner (starts the 14-day trial)',
      tags: ['auth'],
      message: 'auth_registered',
    },
  })
  .input(registerInput)
  .output(viewerOutput)
  .mutation(async ({ ctx, input }) => {
    claimPasswordWork(ctx);
    await hit(ctx.db, LIMITS.registerAddress(ctx.ip, ctx.services.config.registerLimitPerHour), ctx.now);
    const user = await createOwner(ctx, { ...input, locale: input.locale ?? ctx.locale });
    const { session } = await startSession(ctx, user.id);
    return loadViewer(ctx.db, { user, session }, ctx.now);
  });
