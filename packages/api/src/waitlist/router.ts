import { router } from '../core/trpc';
import { confirm } from './confirm';
import { join } from './join';
import { list } from './list';
import { offer } from './offer';
import { offerPlace } from './offer-place';
import { remove } from './remove';
import { quietHours, settings, updateQuietHours, updateSettings } from './settings';

/** The waitlist (docs/product/booking.md "Waitlist"): the booking page's join/offer/confirm, the owner's list and controls. */
export const waitlistRouter = router({
  join,
  offer,
  confirm,
  list,
  offerPlace,
  remove,
  settings,
  updateSettings,
  quietHours,
  updateQuietHours,
});
