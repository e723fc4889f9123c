import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import type { Tone } from '@kairos/ui';

type BadgeTone = Tone | 'neutral';

export type CampaignStatus = CampaignOutput['status'];
export type Channel = CampaignOutput['channel'];
export type MessageStatus = 'pending' | 'sent' | 'delivered' | 'error' | 'skipped';

export const MARKETING_PATH = '/marketing';
export const NEW_CAMPAIGN_PATH = '/marketing/new';
export const campaignPath = (id: string) => `/marketing/${encodeURIComponent(id)}`;
export const editCampaignPath = (id: string) => `/marketing/${encodeURIComponent(id)}/edit`;
export const PLANS_PATH = '/account-setup/subscription/plans';
export const buyCreditsPath = (channel: Channel) => `/account-setup/notifications/${channel}`;

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
