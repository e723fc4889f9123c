import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { audit } from '../admin/audit';
import { issueApiUserToken } from '../core/api-tokens';
import { AppError } from '../core/errors';
import { adminRoute } from './procedure';

/**
 * POST /admin/token {user (an owner's email or id), name}: issues a bearer token and makes the owner an API
 * user (full access, docs/product/admin.md). The plaintext `token` is in this answer only; the database keeps its hash.
 */
export const tokensCreate = adminRoute('POST', '/token', 'Issue an API token', ['API_OWNER_NOT_FOUND'])
  .input(
    z
      .object({
        user_id: z.string().trim().max(64).optional(),
        email: z.string().trim().max(255).optional(),
        name: z.string().trim().min(1).max(100),
      })
      .superRefine((v, ctx) => {
        if (!v.user_id && !v.email)
          ctx.addIssue({ code: 'custom', path: ['email'], params: { key: 'admt_token_user_required' } });
      }),
  )
  .output(z.object({ id: z.string(), name: z.string(), user_id: z.string(), token: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const who = input.user_id ? eq(users.id, input.user_id) : eq(users.email, (input.email ?? '').toLowerCase());
    const owner = await ctx.db.query.users.findFirst({
      where: and(who, isNotNull(users.business_id), isNull(users.deleted_at), eq(users.is_admin, false)),
      columns: { id: true },
    });
    if (!owner) {
      const message = m.error_api_owner_not_found({}, { locale: ctx.locale });
      throw new AppError('API_OWNER_NOT_FOUND', {}, { [input.user_id ? 'user_id' : 'email']: [message] });
    }
    const issued = await issueApiUserToken(ctx.db, owner.id, input.name, ctx.now);
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'api_token.create',
        target_type: 'api_token',
        target_id: issued.id,
        details: { user_id: owner.id, name: input.name },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { id: issued.id, name: input.name, user_id: owner.id, token: issued.token };
  });
