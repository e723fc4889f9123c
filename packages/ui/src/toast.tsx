import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cn } from './cn';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** docs/product/appointments.md: toasts stay for 3 seconds. */
export const TOAST_DURATION_MS = 3000;

const toneClass: Record<ToastTone, string> = {
  success: 'border-l-emerald-500',
  error: 'border-l-red-500',
  info: 'border-l-brand-500',
};

let nextId = 1;

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible label of the close button. */
  closeLabel: string;
  /** What a screen reader says before each toast, e.g. "Notification". */
  label: string;
  /**
   * Name of the toasts' region (landmark), e.g. "Notifications ({hotkey})"; Radix puts the key that
   * focuses it (F8) in place of {hotkey}. Without it Radix names the region in English.
   */
  regionLabel: string;
}

export function ToastProvider({ children, closeLabel, label, regionLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const show = useCallback<ShowToast>((toast) => {
    const id = nextId++;
    setToasts((list) => [...list.slice(-3), { ...toast, id, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 300);
  }, []);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={label}>
        {children}
        {toasts.map((t) => (
          <RadixToast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => (open ? undefined : close(t.id))}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            className={cn(
              'relative flex items-start gap-3 rounded-xl border border-l-4 border-gray-200 bg-white py-3 pr-10 pl-4 shadow-lg',
              'data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
              toneClass[t.tone ?? 'success'],
            )}
          >
            <div className="min-w-0">
              <RadixToast.Title className="text-sm font-semibold text-gray-900">{t.title}</RadixToast.Title>
              {t.description ? (
                <RadixToast.Description className="mt-0.5 text-sm text-gray-600">{t.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label={closeLabel}
              className="absolute top-2.5 right-2.5 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          label={regionLabel}
          className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a toast; must be used under ToastProvider. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
