import { describe, expect, it } from 'vitest';
import { eventContent, timeFormatter } from '../src/features/calendar/event-content';

/** Issue 9: a calendar event cuts a long title or long names with an ellipsis; the whole text stays as a tooltip. */
describe('calendar event tooltips', () => {
  const long = `Service${'W'.repeat(113)}`;
  const time = timeFormatter('24h', 'en');

  it('every view carries the whole title and the names, escaped', () => {
    const withClients = eventContent(
      { title: long, start_time: '10:00', duration_minutes: 45, who: 'Emma "E" <Brown>', recurring: false, recurringLabel: '' },
      time,
    );
    for (const html of [withClients.timeGrid, withClients.dateGrid]) {
      expect(html).toContain(`title="${long}"`);
      expect(html).toContain('title="Emma &quot;E&quot; &lt;Brown&gt;"');
    }
    // A month event's tooltip is its label, the whole line (month-grid.ts escapes it into the attribute); its text
    // is escaped HTML.
    expect(withClients.monthGridLabel).toBe(`10:00 Emma "E" <Brown> ${long}`);
    expect(withClients.monthGrid).toContain('Emma &quot;E&quot; &lt;Brown&gt;');
    expect(withClients.monthGrid).not.toContain('<Brown>');
    expect(withClients.timeGrid).toContain('title="10:00–10:45"');
    const blocked = eventContent(
      { title: long, start_time: '12:00', duration_minutes: 60, who: '', recurring: false, recurringLabel: '' },
      time,
    );
    const allDay = eventContent(
      { title: long, start_time: null, duration_minutes: 0, who: '', recurring: true, recurringLabel: 'Repeats' },
      time,
    );
    for (const html of [blocked.timeGrid, blocked.dateGrid]) {
      expect(html).toContain(`title="${long}"`);
    }
    expect(blocked.monthGridLabel).toBe(`12:00 ${long}`);
    expect(allDay.monthGridLabel).toBe(`${long}, Repeats`);
    // What a screen reader hears before the title ("Repeats, ") is in the tooltip too, so a cut title keeps all of it.
    expect(allDay.timeGrid).toContain(`title="Repeats, ${long}"`);
  });
});
