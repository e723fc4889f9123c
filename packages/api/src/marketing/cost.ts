import type { CampaignFilters, Db } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { AppError } from '../core/errors';
import { creditsFor } from '../credits/cost';
import { balance } from '../credits/ledger';
import { ownerLocale } from '../notification-settings/values';
import type { MessageChannel } from '../shared/messaging';
import { smsText } from './compose';
import { type AudienceCounts, audienceCounts } from './recipients';

export interface BusinessInfo {
  id: string;
  name: string;
  timezone: string;
}

export interface CampaignCost extends AudienceCounts {
  credits_per_message: number;
  credits_required: number;
  credits_available: number;
}

/** The longest client name we price an SMS for: 40 characters (Cyrillic for a Cyrillic text, so UCS-2 stays UCS-2). */
const longestName = (text: string) => (/[\u0400-\u04FF]/.test(text) ? 'Щ' : 'W').repeat(40);

/**
 * Credits one message of the campaign costs. Email: 1. SMS: the segments of the text as sent (placeholders
 * filled with a 40-character name and the business's own name, plus the "Reply OPTOUT <code>" line with a
 * 6-character code in each of the recipients' `languages`, the dearer one): an upper bound for nearly
 * every client, so the credits asked for cover the send.
 */
export function creditsPerMessage(business: BusinessInfo, channel: MessageChannel, text: string, languages: Locale[]): number {
  if (channel === 'email') return creditsFor('email', text);
  const content = {
    channel,
    subject: null,
    text,
    business: business.name,
    footer: null,
    optoutCode: 'XXXXXX',
    appUrl: '',
    secret: '',
  };
  return Math.max(...languages.map((l) => creditsFor('sms', smsText(content, longestName(text), l))));
}

/** Who the campaign reaches now (and why the rest of its audience is not reached) and what sending costs against the channel's balance. */
export async function campaignCost(
  db: Db,
  business: BusinessInfo,
  c: { channel: MessageChannel; text: string; filters: CampaignFilters },
): Promise<CampaignCost> {
  const [{ languages, ...audience }, available, owner] = await Promise.all([
    audienceCounts(db, business.id, business.timezone, c.channel, c.filters),
    balance(db, business.id, c.channel),
    ownerLocale(db, business.id),
  ]);
  // Clients without a language of their own read the owner's (and with nobody to send to, price the owner's).
  const read = [...new Set(languages.map((l) => l ?? owner))];
  const perMessage = creditsPerMessage(business, c.channel, c.text, read.length ? read : [owner]);
  return {
    ...audience,
    credits_per_message: perMessage,
    credits_required: audience.recipients * perMessage,
    credits_available: available,
  };
}

/** docs/product/marketing.md: not enough credits for every recipient refuses the send (nothing changes). */
export function assertAffordable(channel: MessageChannel, cost: CampaignCost): void {
  if (cost.credits_available >= cost.credits_required) return;
  throw new AppError(channel === 'sms' && cost.credits_available > 0 ? 'SMS_CREDITS_SHORT' : 'CREDITS_EMPTY');
}
