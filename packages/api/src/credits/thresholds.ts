// CONTRACT (CREDITS): the signature stays; the body is the credits helper's.
import type { JobDeps } from '../jobs/types';
import type { Channel } from './ledger';

/** A spend that went in: its ledger entry's seq, the balance after it and its (negative) delta. */
export interface SpendFacts {
  businessId: string;
  channel: Channel;
  seq: number;
  balance: number;
  delta: number;
}

/**
 * Called after every spend that went in (client messages, campaign batches). When this entry took the
 * balance from above AUTO_TOP_UP_AT to at or below it and the channel's auto_renew is on, queues the
 * top-up (keyed by the entry's seq: once per crossing, however many sends cross at once); likewise the
 * SMS low-credit reminder at LOW_SMS_CREDITS_AT (bell + email). Never throws (a failure is logged).
 */
export async function afterSpend(_deps: JobDeps, _e: SpendFacts): Promise<void> {}
