import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';

/**
 * Every admin action, and every change an admin makes while signed in as a user:
 * who (the admin), as whom (impersonated user), what, on what, when, from where.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actor_user_id: text('actor_user_id').notNull(),
    impersonated_user_id: text('impersonated_user_id'),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_actor_idx').on(t.actor_user_id, t.created_at),
    index('audit_log_target_idx').on(t.target_id),
  ],
);
