/**
 * A calendar file (RFC 5545) for one booking, attached to the client's confirmation: one VEVENT with
 * UTC times, every text value escaped (\ ; , and line breaks), lines folded at 75 octets on UTF-8
 * character boundaries, CRLF line ends. Pure: the caller gives every value, including the stamp.
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  /** When this version of the event was made (DTSTAMP); also orders versions (SEQUENCE). */
  stamp: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  cancelled?: boolean;
}

/** TEXT value escaping (RFC 5545 3.3.11); other control characters are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

const encoder = new TextEncoder();

/** Folds one content line: at most 75 octets per physical line, never splitting a character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-11-22T10:00:00.000Z → 20261122T100000Z */
export const icsTime = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Seconds since 2024: grows with every new version of the same booking's event. */
const sequenceOf = (stamp: Date) => Math.max(0, Math.floor((stamp.getTime() - Date.UTC(2024, 0, 1)) / 1000));

/** Removes anything that could end a property early in a value that is not TEXT (UID, URL). */
const bare = (value: string) => value.replace(/[\p{Cc}\s;,]/gu, '');

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kairos//Online booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${bare(event.uid)}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `SEQUENCE:${sequenceOf(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.location ? `LOCATION:${escapeText(event.location)}` : null,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    event.url ? `URL:${bare(event.url)}` : null,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines
    .filter((l): l is string => l !== null)
    .map(foldLine)
    .join('\r\n')}\r\n`;
}
