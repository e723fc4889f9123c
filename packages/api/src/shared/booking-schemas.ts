import { BOOKING_KINDS, BOOKING_PAYMENT_PROVIDERS, BOOKING_STATUSES, LOCALES, MESSAGE_CHANNELS, REGIONS } from '@kairos/db/enums';
import * as z from 'zod';

/**
 * The public booking page's contract (docs/product/booking.md "Public booking flow"; issue 12): the constants, and the
 * inputs and answers of its calls. Imported by the server procedures (packages/api/src/booking) and the
 * page's own small bundle (apps/web/src/booking), which calls them over REST with fetch.
 */
export const BOOKING = {
  /** A booking waiting for its deposit holds its time this long. */
  HOLD_MINUTES: 15,
  CODE_DIGITS: 6,
  CODE_TTL_MINUTES: 10,
  CODE_MAX_TRIES: 5,
  CODE_SENDS_PER_ADDRESS_HOUR: 5,
  CODE_SENDS_PER_IP_HOUR: 20,
  /** All codes (email and SMS) a business's page sends in a UTC day. */
  CODE_SENDS_PER_BUSINESS_DAY: 300,
  /**
   * Of which by SMS (each spends the business's SMS credits): at most this many credits a day (issue 25); past it
   * the page asks for the email code instead (docs/DECISIONS.md "Online booking").
   */
  SMS_CODES_PER_BUSINESS_DAY: 20,
  /** SMS codes to numbers of one prefix (a block of 10,000 numbers) a UTC day: per business, and on all pages. */
  SMS_CODES_PER_PREFIX_BUSINESS_DAY: 3,
  SMS_CODES_PER_PREFIX_DAY: 10,
  /** After a payment provider sends the visitor back, the page moves on after this many seconds. */
  RETURN_REDIRECT_SECONDS: 5,
} as const;

export const providerName = z.enum(BOOKING_PAYMENT_PROVIDERS);
export type ProviderName = z.infer<typeof providerName>;
export const bookingKind = z.enum(BOOKING_KINDS);
export type BookingKind = z.infer<typeof bookingKind>;
export const bookingStatus = z.enum(BOOKING_STATUSES);
const pageLocale = z.enum(LOCALES);
const id = z.string().min(1).max(64);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

// ---------------------------------------------------------------------------------------------
// GET /api/v1/online-booking/{slug}: the page.

export const publicService = z.object({
  id: z.string(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price: z.number().int(),
  is_hourly_rate: z.boolean(),
  currency: z.string(),
  /** Minor units taken online when booking; 0: none (also when no payment provider is connected). */
  deposit: z.number().int(),
  booking_question: z.string().nullable(),
  at_client_place: z.boolean(),
});

export const publicClass = z.object({
  id: z.string(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
});

export const publicPackage = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  expiry_months: z.number().int().nullable(),
  services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});

export const publicVoucher = z.object({
  id: z.string(),
  name: z.string(),
  /** What it is worth (amount vouchers; 0 for an items voucher) and what it costs. */
  amount: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  colour: z.string(),
  notes_title: z.string().nullable(),
  notes_description: z.string().nullable(),
});

/** The verified visitor on this device (signed cookie), or null. Never another person's details. */
export const publicVisitor = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  /** e.g. "an•••@gmail.com", "+38 067 ••• •• 12". */
  address_masked: z.string(),
  /** Whether a name is still needed to book (no client matched yet). */
  needs_name: z.boolean(),
});

export const pageOutput = z.object({
  business: z.object({
    name: z.string(),
    slug: z.string(),
    timezone: z.string(),
    currency: z.string(),
    /** GB, UK (Ukraine), OTHER: the default country for phone numbers. */
    region: z.enum(REGIONS),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    logo_url: z.string().nullable(),
    brand_color: hexColor,
  }),
  /** paused: "No online bookings being taken at the moment" and nothing to choose. */
  state: z.enum(['open', 'paused']),
  existing_clients_only: z.boolean(),
  terms: z.string().nullable(),
  notice_hours: z.number().int(),
  horizon_days: z.number().int(),
  /** The page offers "join the waitlist" for a full session or a day without free time (issue 28). */
  waitlist: z.boolean(),
  payment_provider: providerName.nullable(),
  services: z.array(publicService),
  classes: z.array(publicClass),
  /** Only when a payment provider is connected (they are paid in full online). */
  packages: z.array(publicPackage),
  vouchers: z.array(publicVoucher),
  visitor: publicVisitor.nullable(),
});
export type PageOutput = z.infer<typeof pageOutput>;

// ---------------------------------------------------------------------------------------------
// GET /api/v1/online-booking/{slug}/slots (service_id, from, to): as before, within notice and horizon.
// GET /api/v1/online-booking/{slug}/sessions (class_id, from, to): a class's sessions with places left.

export const sessionsOutput = z.object({
  timezone: z.string(),
  sessions: z.array(
    z.object({
      id: z.string(),
      start_at: z.string(),
      date: z.string(),
      start_time: z.string(),
      duration_minutes: z.number().int(),
      /** null: no limit. */
      places_left: z.number().int().nullable(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// POST /api/v1/online-booking/{slug}/verification: send a code. Same answer whoever the address is.

export const sendCodeInput = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  /** An email, or a phone number (national numbers read in the business's country). */
  address: z.string().trim().min(3).max(254),
  locale: pageLocale.optional(),
});
export const sendCodeOutput = z.object({
  sent: z.literal(true),
  address_masked: z.string(),
  expires_in_seconds: z.number().int(),
});

// POST /api/v1/online-booking/{slug}/verification/check: sets the signed "verified" cookie.
export const checkCodeInput = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  address: z.string().trim().min(3).max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const checkCodeOutput = z.object({ visitor: publicVisitor });

// POST /api/v1/online-booking/{slug}/verification/forget: "not you?" clears the cookie.

// ---------------------------------------------------------------------------------------------
// POST /api/v1/online-booking/{slug}/bookings: book or buy (needs the verified cookie).

const common = {
  /** Needed when the visitor matched no client (publicVisitor.needs_name). */
  first_name: z.string().trim().min(1).max(100).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  /** Required when the page has terms. */
  agreed_terms: z.boolean().default(false),
  locale: pageLocale.optional(),
};

export const bookInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('appointment'),
    service_id: id,
    /** An instant from the slots call. */
    start_at: z.iso.datetime({ offset: true }),
    answer: z.string().trim().max(1000).optional(),
    /** Required when the service is at the client's place. */
    client_address: z.string().trim().min(3).max(300).optional(),
    ...common,
  }),
  z.object({ kind: z.literal('class'), session_id: id, ...common }),
  z.object({ kind: z.literal('package'), package_id: id, ...common }),
  z.object({ kind: z.literal('voucher'), voucher_id: id, ...common }),
]);
export type BookInput = z.infer<typeof bookInput>;

/** Where to send the visitor to pay: a redirect (Stripe, Square) or a form to post (LiqPay). */
export const paymentStep = z.object({
  provider: providerName,
  amount: z.number().int(),
  currency: z.string(),
  redirect_url: z.string().nullable(),
  form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});

export const publicBooking = z.object({
  id: z.string(),
  kind: bookingKind,
  status: bookingStatus,
  item_name: z.string(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  timezone: z.string(),
  amount_due: z.number().int(),
  currency: z.string(),
  paid: z.boolean(),
  hold_expires_at: z.string().nullable(),
  /** Whether the client may still cancel or move it (the notice window). */
  changeable: z.boolean(),
  /** A bought gift voucher's code, once paid. */
  voucher_code: z.string().nullable(),
});
export type PublicBooking = z.infer<typeof publicBooking>;

export const bookOutput = z.object({
  booking: publicBooking,
  /** The secret of the manage link: /online-booking/{slug}/manage/{token}. Shown once. */
  manage_token: z.string(),
  /** Set when the booking is held for a payment. */
  payment: paymentStep.nullable(),
});

// GET /api/v1/online-booking/{slug}/bookings/{id}?token=: the page polls this after the provider sends the
// visitor back (also asks the provider, so a missed webhook does not leave it held).
export const bookingStatusInput = z.object({ id, token: z.string().min(16).max(128) });

// ---------------------------------------------------------------------------------------------
// The manage link: GET /api/v1/online-booking/{slug}/manage/{token}; POST .../manage/{token}/cancel;
// POST .../manage/{token}/move (start_at from the slots call, or session_id for a class place).

export const manageInput = z.object({ token: z.string().min(16).max(128) });
export const moveInput = manageInput.extend({
  start_at: z.iso.datetime({ offset: true }).optional(),
  session_id: id.optional(),
});
export const manageOutput = z.object({
  booking: publicBooking,
  business_name: z.string(),
  /** For moving: the service whose slots to offer, or the class whose sessions. */
  service_id: z.string().nullable(),
  class_id: z.string().nullable(),
  cancel_notice_hours: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Owner side: GET and PUT /api/v1/user/booking-settings.

export const bookingSettingsInput = z.object({
  enabled: z.boolean(),
  paused: z.boolean(),
  existing_clients_only: z.boolean(),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  notice_hours: z.number().int().min(0).max(720),
  horizon_days: z.number().int().min(1).max(730),
  remember_days: z.number().int().min(0).max(365),
  cancel_notice_hours: z.number().int().min(0).max(720),
  terms: z.string().trim().max(5000).nullable(),
  confirm_email: z.boolean(),
  confirm_sms: z.boolean(),
  notify_owner_email: z.boolean(),
  sms_abroad: z.boolean(),
  brand_color: hexColor,
  service_ids: z.array(id).max(500),
  class_ids: z.array(id).max(500),
  package_ids: z.array(id).max(500),
  voucher_ids: z.array(id).max(500),
});
export type BookingSettingsInput = z.infer<typeof bookingSettingsInput>;

const offerable = z.object({ id: z.string(), name: z.string() });
export const bookingSettingsOutput = bookingSettingsInput.extend({
  /** The public page's full address. */
  page_url: z.string(),
  payment_provider: providerName.nullable(),
  offerable: z.object({
    services: z.array(offerable.extend({ deposit: z.number().int(), currency: z.string() })),
    classes: z.array(offerable),
    packages: z.array(offerable),
    vouchers: z.array(offerable),
  }),
});
export type BookingSettingsOutput = z.infer<typeof bookingSettingsOutput>;

// ---------------------------------------------------------------------------------------------
// Owner side: payment integrations (/account-setup/integrations/payments-integration).

export const integrationsOutput = z.object({
  /** Which provider the booking page uses for this business's currency (GBP: Stripe, else Square; UAH: LiqPay). */
  active: providerName.nullable(),
  providers: z.array(
    z.object({
      provider: providerName,
      /** The currency it takes here: GBP for Stripe and Square, UAH for LiqPay. */
      currency: z.string(),
      connected: z.boolean(),
      /** e.g. "sk_test_…4f2a"; never the key. */
      hint: z.string().nullable(),
      connected_at: z.string().nullable(),
    }),
  ),
});

export const connectStripeInput = z.object({ secret_key: z.string().trim().min(10).max(255) });
export const connectSquareInput = z.object({
  access_token: z.string().trim().min(10).max(255),
  location_id: z.string().trim().min(3).max(64),
  /** The webhook subscription's signature key from Square's dashboard. */
  signature_key: z.string().trim().min(10).max(255),
});
/** POST /api/v1/liqpay. */
export const connectLiqpayInput = z.object({
  public_key: z.string().trim().min(6).max(255),
  private_key: z.string().trim().min(10).max(255),
});
