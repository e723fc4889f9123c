import { clients, outboxMessages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendBookingMessage } from '../src/booking/messages';
import { queueClientMessage } from '../src/mail/client-messages';
import { renderEmail } from '../src/mail/layout';
import { type CampaignContent, composeFor } from '../src/marketing/compose';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { body as invoiceBody } from './support/invoices';
import { bookedOnline } from './support/online-bookings';

/**
 * Everything an owner or a client types reaches an email's HTML escaped: an XSS corpus through every email
 * builder (the layout, plain client messages, marketing, booking confirmations, invoices). The HTML may only
 * hold the layout's own tags, no href but http(s), and the text part keeps what was typed, readable.
 */
const CORPUS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  'javascript:alert(document.cookie)',
  '</style><style>body{display:none}</style>',
  '</p></body></html><form action=https://evil.test>',
  'Ann \u202Egnp.exe\u202C Lee',
  '<!-- x --><![CDATA[ y ]]>',
  `${'<b>'.repeat(500)}${'Я'.repeat(4000)}`,
];
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
const LAYOUT_TAGS = /^<\/?(!doctype|html|body|h1|p|a|hr)[\s>]/i;

/** Every `<` in the HTML opens one of the layout's own tags; every href is a web link; no event handlers. */
function assertSafeHtml(html: string) {
  for (const m of html.matchAll(/</g)) expect(html.slice(m.index, m.index + 12)).toMatch(LAYOUT_TAGS);
  for (const m of html.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^https?:\/\//);
  expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  expect(html).not.toMatch(BIDI);
}
const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** What was typed is still there to read: verbatim in the text, and (bidi controls aside) in the HTML's text. */
function assertReadable(email: { text: string; html?: string | null }, typed: string) {
  expect(email.text).toContain(typed);
  expect(decode(email.html ?? '')).toContain(typed.replace(BIDI, ''));
}

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());
const outboxTo = (to: string) => h.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe('HTML email escaping', () => {
  it.each(CORPUS)('the layout escapes subject, body and button (%#)', (typed) => {
    const email = renderEmail('en', typed, `Hello ${typed}`, { label: typed, url: 'https://kairos.test/x?a=1&b="2"' });
    assertSafeHtml(email.html);
    assertReadable(email, typed);
    expect(email.subject).toBe(typed);
  });

  it('never turns a non-web URL into a link', () => {
    const email = renderEmail('uk', 'Hi', 'Body', { label: 'Open', url: 'javascript:alert(1)' });
    expect(email.html).not.toContain('href');
    assertSafeHtml(email.html);
  });

  it.each(CORPUS)('a marketing email escapes the text, business, footer and client name (%#)', (typed) => {
    const campaign: CampaignContent = {
      channel: 'email',
      subject: typed,
      text: `Hi {client_name}, ${typed} from {business}`,
      business: typed,
      footer: typed,
      optoutCode: null,
      appUrl: 'https://kairos.test',
      secret: 'x'.repeat(32),
    };
    const email = composeFor(campaign, { client_id: 'c1', business_id: 'b1', first_name: typed, last_name: '', locale: 'en' });
    assertSafeHtml(email.html as string);
    assertReadable({ text: email.text, html: email.html }, typed);
  });

  it('a plain client message (no HTML given) is escaped on its way out', async () => {
    const o = await registerOwner(h);
    const picked = [0, 1, 4, 6, 8].map((i) => CORPUS[i] as string); // the five free email credits
    for (const [i, typed] of picked.entries()) {
      const msg = {
        client_id: null,
        channel: 'email',
        type: 'reminder',
        to: `c${i}@example.com`,
        subject: 'Hi',
        text: typed,
      } as const;
      expect((await queueClientMessage(h.deps, o.user.business.id, msg, h.clock.now)).status).toBe('queued');
    }
    await h.drain();
    for (const [i, typed] of picked.entries()) {
      const [mail] = await outboxTo(`c${i}@example.com`);
      assertSafeHtml(mail?.body_html as string);
      assertReadable({ text: mail?.body_text as string, html: mail?.body_html }, typed);
    }
  });

  it("a booking confirmation escapes the client's and the business's names", async () => {
    const typed = CORPUS[1] as string;
    const o = await registerOwner(h, { business_name: `Studio ${typed}` });
    const b = await bookedOnline(h, o, {}, typed);
    await h.db.update(clients).set({ email: 'iryna@example.com' }).where(eq(clients.id, b.clientId));
    await sendBookingMessage(h.deps, b.booking.id, 'confirmed', 'manage-token');
    await h.drain();
    const [mail] = await outboxTo('iryna@example.com');
    expect(mail?.body_html).toBeTruthy();
    assertSafeHtml(mail?.body_html as string);
    assertReadable({ text: mail?.body_text as string, html: mail?.body_html }, typed);
  });

  it("an invoice email escapes the bill-to name and the business's name", async () => {
    const typed = CORPUS[0] as string;
    const o = await registerOwner(h, { business_name: typed });
    const made = await o.client.post(
      '/api/v1/invoices',
      invoiceBody({ bill_to_name: CORPUS[4], bill_to_email: 'emma@example.com' }),
    );
    expect(made.status).toBe(200);
    expect((await o.client.post(`/api/v1/invoices/${made.body.data.id}/send`)).status).toBe(200);
    await h.drain();
    const [mail] = await outboxTo('emma@example.com');
    assertSafeHtml(mail?.body_html as string);
    assertReadable({ text: mail?.body_text as string, html: mail?.body_html }, typed);
    assertReadable({ text: mail?.body_text as string, html: mail?.body_html }, CORPUS[4] as string);
  });
});
