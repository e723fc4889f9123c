import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
  /** The heading level of the title; defaults to h2. */
  headingLevel?: 2 | 3;
}

export function Card({ title, description, actions, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('min-w-0 rounded-xl border border-gray-200 bg-white shadow-xs', className)} {...rest}>
      {title || actions ? (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-5 py-4">
          <div className="min-w-0 wrap-anywhere">
            {title ? <Heading className="text-base font-semibold text-gray-900">{title}</Heading> : null}
            {description ? <p className="mt-0.5 text-sm text-gray-500">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/** A number with its label, for dashboards. */
export function Stat({ label, value, hint, className }: StatProps) {
  return (
    <div className={cn('min-w-0 rounded-xl border border-gray-200 bg-white px-5 py-4 shadow-xs wrap-anywhere', className)}>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-gray-500">{hint}</dd> : null}
    </div>
  );
}
