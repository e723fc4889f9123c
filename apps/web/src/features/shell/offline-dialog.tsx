import { m } from '@kairos/i18n';
import { Button, Dialog, WifiOffIcon } from '@kairos/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnline } from '../../lib/connectivity';

/** docs/product/offline.md: when offline, warn once per route change; the app is read-only meanwhile. */
export function OfflineDialog() {
  const online = useOnline();
  const { pathname } = useLocation();
  const warnedFor = useRef<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (online) {
      warnedFor.current = null;
      setOpen(false);
      return;
    }
    if (warnedFor.current === pathname) return;
    warnedFor.current = pathname;
    setOpen(true);
  }, [online, pathname]);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      tone="warning"
      title={m.offline_title()}
      description={m.offline_text()}
      closeLabel={m.web_close()}
      footer={<Button onClick={() => setOpen(false)}>{m.web_ok()}</Button>}
    >
      <div className="flex items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <WifiOffIcon className="size-5 shrink-0" />
        {m.offline_read_only()}
      </div>
    </Dialog>
  );
}
