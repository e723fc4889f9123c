import { smsSegments } from '../shared/sms-segments';
import type { Channel } from './ledger';

/** Credits a message costs: an SMS one per segment (shared/sms-segments.ts), an email one. */
export function creditsFor(channel: Channel, text: string): number {
  return channel === 'email' ? 1 : smsSegments(text).segments;
}
