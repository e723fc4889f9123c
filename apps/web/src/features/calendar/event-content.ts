import { zonedFormat } from '../../lib/format';
import { minutesOf } from './dates';

/**
 * The text inside an event. schedule-x formats times from its locale only
 * (uk-UA and en-GB are always 24 h), so the screen renders each event's
 * content itself: the business's 12/24 h setting, the clients, a series mark.
 * Everything is escaped: titles and names are user input.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

export type TimeFormat = '24h' | '12h';

/** Formats minutes after midnight as the business shows times; cached (at most 1,440 entries per format). */
export function timeFormatter(format: TimeFormat, locale: string): (minutes: number) => string {
  const cache = new Map<number, string>();
  const intl = zonedFormat(locale, 'UTC', {
    hour: format === '12h' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: format === '12h' ? 'h12' : 'h23',
  });
  return (minutes) => {
    let s = cache.get(minutes);
    if (s === undefined) {
      s = intl.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60) % 24, minutes % 60)));
      cache.set(minutes, s);
    }
    return s;
  };
}

export interface ContentInput {
  title: string;
  /** Wall-clock start "HH:MM" and length; null for all-day events. */
  start_time: string | null;
  duration_minutes: number;
  who: string;
  recurring: boolean;
  recurringLabel: string;
  /** docs/product/appointments.md payment marker: a small coloured dot with the label as tooltip and for screen readers; none when free. */
  payment?: { kind: PaymentMark; label: string } | null;
  /** "Online": booked on the public booking page. */
  online?: string | null;
}

/** How a payment status is marked: paid (green), owed in full (red), part paid (amber), covered otherwise (blue). */
export type PaymentMark = 'paid' | 'unpaid' | 'part' | 'covered' | 'refunded';

export interface EventContent {
  timeGrid: string;
  /** One line of text with as few elements as it needs (a busy month draws a couple of hundred in one frame). */
  monthGrid: string;
  /** The month event's name for screen readers and its tooltip, plain text: what `monthGrid` shows and the words
   * that the other views say in hidden text (payment, "Online", "Repeats"). */
  monthGridLabel: string;
  dateGrid: string;
  [view: string]: string;
}

const REPEAT_ICON =
  '<svg class="kx-ev__repeat" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true"><path d="M4 8a6 6 0 0 1 10.5-3M16 12a6 6 0 0 1-10.5 3"/><path d="M14.5 2v3h-3M5.5 18v-3h3"/></svg>';

/**
 * Who is coming matters most: a timed event with clients opens with the time
 * and the names on one line and the service below, so a 45-minute visit (two
 * lines) shows both; a 30-minute one (one line) still shows time and names.
 * The end time sits in its own span that narrow events hide visually
 * (calendar.css), keeping the names in view; screen readers still read it.
 */
export function eventContent(e: ContentInput, time: (minutes: number) => string): EventContent {
  const title = escapeHtml(e.title);
  // What a screen reader hears before the title (the payment label, "Repeats"), each ending ", " so the words
  // stay apart; narrow events cut the title with an ellipsis and the tooltip keeps all of it, those words included.
  const spoken = [e.online, e.payment?.label, e.recurring ? e.recurringLabel : null].filter((l): l is string => !!l);
  const sr = (label: string) => `<span class="sr-only">${escapeHtml(label)}, </span>`;
  const titleAttr = ` title="${spoken.map((l) => `${escapeHtml(l)}, `).join('')}${title}"`;
  const mark = e.payment
    ? `<span class="kx-ev__pay kx-pay-${e.payment.kind}" title="${escapeHtml(e.payment.label)}" aria-hidden="true"></span>${sr(e.payment.label)}`
    : '';
  const online = e.online ? `<span class="kx-ev__online" aria-hidden="true">${escapeHtml(e.online)}</span>${sr(e.online)}` : '';
  const repeat = `${online}${mark}${e.recurring ? `${REPEAT_ICON}${sr(e.recurringLabel)}` : ''}`;
  if (e.start_time === null) {
    const html = `<span class="kx-ev__title"${titleAttr}>${repeat}${title}</span>`;
    const month = monthLine({ ...e, who: '' }, title, spoken);
    return { timeGrid: html, monthGrid: month.html, monthGridLabel: month.label, dateGrid: html };
  }
  const start = minutesOf(e.start_time);
  const from = time(start);
  const to = time(start + e.duration_minutes);
  const span = `<span class="kx-ev__time" title="${from}–${to}">${from}<span class="kx-ev__end">–${to}</span></span>`;
  const timed = monthLine(e, title, spoken, from);
  if (e.who) {
    const who = `<span class="kx-ev__who" title="${escapeHtml(e.who)}">${escapeHtml(e.who)}</span>`;
    return {
      timeGrid: `<span class="kx-ev__line">${span} ${who}</span><span class="kx-ev__title kx-ev__service"${titleAttr}>${repeat}${title}</span>`,
      monthGrid: timed.html,
      monthGridLabel: timed.label,
      dateGrid: `${who} <span class="kx-ev__title kx-ev__service"${titleAttr}>${repeat}${title}</span> <span class="kx-ev__time">${from}</span>`,
    };
  }
  return {
    timeGrid: `<span class="kx-ev__title"${titleAttr}>${repeat}${title}</span>${span}`,
    monthGrid: timed.html,
    monthGridLabel: timed.label,
    dateGrid: `<span class="kx-ev__title"${titleAttr}>${repeat}${title}</span> <span class="kx-ev__time">${from}</span>`,
  };
}

/**
 * A month event: "10:00 **Emma Brown** ● Cut" as one line of text, cut with "…" at its end (the service gives way
 * first, the names last), with an element only where the text changes looks: the time (hidden in a phone's narrow
 * cells), the names (bold), the marks. Every element costs a busy month's frame (a hundred and twenty events: issue
 * 27, `npm run bench:calendar`), so nothing is in hidden text: the whole line and the marks' words are the event's
 * label (its name for screen readers and its tooltip), which month-grid.ts puts on the event.
 */
function monthLine(e: ContentInput, title: string, spoken: string[], from?: string): { html: string; label: string } {
  const marks =
    (e.online ? `<span class="kx-ev__online" aria-hidden="true">${escapeHtml(e.online)}</span>` : '') +
    (e.payment ? `<i class="kx-ev__pay kx-pay-${e.payment.kind}" aria-hidden="true"></i>` : '') +
    (e.recurring ? REPEAT_ICON : '');
  // Spaces between the pieces, as text (accessibility checkers read the visible text piece by piece, trimmed).
  const time = from ? `<span class="kx-ev__time">${from}</span> ` : '';
  const who = e.who ? `<b class="kx-ev__who">${escapeHtml(e.who)}</b> ` : '';
  // The label starts with the line as shown (WCAG 2.5.3, label in name), then the words the marks stand for.
  const shown = [from, e.who, e.title].filter(Boolean).join(' ');
  return {
    html: `${time}${who}${marks}${title}`,
    label: [shown, ...spoken].join(', '),
  };
}
