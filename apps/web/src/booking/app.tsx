/** The public booking page: header (logo, name, language), then the flow, the return from a payment or the manage view. */
import { m } from '@kairos/i18n';
import { useMemo, useState } from 'react';
import { bookingApi } from './api';
import { Flow } from './flow';
import { getLocale, setPageLocale } from './locale';
import { ManageView } from './manage';
import { ReturnView } from './return';
import type { Inlined, Page } from './types';

export function App({ data }: { data: Inlined }) {
  const [, setLocale] = useState(getLocale());
  const page = data.page;
  const switchTo = (locale: 'uk' | 'en') => {
    setPageLocale(locale);
    setLocale(locale);
  };
  const style = page ? ({ '--bk-brand': page.business.brand_color } as React.CSSProperties) : undefined;
  return (
    <div style={style} className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 p-4">
      <Header page={page} onLocale={switchTo} />
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
  if (page.state === 'paused') return <p className="rounded-xl bg-white p-4 text-center shadow-sm">{m.bk_paused()}</p>;
  return <Flow api={api} page={page} />;
}

function Header({ page, onLocale }: { page: Page | null; onLocale: (l: 'uk' | 'en') => void }) {
  const locale = getLocale();
  const name = page?.business.name ?? '';
  return (
    <header className="flex items-center gap-3">
      {page?.business.logo_url && (
        <img src={page.business.logo_url} alt={name} width={48} height={48} className="h-12 w-12 rounded-lg object-cover" />
      )}
      <div className="min-w-0 flex-1">
        {page && <h1 className="text-2xl font-semibold break-words">{name}</h1>}
        {page?.business.city && <p className="text-sm text-gray-600">{page.business.city}</p>}
      </div>
      <nav aria-label={m.bk_language()} className="flex gap-1">
        {(['uk', 'en'] as const).map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={locale === l}
            onClick={() => onLocale(l)}
            className={`bk-ring rounded-md px-2 py-1 text-sm ${locale === l ? 'bk-btn text-white' : 'text-gray-700 hover:bg-gray-100'}`}
          >
            {l === 'uk' ? 'УКР' : 'EN'}
          </button>
        ))}
      </nav>
    </header>
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
