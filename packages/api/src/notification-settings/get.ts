import { gated } from '../core/trpc';
import type { MessageChannel } from '../shared/messaging';
import { channelAnswer } from './answer';
import { channelSettingsOutput } from './schemas';

/** GET /user/{email|sms}-notification-settings: the channel's switches, timings and texts (docs/product/messages.md). */
export const channelGet = (channel: MessageChannel) =>
  gated(`${channel}_notifications`)
    .meta({
      rest: {
        method: 'GET',
        path: `/api/v1/user/${channel}-notification-settings`,
        summary: `${channel === 'sms' ? 'SMS' : 'Email'} notification settings: confirmations, reminders, thank-yous`,
        tags: ['notification-settings'],
      },
    })
    .output(channelSettingsOutput)
    .query(({ ctx }) => channelAnswer(ctx.db, ctx.businessId, channel));

export const getEmail = channelGet('email');
export const getSms = channelGet('sms');
