import { auditLog, users } from '@kairos/db';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import * as z from 'zod';
import { listOutput } from '../core/list';
import { adminProcedure } from '../core/trpc';
import { adminRest } from './rest';

const entryOutput = z.object({
  id: z.string(),
  actor_user_id: z.string(),
  actor_email: z.string().nullable(),
  impersonated_user_id: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});

const input = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /admin/audit: who did what to whom, newest first, paged. */
export const auditList = adminProcedure
  .meta(adminRest('GET', '/audit', 'The audit log of admin actions'))
  .input(input)
  .output(listOutput(entryOutput))
  .query(async ({ ctx, input }) => {
    const actor = alias(users, 'actor');
    const target = alias(users, 'target');
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ entry: auditLog, actor_email: actor.email, target_email: target.email })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actor_user_id))
        .leftJoin(target, sql`${auditLog.target_type} = 'user' AND ${target.id} = ${auditLog.target_id}`)
        .orderBy(desc(auditLog.created_at), desc(sql`${auditLog}.rowid`))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: sql<number>`count(*)` }).from(auditLog),
    ]);
    const n = Number(total?.n ?? 0);
    return {
      items: rows.map(({ entry, actor_email, target_email }) => ({
        ...entry,
        actor_email,
        target_email,
        created_at: entry.created_at.toISOString(),
      })),
      total: n,
      page: input.page,
      per_page: input.per_page,
      last_page: Math.max(1, Math.ceil(n / input.per_page)),
    };
  });
