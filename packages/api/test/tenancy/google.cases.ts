import { externalBusy, googleConnections } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { saveGoogleConnection } from '../../src/google/store';
import type { Cases, TenancyWorld } from './world';

const tokens = { access_token: 'at', refresh_token: 'rt', expires_in: 3600 };

/** B has Google Calendar connected with a picked calendar and a busy time (rows written directly: no Google app here). */
export async function seed(t: TenancyWorld) {
  const { db, services, clock } = t.h;
  const b = t.b.user.business.id;
  await saveGoogleConnection(db, services.config, b, 'b@gmail.example', tokens, clock.now);
  await db
    .update(googleConnections)
    .set({ busy_calendar_ids: ['b@gmail.example'], write_calendar_id: 'b@gmail.example' })
    .where(eq(googleConnections.business_id, b));
  await db.insert(externalBusy).values({
    business_id: b,
    source: 'google',
    calendar_id: 'b@gmail.example',
    source_id: 'evB',
    start_at: new Date('2026-12-15T10:00:00Z'),
    end_at: new Date('2026-12-15T11:00:00Z'),
  });
}

const status = (o: TenancyWorld['a']) => o.client.get('/api/v1/integrations/google');
const xsrf = (o: TenancyWorld['a']) => ({ 'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? '') });

async function bUntouched(t: TenancyWorld) {
  expect((await status(t.b)).body.data).toMatchObject({
    connected: true,
    account_email: 'b@gmail.example',
    busy_calendar_ids: ['b@gmail.example'],
    write_calendar_id: 'b@gmail.example',
    last_synced_at: null,
  });
  const busy = await t.h.db.select().from(externalBusy).where(eq(externalBusy.business_id, t.b.user.business.id));
  expect(busy.map((r) => r.source_id)).toEqual(['evB']);
}

/** Cross-tenant cases for Google Calendar (issue 28). */
export const cases = (t: TenancyWorld): Cases => ({
  'google.status': async () => {
    expect((await status(t.a)).body.data).toMatchObject({ connected: false, account_email: null, busy_calendar_ids: [] });
    await bUntouched(t);
  },
  'google.connect': async () => {
    // No Google app on the world's server: refused, whatever A sends.
    const res = await t.a.client.post('/api/v1/integrations/google/connect', { business_id: t.b.user.business.id });
    expect(res.status).toBe(412);
    await bUntouched(t);
  },
  'google.disconnect': async () => {
    const res = await t.a.client.get('/api/v1/integrations/google/disconnect', xsrf(t.a));
    expect(res.status).toBe(200);
    expect(res.body.data.connected).toBe(false);
    await bUntouched(t);
  },
  'google.calendars': async () => {
    // A has no connection of its own: never B's calendars.
    expect((await t.a.client.get('/api/v1/integrations/google/calendars')).status).toBe(422);
  },
  'google.saveCalendars': async () => {
    const res = await t.a.client.put('/api/v1/integrations/google/calendars', {
      busy_calendar_ids: [],
      write_calendar_id: null,
      business_id: t.b.user.business.id,
    });
    expect(res.status).toBe(422);
    await bUntouched(t);
  },
  'google.sync': async () => {
    expect((await t.a.client.post('/api/v1/integrations/google/sync', { business_id: t.b.user.business.id })).status).toBe(422);
    await bUntouched(t);
  },
});
