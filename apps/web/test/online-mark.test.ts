import { describe, expect, it } from 'vitest';
import { eventContent, timeFormatter } from '../src/features/calendar/event-content';

/** Issue 12: an event booked on the public page carries an "Online" pill, read by screen readers too. */
describe('online mark on calendar events', () => {
  const time = timeFormatter('24h', 'en');
  const base = {
    title: 'Cut',
    start_time: '10:00',
    duration_minutes: 45,
    who: 'Emma Brown',
    recurring: false,
    recurringLabel: '',
  };

  it('shows the pill in every view only when booked online', () => {
    const online = eventContent({ ...base, online: 'Online' }, time);
    for (const html of [online.timeGrid, online.dateGrid]) {
      expect(html).toContain('<span class="kx-ev__online" aria-hidden="true">Online</span>');
      expect(html).toContain('<span class="sr-only">Online, </span>');
      expect(html).toContain('title="Online, Cut"');
    }
    // The month's line has the pill and no hidden text: the word is in the event's label (name and tooltip).
    expect(online.monthGrid).toContain('<span class="kx-ev__online" aria-hidden="true">Online</span>');
    expect(online.monthGrid).not.toContain('sr-only');
    expect(online.monthGridLabel).toBe('10:00 Emma Brown Cut, Online');
    const plain = eventContent(base, time);
    expect(plain.timeGrid).not.toContain('kx-ev__online');
    expect(plain.monthGrid).not.toContain('kx-ev__online');
    expect(plain.monthGridLabel).toBe('10:00 Emma Brown Cut');
  });
});
