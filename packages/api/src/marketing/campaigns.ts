import { type Db, marketingCampaigns, messages } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { foundOr404 } from '../core/tenant';
import type { CampaignInput, CampaignOutput } from '../shared/marketing-schemas';
import { MARKETING_PLACEHOLDERS } from '../shared/messaging';
import { assertFilterIds, hasAnyFilter } from './recipients';

export type CampaignRow = typeof marketingCampaigns.$inferSelect & { credits_spent: number };

/** A campaign's credits spent: its messages' credits, less the failed ones (their credits come back). */
const spent = sql<number>`coalesce((SELECT sum(${messages.credits}) FROM ${messages}
  WHERE ${messages.campaign_id} = "marketing_campaigns"."id" AND ${messages.status} <> 'error'), 0)`;
export const campaignColumns = { ...getTableColumns(marketingCampaigns), credits_spent: spent };

export async function findCampaign(db: Db, businessId: string, id: string, where?: SQL): Promise<CampaignRow> {
  const [row] = await db
    .select(campaignColumns)
    .from(marketingCampaigns)
    .where(and(eq(marketingCampaigns.business_id, businessId), eq(marketingCampaigns.id, id), where))
    .limit(1);
  return foundOr404(row);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export function toCampaign(r: CampaignRow): CampaignOutput {
  return {
    id: r.id,
    name: r.name,
    channel: r.channel,
    subject: r.subject,
    text: r.text,
    filters: r.filters,
    status: r.status,
    scheduled_at: iso(r.scheduled_at),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    cancelled_at: iso(r.cancelled_at),
    recipients_count: r.recipients_count,
    failure_reason: r.failure_reason,
    failed_at: iso(r.failed_at),
    credits_spent: Number(r.credits_spent),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** docs/product/marketing.md rules for a campaign's fields: a filter, an email's subject, known placeholders, a future time. */
export async function validateCampaign(
  db: Db,
  businessId: string,
  input: CampaignInput,
  now: Date,
  locale: Locale,
): Promise<void> {
  if (!hasAnyFilter(input.filters)) throw new AppError('MARKETING_FILTER_REQUIRED');
  if (input.channel === 'email' && !input.subject?.trim()) throw new AppError('MARKETING_CHECK_FIELDS');
  const unknown = [...input.text.matchAll(/\{([a-z_]+)\}/g)]
    .map((x) => x[1] as string)
    .filter((p) => !(MARKETING_PLACEHOLDERS as readonly string[]).includes(p));
  if (unknown.length) {
    const allowed = MARKETING_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');
    throw new AppError('VALIDATION_ERROR', {}, { text: [m.mkt_unknown_placeholder({ allowed }, { locale })] });
  }
  if (input.scheduled_at && new Date(input.scheduled_at).getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', {}, { scheduled_at: [m.mkt_scheduled_in_past({}, { locale })] });
  }
  await assertFilterIds(db, businessId, input.filters);
}

/** The row values a create or an update writes. */
export function campaignValues(input: CampaignInput, now: Date) {
  return {
    name: input.name,
    channel: input.channel,
    subject: input.channel === 'email' ? (input.subject?.trim() ?? null) : null,
    text: input.text,
    filters: input.filters,
    status: input.scheduled_at ? ('scheduled' as const) : ('draft' as const),
    scheduled_at: input.scheduled_at ? new Date(input.scheduled_at) : null,
    // Saved again: whatever stopped the cron sending it before is the owner's to look at anew.
    failure_reason: null,
    failed_at: null,
    updated_at: now,
  };
}
