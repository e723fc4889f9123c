import { clients, messages, outboxMessages } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../src/core/services';
import { businessByOptoutCode, optoutCodeOf } from '../src/marketing/optout-code';
import { emailCampaign, type MarketingOwner, marketingOwner, marketingWorld, smsCampaign } from './marketing.fixtures';
import { type Harness, uniqueEmail } from './support/harness';

/** Opting out of campaigns (RFC 8058 one-click, the opted-out list, the SMS code) and escaping what clients typed. */
let h: Harness;
let o: MarketingOwner;
let sent: OutgoingEmail[];
beforeEach(async () => {
  ({ h, o, sent } = await marketingWorld());
});
afterEach(() => h.close());

const emailClients = (n: number) => o.emailClients(n);
const create = (body: Record<string, unknown>) => o.createCampaign(body);

describe('opting out', () => {
  it('every email has RFC 8058 one-click unsubscribe; the POST opts the client out without a session', async () => {
    const [ann] = await emailClients(1);
    const id = await create(emailCampaign());
    await o.client.post(`/api/v1/marketing/run/${id}`);
    await h.drain();
    const headers = sent[0]?.headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<http:\/\/localhost[^>]*(\/api\/marketing\/unsubscribe\/[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
    expect(url).toBeTruthy();
    expect(sent[0]?.text).toContain(`/unsubscribe/${url?.split('/').pop()}`);
    const provider = h.client_(); // no session, no CSRF cookie: a mail provider
    const info = await provider.get(url as string);
    expect(info.body.data).toEqual({ business: 'Glow Studio', opted_out: false, locale: 'en' });
    const res = await provider.request('POST', url as string, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      'x-skip-csrf': '1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await h.db
      .select()
      .from(clients)
      .where(eq(clients.id, ann as string));
    expect(row?.opt_out).toBe(true);
    const forged = `${ann}.${'a'.repeat(32)}`;
    expect((await provider.request('POST', `/api/marketing/unsubscribe/${forged}`, '', { 'x-skip-csrf': '1' })).status).toBe(404);
    // The opted-out list shows them; the app can opt them back in.
    const list = await o.client.get('/api/v1/marketing/opt-out');
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([ann]);
    const back = await o.client.put(`/api/v1/marketing/opt-out/${ann}`, { opt_out: false });
    expect(back.body.data).toMatchObject({ id: ann, opt_out: false });
  });

  it('an SMS campaign ends with the opt-out code, which finds the business', async () => {
    await o.addClient('Ann', { phone: '07700 900001' });
    const id = await create(smsCampaign());
    await o.client.post(`/api/v1/marketing/run/${id}`);
    await h.drain();
    const code = await optoutCodeOf(h.db, o.businessId);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await optoutCodeOf(h.db, o.businessId)).toBe(code);
    const [sms] = await h.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
    expect(sms?.body_text).toBe(`Hi Ann, 20% off at Glow Studio this week!\nReply OPTOUT ${code} to stop`);
    expect(await businessByOptoutCode(h.db, code.toLowerCase())).toBe(o.businessId);
    expect(await businessByOptoutCode(h.db, 'NOPE99')).toBeNull();
  });

  it('creates one code under concurrent first uses', async () => {
    const codes = await Promise.all(Array.from({ length: 5 }, () => optoutCodeOf(h.db, o.businessId)));
    expect(new Set(codes).size).toBe(1);
  });
});

describe('escaping', () => {
  it("renders a client's typed name escaped in an email campaign", async () => {
    const evil = '<img src=x onerror=alert(1)>';
    await o.addClient(evil, { email: 'evil@example.com' });
    const id = await create(emailCampaign({ text: 'Hi {client_name} <b>bold</b>' }));
    await o.client.post(`/api/v1/marketing/run/${id}`);
    await h.drain();
    const [mail] = await h.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, 'evil@example.com')));
    expect(mail?.body_html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.body_html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail?.body_html).not.toMatch(/<img|<b>/);
  });
});

/**
 * Issue 25: what a campaign adds to the owner's text (the email's footer and unsubscribe link, the SMS
 * opt-out line) and the unsubscribe page are in the CLIENT's language: their own setting, else the
 * owner's; not the campaign text's, nor the business's.
 */
describe("in the client's language", () => {
  it("writes each email's footer in its client's language, and the unsubscribe page answers it", async () => {
    const uk = await marketingOwner(h, { locale: 'uk', email: uniqueEmail('uk') });
    await uk.addClient('Emma', { email: 'emma@example.com', locale: 'en' });
    await uk.addClient('Олена', { email: 'olena@example.com' }); // no language of her own: the owner's
    const id = await uk.createCampaign(emailCampaign({ text: 'Hello {client_name}!' }));
    expect((await uk.client.post(`/api/v1/marketing/run/${id}`)).status).toBe(200);
    await h.drain();
    const to = (address: string) => sent.find((e) => e.to === address) as OutgoingEmail;
    expect(to('emma@example.com').text).toContain('You are receiving this email because you are a client of Glow Studio.');
    expect(to('emma@example.com').text).toMatch(/\nUnsubscribe: http/);
    expect(to('emma@example.com').html).toContain('<html lang="en">');
    expect(to('olena@example.com').text).toContain('Відправник: Glow Studio. Ви отримали цей лист, бо ви клієнт цього бізнесу.');
    expect(to('olena@example.com').text).toMatch(/\nВідписатися: http/);
    expect(to('olena@example.com').html).toContain('<html lang="uk">');
    const rows = await h.db.select().from(messages).where(eq(messages.campaign_id, id));
    expect(Object.fromEntries(rows.map((r) => [r.to, r.locale]))).toEqual({
      'emma@example.com': 'en',
      'olena@example.com': 'uk',
    });
    for (const [address, locale] of [
      ['emma@example.com', 'en'],
      ['olena@example.com', 'uk'],
    ] as const) {
      const path = /<http:\/\/localhost([^>]+)>/.exec(to(address).headers?.['List-Unsubscribe'] ?? '')?.[1] as string;
      const page = await h.client_({ locale: 'uk' }).get(path);
      expect(page.body.data).toMatchObject({ business: 'Glow Studio', locale });
    }
  });

  it("ends each SMS with the opt-out line in its client's language, and the count prices the longer line", async () => {
    const uk = await marketingOwner(h, { locale: 'uk', email: uniqueEmail('uk') });
    await uk.addClient('Emma', { phone: '07700 900001', locale: 'en' });
    await uk.addClient('Олена', { phone: '07700 900002' });
    const text = 'Привіт, {client_name}! Знижка 20% цього тижня у {business}.';
    const count = await uk.client.post('/api/v1/marketing/count', { channel: 'sms', text, filters: { all_clients: true } });
    const id = await uk.createCampaign(smsCampaign({ text }));
    expect((await uk.client.post(`/api/v1/marketing/run/${id}`)).status).toBe(200);
    await h.drain();
    const code = await optoutCodeOf(h.db, uk.businessId);
    const sms = await h.db.select().from(messages).where(eq(messages.campaign_id, id));
    const body = (name: string) => sms.find((r) => r.body_preview?.includes(name))?.body_preview ?? '';
    expect(body('Emma')).toMatch(new RegExp(`\nReply OPTOUT ${code} to stop$`));
    expect(body('Олена')).toMatch(new RegExp(`\nВідповідь OPTOUT ${code} — відписатися$`));
    // What the count asked for per message covers what either client's message cost.
    expect(Math.max(...sms.map((r) => r.credits))).toBeLessThanOrEqual(count.body.data.credits_per_message);
  });
});
