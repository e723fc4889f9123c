import { activeProviderName } from '../integrations/provider';
import { type PageOutput, pageOutput } from '../shared/booking-schemas';
import { offerings } from './offerings';
import { bookingProcedure } from './procedure';
import { publicVisitor, readVisitor } from './visitor';

/**
 * GET /api/v1/online-booking/{slug}: what a visitor sees first on the booking page: the business's
 * public details, the page's rules (notice, horizon, terms), the payment provider's name, what can be
 * booked or bought online, and the verified visitor. Nothing private (owner, email, settings beyond
 * these) leaves through here; the output schema is the allow-list. Paused: nothing to choose.
 */
export const page = bookingProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/online-booking/{slug}', summary: 'A public booking page', tags: ['booking'] },
  })
  .output(pageOutput)
  .query(async ({ ctx }): Promise<PageOutput> => {
    const { scope, bookingSettings: settings } = ctx;
    const { business } = scope;
    const [provider, visitor] = await Promise.all([activeProviderName(ctx.db, business), readVisitor(ctx, scope)]);
    const paused = settings.paused;
    const offered = paused
      ? { services: [], classes: [], packages: [], vouchers: [] }
      : await offerings(scope, provider !== null);
    return {
      business: {
        name: business.name,
        slug: business.slug as string,
        timezone: business.timezone,
        currency: business.currency,
        region: business.region,
        phone: business.phone,
        city: business.city,
        logo_url: business.logo_url,
        brand_color: settings.brand_color,
      },
      state: paused ? 'paused' : 'open',
      existing_clients_only: settings.existing_clients_only,
      terms: settings.terms,
      notice_hours: settings.notice_hours,
      horizon_days: settings.horizon_days,
      waitlist: settings.waitlist_enabled,
      payment_provider: provider,
      ...offered,
      visitor: visitor ? await publicVisitor(scope, visitor) : null,
    };
  });
