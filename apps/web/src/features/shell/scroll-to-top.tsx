import { m } from '@kairos/i18n';
import { ArrowUpIcon, cn } from '@kairos/ui';
import { useScrolledPast } from '../../lib/hooks';

/** docs/product/common.md: shown after scrolling past 300 px; the scroll handler is throttled to 200 ms. */
export const SCROLL_TOP_OFFSET = 300;
export const SCROLL_THROTTLE_MS = 200;

/**
 * The floating "back to top" button must never cover a control (a tap on the
 * right end of Save must save, not scroll):
 * - while a sticky bottom bar (`data-sticky-bar`, a settings form's Save) is on
 *   the page, the button sits above it (CSS `:has`, no measuring);
 * - otherwise, while the button shows, a spacer as tall as the button and its
 *   gap ends the page, so whatever sits at the very bottom (a form's Save, a
 *   list's paging) can always be scrolled clear of it. The spacer only exists
 *   while the button does (the page is then already past 300 px), so short
 *   pages do not gain a scrollbar.
 */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_OFFSET, SCROLL_THROTTLE_MS);
  return (
    <>
      {visible ? (
        <div aria-hidden="true" className="h-14 [body:has([data-sticky-bar])_&]:hidden" data-testid="scroll-top-spacer" />
      ) : null}
      <button
        type="button"
        aria-label={m.shell_scroll_top()}
        tabIndex={visible ? 0 : -1}
        aria-hidden={!visible}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        className={cn(
          'fixed right-4 bottom-4 z-30 flex size-11 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-lg transition-all duration-200',
          'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500 sm:right-6 sm:bottom-6',
          // Above a sticky bottom bar (65 px high), with a gap.
          '[body:has([data-sticky-bar])_&]:bottom-24',
          visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
        )}
      >
        <ArrowUpIcon className="size-5" />
      </button>
    </>
  );
}
