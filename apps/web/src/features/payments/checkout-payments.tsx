/** The checkout's payments card: the payment lines, date and note, plus the methods the business accepts. */
import type { PaymentMethod } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, TextField } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { amountText } from '../../lib/money';
import { useUser } from '../../lib/viewer';
import { type PaymentLine, PaymentLines } from './payment-lines';

/** The methods the business accepts (payment settings), with gift voucher always offered: vouchers are spent here. */
export function useMethods(): { methods: PaymentMethod[]; preferred: PaymentMethod } {
  const user = useUser();
  const settings = user.settings?.payment_settings;
  const accepted = settings?.accepted_methods?.length ? settings.accepted_methods : (['cash', 'card_payment'] as PaymentMethod[]);
  const methods = accepted.includes('gift_voucher') ? [...accepted] : [...accepted, 'gift_voucher' as const];
  return { methods, preferred: settings?.default_method ?? methods[0] ?? 'cash' };
}

/** The payments step (or the standalone payment when nothing is ticked): lines, then date and note. */
export function CheckoutPayments({
  idPrefix,
  hasItems,
  lines,
  onLines,
  methods,
  currency,
  errors,
  remaining,
  date,
  onDate,
  today,
  note,
  onNote,
  disabled,
}: {
  idPrefix: string;
  hasItems: boolean;
  lines: PaymentLine[];
  onLines: (lines: PaymentLine[]) => void;
  methods: PaymentMethod[];
  currency: string;
  errors: Record<string, string[]>;
  remaining: number;
  date: string;
  onDate: (date: string) => void;
  today: string;
  note: string;
  onNote: (note: string) => void;
  disabled: boolean;
}) {
  const { locale } = useLocale();
  return (
    <Card
      title={hasItems ? m.wi_step_payments() : m.wi_group_standalone()}
      description={hasItems ? undefined : m.wi_standalone_text()}
    >
      <PaymentLines
        lines={lines}
        onChange={onLines}
        methods={methods}
        currency={currency}
        errors={errors}
        rest={() => (remaining > 0 ? amountText(remaining, currency, locale) : '')}
        disabled={disabled}
      />
      {errors.payments ? (
        <p className="mt-2 text-xs font-medium text-red-600" data-field-error>
          {errors.payments.join(' ')}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-date`}
          type="date"
          label={m.wi_date()}
          value={date}
          max={today}
          onChange={(e) => onDate(e.target.value)}
          error={errors.date}
        />
        <TextField
          id={`${idPrefix}-note`}
          label={m.wi_note_optional()}
          value={note}
          maxLength={500}
          onChange={(e) => onNote(e.target.value)}
          error={errors.note}
        />
      </div>
    </Card>
  );
}
