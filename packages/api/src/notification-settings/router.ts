import { router } from '../core/trpc';

/** Client-notification settings per channel: GET/PUT /user/{email|sms}-notification-settings, the marketing tab (GET/PUT /user/marketing-notification-settings) (SPEC 2, 7). One file per procedure. */
export const notificationSettingsRouter = router({});
