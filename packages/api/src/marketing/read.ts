import { campaignRecipients, clients, marketingCampaigns, messages } from '@kairos/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { gated } from '../core/trpc';
import { campaignListInput, campaignListOutput, campaignShowInput, campaignShowOutput } from '../shared/marketing-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { campaignColumns, findCampaign, toCampaign } from './campaigns';

const TAGS = ['marketing'];
const SHOW_PER_PAGE = 25;
const lastPage = (total: number, per: number) => Math.max(1, Math.ceil(total / per));

/** A campaign's date: when it went, else when it is due, else when it was written. */
const campaignDate = sql<number>`coalesce(${marketingCampaigns.started_at}, ${marketingCampaigns.scheduled_at}, ${marketingCampaigns.created_at})`;

/** GET /marketing: scheduled (draft + scheduled, soonest first) or past (sent + cancelled, newest first), by local dates. */
export const list = gated('marketing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/marketing',
      summary: 'Campaigns (only=scheduled|past, start_date, end_date, page)',
      tags: TAGS,
    },
  })
  .input(campaignListInput)
  .output(campaignListOutput)
  .query(async ({ ctx, input }) => {
    const tz = ctx.business.timezone;
    const statuses = input.only === 'scheduled' ? ['draft', 'scheduled'] : input.only === 'past' ? ['sent', 'cancelled'] : null;
    const where = and(
      eq(marketingCampaigns.business_id, ctx.businessId),
      statuses ? inArray(marketingCampaigns.status, statuses as ('draft' | 'scheduled')[]) : undefined,
      input.start_date ? sql`${campaignDate} >= ${toInstant(input.start_date, 0, tz)}` : undefined,
      input.end_date ? sql`${campaignDate} < ${toInstant(addDays(input.end_date, 1), 0, tz)}` : undefined,
    ) as SQL;
    const order = input.only === 'scheduled' ? asc(campaignDate) : desc(campaignDate);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(campaignColumns)
        .from(marketingCampaigns)
        .where(where)
        .orderBy(order, desc(marketingCampaigns.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(marketingCampaigns).where(where),
    ]);
    const n = total?.n ?? 0;
    return { data: rows.map(toCampaign), meta: { page: input.page, last_page: lastPage(n, input.per_page), total: n } };
  });

/** GET /marketing/show/{id}: the campaign, its messages' totals by status (and recipients skipped), a page of messages. */
export const show = gated('marketing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/marketing/show/{id}',
      summary: 'A campaign with its message totals and messages (page)',
      tags: TAGS,
    },
  })
  .input(campaignShowInput)
  .output(campaignShowOutput)
  .query(async ({ ctx, input }) => {
    const campaign = await findCampaign(ctx.db, ctx.businessId, input.id);
    const mine = and(eq(messages.business_id, ctx.businessId), eq(messages.campaign_id, campaign.id));
    const [byStatus, skipped, page] = await Promise.all([
      ctx.db.select({ status: messages.status, n: count() }).from(messages).where(mine).groupBy(messages.status),
      ctx.db
        .select({ n: count() })
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.campaign_id, campaign.id), sql`${campaignRecipients.skipped} IS NOT NULL`)),
      ctx.db
        .select({
          id: messages.id,
          client_id: messages.client_id,
          first_name: clients.first_name,
          last_name: clients.last_name,
          to: messages.to,
          status: messages.status,
          credits: messages.credits,
          error: messages.error,
          sent_at: messages.sent_at,
        })
        .from(messages)
        .leftJoin(clients, eq(clients.id, messages.client_id))
        .where(mine)
        .orderBy(asc(messages.created_at), asc(messages.id))
        .limit(SHOW_PER_PAGE)
        .offset((input.page - 1) * SHOW_PER_PAGE),
    ]);
    const totals = { pending: 0, sent: 0, delivered: 0, error: 0, skipped: skipped[0]?.n ?? 0 };
    for (const r of byStatus) totals[r.status] = r.n;
    const all = totals.pending + totals.sent + totals.delivered + totals.error;
    return {
      campaign: toCampaign(campaign),
      totals,
      messages: page.map((r) => ({
        id: r.id,
        client_id: r.client_id,
        client_name: r.first_name == null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
        to: r.to,
        status: r.status,
        credits: r.credits,
        error: r.error,
        sent_at: r.sent_at ? r.sent_at.toISOString() : null,
      })),
      meta: { page: input.page, last_page: lastPage(all, SHOW_PER_PAGE), total: all },
    };
  });
