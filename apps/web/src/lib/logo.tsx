import { m } from '@kairos/i18n';
import { Link } from 'react-router';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" className="text-brand-600" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="4.2" />
      <path d="M32 32V21M32 32l7.7 4.5" stroke="#fff" strokeWidth="4.2" strokeLinecap="round" />
      <circle cx="43.9" cy="18.7" r="4.5" fill="#fff" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-gray-900">{m.app_name()}</span>
    </Link>
  );
}
