import { m } from '@kairos/i18n';
import { ToastProvider } from '@kairos/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { LocaleProvider, useLocale } from './lib/i18n';
import { PopupProvider } from './lib/popup';
import { queryClient } from './lib/trpc';
import { router } from './router';

function Providers() {
  useLocale();
  return (
    <ToastProvider
      closeLabel={m.web_close()}
      label={m.web_notification()}
      // Radix puts the region's key (F8) where {hotkey} stands.
      regionLabel={m.web_notifications_region({ hotkey: '{hotkey}' })}
    >
      <PopupProvider>
        <RouterProvider router={router} />
      </PopupProvider>
    </ToastProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <Providers />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
