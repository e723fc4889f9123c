import { m } from '@kairos/i18n';
import { Button, CloseIcon, Sheet } from '@kairos/ui';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TourHost } from '../../features/onboarding/tour-host';
import { InstallBanner } from '../../features/shell/install-banner';
import { OfflineBanner } from '../../features/shell/offline-banner';
import { ScrollToTop } from '../../features/shell/scroll-to-top';
import { useLocale } from '../../lib/i18n';
import { Logo } from '../../lib/logo';
import { SkipLink } from '../../lib/skip-link';
import { useUser } from '../../lib/viewer';
import type { Area } from '../manifest';
import { ReadOnlyBanner } from './banners';
import { Header, MOBILE_MENU_ID } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { NAV } from './nav';
import { prefetchMenuWhenIdle } from './prefetch';
import { SideNav } from './side-nav';

/** The logged-in layout: header, side navigation (a sliding panel below lg), banners and the page. */
export function AppShell({ area }: { area: Area }) {
  useLocale();
  const user = useUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const home = NAV[area][0]?.items[0]?.to ?? '/';

  // The menu's screens load while the browser is idle, so that following a link is instant (app/shell/prefetch.ts).
  useEffect(() => prefetchMenuWhenIdle(area), [area]);

  // Navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <ImpersonationBanner user={user} />
      <Header user={user} area={area} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title={m.shell_menu()} id={MOBILE_MENU_ID}>
        <div className="flex h-16 items-center justify-between border-b border-gray-100 px-4">
          <Logo to={home} />
          <Button variant="ghost" size="sm" className="px-2" aria-label={m.shell_close_menu()} onClick={() => setMenuOpen(false)}>
            <CloseIcon className="size-5" />
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <SideNav area={area} />
        </div>
      </Sheet>
      <div className="lg:flex lg:min-h-[calc(100dvh-4rem)]">
        <aside className="hidden w-64 shrink-0 border-r border-gray-200 bg-white lg:block">
          <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto">
            <SideNav area={area} />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
          <div className="mx-auto max-w-5xl">
            <OfflineBanner />
            <InstallBanner />
            {area === 'user' ? <ReadOnlyBanner user={user} /> : null}
            <Outlet />
          </div>
        </main>
      </div>
      <ScrollToTop />
      {area === 'user' ? <TourHost /> : null}
    </div>
  );
}
