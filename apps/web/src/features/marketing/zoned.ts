/** Wall-clock date and time in an IANA zone ↔ UTC instants (Intl only), for the wizard's "schedule at". */
import { zonedFormat } from '../../lib/format';

function partsIn(ms: number, timeZone: string): Record<string, number> {
  const parts = zonedFormat('en-GB', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const out: Record<string, number> = {};
  for (const p of parts) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/** "2026-03-05" + "09:30" in `timeZone` → an ISO instant (UTC); null when either is not a valid value. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  try {
    // Two passes settle the offset on either side of a DST change.
    let ms = wall - offsetAt(wall, timeZone);
    ms = wall - offsetAt(ms, timeZone);
    return new Date(ms).toISOString();
  } catch {
    return null;
  }
}

const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');

/** An instant as the zone's "YYYY-MM-DD" and "HH:MM" (the form's fields when editing). */
export function zonedParts(iso: string, timeZone: string): { date: string; time: string } {
  const p = partsIn(new Date(iso).getTime(), timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Today (plus `days`) in the zone as "YYYY-MM-DD". */
export function zonedToday(timeZone: string, days = 0, now = Date.now()): string {
  return zonedParts(new Date(now + days * 86_400_000).toISOString(), timeZone).date;
}
