import type { ReactNode } from 'react';
import type { WriteAccess } from './write-access';

/**
 * Wraps a control that may be disabled by read-only/offline mode: the reason is
 * shown as a tooltip (a disabled button gets no hover events, so the title sits
 * on the wrapper) and read to screen readers next to the control.
 */
export function BlockedHint({ access, children }: { access: WriteAccess; children: ReactNode }) {
  if (!access.blocked) return children;
  return (
    <span title={access.reason} className="inline-flex">
      {children}
      <span className="sr-only">{access.reason}</span>
    </span>
  );
}
