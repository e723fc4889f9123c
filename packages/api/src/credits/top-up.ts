// CONTRACT (CREDITS): the signature stays; the body is the credits helper's.
import type { JobDeps } from '../jobs/types';

export const TOP_UP_QUEUE = 'credit-top-up';

export interface TopUpJob {
  business_id: string;
  channel: 'email' | 'sms';
  /** The seq of the ledger entry that crossed AUTO_TOP_UP_AT. */
  trigger_seq: number;
}

/** The queue consumer: buys the channel's last bundle with the default card, once per crossing (credit_purchases.trigger_seq). */
export async function runTopUp(_deps: JobDeps, _job: TopUpJob): Promise<void> {}
