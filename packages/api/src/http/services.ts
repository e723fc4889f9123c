import type { Db } from '@kairos/db';
import type { PasswordHasher } from '../core/password';
import type { Config, JobQueue, Services } from '../core/services';
import { outboxMailer, outboxSms, resendMailer, telnyxSms, unconfigured } from '../mail/providers';

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
}

export function configFrom(env: EnvVars, fallbackUrl: string): Config {
  const appEnv = env.APP_ENV === 'production' || env.APP_ENV === 'test' ? env.APP_ENV : 'development';
  return {
    env: appEnv,
    version: env.BUILD_HASH || 'dev',
    appUrl: (env.APP_URL || fallbackUrl).replace(/\/$/, ''),
    devOutbox: appEnv !== 'production' && !env.RESEND_API_KEY,
    emailFrom: env.EMAIL_FROM || 'Kairos <no-reply@kairos.local>',
    registerLimitPerHour: Math.max(1, Number(env.REGISTER_LIMIT_PER_HOUR) || 20),
  };
}

/** Providers when keys are set, the dev outbox otherwise. */
export function createServices(args: {
  db: Db;
  env: EnvVars;
  hasher: PasswordHasher;
  queue: JobQueue;
  fallbackUrl: string;
  now?: () => Date;
}): Services {
  const { db, env } = args;
  const config = configFrom(env, args.fallbackUrl);
  return {
    config,
    hasher: args.hasher,
    queue: args.queue,
    now: args.now ?? (() => new Date()),
    mailer: env.RESEND_API_KEY
      ? resendMailer(db, { apiKey: env.RESEND_API_KEY, from: config.emailFrom, baseUrl: env.RESEND_BASE_URL })
      : config.env === 'production'
        ? unconfigured('email', 'RESEND_API_KEY')
        : outboxMailer(db),
    sms: env.TELNYX_API_KEY
      ? telnyxSms(db, { apiKey: env.TELNYX_API_KEY, from: env.SMS_FROM || 'Kairos', baseURL: env.TELNYX_BASE_URL })
      : config.env === 'production'
        ? unconfigured('sms', 'TELNYX_API_KEY')
        : outboxSms(db),
  };
}
