/** The page's data shapes: types only, from the shared contract (no zod reaches the bundle). */

import type * as S from '@kairos/api/shared/booking-schemas';
import type { z } from 'zod';

export type Page = S.PageOutput;
export type Service = z.infer<typeof S.publicService>;
export type Visitor = z.infer<typeof S.publicVisitor>;
export type Sessions = z.infer<typeof S.sessionsOutput>;
export type SendCodeOutput = z.infer<typeof S.sendCodeOutput>;
export type CheckCodeOutput = z.infer<typeof S.checkCodeOutput>;
export type BookOutput = z.infer<typeof S.bookOutput>;
export type Booking = S.PublicBooking;
export type Manage = z.infer<typeof S.manageOutput>;
export type Kind = S.BookingKind;
export type Slots = { timezone: string; slots: { start_at: string; date: string; start_time: string }[] };

/** A time the visitor can pick: a slot (appointment) or a session (class). */
export interface Time {
  key: string;
  date: string;
  start_time: string;
  start_at: string;
  places_left?: number | null;
}

/** What the server inlined into booking.html (apps/edge/src/booking-page.ts). */
export interface Inlined {
  locale: 'uk' | 'en';
  slug: string;
  page: Page | null;
  manage: Manage | null;
  manage_token: string | null;
}
