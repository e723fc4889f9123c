// The expense form's "Repeat" card: the recurring switch, then how often and until when.
import { EXPENSE_FREQUENCIES } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField, Switch, TextField } from '@kairos/ui';
import { FREQUENCY_LABEL } from '../../lib/expenses/labels';
import type { ExpenseFormCore } from './expense-values';

export function RepeatSection({ form }: { form: ExpenseFormCore }) {
  const v = form.values;
  return (
    <Card title={m.wexp_section_repeat()}>
      <div className="flex flex-col gap-5">
        <Switch
          id={form.idOf('recurring')}
          checked={v.recurring}
          onChange={(on) => form.setValue('recurring', on)}
          label={m.wexp_recurring()}
          description={m.wexp_recurring_hint()}
        />
        {v.recurring ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label={m.wexp_frequency()} {...form.field('frequency')}>
              {EXPENSE_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABEL[f]()}
                </option>
              ))}
            </SelectField>
            <TextField
              type="date"
              label={m.wexp_repeat_until()}
              hint={m.wexp_repeat_until_hint()}
              {...form.field('repeat_until')}
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
