import type { ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, errorText, Field } from './field';
import { Input, type InputProps } from './input';

export interface AffixFieldProps extends Omit<InputProps, 'id' | 'prefix'> {
  id: string;
  label: ReactNode;
  error?: string | string[];
  hint?: ReactNode;
  fieldClassName?: string;
  /** Text shown inside the control before the value (e.g. "£"). */
  prefix?: string;
  /** Text shown inside the control after the value (e.g. "грн", "min"). */
  suffix?: string;
}

/** A text field with a unit inside the box (currency, minutes, %); the unit is part of the label for screen readers. */
export function AffixField({ id, label, error, hint, fieldClassName, prefix, suffix, className, ...input }: AffixFieldProps) {
  const invalid = !!errorText(error);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-gray-500"
          >
            {prefix}
          </span>
        ) : null}
        <Input
          id={id}
          invalid={invalid}
          aria-describedby={describedBy(id, error, hint)}
          className={cn('tabular-nums', className)}
          style={{
            paddingLeft: prefix ? `calc(1.25rem + ${prefix.length}ch)` : undefined,
            paddingRight: suffix ? `calc(1.25rem + ${suffix.length}ch)` : undefined,
          }}
          {...input}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 text-sm text-gray-500"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
}

/** The currency's symbol and whether it goes before the amount in this language ("£" before, "грн" after). */
export function currencyAffix(currency: string, locale: string): { symbol: string; before: boolean } {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
    const index = parts.findIndex((p) => p.type === 'currency');
    const integer = parts.findIndex((p) => p.type === 'integer');
    return { symbol: parts[index]?.value ?? currency, before: index < integer };
  } catch {
    return { symbol: currency, before: false };
  }
}

/** Field props that put the currency's symbol where this language writes it: `{ prefix: '£' }` or `{ suffix: 'грн' }`. */
export function moneyAffix(currency: string, locale: string): { prefix: string } | { suffix: string } {
  const { symbol, before } = currencyAffix(currency, locale);
  return before ? { prefix: symbol } : { suffix: symbol };
}

export interface MoneyFieldProps extends Omit<AffixFieldProps, 'prefix' | 'suffix'> {
  /** ISO 4217 code. */
  currency: string;
  /** BCP 47 tag the symbol is placed for ("uk-UA": "12,50 грн"; "en-GB": "£12.50"). */
  locale: string;
}

/**
 * An amount of money: the currency's symbol inside the box where the language writes it.
 * The value is the text as typed in major units ("12,50"); the form turns it into integer
 * minor units when it builds its input (the app's `minorOf`/`amountText` on @kairos/api/shared's
 * `parseAmount`), so a half-typed amount can still be reported as "must be a number".
 */
export function MoneyField({ currency, locale, ...field }: MoneyFieldProps) {
  return <AffixField inputMode="decimal" autoComplete="off" {...moneyAffix(currency, locale)} {...field} />;
}
