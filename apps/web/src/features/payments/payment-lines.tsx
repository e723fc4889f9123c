import { m } from '@kairos/i18n';
import { Button, CloseIcon, MoneyField, PlusIcon, SelectField, TextField } from '@kairos/ui';
import { useId } from 'react';
import { useLocale } from '../../lib/i18n';
import { minorOf } from '../../lib/money';
import { methodLabel, type PaymentMethod } from '../../lib/payments/labels';
import { useMoneyText } from '../../lib/payments/money';
import { moneyLocale } from '../../lib/use-money-field';

/** One payment of a checkout as typed: amounts are text in major units until submit. */
export interface PaymentLine {
  key: string;
  method: PaymentMethod;
  amount: string;
  voucher_code: string;
  tendered: string;
  /** The amount still follows what is due (the owner has not typed it). */
  auto: boolean;
}

let next = 0;
export function newLine(method: PaymentMethod, amount: string, auto: boolean): PaymentLine {
  next += 1;
  return { key: `line-${next}`, method, amount, voucher_code: '', tendered: '', auto };
}

interface PaymentLinesProps {
  lines: PaymentLine[];
  onChange: (lines: PaymentLine[]) => void;
  methods: readonly PaymentMethod[];
  currency: string;
  /** Errors by path inside the checkout input ("payments.0.amount"). */
  errors: Record<string, string[]>;
  /** What a new line's amount starts at (the rest still to allocate). */
  rest: () => string;
  disabled?: boolean;
}

/**
 * The payments of a checkout: method, amount, a voucher code for a gift voucher,
 * cash handed over with the change worked out as it is typed; "Add another payment"
 * splits the bill (cash + card).
 */
export function PaymentLines({ lines, onChange, methods, currency, errors, rest, disabled }: PaymentLinesProps) {
  const id = useId();
  const { locale } = useLocale();
  const money = useMoneyText();
  const update = (index: number, patch: Partial<PaymentLine>) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  return (
    <div className="flex flex-col gap-3">
      {lines.map((line, i) => {
        const base = `${id}-${line.key}`;
        const amount = minorOf(line.amount, currency);
        const tendered = minorOf(line.tendered, currency);
        const change =
          line.method === 'cash' &&
          amount !== undefined &&
          tendered !== undefined &&
          !Number.isNaN(amount) &&
          !Number.isNaN(tendered)
            ? tendered - amount
            : null;
        return (
          <fieldset
            key={line.key}
            className="relative grid grid-cols-1 gap-3 rounded-lg border border-gray-200 p-3 pt-2 sm:grid-cols-2 sm:items-start"
            data-testid="payment-line"
          >
            <legend className="px-1 text-sm font-medium text-gray-700">{m.wi_payment_n({ n: i + 1 })}</legend>
            {lines.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                className="absolute -top-1 right-1 px-2"
                disabled={disabled}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
                aria-label={m.wi_remove_payment({ n: i + 1 })}
                title={m.wi_remove_payment({ n: i + 1 })}
              >
                <CloseIcon className="size-4" />
              </Button>
            ) : null}
            <SelectField
              id={`${base}-method`}
              label={m.wi_method()}
              value={line.method}
              disabled={disabled}
              onChange={(e) => update(i, { method: e.target.value as PaymentMethod })}
              error={errors[`payments.${i}.method`]}
            >
              {methods.map((p) => (
                <option key={p} value={p}>
                  {methodLabel(p)}
                </option>
              ))}
            </SelectField>
            <MoneyField
              id={`${base}-amount`}
              label={m.wi_amount()}
              currency={currency}
              locale={moneyLocale(locale)}
              value={line.amount}
              disabled={disabled}
              onChange={(e) => update(i, { amount: e.target.value, auto: false })}
              error={errors[`payments.${i}.amount`]}
            />
            {line.method === 'gift_voucher' ? (
              <TextField
                id={`${base}-voucher`}
                label={m.wi_voucher_code()}
                value={line.voucher_code}
                disabled={disabled}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
                hint={m.wi_voucher_code_hint()}
                onChange={(e) => update(i, { voucher_code: e.target.value })}
                error={errors[`payments.${i}.voucher_code`]}
              />
            ) : null}
            {line.method === 'cash' ? (
              <div className="flex flex-col gap-1">
                <MoneyField
                  id={`${base}-tendered`}
                  label={m.wi_tendered_optional()}
                  currency={currency}
                  locale={moneyLocale(locale)}
                  value={line.tendered}
                  disabled={disabled}
                  onChange={(e) => update(i, { tendered: e.target.value })}
                  error={errors[`payments.${i}.tendered`]}
                />
                {change !== null ? (
                  <p
                    className={change < 0 ? 'text-xs font-medium text-red-600' : 'text-sm font-medium text-emerald-700'}
                    aria-live="polite"
                    data-testid="line-change"
                  >
                    {change < 0 ? m.wi_tendered_short() : m.wi_change_due({ amount: money(change, currency) })}
                  </p>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || lines.length >= 10}
          onClick={() =>
            onChange([...lines.map((l) => ({ ...l, auto: false })), newLine(otherMethod(methods, lines), rest(), false)])
          }
        >
          <PlusIcon className="size-4" />
          {m.wi_add_payment()}
        </Button>
      </div>
    </div>
  );
}

/** A split's next method: the first accepted one not used yet (cash then card is the usual pair). */
function otherMethod(methods: readonly PaymentMethod[], lines: PaymentLine[]): PaymentMethod {
  const used = new Set(lines.map((l) => l.method));
  return methods.find((p) => !used.has(p) && p !== 'gift_voucher') ?? methods[0] ?? 'cash';
}
