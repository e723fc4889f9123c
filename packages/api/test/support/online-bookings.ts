import { onlineBookings } from '@kairos/db';
import { type Harness, messagesOff, type registerOwner } from './harness';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** A one-part service's body for POST /services. */
export const serviceBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 60, type: 'block' }],
  colour: '#2563eb',
  price: 3000,
  ...extra,
});

/** A business with a client and an appointment, as the booking page would leave them. */
export async function bookedOnline(
  h: Harness,
  o: Owner,
  extra: Partial<typeof onlineBookings.$inferInsert> = {},
  first_name = 'Iryna',
  date = '2026-12-15',
) {
  const c = o.client;
  // It stands for a booking made on the booking page, which never sends the owner's own confirmation.
  await messagesOff(h, o.user.business.id);
  const serviceId = (await c.post('/api/v1/services', serviceBody('Cut', { deposit: 1000 }))).body.data.id as string;
  const clientId = (await c.post('/api/v1/clients', { first_name, last_name: 'Bondar' })).body.data.id as string;
  const made = await c.post('/api/v1/appointments', {
    type: 'appointment',
    service_id: serviceId,
    client_ids: [clientId],
    date,
    start_time: '10:00',
  });
  if (made.status !== 200) throw new Error(`appointment: ${JSON.stringify(made.body)}`);
  const appt = made.body.data;
  const [row] = await h.db
    .insert(onlineBookings)
    .values({
      business_id: o.user.business.id,
      kind: 'appointment',
      status: 'confirmed',
      client_id: clientId,
      appointment_id: appt.id,
      item_id: serviceId,
      item_name: 'Cut',
      start_at: new Date(appt.start_at),
      end_at: new Date(appt.end_at),
      amount_due: 1000,
      currency: 'GBP',
      manage_token_hash: `hash-${Math.random()}`,
      locale: 'en',
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no online booking');
  return { booking: row, appointmentId: appt.id as string, clientId, serviceId };
}
