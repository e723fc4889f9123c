import { CAMPAIGN_FAILURES, CAMPAIGN_STATUSES, MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@kairos/db/enums';
import * as z from 'zod';
import { isoDate } from './date-schemas';
import { queryBool } from './schemas';

/**
 * The contract of /marketing (docs/product/marketing.md "Marketing") between the API (packages/api/src/marketing) and
 * the screens (apps/web/src/features/marketing). Times are ISO instants (UTC); filter dates are the
 * business's calendar dates.
 */
const ids = z.array(z.string().min(1).max(64)).max(500);

/** packages/db CampaignFilters: every filter given must hold; at least one ("Please choose at least one filter"). */
export const campaignFiltersSchema = z.object({
  all_clients: z.boolean().optional(),
  visited_from: isoDate.optional(),
  visited_to: isoDate.optional(),
  service_ids: ids.optional(),
  not_seen_since: isoDate.optional(),
  birthday_month: z.number().int().min(1).max(12).optional(),
  location_ids: ids.optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  client_ids: ids.optional(),
});
export type CampaignFiltersInput = z.infer<typeof campaignFiltersSchema>;

/** POST /marketing, PUT /marketing/{id}: a draft, or scheduled when `scheduled_at` is given. */
export const campaignInput = z.object({
  name: z.string().trim().min(1).max(150),
  channel: z.enum(MESSAGE_CHANNELS),
  /** Required for email. */
  subject: z.string().trim().max(150).optional().nullable(),
  text: z.string().trim().min(1).max(5000),
  filters: campaignFiltersSchema,
  /** ISO instant in the future: schedules it; absent or null: a draft. */
  scheduled_at: z.iso.datetime({ offset: true }).optional().nullable(),
});
export type CampaignInput = z.infer<typeof campaignInput>;

/** POST /marketing/send: "send now" in one call (an `id`: that draft or scheduled campaign, changed); no time. */
export const sendNowInput = campaignInput.omit({ scheduled_at: true }).extend({ id: z.string().min(1).max(64).optional() });

/** POST /marketing/count: who the filters reach now and what sending costs. */
export const countInput = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  text: z.string().max(5000).default(''),
  filters: campaignFiltersSchema,
});
export const countOutput = z.object({
  /** Active clients matching the filters; `recipients` of them can receive it, the rest for one reason each. */
  matched: z.number().int(),
  recipients: z.number().int(),
  /** Matched, not opted out, but never agreed to marketing messages (consent is not assumed). */
  not_agreed: z.number().int(),
  /** Matched and opted out (opt_out). */
  opted_out: z.number().int(),
  /** Matched and agreed, but without the channel's address (an email, or a phone for SMS). */
  no_address: z.number().int(),
  /** Credits per message (SMS: by segments of the text with the longest placeholder values; email: 1). */
  credits_per_message: z.number().int(),
  credits_required: z.number().int(),
  /** The channel's balance now. */
  credits_available: z.number().int(),
});

export const campaignStatus = z.enum(CAMPAIGN_STATUSES);

export const campaignOutput = z.object({
  id: z.string(),
  name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string().nullable(),
  text: z.string(),
  filters: campaignFiltersSchema,
  status: campaignStatus,
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  recipients_count: z.number().int(),
  /**
   * Why the cron could not send it when it came due (it is a draft again): nobody matched who may get
   * marketing, or the credits did not cover every recipient. Null once it is saved or sent again.
   */
  failure_reason: z.enum(CAMPAIGN_FAILURES).nullable(),
  failed_at: z.string().nullable(),
  /** Spent so far (sent: the campaign's messages' credits less refunds). */
  credits_spent: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignOutput = z.infer<typeof campaignOutput>;

/** GET /marketing: `only` scheduled (draft + scheduled) or past (sent + cancelled); dates filter on the campaign's date. */
export const campaignListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  only: z.enum(['scheduled', 'past']).optional(),
});
export const pageMeta = z.object({ page: z.number().int(), last_page: z.number().int(), total: z.number().int() });
export const campaignListOutput = z.object({ data: z.array(campaignOutput), meta: pageMeta });

/** GET /marketing/show/{id}: the campaign, its totals by message status, and a page of its messages. */
export const campaignShowInput = z.object({
  id: z.string().min(1).max(64),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const campaignMessageOutput = z.object({
  id: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  to: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  credits: z.number().int(),
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export const campaignShowOutput = z.object({
  campaign: campaignOutput,
  totals: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    error: z.number().int(),
    skipped: z.number().int(),
  }),
  messages: z.array(campaignMessageOutput),
  meta: pageMeta,
});

/** GET /marketing/sales: what each sent campaign's recipients bought in the 30 days after it. */
export const campaignSalesInput = z.object({
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export const campaignSalesOutput = z.object({
  data: z.array(
    z.object({
      campaign_id: z.string(),
      name: z.string(),
      started_at: z.string(),
      recipients: z.number().int(),
      buyers: z.number().int(),
      sales_count: z.number().int(),
      /** Per currency, minor units. */
      totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    }),
  ),
});

/** GET /marketing/request-access: whether this business may use marketing, and why not. */
export const marketingAccessOutput = z.object({
  allowed: z.boolean(),
  /** How it is allowed or what would allow it. */
  via: z.enum(['plan', 'addon', 'admin', 'none']),
});

/** Opted-out clients (the /marketing tab) and PUT /marketing/opt-out/{id}. */
export const optedOutListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(100).optional(),
});
export const marketingClientOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  opt_out: z.boolean(),
});
export const optedOutListOutput = z.object({ data: z.array(marketingClientOutput), meta: pageMeta });
export const optOutInput = z.object({ id: z.string().min(1).max(64), opt_out: queryBool.optional() });
