/**
 * `@kairos/api/senders`: the email and SMS providers for the runtimes that run jobs, the only code that sends:
 * the Node runtime (one process) and the jobs Worker (wrangler.jobs.toml). Not exported from the package's main
 * entry, so the Worker that answers requests uploads without the Resend and Telnyx SDKs (README "Worker bundle").
 */
import { outboxMailer, outboxSms, resendMailer, telnyxSms, unconfigured } from '../mail/providers';
import type { MessageSenders } from './services';

/** Resend and Telnyx when their keys are set, refused in production without them, the dev outbox otherwise. */
export const providerSenders: MessageSenders = (db, env, config) => ({
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
});
