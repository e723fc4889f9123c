import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

async function bSettings(t: TenancyWorld) {
  return (await t.b.client.get('/api/v1/user/settings')).body.data;
}

export async function seed(t: TenancyWorld) {
  await t.b.client.put('/api/v1/user/business-time-settings/3', { enabled: true, start_minute: 600, end_minute: 660 });
}

/** Settings have no ids from the request: each call can only touch the caller's own business. */
export const cases = (t: TenancyWorld): Cases => ({
  'settings.get': async () => {
    const mine = (await t.a.client.get('/api/v1/user/settings')).body.data;
    expect(mine.business_time_settings[2]).toMatchObject({ start_minute: 540, end_minute: 1020 });
  },
  'settings.updateCalendar': async () => {
    const before = await bSettings(t);
    await t.a.client.put('/api/v1/user/calendar-settings', {
      ...before.calendar_settings,
      slot_step_minutes: 60,
      business_id: t.b.user.business.id,
    });
    expect((await bSettings(t)).calendar_settings).toEqual(before.calendar_settings);
  },
  'settings.updateBusinessHours': async () => {
    await t.a.client.put('/api/v1/user/business-time-settings/3', {
      enabled: false,
      start_minute: 0,
      end_minute: 1,
      business_id: t.b.user.business.id,
    });
    expect((await bSettings(t)).business_time_settings[2]).toMatchObject({ enabled: true, start_minute: 600, end_minute: 660 });
  },
  'settings.updateCalendarAndTime': async () => {
    const before = await bSettings(t);
    await t.a.client.put('/api/v1/user/calendar-and-time-settings', {
      calendar_settings: { ...before.calendar_settings, slot_step_minutes: 60 },
      business_time_settings: before.business_time_settings.map((d: { id: string }) => ({
        id: d.id,
        enabled: false,
        start_minute: 0,
        end_minute: 1,
      })),
      business_id: t.b.user.business.id,
    });
    expect(await bSettings(t)).toEqual(before);
  },
  'settings.updatePayment': async () => {
    const before = await bSettings(t);
    await t.a.client.put('/api/v1/user/payment-settings', {
      accepted_methods: ['cheque'],
      default_method: 'cheque',
      business_id: t.b.user.business.id,
    });
    expect((await bSettings(t)).payment_settings).toEqual(before.payment_settings);
  },
  'settings.updateDashboard': async () => {
    const before = await bSettings(t);
    await t.a.client.put('/api/v1/user/dashboard-settings', { widgets: [], business_id: t.b.user.business.id });
    expect((await bSettings(t)).dashboard_settings).toEqual(before.dashboard_settings);
  },
  'settings.updateTax': async () => {
    const before = await bSettings(t);
    await t.a.client.put('/api/v1/user/tax-settings', {
      tax_year_start_month: 1,
      tax_year_start_day: 1,
      vat_registered: true,
      vat_rate: 1,
      business_id: t.b.user.business.id,
    });
    expect((await bSettings(t)).tax_settings).toEqual(before.tax_settings);
  },
  'settings.exportInformation': async () => {
    await t.a.client.post('/api/v1/clients', { first_name: 'Own', last_name: 'Workbook' });
    // The diary sheets too: A's own private time is there, B's appointments and series ("Secret …") are not.
    const own = { type: 'blocked', title: 'Own diary row', date: '2026-12-22', start_time: '09:00', duration_minutes: 30 };
    expect((await t.a.client.post('/api/v1/appointments', own)).status).toBe(200);
    const res = await t.a.client.query('settings.exportInformation');
    expect(res.status).toBe(200);
    const file = res.body.result.data;
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    const sheets = await readXlsxFile(Buffer.from(file.content_base64, 'base64').buffer as ArrayBuffer);
    const text = JSON.stringify(sheets);
    expect(text).toContain('Workbook');
    expect(text).toContain('Own diary row');
    expect(text).not.toContain('Secret');
    expect(text).not.toContain('Beta');
  },
});
