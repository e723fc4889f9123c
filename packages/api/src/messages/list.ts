import { MESSAGE_CHANNELS } from '@kairos/db/enums';
import { clients, messages } from '@kairos/db';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import { addDays, toInstant } from '../shared/zoned';
import { listOutput } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { businessProcedure } from '../core/trpc';
import { isoDate } from '../shared/date-schemas';
import { DEFAULT_PER_PAGE } from '../shared/list-schemas';
import { MESSAGE_FAILURES } from '../shared/message-failures';

const TYPES = ['booking', 'reminder', 'thank_you', 'marketing'] as const;
const STATUSES = ['pending', 'sent', 'delivered', 'error'] as const;

export const messagesListInput = z.object({
  type: z.enum(TYPES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  status: z.enum(STATUSES).optional(),
  /** Why a message was not sent (status error). */
  failure: z.enum(MESSAGE_FAILURES).optional(),
  client_id: z.string().min(1).max(64).optional(),
  /** Days in the business's zone, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PER_PAGE),
});

const messageItem = z.object({
  id: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  type: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  body_preview: z.string().nullable(),
  credits: z.number().int(),
  status: z.string(),
  error: z.string().nullable(),
  /** Why it was not sent (status error): a code the screens translate (shared/message-failures.ts). */
  failure: z.enum(MESSAGE_FAILURES).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  campaign_id: z.string().nullable(),
  appointment_id: z.string().nullable(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /user/messages: the business's client messages, newest first, filtered (docs/product/messages.md). */
export const list = businessProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/user/messages', summary: 'Messages sent to clients', tags: ['messages'] },
  })
  .input(messagesListInput)
  .output(listOutput(messageItem))
  .query(async ({ ctx, input }) => {
    const zone = ctx.business.timezone;
    const conditions: (SQL | undefined)[] = [
      input.type ? eq(messages.type, input.type) : undefined,
      input.channel ? eq(messages.channel, input.channel) : undefined,
      input.status ? eq(messages.status, input.status) : undefined,
      input.failure ? eq(messages.failure, input.failure) : undefined,
      input.client_id ? eq(messages.client_id, input.client_id) : undefined,
      input.from ? gte(messages.created_at, new Date(toInstant(input.from, 0, zone))) : undefined,
      input.to ? lt(messages.created_at, new Date(toInstant(addDays(input.to, 1), 0, zone))) : undefined,
    ];
    const where = scopeToBusiness(messages, ctx.businessId, and(...conditions.filter(Boolean)));
    const [rows, totals] = await Promise.all([
      ctx.db
        .select({ m: messages, first: clients.first_name, last: clients.last_name })
        .from(messages)
        .leftJoin(clients, eq(clients.id, messages.client_id))
        .where(where)
        .orderBy(desc(messages.created_at), desc(messages.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(messages).where(where),
    ]);
    const total = totals[0]?.n ?? 0;
    return {
      items: rows.map(({ m, first, last }) => ({
        id: m.id,
        client_id: m.client_id,
        client_name: first === null ? null : [first, last].filter(Boolean).join(' '),
        channel: m.channel,
        type: m.type,
        to: m.to,
        subject: m.subject,
        body_preview: m.body_preview,
        credits: m.credits,
        status: m.status,
        error: m.error,
        failure: m.failure,
        created_at: m.created_at.toISOString(),
        sent_at: iso(m.sent_at),
        delivered_at: iso(m.delivered_at),
        campaign_id: m.campaign_id,
        appointment_id: m.appointment_id,
      })),
      total,
      page: input.page,
      per_page: input.per_page,
      last_page: Math.max(1, Math.ceil(total / input.per_page)),
    };
  });
