import { router } from '../core/trpc';
import { updateBusinessHours } from './business-hours';
import { updateCalendarAndTime } from './calendar-and-time';
import { exportInformation } from './export-information';
import { get } from './get';
import { updateCalendar, updateDashboard, updatePayment, updateTax } from './update';

export const settingsRouter = router({
  get,
  updateCalendar,
  updateBusinessHours,
  updateCalendarAndTime,
  updatePayment,
  updateDashboard,
  updateTax,
  exportInformation,
});
