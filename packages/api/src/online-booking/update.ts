import { bookingSettings, businesses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, ne } from 'drizzle-orm';
import { isReservedSlug } from '../auth/slug';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { settingsOf } from '../core/scope';
import { gated } from '../core/trpc';
import { type BookingSettingsInput, bookingSettingsInput, bookingSettingsOutput } from '../shared/booking-schemas';
import { activeItems, flagWrites, OFFERABLE, type OfferableRow } from './items';
import { bookingSettingsAnswer } from './output';

const slugTaken = (locale: Locale) => new AppError('SLUG_TAKEN', {}, { slug: [m.error_slug_taken({}, { locale })] });

/** Every id must be one of this business's active items of that kind; the first wrong field is reported. */
function checkIds(input: BookingSettingsInput, lists: OfferableRow[][], locale: Locale) {
  const errors: Record<string, string[]> = {};
  OFFERABLE.forEach((kind, i) => {
    const known = new Set((lists[i] ?? []).map((r) => r.id));
    if (input[kind.field].some((id) => !known.has(id))) errors[kind.field] = [m.ob_item_unknown({}, { locale })];
  });
  if (Object.keys(errors).length) throw new AppError('VALIDATION_ERROR', {}, errors);
}

/** PUT /user/booking-settings: the page's settings, its address and what it offers, in one batch (docs/product/booking.md). */
export const update = gated('online_booking', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/user/booking-settings',
      errors: ['SLUG_TAKEN', 'SLUG_RESERVED', 'BOOKING_NOTHING_OFFERED', 'BOOKING_NO_CALENDAR_DAY'],
      summary: 'Update the online booking page settings',
      tags: ['online-booking'],
      message: 'settings_saved',
    },
  })
  .input(bookingSettingsInput)
  .output(bookingSettingsOutput)
  .mutation(async ({ ctx, input }) => {
    const { locale, businessId } = ctx;
    const lists = await Promise.all(OFFERABLE.map((kind) => activeItems(ctx.db, businessId, kind)));
    checkIds(input, lists, locale);
    if (isReservedSlug(input.slug)) {
      throw new AppError('SLUG_RESERVED', {}, { slug: [m.error_slug_reserved({}, { locale })] });
    }
    const clash = await ctx.db.query.businesses.findFirst({
      where: and(eq(businesses.slug, input.slug), ne(businesses.id, businessId)),
      columns: { id: true },
    });
    if (clash) throw slugTaken(locale);
    if (input.enabled) {
      if (input.service_ids.length + input.class_ids.length + input.package_ids.length === 0) {
        throw new AppError('BOOKING_NOTHING_OFFERED', {}, { service_ids: [m.error_booking_nothing_offered({}, { locale })] });
      }
      const hours = (await settingsOf(ctx.db, businessId, ctx.business.region)).business_hours;
      if (!hours.some((h) => h.enabled)) {
        throw new AppError('BOOKING_NO_CALENDAR_DAY', {}, { enabled: [m.error_booking_no_calendar_day({}, { locale })] });
      }
    }
    const { service_ids, class_ids, package_ids, voucher_ids, slug, ...row } = input;
    try {
      await ctx.db.batch([
        ctx.db
          .insert(bookingSettings)
          .values({ business_id: businessId, ...row })
          .onConflictDoUpdate({ target: bookingSettings.business_id, set: { ...row, updated_at: ctx.now } }),
        ctx.db.update(businesses).set({ slug }).where(eq(businesses.id, businessId)),
        ...flagWrites(ctx.db, businessId, { service_ids, class_ids, package_ids, voucher_ids }),
      ]);
    } catch (e) {
      if (uniqueFailed(e, 'businesses.slug')) throw slugTaken(locale);
      throw e;
    }
    return bookingSettingsAnswer(ctx, { ...ctx.business, slug });
  });
