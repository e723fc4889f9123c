export { CalendarFeedPage } from './calendar-feed-page';
