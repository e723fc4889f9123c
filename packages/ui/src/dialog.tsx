import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Text for the close (×) button; no button when omitted. */
  closeLabel?: string;
  tone?: 'default' | 'success' | 'warning' | 'error';
  className?: string;
  /** Radix's focus return on close; `preventDefault()` it to put focus somewhere else. */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * 'center' (default) over a dimmed page; 'corner' at the bottom (full width on a phone, bottom right from sm) over
   * an undimmed page, for a dialog about something on the page that must stay in sight (an onboarding tour).
   */
  placement?: 'center' | 'corner';
  /** Data attributes for the dialog's box (tests, tours). */
  data?: Record<`data-${string}`, string>;
}

const PLACEMENT = {
  center: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
  corner: 'inset-x-2 bottom-2 max-h-[45dvh] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-h-[calc(100dvh-3rem)] sm:w-96',
};

const accent: Record<NonNullable<DialogProps['tone']>, string> = {
  default: 'bg-brand-500',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-500',
};

/** A centred modal dialog (focus trap, Escape and overlay close come from Radix). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  tone = 'default',
  className,
  onCloseAutoFocus,
  placement = 'center',
  data,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
            placement === 'center' && 'bg-gray-950/40 backdrop-blur-[2px]',
          )}
        />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          {...data}
          className={cn(
            'fixed z-50 overflow-x-hidden overflow-y-auto rounded-2xl bg-white shadow-xl',
            PLACEMENT[placement],
            placement === 'corner' && 'ring-1 ring-gray-950/10',
            'focus:outline-none data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
            className,
          )}
        >
          <div className={cn('h-1 w-full', accent[tone])} />
          <div className="px-6 pt-5 pb-6">
            <RadixDialog.Title className="pr-8 text-lg font-semibold wrap-anywhere text-gray-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-2 text-sm wrap-anywhere text-gray-600">
                {description}
              </RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{typeof title === 'string' ? title : ''}</RadixDialog.Description>
            )}
            {children ? <div className="mt-4">{children}</div> : null}
            {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
          </div>
          {closeLabel ? (
            <RadixDialog.Close
              aria-label={closeLabel}
              className="absolute top-4 right-4 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the panel. */
  title: string;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A panel that slides in from the left over an overlay (the mobile menu). */
export function Sheet({ open, onOpenChange, title, children, className, id }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="sheet-overlay"
          className="fixed inset-0 z-40 bg-gray-950/40 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out"
        />
        <RadixDialog.Content
          id={id}
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none',
            'data-[state=open]:animate-slide-in data-[state=closed]:animate-slide-out',
            className,
          )}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const SheetClose = RadixDialog.Close;
