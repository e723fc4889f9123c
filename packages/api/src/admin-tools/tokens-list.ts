import { apiTokens, users } from '@kairos/db';
import { count, desc, eq } from 'drizzle-orm';
import * as z from 'zod';
import { listOutput } from '../core/list';
import { adminRoute, iso, pageInput, pageOf } from './procedure';

export const tokenOutput = z.object({
  id: z.string(),
  name: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

/** GET /admin/token: every API token (revoked ones too, marked), newest first, with its user. Never the secret. */
export const tokensList = adminRoute('GET', '/token', 'API tokens')
  .input(pageInput)
  .output(listOutput(tokenOutput))
  .query(async ({ ctx, input }) => {
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ token: apiTokens, user: { id: users.id, email: users.email, first: users.first_name, last: users.last_name } })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.user_id))
        .orderBy(desc(apiTokens.created_at), desc(apiTokens.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(apiTokens),
    ]);
    return pageOf(
      rows.map(({ token, user }) => ({
        id: token.id,
        name: token.name,
        user: { id: user.id, email: user.email, name: `${user.first} ${user.last}`.trim() },
        created_at: token.created_at.toISOString(),
        last_used_at: iso(token.last_used_at),
        revoked_at: iso(token.revoked_at),
      })),
      total?.n ?? 0,
      input,
    );
  });
