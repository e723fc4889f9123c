import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromBase64 } from '../src/core/files';
import { minutesToTime, timeToMinutes } from '../src/shared/settings-schemas';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('account setup settings', () => {
  it('a new business has sensible defaults on the User object (docs/product/settings.md); the UK tax year starts 6 April', async () => {
    const { client } = await registerOwner(h, { locale: 'en' });
    const s = (await client.get('/api/v1/user')).body.data.settings;
    expect(s.calendar_settings).toMatchObject({ slot_step_minutes: 15, week_starts_on: 'monday', time_format: '24h' });
    expect(s.business_time_settings).toHaveLength(7);
    expect(s.business_time_settings[0]).toEqual({ id: '1', weekday: 1, enabled: true, start_minute: 540, end_minute: 1020 });
    expect(s.business_time_settings[6]).toMatchObject({ id: '7', enabled: false });
    expect(s.tax_settings).toMatchObject({ tax_year_start_month: 4, tax_year_start_day: 6 });
    const uk = await registerOwner(h, { locale: 'uk' });
    expect((await uk.client.get('/api/v1/user')).body.data.settings.tax_settings).toMatchObject({
      tax_year_start_month: 1,
      tax_year_start_day: 1,
    });
  });

  it('PUT /user/business-time-settings/{id} changes one weekday', async () => {
    const { client } = await registerOwner(h);
    const res = await client.put('/api/v1/user/business-time-settings/6', { enabled: true, start_minute: 600, end_minute: 840 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings saved.');
    expect(res.body.data.business_time_settings[5]).toEqual({
      id: '6',
      weekday: 6,
      enabled: true,
      start_minute: 600,
      end_minute: 840,
    });
    expect((await client.get('/api/v1/user/settings')).body.data.business_time_settings[5].enabled).toBe(true);
  });

  it('refuses closing before opening, and an unknown weekday, in both languages', async () => {
    const { client } = await registerOwner(h);
    const bad = await client.put('/api/v1/user/business-time-settings/1', { enabled: true, start_minute: 900, end_minute: 600 });
    expect(bad.body.errors).toEqual({ end_minute: ['The end time must be after the start time'] });
    client.setLocale('uk');
    const uk = await client.put('/api/v1/user/business-time-settings/1', { enabled: true, start_minute: 900, end_minute: 600 });
    expect(uk.body.errors).toEqual({ end_minute: ['Час завершення має бути пізніше за час початку'] });
    expect(
      (await client.put('/api/v1/user/business-time-settings/8', { enabled: true, start_minute: 1, end_minute: 2 })).status,
    ).toBe(422);
  });

  it('calendar, payment, dashboard and tax settings save and validate', async () => {
    const { client } = await registerOwner(h);
    const cal = await client.put('/api/v1/user/calendar-settings', {
      slot_step_minutes: 30,
      week_starts_on: 'sunday',
      default_view: 'day',
      day_start_minute: 480,
      day_end_minute: 1200,
      time_format: '12h',
    });
    expect(cal.body.data.calendar_settings).toMatchObject({ slot_step_minutes: 30, week_starts_on: 'sunday' });
    expect(
      (await client.put('/api/v1/user/calendar-settings', { ...cal.body.data.calendar_settings, slot_step_minutes: 7 })).status,
    ).toBe(422);
    const pay = await client.put('/api/v1/user/payment-settings', {
      accepted_methods: ['cash', 'paypal'],
      default_method: 'paypal',
      bank_details: 'IBAN UA00 0000',
    });
    expect(pay.body.data.payment_settings).toEqual({
      accepted_methods: ['cash', 'paypal'],
      default_method: 'paypal',
      bank_details: 'IBAN UA00 0000',
    });
    const notAccepted = await client.put('/api/v1/user/payment-settings', {
      accepted_methods: ['cash'],
      default_method: 'cheque',
    });
    expect(notAccepted.body.errors).toEqual({ default_method: ['The default payment method must be one you accept'] });
    const dash = await client.put('/api/v1/user/dashboard-settings', { widgets: ['income'] });
    expect(dash.body.data.dashboard_settings).toEqual({ widgets: ['income'] });
    const tax = await client.put('/api/v1/user/tax-settings', {
      tax_year_start_month: 2,
      tax_year_start_day: 30,
      vat_registered: false,
      vat_rate: 2000,
    });
    expect(tax.status).toBe(422);
    const ok = await client.put('/api/v1/user/tax-settings', {
      tax_year_start_month: 4,
      tax_year_start_day: 6,
      vat_registered: true,
      vat_rate: 2000,
      vat_number: 'GB123456789',
    });
    expect(ok.body.data.tax_settings).toEqual({
      tax_year_start_month: 4,
      tax_year_start_day: 6,
      vat_registered: true,
      vat_rate: 2000,
      vat_number: 'GB123456789',
      // Not sent: the business's defaults (issue 15's tax estimate).
      regime: 'uk',
      ua_group: 3,
      // Not sent: the tax estimate counts from the day the business registered.
      trading_since: null,
    });
  });

  it('wall-clock times convert both ways', () => {
    expect(minutesToTime(570)).toBe('09:30');
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('24:00')).toBe(1440);
    expect(timeToMinutes('24:30')).toBeNull();
    expect(timeToMinutes('9.30')).toBeNull();
  });
});

describe('export information', () => {
  it('downloads everything the business owns as one workbook', async () => {
    const { client } = await registerOwner(h, { locale: 'uk', business_name: 'Салон' });
    client.setLocale('uk');
    await client.post('/api/v1/clients', { first_name: 'Олена', last_name: 'Коваль' });
    await client.post('/api/v1/services', {
      name: 'Стрижка',
      type: 'single',
      parts: [{ title: 'Стрижка', duration_minutes: 45, type: 'block' }],
      colour: '#2563eb',
      price: 50000,
    });
    const file = (await client.query('settings.exportInformation')).body.result.data;
    expect(file.file_name).toBe('kairos-експорт-2026-11-22.xlsx');
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    const bytes = fromBase64(file.content_base64);
    const sheets = await readXlsxFile(bytes.slice().buffer as ArrayBuffer);
    expect(sheets.map((s) => s.sheet).slice(0, 5)).toEqual(['Бізнес', 'Клієнти', 'Послуги', 'Локації', 'Знижки']);
    expect(sheets[1]?.data[1]?.slice(0, 2)).toEqual(['Олена', 'Коваль']);
    expect(sheets[2]?.data[1]?.slice(0, 5)).toEqual(['Стрижка', 'Проста', 'Стрижка 45 хв', 45, 500]);
  });
});
