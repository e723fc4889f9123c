import { Outlet } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { LanguageSwitch } from '../../lib/language-switch';
import { Logo } from '../../lib/logo';
import { SkipLink } from '../../lib/skip-link';

/** Pages anyone may open (public 404, dev outbox). */
export function PublicLayout() {
  useLocale();
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
