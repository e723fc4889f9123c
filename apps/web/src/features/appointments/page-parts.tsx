import { m } from '@kairos/i18n';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../lib/records/icons';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ChevronLeftIcon className="size-4" />
      {label}
    </Link>
  );
}

export function PageSkeleton() {
  return (
    <div role="status" aria-label={m.web_loading()} className="space-y-4 rounded-xl border border-gray-200 bg-white p-5">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-3 w-24 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
