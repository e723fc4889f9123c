import { campaignRecipients, marketingCampaigns, sales } from '@kairos/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { gated } from '../core/trpc';
import { campaignSalesInput, campaignSalesOutput } from '../shared/marketing-schemas';
import { addDays, toInstant } from '../shared/zoned';

const AFTER_MS = 30 * 86_400_000;
const MAX_CAMPAIGNS = 200;

/**
 * GET /marketing/sales: for each sent campaign (started in the local date range), what its recipients
 * bought in the 30 days after it started: buyers, sales and totals per currency (the business's sales,
 * not deleted). SQL aggregates over campaign_recipients joined to sales by client (sales_client_idx).
 */
export const campaignSales = gated('marketing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/marketing/sales',
      summary: "Campaigns' recipients' sales in the 30 days after each",
      tags: ['marketing'],
    },
  })
  .input(campaignSalesInput)
  .output(campaignSalesOutput)
  .query(async ({ ctx, input }) => {
    const tz = ctx.business.timezone;
    const where = and(
      eq(marketingCampaigns.business_id, ctx.businessId),
      eq(marketingCampaigns.status, 'sent'),
      input.start_date ? sql`${marketingCampaigns.started_at} >= ${toInstant(input.start_date, 0, tz)}` : undefined,
      input.end_date ? sql`${marketingCampaigns.started_at} < ${toInstant(addDays(input.end_date, 1), 0, tz)}` : undefined,
    ) as SQL;
    const campaigns = await ctx.db
      .select({
        id: marketingCampaigns.id,
        name: marketingCampaigns.name,
        started_at: marketingCampaigns.started_at,
        recipients: marketingCampaigns.recipients_count,
      })
      .from(marketingCampaigns)
      .where(where)
      .orderBy(desc(marketingCampaigns.started_at))
      .limit(MAX_CAMPAIGNS);
    const bought = sql`FROM ${marketingCampaigns} mc
      JOIN ${campaignRecipients} cr ON cr.campaign_id = mc.id
      JOIN ${sales} s ON s.client_id = cr.client_id AND s.business_id = mc.business_id AND s.deleted_at IS NULL
        AND s.sold_at >= mc.started_at AND s.sold_at < mc.started_at + ${AFTER_MS}
      WHERE mc.business_id = ${ctx.businessId} AND mc.status = 'sent'`;
    const [perCurrency, perCampaign] = await Promise.all([
      ctx.db.all<{ id: string; currency: string; amount: number }>(
        sql`SELECT mc.id AS id, s.currency AS currency, sum(s.total) AS amount ${bought} GROUP BY mc.id, s.currency ORDER BY s.currency`,
      ),
      ctx.db.all<{ id: string; buyers: number; n: number }>(
        sql`SELECT mc.id AS id, count(DISTINCT s.client_id) AS buyers, count(s.id) AS n ${bought} GROUP BY mc.id`,
      ),
    ]);
    return {
      data: campaigns.map((c) => {
        const agg = perCampaign.find((r) => r.id === c.id);
        return {
          campaign_id: c.id,
          name: c.name,
          started_at: (c.started_at as Date).toISOString(),
          recipients: c.recipients,
          buyers: Number(agg?.buyers ?? 0),
          sales_count: Number(agg?.n ?? 0),
          totals: perCurrency.filter((r) => r.id === c.id).map((r) => ({ currency: r.currency, amount: Number(r.amount) })),
        };
      }),
    };
  });
