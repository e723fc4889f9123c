import { m } from '@kairos/i18n';
import { CheckIcon } from '@kairos/ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTitle } from '../../lib/hooks';
import { useLocale } from '../../lib/i18n';
import { LanguageSwitch } from '../../lib/language-switch';
import { Logo } from '../../lib/logo';
import { SkipLink } from '../../lib/skip-link';

/** Public account pages: a brand panel on wide screens and the form card. */
export function AuthLayout() {
  useLocale();
  const points = [m.brand_point_bookings(), m.brand_point_clients(), m.brand_point_trial()];
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SkipLink />
      <aside className="relative hidden overflow-hidden bg-brand-700 p-10 text-white lg:flex lg:flex-col lg:justify-between xl:p-14">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-96 rounded-full bg-brand-900/50 blur-3xl" />
        <p className="relative text-lg font-semibold tracking-tight">{m.app_name()}</p>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight xl:text-4xl">{m.brand_tagline()}</p>
          <ul className="mt-8 flex flex-col gap-3 text-brand-50">
            {points.map((p) => (
              <li key={p} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <CheckIcon className="size-3.5" />
                </span>
                {p}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">© {new Date().getFullYear()} Kairos</p>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center justify-between px-4 sm:px-8">
          <div className="lg:invisible">
            <Logo />
          </div>
          <LanguageSwitch />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 outline-none sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useTitle(title);
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-gray-500">{subtitle}</p> : null}
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-7">{children}</div>
      {footer ? <div className="mt-6 text-center text-sm text-gray-600">{footer}</div> : null}
    </>
  );
}

export const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 rounded';
