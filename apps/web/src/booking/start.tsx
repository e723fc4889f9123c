/** The booking page's app, imported by main.tsx, which the page's loader adds once the server's first screen is painted. */
import { inkOn, textOnWhite } from '@kairos/api/shared/colour';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { setPageLocale } from './locale';
import type { Inlined } from './types';

/** The data the server inlined into booking.html (apps/edge/src/booking-page.ts); no first fetch. */
function inlined(): Inlined {
  const text = document.getElementById('booking-data')?.textContent;
  const fallback: Inlined = { locale: 'uk', slug: '', page: null, manage: null, manage_token: null };
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Inlined) };
  } catch {
    return fallback;
  }
}

const data = inlined();
setPageLocale(data.locale, false);
// Buttons and accents in the business's colour (a validated #rrggbb), each with text that reads on it.
const brand = data.page?.business.brand_color;
if (brand) {
  const style = document.documentElement.style;
  style.setProperty('--bk-brand', brand);
  style.setProperty('--bk-brand-ink', inkOn(brand));
  style.setProperty('--bk-brand-text', textOnWhite(brand));
}
// The server painted the first screen (apps/edge/src/booking-first-screen.ts, the same markup as App's first render):
// the app takes it over without drawing it again. Views the server leaves to the client start from an empty #root.
const root = document.getElementById('root');
if (root?.firstElementChild) hydrateRoot(root, <App data={data} />);
else if (root) createRoot(root).render(<App data={data} />);
