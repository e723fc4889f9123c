import { invoices } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { body } from './support/invoices';
import { owner } from './support/offerings';

/** Invoice numbers: consecutive under parallel creates, per business, prefix clashes, never reused after a delete. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('invoice numbers', () => {
  it('20 invoices created at the same moment get 20 distinct, consecutive numbers', async () => {
    const { client } = await owner(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post('/api/v1/invoices', body({ notes: `n${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.data.number as string).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
  });

  it('numbers are per business and the database refuses a duplicate whatever the code does', async () => {
    const a = await owner(h);
    const b = await owner(h);
    expect((await a.client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0001');
    expect((await b.client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0001');
    const [row] = await h.db.select().from(invoices).where(eq(invoices.business_id, a.user.business.id));
    const copy = { ...row, id: 'dup-1', seq: 99 } as typeof invoices.$inferInsert;
    await expect(h.db.insert(invoices).values(copy)).rejects.toThrow();
    await expect(h.db.insert(invoices).values({ ...copy, number: 'OTHER-1', seq: row?.seq ?? 1 })).rejects.toThrow();
  });

  it('a prefix that makes the next number clash with an older one is a clear error', async () => {
    const { client } = await owner(h);
    await client.put('/api/v1/invoices/settings', { prefix: 'A-', colour: '#0f766e', due_days: 14 });
    for (let i = 0; i < 10; i++) await client.post('/api/v1/invoices', body());
    // With prefix "A-001" the next (seq 11) is "A-0010011"; an older invoice already carries that number.
    await client.put('/api/v1/invoices/settings', { prefix: 'A-001', colour: '#0f766e', due_days: 14 });
    await h.db.update(invoices).set({ number: 'A-0010011' }).where(eq(invoices.number, 'A-0001'));
    const res = await client.post('/api/v1/invoices', body());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVOICE_NUMBER_TAKEN');
    expect(res.body.message).toContain('prefix');
  });

  it('deletes only an unsent manual invoice, and never issues its number again', async () => {
    const { client } = await owner(h);
    await client.post('/api/v1/invoices', body());
    const second = (await client.post('/api/v1/invoices', body())).body.data.id;
    const del = await client.del(`/api/v1/invoices/${second}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Invoice deleted.');
    expect((await client.get(`/api/v1/invoices/${second}`)).status).toBe(404);
    expect((await client.get('/api/v1/invoices')).body.data).toHaveLength(1);
    expect((await client.del(`/api/v1/invoices/${second}`)).status).toBe(404);
    expect((await client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0003');
  });
});
