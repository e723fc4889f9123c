import { type Locale, m } from '@kairos/i18n';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fromBase64 } from '../core/files';
import { formatMoney } from '../shared/money';
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR } from './fonts/noto-sans.gen';

/**
 * An invoice as a PDF, in pure JS (pdf-lib + fontkit), so the Node entry and the
 * Worker make the same file. The font is Noto Sans cut down to Latin, Cyrillic and
 * currency signs (fonts/make-fonts.sh), embedded as a subset of the glyphs used, so
 * Ukrainian text and "₴" render and a one-page invoice stays around 20 KB.
 */
export interface InvoicePdfItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface InvoicePdfData {
  locale: Locale;
  number: string;
  /** Local dates, YYYY-MM-DD. */
  date: string;
  due_date: string;
  status: 'issued' | 'sent' | 'cancelled';
  currency: string;
  total: number;
  paid: number;
  colour: string;
  business: { name: string; lines: string[] };
  bill_to: { name: string; email: string | null; address: string | null };
  lines: InvoicePdfItem[];
  bank_details: string | null;
  notes: string | null;
  footer: string | null;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const GREY = rgb(0.42, 0.45, 0.5);
const INK = rgb(0.07, 0.09, 0.15);
const RULE = rgb(0.86, 0.87, 0.89);

interface Face {
  bytes: Uint8Array;
  /** Advance width per code point in 1/1000 em (what text measuring needs, without fontkit's layout per call). */
  advance: Map<number, number>;
  /** Code points the font has a glyph for. */
  known: Set<number>;
}

function face(base64: string): Face {
  const bytes = fromBase64(base64);
  const font = fontkit.create(bytes as never) as unknown as {
    unitsPerEm: number;
    characterSet: number[];
    glyphForCodePoint(cp: number): { advanceWidth: number };
  };
  const advance = new Map<number, number>();
  for (const cp of font.characterSet) advance.set(cp, (font.glyphForCodePoint(cp).advanceWidth * 1000) / font.unitsPerEm);
  return { bytes, advance, known: new Set(font.characterSet) };
}

let faces: { regular: Face; bold: Face } | undefined;
/** Decoded and measured once per process or isolate. */
function fonts() {
  faces ??= { regular: face(NOTO_SANS_REGULAR), bold: face(NOTO_SANS_BOLD) };
  return faces;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** "#0f766e" → pdf-lib colour; anything else falls back to the default teal. */
export function hexColour(hex: string, mixWithWhite = 0) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  const n = Number.parseInt(match?.[1] ?? '0f766e', 16);
  const channel = (v: number) => (v / 255) * (1 - mixWithWhite) + mixWithWhite;
  return rgb(channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255));
}

/** A local date (YYYY-MM-DD) as the invoice's language writes it: "24 листопада 2026 р." / "24 November 2026". */
export function formatInvoiceDate(date: string, locale: Locale): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const format = cached(
    `date|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(Date.UTC(y, mo - 1, d)));
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  private readonly known: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly faces: { regular: Face; bold: Face },
  ) {
    this.known = faces.regular.known;
    this.newPage();
  }

  /** The width of already cleaned text, from the cached advances (no fontkit layout per call). */
  private measure(text: string, size: number, font: PDFFont): number {
    const advance = (font === this.bold ? this.faces.bold : this.faces.regular).advance;
    let units = 0;
    for (const ch of text) units += advance.get(ch.codePointAt(0) as number) ?? 0;
    return (units * size) / 1000;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Characters the font lacks (emoji, CJK) become "?" instead of an empty box or an exception. */
  clean(text: string): string {
    let out = '';
    for (const ch of text.replace(/\t/g, ' ')) {
      const cp = ch.codePointAt(0) as number;
      out += this.known.has(cp) || ch === '\n' || ch === '\r' ? ch : cp === 0x202f ? ' ' : '?';
    }
    return out;
  }

  width(text: string, size: number, font = this.regular) {
    return this.measure(this.clean(text), size, font);
  }

  /** Splits text into lines no wider than `max` (by words; a word longer than a line is cut). */
  wrap(text: string, size: number, max: number, font = this.regular): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.measure(candidate, size, font) <= max) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (this.measure(rest, size, font) > max) {
          let cut = rest.length - 1;
          while (cut > 1 && this.measure(rest.slice(0, cut), size, font) > max) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, x: number, y: number, size: number, opts: { font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    this.page.drawText(this.clean(text), { x, y, size, font: opts.font ?? this.regular, color: opts.color ?? INK });
  }

  right(text: string, xRight: number, y: number, size: number, opts: { font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    this.text(text, xRight - this.width(text, size, opts.font), y, size, opts);
  }
}

export async function renderInvoicePdf(d: InvoicePdfData): Promise<Uint8Array> {
  const locale = d.locale;
  const t = (fn: (inputs: Record<string, never>, options: { locale: Locale }) => string) => fn({}, { locale });
  const money = (minor: number) => formatMoney(minor, d.currency, locale);
  const quantity = cached(`number|${locale}`, () => new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB'));
  const accent = hexColour(d.colour);
  const tint = hexColour(d.colour, 0.9);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const faces = fonts();
  const [regular, bold] = await Promise.all([
    doc.embedFont(faces.regular.bytes, { subset: true }),
    doc.embedFont(faces.bold.bytes, { subset: true }),
  ]);
  const title = t(m.invoice_pdf_title);
  doc.setTitle(`${title} ${d.number}`);
  doc.setAuthor(d.business.name);
  doc.setCreator('Kairos');
  doc.setProducer('Kairos');
  doc.setLanguage(locale === 'uk' ? 'uk-UA' : 'en-GB');
  // Fixed dates: the same invoice always makes the same bytes (and no server clock leaks into it).
  const issued = new Date(`${d.date}T00:00:00Z`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const w = new Writer(doc, regular, bold, faces);
  const left = MARGIN;
  const rightEdge = A4.width - MARGIN;
  const contentWidth = rightEdge - left;
  const footerSpace = 56;

  const accentBar = () => w.page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: accent });
  accentBar();

  // Header: the business on the left, the title, number and dates on the right.
  const top = w.y - 10;
  let ly = top;
  for (const line of w.wrap(d.business.name, 15, contentWidth * 0.55, bold)) {
    w.text(line, left, ly, 15, { font: bold });
    ly -= 19;
  }
  for (const raw of d.business.lines) {
    for (const line of w.wrap(raw, 9, contentWidth * 0.55)) {
      w.text(line, left, ly, 9, { color: GREY });
      ly -= 12;
    }
  }
  let ry = top;
  w.right(title, rightEdge, ry - 6, 22, { font: bold, color: accent });
  ry -= 30;
  w.right(`№ ${d.number}`, rightEdge, ry, 11, { font: bold });
  ry -= 16;
  const dateRow = (label: string, value: string) => {
    w.right(value, rightEdge, ry, 9);
    w.right(label, rightEdge - w.width(value, 9) - 8, ry, 9, { color: GREY });
    ry -= 13;
  };
  dateRow(t(m.invoice_pdf_date), formatInvoiceDate(d.date, locale));
  dateRow(t(m.invoice_pdf_due_date), formatInvoiceDate(d.due_date, locale));
  if (d.status === 'cancelled') {
    ry -= 4;
    w.right(t(m.invoice_pdf_cancelled), rightEdge, ry, 12, { font: bold, color: rgb(0.75, 0.1, 0.1) });
    ry -= 16;
  }
  w.y = Math.min(ly, ry) - 18;

  // Bill to.
  w.text(t(m.invoice_pdf_bill_to).toUpperCase(), left, w.y, 8, { font: bold, color: accent });
  w.y -= 15;
  for (const line of w.wrap(d.bill_to.name, 11, contentWidth * 0.6, bold)) {
    w.text(line, left, w.y, 11, { font: bold });
    w.y -= 14;
  }
  for (const raw of [d.bill_to.address, d.bill_to.email]) {
    if (!raw) continue;
    for (const line of w.wrap(raw, 9, contentWidth * 0.6)) {
      w.text(line, left, w.y, 9, { color: GREY });
      w.y -= 12;
    }
  }
  w.y -= 16;

  // Items.
  const col = {
    qty: left + contentWidth * 0.58,
    unit: left + contentWidth * 0.79,
    amount: rightEdge,
  };
  const descWidth = contentWidth * 0.5 - 8;
  const header = () => {
    w.page.drawRectangle({ x: left, y: w.y - 7, width: contentWidth, height: 20, color: accent });
    const white = rgb(1, 1, 1);
    w.text(t(m.invoice_pdf_description), left + 6, w.y, 8.5, { font: bold, color: white });
    w.right(t(m.invoice_pdf_quantity), col.qty, w.y, 8.5, { font: bold, color: white });
    w.right(t(m.invoice_pdf_unit_price), col.unit, w.y, 8.5, { font: bold, color: white });
    w.right(t(m.invoice_pdf_amount), col.amount - 6, w.y, 8.5, { font: bold, color: white });
    w.y -= 24;
  };
  const continuePage = () => {
    w.newPage();
    accentBar();
    w.y -= 10;
    header();
  };
  header();
  d.lines.forEach((item, i) => {
    const rows = w.wrap(item.description, 9.5, descWidth);
    const height = rows.length * 12.5 + 8;
    if (w.y - height < MARGIN + footerSpace) continuePage();
    if (i % 2 === 1) w.page.drawRectangle({ x: left, y: w.y - height + 12, width: contentWidth, height, color: tint });
    rows.forEach((line, n) => {
      w.text(line, left + 6, w.y - n * 12.5, 9.5);
    });
    w.right(quantity.format(item.quantity), col.qty, w.y, 9.5);
    w.right(money(item.unit_price), col.unit, w.y, 9.5);
    w.right(money(item.amount), col.amount - 6, w.y, 9.5);
    w.y -= height;
  });

  // Totals.
  const totalsHeight = 3 * 16 + 20;
  if (w.y - totalsHeight < MARGIN + footerSpace) continuePage();
  w.page.drawLine({ start: { x: col.qty - 40, y: w.y + 6 }, end: { x: rightEdge, y: w.y + 6 }, thickness: 0.8, color: RULE });
  w.y -= 10;
  const totalRow = (label: string, value: string, strong = false) => {
    const size = strong ? 11.5 : 9.5;
    const opts = strong ? { font: bold, color: accent } : {};
    w.right(value, col.amount - 6, w.y, size, opts);
    w.right(label, col.unit - 70, w.y, size, strong ? { font: bold } : { color: GREY });
    w.y -= strong ? 20 : 15;
  };
  totalRow(t(m.invoice_pdf_total), money(d.total));
  totalRow(t(m.invoice_pdf_paid), money(d.paid));
  totalRow(t(m.invoice_pdf_due), money(Math.max(0, d.total - d.paid)), true);
  w.y -= 12;

  // Bank details and notes.
  const block = (label: string, body: string | null) => {
    if (!body) return;
    const lines = w.wrap(body, 9, contentWidth);
    if (w.y - (lines.length * 12 + 20) < MARGIN + footerSpace) {
      w.newPage();
      accentBar();
      w.y -= 10;
    }
    w.text(label.toUpperCase(), left, w.y, 8, { font: bold, color: accent });
    w.y -= 14;
    for (const line of lines) {
      w.text(line, left, w.y, 9);
      w.y -= 12;
    }
    w.y -= 12;
  };
  block(t(m.invoice_pdf_bank_details), d.bank_details);
  block(t(m.invoice_pdf_notes), d.notes);

  // Footer and page numbers on every page.
  const footerLines = d.footer ? w.wrap(d.footer, 8, contentWidth - 60).slice(0, 3) : [];
  w.pages.forEach((page, i) => {
    w.page = page;
    page.drawLine({
      start: { x: left, y: MARGIN + 30 },
      end: { x: rightEdge, y: MARGIN + 30 },
      thickness: 0.6,
      color: RULE,
    });
    footerLines.forEach((line, n) => {
      w.text(line, left, MARGIN + 18 - n * 10, 8, { color: GREY });
    });
    if (w.pages.length > 1)
      w.right(m.invoice_pdf_page({ page: i + 1, pages: w.pages.length }, { locale }), rightEdge, MARGIN + 18, 8, {
        color: GREY,
      });
  });

  return doc.save({ useObjectStreams: true });
}
