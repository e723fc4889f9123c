import { describe, expect, it } from 'vitest';
import { eventContent, timeFormatter } from '../src/features/calendar/event-content';
import { formatPeriod, formatShortDate } from '../src/features/payments/format';
import { isIsoDate, lastTwelveMonths, monthOf } from '../src/lib/dates';

describe('money screens: default ranges', () => {
  it('a month runs from its first to its last day, leap years included', () => {
    expect(monthOf('2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf('2028-02-01')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
  it('the last twelve months end with this month and start eleven months before, across a year', () => {
    expect(lastTwelveMonths('2026-03-10')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(lastTwelveMonths('2026-12-01')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
  it('only real YYYY-MM-DD dates are taken from the address', () => {
    expect(isIsoDate('2026-03-10')).toBe(true);
    for (const bad of ['', null, '2026-3-10', '10/03/2026', '2026-13-45', '<script>']) expect(isIsoDate(bad)).toBe(false);
  });
});

describe('money screens: dates in both languages', () => {
  it('a local date is shown as that day whatever the process zone', () => {
    expect(formatShortDate('2026-03-01', 'en')).toBe('1 Mar 2026');
    expect(formatShortDate('2026-03-01', 'uk')).toMatch(/^1 бер\. 2026/);
  });
  it('periods are named by their length', () => {
    expect(formatPeriod('2026-03-01', 'month', 'en')).toBe('March 2026');
    expect(formatPeriod('2026-03-01', 'month', 'uk')).toMatch(/березень 2026/i);
    expect(formatPeriod('2026-01-01', 'year', 'en')).toBe('2026');
    expect(formatPeriod('2026-03-02', 'week', 'en')).toBe('2 Mar 2026');
  });
});

describe('calendar payment marker', () => {
  const time = timeFormatter('24h', 'en');
  const base = {
    title: 'Cut',
    start_time: '10:00',
    duration_minutes: 45,
    who: 'Emma Brown',
    recurring: false,
    recurringLabel: 'Repeats',
  };
  it('an owed event gets a dot with the docs/product/payments.md label as tooltip and for screen readers, escaped', () => {
    const html = eventContent({ ...base, payment: { kind: 'part', label: 'Left to pay <£12.00>' } }, time).timeGrid;
    expect(html).toContain('class="kx-ev__pay kx-pay-part"');
    expect(html).toContain('title="Left to pay &lt;£12.00&gt;"');
    expect(html).toContain('<span class="sr-only">Left to pay &lt;£12.00&gt;, </span>');
    // A cut title keeps the whole of what is read, the label included, in its tooltip.
    expect(html).toContain('title="Left to pay &lt;£12.00&gt;, Cut"');
    expect(html).not.toContain('<£12.00>');
  });
  it('no marker without a payment status to show', () => {
    for (const payment of [undefined, null]) {
      const c = eventContent({ ...base, payment }, time);
      for (const view of [c.timeGrid, c.monthGrid, c.dateGrid]) expect(view).not.toContain('kx-ev__pay');
    }
  });
  it('the marker is in every view, before the title', () => {
    const c = eventContent({ ...base, payment: { kind: 'paid', label: 'Paid' } }, time);
    for (const view of [c.timeGrid, c.dateGrid]) {
      expect(view.indexOf('kx-pay-paid')).toBeGreaterThan(-1);
      expect(view.indexOf('kx-pay-paid')).toBeLessThan(view.indexOf('>Cut<'));
    }
    // The month's line: the dot right before the service, its words in the event's label (no hidden text).
    expect(c.monthGrid).toBe(
      '<span class="kx-ev__time">10:00</span> <b class="kx-ev__who">Emma Brown</b> <i class="kx-ev__pay kx-pay-paid" aria-hidden="true"></i>Cut',
    );
    expect(c.monthGridLabel).toBe('10:00 Emma Brown Cut, Paid');
  });
});
