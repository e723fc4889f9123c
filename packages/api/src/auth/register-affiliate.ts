import { hit, LIMITS } from '../core/rate-limit';
import { publicProcedure } from '../core/trpc';
import { registerAffiliateInput } from '../shared/auth-schemas';
import { createAffiliate } from './create-user';
import { claimPasswordWork } from './password-work';
import { startSession } from './session-cookie';
import { loadViewer, viewerOutput } from './viewer-output';

export const registerAffiliate = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/register-affiliate',
      errors: ['EMAIL_TAKEN', 'TOO_MANY_ATTEMPTS'],
      summary: 'Register an affiliate',
      tags: ['auth'],
      message: 'auth_registered',
    },
  })
  .input(registerAffiliateInput)
  .output(viewerOutput)
  .mutation(async ({ ctx, input }) => {
    claimPasswordWork(ctx);
    await hit(ctx.db, LIMITS.registerAddress(ctx.ip, ctx.services.config.registerLimitPerHour), ctx.now);
    const user = await createAffiliate(ctx, { ...input, locale: input.locale ?? ctx.locale });
    const { session } = await startSession(ctx, user.id);
    return loadViewer(ctx.db, { user, session }, ctx.now);
  });
