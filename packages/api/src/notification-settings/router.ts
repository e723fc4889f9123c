import { router } from '../core/trpc';
import { getEmail, getSms } from './get';
import { getMarketing, updateMarketing } from './marketing';
import { updateEmail, updateSms } from './update';

/** Client-notification settings per channel: GET/PUT /user/{email|sms}-notification-settings, the marketing tab (GET/PUT /user/marketing-notification-settings) (docs/product/messages.md). One file per procedure. */
export const notificationSettingsRouter = router({ getEmail, updateEmail, getSms, updateSms, getMarketing, updateMarketing });
