import { m } from '@kairos/i18n';
import { Spinner } from '@kairos/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideRoute, LOGIN } from '../../app/access';
import { recentlyLoggedOut, safeRedirect } from '../../lib/navigation';
import { accessViewer, useViewer } from '../../lib/viewer';

const ACCEPTS_REDIRECT = new Set(['/login', '/register']);

/** Runs the shared access table (docs/product/common.md, docs/product/billing.md) on every navigation and redirects when it says so. */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const { user, loading } = useViewer();

  if (loading) return <FullPageSpinner />;

  const viewer = user ? accessViewer(user) : null;
  const decision = decideRoute(pathname, viewer, pathname + search + hash);
  if (decision.allow) return <Outlet />;

  let to = decision.redirect;
  if (viewer && ACCEPTS_REDIRECT.has(pathname.replace(/\/+$/, ''))) {
    // Just logged in (or registered): go where the user was heading, when that is a path on this site.
    to = safeRedirect(new URLSearchParams(search).get('redirect')) ?? to;
  }
  if (!viewer && to.startsWith(`${LOGIN}?`) && recentlyLoggedOut()) to = LOGIN;
  return <Navigate to={to} replace />;
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-600">
      <Spinner className="size-8" label={m.web_loading()} />
    </div>
  );
}
