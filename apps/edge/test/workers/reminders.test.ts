/**
 * Reminders in workerd (Miniflare 4): the jobs Worker's Cron Trigger (scheduled) finds the due reminder and
 * queues it on the JOBS queue; the Queue consumer renders it and queues the SMS, which the consumer sends to
 * the dev outbox. Against a real SQLite database over Hrana, as production reaches Turso. A second cron
 * run sends nothing more.
 */
import type { FetcherScheduledOptions, FetcherScheduledResult } from '@cloudflare/workers-types/experimental/index';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HranaServer } from '../../../../test-support/hrana-server';
import { absorb, cookieHeader, eventually, JOBS_WORKER, ORIGIN, QUEUED, startWorker, type TestWorker } from './support';

let started: TestWorker | undefined;
let hrana: HranaServer;
let mf: Miniflare;

beforeAll(async () => {
  started = await startWorker(QUEUED);
  ({ mf, hrana } = started);
}, 90_000);

afterAll(async () => {
  await started?.dispose();
});

type Row = Record<string, unknown>;
const all = (sql: string, ...args: unknown[]) => hrana.db.prepare(sql).all(args) as Row[];
const jar = new Map<string, string>();

/** A JSON request as the signed-in owner's browser makes it (CSRF header, cookie jar). */
async function call(method: string, path: string, body?: unknown) {
  if (!jar.has('XSRF-TOKEN')) absorb(jar, await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
  const res = await mf.dispatchFetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      cookie: cookieHeader(jar),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  absorb(jar, res);
  const json = (await res.json()) as { data: { id: string; business?: { id: string } } };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data;
}

const PHONE = '+447700900777';
const HOUR = 3_600_000;

describe('reminders (workerd): Cron Trigger → Queue consumer → SMS', () => {
  it('sends one reminder for an appointment within the lead time, and only one on the next run', async () => {
    const user = await call('POST', '/api/register', {
      first_name: 'Olena',
      last_name: 'Koval',
      business_name: 'Worker Studio',
      email: 'reminders@worker.test',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      timezone: 'Europe/London',
      locale: 'en',
    });
    const businessId = user.business?.id as string;
    const client = await call('POST', '/api/v1/clients', { first_name: 'Wanda', last_name: 'Test', phone: PHONE });
    const service = await call('POST', '/api/v1/services', {
      name: 'Massage',
      type: 'single',
      parts: [{ title: 'Massage', duration_minutes: 60, type: 'block' }],
      colour: '#2563eb',
      price: 4000,
    });
    // Tomorrow, 20 hours from now (the worker's clock is the real one), booked long before its reminder was due.
    const start = new Date(Date.now() + 20 * HOUR);
    const appt = await call('POST', '/api/v1/appointments', {
      type: 'appointment',
      service_id: service.id,
      client_ids: [client.id],
      date: start.toISOString().slice(0, 10),
      start_time: '00:00',
      allow_overlap: true,
    });
    hrana.db
      .prepare('UPDATE appointments SET start_at = ?, end_at = ?, created_at = ? WHERE id = ?')
      .run([start.getTime(), start.getTime() + HOUR, Date.now() - 2 * 24 * HOUR, appt.id]);
    hrana.db
      .prepare(
        'INSERT INTO notification_settings (business_id, channel, reminder_enabled, reminder_lead_minutes, updated_at) VALUES (?, ?, 1, 1440, ?)',
      )
      .run([businessId, 'sms', Date.now()]);

    const worker = (await mf.getWorker(JOBS_WORKER)) as unknown as {
      scheduled(o?: FetcherScheduledOptions): Promise<FetcherScheduledResult>;
    };
    expect((await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() })).outcome).toBe('ok');
    const sent = await eventually(() => {
      const rows = all('SELECT body_text FROM outbox_messages WHERE "to" = ?', PHONE);
      return rows.length > 0 && rows;
    }, 'the reminder SMS in the outbox');
    expect(String(sent[0]?.body_text)).toContain('Wanda');
    expect(String(sent[0]?.body_text)).toContain('Massage');
    await eventually(
      () =>
        all(
          "SELECT id FROM messages WHERE appointment_id = ? AND type = 'reminder' AND channel = 'sms' AND status = 'sent'",
          appt.id,
        ).length === 1,
      'the message marked sent',
    );

    // The next cron run (and a second one at once) finds it already sent.
    await Promise.all([
      worker.scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() }),
      worker.scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() }),
    ]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(all('SELECT id FROM outbox_messages WHERE "to" = ?', PHONE)).toHaveLength(1);
    expect(
      all("SELECT id FROM messages WHERE appointment_id = ? AND type = 'reminder' AND channel = 'sms'", appt.id),
    ).toHaveLength(1);
    // Email reminders are on for a new business; the client has no email address, so that one is recorded as not
    // sent (once, with its reason) instead of being dropped.
    expect(
      all("SELECT status, failure FROM messages WHERE appointment_id = ? AND type = 'reminder' AND channel = 'email'", appt.id),
    ).toEqual([{ status: 'error', failure: 'no_address' }]);
    expect(
      all("SELECT id FROM credit_entries WHERE business_id = ? AND reason = 'message' AND channel = 'sms'", businessId),
    ).toHaveLength(1);
  }, 60_000);
});
