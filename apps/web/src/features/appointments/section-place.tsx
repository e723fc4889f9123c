import { m } from '@kairos/i18n';
import { Card, ChoiceGroup, SelectField, TextField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { TextAreaField } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { ZoomMeetingCheckbox } from '../../lib/zoom-checkbox';
import { addressLine } from './address';
import type { AppointmentValues } from './form-values';
import type { AppointmentForm } from './use-appointment-form';

/** Where it happens (one of my locations or the client's address) and the video meeting link. */
export function PlaceSection({ form, firstClientId }: { form: AppointmentForm; firstClientId: string | null }) {
  const v = form.values;
  const locations = useQuery({ ...trpc.locations.list.queryOptions({ per_page: 100 }), enabled: v.location_type === 'mine' });
  const client = useQuery({
    ...trpc.clients.get.queryOptions({ id: firstClientId ?? '' }),
    enabled: v.location_type === 'client' && !!firstClientId,
  });
  const type = form.bind('location_type');
  const clientAddress = client.data ? addressLine(client.data) || addressLine(client.data.locations[0] ?? {}) : '';

  return (
    <Card title={m.wap_section_place()}>
      <div className="flex flex-col gap-5">
        <ChoiceGroup<AppointmentValues['location_type'] | 'none'>
          name={type.id}
          legend={m.wap_location()}
          value={v.location_type || 'none'}
          onChange={(next) => form.update({ location_type: next === 'none' ? '' : next })}
          options={[
            { value: 'none', label: m.wap_location_none() },
            { value: 'mine', label: m.wap_location_mine() },
            { value: 'client', label: m.wap_location_client() },
          ]}
        />
        {v.location_type === 'mine' ? (
          <SelectField label={m.wap_my_location()} {...form.field('location_id')}>
            <option value="">{locations.isPending ? m.web_loading() : m.wap_my_location_choose()}</option>
            {(locations.data?.items ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {[l.title, addressLine(l)].filter(Boolean).join(' — ')}
              </option>
            ))}
          </SelectField>
        ) : null}
        {v.location_type === 'client' ? (
          <p className="text-sm text-gray-700" data-testid="client-address">
            {!firstClientId
              ? m.wap_client_address_pick()
              : client.isPending
                ? m.web_loading()
                : clientAddress || m.wap_client_address_none()}
          </p>
        ) : null}
        <ZoomMeetingCheckbox checked={v.zoom_meeting} onChange={(on) => form.update({ zoom_meeting: on })} repeating={v.repeat} />
        {v.zoom_meeting && !v.repeat ? null : (
          <TextField
            label={m.wap_video_link()}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.field('video_meeting_url')}
          />
        )}
      </div>
    </Card>
  );
}

export function NotesSection({ form }: { form: AppointmentForm }) {
  return (
    <Card title={m.wap_section_notes()}>
      <TextAreaField label={m.wap_notes()} rows={3} maxLength={5000} {...form.field('notes')} />
    </Card>
  );
}
