import type { ReactNode } from 'react';

/**
 * The buttons at the foot of every form (records, settings, profile, password), kept in view while the form
 * is taller than the screen (sticky at the bottom). `data-sticky-bar` tells the scroll-to-top button to sit
 * above it, so no part of Save is ever covered (shell/scroll-to-top.tsx). One row at every width (Cancel, then
 * Save), so the bar is as low as the settings' Save bar on a phone too.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-sticky-bar
      className="sticky bottom-0 z-20 -mx-4 flex gap-2 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur-sm sm:mx-0 sm:justify-end sm:rounded-xl sm:border sm:shadow-sm [&>*]:flex-1 sm:[&>*]:flex-none"
    >
      {children}
    </div>
  );
}
