/** The public booking page: header (logo, name, language), then the flow, the return from a payment or the manage view. */
import { m } from '@kairos/i18n';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { bookingApi } from './api';
import { Flow } from './flow';
import { getLocale, setPageLocale } from './locale';
import { ManageView } from './manage';
import { ReturnView } from './return';
import type { Inlined, Page } from './types';
import { OfferView } from './waitlist';

export function App({ data }: { data: Inlined }) {
  const [, setLocale] = useState(getLocale());
  const page = data.page;
  const switchTo = (locale: 'uk' | 'en') => {
    setPageLocale(locale);
    setLocale(locale);
  };
  // The header (logo, name) is the server's (booking-page.ts); the language switch goes into its slot.
  const slot = document.getElementById('bk-lang');
  const languages = <Languages onLocale={switchTo} />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      {slot ? createPortal(languages, slot) : languages}
      <main className="flex flex-col gap-4">{page ? <Body data={data} page={page} /> : <NotFound />}</main>
    </div>
  );
}

function Body({ data, page }: { data: Inlined; page: Page }) {
  const api = useMemo(() => bookingApi(page.business.slug), [page.business.slug]);
  const params = new URLSearchParams(window.location.search);
  const returned = params.get('booking');
  const token = params.get('token');
  if (data.manage_token) return <ManageView api={api} page={page} token={data.manage_token} initial={data.manage} />;
  if (returned && token) return <ReturnView api={api} page={page} id={returned} token={token} />;
  const offer = params.get('waitlist');
  if (offer) return <OfferView api={api} page={page} token={offer} />;
  if (page.state === 'paused') return <p className="rounded-xl bg-white p-4 text-center shadow-sm">{m.bk_paused()}</p>;
  return <Flow api={api} page={page} />;
}

function Languages({ onLocale }: { onLocale: (l: 'uk' | 'en') => void }) {
  const locale = getLocale();
  return (
    <nav aria-label={m.bk_language()} className="flex gap-1">
      {(['uk', 'en'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={locale === l}
          onClick={() => onLocale(l)}
          className={`bk-ring rounded-md px-2 py-1 text-sm ${locale === l ? 'bk-btn' : 'text-gray-700 hover:bg-gray-100'}`}
        >
          {l === 'uk' ? 'УКР' : 'EN'}
        </button>
      ))}
    </nav>
  );
}

function NotFound() {
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-semibold">{m.bk_not_found_title()}</h1>
      <p className="mt-2 text-gray-600">{m.bk_not_found_text()}</p>
    </div>
  );
}
