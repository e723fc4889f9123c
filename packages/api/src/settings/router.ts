import { router } from '../core/trpc';
import { downloadExport } from '../exports/download';
import { updateBusinessHours } from './business-hours';
import { updateCalendarAndTime } from './calendar-and-time';
import { exportInformation } from './export-information';
import { getExportSettings, updateExportSettings } from './export-information-settings';
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
  getExportSettings,
  updateExportSettings,
  downloadExport,
});
