/**
 * The invoice PDF's text, read back with poppler's `pdftotext`: Ukrainian (Cyrillic letters,
 * "₴") and English come out as text, in the invoice's language, from the Node runtime and
 * from workerd (the same module bundled for Workers and run in Miniflare).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { businesses } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoicePdfData, renderInvoicePdf } from '../src/pdf/invoice-pdf';
import { makeHarness } from './support/harness';
import { emailsTo } from './support/mail';
import { owner } from './support/offerings';

const hasPdfToText = spawnSync('pdftotext', ['-v']).status === 0;
if (!hasPdfToText && process.env.CI) throw new Error('pdftotext is missing: CI installs poppler-utils (.ci/run)');
if (!hasPdfToText) console.warn('invoices-pdf.test.ts: skipped, pdftotext is not installed (apt-get install poppler-utils)');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kairos-invoice-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function textOf(bytes: Uint8Array): string {
  const file = join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  // Non-breaking spaces (uk digit groups) read as plain spaces.
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ');
}

/** The text in reading order without the layout (one line per drawn line). */
function rawTextOf(bytes: Uint8Array): string {
  const file = join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const ukrainian: InvoicePdfData = {
  locale: 'uk',
  number: 'РАХ-0007',
  date: '2026-11-24',
  due_date: '2026-12-08',
  status: 'issued',
  currency: 'UAH',
  total: 123450,
  paid: 20000,
  colour: '#7c3aed',
  business: { name: 'Студія «Весна»', lines: ['вул. Шевченка, 1', 'Київ 01001'] },
  bill_to: { name: 'Ґанна Їжакевич', email: 'hanna@example.com', address: 'вул. Франка, 5\nЛьвів' },
  lines: [
    { description: 'Стрижка та укладання', quantity: 2, unit_price: 41150, amount: 82300 },
    { description: 'Фарбування 🙂', quantity: 1, unit_price: 41150, amount: 41150 },
  ],
  bank_details: 'IBAN UA21 3223 1300 0002 6007 2335 6600 1\nПриватБанк',
  notes: 'Дякуємо, що обрали нас!',
  footer: 'ФОП Коваль О. — ІПН 1234567890',
} as InvoicePdfData;

const english: InvoicePdfData = {
  ...ukrainian,
  locale: 'en',
  number: 'INV-0042',
  currency: 'GBP',
  business: { name: 'Bloom Studio', lines: ['1 High Street', 'London SW1A 1AA'] },
  bill_to: { name: 'Emma Brown', email: null, address: null },
  lines: [{ description: 'Haircut', quantity: 3, unit_price: 3550, amount: 10650 }],
  total: 10650,
  paid: 0,
  bank_details: 'Sort code 00-00-00, account 12345678',
  notes: null,
  footer: null,
  status: 'cancelled',
};

describe.skipIf(!hasPdfToText)('invoice PDF text (pdftotext)', () => {
  it('Ukrainian: the title, Cyrillic names and ₴ amounts come out as text', async () => {
    const text = textOf(await renderInvoicePdf(ukrainian));
    for (const expected of [
      'Рахунок',
      '№ РАХ-0007',
      'Студія «Весна»',
      'Ґанна Їжакевич',
      'Львів',
      'Стрижка та укладання',
      '823,00 ₴',
      '1 234,50 ₴',
      'Сплачено',
      '200,00 ₴',
      'До сплати',
      '1 034,50 ₴',
      'Сплатити до',
      '8 грудня 2026',
      'БАНКІВСЬКІ РЕКВІЗИТИ',
      'ПриватБанк',
      'ФОП Коваль О.',
    ]) {
      expect(text).toContain(expected);
    }
    // A character the font lacks is replaced, never dropped silently or fatal.
    expect(text).toContain('Фарбування ?');
  });

  it('English: English labels and pounds; a cancelled invoice says so', async () => {
    const text = textOf(await renderInvoicePdf(english));
    for (const expected of [
      'Invoice',
      '№ INV-0042',
      'Bill to'.toUpperCase(),
      'Emma Brown',
      'Haircut',
      '£35.50',
      '£106.50',
      'Amount due',
      '24 November 2026',
      'CANCELLED',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[а-яіїєґ]/i);
  });

  it('a hundred lines run over several pages, each numbered, and the totals add up', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      description: `Послуга ${i + 1}`,
      quantity: 1,
      unit_price: 100,
      amount: 100,
    }));
    const bytes = await renderInvoicePdf({ ...ukrainian, lines, total: 10000, paid: 0 });
    const text = textOf(bytes);
    expect(text).toContain('Послуга 1 ');
    expect(text).toContain('Послуга 100');
    expect(text).toMatch(/Сторінка 1 з [2-9]/);
    expect(text).toContain('100,00 ₴');
  });

  it('a word that does not fit the line goes whole to the next; one longer than a line is hyphenated', async () => {
    const long = 'Найдовшенайдовшенайдовшенайдовшенайдовшенайдовшенайдовшеслово';
    const longer = `Надзвичайно${'довге'.repeat(30)}слово`;
    const text = rawTextOf(
      await renderInvoicePdf({
        ...ukrainian,
        lines: [
          { description: `Фарбування коренів і кінчиків волосся ${long} укладання`, quantity: 1, unit_price: 100, amount: 100 },
        ],
        notes: `Примітка ${longer}`,
        total: 100,
        paid: 0,
      }),
    );
    const lines = text.split('\n').map((l) => l.trim());
    // Each word that fits a line is whole on one line.
    for (const word of ['Фарбування', 'коренів', 'кінчиків', 'волосся', 'укладання', 'Примітка'])
      expect(
        lines.some((l) => l.split(/\s+/).includes(word)),
        word,
      ).toBe(true);
    // A word longer than its line (the table's description column, the notes): every piece but the last ends with a
    // hyphen at the line's end, and the pieces join up to the word.
    for (const word of [long, longer]) {
      const first = lines.findIndex((l) => l.split(/\s+/).some((w) => w.startsWith(word.slice(0, 12))));
      expect(first, word).toBeGreaterThanOrEqual(0);
      let joined = (lines[first] as string).split(/\s+/).at(-1) as string;
      let i = first;
      expect(joined.endsWith('-')).toBe(true);
      while (joined.endsWith('-')) {
        i += 1;
        const next = (lines[i] as string).split(/\s+/);
        joined = joined.slice(0, -1) + (next[0] as string);
        if (next.length > 1) break;
      }
      expect(joined).toBe(word);
    }
  });

  it('no double full stop; the business phone is formatted (through the API)', async () => {
    const h = await makeHarness();
    try {
      const { client, user } = await owner(h, 'uk');
      await h.db.update(businesses).set({ phone: '050 123 45 67' }).where(eq(businesses.id, user.business.id));
      const created = await client.post('/api/v1/invoices', {
        bill_to_name: 'Олена Коваль.',
        bill_to_email: 'olena@example.com',
        date: '2026-11-22',
        due_date: '2026-12-08',
        lines: [{ description: 'Манікюр.', quantity: 1, unit_price: 65000 }],
        locale: 'uk',
      });
      expect(created.status).toBe(200);
      const id = created.body.data.id;
      const res = await h.app.request(`http://localhost/api/v1/invoices/${id}/pdf`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      const text = textOf(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain('+380 50 123 4567');
      expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)/);
      // The email that carries it: "…до 8 грудня 2026 р." ends with one full stop.
      expect((await client.post(`/api/v1/invoices/${id}/send`)).status).toBe(200);
      const [mail] = await emailsTo(h, 'olena@example.com');
      expect(mail?.body_text).toContain('8 грудня 2026 р.');
      expect(`${mail?.subject}\n${mail?.body_text}\n${mail?.body_html}`).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    } finally {
      h.close();
    }
  });

  it('through the API: GET /invoices/{id}/pdf in the invoice’s language, whatever the caller’s', async () => {
    const h = await makeHarness();
    try {
      const { client } = await owner(h, 'uk');
      const created = await client.post('/api/v1/invoices', {
        bill_to_name: 'Олена Коваль',
        date: '2026-11-22',
        lines: [{ description: 'Манікюр', quantity: 1, unit_price: 65000 }],
        locale: 'uk',
      });
      expect(created.status).toBe(200);
      const res = await h.app.request(`http://localhost/api/v1/invoices/${created.body.data.id}/pdf`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-locale': 'en' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('рахунок-INV-0001.pdf')}`);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      const text = textOf(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain('Рахунок');
      expect(text).toContain('Олена Коваль');
      expect(text).toContain('650,00 ₴');
      expect(text).toContain('Studio');
    } finally {
      h.close();
    }
  });
});

describe.skipIf(!hasPdfToText)('invoice PDF in the Workers runtime (workerd via Miniflare)', () => {
  let mf: Miniflare;
  beforeAll(async () => {
    const out = await build({
      entryPoints: [join(import.meta.dirname, 'support/invoice-pdf-worker.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['workerd', 'worker', 'browser'],
      write: false,
      logLevel: 'silent',
    });
    mf = new Miniflare({
      modules: true,
      script: out.outputFiles[0]?.text ?? '',
      compatibilityDate: '2026-04-01',
      compatibilityFlags: ['nodejs_compat'],
    });
    await mf.ready;
  }, 60_000);
  afterAll(() => mf?.dispose());

  it('renders the same invoice, Ukrainian and English, with the embedded font', async () => {
    // workerd's ICU writes the hryvnia as "грн" where Node's writes "₴": both are the currency in Ukrainian.
    for (const [data, expected] of [
      [ukrainian, ['Рахунок', 'Ґанна Їжакевич', /1 234,50 (₴|грн)/, /До сплати\s+1 034,50 (₴|грн)/]],
      [english, ['Invoice', 'Emma Brown', '£106.50', 'CANCELLED']],
    ] as const) {
      const res = await mf.dispatchFetch('http://worker/', { method: 'POST', body: JSON.stringify(data) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const text = textOf(bytes);
      for (const e of expected) expect(text).toMatch(e);
    }
  });
});
