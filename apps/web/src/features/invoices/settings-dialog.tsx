import { invoiceSettingsInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, ColourPicker, Dialog, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormError } from '../../lib/form-error';
import { servicePalette } from '../../lib/palette';
import { TextAreaField } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';

interface SettingsValues {
  prefix: string;
  colour: string;
  footer: string;
  bank_details: string;
  due_days: string;
}

/** The invoice settings (prefix, colour, footer, bank details, days to pay) in a dialog on the invoices screen. */
export function InvoiceSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useQuery({ ...trpc.invoices.settings.get.queryOptions(), enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.winv_settings()}
      description={m.winv_settings_description()}
      closeLabel={m.winv_close()}
      className="sm:max-w-lg"
    >
      {query.data ? <SettingsForm settings={query.data} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function SettingsForm({
  settings,
  onDone,
}: {
  settings: { prefix: string; colour: string; footer: string | null; bank_details: string | null; due_days: number };
  onDone: () => void;
}) {
  const toast = useToast();
  const save = useMutation(trpc.invoices.settings.update.mutationOptions());
  const form = useFormCore<SettingsValues, unknown>({
    schema: invoiceSettingsInput,
    initial: {
      prefix: settings.prefix,
      colour: settings.colour,
      footer: settings.footer ?? '',
      bank_details: settings.bank_details ?? '',
      due_days: String(settings.due_days),
    },
    fieldOf: (path) => path,
    isShown: () => true,
  });
  const colour = form.bind('colour');
  const preview = `${form.values.prefix}0001`;

  return (
    <form
      noValidate
      ref={form.formRef}
      className="flex flex-col gap-4"
      onSubmit={(e) =>
        form.submit(e, async (data) => {
          await save.mutateAsync(data as never);
          void queryClient.invalidateQueries({ queryKey: trpc.invoices.settings.get.pathKey() });
          toast({ title: m.popup_success(), description: m.winv_settings_saved(), tone: 'success' });
          onDone();
        })
      }
    >
      <FormError message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.winv_prefix()}
          hint={m.winv_prefix_hint({ number: preview })}
          maxLength={20}
          autoComplete="off"
          {...form.field('prefix')}
        />
        <TextField label={m.winv_due_days()} inputMode="numeric" autoComplete="off" {...form.field('due_days')} />
      </div>
      <ColourPicker
        {...servicePalette()}
        legend={m.winv_colour()}
        hint={undefined}
        id={colour.id}
        error={colour.error}
        value={form.values.colour}
        onChange={(c) => form.setValue('colour', c)}
      />
      <TextAreaField label={m.winv_bank_details()} rows={3} maxLength={1000} {...form.field('bank_details')} />
      <TextAreaField label={m.winv_footer()} hint={m.winv_footer_hint()} rows={2} maxLength={500} {...form.field('footer')} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {m.winv_cancel()}
        </Button>
        <Button type="submit" loading={form.submitting} data-testid="invoice-settings-save">
          {m.winv_save()}
        </Button>
      </div>
    </form>
  );
}
