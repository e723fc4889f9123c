import { m } from '@kairos/i18n';
import { Card, ChoiceGroup, TextField } from '@kairos/ui';
import { useState } from 'react';
import { type Appointment, type AppointmentType, appointmentPath, calendarPath } from '../../lib/appointments/appointment';
import { recurringSummary } from '../../lib/appointments/labels';
import { useClock } from '../../lib/appointments/time';
import type { PickedClient } from '../../lib/clients/client-picker';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { RecordFormActions } from '../../lib/records';
import { useMoneyField } from '../../lib/use-money-field';
import { type AppointmentValues, newValues, valuesOf } from './form-values';
import { ClassSection } from './section-class';
import { NotesSection, PlaceSection } from './section-place';
import { ServiceSection } from './section-service';
import { WhenSection } from './section-when';
import { useAppointmentForm } from './use-appointment-form';
import { useSaveAppointment } from './use-save-appointment';

interface AppointmentFormProps {
  record: Appointment | null;
  /** For a new one: the day and time picked in the calendar. */
  date: string;
  startTime: string;
}

/** The appointment form (docs/product/appointments.md): appointment, private (blocked) time or class session. */
export function AppointmentForm({ record, date, startTime }: AppointmentFormProps) {
  const { locale } = useLocale();
  const clock = useClock();
  const [initial] = useState<AppointmentValues>(() => (record ? valuesOf(record, locale) : newValues(date, startTime)));
  const [clients, setClients] = useState<PickedClient[]>(() => record?.clients ?? []);
  const { save, dialogs } = useSaveAppointment(record);
  const form = useAppointmentForm(initial, save);
  const v = form.values;
  const { currency } = useMoneyField(record?.currency);
  const type = form.bind('type');

  const onClients = (next: PickedClient[]) => {
    setClients(next);
    form.setValue(
      'client_ids',
      next.map((c) => c.id),
    );
  };

  const cancelTo = record ? appointmentPath(record.id) : calendarPath(v.date);
  const seriesNote = record?.recurring ? recurringSummary(record.recurring, locale) : undefined;

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card>
        <ChoiceGroup<AppointmentType>
          name={type.id}
          legend={m.wap_type()}
          value={v.type}
          onChange={(next) => form.setValue('type', next)}
          options={[
            { value: 'appointment', label: m.wap_type_appointment() },
            { value: 'blocked', label: m.wap_type_blocked() },
            { value: 'class_session', label: m.wap_type_class_session() },
          ]}
        />
        {v.type === 'blocked' ? (
          <div className="mt-5">
            <TextField
              label={m.wap_blocked_title()}
              hint={m.wap_blocked_hint()}
              autoComplete="off"
              maxLength={120}
              {...form.field('title')}
            />
          </div>
        ) : null}
      </Card>

      {v.type === 'appointment' ? (
        <ServiceSection
          form={form}
          clients={clients}
          onClients={onClients}
          currency={currency}
          clock={clock}
          savedTitle={record?.title}
        />
      ) : null}
      {v.type === 'class_session' ? (
        <ClassSection form={form} clients={clients} onClients={onClients} savedTitle={record?.title} />
      ) : null}

      <WhenSection form={form} seriesNote={seriesNote} />

      {v.type !== 'blocked' ? <PlaceSection form={form} firstClientId={clients[0]?.id ?? null} /> : null}
      <NotesSection form={form} />

      <RecordFormActions listPath={cancelTo} submitting={form.submitting} />
      {dialogs}
    </form>
  );
}
