import { expect } from 'vitest';
import { queueClientMessage } from '../../src/mail/client-messages';
import type { Cases, TenancyWorld } from './world';

const SMS = '/api/v1/user/sms-notification-settings';
const EMAIL = '/api/v1/user/email-notification-settings';
const MARKETING = '/api/v1/user/marketing-notification-settings';
const SECRET = 'Secret Beta text {client_name}';

const settings = (text: string) => ({
  booking_enabled: true,
  reminder_enabled: true,
  reminder_lead_minutes: 120,
  thank_you_enabled: true,
  thank_you_delay_minutes: 30,
  templates: { reminder: { en: { subject: 'Beta subject', text } } },
});

/** B saved its own texts on both channels and its marketing sender, and sent its client a message. */
export async function seed(t: TenancyWorld) {
  expect((await t.b.client.put(SMS, { ...settings(SECRET), templates: { reminder: { en: { text: SECRET } } } })).status).toBe(
    200,
  );
  expect((await t.b.client.put(EMAIL, settings(SECRET))).status).toBe(200);
  await t.b.client.put(MARKETING, { sender_name: 'Beta Secret Sender', reply_to: 'beta@beta.example', footer: 'Beta footer' });
  const sent = await queueClientMessage(
    t.h.deps,
    t.b.user.business.id,
    {
      client_id: t.bClientId,
      channel: 'email',
      type: 'reminder',
      to: 'secret@beta.example',
      subject: 'Beta',
      text: 'Secret body',
    },
    t.h.clock.now,
  );
  expect(sent.status).toBe('queued');
}

const unchanged = async (t: TenancyWorld, path: string) => {
  const b = (await t.b.client.get(path)).body.data;
  expect(JSON.stringify(b)).toContain('Secret Beta text');
};

/** A reads and writes its own settings only; B's are never shown or changed. */
const channelCases = (t: TenancyWorld, path: string, key: string): Cases => ({
  [`notificationSettings.get${key}`]: async () => {
    const mine = (await t.a.client.get(path)).body.data;
    expect(JSON.stringify(mine)).not.toContain('Secret Beta');
  },
  [`notificationSettings.update${key}`]: async () => {
    const res = await t.a.client.put(path, { ...settings('Alpha text'), templates: {} });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).not.toContain('Secret Beta');
    await unchanged(t, path);
  },
});

export const cases = (t: TenancyWorld): Cases => ({
  ...channelCases(t, SMS, 'Sms'),
  ...channelCases(t, EMAIL, 'Email'),
  'notificationSettings.getMarketing': async () => {
    const [mine, theirs] = await Promise.all([t.a.client.get(MARKETING), t.b.client.get(MARKETING)]);
    expect(mine.status).toBe(200);
    expect(mine.body.data.sender_name).not.toBe('Beta Secret Sender');
    expect(mine.body.data.optout_code).not.toBe(theirs.body.data.optout_code);
  },
  'notificationSettings.updateMarketing': async () => {
    expect((await t.a.client.put(MARKETING, { sender_name: 'Alpha', reply_to: null, footer: null })).status).toBe(200);
    expect((await t.b.client.get(MARKETING)).body.data).toMatchObject({
      sender_name: 'Beta Secret Sender',
      footer: 'Beta footer',
    });
  },
  'messages.list': async () => {
    const all = await t.a.client.get('/api/v1/user/messages');
    expect(JSON.stringify(all.body.data)).not.toContain('Secret body');
    // B's client id as a filter finds nothing for A.
    const filtered = await t.a.client.get(`/api/v1/user/messages?client_id=${t.bClientId}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.data).toEqual([]);
    expect((await t.b.client.get(`/api/v1/user/messages?client_id=${t.bClientId}`)).body.data).toHaveLength(1);
  },
});
