import * as z from 'zod';
import { revokeApiToken } from '../core/api-tokens';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { adminRoute, auditAction } from './procedure';

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
    await auditAction(ctx, 'api_token.revoke', { type: 'api_token', id: input.id }, { user_id: userId });
    return { id: input.id };
  });
