export { GoogleCalendarPage } from './google-calendar-page';
