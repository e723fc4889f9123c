export { CampaignPage } from './campaign-page';
export { MarketingPage } from './list-page';
export { UnsubscribePage } from './unsubscribe-page';
export { EditCampaignPage, NewCampaignPage } from './wizard-page';
