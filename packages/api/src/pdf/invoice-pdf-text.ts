/**
 * Text for the invoice PDF: the page geometry and colours, the embedded Noto Sans
 * faces and their cached advances, cleaning text to the glyphs the font has,
 * measuring and wrapping it, and the cached date and number formats.
 */
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fromBase64 } from '../core/files';
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR } from './fonts/noto-sans.gen';
import { cached, formatInvoiceDate } from './invoice-dates';

export { cached, formatInvoiceDate };

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const GREY = rgb(0.42, 0.45, 0.5);
export const INK = rgb(0.07, 0.09, 0.15);
export const RULE = rgb(0.86, 0.87, 0.89);

export interface Face {
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
export function fonts() {
  faces ??= { regular: face(NOTO_SANS_REGULAR), bold: face(NOTO_SANS_BOLD) };
  return faces;
}

/** "#0f766e" → pdf-lib colour; anything else falls back to the default teal. */
export function hexColour(hex: string, mixWithWhite = 0) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  const n = Number.parseInt(match?.[1] ?? '0f766e', 16);
  const channel = (v: number) => (v / 255) * (1 - mixWithWhite) + mixWithWhite;
  return rgb(channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255));
}

export class Writer {
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

  /**
   * Splits text into lines no wider than `max`, by words: a word goes whole to the next line; only a word longer
   * than a whole line is split (`splitWord`).
   */
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
        const pieces = this.splitWord(word, size, max, font);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * A word wider than a line, in pieces that fit: after a mark the word has ("-", "/", "_", ".", "@": addresses,
   * links, compound words) when one falls in the second half of the line, else cut with a hyphen at the line's end.
   * Never a cut without a hyphen, never wider than the line. The last piece continues the line.
   */
  private splitWord(word: string, size: number, max: number, font: PDFFont): string[] {
    const pieces: string[] = [];
    let rest = [...word];
    while (rest.length > 1 && this.measure(rest.join(''), size, font) > max) {
      let n = rest.length - 1;
      while (n > 1 && this.measure(`${rest.slice(0, n).join('')}-`, size, font) > max) n--;
      let at = -1;
      for (let i = n; i > n / 2 && at < 0; i--) if (/[-/_.@]/.test(rest[i - 1] as string)) at = i;
      pieces.push(at > 0 ? rest.slice(0, at).join('') : `${rest.slice(0, n).join('')}-`);
      rest = rest.slice(at > 0 ? at : n);
    }
    pieces.push(rest.join(''));
    return pieces;
  }

  text(text: string, x: number, y: number, size: number, opts: { font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    this.page.drawText(this.clean(text), { x, y, size, font: opts.font ?? this.regular, color: opts.color ?? INK });
  }

  right(text: string, xRight: number, y: number, size: number, opts: { font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    this.text(text, xRight - this.width(text, size, opts.font), y, size, opts);
  }
}
