import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignMailSpy, emailCampaign, marketingOwner } from './marketing.fixtures';
import { at, business, outboxTo, tick } from './reminders.fixtures';
import { type Harness, makeHarness } from './support/harness';

/**
 * Item 4 of issue 25: `{client_name}` means one thing everywhere: the client's first name, in confirmations,
 * reminders, thank-yous and campaigns alike; `{full_name}` is first and last name. Before, campaigns filled
 * `{client_name}` with the full name while reminders used the first name, and `{full_name}` did not exist.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PHONE = '+447700900123';

describe('{client_name} and {full_name}', () => {
  it('mean the same in the confirmation, the reminder and the thank-you (the owner’s own texts)', async () => {
    at(h, '2026-11-20T09:00:00Z');
    const b = await business(h);
    const text = 'Hi {client_name} ({full_name})';
    const saved = await b.client.put('/api/v1/user/sms-notification-settings', {
      booking_enabled: true,
      reminder_enabled: true,
      reminder_lead_minutes: 1440,
      thank_you_enabled: true,
      thank_you_delay_minutes: 30,
      templates: {
        booking: { en: { text: `Booked: ${text}` } },
        reminder: { en: { text: `Reminder: ${text}` } },
        thank_you: { en: { text: `Thanks: ${text}` } },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const olena = await b.person('Olena', { last_name: 'Koval' });
    await b.book('2026-11-23', '10:00', [olena]);
    await h.drain();
    at(h, '2026-11-22T10:00:00Z');
    await tick(h);
    at(h, '2026-11-23T11:30:00Z');
    await tick(h);
    const texts = (await outboxTo(h, PHONE)).map((m) => m.body_text).sort();
    expect(texts).toEqual([
      'Booked: Hi Olena (Olena Koval)',
      'Reminder: Hi Olena (Olena Koval)',
      'Thanks: Hi Olena (Olena Koval)',
    ]);
  });

  it('the default texts greet by the first name only', async () => {
    at(h, '2026-11-20T09:00:00Z');
    const b = await business(h);
    await b.settings('sms', { booking_enabled: true });
    const olena = await b.person('Olena', { last_name: 'Koval' });
    await b.book('2026-11-23', '10:00', [olena]);
    await h.drain();
    const [sms] = await outboxTo(h, PHONE);
    expect(sms?.body_text).toContain('Hi Olena,');
    expect(sms?.body_text).not.toContain('Koval');
  });

  it('a campaign fills {client_name} with the first name, as every other message does', async () => {
    const o = await marketingOwner(h);
    const sent = campaignMailSpy(h);
    await o.addClient('Olena', { last_name: 'Koval', email: 'olena@example.com' });
    const id = await o.createCampaign(emailCampaign());
    expect((await o.client.post(`/api/v1/marketing/run/${id}`)).status).toBe(200);
    await h.drain();
    expect(sent[0]?.subject).toBe('Hello Olena');
    expect(sent[0]?.text).toContain('Dear Olena, Glow Studio has 20% off');
  });
});
