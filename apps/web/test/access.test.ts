import { describe, expect, it } from 'vitest';
import { decideRoute, type Viewer } from '../src/app/access';
import { viewers } from './support/viewers';

const now = new Date('2026-11-22T10:00:00Z');
const { lapsed, viewer } = viewers(now);
const owner = viewer();
const admin = viewer({ is_admin: true });
const affiliate = viewer({ is_affiliate: true });

const go = (path: string, v: Viewer | null, full?: string) => {
  const d = decideRoute(path, v, full);
  return d.allow ? 'allow' : d.redirect;
};

describe('route guard table', () => {
  it.each([
    ['/login', null, 'allow'],
    ['/login', owner, '/dashboard'],
    ['/register', admin, '/admin/dashboard'],
    ['/register-affiliate', affiliate, '/affiliate/dashboard'],
    ['/forgot-password', owner, '/dashboard'],
    ['/password/reset/abc', owner, '/dashboard'],
    ['/password/reset/abc', null, 'allow'],
    ['/404', null, 'allow'],
  ] as const)('%s as %o → %s', (path, v, expected) => {
    expect(go(path, v)).toBe(expected);
  });

  it('unauthenticated users go to /login with the intended path, query included', () => {
    expect(go('/account-setup/customisation/password', null, '/account-setup/customisation/password?tab=1')).toBe(
      '/login?redirect=%2Faccount-setup%2Fcustomisation%2Fpassword%3Ftab%3D1',
    );
    expect(go('/dashboard', null)).toBe('/login?redirect=%2Fdashboard');
  });

  it('/ goes to the dashboard of the role', () => {
    expect(go('/', owner)).toBe('/dashboard');
    expect(go('/', admin)).toBe('/admin/dashboard');
    expect(go('/', affiliate)).toBe('/affiliate/dashboard');
  });

  it('/admin and /affiliate redirect to their dashboards', () => {
    expect(go('/admin', admin)).toBe('/admin/dashboard');
    expect(go('/affiliate', affiliate)).toBe('/affiliate/dashboard');
    expect(go('/admin', null)).toBe('/login?redirect=%2Fadmin%2Fdashboard');
  });

  it('admin routes are admin only; others go to their dashboard', () => {
    expect(go('/admin/dashboard', admin)).toBe('allow');
    expect(go('/admin/dashboard', owner)).toBe('/dashboard');
    expect(go('/admin/dashboard', affiliate)).toBe('/affiliate/dashboard');
  });

  it('affiliate routes are affiliate only', () => {
    expect(go('/affiliate/dashboard', affiliate)).toBe('allow');
    expect(go('/affiliate/dashboard', owner)).toBe('/dashboard');
    expect(go('/affiliate/profile', admin)).toBe('/admin/dashboard');
  });

  it('admins and affiliates on user routes go to their own dashboards', () => {
    expect(go('/dashboard', admin)).toBe('/admin/dashboard');
    expect(go('/dashboard', affiliate)).toBe('/affiliate/dashboard');
  });

  it('unknown paths go to /dashboard/404', () => {
    expect(go('/no/such/page', owner)).toBe('/dashboard/404');
    expect(go('/dashboard/404', owner)).toBe('allow');
  });

  it('logged out, an unknown path goes to login with that path (never with /dashboard/404)', () => {
    expect(go('/no/such/page', null, '/no/such/page?x=1')).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage%3Fx%3D1');
    expect(go('/clients/abc/def', null)).toBe('/login?redirect=%2Fclients%2Fabc%2Fdef');
    expect(go('/dashboard/404', null)).toBe('/login');
    // After login the same path shows the 404.
    expect(go('/no/such/page', owner)).toBe('/dashboard/404');
  });

  it('form routes need a valid subscription, a trial or an API user', () => {
    expect(go('/clients/form', owner)).toBe('allow');
    expect(go('/clients/form/42', viewer({ subscription: lapsed }))).toBe('/account-setup/subscription/details');
    expect(go('/clients/form', viewer({ subscription: lapsed, is_api_user: true }))).toBe('allow');
  });

  it('form routes exist only for built areas', () => {
    expect(go('/appointments/services/form/abc', owner)).toBe('allow');
    expect(go('/account-setup/locations/form', owner)).toBe('allow');
    expect(go('/nothing/form', owner)).toBe('/dashboard/404');
  });

  it('area roots go to their lists', () => {
    expect(go('/clients', owner)).toBe('/clients/list');
    expect(go('/clients/abc', owner)).toBe('allow');
    expect(go('/account-setup/discounts', owner)).toBe('/account-setup/discounts/list');
  });

  it('a trailing slash does not change the decision', () => {
    expect(go('/dashboard/', owner)).toBe('allow');
  });
});
