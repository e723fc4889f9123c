import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import { useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Area } from '../manifest';
import { NAV } from './nav';
import { prefetchScreen } from './prefetch';

/** A list entry (".../list") stays highlighted on its records' detail and form pages. */
function inSection(to: string, pathname: string): boolean {
  if (!to.endsWith('/list')) return false;
  const section = to.slice(0, -'/list'.length);
  return pathname.startsWith(`${section}/`);
}

export function SideNav({ area, className }: { area: Area; className?: string }) {
  const { pathname } = useLocation();
  // Two navs can be in the page (the side column and the phone menu): ids of their own.
  const id = useId();
  return (
    <nav aria-label={m.nav_main_label()} className={cn('flex flex-col gap-6 px-3 py-4', className)}>
      {NAV[area].map((group) => (
        <div key={group.id}>
          {group.label ? (
            <p id={`${id}-${group.id}`} className="mb-1.5 px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {group.label()}
            </p>
          ) : null}
          <ul className="flex flex-col gap-0.5" aria-labelledby={group.label ? `${id}-${group.id}` : undefined}>
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onPointerEnter={() => prefetchScreen(item.to)}
                  onFocus={() => prefetchScreen(item.to)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-brand-500',
                      isActive || inSection(item.to, pathname)
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <item.icon
                        className={cn(
                          'size-5 shrink-0',
                          isActive || inSection(item.to, pathname) ? 'text-brand-600' : 'text-gray-400',
                        )}
                      />
                      {item.label()}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
