import { appointmentClients, appointments } from '@kairos/db';
import { expect } from 'vitest';
import type { OutgoingEmail } from '../src/core/services';
import { grant } from '../src/credits/ledger';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** A business with a marketing-ready toolkit: clients by API, visits written straight in, credits granted. */
export async function marketingOwner(h: Harness, overrides: Record<string, unknown> = {}) {
  const o = await registerOwner(h, { business_name: 'Glow Studio', ...overrides });
  const businessId = o.user.business.id;
  const addClient = async (first_name: string, fields: Record<string, unknown> = {}) => {
    const res = await o.client.post('/api/v1/clients', { first_name, last_name: 'Test', marketing_messages: true, ...fields });
    if (res.status !== 200) throw new Error(`client: ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const addService = async (name: string) =>
    (
      await o.client.post('/api/v1/services', {
        name,
        type: 'single',
        parts: [{ title: name, duration_minutes: 30, type: 'block' }],
        colour: '#2563eb',
        price: 3000,
      })
    ).body.data.id as string;
  const addLocation = async (title: string) =>
    (await o.client.post('/api/v1/locations', { title, city: 'Leeds' })).body.data.id as string;
  const visit = async (
    clientId: string,
    startIso: string,
    extra: { service_id?: string; location_id?: string; cancelled?: boolean } = {},
  ) => {
    const id = crypto.randomUUID();
    const start = new Date(startIso);
    await h.db.insert(appointments).values({
      id,
      business_id: businessId,
      type: 'appointment',
      service_id: extra.service_id ?? null,
      location_id: extra.location_id ?? null,
      start_at: start,
      end_at: new Date(start.getTime() + 30 * 60_000),
      parts: [],
      currency: 'GBP',
    });
    await h.db.insert(appointmentClients).values({
      appointment_id: id,
      client_id: clientId,
      business_id: businessId,
      status: extra.cancelled ? 'cancelled' : 'pending',
    });
    return id;
  };
  const credits = (channel: 'email' | 'sms', amount: number) =>
    grant(h.db, { businessId, channel, reason: 'bundle', amount, referenceId: crypto.randomUUID(), now: h.clock.now });
  /** `n` clients `<prefix>0..` with emails `<prefix>i@example.com`. */
  const emailClients = async (n: number, prefix = 'c') => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(await addClient(`${prefix}${i}`, { email: `${prefix}${i}@example.com` }));
    return ids;
  };
  const createCampaign = async (body: Record<string, unknown>) => {
    const res = await o.client.post('/api/v1/marketing', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  };
  return { ...o, businessId, addClient, addService, addLocation, visit, credits, emailClients, createCampaign };
}
export type MarketingOwner = Awaited<ReturnType<typeof marketingOwner>>;

export const emailCampaign = (fields: Record<string, unknown> = {}) => ({
  name: 'Winter offer',
  channel: 'email',
  subject: 'Hello {client_name}',
  text: 'Dear {client_name}, {business} has 20% off this week.',
  filters: { all_clients: true },
  ...fields,
});
export const smsCampaign = (fields: Record<string, unknown> = {}) => ({
  name: 'SMS offer',
  channel: 'sms',
  text: 'Hi {client_name}, 20% off at {business} this week!',
  filters: { all_clients: true },
  ...fields,
});

/** Records the campaign emails handed to the mailer (not the owner's own account emails). */
export function campaignMailSpy(h: Harness): OutgoingEmail[] {
  const sent: OutgoingEmail[] = [];
  const send = h.services.mailer.send.bind(h.services.mailer);
  h.services.mailer.send = (e) => {
    if (e.headers?.['List-Unsubscribe']) sent.push(e);
    return send(e);
  };
  return sent;
}

/** A fresh harness, a marketing owner in it and the spy on its campaign emails: each marketing test file's world. */
export async function marketingWorld() {
  const h = await makeHarness();
  const o = await marketingOwner(h);
  return { h, o, sent: campaignMailSpy(h) };
}
