import type { Db } from '@kairos/db';
import { randomToken } from '../core/crypto';
import { configureLog } from '../core/log';
import type { PasswordHasher } from '../core/password';
import type { Config, JobQueue, Mailer, Services, SmsSender } from '../core/services';

/** Environment variables both entries read (Node: process.env; Workers: env bindings). */
export interface EnvVars {
  APP_ENV?: string;
  APP_URL?: string;
  BUILD_HASH?: string;
  RESEND_API_KEY?: string;
  RESEND_BASE_URL?: string;
  EMAIL_FROM?: string;
  TELNYX_API_KEY?: string;
  TELNYX_BASE_URL?: string;
  SMS_FROM?: string;
  /** `off` disables the Node runtime's per-process session cache. */
  AUTH_CACHE?: string;
  REGISTER_LIMIT_PER_HOUR?: string;
  /** Booking-page calls allowed per address in 10 minutes (default 600; the booking bench raises it). */
  BOOKING_REQUESTS_PER_ADDRESS?: string;
  /** `on`, `local` (loopback requests only, what `npm start` sets) or `off` (default): who may read /dev/outbox. */
  DEV_OUTBOX?: string;
  /** The header a trusted proxy sets to the client's address; unset (Node's default) trusts none. */
  TRUSTED_PROXY_HEADER?: string;
  /** Server secret for CSRF tokens (required in production). */
  APP_SECRET?: string;
  /** Payment providers' API origins (tests and e2e: local fakes). */
  STRIPE_API_BASE?: string;
  SQUARE_API_BASE?: string;
  LIQPAY_API_BASE?: string;
  /** Kairos's own billing (its subscriptions): Stripe for GBP, LiqPay for UAH. */
  KAIROS_STRIPE_SECRET_KEY?: string;
  KAIROS_STRIPE_WEBHOOK_SECRET?: string;
  KAIROS_LIQPAY_PUBLIC_KEY?: string;
  KAIROS_LIQPAY_PRIVATE_KEY?: string;
  /** Delivery webhooks' keys: Telnyx's Ed25519 public key, Resend's Svix signing secret (unset: the endpoint is off). */
  KAIROS_TELNYX_PUBLIC_KEY?: string;
  KAIROS_RESEND_WEBHOOK_SECRET?: string;
  /** Zoom's OAuth app (unset: the integration is unavailable) and its origins (tests and e2e: a local fake). */
  KAIROS_ZOOM_CLIENT_ID?: string;
  KAIROS_ZOOM_CLIENT_SECRET?: string;
  KAIROS_ZOOM_OAUTH_URL?: string;
  KAIROS_ZOOM_API_URL?: string;
  /** Google's OAuth client for Google Calendar (unset: unavailable) and its origins (tests and e2e: a local fake). */
  KAIROS_GOOGLE_CLIENT_ID?: string;
  KAIROS_GOOGLE_CLIENT_SECRET?: string;
  KAIROS_GOOGLE_OAUTH_URL?: string;
  KAIROS_GOOGLE_TOKEN_URL?: string;
  KAIROS_GOOGLE_API_URL?: string;
  /** The logger's level: debug, info (default), warn, error or silent (core/log.ts). */
  LOG_LEVEL?: string;
}

/** Production refuses to start without these (the entries check before building the runtime). */
export function missingProductionSettings(env: EnvVars): string[] {
  if (env.APP_ENV !== 'production') return [];
  return (env.APP_SECRET && env.APP_SECRET.length >= 16 ? [] : ['APP_SECRET (at least 16 characters)']).concat(
    env.APP_URL ? [] : ['APP_URL'],
  );
}

function outboxMode(env: EnvVars, appEnv: Config['env']): Config['devOutbox'] {
  if (appEnv === 'production') return 'off';
  const v = env.DEV_OUTBOX?.trim().toLowerCase();
  return v === 'on' || v === 'local' ? v : 'off';
}

export function configFrom(env: EnvVars, fallbackUrl: string): Config {
  const appEnv = env.APP_ENV === 'production' || env.APP_ENV === 'test' ? env.APP_ENV : 'development';
  const appUrl = (env.APP_URL || fallbackUrl).replace(/\/$/, '');
  return {
    env: appEnv,
    version: env.BUILD_HASH || 'dev',
    appUrl,
    devOutbox: outboxMode(env, appEnv),
    clientIpHeader: env.TRUSTED_PROXY_HEADER?.trim().toLowerCase() || undefined,
    secureCookies: appUrl.startsWith('https:'),
    secret: env.APP_SECRET || randomToken(32),
    emailFrom: env.EMAIL_FROM || 'Kairos <no-reply@kairos.local>',
    registerLimitPerHour: Math.max(1, Number(env.REGISTER_LIMIT_PER_HOUR) || 20),
    bookingRequestsPerAddress: Math.max(1, Number(env.BOOKING_REQUESTS_PER_ADDRESS) || 600),
    providerBases: {
      stripe: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/$/, ''),
      square: (env.SQUARE_API_BASE || 'https://connect.squareup.com').replace(/\/$/, ''),
      liqpay: (env.LIQPAY_API_BASE || 'https://www.liqpay.ua').replace(/\/$/, ''),
    },
    billing: {
      stripeSecretKey: env.KAIROS_STRIPE_SECRET_KEY || undefined,
      stripeWebhookSecret: env.KAIROS_STRIPE_WEBHOOK_SECRET || undefined,
      liqpayPublicKey: env.KAIROS_LIQPAY_PUBLIC_KEY || undefined,
      liqpayPrivateKey: env.KAIROS_LIQPAY_PRIVATE_KEY || undefined,
    },
    delivery: {
      telnyxPublicKey: env.KAIROS_TELNYX_PUBLIC_KEY?.trim() || undefined,
      resendWebhookSecret: env.KAIROS_RESEND_WEBHOOK_SECRET?.trim() || undefined,
    },
    zoom: {
      clientId: env.KAIROS_ZOOM_CLIENT_ID?.trim() || undefined,
      clientSecret: env.KAIROS_ZOOM_CLIENT_SECRET?.trim() || undefined,
      oauthUrl: (env.KAIROS_ZOOM_OAUTH_URL || 'https://zoom.us').replace(/\/$/, ''),
      apiUrl: (env.KAIROS_ZOOM_API_URL || 'https://api.zoom.us').replace(/\/$/, ''),
    },
    google: {
      clientId: env.KAIROS_GOOGLE_CLIENT_ID?.trim() || undefined,
      clientSecret: env.KAIROS_GOOGLE_CLIENT_SECRET?.trim() || undefined,
      oauthUrl: (env.KAIROS_GOOGLE_OAUTH_URL || 'https://accounts.google.com').replace(/\/$/, ''),
      tokenUrl: (env.KAIROS_GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com').replace(/\/$/, ''),
      apiUrl: (env.KAIROS_GOOGLE_API_URL || 'https://www.googleapis.com').replace(/\/$/, ''),
    },
  };
}

/**
 * What sends email and SMS for a runtime. The providers (`providerSenders`, `@kairos/api/senders`: the Resend and
 * Telnyx SDKs, or the dev outbox without keys) are given by the runtime that runs the jobs, the only code that
 * sends: the Node runtime (one process) and the jobs Worker (wrangler.jobs.toml). The Worker that answers requests
 * only enqueues, so it passes `sentByJobsWorker` and uploads without the SDKs (README "Worker bundle").
 */
export type MessageSenders = (db: Db, env: EnvVars, config: Config) => { mailer: Mailer; sms: SmsSender };

/**
 * The request Worker's senders: it never sends (every email and SMS is a queued job, run by the jobs Worker), so a
 * send reaching it is a bug, refused loudly (the job fails and is retried by the queue) instead of lost.
 */
export const sentByJobsWorker: MessageSenders = () => {
  const refuse = async (): Promise<never> => {
    throw new Error('This Worker only enqueues messages: the jobs Worker (wrangler.jobs.toml) sends them');
  };
  return { mailer: { send: refuse }, sms: { send: refuse } };
};

/** The runtime's services; email and SMS through `senders` (providers when keys are set, the dev outbox otherwise). */
export function createServices(args: {
  db: Db;
  env: EnvVars;
  hasher: PasswordHasher;
  queue: JobQueue;
  fallbackUrl: string;
  senders: MessageSenders;
  now?: () => Date;
}): Services {
  const { db, env } = args;
  const config = configFrom(env, args.fallbackUrl);
  // The Worker's vars are not in process.env: both runtimes give the level here.
  if (env.LOG_LEVEL) configureLog({ level: env.LOG_LEVEL });
  return {
    config,
    hasher: args.hasher,
    queue: args.queue,
    now: args.now ?? (() => new Date()),
    ...args.senders(db, env, config),
  };
}
