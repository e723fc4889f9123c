import { clients } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restProcedures } from '../src/rest/procedures';
import { appRouter } from '../src/router';
import { translateKey } from '../src/shared/validation';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** Issue 9: control characters, array sizes and URL schemes are refused once, for every field. */
const say = (key: string, params: Record<string, unknown> = {}, locale: 'en' | 'uk' = 'en') => {
  const text = translateKey(key, params, locale);
  if (text === key) throw new Error(`no message ${key}`);
  return text;
};
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('control characters', () => {
  it('NUL and other C0 characters are refused in any text field, with the field path (REST and tRPC)', async () => {
    const { client } = await registerOwner(h);
    const rest = await client.post('/api/v1/clients', { first_name: 'Ann\u0000e', last_name: 'Lee' });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual({ first_name: [say('validation_control_chars')] });
    const nested = await client.post('/api/v1/clients', {
      first_name: 'Ann',
      last_name: 'Lee',
      locations: [{ title: 'Home', address_1: 'x\u001b[31m' }],
    });
    expect(nested.body.errors).toEqual({
      'locations.0.address_1': [say('validation_control_chars')],
    });
    client.setLocale('uk');
    const trpc = await client.mutate('clients.create', { first_name: 'Ann', last_name: 'Lee', notes: 'a\u0007b' });
    expect(trpc.status).toBe(422);
    expect(trpc.body.error.data.errors).toEqual({ notes: [say('validation_control_chars', {}, 'uk')] });
    const query = await client.get('/api/v1/clients?search=%00');
    expect(query.status).toBe(422);
    expect(await h.db.$count(clients)).toBe(0);
  });

  it('tab, line feed and carriage return stay allowed', async () => {
    const { client } = await registerOwner(h);
    const res = await client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Lee', notes: 'a\tb\r\nc' });
    expect(res.status).toBe(200);
    expect(res.body.data.notes).toBe('a\tb\r\nc');
  });

  it('an imported file with a control character is refused by row and column', async () => {
    const { client } = await registerOwner(h);
    const csv = 'First name,Last name\nAnn\u0000,Lee\n';
    const res = await client.post('/api/v1/user/import-clients', {
      file_name: 'c.csv',
      content_base64: Buffer.from(csv).toString('base64'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['rows.2.first_name']).toEqual([say('validation_control_chars', { field: 'First name' })]);
    expect(await h.db.$count(clients)).toBe(0);
  });
});

describe('malformed Unicode (issue 25 L2)', () => {
  it('a lone surrogate in any text value or key is a translated 422 (REST body, tRPC, query), never stored', async () => {
    const { client } = await registerOwner(h);
    const rest = await client.post('/api/v1/clients', '{"first_name": "Ann\\ud800", "last_name": "Lee"}');
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual({ first_name: [say('validation_malformed_unicode')] });
    const nested = await client.post('/api/v1/clients', {
      first_name: 'Ann',
      last_name: 'Lee',
      locations: [{ title: 'Home', address_1: '\udc00x' }],
    });
    expect(nested.body.errors).toEqual({ 'locations.0.address_1': [say('validation_malformed_unicode')] });
    const key = await client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Lee', '\ud83d': 'x' });
    expect(key.status).toBe(422);
    client.setLocale('uk');
    const trpc = await client.mutate('clients.create', { first_name: 'Ann', last_name: 'Lee', notes: 'a\ud83db' });
    expect(trpc.status).toBe(422);
    expect(trpc.body.error.data.errors).toEqual({ notes: [say('validation_malformed_unicode', {}, 'uk')] });
    const query = await client.query('clients.list', { search: '\ud800' });
    expect(query.status).toBe(422);
    expect((await client.get('/api/v1/clients?search=%ED%A0%80')).status).toBeLessThan(500);
    expect(await h.db.$count(clients)).toBe(0);
    // Well-formed pairs (emoji) are ordinary text.
    const emoji = await client.post('/api/v1/clients', { first_name: 'Ann 😀', last_name: 'Lee' });
    expect(emoji.status).toBe(200);
    expect(emoji.body.data.first_name).toBe('Ann 😀');
  });
});

describe('arrays', () => {
  it('payment settings take at most one entry per method, duplicates folded', async () => {
    const { client } = await registerOwner(h);
    const many = await client.put('/api/v1/user/payment-settings', {
      accepted_methods: Array.from({ length: 10_000 }, () => 'cash'),
      default_method: 'cash',
    });
    expect(many.status).toBe(422);
    expect(many.body.errors.accepted_methods).toEqual([say('validation_max_items', { max: 11 })]);
    const dup = await client.put('/api/v1/user/payment-settings', {
      accepted_methods: ['cash', 'card_payment', 'cash'],
      default_method: 'cash',
    });
    expect(dup.status).toBe(200);
    expect(dup.body.data.payment_settings.accepted_methods).toEqual(['cash', 'card_payment']);
  });

  it('every array and every string in every input schema has a maximum', () => {
    const missing: string[] = [];
    const walk = (s: unknown, where: string) => {
      if (!s || typeof s !== 'object') return;
      const node = s as Record<string, unknown>;
      if (node.type === 'array' && node.maxItems === undefined) missing.push(`${where} (array)`);
      if (node.type === 'string' && node.maxLength === undefined && !node.enum && !node.pattern && node.const === undefined)
        missing.push(`${where} (string)`);
      for (const [k, v] of Object.entries(node)) {
        if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${where}.${k}[${i}]`);
        else if (v && typeof v === 'object') walk(v, `${where}.${k}`);
      }
    };
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: z.ZodType[] } }>;
    for (const [path, proc] of Object.entries(procedures)) {
      for (const input of proc._def.inputs) walk(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }), path);
    }
    expect(missing).toEqual([]);
    expect(restProcedures(appRouter).length).toBeGreaterThan(10);
  });
});

describe('URL fields', () => {
  it('the video meeting link must be http(s): javascript:, data: and others are refused', async () => {
    const { client } = await registerOwner(h);
    const service = (
      await client.post('/api/v1/services', {
        name: 'Cut',
        type: 'single',
        parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
        colour: '#2563eb',
        price: 3000,
      })
    ).body.data.id;
    const clientId = (await client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id;
    const book = (url: string) =>
      client.post('/api/v1/appointments', {
        type: 'appointment',
        service_id: service,
        client_ids: [clientId],
        date: '2026-12-15',
        start_time: '10:00',
        video_meeting_url: url,
        allow_overlap: true,
      });
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'https://',
      'http://exa mple.com',
      '//example.com/x',
    ]) {
      const res = await book(url);
      expect(res.status, url).toBe(422);
      expect(res.body.errors.video_meeting_url, url).toEqual([say('validation_url')]);
    }
    for (const url of ['https://meet.example.com/abc-defg', 'HTTP://zoom.us/j/123?pwd=x']) {
      const res = await book(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data.video_meeting_url).toBe(url);
    }
  });
});
