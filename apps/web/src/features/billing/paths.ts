/** The subscription screens' paths (the route guard's SUBSCRIPTION_DETAILS is the first). */
import { links } from '@kairos/api/shared/links';
export const BILLING_PATHS = {
  details: links.subscriptionDetails(),
  plans: links.subscriptionPlans(),
  history: links.subscriptionHistory(),
  cards: links.subscriptionCards(),
} as const;
