// CONTRACT (helper BILLING-API replaces the body).
import type { JobDeps } from '../jobs/types';

/**
 * Ends a business's billing at once (profile deletion, an admin deleting the user): cancels the
 * provider's subscription and add-ons without further charges, detaches its cards, and marks the
 * subscription row ended. Idempotent; never throws for a business that never subscribed.
 */
export async function stopBilling(_deps: JobDeps, _businessId: string, _now: Date): Promise<void> {}
