import type { AuthCache } from './auth-cache';
import type { FileStore } from './file-store';
import type { PasswordHasher } from './password';

/** A file sent with an email (an invoice's PDF), as base64 so it travels on a queue as JSON. */
export interface EmailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  business_id?: string | null;
  /** Passed to the provider so a retried send is not delivered twice. */
  idempotencyKey?: string;
  /** Extra headers (a marketing email's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutgoingSms {
  to: string;
  text: string;
  business_id?: string | null;
}

/** Resend when a key is set, else the dev outbox. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<{ id: string; provider: 'resend' | 'outbox' }>;
}

/** Telnyx when a key is set, else the dev outbox. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<{ id: string; provider: 'telnyx' | 'outbox' }>;
}

export interface EnqueueOptions {
  /** Enqueuing the same key twice is a no-op. */
  idempotencyKey?: string;
  delayMs?: number;
}

/** Node: the jobs table, polled. Workers: a Cloudflare Queue. Same consumers either way. */
export interface JobQueue {
  enqueue(queue: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  /** Build hash served by /version.json; the web app reloads when it changes. */
  version: string;
  /** Public origin used in emailed links, e.g. http://localhost:8787. */
  appUrl: string;
  /**
   * Who may read the dev outbox at /dev/outbox (DEV_OUTBOX): `off` (the default, and always in production),
   * `local` (only loopback requests while APP_URL is a loopback URL; what `npm start` sets) or `on` (anyone).
   * Mail without provider keys still lands in the outbox table either way; this only opens the page.
   */
  devOutbox: 'off' | 'local' | 'on';
  /**
   * The request header a trusted proxy sets to the client's address (TRUSTED_PROXY_HEADER), lower case, e.g.
   * `cf-connecting-ip` (always on Workers), `x-forwarded-for` (its last entry) or `x-real-ip`. Unset on Node by
   * default: the socket address is used and client-supplied headers are ignored, so per-address limits hold.
   */
  clientIpHeader?: string;
  /** Cookies get `Secure` when APP_URL is https (decided by the public URL, not the Host header a proxy passes). */
  secureCookies: boolean;
  /**
   * Server secret (APP_SECRET) keying the CSRF tokens to sessions. Required in production; Node persists a
   * generated one next to a `file:` database; otherwise a per-process random value (tokens die with the process).
   */
  secret: string;
  emailFrom: string;
  /** Sign-ups allowed per address per hour (REGISTER_LIMIT_PER_HOUR, default 20). */
  registerLimitPerHour: number;
  /** Public booking-page calls allowed per address in 10 minutes (BOOKING_REQUESTS_PER_ADDRESS, default 600). */
  bookingRequestsPerAddress: number;
  /** Payment providers' API origins (STRIPE_API_BASE, SQUARE_API_BASE, LIQPAY_API_BASE); unset = the real hosts. Tests and e2e point them at local fakes. */
  providerBases: { stripe: string; square: string; liqpay: string };
  /**
   * Kairos's own billing (what owners pay Kairos): Stripe for GBP, LiqPay for UAH. Unset keys: the paying
   * /subscription procedures answer BILLING_UNAVAILABLE (plans and details still answer).
   */
  billing: {
    /** KAIROS_STRIPE_SECRET_KEY, KAIROS_STRIPE_WEBHOOK_SECRET */
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    /** KAIROS_LIQPAY_PUBLIC_KEY, KAIROS_LIQPAY_PRIVATE_KEY */
    liqpayPublicKey?: string;
    liqpayPrivateKey?: string;
  };
  /**
   * Message delivery webhooks (delivery/routes.ts); each endpoint answers 404 while its key is unset.
   * KAIROS_TELNYX_PUBLIC_KEY: the Telnyx account's Ed25519 public key (base64, Mission Control → Keys & Credentials).
   * KAIROS_RESEND_WEBHOOK_SECRET: the Resend webhook's signing secret (`whsec_...`).
   */
  delivery: { telnyxPublicKey?: string; resendWebhookSecret?: string };
  /**
   * Zoom (zoom/): an OAuth app's KAIROS_ZOOM_CLIENT_ID and KAIROS_ZOOM_CLIENT_SECRET (unset: ZOOM_UNAVAILABLE);
   * KAIROS_ZOOM_OAUTH_URL (https://zoom.us) and KAIROS_ZOOM_API_URL (https://api.zoom.us) point tests at fakes.
   */
  zoom: { clientId?: string; clientSecret?: string; oauthUrl: string; apiUrl: string };
  /**
   * Google Calendar (google/): an OAuth client's KAIROS_GOOGLE_CLIENT_ID and KAIROS_GOOGLE_CLIENT_SECRET (unset:
   * GOOGLE_UNAVAILABLE); KAIROS_GOOGLE_OAUTH_URL (https://accounts.google.com, the consent page), KAIROS_GOOGLE_TOKEN_URL
   * (https://oauth2.googleapis.com, token and revoke) and KAIROS_GOOGLE_API_URL (https://www.googleapis.com) point
   * tests at the fake (e2e/fakes/google-calendar-api.ts).
   */
  google: { clientId?: string; clientSecret?: string; oauthUrl: string; tokenUrl: string; apiUrl: string };
}

export interface Services {
  config: Config;
  hasher: PasswordHasher;
  mailer: Mailer;
  sms: SmsSender;
  queue: JobQueue;
  now: () => Date;
  /** Node only: a per-process cache of resolved sessions, emptied on every write. */
  authCache?: AuthCache;
  /** Expense receipts: a folder on disk (Node) or the RECEIPTS R2 bucket (Worker); uploads are refused without one. */
  receipts?: FileStore;
}
