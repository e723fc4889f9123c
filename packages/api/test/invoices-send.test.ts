import { outboxMessages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { body, pdfOf } from './support/invoices';
import { emailsTo } from './support/mail';
import { DAY, owner } from './support/offerings';

/** Sending invoices: the PDF attached, resends, cancels, double clicks, the PDF download and the dev outbox. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('sending invoices', () => {
  it('sends with the PDF attached in the invoice language, resends, cancels; a cancelled invoice is never sent', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body({ locale: 'uk', bill_to_name: 'Олена Коваль' }))).body.data.id;
    expect((await client.post(`/api/v1/invoices/${id}/resend`)).body.code).toBe('INVOICE_NOT_SENT');
    const sent = await client.post(`/api/v1/invoices/${id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Invoice sent.');
    expect(sent.body.data).toMatchObject({ status: 'sent', sent_at: h.clock.now.toISOString() });
    const mails = await emailsTo(h, 'emma@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Studio: рахунок INV-0001');
    expect(mails[0]?.body_text).toContain('Олена Коваль');
    expect(mails[0]?.body_text).toContain('83,99');
    const [file] = mails[0]?.attachments ?? [];
    expect(file).toMatchObject({ filename: 'рахунок-INV-0001.pdf', content_type: 'application/pdf' });
    expect(atob(file?.content_base64 ?? '').startsWith('%PDF-')).toBe(true);

    expect((await client.post(`/api/v1/invoices/${id}/send`)).body.code).toBe('INVOICE_ALREADY_SENT');
    h.advance(DAY);
    const again = await client.post(`/api/v1/invoices/${id}/resend`);
    expect(again.status).toBe(200);
    expect(again.body.data.sent_at).toBe(h.clock.now.toISOString());
    expect(await emailsTo(h, 'emma@example.com')).toHaveLength(2);

    const cancelled = await client.post(`/api/v1/invoices/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', number: 'INV-0001' });
    for (const action of ['send', 'resend']) {
      const res = await client.post(`/api/v1/invoices/${id}/${action}`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVOICE_CANCELLED');
    }
    expect(await emailsTo(h, 'emma@example.com')).toHaveLength(2);
    expect((await client.post(`/api/v1/invoices/${id}/cancel`)).status).toBe(200);
    expect((await client.del(`/api/v1/invoices/${id}`)).body.code).toBe('INVOICE_NOT_DELETABLE');
    // The next invoice does not take the cancelled one's number.
    expect((await client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0002');
  });

  it('sending without an email address is a clear, translated error and changes nothing', async () => {
    const { client } = await owner(h, 'uk');
    const id = (await client.post('/api/v1/invoices', body({ bill_to_email: '' }))).body.data.id;
    const res = await client.post(`/api/v1/invoices/${id}/send`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVOICE_NO_EMAIL');
    expect(res.body.message).toContain('email');
    expect((await client.get(`/api/v1/invoices/${id}`)).body.data.status).toBe('issued');
    await h.drain();
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.subject, 'Studio: рахунок INV-0001'))).toEqual([]);
  });

  it('a double click on Send mails once', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    const [a, b] = await Promise.all([client.post(`/api/v1/invoices/${id}/send`), client.post(`/api/v1/invoices/${id}/send`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await emailsTo(h, 'emma@example.com')).toHaveLength(1);
  });

  it('serves the PDF with the number in its name', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    const pdf = await pdfOf(h, client, id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('invoice-INV-0001.pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.bytes.length).toBeLessThan(40_000);
  });
});

describe('the dev outbox', () => {
  it('lists an invoice email’s PDF and serves it for download', async () => {
    h.close();
    h = await makeHarness({ DEV_OUTBOX: 'on' });
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    await client.post(`/api/v1/invoices/${id}/send`);
    await h.drain();
    const anon = h.client_();
    const outbox = await anon.query('system.outbox');
    const mail = outbox.body.result.data.messages.find((msg: { to: string }) => msg.to === 'emma@example.com');
    expect(mail.attachments).toEqual([
      { filename: 'invoice-INV-0001.pdf', content_type: 'application/pdf', size: expect.any(Number), downloadable: true },
    ]);
    const file = await anon.query('system.outboxAttachment', { message_id: mail.id, index: 0 });
    expect(file.body.result.data).toMatchObject({ file_name: 'invoice-INV-0001.pdf', mime_type: 'application/pdf' });
    expect(atob(file.body.result.data.content_base64).slice(0, 5)).toBe('%PDF-');
    expect((await anon.query('system.outboxAttachment', { message_id: mail.id, index: 1 })).status).toBe(404);
  });

  it('is closed like the outbox itself', async () => {
    const anon = h.client_();
    expect((await anon.query('system.outboxAttachment', { message_id: 'x', index: 0 })).status).toBe(404);
  });
});
