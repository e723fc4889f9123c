import { services } from '@kairos/db';
import { asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { bookingProcedure } from './procedure';

const pageOutput = z.object({
  business: z.object({
    name: z.string(),
    slug: z.string(),
    timezone: z.string(),
    currency: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      duration_minutes: z.number().int(),
      price: z.number().int(),
      is_hourly_rate: z.boolean(),
      currency: z.string(),
      /** Minor units; 0 is no deposit. */
      deposit: z.number().int(),
      booking_question: z.string().nullable(),
    }),
  ),
});

/**
 * GET /api/v1/online-booking/{slug}: what a visitor sees first on the booking page: the business's
 * public details and the services it takes bookings for online (active ones only). Nothing private
 * (owner, email, settings) leaves through here; the output schema is the allow-list.
 */
export const page = bookingProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/online-booking/{slug}', summary: 'A public booking page', tags: ['online-booking'] },
  })
  .output(pageOutput)
  .query(async ({ ctx }) => {
    const { db, businessId, business } = ctx.scope;
    const rows = await db
      .select()
      .from(services)
      .where(scopeToBusiness(services, businessId, eq(services.online_booking, true), isNull(services.archived_at)))
      .orderBy(asc(services.sort_key), asc(services.id));
    return {
      business: {
        name: business.name,
        slug: business.slug,
        timezone: business.timezone,
        currency: business.currency,
        phone: business.phone,
        city: business.city,
        logo_url: business.logo_url,
      },
      services: rows.map((s) => ({
        id: s.id,
        name: s.name,
        duration_minutes: s.duration_minutes,
        price: s.price,
        is_hourly_rate: s.is_hourly_rate,
        currency: s.currency,
        deposit: s.deposit,
        booking_question: s.booking_question,
      })),
    };
  });
