/**
 * The booking page's first screen as HTML, painted by the server into #root (issue 27: the LCP is the server's
 * paint, not the script's): the same markup the page's own components render first (apps/web/src/booking: App,
 * Flow's type step, the paused and not-found states), in the visitor's language, every text escaped. The client
 * then hydrates it (main.tsx: hydrateRoot) instead of drawing it again; e2e/booking-first-paint.spec.ts checks that
 * the client's own first render equals this markup. Views that depend on the browser (a manage link, the return from
 * a payment) are left to the client: null.
 */

import type { PageOutput } from '@kairos/api/shared/booking-schemas';
import * as m from '@kairos/i18n/messages';

type Locale = 'uk' | 'en';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML element or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
type Kind = 'appointment' | 'class' | 'package' | 'voucher';

const KIND_LABEL: Record<Kind, (i: object, o: { locale: Locale }) => string> = {
  appointment: m.bk_type_appointment,
  class: m.bk_type_class,
  package: m.bk_type_package,
  voucher: m.bk_type_voucher,
};

/** choose.tsx offeredKinds/namesOf: the kinds with something to offer, each with the names it offers. */
function kinds(page: PageOutput): [Kind, string][] {
  const lists: [Kind, { name: string }[]][] = [
    ['appointment', page.services],
    ['class', page.classes],
    ['package', page.packages],
    ['voucher', page.vouchers],
  ];
  return lists.filter(([, list]) => list.length > 0).map(([k, list]) => [k, list.map((i) => i.name).join(', ')]);
}

/** ui.tsx Choice, not selected. */
const choice = (label: string, detail: string) =>
  '<button type="button" aria-pressed="false" class="bk-ring w-full rounded-lg border px-4 py-3 text-left border-gray-300 bg-white hover:bg-gray-50">' +
  `<span class="block font-medium">${escapeHtml(label)}</span><span class="block text-sm text-gray-600">${escapeHtml(detail)}</span></button>`;

/** choose.tsx TypeStep with nothing chosen yet (ui.tsx Section, ErrorText, Button). */
function typeStep(page: PageOutput, locale: Locale): string {
  const o = { locale };
  return (
    '<section class="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">' +
    `<h2 class="text-lg font-semibold">${escapeHtml(m.bk_type_heading({}, o))}</h2>` +
    kinds(page)
      .map(([k, names]) => choice(KIND_LABEL[k]({}, o), names))
      .join('') +
    '<p role="alert" aria-live="assertive" class="text-sm text-red-700 empty:hidden"></p>' +
    `<button type="button" class="rounded-lg bk-btn font-medium px-4 py-2.5 disabled:opacity-50 ">${escapeHtml(m.bk_continue({}, o))}</button>` +
    '</section>'
  );
}

/** app.tsx NotFound. */
function notFound(locale: Locale): string {
  const o = { locale };
  return (
    '<div class="rounded-xl bg-white p-6 text-center shadow-sm">' +
    `<h1 class="text-xl font-semibold">${escapeHtml(m.bk_not_found_title({}, o))}</h1>` +
    `<p class="mt-2 text-gray-600">${escapeHtml(m.bk_not_found_text({}, o))}</p></div>`
  );
}

/**
 * The first screen for this page and address, or null when the client draws it (a manage link, the return from a
 * payment: ?booking=…&token=…). `page` null: the page does not exist (or is switched off).
 */
export function firstScreen(page: PageOutput | null, locale: Locale, url: URL, manageToken: string | null): string | null {
  let body: string;
  if (!page) body = notFound(locale);
  else if (manageToken) return null;
  else if (url.searchParams.get('booking') && url.searchParams.get('token')) return null;
  else if (page.state === 'paused')
    body = `<p class="rounded-xl bg-white p-4 text-center shadow-sm">${escapeHtml(m.bk_paused({}, { locale }))}</p>`;
  else body = typeStep(page, locale);
  return `<div class="mx-auto flex max-w-2xl flex-col gap-4 p-4"><main class="flex flex-col gap-4">${body}</main></div>`;
}
