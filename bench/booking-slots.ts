// bench:booking, the bookings' generator: start times no two of which overlap, so that 20 connections
// booking at once never ask for the same time. Read from the page's own slots call (62 days per call)
// over the whole horizon; each date is given to one service (the 30-minute cut and the 45-minute beard
// trim in turn) and its offered starts are taken greedily, each at or after the end of the one before.
import { addDays } from '../packages/api/src/shared/zoned';
import type { BookingBusiness } from './booking-seed';

const CHUNK_DAYS = 62;

interface Slot {
  start_at: string;
  date: string;
}

async function slotsOf(origin: string, slug: string, serviceId: string, from: string, to: string): Promise<Slot[]> {
  const url = `${origin}/api/v1/online-booking/${slug}/slots?service_id=${serviceId}&from=${from}&to=${to}`;
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { slots: Slot[] } }).data.slots;
}

export interface BookingRequest {
  service_id: string;
  start_at: string;
}

/** Non-overlapping bookings from tomorrow to the horizon's end, in time order. */
export async function distinctBookings(origin: string, slug: string, b: BookingBusiness, horizonDays: number) {
  const services = [b.cut, b.beard];
  const byDate = new Map<string, Map<string, Slot[]>>();
  for (let d = 1; d <= horizonDays; d += CHUNK_DAYS) {
    const from = addDays(b.today, d);
    const to = addDays(b.today, Math.min(horizonDays, d + CHUNK_DAYS - 1));
    for (const service of services) {
      for (const slot of await slotsOf(origin, slug, service, from, to)) {
        const day = byDate.get(slot.date) ?? new Map<string, Slot[]>();
        day.set(service, [...(day.get(service) ?? []), slot]);
        byDate.set(slot.date, day);
      }
    }
  }
  const picked: BookingRequest[] = [];
  [...byDate.keys()].sort().forEach((date, i) => {
    const service = services[i % services.length] as string;
    const minutes = b.durations[service] as number;
    let free = 0;
    for (const slot of byDate.get(date)?.get(service) ?? []) {
      const start = Date.parse(slot.start_at);
      if (start < free) continue;
      picked.push({ service_id: service, start_at: slot.start_at });
      free = start + minutes * 60_000;
    }
  });
  return picked;
}
