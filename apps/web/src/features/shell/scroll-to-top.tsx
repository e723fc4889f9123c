import { m } from '@kairos/i18n';
import { ArrowUpIcon, cn } from '@kairos/ui';
import { useScrolledPast } from '../../lib/hooks';

/** SPEC 9: shown after scrolling past 300 px; the scroll handler is throttled to 200 ms. */
export const SCROLL_TOP_OFFSET = 300;
export const SCROLL_THROTTLE_MS = 200;

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_OFFSET, SCROLL_THROTTLE_MS);
  return (
    <button
      type="button"
      aria-label={m.shell_scroll_top()}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed right-4 bottom-4 z-30 flex size-11 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-lg transition-all duration-200',
        'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500 sm:right-6 sm:bottom-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
