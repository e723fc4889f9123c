import { locationInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, MapPinIcon, TextField } from '@kairos/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../lib/form-error';
import { type RecordColumn, RecordFormActions, RecordFormPage, RecordListPage, useRecordForm } from '../../lib/records';
import { queryClient, type RouterOutputs, trpc, viewerKey } from '../../lib/trpc';

export type Location = RouterOutputs['locations']['get'];
const LIST = '/account-setup/locations/list';

/**
 * The user carries its active locations (docs/product/catalogue.md): whenever the locations lists
 * are refreshed after a change (save, archive, restore, delete), reload the user.
 */
function useViewerFollowsLocations() {
  useEffect(() => {
    const listKey = JSON.stringify(trpc.locations.list.pathKey()[0]);
    let queued = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (JSON.stringify(event.query.queryKey[0]) !== listKey || queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void queryClient.invalidateQueries({ queryKey: viewerKey() });
      });
    });
  }, []);
}

const addressOf = (l: Location) => [l.address_1, l.address_2].filter(Boolean).join(', ');

export function LocationsListPage() {
  useViewerFollowsLocations();
  const columns: RecordColumn<Location>[] = [
    { id: 'title', header: m.wc_location_title(), primary: true, cell: (l) => l.title },
    { id: 'address', header: m.wc_col_address(), text: true, cell: (l) => addressOf(l) || '—' },
    { id: 'city', header: m.label_city(), text: true, cell: (l) => [l.city, l.state].filter(Boolean).join(', ') || '—' },
    { id: 'post_code', header: m.label_post_code(), desktopOnly: true, text: true, cell: (l) => l.post_code ?? '—' },
  ];
  return (
    <RecordListPage
      area="locations"
      title={m.wc_nav_locations()}
      description={m.wc_locations_subtitle()}
      formPath="/account-setup/locations/form"
      addLabel={m.wc_locations_add()}
      columns={columns}
      nameOf={(l) => l.title}
      texts={{
        emptyTitle: m.wc_locations_empty(),
        emptyText: m.wc_locations_empty_text(),
        searchPlaceholder: m.wc_locations_search(),
      }}
      toasts={{
        archived: () => m.locations_archived(),
        restored: () => m.locations_restored(),
        deleted: () => m.locations_deleted(),
      }}
      emptyIcon={<MapPinIcon className="size-6" />}
    />
  );
}

export function LocationFormPage() {
  useViewerFollowsLocations();
  return (
    <RecordFormPage area="locations" titles={{ create: m.wc_location_create(), edit: m.wc_location_edit() }} listPath={LIST}>
      {(record) => <LocationForm record={record} />}
    </RecordFormPage>
  );
}

function LocationForm({ record }: { record: Location | null }) {
  const navigate = useNavigate();
  const form = useRecordForm({
    area: 'locations',
    record,
    schema: locationInput,
    initial: {
      title: record?.title ?? '',
      address_1: record?.address_1 ?? '',
      address_2: record?.address_2 ?? '',
      city: record?.city ?? '',
      state: record?.state ?? '',
      post_code: record?.post_code ?? '',
    },
    listPath: LIST,
    toasts: { created: () => m.locations_created(), updated: () => m.locations_updated() },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: viewerKey() });
      navigate(LIST);
    },
  });
  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card>
        <div className="flex flex-col gap-5">
          <TextField
            label={m.wc_location_title()}
            hint={m.wc_location_title_hint()}
            autoComplete="off"
            maxLength={120}
            {...form.field('title')}
          />
        </div>
      </Card>
      <Card title={m.wc_location_section_address()}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={m.label_address_1()} autoComplete="address-line1" maxLength={200} {...form.field('address_1')} />
          <TextField label={m.label_address_2()} autoComplete="address-line2" maxLength={200} {...form.field('address_2')} />
          <TextField label={m.label_city()} autoComplete="address-level2" maxLength={100} {...form.field('city')} />
          <TextField label={m.label_state()} autoComplete="address-level1" maxLength={100} {...form.field('state')} />
          <TextField label={m.label_post_code()} autoComplete="postal-code" maxLength={20} {...form.field('post_code')} />
        </div>
      </Card>
      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
