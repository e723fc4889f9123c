import type { CampaignFiltersInput, CampaignOutput, MarketingShortfall } from '@kairos/api/shared';
import { links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import type { Tone } from '@kairos/ui';

type BadgeTone = Tone | 'neutral';

export type CampaignStatus = CampaignOutput['status'];
export type Channel = CampaignOutput['channel'];
export type MessageStatus = 'pending' | 'sent' | 'delivered' | 'error' | 'skipped';

export const MARKETING_PATH = '/marketing';
export const NEW_CAMPAIGN_PATH = '/marketing/new';
export const campaignPath = links.campaign;
export const editCampaignPath = links.campaignEdit;
export const PLANS_PATH = links.subscriptionPlans();
export const buyCreditsPath = (channel: Channel) => `/account-setup/notifications/${channel}`;

export type Shortfall = MarketingShortfall;
/** Longer filters (hundreds of hand-picked clients) are left out of the link: it shows every client with the reason. */
const MAX_AUDIENCE_CHARS = 3_000;
/**
 * The clients list filtered to the clients a campaign's filters match who will not get it for `reason`
 * (the list's `marketing` and `audience` params, packages/api/src/shared/clients-schemas.ts).
 */
export function shortfallPath(reason: Shortfall, filters: CampaignFiltersInput): string {
  const params = new URLSearchParams({ marketing: reason });
  const audience = JSON.stringify(filters);
  if (audience.length <= MAX_AUDIENCE_CHARS) params.set('audience', audience);
  return `/clients/list?${params}`;
}

export const STATUS_LABEL: Record<CampaignStatus, () => string> = {
  draft: () => m.wmkt_status_draft(),
  scheduled: () => m.wmkt_status_scheduled(),
  sent: () => m.wmkt_status_sent(),
  cancelled: () => m.wmkt_status_cancelled(),
};

export const STATUS_TONE: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sent: 'success',
  cancelled: 'warning',
};

export const CHANNEL_LABEL: Record<Channel, () => string> = {
  email: () => m.wmkt_channel_email(),
  sms: () => m.wmkt_channel_sms(),
};

export const MESSAGE_STATUS_LABEL: Record<MessageStatus, () => string> = {
  pending: () => m.wmkt_msg_pending(),
  sent: () => m.wmkt_msg_sent(),
  delivered: () => m.wmkt_msg_delivered(),
  error: () => m.wmkt_msg_error(),
  skipped: () => m.wmkt_msg_skipped(),
};

export const MESSAGE_STATUS_TONE: Record<MessageStatus, BadgeTone> = {
  pending: 'neutral',
  sent: 'info',
  delivered: 'success',
  error: 'error',
  skipped: 'warning',
};

/** The date a campaign is listed under: sent → started, scheduled → planned, cancelled → cancelled, draft → created. */
export function campaignDate(c: CampaignOutput): string {
  return c.started_at ?? c.scheduled_at ?? c.cancelled_at ?? c.created_at;
}

/** The campaign may still be changed (edited, run, cancelled). */
export const isOpen = (c: Pick<CampaignOutput, 'status'>) => c.status === 'draft' || c.status === 'scheduled';
