/**
 * The booking page's HTML kept per process or Worker isolate (issue 27, "Under load"): per booking.html template,
 * slug (as asked) and language, under the page version it was rendered at (packages/api booking/page-version.ts,
 * kept by migration 0030's triggers in the database, so an edit made through any process or isolate changes it)
 * and until the business's next midnight (the vouchers on sale end with a day). A view reads the version (one
 * statement) and is answered from here when it is the kept one; anything else renders. Only pages that are the same
 * for every visitor are kept: booking-page.ts leaves out manage links, payment returns and verified visitors.
 */

export interface KeptPage {
  /** `business id:version` when rendered (bookingPageVersion). */
  version: string;
  /** Epoch ms after which the page is rendered again whatever the version says. */
  until: number;
  /** The page as UTF-8, encoded once (a view sends these bytes as they are). */
  html: Uint8Array<ArrayBuffer>;
}

/** Bytes of HTML kept at most per template (a page is some tens of kB; a Worker isolate has 128 MB). */
const MAX_BYTES = 8_000_000;

export class PageCache {
  private template: string | null = null;
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  private forTemplate(template: string) {
    // A new build's template (the Worker's assets, a restarted Node server) starts afresh: the pages name its assets.
    if (this.template !== template) {
      this.template = template;
      this.pages.clear();
      this.bytes = 0;
    }
  }

  /** The kept HTML for this key when it was rendered at `version` and is still within its day, else null. */
  get(template: string, key: string, version: string, now: number): Uint8Array<ArrayBuffer> | null {
    this.forTemplate(template);
    const kept = this.pages.get(key);
    return kept && kept.version === version && now < kept.until ? kept.html : null;
  }

  set(template: string, key: string, page: KeptPage): void {
    this.forTemplate(template);
    this.drop(key);
    if (page.html.byteLength > this.maxBytes) return;
    // Oldest first (a Map keeps insertion order) until the new page fits.
    for (const old of this.pages.keys()) {
      if (this.bytes + page.html.byteLength <= this.maxBytes) break;
      this.drop(old);
    }
    this.pages.set(key, page);
    this.bytes += page.html.byteLength;
  }

  private drop(key: string) {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.pages.delete(key);
    this.bytes -= kept.html.byteLength;
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The cache key of a page: the slug as the address names it (the inlined data repeats it) and the language. */
export const pageKey = (slug: string, locale: string) => `${locale}\u0000${slug}`;
