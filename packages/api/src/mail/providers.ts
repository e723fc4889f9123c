import { type Db, type OutboxAttachment, outboxMessages } from '@kairos/db';
import { Resend } from 'resend';
import Telnyx from 'telnyx';
import { fromBase64 } from '../core/files';
import type { EmailAttachment, Mailer, OutgoingEmail, OutgoingSms, SmsSender } from '../core/services';

async function record(db: Db, row: typeof outboxMessages.$inferInsert): Promise<string> {
  const [saved] = await db.insert(outboxMessages).values(row).returning({ id: outboxMessages.id });
  return saved?.id ?? '';
}

/** What the outbox keeps of an email's files: the bytes too when it is the transport (so /dev/outbox can offer them). */
function kept(attachments: EmailAttachment[] | undefined, withBytes: boolean): OutboxAttachment[] | null {
  if (!attachments?.length) return null;
  return attachments.map((a) => ({
    filename: a.filename,
    content_type: a.content_type,
    size: fromBase64(a.content_base64).length,
    content_base64: withBytes ? a.content_base64 : null,
  }));
}

/** No key: the message is stored in the outbox for a person to read at /dev/outbox. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(e) {
      const id = await record(db, {
        business_id: e.business_id ?? null,
        channel: 'email',
        to: e.to,
        subject: e.subject,
        body_text: e.text,
        body_html: e.html,
        attachments: kept(e.attachments, true),
        provider: 'outbox',
      });
      return { id, provider: 'outbox' };
    },
  };
}

export function outboxSms(db: Db): SmsSender {
  return {
    async send(s) {
      const id = await record(db, {
        business_id: s.business_id ?? null,
        channel: 'sms',
        to: s.to,
        body_text: s.text,
        provider: 'outbox',
      });
      return { id, provider: 'outbox' };
    },
  };
}

/** A subject or header value on one line: a typed line break never starts a header of its own. */
const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim();
const safeHeaders = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.replace(/[^A-Za-z0-9-]/g, ''), oneLine(v)]));

/** The Resend SDK; `baseUrl` points it at a local fake of Resend's HTTP API in tests. */
export function resendMailer(db: Db, opts: { apiKey: string; from: string; baseUrl?: string }): Mailer {
  const resend = new Resend(opts.apiKey, opts.baseUrl ? { baseUrl: opts.baseUrl } : undefined);
  return {
    async send(e: OutgoingEmail) {
      const { data, error } = await resend.emails.send(
        {
          from: opts.from,
          to: e.to,
          subject: oneLine(e.subject),
          text: e.text,
          html: e.html,
          ...(e.headers && Object.keys(e.headers).length ? { headers: safeHeaders(e.headers) } : {}),
          ...(e.attachments?.length
            ? {
                attachments: e.attachments.map((a) => ({
                  filename: a.filename,
                  content: a.content_base64,
                  contentType: a.content_type,
                })),
              }
            : {}),
        },
        e.idempotencyKey ? { idempotencyKey: e.idempotencyKey } : undefined,
      );
      if (error || !data) throw new Error(`Resend refused the email: ${error?.message ?? 'no data'}`);
      await record(db, {
        business_id: e.business_id ?? null,
        channel: 'email',
        to: e.to,
        subject: e.subject,
        body_text: e.text,
        body_html: e.html,
        attachments: kept(e.attachments, false),
        provider: 'resend',
        provider_message_id: data.id,
      });
      return { id: data.id, provider: 'resend' };
    },
  };
}

/**
 * The Telnyx SDK; `baseURL` points it at a local fake in tests. Its own retries are off: a failed send is
 * retried by the queue, with backoff, counted in messages.attempts (mail/client-messages.ts).
 */
export function telnyxSms(db: Db, opts: { apiKey: string; from: string; baseURL?: string }): SmsSender {
  const telnyx = new Telnyx({ apiKey: opts.apiKey, maxRetries: 0, ...(opts.baseURL ? { baseURL: opts.baseURL } : {}) });
  return {
    async send(s: OutgoingSms) {
      const res = await telnyx.messages.send({ from: opts.from, to: s.to, text: s.text });
      const id = res.data?.id ?? '';
      await record(db, {
        business_id: s.business_id ?? null,
        channel: 'sms',
        to: s.to,
        body_text: s.text,
        provider: 'telnyx',
        provider_message_id: id,
      });
      return { id, provider: 'telnyx' };
    },
  };
}

/** Production without a provider key: refuse loudly (the job fails and is retried) rather than hide mail in a table. */
export function unconfigured(kind: 'email' | 'sms', variable: string): Mailer & SmsSender {
  return {
    async send() {
      throw new Error(`Cannot send ${kind}: ${variable} is not set (APP_ENV=production)`);
    },
  } as Mailer & SmsSender;
}
