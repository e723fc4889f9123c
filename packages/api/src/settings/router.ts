import { router } from '../core/trpc';
import { updateBusinessHours } from './business-hours';
import { exportInformation } from './export-information';
import { get } from './get';
import { updateCalendar, updateDashboard, updatePayment, updateTax } from './update';

export const settingsRouter = router({
  get,
  updateCalendar,
  updateBusinessHours,
  updatePayment,
  updateDashboard,
  updateTax,
  exportInformation,
});
