import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDiscount, formatMoney, parseAmount } from '../src/shared/money';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const single = {
  name: 'Haircut',
  type: 'single',
  parts: [{ title: 'Cut', duration_minutes: 45, type: 'block' }],
  colour: '#2563eb',
  price: 3500,
};

describe('services', () => {
  it('a multipart service with a free part: duration is the sum, price in the business currency', async () => {
    const { client } = await registerOwner(h, { locale: 'uk' });
    const res = await client.post('/api/v1/services', {
      name: 'Фарбування',
      type: 'multipart',
      parts: [
        { title: 'Нанесення', duration_minutes: 30, type: 'block' },
        { title: 'Витримка', duration_minutes: 40, type: 'free' },
        { title: 'Миття і укладка', duration_minutes: 30, type: 'block' },
      ],
      colour: '#db2777',
      price: 120000,
      online_booking: true,
      deposit: 20000,
      booking_question: 'Який у вас зараз колір?',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      duration_minutes: 100,
      currency: 'UAH',
      price: 120000,
      deposit: 20000,
      online_booking: true,
      is_hourly_rate: false,
    });
  });

  it('docs/product/catalogue.md: at least one part; a multipart service needs a blocked part; a single one is one blocked part', async () => {
    const { client } = await registerOwner(h);
    const none = await client.post('/api/v1/services', { ...single, parts: [] });
    expect(none.body.errors).toEqual({ parts: ['At least 1 item'] });
    const freeOnly = await client.post('/api/v1/services', {
      ...single,
      type: 'multipart',
      parts: [{ title: 'Wait', duration_minutes: 30, type: 'free' }],
    });
    expect(freeOnly.body.errors).toEqual({ parts: ['A multipart service needs at least one blocked part'] });
    const twoParts = await client.post('/api/v1/services', { ...single, parts: [...single.parts, ...single.parts] });
    expect(twoParts.body.errors).toEqual({ parts: ['A single service has exactly one blocked part'] });
    client.setLocale('uk');
    const uk = await client.post('/api/v1/services', {
      ...single,
      type: 'multipart',
      parts: [{ title: 'Wait', duration_minutes: 30, type: 'free' }],
    });
    expect(uk.body.errors).toEqual({ parts: ['Складена послуга повинна мати щонайменше одну зайняту частину'] });
  });

  it('the same rules hold on update', async () => {
    const { client } = await registerOwner(h);
    const id = (await client.post('/api/v1/services', single)).body.data.id;
    const res = await client.put(`/api/v1/services/${id}`, {
      ...single,
      type: 'multipart',
      parts: [{ title: 'Wait', duration_minutes: 30, type: 'free' }],
    });
    expect(res.body.errors).toEqual({ parts: ['A multipart service needs at least one blocked part'] });
  });

  it('refuses a deposit over the price, a bad colour, a negative or fractional price', async () => {
    const { client } = await registerOwner(h);
    const res = await client.post('/api/v1/services', { ...single, deposit: 5000, colour: 'blue', price: -1 });
    expect(res.body.errors).toMatchObject({
      colour: ['Invalid format'],
      price: ['Must be 0 or more'],
    });
    const dep = await client.post('/api/v1/services', { ...single, deposit: 5000 });
    expect(dep.body.errors).toEqual({ deposit: ['The deposit may not be greater than the price'] });
    // A negative price with no deposit: only the price is wrong (found clicking through the form).
    const noDeposit = await client.post('/api/v1/services', { ...single, price: -500 });
    expect(noDeposit.body.errors).toEqual({ price: ['Must be 0 or more'] });
    const frac = await client.post('/api/v1/services', { ...single, price: 12.5 });
    expect(frac.body.errors).toEqual({ price: ['Must be a whole number'] });
  });

  it('a deposit is minor units and 0 is none: left out, null or 0 all read back as 0, and it can be cleared', async () => {
    const { client } = await registerOwner(h);
    expect((await client.post('/api/v1/services', single)).body.data.deposit).toBe(0);
    expect((await client.post('/api/v1/services', { ...single, deposit: null })).body.data.deposit).toBe(0);
    const id = (await client.post('/api/v1/services', { ...single, deposit: 1000 })).body.data.id;
    expect((await client.get(`/api/v1/services/${id}`)).body.data.deposit).toBe(1000);
    expect((await client.put(`/api/v1/services/${id}`, { ...single, deposit: 0 })).body.data.deposit).toBe(0);
  });

  it('lists, searches, archives and restores', async () => {
    const { client } = await registerOwner(h);
    await client.post('/api/v1/services', single);
    const beard = (await client.post('/api/v1/services', { ...single, name: 'Beard trim' })).body.data.id;
    expect((await client.get('/api/v1/services')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Beard trim',
      'Haircut',
    ]);
    expect((await client.get('/api/v1/services?search=HAIR')).body.data).toHaveLength(1);
    await client.del(`/api/v1/services/${beard}`);
    expect((await client.get('/api/v1/services?is_lite=1')).body.map((s: { name: string }) => s.name)).toEqual(['Haircut']);
    await client.put(`/api/v1/services/${beard}/restore`);
    expect((await client.get('/api/v1/services')).body.meta.total).toBe(2);
  });
});

describe('locations', () => {
  it('archived locations are dropped from what the user loads', async () => {
    const { client } = await registerOwner(h);
    const a = (await client.post('/api/v1/locations', { title: 'Studio', address_1: '1 High St', city: 'London' })).body.data.id;
    await client.post('/api/v1/locations', { title: 'Mobile visits' });
    expect((await client.get('/api/v1/user')).body.data.locations.map((l: { title: string }) => l.title)).toEqual([
      'Mobile visits',
      'Studio',
    ]);
    await client.del(`/api/v1/locations/${a}`);
    expect((await client.get('/api/v1/user')).body.data.locations.map((l: { title: string }) => l.title)).toEqual([
      'Mobile visits',
    ]);
  });

  it('needs a title', async () => {
    const { client } = await registerOwner(h);
    expect((await client.post('/api/v1/locations', { city: 'Lviv' })).body.errors).toEqual({
      title: ['Required'],
    });
  });
});

describe('discounts', () => {
  it('percentage in basis points up to 100 %, or a fixed amount in minor units', async () => {
    const { client } = await registerOwner(h, { locale: 'en' });
    const pct = await client.post('/api/v1/discounts', { name: 'Friends', type: 'percentage', value: 1250 });
    expect(pct.body.data).toMatchObject({ type: 'percentage', value: 1250, currency: 'GBP' });
    const fixed = await client.post('/api/v1/discounts', { name: 'Fiver off', type: 'fixed', value: 500 });
    expect(fixed.body.data).toMatchObject({ type: 'fixed', value: 500 });
    const over = await client.post('/api/v1/discounts', { name: 'Too much', type: 'percentage', value: 10001 });
    expect(over.body.errors).toEqual({ value: ['A percentage discount may not be greater than 100 %'] });
    const zero = await client.post('/api/v1/discounts', { name: 'Nothing', type: 'fixed', value: 0 });
    expect(zero.body.errors).toEqual({ value: ['Must be 0.01 or more'] });
  });
});

describe('money', () => {
  it('parses amounts people type, exactly', () => {
    expect(parseAmount('12.5', 'GBP')).toBe(1250);
    expect(parseAmount('12,50', 'GBP')).toBe(1250);
    expect(parseAmount('1 200', 'GBP')).toBe(120000);
    expect(parseAmount('0.07', 'GBP')).toBe(7);
    expect(parseAmount('1.234', 'GBP')).toBeNull();
    expect(parseAmount('-3', 'GBP')).toBeNull();
    expect(parseAmount('abc', 'GBP')).toBeNull();
  });

  it('applies discounts in minor units, rounding half up, never below zero', () => {
    expect(applyDiscount(3333, { type: 'percentage', value: 1000 })).toBe(3000);
    expect(applyDiscount(1005, { type: 'percentage', value: 5000 })).toBe(502);
    expect(applyDiscount(500, { type: 'fixed', value: 800 })).toBe(0);
  });

  it('formats for each variant', () => {
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£12.50');
    expect(formatMoney(120000, 'UAH', 'uk').replace(/\s/g, ' ')).toBe('1 200,00 ₴');
  });
});
