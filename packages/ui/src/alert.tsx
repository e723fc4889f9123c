import type { ReactNode } from 'react';
import { cn } from './cn';

export type Tone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<Tone, string> = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** 'alert' announces the message at once; use it for errors that follow an action. */
  role?: 'alert' | 'status';
}

export function Alert({ tone = 'info', title, children, actions, className, role }: AlertProps) {
  return (
    <div
      role={role}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      <div className="min-w-0 grow basis-60 wrap-anywhere">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

const badgeTones: Record<Tone | 'neutral', string> = {
  neutral: 'bg-gray-100 text-gray-700 ring-gray-200',
  info: 'bg-brand-50 text-brand-700 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  error: 'bg-red-50 text-red-700 ring-red-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone | 'neutral'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}
