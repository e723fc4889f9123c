import { zoomMeetings } from '@kairos/db';
import { expect } from 'vitest';
import { saveZoomConnection } from '../../src/zoom/store';
import type { Cases, TenancyWorld } from './world';

const tokens = { access_token: 'at', refresh_token: 'rt', expires_in: 3600 };

/** B and A have Zoom connected (rows written directly: the world's server has no Zoom app); B's appointment has a meeting. */
export async function seed(t: TenancyWorld) {
  const { db, services, clock } = t.h;
  const b = t.b.user.business.id;
  await saveZoomConnection(db, services.config, b, { id: 'zoom-b', email: 'b@zoom.example' }, tokens, clock.now);
  await saveZoomConnection(
    db,
    services.config,
    t.a.user.business.id,
    { id: 'zoom-a', email: 'a@zoom.example' },
    tokens,
    clock.now,
  );
  if (t.ids['appt.live'])
    await db
      .insert(zoomMeetings)
      .values({ appointment_id: t.ids['appt.live'], business_id: b, meeting_id: '111', status: 'active' });
}

const status = (o: TenancyWorld['a']) => o.client.get('/api/v1/integrations/zoom');
const xsrf = (o: TenancyWorld['a']) => ({ 'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? '') });

/** Cross-tenant and unauthenticated cases for the zoom area (issue 15). */
export const cases = (t: TenancyWorld): Cases => ({
  'zoom.status': async () => {
    expect((await status(t.a)).body.data.account_email).not.toBe('b@zoom.example');
    expect((await status(t.b)).body.data.account_email).toBe('b@zoom.example');
    // B's appointment (with its meeting) through A's update asking for a meeting: NOT_FOUND, B's meeting untouched.
    await t.notFoundForA('PUT', `/api/v1/appointments/${t.ids['appt.live']}`, {
      type: 'appointment',
      service_id: t.ids['appt.service'],
      client_ids: [t.bClientId],
      date: '2026-12-15',
      start_time: '11:00',
      zoom_meeting: true,
    });
    const rows = await t.h.db.select().from(zoomMeetings);
    expect(rows.map((r) => [r.business_id, r.meeting_id])).toEqual([[t.b.user.business.id, '111']]);
  },
  'zoom.connect': async () => {
    // The world's server has no Zoom app: refused, and B's connection is untouched whatever A sends.
    const res = await t.a.client.post('/api/v1/integrations/zoom/connect', { business_id: t.b.user.business.id });
    expect(res.status).toBe(412);
    expect((await status(t.b)).body.data.connected).toBe(true);
  },
  'zoom.disconnect': async () => {
    const res = await t.a.client.get('/api/v1/integrations/zoom/disconnect', xsrf(t.a));
    expect(res.status).toBe(200);
    expect(res.body.data.connected).toBe(false);
    expect((await status(t.b)).body.data).toMatchObject({ connected: true, account_email: 'b@zoom.example' });
  },
});
