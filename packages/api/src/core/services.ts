import type { AuthCache } from './auth-cache';
import type { PasswordHasher } from './password';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  business_id?: string | null;
  /** Passed to the provider so a retried send is not delivered twice. */
  idempotencyKey?: string;
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
  /** Mail and SMS go to the in-app outbox (no provider keys, not production). */
  devOutbox: boolean;
  emailFrom: string;
  /** Sign-ups allowed per address per hour (REGISTER_LIMIT_PER_HOUR, default 20). */
  registerLimitPerHour: number;
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
}
