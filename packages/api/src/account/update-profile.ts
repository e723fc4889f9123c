import { businesses, users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, ne } from 'drizzle-orm';
import * as z from 'zod';
import { zoneOffsetsSql } from '../analytics/zone-offsets';
import { isReservedSlug } from '../auth/slug';
import { loadViewer, viewerOutput } from '../auth/viewer-output';
import { AppError } from '../core/errors';
import { authedProcedure } from '../core/trpc';
import { updateLocaleInput, updateProfileInput } from '../shared/auth-schemas';

/** PUT /user/profile: the person's names and language, and (for owners) the business profile. */
export const updateProfile = authedProcedure
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/user/profile',
      errors: ['SLUG_TAKEN', 'SLUG_RESERVED'],
      summary: 'Update the profile and business profile',
      tags: ['user'],
      message: 'auth_profile_updated',
    },
  })
  .input(updateProfileInput)
  .output(viewerOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.user.business_id;
    if (input.business && businessId) {
      const clash = await ctx.db.query.businesses.findFirst({
        where: and(eq(businesses.slug, input.business.slug), ne(businesses.id, businessId)),
        columns: { id: true },
      });
      if (clash) throw new AppError('SLUG_TAKEN', {}, { 'business.slug': [m.error_slug_taken({}, { locale: ctx.locale })] });
      // A reserved word is refused as a new address (one given before the list grew may be kept).
      if (isReservedSlug(input.business.slug)) {
        const own = await ctx.db.query.businesses.findFirst({ where: eq(businesses.id, businessId), columns: { slug: true } });
        if (own?.slug !== input.business.slug)
          throw new AppError('SLUG_RESERVED', {}, { 'business.slug': [m.error_slug_reserved({}, { locale: ctx.locale })] });
      }
    }
    const userUpdate = ctx.db
      .update(users)
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        locale: input.locale,
        ...(input.timezone ? { timezone: input.timezone } : {}),
      })
      .where(eq(users.id, ctx.user.id));
    if (input.business && businessId) {
      // The zone's offsets first: a new zone's trigger rebuilds analytics' daily rollups in the same transaction (0029).
      await ctx.db.batch([
        userUpdate,
        ctx.db.run(await zoneOffsetsSql(ctx.db, input.business.timezone)),
        ctx.db.update(businesses).set(input.business).where(eq(businesses.id, businessId)),
      ]);
    } else {
      await userUpdate;
    }
    const user = await ctx.db.query.users.findFirst({ where: eq(users.id, ctx.user.id) });
    return loadViewer(ctx.db, { user: user ?? ctx.user, session: ctx.auth.session }, ctx.now);
  });

export const updateLocale = authedProcedure
  .input(updateLocaleInput)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    await ctx.db.update(users).set({ locale: input.locale }).where(eq(users.id, ctx.user.id));
    return null;
  });
