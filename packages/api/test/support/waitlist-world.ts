import { jobs, waitlistEntries, waitlistOffers } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect } from 'vitest';
import { appendEntry } from '../../src/credits/ledger';
import { WAITLIST_QUEUE } from '../../src/waitlist/kick';
import { onlineSession, pageBusiness, visitor } from './booking-page';
import { type Harness, makeHarness } from './harness';
import { emailsTo } from './mail';

/**
 * The waitlist's world on a real libSQL database for the quiet-hours, setting and immediate-run tests: a fresh
 * harness per test (`w.h`), a page whose one-space session is full with clients waiting, and reads of its offers,
 * entries, offer emails and queued runs.
 */
export function waitlistWorld() {
  const w = {} as { h: Harness };
  beforeEach(async () => {
    w.h = await makeHarness();
  });
  afterEach(() => w.h.close());

  type Page = Awaited<ReturnType<typeof pageBusiness>>;
  const base = (a: Page) => `/api/v1/online-booking/${a.slug}`;
  const at = (iso: string) => {
    w.h.clock.now = new Date(iso);
  };
  const offersOf = (a: Page) => w.h.db.select().from(waitlistOffers).where(eq(waitlistOffers.business_id, a.businessId));
  const entriesOf = (a: Page) => w.h.db.select().from(waitlistEntries).where(eq(waitlistEntries.business_id, a.businessId));
  const offerMails = async (to: string) => (await emailsTo(w.h, to)).filter((m) => m.body_text.includes('waitlist='));
  const waitlistJobs = async () =>
    (await w.h.db.select().from(jobs).where(eq(jobs.queue, WAITLIST_QUEUE))).map((j) => ({
      ...j,
      payload: JSON.parse(j.payload),
    }));

  /** A page whose one-space session on `date` at `time` is taken by a booker, and `waiters` waiting for it. */
  async function fullSessionWithWaiters(timezone: string, date: string, time: string, waiters: string[]) {
    const a = await pageBusiness(w.h, `Studio ${timezone}`, { timezone, settings: { cancel_notice_hours: 0, notice_hours: 1 } });
    const { sessionId } = await onlineSession(a, 1, date, time);
    const booker = visitor(w.h, a.businessId, `booker-${timezone.length}@example.com`);
    const booked = await booker.post(`${base(a)}/bookings`, {
      kind: 'class',
      session_id: sessionId,
      first_name: 'Bo',
      last_name: 'Oker',
    });
    expect(booked.status).toBe(200);
    await appendEntry(w.h.db, {
      businessId: a.businessId,
      channel: 'email',
      reason: 'admin_adjustment',
      delta: 100,
      now: w.h.clock.now,
    });
    for (const x of waiters) {
      const joined = await visitor(w.h, a.businessId, x).post(`${base(a)}/waitlist`, {
        kind: 'class',
        session_id: sessionId,
        channel: 'email',
        first_name: 'Wai',
        last_name: 'Ter',
      });
      expect(joined.status).toBe(200);
    }
    return { a, sessionId, booker, manage: booked.body.data.manage_token as string };
  }

  return { world: w, base, at, offersOf, entriesOf, offerMails, waitlistJobs, fullSessionWithWaiters };
}
