import { m } from '@kairos/i18n';
import { Card, SelectField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { ClientPicker, type PickedClient } from '../../lib/clients/client-picker';
import { useLocale } from '../../lib/i18n';
import { amountText } from '../../lib/money';
import { trpc } from '../../lib/trpc';
import type { AppointmentForm } from './use-appointment-form';

interface ClassSectionProps {
  form: AppointmentForm;
  clients: PickedClient[];
  onClients: (clients: PickedClient[]) => void;
  savedTitle?: string | null;
}

/** A class session: which class (its length and price come along) and who comes. */
export function ClassSection({ form, clients, onClients, savedTitle }: ClassSectionProps) {
  const { locale } = useLocale();
  const v = form.values;
  const classes = useQuery(trpc.classes.list.queryOptions({ per_page: 100 }));
  const items = classes.data?.items ?? [];
  const chosen = items.find((c) => c.id === v.class_id) ?? null;
  const picker = form.bind('client_ids');

  const chooseClass = (id: string) => {
    const next = items.find((c) => c.id === id);
    form.update({
      class_id: id,
      ...(next ? { duration_minutes: String(next.duration_minutes), price: amountText(next.price, next.currency, locale) } : {}),
    });
  };

  const full = chosen?.limit_spaces && clients.length >= chosen.spaces;
  return (
    <Card title={m.wap_section_class()}>
      <div className="flex flex-col gap-5">
        <SelectField label={m.wap_class()} {...form.field('class_id')} onChange={(e) => chooseClass(e.target.value)}>
          <option value="">{classes.isPending ? m.web_loading() : m.wap_class_choose()}</option>
          {items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {v.class_id && !chosen && !classes.isPending ? (
            <option value={v.class_id}>{savedTitle ?? m.wap_class_archived()}</option>
          ) : null}
        </SelectField>
        {classes.data && items.length === 0 ? <p className="text-sm text-gray-600">{m.wap_class_none()}</p> : null}
        <ClientPicker
          id={picker.id}
          label={m.wap_session_clients()}
          value={clients}
          onChange={onClients}
          error={picker.error}
          hint={
            chosen
              ? m.wap_spaces_used({ used: clients.length, spaces: chosen.spaces }) + (full ? ` ${m.wap_spaces_full_hint()}` : '')
              : undefined
          }
        />
      </div>
    </Card>
  );
}
