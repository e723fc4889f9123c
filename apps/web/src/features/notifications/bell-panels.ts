// The bell's two tabs, loaded together when the bell is first pointed at, focused or opened (bell.tsx).
export { NewsPanel } from './news-panel';
export { NotificationsPanel } from './notifications-panel';
