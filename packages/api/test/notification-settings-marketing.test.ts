import { marketingSettings } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** The marketing tab of the notification settings: sender, reply-to, footer and the SMS opt-out code. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PATH = '/api/v1/user/marketing-notification-settings';

describe('marketing notification settings', () => {
  it('answers empty settings with an opt-out code that stays the same, and saves them', async () => {
    const o = await registerOwner(h);
    const first = (await o.client.get(PATH)).body.data;
    expect(first).toMatchObject({ sender_name: null, reply_to: null, footer: null });
    expect(first.optout_code).toMatch(/^[A-Z0-9]+$/);
    const res = await o.client.put(PATH, { sender_name: ' Studio Bloom ', reply_to: 'Hello@Bloom.example', footer: '1 High St' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      sender_name: 'Studio Bloom',
      reply_to: 'hello@bloom.example',
      footer: '1 High St',
      optout_code: first.optout_code,
    });
    expect((await o.client.get(PATH)).body.data).toEqual(res.body.data);
    // Blank clears.
    const cleared = await o.client.put(PATH, { sender_name: '', reply_to: '', footer: '' });
    expect(cleared.body.data).toMatchObject({ sender_name: null, reply_to: null, footer: null });
    expect(await h.db.select().from(marketingSettings)).toHaveLength(1);
  });

  it('refuses a bad reply-to address and a long footer with field errors, changing nothing', async () => {
    const o = await registerOwner(h);
    o.client.setLocale('en');
    await o.client.put(PATH, { sender_name: 'Kept', reply_to: null, footer: null });
    const res = await o.client.put(PATH, { sender_name: 'New', reply_to: 'not-an-email', footer: 'x'.repeat(501) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['footer', 'reply_to']);
    expect((await o.client.get(PATH)).body.data.sender_name).toBe('Kept');
  });
});
