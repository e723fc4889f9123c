import { jobs, messages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runScheduled } from '../src/jobs/cron';
import { runWaitlist } from '../src/waitlist/engine';
import { WAITLIST_QUEUE } from '../src/waitlist/kick';
import { pageBusiness, visitor } from './support/booking-page';
import { waitlistWorld } from './support/waitlist-world';

// The waitlist's immediate run (waitlist/kick.ts, docs/DECISIONS.md "What frees a place"): a freeing write queues a
// run for the dates it freed, which races the cron without a second offer.
const { world, base, offersOf, offerMails, waitlistJobs, fullSessionWithWaiters } = waitlistWorld();

describe('waitlist: the immediate run', () => {
  it('a cancellation queues a run that offers the place without the cron; the run and the cron racing make one offer each', async () => {
    const waiters = Array.from({ length: 6 }, (_, i) => `i${i}@example.com`);
    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '10:00', waiters);
    expect(await waitlistJobs()).toHaveLength(0);
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    const queued = await waitlistJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toMatchObject({ business_id: s.a.businessId, dates: ['2026-12-15'] });
    // The queued run (drained: as the Node poller or the Workers' consumer delivers it) races 3 crons and 3 more runs.
    const reports = await Promise.all([
      world.h.drain().then(() => null),
      ...[0, 1, 2].map(() => runScheduled(world.h.deps, world.h.clock.now).then((r) => r.waitlist)),
      ...[0, 1, 2].map(() =>
        runWaitlist(world.h.deps, world.h.clock.now, { business_id: s.a.businessId, dates: ['2026-12-15'] }),
      ),
    ]);
    const offers = await offersOf(s.a);
    expect(offers).toHaveLength(6);
    expect(new Set(offers.map((o) => o.entry_id)).size).toBe(6);
    expect(offers.every((o) => o.state === 'open')).toBe(true);
    expect(reports.reduce((n, r) => n + (r?.offers_made ?? 0), 0)).toBeLessThanOrEqual(6);
    for (const x of waiters) expect(await offerMails(x)).toHaveLength(1);
    const paid = (await world.h.db.select().from(messages).where(eq(messages.business_id, s.a.businessId))).filter((m) =>
      m.dedupe_key?.startsWith('waitlist:offer:'),
    );
    expect(paid).toHaveLength(6);
  });

  it('the run reads only the dates the write freed; a business with nobody waiting queues nothing', async () => {
    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '10:00', ['d1@example.com']);
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    await world.h.db.delete(jobs).where(eq(jobs.queue, WAITLIST_QUEUE));
    expect(
      (await runWaitlist(world.h.deps, world.h.clock.now, { business_id: s.a.businessId, dates: ['2026-12-16'] })).offers_made,
    ).toBe(0);
    expect(
      (await runWaitlist(world.h.deps, world.h.clock.now, { business_id: s.a.businessId, dates: ['2026-12-15'] })).offers_made,
    ).toBe(1);
    const quiet = await pageBusiness(world.h, 'Studio Nobody');
    const block = await quiet.client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Away',
      date: '2026-12-16',
      start_time: '09:00',
      duration_minutes: 60,
    });
    expect((await quiet.client.del(`/api/v1/appointments/${block.body.data.id}`)).status).toBe(200);
    expect(await waitlistJobs()).toHaveLength(0);
  });

  it('the owner’s writes queue it too: freed day time, longer hours, more spaces on a class', async () => {
    const a = await pageBusiness(world.h, 'Studio Writes', { service: { deposit: 0 } });
    const block = await a.client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Away',
      date: '2026-12-16',
      start_time: '00:00',
      duration_minutes: 24 * 60 - 1,
    });
    const w = visitor(world.h, a.businessId, 'day2@example.com');
    expect(
      (
        await w.post(`${base(a)}/waitlist`, {
          kind: 'day',
          service_id: a.service,
          date: '2026-12-16',
          channel: 'email',
          first_name: 'D',
          last_name: 'Ay',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await a.client.put(`/api/v1/appointments/${block.body.data.id}/time`, {
          date: '2026-12-16',
          start_time: '00:00',
          duration_minutes: 600,
        })
      ).status,
    ).toBe(200);
    expect((await waitlistJobs()).map((j) => j.payload)).toEqual([{ business_id: a.businessId, dates: ['2026-12-16'] }]);
    await world.h.drain();
    expect(await offerMails('day2@example.com')).toHaveLength(1);

    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '10:00', ['sp@example.com']);
    const cls = (await s.a.client.get(`/api/v1/classes`)).body.data[0];
    const more = await s.a.client.put(`/api/v1/classes/${cls.id}`, {
      name: 'Yoga',
      spaces: 2,
      limit_spaces: true,
      online_booking: true,
    });
    expect(more.status).toBe(200);
    const runs = (await waitlistJobs()).filter((j) => (j.payload as { business_id: string }).business_id === s.a.businessId);
    expect(runs).toHaveLength(1);
    await world.h.drain();
    expect(await offerMails('sp@example.com')).toHaveLength(1);
    const hours = await s.a.client.put('/api/v1/user/business-time-settings/3', {
      enabled: true,
      start_minute: 480,
      end_minute: 1200,
    });
    expect(hours.status).toBe(200);
    expect(
      (await waitlistJobs()).filter(
        (j) => j.status !== 'done' && (j.payload as { business_id: string }).business_id === s.a.businessId,
      ),
    ).toHaveLength(0); // nobody waiting any more (the one client was offered): nothing queued
  });
});
