import { m } from '@kairos/i18n';
import {
  BuildingIcon,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  KeyIcon,
  LogoutIcon,
  UsersIcon,
} from '@kairos/ui';
import { useNavigate } from 'react-router';
import type { Area } from '../../app/manifest';
import { logout } from '../../lib/session';
import type { User } from '../../lib/trpc';
import { fullName } from '../../lib/viewer';

function initials(user: User): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}

export function UserMenu({ user, area }: { user: User; area: Area }) {
  const navigate = useNavigate();
  const name = fullName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The visible initials (and, when wide, the name) start the accessible name (WCAG 2.5.3).
        aria-label={m.shell_user_menu({ initials: initials(user), name })}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1.5 text-sm text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:pr-2"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
        >
          {initials(user)}
        </span>{' '}
        <span className="hidden max-w-36 truncate font-medium md:inline" title={name}>
          {name}
        </span>
        <ChevronDownIcon className="hidden size-4 text-gray-400 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {/* Cut to one line; the whole name and address are the tooltip. */}
          <span className="block truncate font-medium text-gray-900" title={name}>
            {name}
          </span>
          <span className="block truncate" title={user.email}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {area === 'user' ? (
          <>
            <DropdownMenuItem onSelect={() => navigate('/account-setup/customisation/business-profile')}>
              <BuildingIcon className="size-4 text-gray-400" />
              {m.nav_business_profile()}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/account-setup/customisation/password')}>
              <KeyIcon className="size-4 text-gray-400" />
              {m.nav_password()}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {area === 'affiliate' ? (
          <>
            <DropdownMenuItem onSelect={() => navigate('/affiliate/profile')}>
              <UsersIcon className="size-4 text-gray-400" />
              {m.nav_profile()}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/affiliate/password')}>
              <KeyIcon className="size-4 text-gray-400" />
              {m.nav_password()}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogoutIcon className="size-4 text-gray-400" />
          {m.shell_logout()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
