import { m } from '@kairos/i18n';
import { cn, Spinner } from '@kairos/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../../lib/page-header';
import { NOTIFY_PATHS, type NotifyTab } from './paths';

const LABEL: Record<NotifyTab, () => string> = {
  email: () => m.wns_tab_email(),
  sms: () => m.wns_tab_sms(),
  marketing: () => m.wns_tab_marketing(),
  messages: () => m.wns_tab_messages(),
};

/** The notifications screens' header and their tabs (links: each tab is its own address). */
export function NotifyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={m.wns_title()} description={m.wns_subtitle()} />
      <nav aria-label={m.wns_tabs_label()} className="mb-6">
        <ul className="flex max-w-full gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1 sm:inline-flex">
          {(Object.keys(NOTIFY_PATHS) as NotifyTab[]).map((tab) => (
            <li key={tab} className="shrink-0 grow sm:grow-0">
              <NavLink
                to={NOTIFY_PATHS[tab]}
                className={({ isActive }) =>
                  cn(
                    'flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-4',
                    isActive ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-600 hover:text-gray-900',
                  )
                }
              >
                {LABEL[tab]()}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}

/** The spinner a tab shows while its data loads. */
export function Loading() {
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="size-6" label={m.web_loading()} />
    </div>
  );
}
