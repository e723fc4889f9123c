/** The subscription screens' paths (the route guard's SUBSCRIPTION_DETAILS is the first). */
export const BILLING_PATHS = {
  details: '/account-setup/subscription/details',
  plans: '/account-setup/subscription/plans',
  history: '/account-setup/subscription/history',
  cards: '/account-setup/subscription/cards',
} as const;
