import { m } from '@kairos/i18n';
import { Alert } from '@kairos/ui';
import { useSyncExternalStore } from 'react';
import { useOnline } from '../../lib/connectivity';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { snapshotShownFrom, subscribeSnapshotShown } from '../../lib/offline-cache';
import { useTimeZone } from '../../lib/viewer';

/**
 * docs/product/offline.md: above every signed-in page while offline (or the server does not answer): the app is read-only,
 * and when the page was opened offline, when the data on screen was saved on this device.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const savedAt = useSyncExternalStore(subscribeSnapshotShown, snapshotShownFrom);
  if (online) return null;
  return (
    <Alert className="mb-6" tone="warning" role="status" title={m.offline_banner_title()}>
      <p>{m.offline_read_only()}</p>
      {savedAt ? <p className="mt-1">{m.offline_banner_saved({ time: formatDateTime(savedAt, locale, timeZone) })}</p> : null}
    </Alert>
  );
}
