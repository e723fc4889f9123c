import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { checkVersion } from '../../lib/pwa';
import { useFocusRefresh } from '../../lib/viewer';
import { OfflineDialog } from './offline-dialog';

/** The top route: app-wide behaviour that needs the router (offline warning, focus refresh, version check). */
export function Root() {
  useFocusRefresh();
  useEffect(() => {
    void checkVersion();
  }, []);
  return (
    <>
      <Outlet />
      <OfflineDialog />
      <ScrollRestoration />
    </>
  );
}
