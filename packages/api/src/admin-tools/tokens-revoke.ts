import * as z from 'zod';
import { audit } from '../admin/audit';
import { revokeApiToken } from '../core/api-tokens';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { adminRoute } from './procedure';

/**
 * DELETE /admin/token/{id}: revokes the token at once (the next request with it is 401). The user's last live
 * token takes is_api_user with it (core/api-tokens.ts revokeApiToken). An unknown or already revoked id is NOT_FOUND.
 */
export const tokensRevoke = adminRoute('DELETE', '/token/{id}', 'Revoke an API token')
  .input(idParam)
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const userId = await revokeApiToken(ctx.db, input.id, ctx.now);
    if (!userId) throw new AppError('NOT_FOUND');
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'api_token.revoke',
        target_type: 'api_token',
        target_id: input.id,
        details: { user_id: userId },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { id: input.id };
  });
