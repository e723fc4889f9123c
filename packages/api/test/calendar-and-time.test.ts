import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** The calendar-and-time screen saves with one call: calendar settings and all seven weekdays, all or nothing. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PATH = '/api/v1/user/calendar-and-time-settings';

const calendar = {
  slot_step_minutes: 30,
  week_starts_on: 'sunday',
  default_view: 'day',
  day_start_minute: 480,
  day_end_minute: 1200,
  time_format: '12h',
};

/** Monday–Saturday 10:00–18:00, Sunday closed. */
const week = () =>
  ['1', '2', '3', '4', '5', '6', '7'].map((id) => ({ id, enabled: id !== '7', start_minute: 600, end_minute: 1080 }));

describe('one save for calendar and business hours', () => {
  it('saves the calendar settings and every weekday in one call (REST and tRPC)', async () => {
    const { client } = await registerOwner(h, { locale: 'en' });
    const res = await client.put(PATH, { calendar_settings: calendar, business_time_settings: week() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings saved.');
    expect(res.body.data.calendar_settings).toEqual(calendar);
    const saved = (await client.get('/api/v1/user/settings')).body.data;
    expect(saved.calendar_settings).toEqual(calendar);
    expect(saved.business_time_settings).toHaveLength(7);
    expect(saved.business_time_settings[5]).toEqual({ id: '6', weekday: 6, enabled: true, start_minute: 600, end_minute: 1080 });
    expect(saved.business_time_settings[6]).toMatchObject({ id: '7', weekday: 7, enabled: false });

    // Rows in any order are stored Monday first.
    const reversed = week()
      .reverse()
      .map((d) => (d.id === '2' ? { ...d, start_minute: 540 } : d));
    const trpc = await client.mutate('settings.updateCalendarAndTime', {
      calendar_settings: calendar,
      business_time_settings: reversed,
    });
    expect(trpc.status).toBe(200);
    const hours = trpc.body.result.data.business_time_settings;
    expect(hours.map((d: { id: string }) => d.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(hours[1]).toMatchObject({ id: '2', start_minute: 540 });
  });

  it('a bad row saves nothing: the error names that row, in both languages', async () => {
    const { client } = await registerOwner(h, { locale: 'en' });
    const before = (await client.get('/api/v1/user/settings')).body.data;
    // Thursday closes before it opens; Monday and the calendar settings change too.
    const days = week().map((d) => (d.id === '4' ? { ...d, start_minute: 900, end_minute: 600 } : d));
    const bad = await client.put(PATH, { calendar_settings: calendar, business_time_settings: days });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'business_time_settings.3.end_minute': ['The end time must be after the start time'] });
    expect((await client.get('/api/v1/user/settings')).body.data).toEqual(before);

    client.setLocale('uk');
    const uk = await client.put(PATH, { calendar_settings: calendar, business_time_settings: days });
    expect(uk.body.errors).toEqual({
      'business_time_settings.3.end_minute': ['Час завершення має бути пізніше за час початку'],
    });

    // A bad calendar setting also keeps the good weekdays from being written.
    const badCalendar = await client.put(PATH, {
      calendar_settings: { ...calendar, day_end_minute: 60 },
      business_time_settings: week(),
    });
    expect(badCalendar.status).toBe(422);
    expect(Object.keys(badCalendar.body.errors)).toEqual(['calendar_settings.day_end_minute']);
    expect((await client.get('/api/v1/user/settings')).body.data).toEqual(before);
  });

  it('needs all seven weekdays, each once', async () => {
    const { client } = await registerOwner(h);
    const before = (await client.get('/api/v1/user/settings')).body.data;
    const six = await client.put(PATH, { calendar_settings: calendar, business_time_settings: week().slice(0, 6) });
    expect(six.status).toBe(422);
    expect(Object.keys(six.body.errors)).toEqual(['business_time_settings']);
    const twice = week().map((d) => (d.id === '7' ? { ...d, id: '1' } : d));
    const dup = await client.put(PATH, { calendar_settings: calendar, business_time_settings: twice });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.errors)).toEqual(['business_time_settings.6.id']);
    expect((await client.get('/api/v1/user/settings')).body.data).toEqual(before);
  });

  it('the per-weekday path of the spec still works beside it', async () => {
    const { client } = await registerOwner(h);
    await client.put(PATH, { calendar_settings: calendar, business_time_settings: week() });
    const one = await client.put('/api/v1/user/business-time-settings/7', { enabled: true, start_minute: 660, end_minute: 900 });
    expect(one.status).toBe(200);
    expect(one.body.data.business_time_settings[6]).toEqual({
      id: '7',
      weekday: 7,
      enabled: true,
      start_minute: 660,
      end_minute: 900,
    });
    expect(one.body.data.business_time_settings[0]).toMatchObject({ start_minute: 600, end_minute: 1080 });
  });
});
