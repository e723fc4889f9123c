import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** The waitlist (docs/product/booking.md "Waitlist"). Composed into the app's catalogue in src/errors.ts. */
export const WAITLIST_ERRORS = {
  WAITLIST_OFF: { http: 409, trpc: 'CONFLICT', message: m.error_waitlist_off },
  WAITLIST_ALREADY_JOINED: { http: 409, trpc: 'CONFLICT', message: m.error_waitlist_already_joined },
  WAITLIST_PLACE_GONE: { http: 409, trpc: 'CONFLICT', message: m.error_waitlist_place_gone },
  WAITLIST_OFFER_EXPIRED: { http: 409, trpc: 'CONFLICT', message: m.error_waitlist_offer_expired },
  WAITLIST_NO_ROOM: { http: 409, trpc: 'CONFLICT', message: m.error_waitlist_no_room },
  WAITLIST_NO_ADDRESS: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_waitlist_no_address },
} as const satisfies ErrorCatalogue;
