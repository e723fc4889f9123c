/** The page's few hand-written building blocks (no component library: issue 12's size budget). */

import { formatMoney } from '@kairos/api/shared/money';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { getLocale } from './locale';

export const money = (minor: number, currency: string) => formatMoney(minor, currency, getLocale());

export function Button({
  kind = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { kind?: 'primary' | 'plain' }) {
  const look =
    kind === 'primary'
      ? 'bk-btn font-medium px-4 py-2.5 disabled:opacity-50'
      : 'bk-ring border border-gray-300 bg-white text-gray-800 px-4 py-2.5 hover:bg-gray-50';
  return <button type="button" className={`rounded-lg ${look} ${className}`} {...props} />;
}

export function Field({ label, id, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={id} className="bk-ring rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base" {...props} />
    </div>
  );
}

/** Errors are announced (aria-live) as well as shown. */
export function ErrorText({ message }: { message: string | null }) {
  return (
    <p role="alert" aria-live="assertive" className="text-sm text-red-700 empty:hidden">
      {message ?? ''}
    </p>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A list of choices as radio-like buttons. */
export function Choice({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={`bk-ring w-full rounded-lg border px-4 py-3 text-left ${selected ? 'border-2 bk-border' : 'border-gray-300 bg-white hover:bg-gray-50'}`}
    >
      {children}
    </button>
  );
}
