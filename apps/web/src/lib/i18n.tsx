import { LOCALE_COOKIE, type Locale, toLocale } from '@kairos/i18n';
import { getLocale, setLocale } from '@kairos/i18n/runtime';
import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface LocaleState {
  locale: Locale;
  /** Switches the UI language without a page reload. */
  changeLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export const LANGUAGES: { locale: Locale; label: string }[] = [
  { locale: 'uk', label: 'Українська' },
  { locale: 'en', label: 'English' },
];

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function currentLocale(): Locale {
  return toLocale(getLocale());
}

/** Applies a locale: paraglide's runtime, the cookie (1 year, path /) and <html lang>. */
export function applyLocale(locale: Locale): void {
  setLocale(locale, { reload: false });
  // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie is read by the server and by paraglide
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = locale;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<Locale>(currentLocale);
  const changeLocale = useCallback((next: Locale) => {
    applyLocale(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside LocaleProvider');
  return state;
}

/**
 * Route elements come from the router and do not re-render when a parent's
 * context changes; this wrapper subscribes a screen to the locale so its
 * messages re-render in the new language while its state is kept.
 */
export function localized<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function Localized(props: P) {
    useLocale();
    return <Screen {...props} />;
  }
  Localized.displayName = `Localized(${Screen.displayName ?? Screen.name})`;
  return Localized;
}
