import type { ProviderName } from '@kairos/api/shared/booking-schemas';
import { m } from '@kairos/i18n';
import { Button, Dialog, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../lib/form-error';
import { queryClient, trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { PROVIDERS } from './providers';

/** The provider's key fields in a dialog; the keys go to the server and are never shown again. */
export function ConnectDialog({ provider, onClose }: { provider: ProviderName | null; onClose: () => void }) {
  return (
    <Dialog
      open={provider !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={provider ? m.wint_connect_title({ provider: PROVIDERS[provider].label }) : ''}
      description={provider ? PROVIDERS[provider].help() : undefined}
      closeLabel={m.web_close()}
      className="sm:max-w-lg"
    >
      {provider ? <ConnectForm provider={provider} onDone={onClose} /> : null}
    </Dialog>
  );
}

function useConnect(provider: ProviderName) {
  const stripe = useMutation(trpc.integrations.connectStripe.mutationOptions());
  const square = useMutation(trpc.integrations.connectSquare.mutationOptions());
  const liqpay = useMutation(trpc.integrations.connectLiqpay.mutationOptions());
  return (data: never) =>
    provider === 'stripe'
      ? stripe.mutateAsync(data)
      : provider === 'square'
        ? square.mutateAsync(data)
        : liqpay.mutateAsync(data);
}

function ConnectForm({ provider, onDone }: { provider: ProviderName; onDone: () => void }) {
  const toast = useToast();
  const spec = PROVIDERS[provider];
  const connect = useConnect(provider);
  const form = useFormCore<Record<string, string>, unknown>({
    schema: spec.schema,
    initial: Object.fromEntries(spec.fields.map((f) => [f.name, ''])),
  });
  return (
    <form
      noValidate
      ref={form.formRef}
      className="flex flex-col gap-4"
      data-testid={`wint-form-${provider}`}
      onSubmit={(e) =>
        form.submit(e, async (data) => {
          await connect(data as never);
          void queryClient.invalidateQueries({ queryKey: trpc.integrations.pathKey() });
          toast({ title: m.popup_success(), description: m.wint_connected_toast({ provider: spec.label }), tone: 'success' });
          onDone();
        })
      }
    >
      <FormError message={form.formError} />
      {spec.fields.map((f) => (
        <TextField
          key={f.name}
          label={f.label()}
          type={f.secret ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          maxLength={255}
          {...form.field(f.name)}
        />
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {m.wint_cancel()}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {m.wint_connect()}
        </Button>
      </div>
    </form>
  );
}
