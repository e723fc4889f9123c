export { CardsPage } from './cards-page';
export { SubscriptionDetailsPage } from './details-page';
export { HistoryPage } from './history-page';
export { PlansPage } from './plans-page';
