/**
 * An invoice as a PDF, in pure JS (pdf-lib + fontkit), so the Node entry and the
 * Worker make the same file. The font is Noto Sans cut down to Latin, Cyrillic and
 * currency signs (fonts/make-fonts.sh), embedded as a subset of the glyphs used, so
 * Ukrainian text and "₴" render and a one-page invoice stays around 20 KB.
 */
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { inkOn, textOnWhite } from '../shared/colour';
import { formatMoney } from '../shared/money';
import { A4, cached, fonts, formatInvoiceDate, GREY, hexColour, MARGIN, RULE, Writer } from './invoice-pdf-text';
import type { InvoicePdfData } from './invoice-pdf-types';

export { formatInvoiceDate, hexColour } from './invoice-pdf-text';
export type { InvoicePdfData, InvoicePdfItem } from './invoice-pdf-types';

export async function renderInvoicePdf(d: InvoicePdfData): Promise<Uint8Array> {
  const locale = d.locale;
  const t = (fn: (inputs: Record<string, never>, options: { locale: Locale }) => string) => fn({}, { locale });
  const money = (minor: number) => formatMoney(minor, d.currency, locale);
  const quantity = cached(`number|${locale}`, () => new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB'));
  const accent = hexColour(d.colour);
  // Text in the owner's colour only where it reads on white; the table heading in the ink that reads on it.
  const accentText = hexColour(textOnWhite(d.colour));
  const headingInk = hexColour(inkOn(d.colour));
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
  w.right(title, rightEdge, ry - 6, 22, { font: bold, color: accentText });
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
  w.text(t(m.invoice_pdf_bill_to).toUpperCase(), left, w.y, 8, { font: bold, color: accentText });
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
    w.text(t(m.invoice_pdf_description), left + 6, w.y, 8.5, { font: bold, color: headingInk });
    w.right(t(m.invoice_pdf_quantity), col.qty, w.y, 8.5, { font: bold, color: headingInk });
    w.right(t(m.invoice_pdf_unit_price), col.unit, w.y, 8.5, { font: bold, color: headingInk });
    w.right(t(m.invoice_pdf_amount), col.amount - 6, w.y, 8.5, { font: bold, color: headingInk });
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
    const opts = strong ? { font: bold, color: accentText } : {};
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
    w.text(label.toUpperCase(), left, w.y, 8, { font: bold, color: accentText });
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
