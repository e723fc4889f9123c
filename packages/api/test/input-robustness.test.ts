import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../src/core/log';
import { translateKey } from '../src/shared/validation';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** Issue 9 (outside fuzz test): bad input gets a clear, translated error and never a 500. */
const say = (key: string, params: Record<string, unknown> = {}, locale: 'en' | 'uk' = 'en') => {
  const text = translateKey(key, params, locale);
  if (text === key) throw new Error(`no message ${key}`);
  return text;
};
const RANGE = { min: '1900', max: '2100' };
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => {
  vi.restoreAllMocks();
  return h.close();
});

async function owner(locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale });
  o.client.setLocale(locale);
  const service = (
    await o.client.post('/api/v1/services', {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
    })
  ).body.data.id as string;
  const clientId = (await o.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id as string;
  const booking = (extra: Record<string, unknown> = {}) => ({
    type: 'appointment',
    service_id: service,
    client_ids: [clientId],
    date: '2026-12-15',
    start_time: '10:00',
    ...extra,
  });
  return { ...o, service, clientId, booking };
}

/** Sends raw bytes with the owner's cookies and CSRF header. */
async function raw(o: Awaited<ReturnType<typeof owner>>, method: string, path: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = {
    cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? ''),
    'x-locale': 'en',
  };
  if (type) headers['content-type'] = type;
  const res = await h.app.request(`http://localhost${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) };
}

describe('dates are real calendar dates in 1900..2100', () => {
  it('the end of year 9999 is a 422 on lists and slots, not a 500', async () => {
    const o = await owner();
    const list = await o.client.get('/api/v1/appointments?from=9999-12-30&to=9999-12-31');
    expect(list.status).toBe(422);
    expect(list.body.errors.from).toEqual([say('validation_date_range', RANGE)]);
    const slots = await o.client.get(`/api/v1/availability/slots?from=9999-12-31&to=9999-12-31&service_id=${o.service}`);
    expect(slots.status).toBe(422);
    expect(Object.keys(slots.body.errors)).toEqual(['from', 'to']);
  });

  it('impossible dates are refused instead of moving to the next month', async () => {
    const o = await owner();
    for (const date of ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-1-05']) {
      const res = await o.client.post('/api/v1/appointments', o.booking({ date }));
      expect(res.status, date).toBe(422);
      expect(res.body.errors.date, date).toEqual([say('validation_date')]);
    }
    const leap = await o.client.post('/api/v1/appointments', o.booking({ date: '2028-02-29' }));
    expect(leap.status).toBe(200);
    expect(leap.body.data.date).toBe('2028-02-29');
    const list = await o.client.get('/api/v1/appointments?from=2026-02-30&to=2026-03-05');
    expect(list.body.errors.from).toEqual([say('validation_date')]);
  });

  it('years 0000-0099 are refused, not read as the 1900s', async () => {
    const o = await owner();
    const res = await o.client.post('/api/v1/appointments', o.booking({ date: '0050-01-01' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.date).toEqual([say('validation_date_range', RANGE)]);
  });

  it('a birthday is a real past date, in both languages', async () => {
    const o = await owner('uk');
    const feb31 = await o.client.post('/api/v1/clients', { first_name: 'A', last_name: 'B', birthday: '1990-02-31' });
    expect(feb31.body.errors.birthday).toEqual([say('validation_date', {}, 'uk')]);
    const future = await o.client.post('/api/v1/clients', { first_name: 'A', last_name: 'B', birthday: '2099-01-01' });
    expect(future.body.errors.birthday).toEqual([say('validation_date_future', {}, 'uk')]);
    o.client.setLocale('en');
    const old = await o.client.post('/api/v1/clients', { first_name: 'A', last_name: 'B', birthday: '1899-12-31' });
    expect(old.body.errors.birthday).toEqual([say('validation_date_range', RANGE)]);
    const ok = await o.client.post('/api/v1/clients', { first_name: 'A', last_name: 'B', birthday: '2000-02-29' });
    expect(ok.body.data.birthday).toBe('2000-02-29');
    const blank = await o.client.post('/api/v1/clients', { first_name: 'A', last_name: 'B', birthday: ' ' });
    expect(blank.body.data.birthday).toBeNull();
  });

  it('a series end date and a class window start are checked the same way', async () => {
    const o = await owner();
    const res = await o.client.post(
      '/api/v1/appointments',
      o.booking({ recurring: { frequency: 'weekly', end_date: '2027-02-29' } }),
    );
    expect(res.body.errors['recurring.end_date']).toEqual([say('validation_date')]);
  });
});

describe('request bodies the REST adapter cannot read', () => {
  it('malformed multipart/form-data and urlencoded bodies are a 422 with the catalogue message', async () => {
    const o = await owner();
    const spy = vi.spyOn(log, 'error');
    for (const [method, path] of [
      ['POST', '/api/v1/clients'],
      ['PUT', '/api/v1/user/profile'],
      ['POST', '/api/login'],
    ] as const) {
      const res = await raw(o, method, path, '--x\r\nnot a part', 'multipart/form-data; boundary=x');
      expect(res.status, path).toBe(422);
      expect(res.body).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'The given data was invalid.',
        errors: { _: [say('validation_body_unreadable')] },
      });
      const noBoundary = await raw(o, method, path, 'a=1', 'multipart/form-data');
      expect(noBoundary.status, path).toBe(422);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('a JSON body must be an object; other content types are refused by name', async () => {
    const o = await owner();
    for (const body of ['[1,2]', '"x"', '42', 'null', 'true']) {
      const res = await raw(o, 'PUT', '/api/v1/user/profile', body, 'application/json');
      expect(res.status, body).toBe(422);
      expect(res.body.errors, body).toEqual({ _: [say('validation_body_object')] });
    }
    const text = await raw(o, 'PUT', '/api/v1/user/profile', '{"first_name":"A"}', 'text/plain');
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ _: [say('validation_body_type')] });
    const none = await raw(o, 'POST', '/api/v1/clients', '{"first_name":"A","last_name":"B"}');
    expect(none.body.errors).toEqual({ _: [say('validation_body_type')] });
    const bad = await raw(o, 'POST', '/api/v1/clients', '{"first_name":', 'application/json');
    expect(bad.body.errors).toEqual({ _: [say('validation_body_json')] });
  });

  it('a form field given twice is refused; a well-formed form still works', async () => {
    const o = await owner();
    const form = 'first_name=Ann&first_name=Bob&last_name=Lee&locale=en';
    const dup = await raw(o, 'PUT', '/api/v1/user/profile', form, 'application/x-www-form-urlencoded');
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ first_name: [say('validation_duplicate_field')] });
    const fd = new FormData();
    fd.set('first_name', 'Ann');
    fd.set('last_name', 'Lee');
    fd.set('locale', 'en');
    const ok = await raw(o, 'PUT', '/api/v1/user/profile', fd);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
    const query = await o.client.get('/api/v1/clients?search=a&search=b');
    expect(query.body.errors).toEqual({ search: [say('validation_duplicate_field')] });
  });
});

describe('wrong HTTP method on a tRPC procedure', () => {
  it('is a 405 with the catalogue message, and nothing is logged', async () => {
    const o = await owner('uk');
    const spy = vi.spyOn(log, 'error');
    const get = await raw(o, 'GET', '/trpc/account.updateProfile');
    expect(get.status).toBe(405);
    expect(get.body.error.data.code).toBe('METHOD_NOT_ALLOWED');
    expect(get.body.error.message).toBe('This request method is not supported here.');
    const post = await raw(o, 'POST', '/trpc/auth.viewer', '{}', 'application/json');
    expect(post.status).toBe(405);
    expect(spy).not.toHaveBeenCalled();
  });

  it('a body tRPC cannot read is a JSON 422, not a logged 500', async () => {
    const o = await owner();
    const spy = vi.spyOn(log, 'error');
    const res = await h.app.request('http://localhost/trpc/clients.create', {
      method: 'POST',
      headers: {
        cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? ''),
        'content-type': 'application/xml',
      },
      body: '<client/>',
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).error.data.code).toBe('VALIDATION_ERROR');
    expect(spy).not.toHaveBeenCalled();
  });
});
