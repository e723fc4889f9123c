import { apiTokens, users } from '@kairos/db';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { adminRoute } from './procedure';

/** GET /admin/api-users: the users with full API access (is_api_user) and how many live tokens each has. */
export const apiUsers = adminRoute('GET', '/api-users', 'API users')
  .output(z.array(z.object({ id: z.string(), email: z.string(), name: z.string(), live_tokens: z.number().int() })))
  .query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        id: users.id,
        email: users.email,
        first: users.first_name,
        last: users.last_name,
        live: count(apiTokens.id),
      })
      .from(users)
      .leftJoin(apiTokens, and(eq(apiTokens.user_id, users.id), isNull(apiTokens.revoked_at)))
      .where(and(eq(users.is_api_user, true), isNull(users.deleted_at)))
      .groupBy(users.id)
      .orderBy(asc(users.email))
      .limit(1000);
    return rows.map((r) => ({ id: r.id, email: r.email, name: `${r.first} ${r.last}`.trim(), live_tokens: Number(r.live) }));
  });
