import { m } from '@kairos/i18n';
import { Button, MenuIcon } from '@kairos/ui';
import { NotificationBell } from '../../features/notifications/bell';
import { TourReplayButton } from '../../features/onboarding/replay-button';
import { QuickActions } from '../../features/shell/quick-actions';
import { UserMenu } from '../../features/shell/user-menu';
import { QuickSearch } from '../../lib/clients/quick-search';
import { LanguageSwitch } from '../../lib/language-switch';
import { Logo } from '../../lib/logo';
import type { User } from '../../lib/trpc';
import type { Area } from '../manifest';
import { NAV } from './nav';

export const MOBILE_MENU_ID = 'mobile-menu';

interface HeaderProps {
  user: User;
  area: Area;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function Header({ user, area, menuOpen, onOpenMenu }: HeaderProps) {
  const home = NAV[area][0]?.items[0]?.to ?? '/';
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="flex h-16 items-center gap-0.5 px-2 sm:gap-2 sm:px-5">
        <Button
          variant="ghost"
          size="sm"
          className="px-2 lg:hidden"
          aria-label={m.shell_open_menu()}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={onOpenMenu}
        >
          <MenuIcon className="size-6" />
        </Button>
        <Logo to={home} />
        {area === 'user' ? <QuickSearch /> : null}
        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-2">
          {area === 'user' ? <QuickActions /> : null}
          {area === 'user' && user.business ? <TourReplayButton /> : null}
          {area === 'user' && user.business ? <NotificationBell /> : null}
          <LanguageSwitch compact />
          <UserMenu user={user} area={area} />
        </div>
      </div>
    </header>
  );
}
