/**
 * RFC 5545 text: escaping, content lines folded at 75 octets, and date-time values. Nothing here knows Kairos;
 * render.ts composes the feed from these.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break (CRLF, CR, LF, and
 * the Unicode separators) as `\n`, other control characters dropped. A name holding "\r\nBEGIN:VEVENT" stays text.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    .replace(CONTROL, '');
}

/**
 * A content line folded so no line exceeds 75 octets (RFC 5545 3.1): each continuation starts with one space,
 * and a break never falls inside a UTF-8 sequence (the fold goes between code points, so an emoji's bytes stay whole).
 */
export function foldLine(line: string): string {
  let out = '';
  let start = 0;
  let octets = 0;
  let limit = 75;
  for (let i = 0; i < line.length; ) {
    const cp = line.codePointAt(i) as number;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (octets + size > limit) {
      out += `${line.slice(start, i)}\r\n `;
      start = i;
      octets = 0;
      limit = 74; // the leading space takes one octet
    }
    octets += size;
    i += size === 4 ? 2 : 1;
  }
  return start ? out + line.slice(start) : line;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC DATE-TIME: 20261201T093000Z. */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A local DATE from "YYYY-MM-DD": 20261201. */
export const icsDate = (date: string): string => date.replaceAll('-', '');

/** A local DATE-TIME (floating, to go with a TZID) from a local date and minutes after midnight. */
export const icsLocal = (date: string, minutes: number): string =>
  `${icsDate(date)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;

/** A UTC offset in whole minutes as ±HHMM. */
export function icsOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** Collects content lines and joins them with CRLF, each folded. */
export class IcsWriter {
  private readonly lines: string[] = [];
  /** A property; `value` is written as given (escape TEXT values with `text`). */
  prop(name: string, value: string): this {
    this.lines.push(foldLine(`${name}:${value}`));
    return this;
  }
  /** A TEXT property, escaped. */
  text(name: string, value: string): this {
    return this.prop(name, escapeText(value));
  }
  toString(): string {
    return `${this.lines.join('\r\n')}\r\n`;
  }
}
