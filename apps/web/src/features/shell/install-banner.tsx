import { m } from '@kairos/i18n';
import { Button, CloseIcon, DownloadIcon } from '@kairos/ui';
import { LogoMark } from '../../lib/logo';
import { useInstallPrompt } from '../../lib/pwa';

/** Install-to-home-screen offer, shown when the browser allows it until dismissed. */
export function InstallBanner() {
  const { visible, install, dismiss } = useInstallPrompt();
  if (!visible) return null;
  return (
    <section
      aria-label={m.pwa_install_title()}
      className="mb-6 flex items-center gap-3 rounded-xl border border-brand-100 bg-gradient-to-r from-brand-50 to-white p-3 pr-2 sm:p-4"
    >
      <LogoMark className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-gray-900">{m.pwa_install_title()}</p>
        <p className="text-sm text-gray-600">{m.pwa_install_text()}</p>
      </div>
      <Button size="sm" onClick={() => void install()}>
        <DownloadIcon className="size-4" />
        {m.pwa_install_button()}
      </Button>
      <Button variant="ghost" size="sm" className="px-2" aria-label={m.pwa_install_dismiss()} onClick={dismiss}>
        <CloseIcon className="size-4" />
      </Button>
    </section>
  );
}
